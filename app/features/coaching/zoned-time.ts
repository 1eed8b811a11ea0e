/** Local calendar dates and wall-clock times in an IANA zone, converted to and from instants. */

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Wall clocks of zones: the offset from UTC at an instant, and the instant of a wall time. Offsets
 * are kept by zone and minute (a zone changes its offset only on a whole minute, and the same
 * instants, a coach's slots, are asked for on every page), so each is worked out by Intl once.
 *
 * It refers to nothing outside its own body but the runtime's globals (Intl, Date, Math, Map,
 * Set): the calendar worker evaluates its source text beside the expander's (`ical-busy.ts`).
 */
export function zoneClock() {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const offsets = new Map<string, number>();
  const OFFSETS_KEPT = 20_000;

  const formatter = (timeZone: string): Intl.DateTimeFormat => {
    let format = formatters.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
      formatters.set(timeZone, format);
    }
    return format;
  };

  /** The zone's offset from UTC at an instant, in minutes (Amsterdam in summer: 120). */
  const offsetMinutes = (instant: number, timeZone: string): number => {
    const key = `${timeZone}|${Math.floor(instant / 60_000)}`;
    const known = offsets.get(key);
    if (known !== undefined) return known;
    const parts: Record<string, number> = {};
    for (const part of formatter(timeZone).formatToParts(instant)) {
      if (part.type !== "literal") parts[part.type] = Number(part.value);
    }
    const asUtc = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    const offset = Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
    return offset;
  };

  /**
   * The instant at which the wall clock in `timeZone` shows `minutes` after midnight of `date`,
   * or null when that wall time does not exist (skipped by a DST change). A wall time that occurs
   * twice (clocks going back) resolves to its first occurrence.
   */
  const localTimeToInstant = (
    date: { year: number; month: number; day: number },
    minutes: number,
    timeZone: string,
  ): number | null => {
    const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
    // The offset can only be one of the offsets around that wall time; try the earlier one first.
    const candidates = [
      ...new Set([offsetMinutes(wall - 12 * 3_600_000, timeZone), offsetMinutes(wall + 12 * 3_600_000, timeZone)]),
    ]
      .map((offset) => wall - offset * 60_000)
      .sort((a, b) => a - b);
    for (const instant of candidates) {
      if (instant + offsetMinutes(instant, timeZone) * 60_000 === wall) return instant;
    }
    return null;
  };

  return { offsetMinutes, localTimeToInstant };
}

export type ZoneClock = ReturnType<typeof zoneClock>;

const clock = zoneClock();

/** The zone's offset from UTC at an instant, in minutes (Amsterdam in summer: 120). */
export const offsetMinutes = clock.offsetMinutes;

/** The instant of a wall time in a zone: null when a DST change skips it, the first of two. */
export const localTimeToInstant = clock.localTimeToInstant;

/** The local calendar date of an instant in a zone. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const shifted = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function formatLocalDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/**
 * Wall-clock minutes of one local day to instants. Most days have one offset all day, so the
 * zone is asked twice per day rather than per time; a day with a DST change checks every time.
 */
export function dayClock(date: LocalDate, timeZone: string): (minutes: number) => number | null {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  const before = offsetMinutes(midnight - 14 * 3_600_000, timeZone);
  const after = offsetMinutes(midnight + 38 * 3_600_000, timeZone);
  if (before === after) return (minutes) => midnight + minutes * 60_000 - before * 60_000;
  return (minutes) => localTimeToInstant(date, minutes, timeZone);
}
