import { and, asc, eq, max, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { connect, type Database } from "~/db/connection.server";
import { schema } from "~/db/schema";
import { partners } from "~/db/schema/partners";
import { reportMonths } from "~/db/schema/reports";
import { simulatePartner } from "../../../tests/support/report-simulator";
import type { TestDatabase } from "../../../tests/support/test-db";
import { decideMonths, decidesInWorker } from "./decide-months.server";
import { closeMonth, type FrozenMonth, monthIndex, neededToClose } from "./history";
import {
  bringHistoryUpToDate,
  CHUNK_MONTHS,
  closeNextMonths,
  type NextMonths,
  partnersBehind,
  ReportPreparing,
} from "./history.server";
import { bringReportsUpToDate, partnerReport, reportJobHandlers } from "./partner-report.server";
import { NOW, seedUsageBeforeAll, type UsageIds } from "./usage-fixture";
import { closingOf, parseReportPeriod } from "./usage-period";

// Months are decided by the report's jobs, not by the partner who asks first: the hourly sweep
// queues one job per partner whose history is behind, the job brings it up to date, and a page
// that finds a month still being decided waits a bounded time and says so (PGlite and PostgreSQL).

describe("the report's jobs", () => {
  let test: TestDatabase;
  let ids: UsageIds;
  const handlers = reportJobHandlers(async () => test.db);

  seedUsageBeforeAll((database, seeded) => {
    test = database;
    ids = seeded;
  });

  const latestMonth = async (partnerId: string) => {
    const [row] = await test.db
      .select({ month: max(reportMonths.month) })
      .from(reportMonths)
      .where(and(eq(reportMonths.partnerId, partnerId), eq(reportMonths.minGroupSize, 10)));
    return row?.month ?? null;
  };

  it("decides every partner's closed months in a job, after which a report only reads them", async () => {
    const everyPartner = (await test.db.select({ id: partners.id }).from(partners)).map((row) => row.id).sort();
    expect(await partnersBehind(test.db, NOW, 10)).toEqual(everyPartner);
    await handlers["report-months-sweep"]?.({}, NOW);
    // The sweep only queues; the jobs do the work, a chunk of months per run, each run queuing the next.
    expect(await latestMonth(ids.acmeId)).toBeNull();
    expect(await test.queue.runDue(handlers, NOW)).toBe(everyPartner.length);
    while ((await test.queue.runDue(handlers, NOW)) > 0);
    expect(await partnersBehind(test.db, NOW, 10)).toEqual([]);
    expect(await latestMonth(ids.acmeId)).toBe("2026-10");
    // Nothing is left to decide, so even a caller that waits not at all gets its report.
    const choice = parseReportPeriod("2026", NOW);
    if (!choice) throw new Error("2026 is offered");
    const report = await partnerReport(ids.acmeId, choice, NOW, { db: test.db, minGroupSize: 10, waitMs: 0 });
    expect(report.through).toBe("2026-10");
    // A second sweep in the same month queues nothing new.
    await handlers["report-months-sweep"]?.({}, NOW);
    expect(await test.queue.runDue(handlers, NOW)).toBe(0);
  });

  it("says a month is being prepared when the caller's wait runs out, and stores it meanwhile", async () => {
    // An hour after November closed (8 December): no job has run yet.
    const later = new Date(closingOf("2026-11").getTime() + 3_600_000);
    expect(await partnersBehind(test.db, later, 10)).toContain(ids.acmeId);
    const choice = parseReportPeriod("2026", later);
    if (!choice) throw new Error("2026 is offered");
    const asked = partnerReport(ids.acmeId, choice, later, { db: test.db, minGroupSize: 10, waitMs: 0 });
    await expect(asked).rejects.toBeInstanceOf(ReportPreparing);
    await expect(asked).rejects.toMatchObject({ month: "2026-11" });
    // The work went on: the next request (joining it if it still runs) gets November.
    const report = await partnerReport(ids.acmeId, choice, later, { db: test.db, minGroupSize: 10 });
    expect(report.through).toBe("2026-11");
    expect(await latestMonth(ids.acmeId)).toBe("2026-11");
  });

  it("ignores a job without a partner, and one for a partner that does not exist", async () => {
    await handlers["report-months"]?.({}, NOW);
    const unknown = "00000000-0000-4000-8000-000000000000";
    await handlers["report-months"]?.({ partnerId: unknown }, NOW);
    expect(await test.db.select().from(reportMonths).where(eq(reportMonths.partnerId, unknown))).toEqual([]);
  });

  it("decides months in a worker thread, exactly as on the event loop", async () => {
    expect(decidesInWorker()).toBe(true);
    const inputs = simulatePartner({ seed: 11, members: 300, start: "2026-01", months: 6, density: 0.3 });
    const here: FrozenMonth[] = [];
    for (const input of inputs) here.push(await closeMonth(here, input, 10));
    // The first three months stored, the next three decided by the worker after them.
    const there = await decideMonths(here.slice(0, 3), inputs.slice(3), 10);
    expect(there).toEqual(here.slice(3));
  });

  it("decides a year from its own months and the earlier years' members, as from the whole history", async () => {
    const inputs = simulatePartner({ seed: 12, members: 300, start: "2024-01", months: 30, density: 0.3 });
    const here: FrozenMonth[] = [];
    for (const input of inputs) here.push(await closeMonth(here, input, 10));
    // 2026 after two stored years: the worker gets 2024 and 2025 without sessions and webinars.
    const sent = neededToClose(here.slice(0, 24), "2026-01");
    expect(sent.slice(0, 24).every((record) => record.sessions.length === 0 && record.webinars.length === 0)).toBe(
      true,
    );
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(here.slice(0, 24)).length / 2);
    expect(await decideMonths(sent, inputs.slice(24), 10)).toEqual(here.slice(24));
  });

  it("brings every partner up to date at once, as the demo does before it is ready", async () => {
    const january = new Date(closingOf("2026-12").getTime() + 60_000);
    const behind = await partnersBehind(test.db, january, 10);
    expect(behind.length).toBeGreaterThan(0);
    expect(await bringReportsUpToDate(test.db, january)).toBe(behind.length);
    expect(await partnersBehind(test.db, january, 10)).toEqual([]);
    expect(await latestMonth(ids.acmeId)).toBe("2026-12");
  });
  // A first history longer than a year: acme's runs from January 2025 to October 2026 (22 months).
  const acmeMonths = async (db: Database = test.db) =>
    (
      await db
        .select({ month: reportMonths.month, data: reportMonths.data })
        .from(reportMonths)
        .where(and(eq(reportMonths.partnerId, ids.acmeId), eq(reportMonths.minGroupSize, 10)))
        .orderBy(asc(reportMonths.month))
    ).map((row) => ({ month: row.month, data: row.data as FrozenMonth }));
  /** Acme's history and its `report-months` jobs gone, as before its first history. */
  const forgetAcme = async () => {
    await test.db.delete(reportMonths).where(eq(reportMonths.partnerId, ids.acmeId));
    await test.db.execute(sql`delete from pgboss.job where name = 'report-months'`);
  };
  const queuedRuns = async () => {
    const result = await test.db.execute(sql`
      select singleton_key as key from pgboss.job
      where name = 'report-months' and state = 'created' and data->>'partnerId' = ${ids.acmeId}`);
    return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  };
  let inOneGo: { month: string; data: FrozenMonth }[] = [];
  const chunkOf = (month: string) => Math.floor(monthIndex(month) / CHUNK_MONTHS);

  it("stores a whole history a year at a time as before, and a chunk per run in the job", async () => {
    await forgetAcme();
    await bringHistoryUpToDate(test.db, ids.acmeId, NOW, { minGroupSize: 10, chunkMonths: 12 });
    inOneGo = await acmeMonths();
    expect(inOneGo.map((row) => row.month)).toEqual(
      Array.from({ length: 22 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`),
    );
    await forgetAcme();
    await handlers["report-months-sweep"]?.({}, NOW);
    expect(await queuedRuns()).toEqual([`${ids.acmeId}:10:2026-10:after:start`]);
    const expectedRuns = new Set(inOneGo.map((row) => chunkOf(row.month))).size;
    expect(expectedRuns).toBeGreaterThan(1);
    let runs = 0;
    for (;;) {
      const before = (await acmeMonths()).map((row) => row.month);
      if ((await test.queue.runDue({ "report-months": handlers["report-months"] ?? (async () => {}) }, NOW)) === 0)
        break;
      runs++;
      const after = (await acmeMonths()).map((row) => row.month);
      const closed = after.slice(before.length);
      // At most a chunk, within one year and one chunk, after the months stored before.
      expect(after.slice(0, before.length)).toEqual(before);
      expect(closed.length).toBeGreaterThan(0);
      expect(closed.length).toBeLessThanOrEqual(CHUNK_MONTHS);
      expect(new Set(closed.map(chunkOf)).size).toBe(1);
      // While months are missing, exactly one next run is queued, named after the latest stored month.
      const queued = await queuedRuns();
      if (after.length < inOneGo.length) expect(queued).toEqual([`${ids.acmeId}:10:2026-10:after:${after.at(-1)}`]);
      else expect(queued).toEqual([]);
      // The sweep of the hour queues nothing beside it.
      await handlers["report-months-sweep"]?.({}, NOW);
      expect(await queuedRuns()).toEqual(queued);
      expect(runs).toBeLessThanOrEqual(expectedRuns);
    }
    expect(runs).toBe(expectedRuns);
    expect(await acmeMonths()).toEqual(inOneGo);
    expect(await partnersBehind(test.db, NOW, 10)).toEqual([]);
  });

  it("keeps the months stored before a run was cut off, and goes on after them", async () => {
    await forgetAcme();
    // The second chunk's write fails, as if the run were stopped there.
    const cut = inOneGo[CHUNK_MONTHS]?.month ?? "";
    await test.db.execute(
      sql.raw(`
      create function refuse_report_month() returns trigger language plpgsql as $$
      begin
        if new.month >= '${cut}' then raise exception 'cut off'; end if;
        return new;
      end $$`),
    );
    await test.db.execute(
      sql`create trigger refuse_report_month before insert on report_months for each row execute function refuse_report_month()`,
    );
    try {
      await expect(bringHistoryUpToDate(test.db, ids.acmeId, NOW, { minGroupSize: 10 })).rejects.toThrow();
      expect(await acmeMonths()).toEqual(inOneGo.slice(0, CHUNK_MONTHS));
    } finally {
      await test.db.execute(sql`drop trigger refuse_report_month on report_months`);
      await test.db.execute(sql`drop function refuse_report_month()`);
    }
    // The next run closes the chunk after them.
    await handlers["report-months"]?.({ partnerId: ids.acmeId }, NOW);
    expect(await acmeMonths()).toEqual(inOneGo.slice(0, 2 * CHUNK_MONTHS));
    expect(await queuedRuns()).toEqual([`${ids.acmeId}:10:2026-10:after:${inOneGo[2 * CHUNK_MONTHS - 1]?.month}`]);
    // A request does the rest in-process, with the same writer.
    await bringHistoryUpToDate(test.db, ids.acmeId, NOW, { minGroupSize: 10 });
    expect(await acmeMonths()).toEqual(inOneGo);
  });

  it("never stores a month twice or differently when two instances close the same history at once", async () => {
    await forgetAcme();
    // Another instance: its own connection to the same database (on PGlite the one client).
    const target = test.connection.queueTarget;
    const other =
      target.kind === "postgres"
        ? await connect({ kind: "postgres", url: target.url, max: 2 })
        : { db: drizzlePglite(target.client, { schema }) as unknown as Database, close: async () => {} };
    try {
      const closed: string[] = [];
      let lost = 0;
      for (let round = 0; round < 30; round++) {
        const steps: NextMonths[] = await Promise.all(
          [test.db, other.db].map((db) => closeNextMonths(db, ids.acmeId, NOW, { minGroupSize: 10 })),
        );
        for (const step of steps) closed.push(...step.closed);
        // The one that found the months stored by the other when it came to write them stored nothing.
        if (steps.some((step) => step.closed.length === 0)) lost++;
        if (steps.every((step) => !step.behind)) break;
      }
      // Every month closed by one of them only, and stored as in one go.
      expect(closed.sort()).toEqual(inOneGo.map((row) => row.month));
      expect(lost).toBeGreaterThan(0);
      expect(await acmeMonths()).toEqual(inOneGo);
      // Whole histories at once on both, and two job runs at once: nothing changes.
      await test.db.delete(reportMonths).where(and(eq(reportMonths.partnerId, ids.acmeId), sql`month >= '2026-01'`));
      await Promise.all([
        bringHistoryUpToDate(test.db, ids.acmeId, NOW, { minGroupSize: 10 }),
        bringHistoryUpToDate(other.db, ids.acmeId, NOW, { minGroupSize: 10 }),
        handlers["report-months"]?.({ partnerId: ids.acmeId }, NOW),
        handlers["report-months"]?.({ partnerId: ids.acmeId }, NOW),
      ]);
      expect(await acmeMonths()).toEqual(inOneGo);
      expect(await acmeMonths(other.db)).toEqual(inOneGo);
    } finally {
      await other.close();
    }
  });
});
