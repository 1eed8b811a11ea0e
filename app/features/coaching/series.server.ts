import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointmentSeries, appointments, coaches } from "~/db/schema/coaching";
import { fail } from "~/utils/app-error";
import { loadAvailability, slotsFor } from "./availability.server";
import { insertAppointment, lock, memberBusy, refuseBooking } from "./booking.server";
import { allowanceFor, bookingEligibility } from "./eligibility.server";
import { queueAppointmentMails } from "./notifications.server";
import {
  allowanceCovers,
  allowanceYearOf,
  followingOccurrences,
  type Occurrence,
  type SeriesInterval,
  seriesOccurrences,
} from "./series";
import { SESSION_MINUTES } from "./sessions";
import { invalidateCoachViews } from "./view-cache.server";

// Booking a series: every occurrence an ordinary coaching appointment (`appointments.series_id`),
// under the same rules and allowance as one booked on its own. All of them or none. Moving or
// cancelling one occurrence later goes through the single-appointment paths and touches no other.

/** Why an occurrence cannot be booked: the coach's time is taken, never offered, or the member is busy. */
export type OccurrenceState = "free" | "taken" | "not-offered" | "member-busy";

export interface PlannedOccurrence {
  index: number;
  date: string;
  /** The start as `toISOString()` gives it; null for a wall time the clocks skip. */
  start: string | null;
  state: OccurrenceState;
}

export interface SeriesRequest {
  coachId: string;
  memberId: string;
  /** The first session's start, or (with `following`) the appointment the series follows. */
  from: Date;
  intervalWeeks: SeriesInterval;
  count: number;
  /** The coach books the sessions after one of theirs: the first is one interval after `from`. */
  following?: boolean;
  now: Date;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Queryable = Database | Tx;

async function occurrencesFor(db: Queryable, request: SeriesRequest) {
  const [coach] = await db.select().from(coaches).where(eq(coaches.id, request.coachId));
  if (!coach) refuseBooking("unknown-coach");
  const make = request.following ? followingOccurrences : seriesOccurrences;
  return { coach, occurrences: make(request.from, request.intervalWeeks, request.count, coach.timeZone) };
}

/**
 * Each occurrence against what the database holds now: a free coaching slot of the coach (hours,
 * overrides, vacations, notice, window, daily maximum, other appointments, the coach's calendars)
 * and a time the member has no other session.
 */
async function stateOf(db: Queryable, request: SeriesRequest): Promise<PlannedOccurrence[]> {
  const { coach, occurrences } = await occurrencesFor(db, request);
  const availability = (await loadAvailability(db as Database, [coach], request.now)).get(coach.id);
  const free = new Set(
    availability ? slotsFor(availability, "coaching", request.now).map((s) => s.start.getTime()) : [],
  );
  const offered = new Set(
    availability
      ? slotsFor({ ...availability, busy: [], blocked: [] }, "coaching", request.now).map((s) => s.start.getTime())
      : [],
  );
  const planned: PlannedOccurrence[] = [];
  // One after another: inside a transaction the queries share one connection.
  for (const occurrence of occurrences)
    planned.push(await occurrenceState(db, request.memberId, occurrence, free, offered));
  return planned;
}

async function occurrenceState(
  db: Queryable,
  memberId: string,
  occurrence: Occurrence,
  free: Set<number>,
  offered: Set<number>,
): Promise<PlannedOccurrence> {
  const base = { index: occurrence.index, date: occurrence.date, start: occurrence.start?.toISOString() ?? null };
  const at = occurrence.start?.getTime();
  if (at === undefined) return { ...base, state: "not-offered" };
  if (!free.has(at)) return { ...base, state: offered.has(at) ? "taken" : "not-offered" };
  const end = new Date(at + SESSION_MINUTES.coaching * 60_000);
  if (await memberBusy(db, memberId, new Date(at), end)) return { ...base, state: "member-busy" };
  return { ...base, state: "free" };
}

/** Whether the member's allowance covers every occurrence, each counted in its own year. */
async function allowanceFits(db: Queryable, memberId: string, starts: Date[]) {
  const left = new Map<number, number>();
  for (const start of starts) {
    const year = allowanceYearOf(start);
    if (!left.has(year)) left.set(year, (await allowanceFor(db, memberId, start)).left);
  }
  return allowanceCovers(starts, (year) => left.get(year) ?? 0).covered;
}

/**
 * The preview of a series before it is booked: each occurrence with its state, and whether the
 * member's allowance covers them all. Nothing is written.
 */
export async function planSeries(db: Database, request: SeriesRequest) {
  const dates = await stateOf(db, request);
  const starts = dates.flatMap((item) => (item.start ? [new Date(item.start)] : []));
  return {
    dates,
    allFree: dates.every((item) => item.state === "free"),
    allowanceCovers: await allowanceFits(db, request.memberId, starts),
  };
}

export interface BookedSeries {
  seriesId: string;
  appointmentIds: string[];
  duplicate: boolean;
}

/**
 * Books a series in one transaction, all or nothing. Under the member's and the coach's locks (as
 * a single booking takes them) it checks the member's account, that the allowance of each year
 * covers that year's occurrences, and that every occurrence is free; when some are not, it refuses
 * with those dates (`describe` puts them in the reader's words) and books none. Each occurrence is
 * then inserted as an ordinary appointment with the series' id, so the exclusion constraints stay
 * the last word: one taken meanwhile undoes the whole series. Every occurrence gets its own
 * confirmation with its own invite and reminders, as a single booking does. The same idempotency
 * key from the same member returns the series booked first.
 */
export async function bookSeries(
  db: Database,
  request: SeriesRequest & {
    topic?: string;
    idempotencyKey: string;
    bookedBy: "member" | "coach";
    describe?: (starts: Date[]) => string;
  },
): Promise<BookedSeries> {
  const keyOf = (index: number) => `${request.idempotencyKey}:${index}`;
  const result = await db.transaction(async (tx): Promise<BookedSeries> => {
    await lock(tx, `member:${request.memberId}`);
    await lock(tx, `coach:${request.coachId}`);
    const earlier = await seriesOfKey(tx, request.memberId, keyOf(1));
    if (earlier) return { ...earlier, duplicate: true };
    const { eligibility } = await bookingEligibility(
      tx,
      { id: request.memberId },
      { kind: "coaching", at: request.from },
    );
    // The allowance is counted below per year for every occurrence; the rest of the rule stands.
    if (eligibility !== "ok" && eligibility !== "no-allowance") refuseBooking(eligibility);
    const dates = await stateOf(tx, request);
    const starts = dates.flatMap((item) => (item.start ? [new Date(item.start)] : []));
    if (!(await allowanceFits(tx, request.memberId, starts))) {
      fail("conflict", { key: "series:refused.noAllowance", values: { count: request.count } });
    }
    const notFree = dates.filter((item) => item.state !== "free");
    if (notFree.length > 0) {
      const when = notFree.map((item) => (item.start ? new Date(item.start) : new Date(`${item.date}T12:00:00Z`)));
      fail("conflict", {
        key: "series:refused.notFree",
        values: { dates: request.describe ? request.describe(when) : notFree.map((item) => item.date).join(", ") },
      });
    }
    const [series] = await tx
      .insert(appointmentSeries)
      .values({
        coachId: request.coachId,
        memberId: request.memberId,
        intervalWeeks: request.intervalWeeks,
        occurrences: request.count,
        bookedBy: request.bookedBy,
      })
      .returning({ id: appointmentSeries.id });
    const seriesId = series?.id as string;
    const appointmentIds: string[] = [];
    for (const item of dates) {
      const booked = await insertAppointment(tx, {
        coachId: request.coachId,
        memberId: request.memberId,
        kind: "coaching",
        start: new Date(item.start as string),
        topic: request.topic,
        idempotencyKey: keyOf(item.index),
        seriesId,
      });
      appointmentIds.push(booked.appointmentId);
      await queueAppointmentMails(tx, booked.appointmentId, "booked", request.now);
    }
    return { seriesId, appointmentIds, duplicate: false };
  });
  invalidateCoachViews();
  return result;
}

async function seriesOfKey(db: Queryable, memberId: string, key: string) {
  const [first] = await db
    .select({ seriesId: appointments.seriesId, memberId: appointments.memberId, key: appointments.idempotencyKey })
    .from(appointments)
    .where(and(eq(appointments.memberId, memberId), eq(appointments.idempotencyKey, key)));
  if (!first?.seriesId) return null;
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.seriesId, first.seriesId))
    .orderBy(asc(appointments.startsAt));
  return { seriesId: first.seriesId, appointmentIds: rows.map((row) => row.id) };
}

/**
 * The series an appointment belongs to, for its member or its coach: every occurrence in order of
 * start (moved ones where they are now, cancelled ones marked), and this one's place among them.
 * Null when the appointment is in no series or is not theirs.
 */
export async function seriesOfAppointment(
  db: Database,
  appointmentId: string,
  owner: { memberId: string } | { coachId: string },
) {
  const [row] = await db
    .select({ seriesId: appointments.seriesId, memberId: appointments.memberId, coachId: appointments.coachId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row?.seriesId) return null;
  if ("memberId" in owner ? row.memberId !== owner.memberId : row.coachId !== owner.coachId) return null;
  const items = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.seriesId, row.seriesId))
    .orderBy(asc(appointments.startsAt));
  const position = items.findIndex((item) => item.id === appointmentId) + 1;
  return { seriesId: row.seriesId, position, total: items.length, items };
}
