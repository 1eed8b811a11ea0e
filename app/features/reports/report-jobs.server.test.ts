import { and, eq, max } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partners } from "~/db/schema/partners";
import { reportMonths } from "~/db/schema/reports";
import { simulatePartner } from "../../../tests/support/report-simulator";
import type { TestDatabase } from "../../../tests/support/test-db";
import { decideMonths, decidesInWorker } from "./decide-months.server";
import { closeMonth, type FrozenMonth, neededToClose } from "./history";
import { partnersBehind, ReportPreparing } from "./history.server";
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
    // The sweep only queues; the jobs do the work.
    expect(await latestMonth(ids.acmeId)).toBeNull();
    expect(await test.queue.runDue(handlers, NOW)).toBe(everyPartner.length);
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
});
