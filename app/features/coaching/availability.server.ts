import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import { SESSION_MINUTES, type SessionKind } from "./booking.server";
import { type DateOverride, freeSlots, type Slot, type WallTime } from "./slots";
import { formatLocalDate, localDateOf } from "./zoned-time";

const wall = (minutes: number): WallTime =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` as WallTime;

/** A coach's free slots for a session type, from what the database holds now. */
export async function coachFreeSlots(db: Database, coachId: string, kind: SessionKind, now: Date): Promise<Slot[]> {
  const [coach] = await db.select().from(coaches).where(eq(coaches.id, coachId));
  if (!coach) return [];
  const today = formatLocalDate(localDateOf(now.getTime(), coach.timeZone));
  const [weekly, overrideRows, vacations, taken] = await Promise.all([
    db.select().from(coachWeeklyHours).where(eq(coachWeeklyHours.coachId, coachId)),
    db
      .select()
      .from(coachDateOverrides)
      .where(and(eq(coachDateOverrides.coachId, coachId), gte(coachDateOverrides.date, today))),
    db
      .select()
      .from(coachVacations)
      .where(and(eq(coachVacations.coachId, coachId), gte(coachVacations.toDate, today))),
    db
      .select({
        from: sql<Date | string>`lower(${appointments.blocks})`,
        to: sql<Date | string>`upper(${appointments.blocks})`,
      })
      .from(appointments)
      .where(
        and(eq(appointments.coachId, coachId), ne(appointments.status, "cancelled"), gte(appointments.endsAt, now)),
      ),
  ]);
  const overrides = new Map<string, DateOverride>();
  for (const row of overrideRows) {
    const override = overrides.get(row.date) ?? { date: row.date, ranges: [] };
    if (row.startMinute !== null && row.endMinute !== null) {
      override.ranges.push({ start: wall(row.startMinute), end: wall(row.endMinute) });
    }
    overrides.set(row.date, override);
  }
  return freeSlots({
    timeZone: coach.timeZone,
    weekly: weekly.map((row) => ({ weekday: row.weekday, start: wall(row.startMinute), end: wall(row.endMinute) })),
    overrides: [...overrides.values()],
    vacations: vacations.map((row) => ({ from: row.fromDate, to: row.toDate })),
    busy: taken.map((row) => ({ start: new Date(row.from), end: new Date(row.to) })),
    rules: {
      durationMinutes: SESSION_MINUTES[kind],
      bufferMinutes: coach.bufferMinutes,
      minimumNoticeMinutes: coach.minimumNoticeMinutes,
      windowDays: coach.windowDays,
      gridMinutes: coach.gridMinutes,
      maxPerDay: coach.maxPerDay,
    },
    now,
  });
}
