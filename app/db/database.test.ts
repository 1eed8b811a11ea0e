import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "~/seed/accounts";
import { demoCoachAccounts } from "~/seed/coaches";
import { demoCoaches } from "~/seed/coaches-data";
import { demoEvents, demoWebinars } from "~/seed/events-data";
import { demoMedia } from "~/seed/media-data";
import { demoPartnerPages } from "~/seed/partner-pages-data";
import { demoJoinLinks, demoMemberships, demoPartners } from "~/seed/partners";
import * as program from "~/seed/program-data";
import { seedDemoData } from "~/seed/seed.server";
import { demoMemberScans } from "~/seed/vitascan.server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-db";
import { partners } from "./schema/partners";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test?.close();
});

describe("migrations", () => {
  it("load the extensions the schema relies on", async () => {
    // Both drivers return `{ rows }`; the shared database type leaves the result shape open.
    const result = (await test.db.execute(sql`select extname from pg_extension`)) as unknown as {
      rows: { extname: string }[];
    };
    const names = result.rows.map((row) => row.extname);
    expect(names).toEqual(expect.arrayContaining(["btree_gist", "pg_trgm"]));
  });

  it("make the indexes the pages rely on at scale, and the planner can use each for its query", async () => {
    // On a table this small a sequential scan always wins: forbidden, so that a plan names the index
    // exactly when the index serves the query's shape.
    const plan = (query: string) =>
      test.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((line) => Object.values(line)[0]).join("\n");
      });
    const shapes: [string, string][] = [
      // Reminders, the back office's sessions this month, the report: appointments by time alone.
      [
        "appointments_starts_idx",
        "select id from appointments where starts_at >= now() and starts_at < now() + interval '1 hour'",
      ],
      // The back office's list of people, in name order, a page at a time.
      ["users_name_idx", "select id from users order by name, email, id limit 25"],
      // The directory's "available within 7 days".
      [
        "coach_next_free_at_idx",
        "select coach_id from coach_next_free where next_free_at between now() and now() + interval '7 days'",
      ],
      // The audit log's filter of people: the most recently active, from the table the trigger keeps.
      ["audit_actors_last_at_idx", "select actor_id from audit_actors order by last_at desc, actor_id desc limit 200"],
      // Every public list of coaches leaves out those whose account is deactivated.
      [
        "users_deactivated_idx",
        "select c.id from coaches c where not exists (select 1 from users u where u.id = c.user_id and u.deactivated_at is not null)",
      ],
    ];
    for (const [index, query] of shapes) expect(await plan(query), query).toContain(index);
    // The back office's search for a part of a name or an address (`ILIKE '%…%'`): trigram indexes,
    // which an empty table's planner passes over for any btree walk, so read from their definition.
    const definitions = await test.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'users'`,
    );
    const byName = new Map(
      (definitions as unknown as { rows: { indexname: string; indexdef: string }[] }).rows.map((row) => [
        row.indexname,
        row.indexdef,
      ]),
    );
    expect(byName.get("users_name_trgm_idx")).toMatch(/USING gin \(name gin_trgm_ops\)/);
    expect(byName.get("users_email_trgm_idx")).toMatch(/USING gin \(email gin_trgm_ops\)/);
  });

  it("refuse a partner slug that is not lowercase words with dashes", async () => {
    await expect(
      test.db.insert(partners).values({ slug: "Bad Slug", name: "X", brandColor: "#123456" }),
    ).rejects.toThrow();
  });

  it("refuse a brand colour that is not #rrggbb", async () => {
    await expect(test.db.insert(partners).values({ slug: "acme", name: "Acme", brandColor: "red" })).rejects.toThrow();
  });

  it("refuse a blank partner name", async () => {
    await expect(
      test.db.insert(partners).values({ slug: "acme", name: "  ", brandColor: "#123456" }),
    ).rejects.toThrow();
  });
});

describe("demo seed", () => {
  it("fills an empty database, and a second run adds nothing", async () => {
    const first = await seedDemoData({ onlyIfEmpty: false }, test.db);
    expect(first.inserted).toBe(
      demoPartners.length +
        demoAccounts.length +
        demoJoinLinks.length +
        demoMemberships.length +
        demoCoaches.length +
        // Every demo coach runs its practice from an account.
        demoCoachAccounts(demoCoaches).length +
        // The demo member's past and upcoming session with the demo coach.
        2 +
        // The demo member's finished vitality scans.
        demoMemberScans.length +
        demoEvents.length +
        demoEvents.reduce((sum, event) => sum + event.sessions.length, 0) +
        demoWebinars.length +
        demoMedia.length +
        demoPartnerPages.length +
        // The partner report's program: each member a user, a role and a membership; the OHRA
        // admin; past events, sessions and webinars; and what the members did.
        program.partnerAdminAccounts.length +
        program.partnerAdminMemberships.length +
        3 * (program.deloitteMembers.length + program.ohraMembers.length) +
        program.demoPastEvents.length +
        program.demoPastEvents.reduce((sum, event) => sum + event.sessions.length, 0) +
        program.demoPastWebinars.length +
        program.plannedAppointments.length +
        program.plannedRegistrations.length +
        program.plannedWebinarRegistrations.length +
        program.plannedDownloads.length,
    );
    const second = await seedDemoData({ onlyIfEmpty: false }, test.db);
    expect(second.inserted).toBe(0);
    const rows = await test.db.select({ slug: partners.slug }).from(partners).orderBy(partners.slug);
    expect(rows.map((row) => row.slug)).toEqual(["deloitte", "ohra", "rgf"]);
  });

  it("gives every demo coach an account with the coach role, so each booking reaches its coach", async () => {
    const rows = await test.db.execute(
      sql`select c.slug, u.email, exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'coach') as "isCoach"
          from coaches c left join users u on u.id = c.user_id order by c.slug`,
    );
    const found = (rows as unknown as { rows: { slug: string; email: string | null; isCoach: boolean }[] }).rows;
    expect(found).toHaveLength(demoCoaches.length);
    for (const row of found) expect(row, row.slug).toMatchObject({ isCoach: true, email: expect.any(String) });
  });

  it("skips a database that already has data when asked to seed only an empty one", async () => {
    const result = await seedDemoData({ onlyIfEmpty: true }, test.db);
    expect(result).toEqual({ inserted: 0, skipped: true });
  });
});
