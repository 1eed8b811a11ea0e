import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mediaItems, mediaSlugRedirects } from "~/db/schema/content";
import { visibleWhere } from "~/features/partners/visibility.server";
import { MEDIA_PAGE_SIZE, type MediaQuery, type MediaTopic } from "./media";

const listColumns = {
  slug: mediaItems.slug,
  type: mediaItems.type,
  topic: mediaItems.topic,
  partnerId: mediaItems.partnerId,
  titleNl: mediaItems.titleNl,
  titleEn: mediaItems.titleEn,
  summaryNl: mediaItems.summaryNl,
  summaryEn: mediaItems.summaryEn,
  durationSeconds: mediaItems.durationSeconds,
  // Member lists only hold items whose time has come (`published_at <= now`), never a draft.
  publishedAt: sql<Date>`${mediaItems.publishedAt}`.mapWith(mediaItems.publishedAt),
};

/** What a member may see now: the viewer's partners' items and the public ones, whose time has come. */
const visibleNow = (partnerIds: string[], now: Date) =>
  and(visibleWhere(mediaItems, partnerIds), sql`${mediaItems.publishedAt} <= ${now.toISOString()}::timestamptz`);

/** The newest items the viewer may see now that meet the condition. */
function newestVisible(db: Database, partnerIds: string[], now: Date, condition: SQL | undefined, limit: number) {
  return db
    .select(listColumns)
    .from(mediaItems)
    .where(and(visibleNow(partnerIds, now), condition))
    .orderBy(desc(mediaItems.publishedAt))
    .limit(limit);
}

/**
 * A page of the media the viewer may see, newest first or, with a search, best match first: full
 * text in both languages, or a title that resembles the words (trigram), so "slaap" and "sleep" both
 * find the sleep articles.
 */
export async function listMedia(db: Database, partnerIds: string[], query: MediaQuery, now: Date) {
  const tsquery = query.q
    ? sql`(websearch_to_tsquery('dutch', ${query.q}) || websearch_to_tsquery('english', ${query.q}))`
    : null;
  const where = and(
    visibleNow(partnerIds, now),
    query.type ? eq(mediaItems.type, query.type) : undefined,
    query.topic ? eq(mediaItems.topic, query.topic) : undefined,
    tsquery
      ? sql`(${mediaItems.search} @@ ${tsquery} or word_similarity(${query.q}, ${mediaItems.titleNl}) > 0.5 or word_similarity(${query.q}, ${mediaItems.titleEn}) > 0.5)`
      : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(mediaItems).where(where),
    db
      .select(listColumns)
      .from(mediaItems)
      .where(where)
      .orderBy(
        ...(tsquery ? [desc(sql`ts_rank(${mediaItems.search}, ${tsquery})`)] : []),
        desc(mediaItems.publishedAt),
        mediaItems.slug,
      )
      .limit(MEDIA_PAGE_SIZE)
      .offset((query.page - 1) * MEDIA_PAGE_SIZE),
  ]);
  const n = total?.n ?? 0;
  return { items: rows, total: n, pages: Math.max(1, Math.ceil(n / MEDIA_PAGE_SIZE)) };
}

export async function getMediaItem(db: Database, slug: string) {
  const [item] = await db.select().from(mediaItems).where(eq(mediaItems.slug, slug));
  return item ?? null;
}

/** The current slug of an item that had this slug before, or null. */
export async function renamedSlug(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: mediaItems.slug })
    .from(mediaSlugRedirects)
    .innerJoin(mediaItems, eq(mediaItems.id, mediaSlugRedirects.mediaId))
    .where(eq(mediaSlugRedirects.oldSlug, oldSlug));
  return row?.slug ?? null;
}

/** Other items on the same topic the viewer may see, newest first. */
export async function relatedMedia(
  db: Database,
  item: { slug: string; topic: string },
  partnerIds: string[],
  now: Date,
) {
  return newestVisible(db, partnerIds, now, and(eq(mediaItems.topic, item.topic), ne(mediaItems.slug, item.slug)), 3);
}

/** The newest items on these topics (a scan's weak areas), for recommendations. */
export async function mediaForTopics(db: Database, topics: MediaTopic[], partnerIds: string[], now: Date, limit = 3) {
  if (topics.length === 0) return [];
  return newestVisible(db, partnerIds, now, inArray(mediaItems.topic, topics), limit);
}

export type MediaListRow = Awaited<ReturnType<typeof relatedMedia>>[number];
