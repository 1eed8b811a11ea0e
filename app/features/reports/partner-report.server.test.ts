import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { publishReport } from "./partner-report";
import { partnerReport } from "./partner-report.server";
import { REPORTING_ROLE, usageReport } from "./usage.server";
import { NOW, seedUsage } from "./usage-fixture";
import { parseReportPeriod } from "./usage-period";

// The published report end to end on the migrated database: the migration creates the reporting
// role and grants it, so the default role is the one used here, on PGlite and on PostgreSQL.

const S = { suppressed: expect.any(String) };
const v = (value: number) => ({ value });

describe("partnerReport on the migrated database", () => {
  let test: TestDatabase;
  let ids: Awaited<ReturnType<typeof seedUsage>>;

  beforeAll(async () => {
    test = await createTestDatabase();
    ids = await seedUsage(test.db);
  });
  afterAll(() => test?.close());

  const year = () => {
    const choice = parseReportPeriod("2026", NOW);
    if (!choice) throw new Error("2026 is a valid period");
    return choice;
  };

  it("has the reporting role from the migration, and the app's account may take it", async () => {
    const result = await test.db.execute(sql`select pg_has_role(current_user, ${REPORTING_ROLE}, 'MEMBER') as member`);
    const [row] = (result as unknown as { rows: { member: boolean }[] }).rows;
    expect(row?.member).toBe(true);
  });

  it("publishes the fixture's year with every small group hidden", async () => {
    const report = await partnerReport(ids.acmeId, year(), NOW, { db: test.db, minGroupSize: 10 });
    expect(report.period).toEqual({
      kind: "year",
      key: "2026",
      from: "2025-12-31T23:00:00.000Z",
      until: "2026-12-31T23:00:00.000Z",
    });
    expect(report.minGroupSize).toBe(10);
    expect(report.generatedAt).toBe(NOW.toISOString());
    // Four members, three of them active: everything about people is a group under 10.
    expect(report.members).toEqual({ total: S, joined: S, active: S });
    expect(report.allowance).toEqual({ perMember: 4, total: S, used: S });
    expect(report.coaching).toEqual({
      booked: S,
      held: S,
      noShow: S,
      cancelledLate: S,
      cancelledInTime: S,
      open: S,
      people: S,
    });
    expect(report.events.byEvent.map((event) => [event.slug, event.sessions.map((session) => session.slug)])).toEqual([
      ["e-open", ["s-march", "s-june"]],
      ["e-own", ["s-october"]],
    ]);
    // Zeros stay shown: they describe nobody.
    const october = report.events.byEvent[1]?.sessions[0];
    expect(october).toMatchObject({ held: true, registered: S, waitlisted: v(0), attended: v(0) });
    expect(report.webinars.byWebinar.map((webinar) => webinar.registrations)).toEqual([S, S]);
    expect(report.ebook).toEqual({ downloads: S, people: S });
    expect(report.trends).toHaveLength(12);
    expect(report.trends[1]).toEqual({
      month: "2026-02",
      joined: v(0),
      active: v(0),
      coachingBooked: v(0),
      coachingHeld: v(0),
      eventRegistrations: v(0),
      webinarRegistrations: v(0),
      ebookDownloads: v(0),
    });
    // No names, addresses or free text, and nothing about cancelled registrations.
    const text = JSON.stringify(report);
    for (const leak of ["Name m", "@example.com", "Sleep and stress", "Private note", "5 km", 'cancelled"']) {
      expect(text).not.toContain(leak);
    }
  });

  it("publishes what the counts of the table owner give, under the reporting role", async () => {
    for (const key of ["2026", "2026-Q1", "2026-03", "2026-10"]) {
      const choice = parseReportPeriod(key, NOW);
      if (!choice) throw new Error(`${key} is a valid period`);
      const published = await partnerReport(ids.acmeId, choice, NOW, { db: test.db, minGroupSize: 10 });
      const usage = await usageReport(test.db, ids.acmeId, choice.period, NOW);
      expect(published).toEqual(publishReport(usage, 10, { kind: choice.kind, key }, NOW));
    }
  });

  it("uses the configured minimum group size, never below 10", async () => {
    const report = await partnerReport(ids.acmeId, year(), NOW, { db: test.db, minGroupSize: 3 });
    expect(report.minGroupSize).toBe(10);
    const strict = await partnerReport(ids.acmeId, year(), NOW, { db: test.db, minGroupSize: 25 });
    expect(strict.minGroupSize).toBe(25);
  });

  it("reads in a read-only transaction that leaves the connection as it was", async () => {
    await partnerReport(ids.acmeId, year(), NOW, { db: test.db, minGroupSize: 10 });
    const result = await test.db.execute(
      sql`select current_user as name, current_setting('transaction_read_only') as ro`,
    );
    const [row] = (result as unknown as { rows: { name: string; ro: string }[] }).rows;
    expect(row?.name).not.toBe(REPORTING_ROLE);
    expect(row?.ro).toBe("off");
  });

  it("refuses a role that is not a plain name, and fails under a role that may not read", async () => {
    await expect(
      partnerReport(ids.acmeId, year(), NOW, { db: test.db, role: "x; drop table users", minGroupSize: 10 }),
    ).rejects.toThrow();
    await expect(
      partnerReport(ids.acmeId, year(), NOW, { db: test.db, role: "no_such_role_for_reports", minGroupSize: 10 }),
    ).rejects.toThrow();
  });
});
