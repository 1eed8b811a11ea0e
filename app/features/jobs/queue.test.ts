import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { JOB_NAMES } from "./names";
import {
  DEAD_LETTERS,
  enqueueJob,
  type JobHandler,
  jobCounts,
  jobIdFor,
  QUEUE_RULES,
  runTrackingJobs,
} from "./queue.server";

let test: TestDatabase;
const now = new Date("2027-05-10T12:00:00Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const mail = (key: string, runAt = now) =>
  enqueueJob(test.db, { name: "mail", key, runAt, payload: { to: `${key}@example.com` } });

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await clearJobs(test.db);
});

describe("queue rules", () => {
  it("gives every queue the common rules, and a month of a report history a quarter of an hour", async () => {
    const result = (await test.db.execute(sql`select name, expire_seconds as expire from pgboss.queue`)) as unknown as {
      rows: { name: string; expire: number }[];
    };
    const names = new Set<string>(JOB_NAMES);
    const expiry = new Map(
      result.rows.filter((row) => names.has(row.name)).map((row) => [row.name, Number(row.expire)]),
    );
    expect(expiry.size).toBe(JOB_NAMES.length);
    for (const name of JOB_NAMES) {
      expect(expiry.get(name), name).toBe(name === "report-months" ? 15 * 60 : QUEUE_RULES.expireInSeconds);
    }
  });
});

describe("queuing", () => {
  it("queues a name and key once, also after the job ran, and only when its transaction commits", async () => {
    expect(await mail("once")).toBe(true);
    expect(await enqueueJob(test.db, { name: "mail", key: "once", runAt: now, payload: { to: "other" } })).toBe(false);
    expect(await test.queue.runDue({ mail: async () => {} }, now)).toBe(1);
    expect(await mail("once")).toBe(false);
    expect(await test.queue.runDue({ mail: async () => {} }, now)).toBe(0);
    // The same key in another queue is other work.
    expect(await enqueueJob(test.db, { name: "event-mail", key: "once", runAt: now, payload: {} })).toBe(true);
    await expect(
      test.db.transaction(async (tx) => {
        await enqueueJob(tx, { name: "mail", key: "rolled-back", runAt: now, payload: {} });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await test.db.transaction(async (tx) => {
      await enqueueJob(tx, { name: "mail", key: "committed", runAt: now, payload: {} });
    });
    const rows = await jobRows(test.db);
    expect(rows.map((row) => [row.name, row.key]).sort()).toEqual([
      ["event-mail", "once"],
      ["mail", "committed"],
      ["mail", "once"],
    ]);
    expect(rows.find((row) => row.key === "once" && row.name === "mail")?.data).toEqual({ to: "once@example.com" });
    expect(rows.find((row) => row.key === "once" && row.name === "mail")?.id).toBe(jobIdFor("mail", "once"));
  });

  it("runs what a request queued once it is answered, and nothing after a request that queued nothing", async () => {
    const request = async (work: () => Promise<unknown>) => {
      let answer: () => void = () => {};
      let kicks = 0;
      let done: Promise<unknown> = Promise.resolve();
      runTrackingJobs(
        () => {
          done = work();
        },
        (listener) => {
          answer = listener;
        },
        () => kicks++,
      );
      await done;
      expect(kicks, "not before the answer").toBe(0);
      answer();
      return kicks;
    };
    // Queued inside the request's transaction, after awaits: still counted for the request.
    expect(
      await request(() =>
        test.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await enqueueJob(tx, { name: "mail", key: "in-request", runAt: now, payload: {} });
        }),
      ),
    ).toBe(1);
    expect(await request(() => test.db.execute(sql`select 1`))).toBe(0);
    // A job already queued (the same key) is not queued again, so nothing is run for it.
    expect(await request(() => mail("in-request"))).toBe(0);
  });

  it("derives a stable, well-formed id from the name and key", () => {
    expect(jobIdFor("mail", "a")).toBe(jobIdFor("mail", "a"));
    expect(jobIdFor("mail", "a")).not.toBe(jobIdFor("event-mail", "a"));
    // Not the same id for a name and key that only join to the same text.
    expect(jobIdFor("mail", "x:y")).not.toBe(jobIdFor("mail:x", "y"));
    expect(jobIdFor("mail", "a")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("running", () => {
  it("runs a job at its time, not before", async () => {
    await mail("later", minutes(30));
    const sent: unknown[] = [];
    const handlers = { mail: async (payload: Record<string, unknown>) => void sent.push(payload.to) };
    expect(await test.queue.runDue(handlers, minutes(29))).toBe(0);
    expect(await test.queue.runDue(handlers, minutes(30))).toBe(1);
    expect(sent).toEqual(["later@example.com"]);
    expect((await jobRows(test.db, "mail"))[0]?.state).toBe("completed");
  });

  it("retries a failing job with growing waits, then moves it to the dead letters with its error", async () => {
    await mail("failing");
    let attempts = 0;
    const failing: Record<string, JobHandler> = {
      mail: async () => {
        attempts++;
        throw new Error(`smtp down (${attempts})`);
      },
    };
    expect(await test.queue.runDue(failing, now)).toBe(0);
    const [first] = await jobRows(test.db, "mail");
    expect(first).toMatchObject({ state: "retry", output: { message: "smtp down (1)" } });
    // Not before its back-off: about two minutes after the first failure.
    const firstWait = (first?.startAfter.getTime() ?? 0) - now.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(QUEUE_RULES.retryDelay * 1000);
    await test.queue.runDue(failing, new Date(now.getTime() + firstWait - 1000));
    expect(attempts).toBe(1);
    let clock = now.getTime();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt++) {
      const [row] = await jobRows(test.db, "mail");
      waits.push((row?.startAfter.getTime() ?? 0) - clock);
      // A second past its time (the database keeps microseconds).
      clock = (row?.startAfter.getTime() ?? 0) + 1000;
      await test.queue.runDue(failing, new Date(clock));
    }
    expect(attempts).toBe(5);
    // Each wait longer than the one before (up to the longest, an hour).
    for (let index = 1; index < waits.length; index++) expect(waits[index]).toBeGreaterThan(waits[index - 1] ?? 0);
    const [failed] = await jobRows(test.db, "mail");
    expect(failed?.state).toBe("failed");
    const [dead] = await jobRows(test.db, DEAD_LETTERS);
    expect(dead).toMatchObject({ sourceName: "mail", data: { to: "failing@example.com" }, state: "created" });
    // Nothing works the dead letters, and the failed job is not tried a sixth time.
    await test.queue.runDue(failing, new Date(clock + 86_400_000));
    expect(attempts).toBe(5);
    expect(await jobCounts(test.db)).toEqual([
      { queue: "mail", state: "dead", count: 1 },
      { queue: "mail", state: "failed", count: 1 },
    ]);
  });

  it("settles each job of a worker's batch on its own", async () => {
    await mail("good");
    await mail("bad");
    await mail("also-good");
    await test.queue.work(
      {
        mail: async (payload) => {
          if (payload.to === "bad@example.com") throw new Error("refused");
        },
      },
      1,
    );
    await test.queue.runDue({}, now);

    // The worker fetches at once when it starts, then on its (test) clock's polls.
    const settled = async () =>
      (await jobRows(test.db, "mail")).every((row) => row.state === "completed" || row.state === "retry");
    for (let wait = 0; wait < 100 && !(await settled()); wait++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await test.queue.boss.offWork("mail");
    const states = Object.fromEntries((await jobRows(test.db, "mail")).map((row) => [row.key, row.state]));
    expect(states).toEqual({ good: "completed", bad: "retry", "also-good": "completed" });
  });
});

describe("keeping", () => {
  it("deletes a done job, and a dead letter with its mail, after a week", async () => {
    expect(QUEUE_RULES.deleteAfterSeconds).toBe(7 * 86_400);
    expect(QUEUE_RULES.retentionSeconds).toBe(7 * 86_400);
    await mail("sent");
    await mail("undeliverable");
    const handlers = {
      mail: async (payload: Record<string, unknown>) => {
        if (payload.to === "undeliverable@example.com") throw new Error("550");
      },
    };
    for (let hour = 0; hour <= 10; hour += 2) await test.queue.runDue(handlers, minutes(hour * 60));
    expect((await jobRows(test.db)).map((row) => [row.name, row.state]).sort()).toEqual([
      [DEAD_LETTERS, "created"],
      ["mail", "completed"],
      ["mail", "failed"],
    ]);
    await test.queue.runDue({}, minutes(6 * 24 * 60));
    await test.queue.boss.supervise();
    expect(await jobRows(test.db)).toHaveLength(3);
    await test.queue.runDue({}, minutes(8 * 24 * 60));
    await test.queue.boss.supervise();
    expect(await jobRows(test.db)).toEqual([]);
  });
});

describe("the upgrade from the job table", () => {
  it("moves the old table's unfinished jobs into the queue, leaving one a running instance holds", async () => {
    const { adoptLegacyJobs } = await import("./registry.server");
    const leased = minutes(3).toISOString();
    await test.db.execute(sql`
      insert into jobs (name, key, payload, run_at, attempts, done_at, locked_until) values
        ('appointment-reminder', 'reminder:a:24', '{"appointmentId":"a"}', ${minutes(60).toISOString()}, 0, null, null),
        ('mail', 'mail:failing', '{"to":"x@example.com"}', ${now.toISOString()}, 2, null, ${now.toISOString()}),
        ('mail', 'mail:running', '{"to":"w@example.com"}', ${now.toISOString()}, 1, null, ${leased}),
        ('mail', 'mail:sent', '{"to":"y@example.com"}', ${now.toISOString()}, 1, ${now.toISOString()}, null),
        ('mail', 'mail:gave-up', '{"to":"z@example.com"}', ${now.toISOString()}, 5, null, null),
        ('retired-job', 'retired', '{}', ${now.toISOString()}, 0, null, null)`);
    expect(await adoptLegacyJobs(test.db, test.queue, now)).toBe(2);
    const rows = await jobRows(test.db);
    expect(rows.map((row) => [row.name, row.key, row.startAfter.toISOString()]).sort()).toEqual([
      ["appointment-reminder", "reminder:a:24", minutes(60).toISOString()],
      ["mail", "mail:failing", now.toISOString()],
    ]);
    const left = (await test.db.execute(sql`select key from jobs order by key`)) as unknown as {
      rows: { key: string }[];
    };
    expect(left.rows.map((row) => row.key)).toEqual(["mail:gave-up", "mail:running", "mail:sent"]);
    // Once its lease has run out (the old instance died), the running one moves too; nothing twice.
    expect(await adoptLegacyJobs(test.db, test.queue, minutes(6))).toBe(1);
    expect(await adoptLegacyJobs(test.db, test.queue, minutes(6))).toBe(0);
    expect((await jobRows(test.db, "mail")).map((row) => row.key).sort()).toEqual(["mail:failing", "mail:running"]);
  });
});

describe("the queues", () => {
  it("has a handler for every queue it creates, and a queue for every handler", async () => {
    const { jobHandlers } = await import("./registry.server");
    expect(Object.keys(jobHandlers).sort()).toEqual([...JOB_NAMES].sort());
  });
});
