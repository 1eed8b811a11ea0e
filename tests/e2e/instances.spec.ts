import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createMember } from "../support/factories";
import { withFactoryDatabase } from "../support/factories-postgres";
import { type Balancer, freePort, startHaproxy } from "../support/haproxy";
import { type Instances, startInstances } from "../support/instance";
import { DEMO_PASSWORD } from "../support/people";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp";

// Two production instances on one PostgreSQL database and one Redis, behind HAProxy (round robin),
// as they run in production: what one instance decides (a booking, a login limit) holds on the
// other, both work the one job queue without sending a mail twice, restarting them one at a time
// under load loses no request, and killing one mid-load loses no booking it confirmed.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const COACH_PAGE = "/en/coaches/daan-bakker";
const MEMBERS = 50;

let ports: number[] = [];
let instances: Instances | undefined;
let balancer: Balancer | undefined;
let smtp: SmtpTestServer | undefined;

/** A date `days` ahead on the Amsterdam calendar, as YYYY-MM-DD (for the `week` of a coach's page). */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

/**
 * Verified, onboarded members put straight into the database, with the demo's password, so that
 * fifty of them cost no sign-up flow.
 */
async function createMembers(db: Instances, count: number, tag: string): Promise<string[]> {
  const now = new Date();
  const done = { profileDoneAt: now, termsVersion: 1, termsAcceptedAt: now, appDoneAt: now, vitascanDoneAt: now };
  return withFactoryDatabase(db.databaseUrl, async (handle) => {
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = `${tag}-${i}`;
      const member = await createMember(handle, {
        id,
        name: `Member ${i}`,
        email: `${id}@example.com`,
        emailVerified: true,
        locale: "en",
        onboarding: done,
        password: DEMO_PASSWORD,
      });
      emails.push(member.email);
    }
    return emails;
  });
}

/**
 * Free intake slots of the coach in the 7 days from each of `days` ahead (the page shows one day's
 * times: `?day=`), at most `perDay` a day, 90 minutes apart.
 */
async function freeSlots(base: string, days: number[], perDay: number): Promise<string[]> {
  const slots: string[] = [];
  for (const ahead of days.flatMap((first) => [0, 1, 2, 3, 4, 5, 6].map((offset) => first + offset))) {
    const page = await fetch(`${base}${COACH_PAGE}?type=intake&day=${daysAhead(ahead)}`);
    expect(page.status).toBe(200);
    const found = [
      ...new Set(
        [...(await page.text()).matchAll(/[?&;]slot=([^&"#]+)/g)].map((match) =>
          decodeURIComponent(match[1] as string),
        ),
      ),
    ].filter((start) => start.slice(0, 10) === daysAhead(ahead));
    const byDay = new Map<string, number[]>();
    for (const start of found.sort()) {
      const day = start.slice(0, 10);
      const taken = byDay.get(day) ?? [];
      const at = Date.parse(start);
      if (taken.length >= perDay || taken.some((other) => Math.abs(other - at) < 90 * 60_000)) continue;
      taken.push(at);
      byDay.set(day, taken);
      slots.push(start);
    }
  }
  return slots;
}

/** Books a slot as the member of `cookie`; the answer's status (0 when the connection failed). */
async function book(base: string, cookie: string, start: string): Promise<number> {
  try {
    const response = await fetch(`${base}${COACH_PAGE}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ kind: "intake", start, idempotencyKey: randomUUID(), topic: "" }).toString(),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** How many mails an address received whose subject matches. */
const received = (to: string, subject: RegExp) =>
  (smtp as SmtpTestServer).messages().filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject))
    .length;

/** Makes the reminders of these appointments due now, as if their day had come. */
async function remindersDueNow(db: Instances, appointmentIds: string[]) {
  await db.query(
    `update pgboss.job set start_after = now() where name = 'appointment-reminder' and state = 'created'
       and data->>'appointmentId' = any($1::text[])`,
    [appointmentIds],
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until HAProxy sends requests to both instances (each passed its health check). */
async function bothInRotation(base: string) {
  await expect
    .poll(
      async () => {
        const names = new Set<string | null>();
        for (let i = 0; i < 4; i++) names.add((await fetch(`${base}/readyz`)).headers.get("x-served-by"));
        return [...names].sort();
      },
      { timeout: 15_000 },
    )
    .toEqual(["a", "b"]);
}

/** Posts the login form; the answer, and the session cookies it set as one Cookie header. */
async function postLogin(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/en/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email, password, returnTo: "" }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { response, cookie, text: await response.text() };
}

test.describe("two instances behind HAProxy", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ports = [await freePort(), await freePort()];
    smtp = await startSmtpServer();
    // Started at the same moment: they migrate and seed the one database under a lock. The login
    // limit per client is as high as on the other end-to-end servers (everything comes from
    // 127.0.0.1 here); the limit per account and client is what the login check exercises.
    instances = await startInstances(
      "haproxy",
      ports,
      // Both instances work the job queue every second, so that they compete for every job.
      { REDIS_URL: redisUrl, TRUST_PROXY: "1", AUTH_CLIENT_LIMIT: "1000", SMTP_URL: smtp.url, JOB_POLL_SECONDS: "1" },
      { together: true },
    );
    balancer = await startHaproxy(ports);
  });

  test.afterAll(async () => {
    await balancer?.stop();
    await instances?.stop();
    await smtp?.close();
  });

  test("fifty members booking one slot at once through both instances: one booking, 49 clear refusals", async () => {
    test.setTimeout(120_000);
    const db = instances as Instances;
    const base = (balancer as Balancer).url;
    const tag = `race-${Date.now()}`;
    const emails = await createMembers(db, MEMBERS, tag);
    const cookies = await Promise.all(
      emails.map(async (email) => {
        const login = await postLogin(base, email, DEMO_PASSWORD);
        expect(login.response.status, `login of ${email}`).toBe(302);
        return login.cookie;
      }),
    );
    // The first intake slot a week ahead (members without a partner may book their intake).
    const page = await fetch(`${base}${COACH_PAGE}?type=intake&week=${daysAhead(7)}`);
    expect(page.status).toBe(200);
    const slot = /[?&;]slot=([^&"#]+)/.exec(await page.text())?.[1];
    expect(slot, "a free slot on the coach's page").toBeTruthy();
    const start = decodeURIComponent(slot as string);
    await bothInRotation(base);

    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const response = await fetch(`${base}${COACH_PAGE}`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ kind: "intake", start, idempotencyKey: randomUUID(), topic: "" }).toString(),
        });
        const text = await response.text();
        return { status: response.status, servedBy: response.headers.get("x-served-by"), text };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    const booked = statuses.filter((status) => status === 302).length;
    const refused = answers.filter((answer) => answer.status === 409);
    const servedBy = new Set(answers.map((answer) => answer.servedBy));
    console.log(
      `bookings across instances: ${booked} ok / ${refused.length} refused (409) / ${
        statuses.filter((status) => status >= 500).length
      } 5xx; served by ${[...servedBy].sort().join(", ")}`,
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(booked).toBe(1);
    expect(refused).toHaveLength(MEMBERS - 1);
    // A refusal says why, in words (the page with its message, not an empty error).
    for (const answer of refused)
      expect(answer.text).toMatch(/Someone else just booked this time|is not \(or no longer\) available/);
    expect(servedBy).toEqual(new Set(["a", "b"]));
    const rows = await db.query(
      "select count(*)::int as n from appointments where starts_at = $1::timestamptz and member_id like $2",
      [start, `${tag}-%`],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  test("the login limit of one account from one client is shared by the instances, not doubled", async () => {
    const db = instances as Instances;
    const [email] = await createMembers(db, 1, `limit-${Date.now()}`);
    // One client, as HAProxy would name it, seen by both instances (TRUST_PROXY=1).
    const client = `10.${(Date.now() >> 16) & 255}.${(Date.now() >> 8) & 255}.${Date.now() & 255}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const base = `http://127.0.0.1:${ports[attempt % 2]}`;
      const login = await postLogin(base, email as string, `wrong password ${attempt}`, { "x-forwarded-for": client });
      statuses.push(login.response.status);
      if (attempt < 5) expect(login.text).toMatch(/This email address and password don(&#x27;|&#39;|')t match/);
      else expect(login.text).toContain("Too many attempts. Please try again in 15 minutes.");
    }
    console.log(`wrong passwords alternating between the instances: ${statuses.join(", ")}`);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  test("both instances work the job queue, and every confirmation and reminder goes out exactly once", async () => {
    test.setTimeout(90_000);
    const db = instances as Instances;
    const base = (balancer as Balancer).url;
    const tag = `mail-${Date.now()}`;
    const [email] = (await createMembers(db, 1, tag)) as [string];
    const login = await postLogin(base, email, DEMO_PASSWORD);
    // Five weeks ahead: a week no other test here books in. The race above books the first free
    // time a week ahead, and the other instance may list it as free for a few more seconds (each
    // instance caches a coach's free times for 10 s), which would make this booking "just taken".
    const [start] = await freeSlots(base, [35], 1);
    expect(await book(base, login.cookie, start as string)).toBe(302);
    const { rows } = await db.query(
      `select a.id, u.email as "coach" from appointments a join coaches c on c.id = a.coach_id
         join users u on u.id = c.user_id where a.member_id = $1`,
      [`${tag}-0`],
    );
    const [{ id, coach }] = rows as [{ id: string; coach: string }];
    await expect.poll(() => received(email, /^Confirmed: /), { timeout: 15_000 }).toBe(1);
    await remindersDueNow(db, [id]);
    // The member reads English; the coach reads Dutch.
    const reminders = (to: string) => [
      received(to, /^(Tomorrow|Morgen): /),
      received(to, /^(In an hour|Over een uur): /),
    ];
    await expect.poll(() => reminders(email), { timeout: 20_000 }).toEqual([1, 1]);
    await expect.poll(() => reminders(coach).every((count) => count >= 1), { timeout: 20_000 }).toBe(true);
    // Several more polls of both instances: nothing goes out a second time.
    await sleep(4000);
    const sent = { confirmation: received(email, /^Confirmed: /), member: reminders(email), coach: reminders(coach) };
    console.log(
      `mail of one appointment through two instances: confirmation ${sent.confirmation}, reminders to the member ${sent.member.join("+")}, to the coach ${sent.coach.join("+")}`,
    );
    expect(sent).toEqual({ confirmation: 1, member: [1, 1], coach: [1, 1] });
  });

  test("kill -9 of an instance during a booking load: every confirmed booking exists, with its reminders, sent once", async () => {
    test.setTimeout(180_000);
    const group = instances as Instances;
    const base = (balancer as Balancer).url;
    const tag = `kill-${Date.now()}`;
    const count = 24;
    const emails = await createMembers(group, count, tag);
    const cookies = await Promise.all(
      emails.map(async (email) => (await postLogin(base, email, DEMO_PASSWORD)).cookie),
    );
    const slots = (await freeSlots(base, [14, 21, 28], 4)).slice(0, count);
    expect(slots).toHaveLength(count);
    await bothInRotation(base);
    // A booking every 100 ms through the balancer; a second in, instance a is killed outright.
    const statuses: number[] = [];
    const load = cookies.map(async (cookie, index) => {
      await sleep(index * 100);
      statuses[index] = await book(base, cookie, slots[index] as string);
    });
    await sleep(1100);
    await group.killOne(0);
    await Promise.all(load);
    await group.startOne(0);

    const { rows } = await group.query(
      `select id, member_id as "memberId", starts_at as "startsAt" from appointments
        where member_id like $1 and status = 'confirmed'`,
      [`${tag}-%`],
    );
    const appointments = rows as { id: string; memberId: string; startsAt: Date }[];
    const confirmed = statuses.flatMap((status, index) => (status === 302 ? [index] : []));
    for (const index of confirmed) {
      const found = appointments.find((row) => row.memberId === `${tag}-${index}`);
      expect(found, `the booking of member ${index}, confirmed with a 302`).toBeTruthy();
      expect(new Date(found?.startsAt as Date).toISOString()).toBe(new Date(slots[index] as string).toISOString());
    }
    // Every appointment that exists, confirmed to its member or not, has its mail in the queue:
    // the confirmation once and a reminder per lead time anyone may choose (48, 24, 2 and 1 hours),
    // once each (queued in the booking's own transaction).
    const ids = appointments.map((row) => row.id);
    const jobs = await group.query(
      `select name, data->>'appointmentId' as "appointmentId" from pgboss.job
        where name in ('appointment-mail', 'appointment-reminder') and data->>'appointmentId' = any($1::text[])`,
      [ids],
    );
    for (const id of ids) {
      const mine = (jobs.rows as { name: string; appointmentId: string }[]).filter((job) => job.appointmentId === id);
      expect(
        mine.filter((job) => job.name === "appointment-mail"),
        `confirmation of ${id}`,
      ).toHaveLength(1);
      expect(
        mine.filter((job) => job.name === "appointment-reminder"),
        `reminders of ${id}`,
      ).toHaveLength(4);
    }
    // Their day comes: each member gets each reminder once, from whichever instance took it.
    await remindersDueNow(group, ids);
    const members = appointments.map((row) => `${row.memberId}@example.com`);
    const counts = () => members.map((to) => `${received(to, /^Tomorrow: /)}+${received(to, /^In an hour: /)}`);
    await expect.poll(() => counts().every((pair) => pair === "1+1"), { timeout: 30_000 }).toBe(true);
    await sleep(4000);
    const failed = statuses.filter((status) => status !== 302 && status !== 409);
    console.log(
      `kill -9 during ${count} bookings: ${confirmed.length} confirmed (302), ${failed.length} failed with the instance, ${appointments.length} appointments, ${members.length * 2} reminders sent once each`,
    );
    expect(counts()).toEqual(members.map(() => "1+1"));
    expect(confirmed.length).toBeGreaterThan(0);
  });

  test("restarting the instances one at a time under steady load fails no request", async () => {
    test.setTimeout(120_000);
    const group = instances as Instances;
    const base = (balancer as Balancer).url;
    const results: { path: string; status: number; servedBy: string | null; error?: string }[] = [];
    const inFlight = new Set<Promise<void>>();
    let tick = 0;
    // 20 requests a second, alternating between a page and the readiness check.
    const timer = setInterval(() => {
      const path = tick++ % 2 === 0 ? "/en/coaches" : "/readyz";
      const request = fetch(`${base}${path}`)
        .then(async (response) => {
          await response.arrayBuffer();
          results.push({ path, status: response.status, servedBy: response.headers.get("x-served-by") });
        })
        .catch((error: unknown) => {
          results.push({ path, status: 0, servedBy: null, error: String(error) });
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }, 50);
    const servedSince = async (name: string) => {
      const from = results.length;
      await expect
        .poll(() => results.slice(from).some((result) => result.servedBy === name), { timeout: 15_000 })
        .toBe(true);
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const [index, name] of [
        [0, "a"],
        [1, "b"],
      ] as const) {
        // SIGTERM: the instance stops accepting, finishes what is in flight and exits cleanly.
        expect(await group.stopOne(index)).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await group.startOne(index);
        // Back in rotation: HAProxy's health check has seen it ready and sends it requests again.
        await servedSince(name);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } finally {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    }
    const failed = results.filter((result) => result.status !== 200);
    const count = (name: string) => results.filter((result) => result.servedBy === name).length;
    console.log(
      `requests during the rolling restart: ${results.length}, failed ${failed.length} (a answered ${count("a")}, b ${count("b")})`,
    );
    expect(failed).toEqual([]);
    expect(results.length).toBeGreaterThan(100);
  });
});
