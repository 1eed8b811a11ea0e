import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { joinLinks, partnerMemberships, partners } from "~/db/schema/partners";
import { type JoinLinkAvailability, joinLinkAvailability } from "./join-links";

export interface PartnerBrand {
  slug: string;
  name: string;
  brandColor: string;
  taglineNl: string;
  taglineEn: string;
  passwordLogin: boolean;
}

const brandColumns = {
  id: partners.id,
  slug: partners.slug,
  name: partners.name,
  brandColor: partners.brandColor,
  taglineNl: partners.taglineNl,
  taglineEn: partners.taglineEn,
  passwordLogin: partners.passwordLogin,
  /** The logo's version; 0: no logo (the name is shown). */
  logoVersion: sql<number>`case when ${partners.logo} is null then 0 else ${partners.logoVersion} end`,
  /** Archived: the partner's login page and join links answer 410. */
  archivedAt: partners.archivedAt,
};

export async function getPartnerBySlug(slug: string) {
  const db = await getDb();
  const [partner] = await db.select(brandColumns).from(partners).where(eq(partners.slug, slug));
  return partner ?? null;
}

/**
 * A join link with its partner and whether it can be used now (never while the partner is
 * archived); null when there is no such link.
 */
export async function findJoinLink(slug: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select({ link: joinLinks, partner: brandColumns })
    .from(joinLinks)
    .innerJoin(partners, eq(partners.id, joinLinks.partnerId))
    .where(eq(joinLinks.slug, slug));
  if (!row) return null;
  return { ...row, status: joinLinkAvailability(row.link, row.partner, now) };
}

export type JoinResult =
  | { ok: true; alreadyMember: boolean }
  | { ok: false; status: Exclude<JoinLinkAvailability, "open"> | "unknown" };

/**
 * Attaches an account to the link's partner. The link row is locked for the transaction and the
 * database refuses a use past the limit, so concurrent joins never exceed it. A person who is
 * already a member uses nothing up. An archived partner takes nobody in, by any of its links.
 */
export async function joinWithLink(
  userId: string,
  slug: string,
  now = new Date(),
  database?: Database,
): Promise<JoinResult> {
  const db = database ?? (await getDb());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ link: joinLinks, partner: { archivedAt: partners.archivedAt } })
      .from(joinLinks)
      .innerJoin(partners, eq(partners.id, joinLinks.partnerId))
      .where(eq(joinLinks.slug, slug))
      .for("update", { of: joinLinks });
    if (!row) return { ok: false, status: "unknown" } as const;
    const { link } = row;
    if (row.partner.archivedAt) return { ok: false, status: "archived" } as const;
    const [existing] = await tx
      .select({ userId: partnerMemberships.userId })
      .from(partnerMemberships)
      .where(and(eq(partnerMemberships.partnerId, link.partnerId), eq(partnerMemberships.userId, userId)));
    if (existing) return { ok: true, alreadyMember: true } as const;
    const status = joinLinkAvailability(link, row.partner, now);
    if (status !== "open") return { ok: false, status } as const;
    await tx.insert(partnerMemberships).values({ partnerId: link.partnerId, userId, joinLinkId: link.id });
    await tx
      .update(joinLinks)
      .set({ uses: sql`${joinLinks.uses} + 1` })
      .where(eq(joinLinks.id, link.id));
    return { ok: true, alreadyMember: false } as const;
  });
}

export async function isPartnerMember(userId: string, partnerSlug: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: partnerMemberships.userId })
    .from(partnerMemberships)
    .innerJoin(partners, eq(partners.id, partnerMemberships.partnerId))
    .where(and(eq(partners.slug, partnerSlug), eq(partnerMemberships.userId, userId)));
  return Boolean(row);
}
