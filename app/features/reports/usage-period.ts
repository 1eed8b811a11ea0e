import { type LocalDate, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";

/** Partner reports are about the Dutch calendar: a month starts at midnight in Amsterdam. */
export const REPORT_TIME_ZONE = "Europe/Amsterdam";

export const periodKinds = ["month", "quarter", "year"] as const;
export type PeriodKind = (typeof periodKinds)[number];

/** A half-open range of instants: `from` included, `until` excluded. */
export interface Period {
  from: Date;
  until: Date;
}

/**
 * The instant a local date starts. Amsterdam changes its clocks at 02:00 and 03:00, so midnight
 * always exists there; a zone that skips midnight starts the day at its first existing minute.
 */
function startOf(date: LocalDate, timeZone: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = localTimeToInstant(date, minutes, timeZone);
    if (instant !== null) return new Date(instant);
  }
  throw new Error(`No wall-clock time on ${date.year}-${date.month}-${date.day} in ${timeZone}`);
}

/**
 * The month, quarter or year (default: the year) that holds `reference` (default: `now`) on the
 * Amsterdam calendar. `now` is the clock, a parameter so tests and reports can freeze it.
 */
export function reportPeriod(
  { kind = "year", reference }: { kind?: PeriodKind; reference?: Date } = {},
  now: Date,
  timeZone = REPORT_TIME_ZONE,
): Period {
  const local = localDateOf((reference ?? now).getTime(), timeZone);
  const firstMonth = kind === "year" ? 1 : kind === "quarter" ? Math.floor((local.month - 1) / 3) * 3 + 1 : local.month;
  const months = kind === "year" ? 12 : kind === "quarter" ? 3 : 1;
  const start: LocalDate = { year: local.year, month: firstMonth, day: 1 };
  const endMonth = firstMonth - 1 + months; // 0-based month after the period, may be 12
  const end: LocalDate = { year: local.year + Math.floor(endMonth / 12), month: (endMonth % 12) + 1, day: 1 };
  return { from: startOf(start, timeZone), until: startOf(end, timeZone) };
}

/** The calendar months a period touches, as "YYYY-MM" keys in order (the trend's rows). */
export function monthsOf(period: Period, timeZone = REPORT_TIME_ZONE): string[] {
  if (period.until.getTime() <= period.from.getTime()) return [];
  const first = localDateOf(period.from.getTime(), timeZone);
  const last = localDateOf(period.until.getTime() - 1, timeZone);
  const keys: string[] = [];
  for (let year = first.year, month = first.month; year < last.year || (year === last.year && month <= last.month); ) {
    keys.push(`${year}-${String(month).padStart(2, "0")}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
}
