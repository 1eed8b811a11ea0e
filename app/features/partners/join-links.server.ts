import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { joinLinks } from "~/db/schema/partners";

// Making and ending a partner's join links, as the partners domain writes them. Who may, and the
// record of it, are the caller's (the back office and the partner portal, through
// `features/admin/join-links.server.ts`), in the transaction these take.

export type JoinLinkRow = typeof joinLinks.$inferSelect;

/** Whether a link already has the slug (slugs are unique over every partner). */
export async function joinLinkSlugTaken(tx: Database, slug: string): Promise<boolean> {
  const [taken] = await tx.select({ id: joinLinks.id }).from(joinLinks).where(eq(joinLinks.slug, slug));
  return Boolean(taken);
}

export async function insertJoinLink(
  tx: Database,
  link: { partnerId: string; slug: string; expiresAt: Date | null; maxUses: number | null },
): Promise<JoinLinkRow> {
  const [row] = await tx.insert(joinLinks).values(link).returning();
  if (!row) throw new Error("The join link was not created");
  return row;
}

/** Ends the link at `at`: it answers as expired from then on. */
export async function expireJoinLink(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(joinLinks).set({ expiresAt: at }).where(eq(joinLinks.id, id));
}
