import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { partners } from "~/db/schema/partners";

// Creating a partner, changing its settings and archiving it, as the partners domain writes them.
// The back office decides, checks and records each change (`features/admin/partners.server.ts`)
// in the transaction these take.

export type PartnerRow = typeof partners.$inferSelect;

/** What a new partner starts with: password login, no SSO. */
export type NewPartner = Pick<typeof partners.$inferInsert, "slug" | "name" | "brandColor" | "coachingAllowance">;

/** The settings an administrator edits; the client secret is already sealed (or null without SSO). */
export type PartnerSettings = Pick<
  typeof partners.$inferInsert,
  | "name"
  | "brandColor"
  | "taglineNl"
  | "taglineEn"
  | "coachingAllowance"
  | "passwordLogin"
  | "ssoIssuer"
  | "ssoClientId"
  | "ssoClientSecretEncrypted"
  | "ssoProvisioning"
  | "ssoEmailDomains"
>;

/** What becomes of the logo: a new one, none any more, or the stored one kept. */
export type LogoChange = { logo: Uint8Array } | { remove: true } | null;

/** The partner named by its slug, locked for a change, or null. */
export async function lockPartner(tx: Database, slug: string): Promise<PartnerRow | null> {
  const [row] = await tx.select().from(partners).where(eq(partners.slug, slug)).for("update");
  return row ?? null;
}

/** A new partner, with its logo when one was given. */
export async function insertPartner(tx: Database, partner: NewPartner, logo: Uint8Array | null): Promise<PartnerRow> {
  const [row] = await tx
    .insert(partners)
    .values({ ...partner, ...(logo ? { logo, logoVersion: 1 } : {}) })
    .returning();
  if (!row) throw new Error("The partner was not created");
  return row;
}

/** Saves the settings; a changed logo counts up its version, so caches ask for the new one. */
export async function writePartnerSettings(
  tx: Database,
  id: string,
  settings: PartnerSettings,
  logo: LogoChange,
): Promise<PartnerRow> {
  const logoVersion = sql`${partners.logoVersion} + 1`;
  const [row] = await tx
    .update(partners)
    .set({
      ...settings,
      ...(logo === null ? {} : "logo" in logo ? { logo: logo.logo, logoVersion } : { logo: null, logoVersion }),
    })
    .where(eq(partners.id, id))
    .returning();
  if (!row) throw new Error("The partner was not updated");
  return row;
}

/** Archives the partner at `at`, or brings it back (`at` null); when it is archived now. */
export async function setPartnerArchivedAt(tx: Database, id: string, at: Date | null): Promise<Date | null> {
  const [row] = await tx
    .update(partners)
    .set({ archivedAt: at })
    .where(eq(partners.id, id))
    .returning({ archivedAt: partners.archivedAt });
  return row?.archivedAt ?? null;
}
