import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema/accounts";
import { jobs } from "~/db/schema/coaching";
import { MAX_ATTEMPTS } from "~/features/jobs/jobs.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { listAudit } from "./audit.server";
import { changeDeadJob, domainOf, listJobs } from "./jobs.server";

let test: TestDatabase;
const now = new Date("2027-05-03T10:00:00Z");
const admin = { id: "sara", name: "Sara Jansen", email: "sara@example.com" };
const ids: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insert(users).values({ id: admin.id, name: admin.name, email: admin.email });
  const rows = await test.db
    .insert(jobs)
    .values([
      {
        name: "mail",
        key: "queued-mail",
        runAt: new Date(now.getTime() + 60_000),
        payload: { to: "Mila de Vries <mila@example.org>", subject: "Your session", text: "Secret body" },
      },
      {
        name: "mail",
        key: "dead-mail",
        runAt: new Date(now.getTime() - 3_600_000),
        attempts: MAX_ATTEMPTS,
        lastError: "550 mailbox unavailable",
        payload: { to: "daan@provider.example", subject: "Reminder", text: "Secret body" },
      },
      {
        name: "session-reminder",
        key: "retrying-reminder",
        runAt: now,
        attempts: 2,
        lastError: "connection refused",
        lockedUntil: new Date(now.getTime() + 4 * 60_000),
        payload: { appointmentId: "a-member's-appointment" },
      },
      { name: "mail", key: "done-mail", runAt: now, attempts: 1, doneAt: now, payload: { to: "x@done.example" } },
    ])
    .returning({ id: jobs.id, key: jobs.key });
  for (const row of rows) ids[row.key] = row.id;
});

afterAll(async () => {
  await test?.close();
});

describe("the job queue in the back office", () => {
  it("lists waiting, dead and done jobs with their state, and of a mail only the recipient's domain", async () => {
    const waiting = await listJobs(test.db, "waiting", 1, now);
    expect(waiting.counts).toEqual({ waiting: 2, dead: 1, done: 1 });
    expect(waiting.jobs.map((job) => [job.name, job.state, job.recipientDomain])).toEqual([
      ["session-reminder", "retrying", null],
      ["mail", "queued", "example.org"],
    ]);
    const dead = await listJobs(test.db, "dead", 1, now);
    expect(dead.jobs).toMatchObject([
      { id: ids["dead-mail"], state: "dead", attempts: MAX_ATTEMPTS, lastError: "550 mailbox unavailable" },
    ]);
    // Nothing of a payload but the domain ever leaves the database.
    const everything = JSON.stringify([waiting, dead, await listJobs(test.db, "done", 1, now)]);
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

  it("tries a dead job again from now, audited; a job that is not dead is the runner's", async () => {
    expect(await changeDeadJob(test.db, admin, { jobId: ids["queued-mail"] as string, change: "retry" }, now)).toEqual({
      ok: false,
      status: 409,
      error: "jobs.errors.notDead",
    });
    expect(await changeDeadJob(test.db, admin, { jobId: ids["dead-mail"] as string, change: "retry" }, now)).toEqual({
      ok: true,
    });
    const waiting = await listJobs(test.db, "waiting", 1, now);
    expect(waiting.jobs.find((job) => job.id === ids["dead-mail"])).toMatchObject({ attempts: 0, state: "retrying" });
    const audit = await listAudit(test.db, { entity: "job" }, 1, 10);
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual([["retry", ids["dead-mail"]]]);
  });

  it("discards a dead job, and an unknown one is not found", async () => {
    const [dead] = await test.db
      .insert(jobs)
      .values({ name: "mail", key: "dead-again", runAt: now, attempts: MAX_ATTEMPTS, payload: {} })
      .returning({ id: jobs.id });
    expect(await changeDeadJob(test.db, admin, { jobId: dead?.id as string, change: "discard" }, now)).toEqual({
      ok: true,
    });
    expect((await listJobs(test.db, "dead", 1, now)).jobs).toEqual([]);
    expect(
      await changeDeadJob(test.db, admin, { jobId: "00000000-0000-4000-8000-000000000000", change: "discard" }, now),
    ).toEqual({ ok: false, status: 404, error: "jobs.errors.unknown" });
  });
});
