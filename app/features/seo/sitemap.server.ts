import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { mediaItems, partnerPages } from "~/db/schema/content";
import { eventSessions, events, webinars } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import { coachIsPublic } from "~/features/coaching/visibility.server";
import { publicWhere } from "~/features/partners/visibility.server";

const staticPaths = [
  "",
  "/coaches",
  "/coaches/find",
  "/coaching",
  "/events",
  "/media",
  "/ebook",
  "/theapp",
  "/changelog",
  "/terms",
  "/privacy",
  "/help",
];

/** Every public page's path (without the language): static pages, coaches, and what everyone may see. */
export async function publicPaths(db: Database, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const [coachRows, eventRows, sessionRows, webinarRows, mediaRows, pageRows] = await Promise.all([
    db.select({ slug: coaches.slug }).from(coaches).where(coachIsPublic()).orderBy(coaches.slug),
    db.select({ slug: events.slug }).from(events).where(publicWhere(events)).orderBy(events.slug),
    db
      .select({ slug: eventSessions.slug })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(and(publicWhere(events), gte(eventSessions.startsAt, now)))
      .orderBy(eventSessions.slug),
    db.select({ slug: webinars.slug }).from(webinars).where(publicWhere(webinars)).orderBy(webinars.slug),
    db
      .select({ slug: mediaItems.slug })
      .from(mediaItems)
      .where(and(publicWhere(mediaItems), lte(mediaItems.publishedAt, sql`${at}::timestamptz`)))
      .orderBy(mediaItems.slug),
    db
      .select({ partner: partners.slug, path: partnerPages.path })
      .from(partnerPages)
      .innerJoin(partners, eq(partners.id, partnerPages.partnerId))
      .where(publicWhere(partnerPages))
      .orderBy(partners.slug, partnerPages.path),
  ]);
  return [
    ...staticPaths,
    ...coachRows.map((row) => `/coaches/${row.slug}`),
    ...eventRows.map((row) => `/events/${row.slug}`),
    ...sessionRows.map((row) => `/events/session/${row.slug}`),
    ...webinarRows.map((row) => `/webinars/${row.slug}`),
    ...mediaRows.map((row) => `/media/id/${row.slug}`),
    ...pageRows.map((row) => `/pages/${row.partner}/${row.path}`),
  ];
}
