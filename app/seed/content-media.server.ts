import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mediaItems, mediaSlugRedirects, partnerPages } from "~/db/schema/content";
import { eventSessions } from "~/db/schema/events";
import { createMediaItem, setMediaPublication } from "~/features/media/manage.server";
import { createPartnerPage } from "~/features/partners/pages-manage.server";
import { defaultStreamHosts } from "~/features/webinars/stream";
import { demoTexts, demoWrite, partnerIds, partnerOf } from "./content.server";
import type { DemoMediaItem, DemoPartnerPage } from "./content-types";

// The demo's media and program pages go in through their domains' own create functions, so
// loading the demo proves them; what is here only matches demo rows to what is already stored.

/** Media items, matched on slug (current or earlier); each published `publishedDaysAgo` before `now`. */
export async function upsertMedia(db: Database, rows: DemoMediaItem[], now: Date): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const [known] = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.slug, row.slug));
    const [renamed] = await db
      .select({ id: mediaSlugRedirects.mediaId })
      .from(mediaSlugRedirects)
      .where(eq(mediaSlugRedirects.oldSlug, row.slug));
    if (known || renamed) continue;
    const what = `media item ${row.slug}`;
    const created = await demoWrite(
      what,
      createMediaItem(
        db,
        {
          slug: row.slug,
          type: row.type,
          topic: row.topic,
          partnerId: partnerOf(ids, row.partner),
          ...demoTexts(row),
          mediaUrl: row.mediaUrl,
          durationSeconds: row.durationSeconds,
          captionFiles: row.captions,
        },
        defaultStreamHosts,
      ),
    );
    const at = new Date(now.getTime() - row.publishedDaysAgo * 86_400_000);
    await demoWrite(what, setMediaPublication(db, created.id, { kind: "publish", at }, now));
    inserted++;
  }
  return inserted;
}

/** Program pages, matched on partner and path; a page's session is looked up by its slug. */
export async function upsertPartnerPages(db: Database, rows: DemoPartnerPage[]): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const partnerId = partnerOf(ids, row.partner) as string;
    const [known] = await db
      .select({ id: partnerPages.id })
      .from(partnerPages)
      .where(and(eq(partnerPages.partnerId, partnerId), eq(partnerPages.path, row.path)));
    if (known) continue;
    const [session] = row.session
      ? await db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.slug, row.session))
      : [];
    if (row.session && !session) throw new Error(`demo page ${row.path} names an unknown session: ${row.session}`);
    await demoWrite(
      `page ${row.path}`,
      createPartnerPage(db, partnerId, {
        path: row.path,
        isPublic: row.public,
        titleNl: row.title.nl,
        titleEn: row.title.en,
        introNl: row.intro.nl,
        introEn: row.intro.en,
        bodyNl: row.body.nl,
        bodyEn: row.body.en,
        listing: row.listing,
        sessionId: session?.id ?? null,
        sortOrder: row.sortOrder,
      }),
    );
    inserted++;
  }
  return inserted;
}
