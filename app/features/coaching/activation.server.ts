import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { queueNextFree } from "./next-free.server";

// Whether a practice shows in the directory: published, or held out of it by an administrator
// (who decides, and records it, in the back office; see `features/admin/coaches.server.ts`). The
// functions take the caller's transaction, so the change and its record are saved together.

/** Whether a practice is in the directory and whether an administrator holds it out. */
export interface PracticeListing {
  published: boolean;
  heldAt: Date | null;
  holdReason: string | null;
}

/**
 * The practice, locked for a change of its listing, with whether it could be shown: a headline
 * and a biography in both languages (the page would be empty without them). Null when there is none.
 */
export async function lockPracticeListing(
  tx: Database,
  id: string,
): Promise<(PracticeListing & { complete: boolean }) | null> {
  const [coach] = await tx
    .select({
      published: coaches.published,
      heldAt: coaches.heldAt,
      holdReason: coaches.holdReason,
      headlineNl: coaches.headlineNl,
      headlineEn: coaches.headlineEn,
      bioNl: coaches.bioNl,
      bioEn: coaches.bioEn,
    })
    .from(coaches)
    .where(eq(coaches.id, id))
    .for("update");
  if (!coach) return null;
  const { published, heldAt, holdReason } = coach;
  const complete = [coach.headlineNl, coach.headlineEn, coach.bioNl, coach.bioEn].every((text) => text.trim());
  return { published, heldAt, holdReason, complete };
}

/** Changes what is given of a practice's listing (the caller empties the coach views after the commit). */
export async function setPracticeListing(tx: Database, id: string, listing: Partial<PracticeListing>): Promise<void> {
  await tx.update(coaches).set(listing).where(eq(coaches.id, id));
  // The sweep passes unpublished practices by: the next free time is computed afresh when it shows.
  if (listing.published !== undefined) await queueNextFree(tx, id);
}
