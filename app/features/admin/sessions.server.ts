import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { eventRegistrations, eventSessions, events, type SessionChoice } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import type { Language } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import "~/utils/i18n/resources.server";
import { type OnWrite, setAttendance as saveAttendance } from "~/features/events/manage.server";
import { type CsvValue, csvDocument } from "~/utils/csv";

export { hasStarted } from "~/features/events/manage.server";

import type { SessionSummary } from "~/features/events/events.server";
import { type Actor, recordAudit } from "./audit.server";
import { wallClockOf } from "./events-admin.schema";

// The back office's view of events and their sessions: every event with its sessions and their
// places, one session with its registrations and waitlist, and attendance once a session has
// started. Titles come in both languages; the page picks the account's.

/** Registrations that hold a place or a place in the queue; a cancelled one is neither. */
const LIVE = ["registered", "waitlisted"] as const;

export type AdminSessionListRow = Pick<
  SessionSummary,
  "id" | "titleNl" | "titleEn" | "startsAt" | "endsAt" | "location" | "online" | "capacity" | "waitlisted" | "cancelled"
> & { registered: number };

/** A session's columns as the back office's lists show them. */
export const sessionListColumns = {
  titleNl: eventSessions.titleNl,
  titleEn: eventSessions.titleEn,
  startsAt: eventSessions.startsAt,
  endsAt: eventSessions.endsAt,
  location: eventSessions.location,
  onlineUrl: eventSessions.onlineUrl,
  capacity: eventSessions.capacity,
  cancelledAt: eventSessions.cancelledAt,
};

/** Places taken and waiting per session, as a subquery to join on `sessionId`. */
export function registrationCounts(db: Database) {
  return db
    .select({
      sessionId: eventRegistrations.sessionId,
      registered: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'registered'))::int`.as(
        "registered",
      ),
      waitlisted: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'waitlisted'))::int`.as(
        "waitlisted",
      ),
    })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.status, [...LIVE]))
    .groupBy(eventRegistrations.sessionId)
    .as("counts");
}

export interface AdminEventListRow {
  id: string;
  slug: string;
  kind: string;
  titleNl: string;
  titleEn: string;
  /** Null: the event is for everyone. */
  partnerName: string | null;
  /** Every session of the event, past and upcoming. */
  sessionCount: number;
  /** The event's sessions in this part of the list. */
  sessions: AdminSessionListRow[];
}

export interface AdminEventList {
  /** Events with a session that has not ended, by their next such session; sessions soonest first. */
  upcoming: AdminEventListRow[];
  /** Events with a session that has ended, most recent first; sessions latest first. */
  past: AdminEventListRow[];
  /** Events without any session yet, by title. */
  unscheduled: AdminEventListRow[];
}

/**
 * Every event with its sessions and their counts, in one query (the counts are aggregated in a
 * subquery joined to the sessions). An event with sessions on both sides of `now` appears in both
 * parts; a session still running counts as upcoming.
 */
export async function listAdminEvents(db: Database, now: Date): Promise<AdminEventList> {
  const counts = registrationCounts(db);
  const rows = await db
    .select({
      eventId: events.id,
      slug: events.slug,
      kind: events.kind,
      eventTitleNl: events.titleNl,
      eventTitleEn: events.titleEn,
      partnerName: partners.name,
      sessionId: eventSessions.id,
      ...sessionListColumns,
      registered: counts.registered,
      waitlisted: counts.waitlisted,
    })
    .from(events)
    .leftJoin(partners, eq(partners.id, events.partnerId))
    .leftJoin(eventSessions, eq(eventSessions.eventId, events.id))
    .leftJoin(counts, eq(counts.sessionId, eventSessions.id))
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.id), asc(events.titleNl), asc(events.id));

  type Part = Map<string, AdminEventListRow>;
  const upcoming: Part = new Map();
  const past: Part = new Map();
  const unscheduled: AdminEventListRow[] = [];
  const sessionCount = new Map<string, number>();
  for (const row of rows) if (row.sessionId) sessionCount.set(row.eventId, (sessionCount.get(row.eventId) ?? 0) + 1);
  const entryOf = (row: (typeof rows)[number]): AdminEventListRow => ({
    id: row.eventId,
    slug: row.slug,
    kind: row.kind,
    titleNl: row.eventTitleNl,
    titleEn: row.eventTitleEn,
    partnerName: row.partnerName,
    sessionCount: sessionCount.get(row.eventId) ?? 0,
    sessions: [],
  });
  for (const row of rows) {
    if (!row.sessionId || !row.startsAt || !row.endsAt || row.titleNl === null || row.titleEn === null) {
      unscheduled.push(entryOf(row));
      continue;
    }
    const part = row.endsAt.getTime() > now.getTime() ? upcoming : past;
    const entry = part.get(row.eventId) ?? entryOf(row);
    entry.sessions.push({
      id: row.sessionId,
      titleNl: row.titleNl,
      titleEn: row.titleEn,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      location: row.location,
      online: row.onlineUrl !== null,
      capacity: row.capacity ?? 0,
      registered: Number(row.registered ?? 0),
      waitlisted: Number(row.waitlisted ?? 0),
      cancelled: row.cancelledAt !== null,
    });
    part.set(row.eventId, entry);
  }
  // Rows come soonest first: upcoming events are already in the order of their next session; the
  // past is read backwards, so the most recent session (and its event) comes first.
  const pastEvents = [...past.values()].reverse();
  for (const entry of pastEvents) entry.sessions.reverse();
  return { upcoming: [...upcoming.values()], past: pastEvents, unscheduled };
}

export type RegistrationStatus = (typeof LIVE)[number];

export interface AdminRegistration {
  id: string;
  /** 1 for the first place (in order of registration) or the first on the waitlist (in queue order). */
  position: number;
  status: RegistrationStatus;
  userId: string;
  name: string;
  email: string;
  /** The choice's value as stored, or null when the session offers none. */
  choice: string | null;
  requestedAt: Date;
  /** When the back office marked the person as having come; null: not (yet) marked. */
  attendedAt: Date | null;
}

export interface AdminSessionDetail {
  session: Omit<typeof eventSessions.$inferSelect, "eventId">;
  event: Pick<AdminEventListRow, "id" | "slug" | "kind" | "titleNl" | "titleEn" | "partnerName">;
  /** Places, in order of registration. */
  places: AdminRegistration[];
  /** The waitlist, in queue order. */
  waitlist: AdminRegistration[];
}

/** A session with its event, its places and its waitlist, or null when there is no such session. */
export async function adminSession(db: Database, id: string): Promise<AdminSessionDetail | null> {
  const [row] = await db
    .select({ session: eventSessions, event: events, partnerName: partners.name })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .leftJoin(partners, eq(partners.id, events.partnerId))
    .where(eq(eventSessions.id, id));
  if (!row) return null;
  const registrations = await db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      userId: eventRegistrations.userId,
      name: users.name,
      email: users.email,
      choice: eventRegistrations.choice,
      requestedAt: eventRegistrations.requestedAt,
      queue: eventRegistrations.queue,
      attendedAt: eventRegistrations.attendedAt,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(and(eq(eventRegistrations.sessionId, id), inArray(eventRegistrations.status, [...LIVE])))
    .orderBy(asc(eventRegistrations.requestedAt), asc(eventRegistrations.queue));
  const listOf = (status: RegistrationStatus, rows: typeof registrations): AdminRegistration[] =>
    rows
      .filter((registration) => registration.status === status)
      .map(({ queue: _queue, ...registration }, index) => ({ ...registration, status, position: index + 1 }));
  const { eventId: _eventId, ...session } = row.session;
  const { id: eventId, slug, kind, titleNl, titleEn } = row.event;
  return {
    session,
    event: { id: eventId, slug, kind, titleNl, titleEn, partnerName: row.partnerName },
    places: listOf("registered", registrations),
    waitlist: listOf(
      "waitlisted",
      [...registrations].sort((a, b) => a.queue - b.queue),
    ),
  };
}

/**
 * Saves who came to a session (`features/events/manage.server.ts`), audited in the transaction of
 * the change. Refused before the session starts and for an id that is not one of its places.
 */
export const setAttendance = (
  db: Database,
  actor: Actor,
  input: { sessionId: string; attended: readonly string[] },
  now: Date,
) => saveAttendance(db, input, now, auditedBy(actor));

const auditedBy =
  (actor: Actor): OnWrite =>
  (tx, change) =>
    recordAudit(tx, { actor, ...change });

/** A choice as the account's language names it; a value the session no longer offers as stored. */
export function choiceLabel(choices: readonly SessionChoice[], value: string | null, lng: Language): string {
  if (value === null) return "";
  const choice = choices.find((option) => option.value === value);
  return choice ? choice[lng] : value;
}

/** "2027-03-20 10:00" on the zone's calendar: a time that spreadsheets sort and read as one. */
export function spreadsheetTime(value: Date, timeZone: string): string {
  const { date, time } = wallClockOf(value, timeZone);
  return `${date} ${time}`;
}

/**
 * The session's registrations as a spreadsheet: the places, then the waitlist, each with its
 * position, in the account's language and time zone. Names and addresses are members' own text:
 * `csvDocument` keeps anything that looks like a formula as text.
 */
export function registrationsCsv(detail: AdminSessionDetail, lng: Language, timeZone: string): string {
  const t = getI18n(lng).getFixedT(lng, "admin");
  const header: CsvValue[] = [
    t("sessions.csv.position"),
    t("sessions.csv.status"),
    t("sessions.csv.name"),
    t("sessions.csv.email"),
    t("sessions.csv.choice"),
    t("sessions.csv.registeredAt"),
    t("sessions.csv.attended"),
  ];
  const line = (registration: AdminRegistration): CsvValue[] => [
    registration.position,
    t(`sessions.status.${registration.status}`),
    registration.name,
    registration.email,
    choiceLabel(detail.session.choices, registration.choice, lng),
    spreadsheetTime(registration.requestedAt, timeZone),
    registration.status === "registered"
      ? registration.attendedAt
        ? t("sessions.csv.yes")
        : t("sessions.csv.no")
      : "",
  ];
  return csvDocument([header, ...detail.places.map(line), ...detail.waitlist.map(line)]);
}

/** The download's file name: the session's slug, which the database keeps to letters, digits and dashes. */
export function registrationsFileName(detail: AdminSessionDetail): string {
  return `registrations-${detail.session.slug}.csv`;
}
