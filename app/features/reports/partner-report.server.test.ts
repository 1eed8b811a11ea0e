import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, coaches } from "~/db/schema/coaching";
import { eventRegistrations } from "~/db/schema/events";
import { partnerMemberships } from "~/db/schema/partners";
import { reportMonths } from "~/db/schema/reports";
import type { TestDatabase } from "../../../tests/support/test-db";
import { partnerReport } from "./partner-report.server";
import { REPORTING_ROLE } from "./usage.server";
import { NOW, seedUsageBeforeAll, type UsageIds } from "./usage-fixture";
import { parseReportPeriod } from "./usage-period";

// The published report end to end on the migrated database, on PGlite and on PostgreSQL: the
// months that have closed are read under the reporting role, decided and stored once; a report of
// a past period then says the same whatever happens to the data afterwards.

const S = { suppressed: expect.any(String) };
const v = (value: number) => ({ value });

describe("partnerReport on the migrated database", () => {
  let test: TestDatabase;
  let ids: UsageIds;

  seedUsageBeforeAll((database, seeded) => {
    test = database;
    ids = seeded;
  });

  const choose = (key: string, now = NOW) => {
    const choice = parseReportPeriod(key, now);
    if (!choice) throw new Error(`${key} is a valid period`);
    return choice;
  };
  const report = (key: string, now = NOW, minGroupSize = 10) =>
    partnerReport(ids.acmeId, choose(key, now), now, { db: test.db, minGroupSize });

  it("has the reporting role from the migration, and the app's account may take it", async () => {
    const result = await test.db.execute(sql`select pg_has_role(current_user, ${REPORTING_ROLE}, 'MEMBER') as member`);
    const [row] = (result as unknown as { rows: { member: boolean }[] }).rows;
    expect(row?.member).toBe(true);
  });

  it("lets the reporting role of the migrations read the ratings' scores and nothing else of them", async () => {
    const may = async (table: string, column: string) => {
      const result = await test.db.execute(
        sql`select has_column_privilege(${REPORTING_ROLE}, ${table}, ${column}, 'SELECT') as granted`,
      );
      return (result as unknown as { rows: { granted: boolean }[] }).rows[0]?.granted;
    };
    for (const column of ["member_id", "rating", "recommend", "created_at"]) {
      expect(await may("session_ratings", column)).toBe(true);
    }
    for (const column of ["comment", "coach_id", "appointment_id"]) {
      expect(await may("session_ratings", column)).toBe(false);
    }
    expect(await may("safety_concerns", "agreed")).toBe(false);
    expect(await may("safety_concerns", "member_id")).toBe(false);
  });

  it("publishes the year up to the latest closed month, with every small group hidden", async () => {
    // 15 November 2026: October closed on 8 November, November has not.
    const year = await report("2026");
    expect(year.period).toEqual({
      kind: "year",
      key: "2026",
      from: "2025-12-31T23:00:00.000Z",
      until: "2026-12-31T23:00:00.000Z",
    });
    expect(year.through).toBe("2026-10");
    expect(year.nextClosing).toBe("2026-12-07T23:00:00.000Z");
    expect(year.generatedAt).toBe(NOW.toISOString());
    expect(year.trends.map((month) => month.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
    ]);
    // Four members, three of them active: everything about people is a group under 10.
    expect(year.members).toEqual({ total: S, joined: S, active: S });
    expect(year.allowance).toEqual({ perMember: 4, total: S, used: S });
    expect(year.coaching).toMatchObject({ booked: S, held: S, cancelledLate: S, cancelledInTime: S });
    // The November session (not closed yet) is in no report; October's session (the day the
    // clocks go back) is.
    expect(year.coaching.open).toEqual(v(0));
    expect(year.events.byEvent.map((event) => [event.slug, event.sessions.map((session) => session.slug)])).toEqual([
      ["e-open", ["s-march", "s-june"]],
      ["e-own", ["s-october"]],
    ]);
    expect(year.events.byEvent.map((event) => event.sessionCount)).toEqual([2, 1]);
    const october = year.events.byEvent[1]?.sessions[0];
    expect(october).toMatchObject({ registered: S, attended: v(0) });
    expect(year.events.waitlisted).toEqual(S);
    expect(year.webinars.byWebinar.map((webinar) => [webinar.slug, webinar.registrations])).toEqual([
      ["w-march", S],
      ["w-september", S],
    ]);
    expect(year.trends[1]).toEqual({
      month: "2026-02",
      joined: v(0),
      active: v(0),
      coachingBooked: v(0),
      coachingHeld: v(0),
      eventRegistrations: v(0),
      webinarRegistrations: v(0),
      ebookDownloads: v(0),
      // Nobody rated a session.
      satisfaction: { none: true },
    });
    // No names, addresses or free text, and nothing about cancelled registrations.
    const text = JSON.stringify(year);
    for (const leak of ["Name m", "@example.com", "Sleep and stress", "Private note", "5 km", 'cancelled"']) {
      expect(text).not.toContain(leak);
    }
  });

  it("is all zeros for a period before the partner's history", async () => {
    const old = await report("2024-Q2");
    expect(old.members).toEqual({ total: v(0), joined: v(0), active: v(0) });
    expect(old.trends).toHaveLength(3);
    expect(old.events.byEvent).toEqual([]);
  });

  it("closes each month once: a past report does not change when data arrives or changes later", async () => {
    const before = {
      march: await report("2026-03"),
      june: await report("2026-06"),
      q1: await report("2026-Q1"),
      year: await report("2026"),
    };
    const stored = await test.db.select().from(reportMonths).where(eq(reportMonths.partnerId, ids.acmeId));
    // The history starts in January of the year of the first member (June 2025).
    expect(stored.map((row) => row.month).sort()).toEqual(
      [...Array(22).keys()].map(
        (index) => `${2025 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`,
      ),
    );
    // Later: the back office marks a June place as attended, a member leaves the program, and
    // November brings new sessions.
    await test.db
      .update(eventRegistrations)
      .set({ attendedAt: new Date("2026-06-06T10:00:00Z") })
      .where(and(eq(eventRegistrations.sessionId, ids.sessions.s2), eq(eventRegistrations.userId, "m3")));
    await test.db.delete(partnerMemberships).where(eq(partnerMemberships.userId, "m3"));
    const [coach] = await test.db.select({ id: coaches.id }).from(coaches);
    await test.db.insert(appointments).values({
      coachId: coach?.id as string,
      memberId: "m1",
      kind: "coaching",
      startsAt: new Date("2026-11-25T09:00:00Z"),
      endsAt: new Date("2026-11-25T09:45:00Z"),
      blocks: "[2026-11-25T09:00:00Z,2026-11-25T09:45:00Z)",
      status: "completed",
    });
    // The clock is a parameter: a month and more later, November has closed too.
    const later = new Date("2026-12-20T12:00:00Z");
    const after = {
      march: await report("2026-03", later),
      june: await report("2026-06", later),
      q1: await report("2026-Q1", later),
      year: await report("2026", later),
    };
    const settled = (published: Awaited<ReturnType<typeof report>>) => ({ ...published, generatedAt: "" });
    expect(settled(after.march)).toEqual(settled(before.march));
    expect(settled(after.june)).toEqual(settled(before.june));
    expect(settled(after.q1)).toEqual(settled(before.q1));
    // The running year gained November and nothing else changed of its months.
    expect(after.year.through).toBe("2026-11");
    expect(after.year.trends.slice(0, 10)).toEqual(before.year.trends);
    expect(after.year.trends[10]?.month).toBe("2026-11");
    const rows = await test.db.select().from(reportMonths).where(eq(reportMonths.partnerId, ids.acmeId));
    for (const row of stored) expect(rows.find((other) => other.month === row.month)?.data).toEqual(row.data);
  });

  it("makes one history when two requests close the same months at once", async () => {
    const choice = choose("2026");
    const [a, b] = await Promise.all([
      partnerReport(ids.otherId, choice, NOW, { db: test.db, minGroupSize: 10 }),
      partnerReport(ids.otherId, choice, NOW, { db: test.db, minGroupSize: 10 }),
    ]);
    expect(a).toEqual(b);
    const rows = await test.db.select().from(reportMonths).where(eq(reportMonths.partnerId, ids.otherId));
    expect(new Set(rows.map((row) => row.month)).size).toBe(rows.length);
  });

  it("uses the configured minimum group size, never below 10, each with a history of its own", async () => {
    const low = await report("2026", NOW, 3);
    expect(low.minGroupSize).toBe(10);
    const strict = await report("2026", NOW, 25);
    expect(strict.minGroupSize).toBe(25);
    const sizes = await test.db
      .selectDistinct({ n: reportMonths.minGroupSize })
      .from(reportMonths)
      .where(eq(reportMonths.partnerId, ids.acmeId));
    expect(sizes.map((row) => row.n).sort()).toEqual([10, 25]);
  });

  it("reads in a read-only transaction that leaves the connection as it was", async () => {
    await report("2025", NOW, 11);
    const result = await test.db.execute(
      sql`select current_user as name, current_setting('transaction_read_only') as ro`,
    );
    const [row] = (result as unknown as { rows: { name: string; ro: string }[] }).rows;
    expect(row?.name).not.toBe(REPORTING_ROLE);
    expect(row?.ro).toBe("off");
  });

  it("refuses a role that is not a plain name, and fails under a role that may not read", async () => {
    const choice = choose("2026");
    await expect(
      partnerReport(ids.acmeId, choice, NOW, { db: test.db, role: "x; drop table users", minGroupSize: 12 }),
    ).rejects.toThrow();
    await expect(
      partnerReport(ids.acmeId, choice, NOW, { db: test.db, role: "no_such_role_for_reports", minGroupSize: 13 }),
    ).rejects.toThrow();
  });
});
