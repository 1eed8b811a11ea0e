import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mediaItems, mediaSlugRedirects } from "~/db/schema/content";
import { partners } from "~/db/schema/partners";
import type { OnWrite } from "~/features/events/manage.server";
import * as manage from "~/features/media/manage.server";
import { mediaState } from "~/features/media/media";
import type { Language } from "~/utils/i18n/config";
import { type Actor, recordAudit } from "./audit.server";
import type { MediaListState } from "./media-admin.schema";

// The back office's media: its list and item page, and its changes, which the media domain makes
// (`features/media/manage.server.ts`) and the back office audits in the transaction of the change.
// A refusal is the domain's `fail`.

export {
  checkMediaUrl,
  type MediaInput,
  type PublicationChange,
  publishProblems,
} from "~/features/media/manage.server";

const auditedBy =
  (actor: Actor): OnWrite =>
  (tx, change) =>
    recordAudit(tx, { actor, ...change });

/** A new item, a draft: nobody sees it until it is published. */
export const createMediaItem = (db: Database, actor: Actor, input: manage.MediaInput, hosts: readonly string[]) =>
  manage.createMediaItem(db, input, hosts, auditedBy(actor));

/** Saves an item's texts and settings; a changed slug leaves a redirect from the old one. */
export const updateMediaItem = (
  db: Database,
  actor: Actor,
  id: string,
  input: manage.MediaInput,
  hosts: readonly string[],
) => manage.updateMediaItem(db, id, input, hosts, auditedBy(actor));

/** Publishes, schedules, takes back to draft or withdraws an item. */
export const setMediaPublication = (
  db: Database,
  actor: Actor,
  id: string,
  change: manage.PublicationChange,
  now: Date,
) => manage.setMediaPublication(db, id, change, now, auditedBy(actor));

/** Stores uploaded captions for one language, or removes them (null). */
export const setMediaCaptions = (db: Database, actor: Actor, id: string, language: Language, vtt: string | null) =>
  manage.setMediaCaptions(db, id, language, vtt, auditedBy(actor));

/** Whether an item exists (a preview is for an item's page). */
export async function mediaExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.id, id));
  return Boolean(row);
}

/** The back office's list: every item with its state at `now`, filtered by state, newest first. */
export async function listMediaForAdmin(db: Database, state: MediaListState, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const where = {
    all: undefined,
    draft: and(isNull(mediaItems.publishedAt), isNull(mediaItems.withdrawnAt)),
    scheduled: sql`${mediaItems.publishedAt} > ${at}`,
    published: sql`${mediaItems.publishedAt} <= ${at}`,
    withdrawn: isNotNull(mediaItems.withdrawnAt),
  }[state];
  const rows = await db
    .select({
      id: mediaItems.id,
      slug: mediaItems.slug,
      type: mediaItems.type,
      topic: mediaItems.topic,
      titleNl: mediaItems.titleNl,
      titleEn: mediaItems.titleEn,
      partnerName: partners.name,
      publishedAt: mediaItems.publishedAt,
      withdrawnAt: mediaItems.withdrawnAt,
      updatedAt: mediaItems.updatedAt,
    })
    .from(mediaItems)
    .leftJoin(partners, eq(partners.id, mediaItems.partnerId))
    .where(where)
    .orderBy(desc(mediaItems.updatedAt), asc(mediaItems.slug));
  return rows.map((row) => ({ ...row, state: mediaState(row, now) }));
}

/** One item as its back office page shows it, with its old slugs. */
export async function mediaForAdmin(db: Database, id: string, now: Date) {
  const [item] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!item) return null;
  const redirects = await db
    .select({ oldSlug: mediaSlugRedirects.oldSlug })
    .from(mediaSlugRedirects)
    .where(eq(mediaSlugRedirects.mediaId, id))
    .orderBy(asc(mediaSlugRedirects.createdAt));
  return { item, state: mediaState(item, now), oldSlugs: redirects.map((row) => row.oldSlug) };
}
