import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { auditLog } from "~/db/schema/admin";
import { joinLinks, partnerMemberships, partners } from "~/db/schema/partners";
import { joinLinkStatus } from "~/features/partners/join-links";
import {
  insertPartner,
  lockPartner,
  type PartnerRow,
  setPartnerArchivedAt,
  writePartnerSettings,
} from "~/features/partners/manage.server";
import { encryptSecret } from "~/features/partners/secret-box.server";
import { fail } from "~/utils/app-error";
import { pgCode } from "~/utils/pg-error.server";
import { type Actor, recordAudit } from "./audit.server";
import type { CreatePartnerInput, LoginMethods, UpdatePartnerInput } from "./partners.schema";
import { logoDataUrl } from "./partners-logo.server";

// The back office's partners: the list, one partner's settings, creating, editing and archiving.
// Every write records its audit entry in the transaction of the change (`recordAudit`). The SSO
// client secret is write-only: stored encrypted, never part of what a loader returns.

/** What a write needs besides the database: the app's secret seals SSO client secrets. */
export interface PartnerDeps {
  db: Database;
  secret: string;
}

/** A slug that named a partner once names no other. */
function slugTaken(): never {
  fail("conflict", { fields: { slug: "partners.errors.slugTaken" } });
}

/** The partner the page names is not there (any more). */
export function unknownPartner(): never {
  fail("notFound", { key: "partners.errors.partnerUnknown" });
}

export function loginMethodsOf(partner: { passwordLogin: boolean; ssoIssuer: string | null }): LoginMethods {
  if (!partner.ssoIssuer) return "password";
  return partner.passwordLogin ? "both" : "sso";
}

/** Every partner with its member count, archived ones last. */
export async function listPartners(db: Database) {
  const rows = await db
    .select({
      id: partners.id,
      slug: partners.slug,
      name: partners.name,
      passwordLogin: partners.passwordLogin,
      ssoIssuer: partners.ssoIssuer,
      archivedAt: partners.archivedAt,
      members:
        sql<number>`(select count(*) from ${partnerMemberships} where ${partnerMemberships.partnerId} = ${partners.id})`.mapWith(
          Number,
        ),
    })
    .from(partners)
    .orderBy(sql`${partners.archivedAt} is not null`, asc(partners.name));
  return rows.map(({ ssoIssuer, ...row }) => ({
    ...row,
    sso: Boolean(ssoIssuer),
    loginMethods: loginMethodsOf({ passwordLogin: row.passwordLogin, ssoIssuer }),
  }));
}

/**
 * One partner as the back office shows it: every setting except the client secret, of which only
 * whether one is stored; the logo inline; its join links with their state at `now`.
 */
export async function partnerForAdmin(db: Database, slug: string, now = new Date()) {
  const [partner] = await db.select().from(partners).where(eq(partners.slug, slug));
  if (!partner) return null;
  const [members] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(partnerMemberships)
    .where(eq(partnerMemberships.partnerId, partner.id));
  const links = await db
    .select()
    .from(joinLinks)
    .where(eq(joinLinks.partnerId, partner.id))
    .orderBy(asc(joinLinks.createdAt), asc(joinLinks.slug));
  return {
    id: partner.id,
    slug: partner.slug,
    name: partner.name,
    brandColor: partner.brandColor,
    taglineNl: partner.taglineNl,
    taglineEn: partner.taglineEn,
    coachingAllowance: partner.coachingAllowance,
    loginMethods: loginMethodsOf(partner),
    ssoIssuer: partner.ssoIssuer ?? "",
    ssoClientId: partner.ssoClientId ?? "",
    hasClientSecret: partner.ssoClientSecretEncrypted !== null,
    ssoProvisioning: partner.ssoProvisioning,
    ssoEmailDomains: partner.ssoEmailDomains,
    logo: logoDataUrl(partner.logo),
    archivedAt: partner.archivedAt?.toISOString() ?? null,
    createdAt: partner.createdAt.toISOString(),
    members: members?.count ?? 0,
    links: links.map((link) => ({
      id: link.id,
      slug: link.slug,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      maxUses: link.maxUses,
      uses: link.uses,
      createdAt: link.createdAt.toISOString(),
      status: joinLinkStatus(link, now),
    })),
  };
}

export type AdminPartner = NonNullable<Awaited<ReturnType<typeof partnerForAdmin>>>;

/** The fields of a partner as the audit trail records them (secrets and the logo masked by name). */
function auditFields(row: PartnerRow) {
  return {
    slug: row.slug,
    name: row.name,
    brandColor: row.brandColor,
    taglineNl: row.taglineNl,
    taglineEn: row.taglineEn,
    coachingAllowance: row.coachingAllowance,
    // Not `passwordLogin`: the trail masks every field named like a password.
    loginMethods: loginMethodsOf(row),
    ssoIssuer: row.ssoIssuer,
    ssoClientId: row.ssoClientId,
    ssoClientSecret: row.ssoClientSecretEncrypted,
    ssoProvisioning: row.ssoProvisioning,
    ssoEmailDomains: row.ssoEmailDomains,
    logoVersion: row.logo ? row.logoVersion : null,
    archivedAt: row.archivedAt,
  };
}

/**
 * Whether a slug ever named a partner: one that exists (archived too), or one the trail shows was
 * created or named so before. A slug is an address people were given; it never points elsewhere.
 */
export async function slugEverUsed(db: Pick<Database, "select">, slug: string): Promise<boolean> {
  const [existing] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
  if (existing) return true;
  const [recorded] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "partner"),
        or(sql`${auditLog.after}->>'slug' = ${slug}`, sql`${auditLog.before}->>'slug' = ${slug}`),
      ),
    )
    .limit(1);
  return Boolean(recorded);
}

/** A new partner; password login, no SSO. The slug is fixed from here on; one used before fails `conflict`. */
export async function createPartner(
  deps: PartnerDeps,
  actor: Actor,
  input: Omit<CreatePartnerInput, "intent">,
  logo: Uint8Array | null = null,
): Promise<{ slug: string }> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (await slugEverUsed(tx, input.slug)) slugTaken();
      const { slug, name, brandColor, coachingAllowance } = input;
      const row = await insertPartner(tx, { slug, name, brandColor, coachingAllowance }, logo);
      await recordAudit(tx, { actor, action: "create", entity: "partner", entityId: row.id, after: auditFields(row) });
      return { slug: row.slug };
    });
  } catch (error) {
    // Two admins creating the same slug at once: the unique constraint decides.
    if (pgCode(error) === "23505") slugTaken();
    throw error;
  }
}

/**
 * Saves a partner's settings. Password login only removes the SSO client; SSO needs an issuer, a
 * client id and a secret (an empty secret field keeps the stored one). A new logo replaces the
 * old one; `removeLogo` without a new one removes it.
 */
export async function updatePartner(
  deps: PartnerDeps,
  actor: Actor,
  slug: string,
  input: Omit<UpdatePartnerInput, "intent">,
  logo: Uint8Array | null = null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = (await lockPartner(tx, slug)) ?? unknownPartner();
    const sso = input.loginMethods !== "password";
    let secret: string | null = null;
    if (sso) {
      if (input.ssoClientSecret)
        secret = encryptSecret(input.ssoClientSecret, deps.secret, "partner-sso-client-secret");
      else if (before.ssoClientSecretEncrypted) secret = before.ssoClientSecretEncrypted;
      else fail("invalid", { fields: { ssoClientSecret: "partners.errors.secretRequired" } });
    }
    const settings = {
      name: input.name,
      brandColor: input.brandColor,
      taglineNl: input.taglineNl,
      taglineEn: input.taglineEn,
      coachingAllowance: input.coachingAllowance,
      passwordLogin: input.loginMethods !== "sso",
      ssoIssuer: sso ? input.ssoIssuer : null,
      ssoClientId: sso ? input.ssoClientId : null,
      ssoClientSecretEncrypted: secret,
      ssoProvisioning: sso && input.ssoProvisioning,
      ssoEmailDomains: input.emailDomains,
    };
    const logoChange = logo ? { logo } : input.removeLogo && before.logo ? ({ remove: true } as const) : null;
    const after = await writePartnerSettings(tx, before.id, settings, logoChange);
    const fields = { before: auditFields(before), after: auditFields(after) };
    if (JSON.stringify(fields.before) !== JSON.stringify(fields.after)) {
      await recordAudit(tx, { actor, action: "update", entity: "partner", entityId: before.id, ...fields });
    }
  });
}

/**
 * Archives a partner (at `now`) or brings it back. Its members keep their accounts and
 * memberships; while archived its login page and join links answer 410 and its SSO 404.
 */
export async function setPartnerArchived(
  deps: Pick<PartnerDeps, "db">,
  actor: Actor,
  slug: string,
  archived: boolean,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = (await lockPartner(tx, slug)) ?? unknownPartner();
    if ((before.archivedAt !== null) === archived) return;
    const archivedAt = await setPartnerArchivedAt(tx, before.id, archived ? now : null);
    await recordAudit(tx, {
      actor,
      action: archived ? "archive" : "unarchive",
      entity: "partner",
      entityId: before.id,
      before: { archivedAt: before.archivedAt },
      after: { archivedAt },
    });
  });
}
