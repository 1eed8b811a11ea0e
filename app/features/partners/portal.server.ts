import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { joinLinks, partners } from "~/db/schema/partners";
import { type JoinLinkStatus, joinLinkStatus } from "./join-links";

// What the partner portal reads about the partner it works on, besides the report: its join links
// with their state, and whether it has a logo. Everything is scoped by the partner's id, which the
// area middleware took from the account's own admin memberships.

export interface PortalJoinLink {
  id: string;
  slug: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  createdAt: string;
  status: JoinLinkStatus;
}

/** A partner's join links, oldest first, each with its state at `now`. */
export async function portalJoinLinks(db: Database, partnerId: string, now = new Date()): Promise<PortalJoinLink[]> {
  const rows = await db
    .select()
    .from(joinLinks)
    .where(eq(joinLinks.partnerId, partnerId))
    .orderBy(asc(joinLinks.createdAt), asc(joinLinks.slug));
  return rows.map((link) => ({
    id: link.id,
    slug: link.slug,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    maxUses: link.maxUses,
    uses: link.uses,
    createdAt: link.createdAt.toISOString(),
    status: joinLinkStatus(link, now),
  }));
}

/** How many of a partner's join links still work at `now` (not ended, not used up). */
export async function openJoinLinkCount(db: Database, partnerId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(joinLinks)
    .where(
      and(
        eq(joinLinks.partnerId, partnerId),
        or(isNull(joinLinks.expiresAt), gt(joinLinks.expiresAt, now)),
        or(isNull(joinLinks.maxUses), lt(joinLinks.uses, joinLinks.maxUses)),
      ),
    );
  return row?.count ?? 0;
}

/** The version of the partner's logo for `/partner-logo/<slug>?v=`, or null when it has none. */
export async function partnerLogoVersion(db: Database, partnerId: string): Promise<number | null> {
  const [row] = await db
    .select({
      version: sql<number | null>`case when ${partners.logo} is null then null else ${partners.logoVersion} end`,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row?.version ?? null;
}
