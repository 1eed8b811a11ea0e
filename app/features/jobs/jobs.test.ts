import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { jobs } from "../../db/schema/coaching";
import { enqueueJob, JOB_RETENTION, purgeOldJobs, runDueJobs, startJobRunner } from "./jobs.server";

let test: TestDatabase;
const now = new Date("2027-05-10T12:00:00Z");
const daysBefore = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 - minutes * 60_000);

/** A job in a given state; `doneAt` for a done one, `attempts` for one that kept failing. */
async function job(key: string, values: { runAt: Date; doneAt?: Date; attempts?: number }) {
  await test.db.insert(jobs).values({ name: "mail", key, payload: { to: `${key}@example.com` }, ...values });
}

const keys = async () =>
  (await test.db.select({ key: jobs.key }).from(jobs)).map((row) => row.key).sort((a, b) => a.localeCompare(b));

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await test.db.delete(jobs);
});

describe("queuing", () => {
  it("queues a key once, also after the job ran, and only when its transaction commits", async () => {
    const mail = { name: "mail", key: "once", runAt: now, payload: { to: "once@example.com" } };
    expect(await enqueueJob(test.db, mail)).toBe(true);
    expect(await enqueueJob(test.db, { ...mail, payload: { to: "other@example.com" } })).toBe(false);
    expect(await runDueJobs(test.db, { mail: async () => {} }, now)).toBe(1);
    expect(await enqueueJob(test.db, mail)).toBe(false);
    expect(await runDueJobs(test.db, { mail: async () => {} }, now)).toBe(0);
    await expect(
      test.db.transaction(async (tx) => {
        await enqueueJob(tx, { ...mail, key: "rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await keys()).toEqual(["once"]);
    const [row] = await test.db.select({ payload: jobs.payload }).from(jobs);
    expect(row?.payload).toEqual({ to: "once@example.com" });
  });
});

describe("job retention", () => {
  it("keeps done jobs 7 days and unfinished ones 30 days after they were due", async () => {
    expect(JOB_RETENTION).toEqual({ doneDays: 7, unfinishedDays: 30 });
    await job("done-just-now", { runAt: daysBefore(0, 5), doneAt: daysBefore(0, 5) });
    await job("done-almost-7-days", { runAt: daysBefore(7, -1), doneAt: daysBefore(7, -1) });
    await job("done-over-7-days", { runAt: daysBefore(7, 1), doneAt: daysBefore(7, 1) });
    // Due long ago but done recently (it was retried): the done time counts.
    await job("due-long-ago-done-lately", { runAt: daysBefore(40), doneAt: daysBefore(1) });
    await job("failed-29-days", { runAt: daysBefore(29, 1), attempts: 5 });
    await job("failed-over-30-days", { runAt: daysBefore(30, 1), attempts: 5 });
    await job("never-run-over-30-days", { runAt: daysBefore(31) });
    await job("waiting-for-next-month", { runAt: new Date(now.getTime() + 30 * 86_400_000) });

    expect(await purgeOldJobs(test.db, now)).toBe(3);
    expect(await keys()).toEqual([
      "done-almost-7-days",
      "done-just-now",
      "due-long-ago-done-lately",
      "failed-29-days",
      "waiting-for-next-month",
    ]);
    // The clock is a parameter: a day later the next ones go.
    expect(await purgeOldJobs(test.db, new Date(now.getTime() + 86_400_000))).toBe(2);
    expect(await keys()).toEqual(["done-just-now", "due-long-ago-done-lately", "waiting-for-next-month"]);
  });

  it("takes other periods when given", async () => {
    await job("done-2-days", { runAt: daysBefore(2), doneAt: daysBefore(2) });
    await job("failed-2-days", { runAt: daysBefore(2), attempts: 5 });
    expect(await purgeOldJobs(test.db, now, { doneDays: 1, unfinishedDays: 3 })).toBe(1);
    expect(await keys()).toEqual(["failed-2-days"]);
  });

  it("is applied by the runner at its first poll and then every purge period, on the runner's clock", async () => {
    let clock = now;
    await job("done-over-7-days", { runAt: daysBefore(8), doneAt: daysBefore(8) });
    await job("done-today", { runAt: daysBefore(0, 10), doneAt: daysBefore(0, 10) });
    const runner = startJobRunner(
      async () => test.db,
      { other: async () => {} },
      {
        intervalMs: 20,
        purgeEveryMs: 3_600_000,
        clock: () => clock,
      },
    );
    try {
      await vi.waitFor(async () => expect(await keys()).toEqual(["done-today"]), { timeout: 5_000 });
      // Past its 7 days once the clock has moved 59 minutes, but the last purge was within the hour.
      await job("done-7-days-less-half-an-hour", { runAt: daysBefore(7, -30), doneAt: daysBefore(7, -30) });
      clock = new Date(now.getTime() + 59 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await keys()).toEqual(["done-7-days-less-half-an-hour", "done-today"]);
      clock = new Date(now.getTime() + 61 * 60_000);
      await vi.waitFor(async () => expect(await keys()).toEqual(["done-today"]), { timeout: 5_000 });
    } finally {
      runner.stop();
    }
  });

  it("never purges a job that is still due to run", async () => {
    await job("due-now", { runAt: daysBefore(0, 1) });
    expect(await purgeOldJobs(test.db, now)).toBe(0);
    expect(await runDueJobs(test.db, { mail: async () => {} }, now)).toBe(1);
    expect(await purgeOldJobs(test.db, new Date(now.getTime() + 7 * 86_400_000 + 60_000))).toBe(1);
  });
});
