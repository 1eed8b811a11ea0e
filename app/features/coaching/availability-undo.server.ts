import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coachDateOverrides, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import type { MinuteRange } from "./hours";
import { addVacation, removeOverride, removeVacation, saveOverride, saveWeeklyHours } from "./practice.server";
import { formatLocalDate, isoWeekday, localDateOf, offsetMinutes } from "./zoned-time";

// A coach's removals on the availability page, undone for 30 seconds by putting back exactly what
// was removed. The removed values travel in the page's undo token (sealed, the coach's own: see
// `features/undo/undo.server.ts`); nothing is kept on the server meanwhile. A member may book the
// time a removal freed within those seconds: putting the availability back over such a booking
// would leave the coach "away" during it, so the undo is then refused and says which booking.

interface WeeklyRow {
  weekday: number;
  start: number;
  end: number;
}

/** What one removal took away, as the undo token carries it. */
export type AvailabilityRemoval =
  /** The week saved with fewer hours: the hours before and after. */
  | { what: "week"; at: string; before: WeeklyRow[]; after: WeeklyRow[] }
  /** A date's own hours (an empty list: the date was a day off). */
  | { what: "override"; at: string; date: string; ranges: MinuteRange[] }
  | { what: "vacation"; at: string; from: string; to: string };

export type AvailabilityUndo =
  | { ok: true }
  /** `gone`: undone already, or changed since. `conflict`: bookings made since, their start times. */
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "conflict"; bookings: Date[] };

const sortRows = (rows: WeeklyRow[]) =>
  [...rows].sort((a, b) => a.weekday - b.weekday || a.start - b.start || a.end - b.end);
const sameRows = (a: WeeklyRow[], b: WeeklyRow[]) => JSON.stringify(sortRows(a)) === JSON.stringify(sortRows(b));

async function weeklyRows(db: Database, coachId: string): Promise<WeeklyRow[]> {
  const rows = await db
    .select()
    .from(coachWeeklyHours)
    .where(eq(coachWeeklyHours.coachId, coachId))
    .orderBy(asc(coachWeeklyHours.weekday), asc(coachWeeklyHours.startMinute));
  return rows.map((row) => ({ weekday: row.weekday, start: row.startMinute, end: row.endMinute }));
}

const weekMap = (rows: WeeklyRow[]) => {
  const days = new Map<number, MinuteRange[]>();
  for (const row of sortRows(rows)) days.set(row.weekday, [...(days.get(row.weekday) ?? []), row]);
  return days;
};

/** Saves the week and returns the removal to offer as an undo, when the save took any hours away. */
export async function saveWeekUndoably(
  db: Database,
  coachId: string,
  days: Map<number, MinuteRange[]>,
  now: Date,
): Promise<AvailabilityRemoval | null> {
  const before = await weeklyRows(db, coachId);
  await saveWeeklyHours(db, coachId, days);
  const after = [...days].flatMap(([weekday, ranges]) => ranges.map((range) => ({ weekday, ...range })));
  const key = (row: WeeklyRow) => `${row.weekday}:${row.start}:${row.end}`;
  const kept = new Set(after.map(key));
  if (before.every((row) => kept.has(key(row)))) return null;
  return { what: "week", at: now.toISOString(), before, after };
}

/** Removes a date's own hours, returning what they were (null when the date had none). */
export async function removeOverrideUndoably(db: Database, coachId: string, date: string, now: Date) {
  const rows = await db
    .select()
    .from(coachDateOverrides)
    .where(and(eq(coachDateOverrides.coachId, coachId), eq(coachDateOverrides.date, date)));
  await removeOverride(db, coachId, date);
  if (rows.length === 0) return null;
  const ranges = rows
    .filter((row) => row.startMinute !== null && row.endMinute !== null)
    .map((row) => ({ start: row.startMinute as number, end: row.endMinute as number }))
    .sort((a, b) => a.start - b.start);
  return { what: "override", at: now.toISOString(), date, ranges } satisfies AvailabilityRemoval;
}

/** Removes a vacation of the coach, returning its dates (null when it was not the coach's). */
export async function removeVacationUndoably(db: Database, coachId: string, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(coachVacations)
    .where(and(eq(coachVacations.coachId, coachId), eq(coachVacations.id, id)));
  await removeVacation(db, coachId, id);
  if (!row) return null;
  return { what: "vacation", at: now.toISOString(), from: row.fromDate, to: row.toDate } satisfies AvailabilityRemoval;
}

/** The coach's local date, weekday and minutes of an appointment (its end on the same day, or 1440). */
function localSpan(startsAt: Date, endsAt: Date, timeZone: string) {
  const start = startsAt.getTime();
  const date = localDateOf(start, timeZone);
  const minuteOf = (instant: number) => {
    const shifted = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
    return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  };
  const sameDay = formatLocalDate(localDateOf(endsAt.getTime() - 1, timeZone)) === formatLocalDate(date);
  return {
    date: formatLocalDate(date),
    weekday: isoWeekday(date),
    start: minuteOf(start),
    end: sameDay ? minuteOf(endsAt.getTime() - 1) + 1 : 1440,
  };
}

const covers = (ranges: MinuteRange[], span: { start: number; end: number }) =>
  ranges.some((range) => range.start <= span.start && span.end <= range.end);

/**
 * Puts back what `removal` took away, unless it was put back or changed since (`gone`) or a member
 * booked, since the removal, a time the restored availability would not cover (`conflict`).
 */
export async function undoAvailabilityRemoval(
  db: Database,
  coach: { id: string; timeZone: string },
  removal: AvailabilityRemoval,
): Promise<AvailabilityUndo> {
  const since = new Date(removal.at);
  const today = removal.what === "week" ? formatLocalDate(localDateOf(since.getTime(), coach.timeZone)) : "";
  // Bookings made since the removal, still on, that the put-back availability would not cover.
  const booked = (
    await db
      .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt, status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.coachId, coach.id), gte(appointments.createdAt, since)))
      .orderBy(asc(appointments.startsAt))
  ).filter((row) => row.status === "confirmed");
  const uncovered = (inside: (span: ReturnType<typeof localSpan>) => boolean) =>
    booked.filter((row) => inside(localSpan(row.startsAt, row.endsAt, coach.timeZone))).map((row) => row.startsAt);

  switch (removal.what) {
    case "week": {
      if (!sameRows(await weeklyRows(db, coach.id), removal.after)) return { ok: false, reason: "gone" };
      const before = weekMap(removal.before);
      // A date with its own hours or in a vacation does not go by the week.
      const [overrides, vacations] = await Promise.all([
        db
          .select({ date: coachDateOverrides.date })
          .from(coachDateOverrides)
          .where(and(eq(coachDateOverrides.coachId, coach.id), gte(coachDateOverrides.date, today))),
        db
          .select()
          .from(coachVacations)
          .where(and(eq(coachVacations.coachId, coach.id), gte(coachVacations.toDate, today))),
      ]);
      const ownHours = new Set(overrides.map((row) => row.date));
      const conflicts = uncovered(
        (span) =>
          !ownHours.has(span.date) &&
          !vacations.some((row) => row.fromDate <= span.date && span.date <= row.toDate) &&
          !covers(before.get(span.weekday) ?? [], span),
      );
      if (conflicts.length > 0) return { ok: false, reason: "conflict", bookings: conflicts };
      await saveWeeklyHours(db, coach.id, before);
      return { ok: true };
    }
    case "override": {
      const [existing] = await db
        .select({ id: coachDateOverrides.id })
        .from(coachDateOverrides)
        .where(and(eq(coachDateOverrides.coachId, coach.id), eq(coachDateOverrides.date, removal.date)));
      if (existing) return { ok: false, reason: "gone" };
      const conflicts = uncovered((span) => span.date === removal.date && !covers(removal.ranges, span));
      if (conflicts.length > 0) return { ok: false, reason: "conflict", bookings: conflicts };
      await saveOverride(db, coach.id, removal.date, removal.ranges);
      return { ok: true };
    }
    case "vacation": {
      const [existing] = await db
        .select({ id: coachVacations.id })
        .from(coachVacations)
        .where(
          and(
            eq(coachVacations.coachId, coach.id),
            eq(coachVacations.fromDate, removal.from),
            eq(coachVacations.toDate, removal.to),
          ),
        );
      if (existing) return { ok: false, reason: "gone" };
      const conflicts = uncovered((span) => removal.from <= span.date && span.date <= removal.to);
      if (conflicts.length > 0) return { ok: false, reason: "conflict", bookings: conflicts };
      await addVacation(db, coach.id, removal.from, removal.to);
      return { ok: true };
    }
  }
}
