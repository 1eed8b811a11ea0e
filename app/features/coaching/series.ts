import { addDays, formatLocalDate, localDateOf, localTimeToInstant, offsetMinutes } from "./zoned-time";

// A series of sessions (every 1, 2 or 4 weeks, 2 to 12 of them): when each occurrence starts. Pure,
// so the member's preview, the coach's page and the booking itself agree on the same instants.

export const SERIES_INTERVALS = [1, 2, 4] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
export const SERIES_MIN = 2;
export const SERIES_MAX = 12;

export const isSeriesInterval = (value: unknown): value is SeriesInterval =>
  typeof value === "number" && (SERIES_INTERVALS as readonly number[]).includes(value);

/** One occurrence: its place (1-based), its local date in the coach's zone, its start. */
export interface Occurrence {
  index: number;
  /** `YYYY-MM-DD` in the coach's zone. */
  date: string;
  /** Null when that wall time does not exist on that date (skipped by a DST change). */
  start: Date | null;
}

/**
 * The occurrences of a series from its first start: every `intervalWeeks` weeks, at the same
 * wall-clock time in the coach's zone, whatever the offset does in between (09:00 in Amsterdam is
 * 08:00 UTC in winter and 07:00 UTC in summer). The first occurrence is `first` itself.
 */
export function seriesOccurrences(
  first: Date,
  intervalWeeks: SeriesInterval,
  count: number,
  timeZone: string,
): Occurrence[] {
  const instant = first.getTime();
  const day = localDateOf(instant, timeZone);
  const wallMinutes = Math.round(
    (instant + offsetMinutes(instant, timeZone) * 60_000 - Date.UTC(day.year, day.month - 1, day.day)) / 60_000,
  );
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(day, i * intervalWeeks * 7);
    const at = i === 0 ? instant : localTimeToInstant(date, wallMinutes, timeZone);
    return { index: i + 1, date: formatLocalDate(date), start: at === null ? null : new Date(at) };
  });
}

/**
 * The sessions after an appointment, as a series: the first one interval after it. The coach books
 * "the following sessions" from an appointment that stays as it is.
 */
export function followingOccurrences(
  after: Date,
  intervalWeeks: SeriesInterval,
  count: number,
  timeZone: string,
): Occurrence[] {
  return seriesOccurrences(after, intervalWeeks, count + 1, timeZone)
    .slice(1)
    .map((occurrence) => ({ ...occurrence, index: occurrence.index - 1 }));
}

/** The calendar year an occurrence counts in for the allowance: its year in the Netherlands. */
export const allowanceYearOf = (value: Date) =>
  Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Amsterdam" }).format(value));

/**
 * How many sessions of a series fall in each allowance year, and whether what is left in each
 * year covers them: the series is booked whole or not at all.
 */
export function allowanceCovers(
  starts: readonly Date[],
  leftInYear: (year: number) => number,
): { covered: boolean; byYear: Map<number, number> } {
  const byYear = new Map<number, number>();
  for (const start of starts) {
    const year = allowanceYearOf(start);
    byYear.set(year, (byYear.get(year) ?? 0) + 1);
  }
  const covered = [...byYear].every(([year, needed]) => leftInYear(year) >= needed);
  return { covered, byYear };
}
