import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { joinLinks, partners } from "~/db/schema/partners";

export type NewPartner = typeof partners.$inferInsert;

/** The demo partners: an employer with program pages and two insurers. */
export const demoPartners: NewPartner[] = [
  {
    slug: "deloitte",
    name: "Deloitte",
    brandColor: "#26890d",
    taglineNl: "Fit Forward: het vitaliteitsprogramma voor iedereen bij Deloitte.",
    taglineEn: "Fit Forward: the vitality program for everyone at Deloitte.",
    coachingAllowance: 6,
  },
  {
    slug: "ohra",
    name: "OHRA",
    brandColor: "#e4002b",
    taglineNl: "Coaching en vitaliteit in je OHRA-zorgverzekering.",
    taglineEn: "Coaching and vitality in your OHRA health insurance.",
    coachingAllowance: 4,
  },
  {
    slug: "rgf",
    name: "RGF",
    brandColor: "#1d4f91",
    taglineNl: "Vitaal werken bij RGF, met je eigen coach.",
    taglineEn: "Working with vitality at RGF, with a coach of your own.",
    coachingAllowance: 3,
  },
];

export interface DemoJoinLink {
  partner: string;
  slug: string;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
}

export const demoJoinLinks: DemoJoinLink[] = [
  { partner: "deloitte", slug: "deloitte-fit-forward", expiresAt: null, maxUses: null, uses: 0 },
  {
    partner: "deloitte",
    slug: "deloitte-kick-off-2025",
    expiresAt: new Date("2025-12-31T23:00:00Z"),
    maxUses: null,
    uses: 0,
  },
  { partner: "ohra", slug: "ohra-welkom", expiresAt: null, maxUses: 500, uses: 0 },
];

/** Who belongs to which partner in the demo (emails of demo accounts). */
export const demoMemberships = [
  { partner: "deloitte", email: "member@example.com", role: "member" },
  { partner: "deloitte", email: "partner@example.com", role: "admin" },
  { partner: "ohra", email: "lotte@example.com", role: "member" },
];

/** Inserts or updates partners by slug; returns how many rows were new. */
export async function upsertPartners(db: Database, rows: NewPartner[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insert(partners)
    .values(rows)
    .onConflictDoUpdate({
      target: partners.slug,
      set: {
        name: sql`excluded.name`,
        brandColor: sql`excluded.brand_color`,
        taglineNl: sql`excluded.tagline_nl`,
        taglineEn: sql`excluded.tagline_en`,
        coachingAllowance: sql`excluded.coaching_allowance`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return result.filter((row) => row.inserted).length;
}

export async function upsertJoinLinks(db: Database, rows: DemoJoinLink[]): Promise<number> {
  let inserted = 0;
  for (const row of rows) {
    const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, row.partner));
    if (!partner) continue;
    const created = await db
      .insert(joinLinks)
      .values({ partnerId: partner.id, slug: row.slug, expiresAt: row.expiresAt, maxUses: row.maxUses, uses: row.uses })
      .onConflictDoNothing({ target: joinLinks.slug })
      .returning({ id: joinLinks.id });
    inserted += created.length;
  }
  return inserted;
}

export async function upsertMemberships(db: Database, rows: typeof demoMemberships): Promise<number> {
  let inserted = 0;
  for (const row of rows) {
    const created = await db.execute(sql`
      insert into partner_memberships (partner_id, user_id, role)
      select p.id, u.id, ${row.role} from partners p, users u where p.slug = ${row.partner} and u.email = ${row.email}
      on conflict on constraint partner_memberships_once do nothing
      returning user_id`);
    inserted += (created as unknown as { rows: unknown[] }).rows.length;
  }
  return inserted;
}
