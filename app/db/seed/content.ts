import { eq } from "drizzle-orm";
import { addDays, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import type { Database } from "../connection.server";
import { mediaItems, partnerPages } from "../schema/content";
import { eventSessions, events, webinars } from "../schema/events";
import { partners } from "../schema/partners";
import type { DemoEvent, DemoMediaItem, DemoPartnerPage, DemoWebinar } from "./content-types";

const ZONE = "Europe/Amsterdam";

/** `startTime` on the Amsterdam wall clock, `days` after the day of `now`. */
export function demoInstant(now: Date, days: number, startTime: string): Date {
  const [hours = "0", minutes = "0"] = startTime.split(":");
  const date = addDays(localDateOf(now.getTime(), ZONE), days);
  const instant = localTimeToInstant(date, Number(hours) * 60 + Number(minutes), ZONE);
  // A time that does not exist (the spring DST gap) moves an hour on.
  return new Date(instant ?? (localTimeToInstant(date, Number(hours) * 60 + Number(minutes) + 60, ZONE) as number));
}

async function partnerIds(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: partners.id, slug: partners.slug }).from(partners);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

const partnerOf = (ids: Map<string, string>, slug: string | null) => {
  if (slug === null) return null;
  const id = ids.get(slug);
  if (!id) throw new Error(`demo content names an unknown partner: ${slug}`);
  return id;
};

/** Events and their sessions, matched on slug; returns how many rows were new. */
export async function upsertEvents(db: Database, rows: DemoEvent[], now: Date): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const [created] = await db
      .insert(events)
      .values({
        slug: row.slug,
        kind: row.kind,
        partnerId: partnerOf(ids, row.partner),
        titleNl: row.title.nl,
        titleEn: row.title.en,
        summaryNl: row.summary.nl,
        summaryEn: row.summary.en,
        bodyNl: row.body.nl,
        bodyEn: row.body.en,
        image: row.image,
      })
      .onConflictDoNothing({ target: events.slug })
      .returning({ id: events.id });
    const eventId =
      created?.id ?? (await db.select({ id: events.id }).from(events).where(eq(events.slug, row.slug)))[0]?.id;
    if (!eventId) continue;
    if (created) inserted++;
    for (const session of row.sessions) {
      const startsAt = demoInstant(now, session.startsInDays, session.startTime);
      const added = await db
        .insert(eventSessions)
        .values({
          eventId,
          slug: session.slug,
          titleNl: session.title.nl,
          titleEn: session.title.en,
          startsAt,
          endsAt: new Date(startsAt.getTime() + session.durationMinutes * 60_000),
          location: session.location,
          onlineUrl: session.onlineUrl,
          capacity: session.capacity,
          registrationDeadline: new Date(startsAt.getTime() - session.deadlineDaysBefore * 86_400_000),
          choices: (session.choices ?? []).map((choice) => ({
            value: choice.value,
            nl: choice.label.nl,
            en: choice.label.en,
          })),
        })
        .onConflictDoNothing({ target: eventSessions.slug })
        .returning({ id: eventSessions.id });
      inserted += added.length;
    }
  }
  return inserted;
}

export async function upsertWebinars(db: Database, rows: DemoWebinar[], now: Date): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const added = await db
      .insert(webinars)
      .values({
        slug: row.slug,
        partnerId: partnerOf(ids, row.partner),
        titleNl: row.title.nl,
        titleEn: row.title.en,
        descriptionNl: row.description.nl,
        descriptionEn: row.description.en,
        presenterName: row.presenter.name,
        presenterRoleNl: row.presenter.role.nl,
        presenterRoleEn: row.presenter.role.en,
        startsAt: demoInstant(now, row.startsInDays, row.startTime),
        durationMinutes: row.durationMinutes,
        streamUrl: row.streamUrl,
        recordingSlug: row.recordingSlug,
      })
      .onConflictDoNothing({ target: webinars.slug })
      .returning({ id: webinars.id });
    inserted += added.length;
  }
  return inserted;
}

export async function upsertMedia(db: Database, rows: DemoMediaItem[], now: Date): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const added = await db
      .insert(mediaItems)
      .values({
        slug: row.slug,
        type: row.type,
        topic: row.topic,
        partnerId: partnerOf(ids, row.partner),
        titleNl: row.title.nl,
        titleEn: row.title.en,
        summaryNl: row.summary.nl,
        summaryEn: row.summary.en,
        bodyNl: row.body.nl,
        bodyEn: row.body.en,
        mediaUrl: row.mediaUrl,
        captionsNl: row.captions?.nl ?? null,
        captionsEn: row.captions?.en ?? null,
        durationSeconds: row.durationSeconds,
        publishedAt: new Date(now.getTime() - row.publishedDaysAgo * 86_400_000),
      })
      .onConflictDoNothing({ target: mediaItems.slug })
      .returning({ id: mediaItems.id });
    inserted += added.length;
  }
  return inserted;
}

/** Program pages, matched on partner and path; a page's session is looked up by its slug. */
export async function upsertPartnerPages(db: Database, rows: DemoPartnerPage[]): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const [session] = row.session
      ? await db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.slug, row.session))
      : [];
    if (row.session && !session) throw new Error(`demo page ${row.path} names an unknown session: ${row.session}`);
    const added = await db
      .insert(partnerPages)
      .values({
        partnerId: partnerOf(ids, row.partner) as string,
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
      })
      .onConflictDoNothing({ target: [partnerPages.partnerId, partnerPages.path] })
      .returning({ id: partnerPages.id });
    inserted += added.length;
  }
  return inserted;
}
