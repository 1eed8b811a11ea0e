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

/**
 * Days after a month's end before its figures are read and fixed: coaches mark their sessions and
 * the back office the attendance at events in the days after, and a month is published once.
 */
export const SETTLE_DAYS = 7;

/** The first instant of a "YYYY-MM" month in Amsterdam. */
export function monthStart(month: string): Date {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return startOf({ year, month: number, day: 1 }, REPORT_TIME_ZONE);
}

/** When a month closes: its figures are read, fixed and published (00:00 on the 8th after it). */
export function closingOf(month: string): Date {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? { year: year + 1, month: 1 } : { year, month: number + 1 };
  return startOf({ ...next, day: 1 + SETTLE_DAYS }, REPORT_TIME_ZONE);
}

/** The latest month that has closed at `now`. */
export function lastClosedMonth(now: Date): string {
  const today = localDateOf(now.getTime(), REPORT_TIME_ZONE);
  const index = today.year * 12 + today.month - 1 - 1;
  const previous = `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
  if (now.getTime() >= closingOf(previous).getTime()) return previous;
  const before = index - 1;
  return `${Math.floor(before / 12)}-${pad((before % 12) + 1)}`;
}

/** The oldest year a report may be asked for. */
const FIRST_REPORT_YEAR = 2020;
/** The oldest year `periodChoices` offers. */
const FIRST_CHOICE_YEAR = 2024;

const pad = (month: number) => String(month).padStart(2, "0");

/**
 * The period a report page asks for in its query: "YYYY", "YYYY-Qn" or "YYYY-MM"; null or "" is the
 * year of the latest closed month. From 2020 up to the period that holds the latest closed month (a
 * later period has nothing published yet); anything else is null, so the page can answer "not found"
 * instead of guessing.
 */
export function parseReportPeriod(
  value: string | null,
  now: Date,
): { kind: PeriodKind; key: string; period: Period } | null {
  const [lastYear, lastMonth] = lastClosedMonth(now).split("-").map(Number) as [number, number];
  const today = { year: lastYear, month: lastMonth };
  if (value === null || value === "") {
    const reference = localTimeToInstant({ year: lastYear, month: 6, day: 15 }, 12 * 60, REPORT_TIME_ZONE);
    return {
      kind: "year",
      key: String(lastYear),
      period: reportPeriod({ kind: "year", reference: new Date(reference ?? now.getTime()) }, now),
    };
  }
  if (value.length > 7) return null;
  const match = /^(\d{4})(?:-Q([1-4])|-(\d{2}))?$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const quarter = match[2] === undefined ? undefined : Number(match[2]);
  const month = match[3] === undefined ? undefined : Number(match[3]);
  if (month !== undefined && (month < 1 || month > 12)) return null;
  const kind: PeriodKind = quarter !== undefined ? "quarter" : month !== undefined ? "month" : "year";
  const firstMonth = quarter !== undefined ? (quarter - 1) * 3 + 1 : (month ?? 1);
  if (year < FIRST_REPORT_YEAR) return null;
  // Not after the period holding the latest closed month: compare the first months.
  if (year > today.year || (year === today.year && firstMonth > today.month)) return null;
  // Midday on the 15th of the first month is inside the period whatever the clocks do.
  const reference = localTimeToInstant({ year, month: firstMonth, day: 15 }, 12 * 60, REPORT_TIME_ZONE);
  if (reference === null) return null;
  return { kind, key: value, period: reportPeriod({ kind, reference: new Date(reference) }, now) };
}

/**
 * The periods a report page offers, newest first: the years back to 2024, and the quarters and
 * months of the last 24 closed months.
 */
export function periodChoices(now: Date): { years: string[]; quarters: string[]; months: string[] } {
  const [lastYear, lastMonth] = lastClosedMonth(now).split("-").map(Number) as [number, number];
  const today = { year: lastYear, month: lastMonth };
  const years: string[] = [];
  for (let year = today.year; year >= FIRST_CHOICE_YEAR; year--) years.push(String(year));
  const months: string[] = [];
  const quarters: string[] = [];
  for (let back = 0; back < 24; back++) {
    const index = today.year * 12 + (today.month - 1) - back;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push(`${year}-${pad(month)}`);
    const quarter = `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
    if (!quarters.includes(quarter)) quarters.push(quarter);
  }
  return { years, quarters, months };
}
