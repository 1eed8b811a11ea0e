import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { reportingGrantStatements, usageReport } from "./usage.server";
import { NOW, seedUsage } from "./usage-fixture";
import { reportPeriod } from "./usage-period";

// The proof that the usage report never reads health data or identities: it runs under a role
// that may read only the columns of REPORTING_GRANTS, and that role is refused the rest.
// Roles are shared by every database of a PostgreSQL server, so the role gets a random name here
// and is dropped afterwards.

const role = `vitaal_reporting_${randomBytes(4).toString("hex")}`;

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

describe("the usage report under the reporting role", () => {
  let test: TestDatabase;
  let ids: Awaited<ReturnType<typeof seedUsage>>;

  beforeAll(async () => {
    test = await createTestDatabase();
    ids = await seedUsage(test.db);
    for (const statement of reportingGrantStatements(role)) await test.db.execute(sql.raw(statement));
  });

  afterAll(async () => {
    if (!test) return;
    // The role's privileges go with this database; then the role itself can go.
    await test.db.execute(sql.raw(`DROP OWNED BY ${role}`));
    await test.close();
    if (process.env.TEST_DATABASE_URL) await admin(process.env.TEST_DATABASE_URL, `DROP ROLE IF EXISTS ${role}`);
  });

  /** Runs `work` in a transaction as the reporting role; the role ends with the transaction. */
  const asReporting = <T>(work: (tx: Parameters<Parameters<TestDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) =>
    test.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
      const [who] = rowsOf<{ name: string }>(await tx.execute(sql`select current_user as name`));
      expect(who?.name).toBe(role);
      return work(tx);
    });

  it("can apply the grants twice", async () => {
    for (const statement of reportingGrantStatements(role)) await test.db.execute(sql.raw(statement));
  });

  it("runs the report with the right figures", async () => {
    const period = reportPeriod({}, NOW);
    const asRole = await asReporting((tx) => usageReport(tx, ids.acmeId, period, NOW));
    expect(asRole.members).toEqual({ total: 4, joined: 3, active: 3 });
    expect(asRole.coaching).toMatchObject({ booked: 7, held: 3, noShow: 1, cancelledLate: 1, people: 3 });
    expect(asRole.allowance).toEqual({ perMember: 4, members: 4, total: 16, used: 6 });
    expect(asRole.events).toMatchObject({ registered: 4, waitlisted: 1, cancelled: 1, attended: 2, people: 3 });
    expect(asRole.coaching.peopleBehind).toEqual({
      booked: 3,
      held: 2,
      noShow: 1,
      cancelledLate: 1,
      cancelledInTime: 1,
      open: 1,
      used: 3,
    });
    expect(asRole.webinars).toMatchObject({ registrations: 3, people: 3 });
    expect(asRole.ebook).toEqual({ downloads: 3, people: 2 });
    // And exactly what the owner of the tables gets.
    expect(asRole).toEqual(await usageReport(test.db, ids.acmeId, period, NOW));
  });

  it.each([
    ["appointments.topic", "select topic from appointments"],
    ["appointments.cancel_reason", "select cancel_reason from appointments"],
    ["a whole appointment", "select * from appointments"],
    ["users.name", "select name from users"],
    ["users.email", "select email from users"],
    ["vitascans", "select count(*) from vitascans"],
    ["vitascan_consents", "select count(*) from vitascan_consents"],
    ["coach_notes", "select count(*) from coach_notes"],
    ["event_registrations.choice", "select choice from event_registrations"],
  ])("refuses %s", async (_what, query) => {
    const outcome = await asReporting((tx) => tx.execute(sql.raw(query))).then(
      () => "allowed",
      (error: unknown) => sqlState(error),
    );
    // 42501: insufficient_privilege.
    expect(outcome).toBe("42501");
  });

  it("still reads the same tables as the owner, so the refusals above are the role's", async () => {
    const [row] = rowsOf<{ n: number }>(await test.db.execute(sql`select count(*)::int as n from vitascans`));
    expect(row?.n).toBe(1);
  });
});
