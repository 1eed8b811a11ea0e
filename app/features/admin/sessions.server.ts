import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { eventRegistrations, eventSessions, events, type SessionChoice } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import type { Language } from "~/features/i18n/config";
import { getI18n } from "~/features/i18n/instance";
import "~/features/i18n/resources.server";
import { type CsvValue, csvDocument } from "~/utils/csv";
import { type Actor, recordAudit } from "./audit.server";

// The back office's view of events and their sessions: every event with its sessions and their
// places, one session with its registrations and waitlist, and attendance once a session has
// started. Titles come in both languages; the page picks the account's.

/** Registrations that hold a place or a place in the queue; a cancelled one is neither. */
const LIVE = ["registered", "waitlisted"] as const;

export interface AdminSessionListRow {
  id: string;
  titleNl: string;
  titleEn: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  online: boolean;
  capacity: number;
  registered: number;
  waitlisted: number;
  /** The back office cancelled it. */
  cancelled: boolean;
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
  const counts = db
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
  const rows = await db
    .select({
      eventId: events.id,
      slug: events.slug,
      kind: events.kind,
      eventTitleNl: events.titleNl,
      eventTitleEn: events.titleEn,
      partnerName: partners.name,
      sessionId: eventSessions.id,
      titleNl: eventSessions.titleNl,
      titleEn: eventSessions.titleEn,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
      location: eventSessions.location,
      onlineUrl: eventSessions.onlineUrl,
      capacity: eventSessions.capacity,
      cancelledAt: eventSessions.cancelledAt,
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
  session: {
    id: string;
    slug: string;
    titleNl: string;
    titleEn: string;
    startsAt: Date;
    endsAt: Date;
    location: string | null;
    onlineUrl: string | null;
    capacity: number;
    registrationDeadline: Date;
    choices: SessionChoice[];
    cancelledAt: Date | null;
  };
  event: {
    id: string;
    slug: string;
    kind: string;
    titleNl: string;
    titleEn: string;
    partnerName: string | null;
  };
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
  const { session, event } = row;
  return {
    session: {
      id: session.id,
      slug: session.slug,
      titleNl: session.titleNl,
      titleEn: session.titleEn,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      location: session.location,
      onlineUrl: session.onlineUrl,
      capacity: session.capacity,
      registrationDeadline: session.registrationDeadline,
      choices: session.choices,
      cancelledAt: session.cancelledAt,
    },
    event: {
      id: event.id,
      slug: event.slug,
      kind: event.kind,
      titleNl: event.titleNl,
      titleEn: event.titleEn,
      partnerName: row.partnerName,
    },
    places: listOf("registered", registrations),
    waitlist: listOf(
      "waitlisted",
      [...registrations].sort((a, b) => a.queue - b.queue),
    ),
  };
}

/** Attendance can be marked once a session has started, not before. */
export function hasStarted(session: { startsAt: Date }, now: Date): boolean {
  return now.getTime() >= session.startsAt.getTime();
}

export type AttendanceOutcome =
  | { ok: true; attended: number; changed: number }
  | { ok: false; error: "not-found" | "not-started" | "unknown-registration" | "not-registered" };

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
 * The change and its audit entry are saved together, under a lock on the session's row.
 */
export async function setAttendance(
  db: Database,
  actor: Actor,
  input: { sessionId: string; attended: readonly string[] },
  now: Date,
): Promise<AttendanceOutcome> {
  return db.transaction(async (transaction): Promise<AttendanceOutcome> => {
    const tx = transaction as unknown as Database;
    const [session] = await tx
      .select({ id: eventSessions.id, startsAt: eventSessions.startsAt })
      .from(eventSessions)
      .where(eq(eventSessions.id, input.sessionId))
      .for("update");
    if (!session) return { ok: false, error: "not-found" };
    if (!hasStarted(session, now)) return { ok: false, error: "not-started" };
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
      if (!registration) return { ok: false, error: "unknown-registration" };
      if (registration.status !== "registered") return { ok: false, error: "not-registered" };
    }
    const places = registrations.filter((registration) => registration.status === "registered");
    const toMark = places.filter((place) => marked.has(place.id) && place.attendedAt === null).map((place) => place.id);
    const toClear = places
      .filter((place) => !marked.has(place.id) && place.attendedAt !== null)
      .map((place) => place.id);
    const attended = places.filter((place) => marked.has(place.id)).length;
    if (toMark.length === 0 && toClear.length === 0) return { ok: true, attended, changed: 0 };
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
    const before: Record<string, unknown> = { attended: places.filter((place) => place.attendedAt !== null).length };
    const after: Record<string, unknown> = { attended };
    for (const id of toMark) {
      before[id] = null;
      after[id] = now;
    }
    for (const id of toClear) {
      before[id] = byId.get(id)?.attendedAt ?? null;
      after[id] = null;
    }
    await recordAudit(tx, {
      actor,
      action: "attendance",
      entity: "event-session",
      entityId: session.id,
      before,
      after,
    });
    return { ok: true, attended, changed: toMark.length + toClear.length };
  });
}

/** A choice as the account's language names it; a value the session no longer offers as stored. */
export function choiceLabel(choices: readonly SessionChoice[], value: string | null, lng: Language): string {
  if (value === null) return "";
  const choice = choices.find((option) => option.value === value);
  return choice ? choice[lng] : value;
}

/** "2027-03-20 10:00" on the zone's calendar: a time that spreadsheets sort and read as one. */
export function spreadsheetTime(value: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
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
