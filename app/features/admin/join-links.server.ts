import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { joinLinks, partners } from "~/db/schema/partners";
import { addDays, localTimeToInstant } from "~/features/coaching/zoned-time";
import { expireJoinLink, insertJoinLink, joinLinkSlugTaken } from "~/features/partners/join-links.server";
import { fail } from "~/utils/app-error";
import { pgCode } from "~/utils/pg-error.server";
import { type Actor, recordAudit } from "./audit.server";
import { type PartnerDeps, unknownPartner } from "./partners.server";

// A partner's join links in the back office: made with an optional last day and use limit,
// revoked by letting them expire now (there is no separate revoked state; an expired link
// answers 410 like one that ran out). Each write is audited in its own transaction. A refusal
// fails with its code.

function linkSlugTaken(): never {
  fail("conflict", { fields: { linkSlug: "partners.errors.linkSlugTaken" } });
}

/** The instant a link whose last day is `date` stops working: the next midnight in `timeZone`. */
export function endOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const next = addDays({ year, month, day }, 1);
  // Midnight exists in every zone Vitaal knows; were it skipped, one hour later is the same day's end.
  const instant = localTimeToInstant(next, 0, timeZone) ?? localTimeToInstant(next, 60, timeZone);
  return new Date(instant ?? Date.UTC(next.year, next.month - 1, next.day));
}

/** A slug for a link made without one: the partner's, then eight random hex digits. */
export function generatedLinkSlug(partnerSlug: string): string {
  return `${partnerSlug.slice(0, 60)}-${randomBytes(4).toString("hex")}`;
}

export interface NewJoinLink {
  linkSlug: string;
  /** The last day it works (`YYYY-MM-DD`, in `timeZone`), or null for no end. */
  expiresOn: string | null;
  maxUses: number | null;
}

export async function createJoinLink(
  deps: Pick<PartnerDeps, "db">,
  actor: Actor,
  partnerSlug: string,
  input: NewJoinLink,
  options: { timeZone: string; now?: Date },
): Promise<{ slug: string }> {
  const now = options.now ?? new Date();
  const expiresAt = input.expiresOn ? endOfDay(input.expiresOn, options.timeZone) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    fail("invalid", { fields: { expiresOn: "partners.errors.datePast" } });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const [partner] = await tx
        .select({ id: partners.id, slug: partners.slug, archivedAt: partners.archivedAt })
        .from(partners)
        .where(eq(partners.slug, partnerSlug));
      if (!partner) unknownPartner();
      if (partner.archivedAt) fail("conflict", { key: "partners.errors.archivedNoLinks" });
      const slug = input.linkSlug || generatedLinkSlug(partner.slug);
      if (await joinLinkSlugTaken(tx, slug)) linkSlugTaken();
      const link = await insertJoinLink(tx, { partnerId: partner.id, slug, expiresAt, maxUses: input.maxUses });
      await recordAudit(tx, {
        actor,
        action: "create",
        entity: "join-link",
        entityId: link.id,
        after: { partner: partner.slug, slug: link.slug, expiresAt: link.expiresAt, maxUses: link.maxUses },
      });
      return { slug: link.slug };
    });
  } catch (error) {
    if (pgCode(error) === "23505") linkSlugTaken();
    throw error;
  }
}

/** Ends a link of this partner now; a link that already ended stays as it is. */
export async function revokeJoinLink(
  deps: Pick<PartnerDeps, "db">,
  actor: Actor,
  partnerSlug: string,
  linkId: string,
  now = new Date(),
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ link: joinLinks })
      .from(joinLinks)
      .innerJoin(partners, eq(partners.id, joinLinks.partnerId))
      // The partner's condition: an id from another partner's page names nothing here.
      .where(and(eq(joinLinks.id, linkId), eq(partners.slug, partnerSlug)))
      .for("update", { of: joinLinks });
    if (!row) fail("notFound", { key: "partners.errors.linkUnknown" });
    const { link } = row;
    if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return;
    await expireJoinLink(tx, link.id, now);
    await recordAudit(tx, {
      actor,
      action: "revoke",
      entity: "join-link",
      entityId: link.id,
      before: { slug: link.slug, expiresAt: link.expiresAt },
      after: { slug: link.slug, expiresAt: now },
    });
  });
}
