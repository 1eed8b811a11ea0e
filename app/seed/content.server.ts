import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { eventSessions, events, webinars } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import type { EventInput } from "~/features/admin/events-admin.schema";
import { addDays, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import { createEvent, createSession } from "~/features/events/manage.server";
import { createWebinar } from "~/features/webinars/manage.server";
import { defaultStreamHosts } from "~/features/webinars/stream";
import type { DemoEvent, DemoWebinar } from "./content-types";

const ZONE = "Europe/Amsterdam";

/** `startTime` on the Amsterdam wall clock, `days` after the day of `now`. */
export function demoInstant(now: Date, days: number, startTime: string): Date {
  const [hours = "0", minutes = "0"] = startTime.split(":");
  const date = addDays(localDateOf(now.getTime(), ZONE), days);
  const instant = localTimeToInstant(date, Number(hours) * 60 + Number(minutes), ZONE);
  // A time that does not exist (the spring DST gap) moves an hour on.
  return new Date(instant ?? (localTimeToInstant(date, Number(hours) * 60 + Number(minutes) + 60, ZONE) as number));
}

export async function partnerIds(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: partners.id, slug: partners.slug }).from(partners);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export const partnerOf = (ids: Map<string, string>, slug: string | null) => {
  if (slug === null) return null;
  const id = ids.get(slug);
  if (!id) throw new Error(`demo content names an unknown partner: ${slug}`);
  return id;
};

/**
 * A write the demo data must pass: the domain's refusal is a mistake in the data, named with what
 * was written.
 */
export async function demoWrite<T>(what: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw new Error(`demo content ${what} refused: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** The title, summary and body of a demo event or media item, in both languages. */
export const demoTexts = (row: {
  title: { nl: string; en: string };
  summary: { nl: string; en: string };
  body: { nl: string; en: string };
}) => ({
  titleNl: row.title.nl,
  titleEn: row.title.en,
  summaryNl: row.summary.nl,
  summaryEn: row.summary.en,
  bodyNl: row.body.nl,
  bodyEn: row.body.en,
});

/**
 * Events and their sessions, matched on slug; returns how many rows were new. New ones are made by
 * the events domain's own functions (`createEvent`, `createSession`), so the demo meets their rules.
 */
export async function upsertEvents(db: Database, rows: DemoEvent[], now: Date): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const [existing] = await db.select({ id: events.id }).from(events).where(eq(events.slug, row.slug));
    const eventId =
      existing?.id ??
      (
        await demoWrite(
          row.slug,
          createEvent(db, {
            slug: row.slug,
            kind: row.kind,
            partnerId: partnerOf(ids, row.partner),
            ...demoTexts(row),
            image: row.image as EventInput["image"],
          }),
        )
      ).id;
    if (!existing) inserted++;
    const known = new Set(
      (
        await db
          .select({ slug: eventSessions.slug })
          .from(eventSessions)
          .where(
            inArray(
              eventSessions.slug,
              row.sessions.map((session) => session.slug),
            ),
          )
      ).map((session) => session.slug),
    );
    for (const session of row.sessions) {
      if (known.has(session.slug)) continue;
      const startsAt = demoInstant(now, session.startsInDays, session.startTime);
      await demoWrite(
        session.slug,
        createSession(db, eventId, {
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
        }),
      );
      inserted++;
    }
  }
  return inserted;
}

/** Webinars, matched on slug, made by the webinars domain's `createWebinar`; returns how many were new. */
export async function upsertWebinars(db: Database, rows: DemoWebinar[], now: Date): Promise<number> {
  const ids = await partnerIds(db);
  let inserted = 0;
  for (const row of rows) {
    const [existing] = await db.select({ id: webinars.id }).from(webinars).where(eq(webinars.slug, row.slug));
    if (existing) continue;
    await demoWrite(
      row.slug,
      createWebinar(
        db,
        {
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
        },
        undefined,
        // The demo's streams are on the default hosts, whatever this machine allows.
        defaultStreamHosts,
      ),
    );
    inserted++;
  }
  return inserted;
}
