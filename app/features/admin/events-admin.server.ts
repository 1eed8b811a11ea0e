import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { mediaItems } from "~/db/schema/content";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import { queueRegistrationMail } from "~/features/events/notifications.server";
import type { Language } from "~/features/i18n/config";
import { getI18n } from "~/features/i18n/instance";
import "~/features/i18n/resources.server";
import { allowedStreamUrl } from "~/features/webinars/stream";
import { queueWebinarReminder, streamHosts } from "~/features/webinars/webinars.server";
import { type CsvValue, csvDocument } from "~/utils/csv";
import { type Actor, recordAudit } from "./audit.server";
import type {
  EventInput,
  EventUpdate,
  SessionInput,
  SessionUpdate,
  WebinarFields,
  WebinarInput,
} from "./events-admin.schema";
import { spreadsheetTime } from "./sessions.server";

// Creating and changing events, their sessions and webinars: the functions the back office's
// actions call and the demo seed calls too, so the seed goes through the same rules. Every change
// by an administrator is audited in its own transaction; the seed passes no actor and is not an
// administrative change. A session's places are counted under a lock on its row, the same lock
// registering takes, so a capacity change and registrations never overtake each other.

export type FieldErrors = Partial<Record<string, string>>;
export type WriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; errors: FieldErrors; count?: number };

const refused = (status: 400 | 404 | 409, field: string, key: string, extra: { count?: number } = {}) =>
  ({ ok: false, status, errors: { [field]: `eventForm.errors.${key}` }, ...extra }) as const;

type Tx = Database;

async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => work(transaction as unknown as Tx));
}

async function partnerExists(db: Database, partnerId: string | null): Promise<boolean> {
  if (partnerId === null) return true;
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  return Boolean(row);
}

// ---- events ----

/** Creates an event; a slug already taken is refused at its field. */
export async function createEvent(
  db: Database,
  actor: Actor | null,
  input: EventInput,
): Promise<WriteResult<{ id: string; slug: string }>> {
  if (!(await partnerExists(db, input.partnerId))) return refused(400, "partnerId", "partner");
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(events)
      .values(input)
      .onConflictDoNothing({ target: events.slug })
      .returning({ id: events.id, slug: events.slug });
    if (!created) return refused(409, "slug", "slugTaken");
    if (actor) {
      await recordAudit(tx, { actor, action: "create", entity: "event", entityId: created.id, after: { ...input } });
    }
    return { ok: true, value: created } as const;
  });
}

/** Changes an event's texts, kind, audience and illustration; its slug stays (member links keep working). */
export async function updateEvent(
  db: Database,
  actor: Actor,
  id: string,
  input: EventUpdate,
): Promise<WriteResult<{ changed: boolean }>> {
  if (!(await partnerExists(db, input.partnerId))) return refused(400, "partnerId", "partner");
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) return refused(404, "form", "notFound");
    const { id: _id, slug: _slug, createdAt: _created, ...old } = before;
    const changed = Object.entries(input).some(([key, value]) => old[key as keyof typeof old] !== value);
    if (!changed) return { ok: true, value: { changed: false } } as const;
    await tx.update(events).set(input).where(eq(events.id, id));
    await recordAudit(tx, { actor, action: "update", entity: "event", entityId: id, before: old, after: { ...input } });
    return { ok: true, value: { changed: true } } as const;
  });
}

/** An event with its sessions (cancelled ones too) and their counts, for its back-office page. */
export async function adminEvent(db: Database, id: string) {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) return null;
  const sessions = await db
    .select({
      id: eventSessions.id,
      slug: eventSessions.slug,
      titleNl: eventSessions.titleNl,
      titleEn: eventSessions.titleEn,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
      location: eventSessions.location,
      onlineUrl: eventSessions.onlineUrl,
      capacity: eventSessions.capacity,
      cancelledAt: eventSessions.cancelledAt,
      registered:
        sql<number>`(select count(*) from ${eventRegistrations} where ${eventRegistrations.sessionId} = ${eventSessions.id} and ${eventRegistrations.status} = 'registered')`.mapWith(
          Number,
        ),
      waitlisted:
        sql<number>`(select count(*) from ${eventRegistrations} where ${eventRegistrations.sessionId} = ${eventSessions.id} and ${eventRegistrations.status} = 'waitlisted')`.mapWith(
          Number,
        ),
    })
    .from(eventSessions)
    .where(eq(eventSessions.eventId, id))
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.id));
  return { event, sessions };
}

/** Partners to choose an audience from, by name. */
export async function partnerChoices(db: Database) {
  return db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(asc(partners.name));
}

// ---- sessions ----

/** Adds a session to an event; a slug already taken is refused at its field. */
export async function createSession(
  db: Database,
  actor: Actor | null,
  eventId: string,
  input: SessionInput,
): Promise<WriteResult<{ id: string; slug: string }>> {
  return inTransaction(db, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) return refused(404, "form", "notFound");
    const [created] = await tx
      .insert(eventSessions)
      .values({ eventId, ...input })
      .onConflictDoNothing({ target: eventSessions.slug })
      .returning({ id: eventSessions.id, slug: eventSessions.slug });
    if (!created) return refused(409, "slug", "slugTaken");
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: "create",
        entity: "event-session",
        entityId: created.id,
        after: { eventId, ...input },
      });
    }
    return { ok: true, value: created } as const;
  });
}

export interface SessionUpdateOutcome {
  changed: boolean;
  /** Registrations moved from the waitlist to a place by a raised capacity, in queue order. */
  promoted: string[];
  /** Places sent an updated invite because the session moved (its time or place changed). */
  informed: number;
}

/**
 * Changes a session's own fields under a lock on its row. A capacity below the places already
 * taken is refused with their number; a raised one gives the new places to the waitlist in queue
 * order, and mails those promoted. A cancelled session is not changed any more.
 */
export async function updateSession(
  db: Database,
  actor: Actor,
  id: string,
  update: SessionUpdate,
  now: Date,
): Promise<WriteResult<SessionUpdateOutcome>> {
  // Only a session's own fields; its slug and event stay.
  const input: SessionUpdate = {
    titleNl: update.titleNl,
    titleEn: update.titleEn,
    startsAt: update.startsAt,
    endsAt: update.endsAt,
    registrationDeadline: update.registrationDeadline,
    location: update.location,
    onlineUrl: update.onlineUrl,
    capacity: update.capacity,
    choices: update.choices,
  };
  return inTransaction(db, async (tx) => {
    const [session] = await tx.select().from(eventSessions).where(eq(eventSessions.id, id)).for("update");
    if (!session) return refused(404, "form", "notFound");
    if (session.cancelledAt) return refused(409, "form", "cancelled");
    const [taken] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.sessionId, id), eq(eventRegistrations.status, "registered")));
    const registered = taken?.n ?? 0;
    if (input.capacity < registered) return refused(409, "capacity", "capacityBelow", { count: registered });
    const { id: _id, eventId: _event, slug: _slug, cancelledAt: _cancelled, ...old } = session;
    const same = (key: keyof typeof input) => JSON.stringify(old[key]) === JSON.stringify(input[key]);
    const changedKeys = (Object.keys(input) as (keyof typeof input)[]).filter((key) => !same(key));
    if (changedKeys.length === 0) return { ok: true, value: { changed: false, promoted: [], informed: 0 } } as const;
    await tx.update(eventSessions).set(input).where(eq(eventSessions.id, id));
    const promoted: string[] = [];
    const free = input.capacity - registered;
    if (free > 0 && now < session.startsAt) {
      const next = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.sessionId, id), eq(eventRegistrations.status, "waitlisted")))
        .orderBy(asc(eventRegistrations.queue))
        .limit(free);
      for (const { id: registrationId } of next) {
        await tx
          .update(eventRegistrations)
          .set({ status: "registered", promotedAt: now })
          .where(eq(eventRegistrations.id, registrationId));
        await queueRegistrationMail(tx, registrationId, "promoted", now);
        promoted.push(registrationId);
      }
    }
    // Those with a place whose calendar entry changed (when or where) get the updated invite.
    const moved = changedKeys.some((key) => ["startsAt", "endsAt", "location", "onlineUrl"].includes(key));
    let informed = 0;
    if (moved && now < session.endsAt) {
      const places = await tx
        .update(eventRegistrations)
        .set({ sequence: sql`${eventRegistrations.sequence} + 1` })
        .where(
          and(
            eq(eventRegistrations.sessionId, id),
            eq(eventRegistrations.status, "registered"),
            promoted.length > 0 ? notInArray(eventRegistrations.id, promoted) : undefined,
          ),
        )
        .returning({ id: eventRegistrations.id, sequence: eventRegistrations.sequence });
      for (const place of places) {
        await queueRegistrationMail(tx, place.id, "session-changed", now, place.sequence);
      }
      informed = places.length;
    }
    const pick = (source: Record<string, unknown>) => Object.fromEntries(changedKeys.map((key) => [key, source[key]]));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "event-session",
      entityId: id,
      before: pick(old),
      after: {
        ...pick(input),
        ...(promoted.length > 0 ? { promoted: promoted.length } : {}),
        ...(informed > 0 ? { informed } : {}),
      },
    });
    return { ok: true, value: { changed: true, promoted, informed } } as const;
  });
}

/**
 * Cancels a session before it starts: no more registrations, every place and waitlist entry
 * cancelled. Those with a place get the calendar's CANCEL for their invite, those on the
 * waitlist a plain mail; all queued in the transaction of the change.
 */
export async function cancelSession(
  db: Database,
  actor: Actor,
  id: string,
  now: Date,
): Promise<WriteResult<{ places: number; waitlisted: number }>> {
  return inTransaction(db, async (tx) => {
    const [session] = await tx.select().from(eventSessions).where(eq(eventSessions.id, id)).for("update");
    if (!session) return refused(404, "form", "notFound");
    if (session.cancelledAt) return refused(409, "form", "alreadyCancelled");
    if (now >= session.startsAt) return refused(409, "form", "startedCancel");
    const live = await tx
      .select({ id: eventRegistrations.id, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.sessionId, id), inArray(eventRegistrations.status, ["registered", "waitlisted"])),
      )
      .orderBy(asc(eventRegistrations.queue))
      .for("update");
    await tx.update(eventSessions).set({ cancelledAt: now }).where(eq(eventSessions.id, id));
    if (live.length > 0) {
      await tx
        .update(eventRegistrations)
        .set({ status: "cancelled", cancelledAt: now, sequence: sql`${eventRegistrations.sequence} + 1` })
        .where(
          inArray(
            eventRegistrations.id,
            live.map((registration) => registration.id),
          ),
        );
    }
    for (const registration of live) {
      await queueRegistrationMail(
        tx,
        registration.id,
        registration.status === "registered" ? "session-cancelled" : "session-cancelled-waitlist",
        now,
      );
    }
    const places = live.filter((registration) => registration.status === "registered").length;
    const waitlisted = live.length - places;
    await recordAudit(tx, {
      actor,
      action: "cancel",
      entity: "event-session",
      entityId: id,
      before: { cancelledAt: null, registered: places, waitlisted },
      after: { cancelledAt: now, registered: 0, waitlisted: 0 },
    });
    return { ok: true, value: { places, waitlisted } } as const;
  });
}

// ---- webinars ----

/** A stream from a host of the allow list, or no stream; anything else is refused at the field. */
function streamRefused(input: { streamUrl: string | null }, hosts: readonly string[]) {
  return input.streamUrl !== null && allowedStreamUrl(input.streamUrl, hosts) === null;
}

/** Creates a webinar; a slug already taken or a stream host not on the allow list is refused at its field. */
export async function createWebinar(
  db: Database,
  actor: Actor | null,
  input: WebinarInput,
  hosts: readonly string[] = streamHosts(),
): Promise<WriteResult<{ id: string; slug: string }>> {
  if (streamRefused(input, hosts)) return refused(400, "streamUrl", "streamHost");
  if (!(await partnerExists(db, input.partnerId))) return refused(400, "partnerId", "partner");
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(webinars)
      .values(input)
      .onConflictDoNothing({ target: webinars.slug })
      .returning({ id: webinars.id, slug: webinars.slug });
    if (!created) return refused(409, "slug", "slugTaken");
    if (actor) {
      await recordAudit(tx, { actor, action: "create", entity: "webinar", entityId: created.id, after: { ...input } });
    }
    return { ok: true, value: created } as const;
  });
}

/**
 * Changes a webinar. A new start time queues a reminder at the new time for everyone registered;
 * a reminder queued for the old time is dropped when it comes due (it names the start it was for).
 */
export async function updateWebinar(
  db: Database,
  actor: Actor,
  id: string,
  input: WebinarFields,
  now: Date,
  hosts: readonly string[] = streamHosts(),
): Promise<WriteResult<{ changed: boolean; reminders: number }>> {
  if (streamRefused(input, hosts)) return refused(400, "streamUrl", "streamHost");
  if (!(await partnerExists(db, input.partnerId))) return refused(400, "partnerId", "partner");
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(webinars).where(eq(webinars.id, id)).for("update");
    if (!before) return refused(404, "form", "notFound");
    const { id: _id, slug: _slug, ...old } = before;
    const keys = (Object.keys(input) as (keyof WebinarFields)[]).filter(
      (key) => JSON.stringify(old[key]) !== JSON.stringify(input[key]),
    );
    if (keys.length === 0) return { ok: true, value: { changed: false, reminders: 0 } } as const;
    await tx.update(webinars).set(input).where(eq(webinars.id, id));
    let reminders = 0;
    if (before.startsAt.getTime() !== input.startsAt.getTime()) {
      const registered = await tx
        .select({ userId: webinarRegistrations.userId })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinarId, id));
      for (const { userId } of registered) {
        if (await queueWebinarReminder(tx, { id, startsAt: input.startsAt }, userId, now)) reminders++;
      }
    }
    const pick = (source: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, source[key]]));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "webinar",
      entityId: id,
      before: pick(old),
      after: pick(input),
    });
    return { ok: true, value: { changed: true, reminders } } as const;
  });
}

/** Every webinar with its audience and number of registrations, latest start first. */
export async function listAdminWebinars(db: Database) {
  return db
    .select({
      id: webinars.id,
      slug: webinars.slug,
      titleNl: webinars.titleNl,
      titleEn: webinars.titleEn,
      presenterName: webinars.presenterName,
      startsAt: webinars.startsAt,
      durationMinutes: webinars.durationMinutes,
      partnerName: partners.name,
      registrations:
        sql<number>`(select count(*) from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${webinars.id})`.mapWith(
          Number,
        ),
    })
    .from(webinars)
    .leftJoin(partners, eq(partners.id, webinars.partnerId))
    .orderBy(sql`${webinars.startsAt} desc`, asc(webinars.id));
}

/** A webinar with its registrations in order of registering, or null. */
export async function adminWebinar(db: Database, id: string) {
  const [row] = await db
    .select({ webinar: webinars, partnerName: partners.name })
    .from(webinars)
    .leftJoin(partners, eq(partners.id, webinars.partnerId))
    .where(eq(webinars.id, id));
  if (!row) return null;
  const registrations = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      registeredAt: webinarRegistrations.registeredAt,
    })
    .from(webinarRegistrations)
    .innerJoin(users, eq(users.id, webinarRegistrations.userId))
    .where(eq(webinarRegistrations.webinarId, id))
    .orderBy(asc(webinarRegistrations.registeredAt), asc(users.id));
  const [recording] = row.webinar.recordingSlug
    ? await db.select({ slug: mediaItems.slug }).from(mediaItems).where(eq(mediaItems.slug, row.webinar.recordingSlug))
    : [];
  return { ...row, registrations, recordingFound: Boolean(recording) };
}

export type AdminWebinarDetail = NonNullable<Awaited<ReturnType<typeof adminWebinar>>>;

/** The registrations as a spreadsheet, in the account's language and zone; formula-safe (`csvDocument`). */
export function webinarRegistrationsCsv(detail: AdminWebinarDetail, lng: Language, timeZone: string): string {
  const t = getI18n(lng).getFixedT(lng, "admin");
  const header: CsvValue[] = [
    t("sessions.csv.position"),
    t("sessions.csv.name"),
    t("sessions.csv.email"),
    t("sessions.csv.registeredAt"),
  ];
  return csvDocument([
    header,
    ...detail.registrations.map((registration, index): CsvValue[] => [
      index + 1,
      registration.name,
      registration.email,
      spreadsheetTime(registration.registeredAt, timeZone),
    ]),
  ]);
}

export function webinarRegistrationsFileName(detail: AdminWebinarDetail): string {
  return `registrations-${detail.webinar.slug}.csv`;
}
