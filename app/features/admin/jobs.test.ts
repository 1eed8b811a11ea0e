import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { listAudit } from "./audit.server";
import { JOBS_PER_PAGE, type JobCursor, parseJobCursor } from "./jobs";
import { changeDeadJob, domainOf, JOBS_EXACT_UP_TO, jobCounts, listJobs } from "./jobs.server";

let test: TestDatabase;
const now = new Date("2027-05-03T10:00:00Z");
const hour = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * hour);
const admin = { id: "sara", name: "Sara Jansen", email: "sara@example.com" };

/** Mail fails for one provider; the reminder's handler refuses its first attempt. */
let reminderTries = 0;
const sendMail: JobHandler = async (payload) => {
  if (String(payload.to).endsWith("@provider.example")) throw new Error("550 mailbox unavailable");
};
const handlers: Record<string, JobHandler> = {
  mail: sendMail,
  "appointment-reminder": async () => {
    reminderTries++;
    if (reminderTries === 1) throw new Error("connection refused");
  },
};
const mail = (key: string, to: string, runAt = now) =>
  enqueueJob(test.db, { name: "mail", key, runAt, payload: { to, subject: "Reminder", text: "Secret body" } });
const deadId = async () => (await jobRows(test.db, "dead-letters")).at(-1)?.id as string;

beforeAll(async () => {
  test = await createTestDatabase();
  await createUser(test.db, { id: admin.id, name: admin.name, email: admin.email });
  await mail("done-mail", "x@done.example");
  await mail("dead-mail", "daan@provider.example");
  // Five attempts, a few hours apart (the back-off's longest wait is an hour): then it is dead.
  for (let attempt = 0; attempt < 5; attempt++) await test.queue.runDue(handlers, at(2 * attempt));
  await enqueueJob(test.db, {
    name: "appointment-reminder",
    key: "retrying-reminder",
    runAt: at(10),
    payload: { appointmentId: "a-member's-appointment" },
  });
  await test.queue.runDue(handlers, at(10));
  await mail("queued-mail", "Mila de Vries <mila@example.org>", at(20));
});

afterAll(async () => {
  await test?.close();
});

describe("the job queue in the back office", () => {
  it("lists waiting, dead and done jobs with their state, and of a mail only the recipient's domain", async () => {
    const waiting = await listJobs(test.db, "waiting");
    expect(await jobCounts(test.db)).toEqual({
      waiting: { kind: "exact", value: 2 },
      dead: { kind: "exact", value: 1 },
      done: { kind: "exact", value: 1 },
    });
    expect(waiting.next).toBeNull();
    expect(waiting.jobs.map((job) => [job.name, job.state, job.attempts, job.lastError, job.recipientDomain])).toEqual([
      ["appointment-reminder", "retrying", 1, "connection refused", null],
      ["mail", "queued", 0, null, "example.org"],
    ]);
    const dead = await listJobs(test.db, "dead");
    expect(dead.jobs).toMatchObject([
      {
        name: "mail",
        state: "dead",
        attempts: 5,
        lastError: "550 mailbox unavailable",
        recipientDomain: "provider.example",
      },
    ]);
    const done = await listJobs(test.db, "done");
    expect(done.jobs).toMatchObject([{ name: "mail", state: "done", attempts: 1, recipientDomain: "done.example" }]);
    // Nothing of a payload but the domain ever leaves the database.
    const everything = JSON.stringify([waiting, dead, done]);
    for (const secret of ["Secret body", "mila@", "daan@", "Mila de Vries", "a-member's-appointment", "Reminder"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("reads only the domain of an address", () => {
    expect(domainOf("Mila <mila@Example.ORG>")).toBe("example.org");
    expect(domainOf("daan@provider.example")).toBe("provider.example");
    expect(domainOf("not an address")).toBeNull();
    expect(domainOf(42)).toBeNull();
  });

  it("tries a dead letter again in its own queue, audited; a job that is not dead is the workers'", async () => {
    const [queued] = (await listJobs(test.db, "waiting")).jobs.filter((job) => job.state === "queued");
    await expect(changeDeadJob(test.db, admin, { jobId: queued?.id as string, change: "retry" })).rejects.toMatchObject(
      {
        code: "conflict",
        key: "jobs.errors.notDead",
      },
    );
    const dead = await deadId();
    await changeDeadJob(test.db, admin, { jobId: dead, change: "retry" });
    expect((await listJobs(test.db, "dead")).jobs).toEqual([]);
    const again = (await listJobs(test.db, "waiting")).jobs.find((job) => job.recipientDomain === "provider.example");
    expect(again).toMatchObject({ name: "mail", state: "queued", attempts: 0 });
    const audit = await listAudit(test.db, { entity: "job" }, 10);
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual([["retry", dead]]);
  });

  it("discards a dead letter, and an unknown one is not found", async () => {
    // The retried mail fails its five attempts again.
    for (let attempt = 0; attempt < 5; attempt++) await test.queue.runDue({ mail: sendMail }, at(30 + 2 * attempt));
    const dead = await deadId();
    expect(dead).toBeDefined();
    await changeDeadJob(test.db, admin, { jobId: dead, change: "discard" });
    expect((await listJobs(test.db, "dead")).jobs).toEqual([]);
    await expect(
      changeDeadJob(test.db, admin, { jobId: "00000000-0000-4000-8000-000000000000", change: "discard" }),
    ).rejects.toMatchObject({ code: "notFound", key: "jobs.errors.unknown" });
  });

  it("pages a view by keyset: every job once, in order, jobs due at the same instant included", async () => {
    // 120 more mails, by threes at the same instant, queued in no particular order.
    for (let index = 0; index < 120; index++) {
      const slot = (index * 37) % 40;
      await mail(`paged-${index}`, `p${index}@paged.example`, at(100 + slot));
    }
    const seen: { id: string; runAt: number }[] = [];
    let after: JobCursor | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof listJobs>> = await listJobs(test.db, "waiting", after);
      pages++;
      expect(page.jobs.length).toBeLessThanOrEqual(JOBS_PER_PAGE);
      seen.push(...page.jobs.map((job) => ({ id: job.id, runAt: job.runAt.getTime() })));
      // The cursor goes through the address as text and comes back the same.
      after = page.next ? parseJobCursor(`${page.next.at}~${page.next.id}`) : null;
      if (page.next) expect(after).toEqual(page.next);
    } while (after);
    const waitingNow = (await jobRows(test.db)).filter((row) => ["created", "retry", "active"].includes(row.state));
    expect(pages).toBe(Math.ceil(waitingNow.filter((row) => row.name !== "dead-letters").length / JOBS_PER_PAGE));
    expect(new Set(seen.map((job) => job.id)).size).toBe(seen.length);
    expect(seen.map((job) => job.id).sort()).toEqual(
      waitingNow
        .filter((row) => row.name !== "dead-letters")
        .map((row) => row.id)
        .sort(),
    );
    expect(seen.map((job) => job.runAt)).toEqual([...seen.map((job) => job.runAt)].sort((a, b) => a - b));
  });

  it("merges the queues' pages into the same rows in the same order, whatever the queues hold", async () => {
    // Four queues, 45 jobs each, due at instants the queues share, each with a large payload.
    const queues = ["mail", "event-mail", "webinar-mail", "appointment-mail"];
    const body = "x".repeat(20_000);
    for (let index = 0; index < 45; index++) {
      for (const [position, name] of queues.entries()) {
        const slot = (index * 7 + position * 3) % 30;
        await enqueueJob(test.db, {
          name,
          key: `merged-${name}-${index}`,
          runAt: at(300 + slot),
          payload: { to: `m${index}@${name}.example`, subject: "Merged", text: body },
        });
      }
    }
    // Every waiting job of the app's queues in the page's order (due time, then id), read whole.
    const waiting = (await jobRows(test.db))
      .filter((row) => ["created", "retry", "active"].includes(row.state) && row.name !== "dead-letters")
      .sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const shown: Awaited<ReturnType<typeof listJobs>>["jobs"] = [];
    let after: JobCursor | null = null;
    do {
      const page: Awaited<ReturnType<typeof listJobs>> = await listJobs(test.db, "waiting", after);
      shown.push(...page.jobs);
      after = page.next;
    } while (after);
    expect(shown.map((job) => job.id)).toEqual(waiting.map((row) => row.id));
    expect(shown.map((job) => [job.name, job.runAt.getTime(), job.recipientDomain])).toEqual(
      waiting.map((row) => [
        row.name,
        row.startAfter.getTime(),
        row.name === "mail" ? (domainOf(row.data.to) ?? null) : null,
      ]),
    );
    expect(JSON.stringify(shown)).not.toContain(body.slice(0, 100));
  });

  it("counts a view exactly up to a thousand jobs, and beyond says so without counting them all", async () => {
    const before = await jobCounts(test.db);
    expect(before.waiting.kind).toBe("exact");
    await test.db.execute(
      sql.raw(`insert into pgboss.job (name, data, start_after)
        select 'mail', '{}'::jsonb, now() + interval '1 day' from generate_series(1, ${JOBS_EXACT_UP_TO + 1})`),
    );
    const after = await jobCounts(test.db);
    // More than the cap: the planner's estimate where there are statistics, else "more than".
    expect(after.waiting.kind).not.toBe("exact");
    expect(after.waiting.value).toBeGreaterThanOrEqual(JOBS_EXACT_UP_TO);
    expect(after.done).toEqual(before.done);
  });

  it("reads a cursor from the address only when it is one", () => {
    const id = "0b7f1a52-6c1e-4d0a-9a53-2f1d6c0e8b11";
    expect(parseJobCursor(`2026-11-27 16:24:48.123456+00~${id}`)).toEqual({ at: "2026-11-27 16:24:48.123456+00", id });
    expect(parseJobCursor(`2026-11-27T16:24:48Z~${id.toUpperCase()}`)).toEqual({ at: "2026-11-27T16:24:48Z", id });
    for (const bad of [
      null,
      "",
      "yesterday~x",
      `2026-11-27 16:24:48+00~${id}; drop`,
      "2026-11-27 16:24:48+00",
      `2026-02-31 10:00:00+00~${id}`,
      `2026-13-01 10:00:00+00~${id}`,
      `2026-11-27 24:00:00+00~${id}`,
      `0000-01-01 10:00:00+00~${id}`,
    ]) {
      expect(parseJobCursor(bad)).toBeNull();
    }
  });
});
