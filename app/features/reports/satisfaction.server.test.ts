import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema/accounts";
import { safetyConcerns, sessionRatings } from "~/db/schema/journey";
import { reportMonths } from "~/db/schema/reports";
import {
  addPartnerMember,
  createAppointment,
  createCoach,
  createMember,
  createPartner,
} from "../../../tests/support/factories";
import { admin, createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { partnerReport } from "./partner-report.server";
import type { PublishedReport } from "./published";
import { reportCsv, type Translate } from "./report-csv";
import { REPORTING_ROLE, reportingGrantStatements } from "./usage.server";
import { parseReportPeriod } from "./usage-period";

// Satisfaction in the partner report on the migrated database, PGlite and PostgreSQL: read under
// the reporting role (the score, the recommendation and when, never the comment), counted in the
// month a rating was given, shown for N or more members who rated, hidden where a period minus its
// shown months would give a small month away, and fixed once its month has closed.

/** 15 November 2026: October closed on the 8th, November has not. */
const NOW = new Date("2026-11-15T12:00:00Z");
const COMMENT = "GEHEIM-COMMENTAAR van een lid";
const AGREED = "GEHEIM-AFSPRAAK over veiligheid";

/** The rows of a raw query: both drivers (node-postgres, PGlite) answer with `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The SQLSTATE of a refused query, through Drizzle's wrapping error. */
function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current) {
    if (typeof current.code === "string") return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A plain translate function that names its keys: enough to find what a CSV holds. */
const keys: Translate = (key, options) => (options ? `${key}${JSON.stringify(options)}` : key);

describe("satisfaction in the partner report", () => {
  let test: TestDatabase;
  let partnerId: string;
  let memberIds: string[];
  let coachId: string;
  /** Another role for the report: the grants without the ratings, as before they were granted. */
  const withoutRatings = `vitaal_reporting_${randomBytes(4).toString("hex")}`;
  let hour = 0;

  /** A held session of `member` and its rating, given at `ratedAt`. */
  const rate = async (member: string, ratedAt: string, rating: number, recommend: boolean, comment?: string) => {
    // Sessions an hour apart, so that none overlaps another of the coach.
    const startsAt = new Date(Date.UTC(2026, 5, 1, 8) + hour++ * 3_600_000);
    const appointment = await createAppointment(test.db, { coachId, memberId: member, startsAt, status: "completed" });
    await test.db.insert(sessionRatings).values({
      appointmentId: appointment.id,
      memberId: member,
      coachId,
      rating,
      recommend,
      comment: comment ?? null,
      createdAt: new Date(ratedAt),
    });
    return appointment;
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    // The grants of this version: the migration gives the reporting role the ratings' columns.
    for (const statement of reportingGrantStatements(REPORTING_ROLE)) await test.db.execute(sql.raw(statement));
    const grants = reportingGrantStatements(withoutRatings).filter((line) => !line.includes("ON session_ratings TO"));
    for (const statement of grants) await test.db.execute(sql.raw(statement));
    const partner = await createPartner(test.db, { slug: "rated", coachingAllowance: 4 });
    partnerId = partner.id;
    coachId = (await createCoach(test.db)).id;
    memberIds = [];
    for (let index = 0; index < 14; index++) {
      const member = await createMember(test.db);
      await addPartnerMember(test.db, partnerId, member.id, { joinedAt: new Date("2026-01-10T10:00:00Z") });
      memberIds.push(member.id);
    }
    const m = (index: number) => memberIds[index] as string;
    // August: ten members rate, one of them twice: 11 ratings, sum 46, 10 would recommend.
    for (let index = 0; index < 5; index++) await rate(m(index), "2026-08-10T10:00:00Z", 5, true);
    for (let index = 5; index < 9; index++) await rate(m(index), "2026-08-12T10:00:00Z", 4, true);
    const worried = await rate(m(9), "2026-08-14T10:00:00Z", 2, false, COMMENT);
    await rate(m(0), "2026-08-20T10:00:00Z", 3, true);
    // A safety concern on one of them: no partner figure may know of it.
    await test.db.insert(safetyConcerns).values({
      appointmentId: worried.id,
      coachId,
      memberId: m(9),
      agreed: AGREED,
      referred: false,
    });
    // September: nine members rate, fewer than 10.
    for (let index = 0; index < 9; index++) await rate(m(index), "2026-09-15T10:00:00Z", 4, index % 2 === 0, COMMENT);
    // 1 October 00:30 in Amsterdam: October, whatever the session's month.
    await rate(m(10), "2026-09-30T22:30:00Z", 5, true);
    // Someone who is no member of the partner counts nowhere.
    const outsider = await createMember(test.db);
    for (let index = 0; index < 3; index++) await rate(outsider.id, "2026-08-11T10:00:00Z", 1, false);
  });

  afterAll(async () => {
    if (!test) return;
    await test.db.execute(sql.raw(`DROP OWNED BY ${withoutRatings}`));
    await test.close();
    if (process.env.TEST_DATABASE_URL)
      await admin(process.env.TEST_DATABASE_URL, `DROP ROLE IF EXISTS ${withoutRatings}`);
  });

  const report = (key: string, options: { role?: string; minGroupSize?: number; now?: Date } = {}) => {
    const now = options.now ?? NOW;
    const choice = parseReportPeriod(key, now);
    if (!choice) throw new Error(`${key} is a valid period`);
    return partnerReport(partnerId, choice, now, {
      db: test.db,
      minGroupSize: options.minGroupSize ?? 10,
      ...(options.role ? { role: options.role } : {}),
    });
  };

  it("shows a month of exactly the minimum of members who rated, counted as people, not ratings", async () => {
    const august = await report("2026-08");
    // 46 / 11 = 4.18; 10 of 11 would recommend. The outsider's three ratings of 1 are not in it.
    expect(august.satisfaction).toEqual({ average: 4.2, recommendShare: 91 });
    expect(august.trends.map((month) => month.satisfaction)).toEqual([{ average: 4.2, recommendShare: 91 }]);
  });

  it("hides a month of fewer than the minimum, and a month nobody rated in says so", async () => {
    expect((await report("2026-09")).satisfaction).toEqual({ suppressed: "small" });
    expect((await report("2026-10")).satisfaction).toEqual({ suppressed: "small" });
    expect((await report("2026-07")).satisfaction).toEqual({ none: true });
  });

  it("hides the quarter that minus its shown month would give the small month away", async () => {
    // The third quarter has 10 members who rated, but without July (nobody) and August (shown) it
    // would be September's nine.
    const quarter = await report("2026-Q3");
    expect(quarter.satisfaction).toEqual({ suppressed: "complement" });
    expect(quarter.trends.map((month) => month.satisfaction)).toEqual([
      { none: true },
      { average: 4.2, recommendShare: 91 },
      { suppressed: "small" },
    ]);
    // The running year waits for its end: its closed months do not add up in the open.
    expect((await report("2026")).satisfaction).toEqual({ suppressed: "pending" });
  });

  it("never lets a comment or a safety concern reach the report, its export or its records", async () => {
    const reports: PublishedReport[] = [];
    for (const key of ["2026", "2026-Q3", "2026-08", "2026-09", "2026-10"]) reports.push(await report(key));
    const stored = await test.db
      .select({ data: reportMonths.data })
      .from(reportMonths)
      .where(eq(reportMonths.partnerId, partnerId));
    expect(stored.length).toBeGreaterThan(0);
    const everything = [
      ...reports.map((published) => JSON.stringify(published)),
      ...reports.map((published) => reportCsv(published, keys, "nl", "Europe/Amsterdam")),
      ...stored.map((row) => JSON.stringify(row.data)),
    ].join("\n");
    expect(everything).not.toContain("GEHEIM");
    expect(everything.toLowerCase()).not.toContain("comment");
    expect(everything.toLowerCase()).not.toContain("safety");
    // The CSV holds the satisfaction as the page does.
    const csv = reportCsv(reports[2] as PublishedReport, keys, "en", "Europe/Amsterdam");
    expect(csv).toContain("report.satisfaction.average,4.2");
    expect(csv).toContain("report.satisfaction.recommendShare,91");
  });

  it("keeps a closed month as it was: a late rating counts in its own month, a member who leaves stays", async () => {
    // A rating given after October closed, of an October session: in November, not in October.
    await rate(memberIds[11] as string, "2026-11-10T10:00:00Z", 1, false);
    // A member of August leaves with their ratings.
    await test.db.delete(users).where(eq(users.id, memberIds[4] as string));
    expect((await report("2026-08")).satisfaction).toEqual({ average: 4.2, recommendShare: 91 });
    expect((await report("2026-10")).satisfaction).toEqual({ suppressed: "small" });
  });

  it("says 'not measured' for months closed while the ratings could not be read", async () => {
    // A history of its own (another minimum group size), read by a role without the ratings.
    const unmeasured = await report("2026-08", { role: withoutRatings, minGroupSize: 11 });
    expect(unmeasured.satisfaction).toEqual({ unmeasured: true });
    expect(unmeasured.trends[0]?.satisfaction).toEqual({ unmeasured: true });
    // The rest of the report is there as always.
    expect(unmeasured.coaching.held).toBeDefined();
  });

  it("reads the ratings under a role that is refused their comments and every safety concern", async () => {
    const refused = async (query: ReturnType<typeof sql>) => {
      try {
        await test.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`SET LOCAL ROLE ${REPORTING_ROLE}`));
          await tx.execute(query);
        });
      } catch (error) {
        return sqlState(error);
      }
      return "allowed";
    };
    expect(await refused(sql`select member_id, rating, recommend, created_at from session_ratings`)).toBe("allowed");
    expect(await refused(sql`select comment from session_ratings`)).toBe("42501");
    expect(await refused(sql`select coach_id from session_ratings`)).toBe("42501");
    expect(await refused(sql`select count(*) from safety_concerns`)).toBe("42501");
    expect(await refused(sql`select count(*) from session_summaries`)).toBe("42501");
    expect(await refused(sql`select count(*) from goals`)).toBe("42501");
    const [row] = rowsOf<{ n: number }>(
      await test.db.execute(
        sql`select count(*)::int as n from session_ratings r where r.member_id = ${memberIds[0] as string}`,
      ),
    );
    expect(row?.n).toBe(3);
    // And the stored history holds the counts its figures were decided on, not the ratings.
    const [august] = await test.db
      .select({ data: reportMonths.data })
      .from(reportMonths)
      .where(
        and(
          eq(reportMonths.partnerId, partnerId),
          eq(reportMonths.month, "2026-08"),
          eq(reportMonths.minGroupSize, 10),
        ),
      );
    expect((august?.data as { satisfaction?: unknown } | undefined)?.satisfaction).toMatchObject({
      ratings: 11,
      sum: 46,
      recommended: 10,
      raters: { "2026-08..2026-08": 10 },
    });
  });
});
