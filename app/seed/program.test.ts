import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, userRoles, users } from "~/db/schema/accounts";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { usageReport } from "~/features/reports/usage.server";
import { reportPeriod } from "~/features/reports/usage-period";
import type { TestDatabase } from "../../tests/support/test-db";
import { seedDemoBeforeAll } from "./demo-fixture";
import { deloitteMembers, ohraMembers } from "./program-data";
import { seedDemoData } from "./seed.server";

let test: TestDatabase;
let seededAt: Date;

seedDemoBeforeAll((database, at) => {
  test = database;
  seededAt = at;
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function partnerId(slug: string): Promise<string> {
  const [row] = await test.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
  if (!row) throw new Error(`no partner ${slug}`);
  return row.id;
}

/** Every piece of program activity of the partners' members: what it is and when it counts. */
const activitySql = sql`
  select 'appointment' as what, a.starts_at as at, m.user_id from appointments a
    join partner_memberships m on m.user_id = a.member_id and m.role = 'member'
  union all
  select 'event', s.starts_at, m.user_id from event_registrations r join event_sessions s on s.id = r.session_id
    join partner_memberships m on m.user_id = r.user_id and m.role = 'member'
  union all
  select 'webinar', w.starts_at, m.user_id from webinar_registrations r join webinars w on w.id = r.webinar_id
    join partner_memberships m on m.user_id = r.user_id and m.role = 'member'
  union all
  select 'ebook', d.downloaded_at, m.user_id from ebook_downloads d
    join partner_memberships m on m.user_id = d.user_id and m.role = 'member'`;

describe("program demo data", () => {
  it("gives Deloitte a program of at least forty members, OHRA fewer than ten", async () => {
    const counts = rowsOf<{ slug: string; n: number }>(
      await test.db.execute(sql`
        select p.slug, count(*)::int as n from partner_memberships m join partners p on p.id = m.partner_id
        where m.role = 'member' group by p.slug`),
    );
    const bySlug = Object.fromEntries(counts.map((row) => [row.slug, row.n]));
    expect(bySlug.deloitte).toBeGreaterThanOrEqual(40);
    expect(bySlug.ohra).toBeLessThan(10);
  });

  it("gives the program members no password", async () => {
    const ids = [...deloitteMembers, ...ohraMembers].map((member) => member.id);
    const credentials = await test.db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.userId, ids));
    expect(credentials).toEqual([]);
  });

  it("spreads the activity over at least six months, all of it a day or more before the seed", async () => {
    const ids = [...deloitteMembers, ...ohraMembers].map((member) => member.id);
    const rows = rowsOf<{ what: string; at: string | Date; user_id: string }>(await test.db.execute(activitySql));
    const program = rows.filter((row) => ids.includes(row.user_id));
    expect(new Set(program.map((row) => row.what))).toEqual(new Set(["appointment", "event", "webinar", "ebook"]));
    const months = new Set(program.map((row) => new Date(row.at).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    const dayBefore = seededAt.getTime() - 86_400_000;
    expect(program.filter((row) => new Date(row.at).getTime() >= dayBefore)).toEqual([]);
    // Only the demo member's own history (an upcoming session with the demo coach) is later.
    const [member] = await test.db.select({ id: users.id }).from(users).where(eq(users.email, "member@example.com"));
    expect(rows.filter((row) => row.user_id !== member?.id && new Date(row.at).getTime() >= dayBefore)).toEqual([]);
  });

  it("marks attendance only on places at sessions that are over", async () => {
    const [row] = rowsOf<{ attended: number; wrong: number }>(
      await test.db.execute(sql`
        select count(*) filter (where r.attended_at is not null)::int as attended,
          count(*) filter (where r.attended_at is not null and (r.status <> 'registered' or s.starts_at >= now()))::int as wrong
        from event_registrations r join event_sessions s on s.id = r.session_id`),
    );
    expect(row?.attended).toBeGreaterThan(0);
    expect(row?.wrong).toBe(0);
  });

  it("lets ohra-admin administer OHRA and nothing else", async () => {
    const [admin] = await test.db.select({ id: users.id }).from(users).where(eq(users.email, "ohra-admin@example.com"));
    expect(admin).toBeDefined();
    const memberships = await test.db
      .select({ slug: partners.slug, role: partnerMemberships.role })
      .from(partnerMemberships)
      .innerJoin(partners, eq(partners.id, partnerMemberships.partnerId))
      .where(eq(partnerMemberships.userId, admin?.id ?? ""));
    expect(memberships).toEqual([{ slug: "ohra", role: "admin" }]);
    expect(
      await test.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, admin?.id ?? "")),
    ).toEqual([]);
    const password = await test.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, admin?.id ?? ""), eq(accounts.providerId, "credential")));
    expect(password).toHaveLength(1);
  });

  it("gives Deloitte's report for the last twelve months real figures and small groups", async () => {
    const year = { from: new Date(seededAt.getTime() - 365 * 86_400_000), until: seededAt };
    const report = await usageReport(test.db, await partnerId("deloitte"), year, seededAt);
    expect(report.members.joined).toBeGreaterThanOrEqual(10);
    expect(report.coaching.booked).toBeGreaterThanOrEqual(60);
    expect(report.coaching.held).toBeGreaterThanOrEqual(10);
    expect(report.coaching.noShow).toBeGreaterThan(0);
    expect(report.coaching.noShow).toBeLessThan(10);
    expect(report.coaching.cancelledLate).toBeGreaterThan(0);
    expect(report.coaching.cancelledInTime).toBeGreaterThan(0);
    expect(report.events.registered).toBeGreaterThanOrEqual(10);
    expect(report.events.waitlisted).toBeGreaterThan(0);
    const sessions = report.events.byEvent.flatMap((event) => event.sessions);
    expect(sessions.some((session) => session.registered < 10)).toBe(true);
    expect(report.webinars.registrations).toBeGreaterThanOrEqual(10);
    expect(report.ebook.downloads).toBeGreaterThanOrEqual(10);
    expect(report.trends.some((month) => month.joined > 0 && month.joined < 10)).toBe(true);
  });

  it("keeps every member within the partner's coaching allowance", async () => {
    const over = rowsOf<{ n: number }>(
      await test.db.execute(sql`
        select count(*)::int as n from (
          select a.member_id, extract(year from a.starts_at at time zone 'Europe/Amsterdam') as y, count(*) as used
          from appointments a where a.status <> 'cancelled' or a.late group by 1, 2
        ) x where x.used > 4`),
    );
    expect(over[0]?.n).toBe(0);
  });

  it("inserts nothing when seeded again", async () => {
    expect(await seedDemoData({ onlyIfEmpty: false }, test.db)).toEqual({ inserted: 0, skipped: false });
  });

  it("reports this year's figures for the default view", async () => {
    const report = await usageReport(test.db, await partnerId("deloitte"), reportPeriod({}, seededAt), seededAt);
    expect(report.members.total).toBeGreaterThanOrEqual(40);
  });
});
