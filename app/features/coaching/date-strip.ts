// The booking date strip of a coach's page: which day of the shown week is open, how many free
// times each day has, and, after a time was taken by someone else, the free times nearest to it.
// Pure: the week's days come grouped from `weekOfSlots`, instants as ISO strings.
import type { DayPart, WeekDay } from "./week";
import { formatLocalDate, localDateOf } from "./zoned-time";

export const dayParts: readonly DayPart[] = ["morning", "afternoon", "evening"];

export interface StripDay {
  /** "YYYY-MM-DD" on the viewer's calendar. */
  date: string;
  /** The number of free times that day: 0 shows the day as not choosable. */
  free: number;
}

/** The days of the strip, in order, each with its number of free times. */
export function stripOf(days: readonly WeekDay[]): StripDay[] {
  return days.map((day) => ({ date: day.date, free: dayParts.reduce((sum, part) => sum + day.parts[part].length, 0) }));
}

/**
 * The day whose times are shown: the one asked for when it is in the week; else the day of the
 * chosen time; else the first day with a free time; else the week's first day (which then says
 * there is nothing free).
 */
export function openDay(days: readonly WeekDay[], asked: string | null, chosenDay: string | null): string {
  const strip = stripOf(days);
  const inWeek = (date: string | null) => (date && strip.some((day) => day.date === date) ? date : null);
  return (
    inWeek(asked) ??
    inWeek(chosenDay) ??
    strip.find((day) => day.free > 0)?.date ??
    // A week always has seven days; the empty string only satisfies the type.
    strip[0]?.date ??
    ""
  );
}

/** The viewer's calendar day of an instant, "YYYY-MM-DD". */
export const dayOf = (iso: string, timeZone: string): string =>
  formatLocalDate(localDateOf(new Date(iso).getTime(), timeZone));

/**
 * The `count` free times nearest to `taken` (before or after it; the earlier of two equally near),
 * in the order of the calendar. The taken time itself is never offered, even when a list that is
 * a moment old still has it.
 */
export function nearestFree(free: readonly string[], taken: string, count = 3): string[] {
  const at = new Date(taken).getTime();
  return free
    .map((iso) => ({ iso, time: new Date(iso).getTime() }))
    .filter((slot) => Number.isFinite(slot.time) && slot.time !== at)
    .sort((a, b) => Math.abs(a.time - at) - Math.abs(b.time - at) || a.time - b.time)
    .slice(0, count)
    .sort((a, b) => a.time - b.time)
    .map((slot) => slot.iso);
}
