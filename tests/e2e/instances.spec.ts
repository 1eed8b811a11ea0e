import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type Balancer, freePort, startHaproxy } from "../support/haproxy";
import { type Instances, startInstances } from "../support/instance";
import { DEMO_PASSWORD } from "../support/people";

// Two production instances on one PostgreSQL database and one Redis, behind HAProxy (round robin),
// as they run in production: what one instance decides (a booking, a login limit) holds on the
// other, and restarting them one at a time under load loses no request.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const COACH_PAGE = "/en/coaches/daan-bakker";
const MEMBERS = 50;

let ports: number[] = [];
let instances: Instances | undefined;
let balancer: Balancer | undefined;

/** A date `days` ahead on the Amsterdam calendar, as YYYY-MM-DD (for the `week` of a coach's page). */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

/**
 * Verified, onboarded members put straight into the database, with the demo member's password
 * (its hash copied), so that fifty of them cost no sign-up flow.
 */
async function createMembers(db: Instances, count: number, tag: string): Promise<string[]> {
  const template = await db.query(
    `select a.password, o.profile_done_at, o.terms_version, o.terms_accepted_at, o.app_done_at, o.vitascan_done_at
       from users u join accounts a on a.user_id = u.id and a.provider_id = 'credential'
       join onboarding o on o.user_id = u.id
      where u.email = 'member@example.com'`,
  );
  const row = template.rows[0];
  expect(row, "the demo member to copy").toBeTruthy();
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `${tag}-${i}`;
    const email = `${id}@example.com`;
    await db.query(`insert into users (id, name, email, email_verified, locale) values ($1, $2, $3, true, 'en')`, [
      id,
      `Member ${i}`,
      email,
    ]);
    await db.query(`insert into user_roles (user_id, role) values ($1, 'member')`, [id]);
    await db.query(
      `insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`,
      [`${id}-credential`, id, row.password],
    );
    await db.query(
      `insert into onboarding (user_id, profile_done_at, terms_version, terms_accepted_at, app_done_at, vitascan_done_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, row.profile_done_at, row.terms_version, row.terms_accepted_at, row.app_done_at, row.vitascan_done_at],
    );
    emails.push(email);
  }
  return emails;
}

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
    // Started at the same moment: they migrate and seed the one database under a lock. The login
    // limit per client is as high as on the other end-to-end servers (everything comes from
    // 127.0.0.1 here); the limit per account and client is what the login check exercises.
    instances = await startInstances(
      "haproxy",
      ports,
      { REDIS_URL: redisUrl, TRUST_PROXY: "1", AUTH_CLIENT_LIMIT: "1000" },
      { together: true },
    );
    balancer = await startHaproxy(ports);
  });

  test.afterAll(async () => {
    await balancer?.stop();
    await instances?.stop();
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
