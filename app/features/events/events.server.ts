import { and, asc, count, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { eventRegistrations, eventSessions, events } from "~/db/schema/events";
import { partnerMemberships } from "~/db/schema/partners";

/** The partners an account belongs to (none for a visitor). */
export async function partnerIdsOf(db: Database, userId: string | null | undefined): Promise<string[]> {
  if (!userId) return [];
  const rows = await db
    .select({ id: partnerMemberships.partnerId })
    .from(partnerMemberships)
    .where(eq(partnerMemberships.userId, userId));
  return rows.map((row) => row.id);
}

/** Places taken per session, in one query: only for the sessions given (a page's, an event's). */
export async function takenBySession(db: Database, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, { registered: number; waitlisted: number }>();
  const rows = await db
    .select({ sessionId: eventRegistrations.sessionId, status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.sessionId, sessionIds),
        inArray(eventRegistrations.status, ["registered", "waitlisted"]),
      ),
    )
    .groupBy(eventRegistrations.sessionId, eventRegistrations.status);
  const map = new Map<string, { registered: number; waitlisted: number }>();
  for (const row of rows) {
    const entry = map.get(row.sessionId) ?? { registered: 0, waitlisted: 0 };
    if (row.status === "registered") entry.registered = row.n;
    else entry.waitlisted = row.n;
    map.set(row.sessionId, entry);
  }
  return map;
}

export interface SessionSummary {
  id: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  online: boolean;
  capacity: number;
  placesLeft: number;
  waitlisted: number;
  registrationDeadline: Date;
  /** The back office cancelled it: shown as cancelled, no places. */
  cancelled: boolean;
}

export function summarise(
  session: typeof eventSessions.$inferSelect,
  taken: { registered: number; waitlisted: number } | undefined,
): SessionSummary {
  return {
    id: session.id,
    slug: session.slug,
    titleNl: session.titleNl,
    titleEn: session.titleEn,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    location: session.location,
    online: session.onlineUrl !== null,
    capacity: session.capacity,
    placesLeft: Math.max(0, session.capacity - (taken?.registered ?? 0)),
    waitlisted: taken?.waitlisted ?? 0,
    registrationDeadline: session.registrationDeadline,
    cancelled: session.cancelledAt !== null,
  };
}

/** An event by its slug with all its sessions (past ones too, marked by their dates). */
export async function getEvent(db: Database, slug: string) {
  const [event] = await db.select().from(events).where(eq(events.slug, slug));
  if (!event) return null;
  const sessions = await db
    .select()
    .from(eventSessions)
    .where(eq(eventSessions.eventId, event.id))
    .orderBy(asc(eventSessions.startsAt));
  const taken = await takenBySession(
    db,
    sessions.map((session) => session.id),
  );
  return { event, sessions: sessions.map((session) => summarise(session, taken.get(session.id))) };
}

/** A session by its slug (or id) with its event, its places, and the viewer's registration. */
export async function getSession(db: Database, by: { slug: string } | { id: string }, userId: string | null) {
  const [row] = await db
    .select({ session: eventSessions, event: events })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where("slug" in by ? eq(eventSessions.slug, by.slug) : eq(eventSessions.id, by.id));
  if (!row) return null;
  const taken = (await takenBySession(db, [row.session.id])).get(row.session.id);
  const mine = userId ? await myRegistration(db, row.session.id, userId) : null;
  return { ...row, summary: summarise(row.session, taken), mine };
}

/** The viewer's live registration for a session, with their place on the waitlist. */
export async function myRegistration(db: Database, sessionId: string, userId: string) {
  const [registration] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.sessionId, sessionId),
        eq(eventRegistrations.userId, userId),
        inArray(eventRegistrations.status, ["registered", "waitlisted"]),
      ),
    );
  if (!registration) return null;
  const position = registration.status === "waitlisted" ? await waitlistPosition(db, registration) : null;
  return {
    id: registration.id,
    status: registration.status as "registered" | "waitlisted",
    choice: registration.choice,
    position,
  };
}

/** 1 for the first on the waitlist. */
export async function waitlistPosition(
  db: Pick<Database, "select">,
  registration: { sessionId: string; queue: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.sessionId, registration.sessionId),
        eq(eventRegistrations.status, "waitlisted"),
        lt(eventRegistrations.queue, registration.queue),
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** A member's upcoming registrations (places and waitlist), soonest first, for the dashboard. */
export async function myUpcomingEvents(db: Database, userId: string, now: Date, limit = 20) {
  const rows = await db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      sessionSlug: eventSessions.slug,
      sessionTitleNl: eventSessions.titleNl,
      sessionTitleEn: eventSessions.titleEn,
      eventTitleNl: events.titleNl,
      eventTitleEn: events.titleEn,
      startsAt: eventSessions.startsAt,
    })
    .from(eventRegistrations)
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        inArray(eventRegistrations.status, ["registered", "waitlisted"]),
        gte(eventSessions.endsAt, now),
      ),
    )
    .orderBy(asc(eventSessions.startsAt))
    // The dashboard shows what is coming, not a member's whole calendar.
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as "registered" | "waitlisted" }));
}
