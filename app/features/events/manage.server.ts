import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { eventRegistrations, eventSessions, events } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import { fail } from "~/utils/app-error";
import { pgCode } from "~/utils/pg-error.server";
import { queueRegistrationMail } from "./notifications.server";
import { promoteFromWaitlist } from "./registrations.server";

// Creating and changing events, their sessions and registrations: the use-cases the back office
// calls (and the demo seed, so its data meets the same rules). A refusal is a `fail` with the
// field's message key (`admin` catalog). A session's places are counted under a lock on its row,
// the same lock registering takes, so a capacity change and registrations never overtake each
// other. Whoever needs to know of a change (the back office's audit trail) passes `onWrite`,
// which is called in the transaction of the change.

type Fields = Record<string, unknown>;

/** One change a write made, as the back office's audit trail records it. */
export interface Change {
  action: string;
  entity: string;
  entityId: string;
  before?: Fields | null;
  after?: Fields | null;
}

/** Called with each change in the transaction that makes it, so both are saved or neither. */
export type OnWrite = (tx: Database, change: Change) => Promise<void>;

/** Runs `work` in a transaction, with the transaction typed as the database. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => work(transaction as unknown as Database));
}

/** Fails at `field` with the `eventForm.errors` key. */
const refuse = (code: "invalid" | "conflict", field: string, key: string, values?: Record<string, number>): never =>
  fail(code, { fields: { [field]: `eventForm.errors.${key}` }, ...(values ? { values } : {}) });

const notFound = (): never => fail("notFound", { key: "eventForm.errors.notFound" });

/** Whether an audience can be: null (everyone) or a partner that exists. */
export async function audienceExists(db: Database, partnerId: string | null): Promise<boolean> {
  if (partnerId === null) return true;
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  return Boolean(row);
}

/** Refused at `partnerId` when the audience is a partner that does not exist. */
export async function checkAudience(db: Database, partnerId: string | null): Promise<void> {
  if (!(await audienceExists(db, partnerId))) refuse("invalid", "partnerId", "partner");
}

/** Runs a write whose unique index may refuse it (two at once): the refusal is a conflict at `fields`. */
export async function unlessDuplicate<T>(work: () => Promise<T>, fields: Record<string, string>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === "23505") fail("conflict", { fields });
    throw error;
  }
}

/** The keys whose values differ, compared as JSON (dates and lists too). */
export function changedKeys<T extends Fields>(before: Fields, after: T): (keyof T & string)[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** The given keys of a row. */
export const pick = (source: Fields, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

// ---- events ----

/** An event's own fields: kind, audience (null: everyone), texts in both languages, illustration. */
export type EventUpdate = Omit<typeof events.$inferSelect, "id" | "slug" | "createdAt">;

export type EventInput = EventUpdate & { slug: string };

/** Creates an event; a slug already taken is refused at its field. */
export async function createEvent(db: Database, input: EventInput, onWrite?: OnWrite) {
  await checkAudience(db, input.partnerId);
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(events)
      .values(input)
      .onConflictDoNothing({ target: events.slug })
      .returning({ id: events.id, slug: events.slug });
    if (!created) return refuse("conflict", "slug", "slugTaken");
    await onWrite?.(tx, { action: "create", entity: "event", entityId: created.id, after: { ...input } });
    return created;
  });
}

/** Changes an event's texts, kind, audience and illustration; its slug stays (member links keep working). */
export async function updateEvent(db: Database, id: string, input: EventUpdate, onWrite?: OnWrite) {
  await checkAudience(db, input.partnerId);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) return notFound();
    const { id: _id, slug: _slug, createdAt: _created, ...old } = before;
    if (changedKeys(old, { ...input }).length === 0) return { changed: false };
    await tx.update(events).set(input).where(eq(events.id, id));
    await onWrite?.(tx, { action: "update", entity: "event", entityId: id, before: old, after: { ...input } });
    return { changed: true };
  });
}

// ---- sessions ----

/** A session's own fields (its slug and event stay). */
export type SessionUpdate = Omit<typeof eventSessions.$inferSelect, "id" | "eventId" | "slug" | "cancelledAt">;

export type SessionInput = SessionUpdate & { slug: string };

/** Adds a session to an event; a slug already taken is refused at its field. */
export async function createSession(db: Database, eventId: string, input: SessionInput, onWrite?: OnWrite) {
  return inTransaction(db, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) return notFound();
    const [created] = await tx
      .insert(eventSessions)
      .values({ eventId, ...input })
      .onConflictDoNothing({ target: eventSessions.slug })
      .returning({ id: eventSessions.id, slug: eventSessions.slug });
    if (!created) return refuse("conflict", "slug", "slugTaken");
    await onWrite?.(tx, {
      action: "create",
      entity: "event-session",
      entityId: created.id,
      after: { eventId, ...input },
    });
    return created;
  });
}

/** How many places of a session are taken. */
async function placesTaken(tx: Database, sessionId: string): Promise<number> {
  const [taken] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.sessionId, sessionId), eq(eventRegistrations.status, "registered")));
  return taken?.n ?? 0;
}

/** Sends those with a place (but `except`) the updated invite of a session that moved; answers how many. */
async function informPlaces(tx: Database, sessionId: string, except: string[], now: Date): Promise<number> {
  const places = await tx
    .update(eventRegistrations)
    .set({ sequence: sql`${eventRegistrations.sequence} + 1` })
    .where(
      and(
        eq(eventRegistrations.sessionId, sessionId),
        eq(eventRegistrations.status, "registered"),
        except.length > 0 ? notInArray(eventRegistrations.id, except) : undefined,
      ),
    )
    .returning({ id: eventRegistrations.id, sequence: eventRegistrations.sequence });
  for (const place of places) await queueRegistrationMail(tx, place.id, "session-changed", now, place.sequence);
  return places.length;
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
  id: string,
  update: SessionUpdate,
  now: Date,
  onWrite?: OnWrite,
): Promise<SessionUpdateOutcome> {
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
    if (!session) return notFound();
    if (session.cancelledAt) return fail("conflict", { key: "eventForm.errors.cancelled" });
    const registered = await placesTaken(tx, id);
    if (input.capacity < registered) return refuse("conflict", "capacity", "capacityBelow", { count: registered });
    const { id: _id, eventId: _event, slug: _slug, cancelledAt: _cancelled, ...old } = session;
    const keys = changedKeys(old, { ...input });
    if (keys.length === 0) return { changed: false, promoted: [], informed: 0 };
    await tx.update(eventSessions).set(input).where(eq(eventSessions.id, id));
    const promoted = now < session.startsAt ? await promoteFromWaitlist(tx, id, input.capacity - registered, now) : [];
    // Those with a place whose calendar entry changed (when or where) get the updated invite.
    const moved = keys.some((key) => ["startsAt", "endsAt", "location", "onlineUrl"].includes(key));
    const informed = moved && now < session.endsAt ? await informPlaces(tx, id, promoted, now) : 0;
    await onWrite?.(tx, {
      action: "update",
      entity: "event-session",
      entityId: id,
      before: pick(old, keys),
      after: {
        ...pick(input as unknown as Fields, keys),
        ...(promoted.length > 0 ? { promoted: promoted.length } : {}),
        ...(informed > 0 ? { informed } : {}),
      },
    });
    return { changed: true, promoted, informed };
  });
}

/**
 * Cancels a session before it starts: no more registrations, every place and waitlist entry
 * cancelled. Those with a place get the calendar's CANCEL for their invite, those on the
 * waitlist a plain mail; all queued in the transaction of the change.
 */
export async function cancelSession(db: Database, id: string, now: Date, onWrite?: OnWrite) {
  return inTransaction(db, async (tx) => {
    const [session] = await tx.select().from(eventSessions).where(eq(eventSessions.id, id)).for("update");
    if (!session) return notFound();
    if (session.cancelledAt) return fail("conflict", { key: "eventForm.errors.alreadyCancelled" });
    if (now >= session.startsAt) return fail("conflict", { key: "eventForm.errors.startedCancel" });
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
      const mail = registration.status === "registered" ? "session-cancelled" : "session-cancelled-waitlist";
      await queueRegistrationMail(tx, registration.id, mail, now);
    }
    const places = live.filter((registration) => registration.status === "registered").length;
    const waitlisted = live.length - places;
    await onWrite?.(tx, {
      action: "cancel",
      entity: "event-session",
      entityId: id,
      before: { cancelledAt: null, registered: places, waitlisted },
      after: { cancelledAt: now, registered: 0, waitlisted: 0 },
    });
    return { places, waitlisted };
  });
}

// ---- attendance ----

/** Attendance can be marked once a session has started, not before. */
export function hasStarted(session: { startsAt: Date }, now: Date): boolean {
  return now.getTime() >= session.startsAt.getTime();
}

/** Updates per statement: far below PostgreSQL's limit of 65,535 parameters. */
const CHUNK = 5_000;

function chunks<T>(list: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) result.push(list.slice(start, start + CHUNK));
  return result;
}

/**
 * Saves who came to a session: the places in `attended` are marked (keeping the time of an
 * earlier mark), every other place of the session is unmarked. Refused, with nothing changed,
 * before the session starts, for an id that is not a registration of this session, and for a
 * waitlisted or cancelled registration (only a place can be attended; the database says so too).
 * The change is saved under a lock on the session's row.
 */
export async function setAttendance(
  db: Database,
  input: { sessionId: string; attended: readonly string[] },
  now: Date,
  onWrite?: OnWrite,
): Promise<{ attended: number; changed: number }> {
  return inTransaction(db, async (tx) => {
    const [session] = await tx
      .select({ id: eventSessions.id, startsAt: eventSessions.startsAt })
      .from(eventSessions)
      .where(eq(eventSessions.id, input.sessionId))
      .for("update");
    if (!session) return fail("notFound");
    if (!hasStarted(session, now)) return fail("conflict", { key: "sessions.errors.notStarted" });
    // Every registration of this session, so ids are checked here without a query per id.
    const registrations = await tx
      .select({
        id: eventRegistrations.id,
        status: eventRegistrations.status,
        attendedAt: eventRegistrations.attendedAt,
      })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.sessionId, session.id))
      .for("update");
    const byId = new Map(registrations.map((registration) => [registration.id, registration]));
    const marked = new Set(input.attended.map((id) => id.toLowerCase()));
    for (const id of marked) {
      const registration = byId.get(id);
      if (!registration) fail("invalid", { key: "sessions.errors.unknownRegistration" });
      if (registration.status !== "registered") fail("conflict", { key: "sessions.errors.notRegistered" });
    }
    const places = registrations.filter((registration) => registration.status === "registered");
    const toMark = places.filter((place) => marked.has(place.id) && place.attendedAt === null).map((place) => place.id);
    const toClear = places
      .filter((place) => !marked.has(place.id) && place.attendedAt !== null)
      .map((place) => place.id);
    const attended = places.filter((place) => marked.has(place.id)).length;
    if (toMark.length === 0 && toClear.length === 0) return { attended, changed: 0 };
    const scope = (ids: string[]) =>
      and(
        eq(eventRegistrations.sessionId, session.id),
        eq(eventRegistrations.status, "registered"),
        inArray(eventRegistrations.id, ids),
      );
    for (const ids of chunks(toMark)) {
      await tx.update(eventRegistrations).set({ attendedAt: now }).where(scope(ids));
    }
    for (const ids of chunks(toClear)) {
      await tx.update(eventRegistrations).set({ attendedAt: null }).where(scope(ids));
    }
    // One field per place that changed (its registration id): when it was marked, or nothing.
    const before: Fields = { attended: places.filter((place) => place.attendedAt !== null).length };
    const after: Fields = { attended };
    for (const id of toMark) {
      before[id] = null;
      after[id] = now;
    }
    for (const id of toClear) {
      before[id] = byId.get(id)?.attendedAt ?? null;
      after[id] = null;
    }
    await onWrite?.(tx, { action: "attendance", entity: "event-session", entityId: session.id, before, after });
    return { attended, changed: toMark.length + toClear.length };
  });
}
