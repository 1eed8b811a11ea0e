import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import { coachHolidayOptOuts } from "~/db/schema/scheduling";
import { listBusyIntervals } from "./calendar-busy.server";
import { holidaysBetween } from "./holidays";
import { SESSION_MINUTES, type SessionKind } from "./sessions";
import { type AvailabilityInput, type DateOverride, freeSlots, type Slot, type WallTime } from "./slots";
import { addDays, formatLocalDate, localDateOf } from "./zoned-time";

const wall = (minutes: number): WallTime =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` as WallTime;

type CoachRow = typeof coaches.$inferSelect;
export type CoachAvailability = Omit<AvailabilityInput, "now" | "rules"> & {
  rules: Omit<AvailabilityInput["rules"], "durationMinutes">;
};

/**
 * Everything the slot engine needs for several coaches, in six queries whatever their number:
 * weekly hours, overrides and vacations from today on, the holidays each coach works on, live
 * appointments (with buffers) and the busy time of the coaches' own calendars.
 * A Dutch public holiday the coach does not work on is a day off, unless the coach gave that
 * date its own hours: a date override is the coach's word for that one day and wins over the
 * holiday (as the holiday wins over the weekly hours).
 * `exceptAppointment` leaves one appointment out, so rescheduling can move into its own time.
 */
export async function loadAvailability(
  db: Database,
  coachRows: Pick<
    CoachRow,
    "id" | "timeZone" | "bufferMinutes" | "minimumNoticeMinutes" | "windowDays" | "gridMinutes" | "maxPerDay"
  >[],
  now: Date,
  exceptAppointment?: string,
): Promise<Map<string, CoachAvailability>> {
  const result = new Map<string, CoachAvailability>();
  if (coachRows.length === 0) return result;
  const ids = coachRows.map((coach) => coach.id);
  // Yesterday in UTC is on or before "today" in every zone.
  const today = formatLocalDate(addDays(localDateOf(now.getTime(), "UTC"), -1));
  // One query after another: inside a booking's transaction there is one connection, and
  // node-postgres refuses (and will throw on) a query sent while another is still running on it.
  const weekly = await db.select().from(coachWeeklyHours).where(inArray(coachWeeklyHours.coachId, ids));
  const overrideRows = await db
    .select()
    .from(coachDateOverrides)
    .where(and(inArray(coachDateOverrides.coachId, ids), gte(coachDateOverrides.date, today)));
  const vacations = await db
    .select()
    .from(coachVacations)
    .where(and(inArray(coachVacations.coachId, ids), gte(coachVacations.toDate, today)));
  const optOuts = await db
    .select({ coachId: coachHolidayOptOuts.coachId, holiday: coachHolidayOptOuts.holiday })
    .from(coachHolidayOptOuts)
    .where(inArray(coachHolidayOptOuts.coachId, ids));
  const taken = await db
    .select({
      coachId: appointments.coachId,
      from: sql<Date | string>`lower(${appointments.blocks})`,
      to: sql<Date | string>`upper(${appointments.blocks})`,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.coachId, ids),
        ne(appointments.status, "cancelled"),
        gte(appointments.endsAt, new Date(now.getTime() - 86_400_000)),
        exceptAppointment ? ne(appointments.id, exceptAppointment) : undefined,
      ),
    );
  const longestWindow = Math.max(...coachRows.map((coach) => coach.windowDays));
  const calendarBusy = await listBusyIntervals(
    db,
    ids,
    new Date(now.getTime() - 86_400_000),
    new Date(now.getTime() + (longestWindow + 1) * 86_400_000),
  );
  for (const coach of coachRows) {
    result.set(coach.id, {
      timeZone: coach.timeZone,
      weekly: [],
      overrides: [],
      vacations: [],
      busy: [],
      blocked: [],
      rules: {
        bufferMinutes: coach.bufferMinutes,
        minimumNoticeMinutes: coach.minimumNoticeMinutes,
        windowDays: coach.windowDays,
        gridMinutes: coach.gridMinutes,
        maxPerDay: coach.maxPerDay,
      },
    });
  }
  for (const row of weekly) {
    result
      .get(row.coachId)
      ?.weekly.push({ weekday: row.weekday, start: wall(row.startMinute), end: wall(row.endMinute) });
  }
  const overridesByCoach = new Map<string, Map<string, DateOverride>>();
  for (const row of overrideRows) {
    const byDate = overridesByCoach.get(row.coachId) ?? new Map<string, DateOverride>();
    const override = byDate.get(row.date) ?? { date: row.date, ranges: [] };
    if (row.startMinute !== null && row.endMinute !== null) {
      override.ranges.push({ start: wall(row.startMinute), end: wall(row.endMinute) });
    }
    byDate.set(row.date, override);
    overridesByCoach.set(row.coachId, byDate);
  }
  // The holidays of the longest window, in every coach's zone (a holiday is a date on their calendar).
  const holidays = holidaysBetween(
    today,
    formatLocalDate(addDays(localDateOf(now.getTime(), "UTC"), longestWindow + 2)),
  );
  const worked = new Set(optOuts.map((row) => `${row.coachId}:${row.holiday}`));
  for (const coach of coachRows) {
    const byDate = overridesByCoach.get(coach.id) ?? new Map<string, DateOverride>();
    for (const holiday of holidays) {
      if (worked.has(`${coach.id}:${holiday.key}`) || byDate.has(holiday.date)) continue;
      byDate.set(holiday.date, { date: holiday.date, ranges: [] });
    }
    if (byDate.size > 0) overridesByCoach.set(coach.id, byDate);
  }
  for (const [coachId, byDate] of overridesByCoach) {
    const entry = result.get(coachId);
    if (entry) entry.overrides = [...byDate.values()];
  }
  for (const row of vacations) result.get(row.coachId)?.vacations?.push({ from: row.fromDate, to: row.toDate });
  for (const row of taken) result.get(row.coachId)?.busy?.push({ start: new Date(row.from), end: new Date(row.to) });
  for (const row of calendarBusy) result.get(row.coachId)?.blocked?.push({ start: row.start, end: row.end });
  return result;
}

/**
 * Free slots of one loaded coach for a session type; `days` shortens the window (never lengthens
 * it), `limit` stops after that many.
 */
export function slotsFor(
  availability: CoachAvailability,
  kind: SessionKind,
  now: Date,
  days?: number,
  limit?: number,
): Slot[] {
  return freeSlots({
    ...availability,
    limit,
    rules: {
      ...availability.rules,
      durationMinutes: SESSION_MINUTES[kind],
      windowDays: days === undefined ? availability.rules.windowDays : Math.min(days, availability.rules.windowDays),
    },
    now,
  });
}

/** The first free slot in the coach's booking window. */
export function nextFreeSlot(availability: CoachAvailability, kind: SessionKind, now: Date): Slot | null {
  return slotsFor(availability, kind, now, undefined, 1)[0] ?? null;
}

/** A coach's free slots for a session type, from what the database holds now. */
export async function coachFreeSlots(
  db: Database,
  coachId: string,
  kind: SessionKind,
  now: Date,
  exceptAppointment?: string,
): Promise<Slot[]> {
  const [coach] = await db.select().from(coaches).where(eq(coaches.id, coachId));
  if (!coach) return [];
  const availability = (await loadAvailability(db, [coach], now, exceptAppointment)).get(coach.id);
  return availability ? slotsFor(availability, kind, now) : [];
}
