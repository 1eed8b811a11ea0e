import { type LocalDate, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";

/** Partner reports are about the Dutch calendar: a month starts at midnight in Amsterdam. */
export const REPORT_TIME_ZONE = "Europe/Amsterdam";

export const periodKinds = ["month", "quarter", "year"] as const;
/** A calendar period: what the report history publishes totals for. */
export type CalendarKind = (typeof periodKinds)[number];
/**
 * What a report covers: a calendar period, or "custom", a range of whole closed months of the
 * partner's choice whose totals are sums of what the calendar periods in it published (see
 * `custom-report.ts`).
 */
export type PeriodKind = CalendarKind | "custom";

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
  { kind = "year", reference }: { kind?: CalendarKind; reference?: Date } = {},
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
): { kind: CalendarKind; key: string; period: Period } | null {
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
  const kind: CalendarKind = quarter !== undefined ? "quarter" : month !== undefined ? "month" : "year";
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

/** A period a report may be asked for. */
export interface ReportChoice {
  kind: PeriodKind;
  key: string;
  period: Period;
}

/** The longest custom range, in months. */
export const MAX_CUSTOM_MONTHS = 24;

/**
 * Why a report's query names no report: not a period at all ("invalid"), a period that has not
 * closed yet ("notYet", with the first month still to come and when it is added), a range that ends
 * before it starts ("order"), one longer than `MAX_CUSTOM_MONTHS` ("tooLong"), or one before 2020
 * ("tooEarly"), or "a range of months" without its months ("chooseRange").
 */
export type PeriodProblem =
  | { problem: "invalid" | "order" | "tooEarly" | "chooseRange" }
  | { problem: "tooLong"; max: number }
  | { problem: "notYet"; month: string; closes: string };

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const RANGE_KEY = /^(\d{4}-\d{2})\.\.(\d{4}-\d{2})$/;

/** The key of a custom range: "2025-11..2026-10". */
export const rangeKey = (from: string, to: string) => `${from}..${to}`;

/** The first and last month of a custom range's key, or null. */
export function rangeOf(key: string): { from: string; to: string } | null {
  const match = RANGE_KEY.exec(key);
  return match ? { from: match[1] as string, to: match[2] as string } : null;
}

const indexOf = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return year * 12 + number - 1;
};
const monthAtIndex = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;

/** The "YYYY-MM" after `month`. */
export const monthAfter = (month: string) => monthAtIndex(indexOf(month) + 1);

/** A month that has not closed yet: said so, with the day it is added. */
const notYet = (month: string): PeriodProblem => ({
  problem: "notYet",
  month,
  closes: closingOf(month).toISOString(),
});

/**
 * The report a page's query asks for: `period` is "YYYY", "YYYY-Qn", "YYYY-MM" or a range
 * "YYYY-MM..YYYY-MM"; `period=custom` with `from` and `to` ("YYYY-MM") is the form's way of asking
 * for a range. A range that is exactly a month, quarter or year is that period (its own published
 * figures). Anything that names no report says why, so the page can say it in words.
 */
export function readReportQuery(query: URLSearchParams, now: Date): ReportChoice | PeriodProblem {
  const value = query.get("period");
  const range =
    value === "custom"
      ? { from: (query.get("from") ?? "").trim(), to: (query.get("to") ?? "").trim() }
      : value !== null
        ? rangeOf(value)
        : null;
  const last = lastClosedMonth(now);
  const today = localDateOf(now.getTime(), REPORT_TIME_ZONE);
  const current = today.year * 12 + today.month - 1;
  if (range === null) {
    const choice = parseReportPeriod(value, now);
    if (choice) return choice;
    // A well-formed period of which no month has closed yet: "not yet available", never zeros.
    const match = value && value.length <= 7 ? /^(\d{4})(?:-Q([1-4])|-(0[1-9]|1[0-2]))?$/.exec(value) : null;
    if (!match) return { problem: "invalid" };
    const year = Number(match[1]);
    if (year < FIRST_REPORT_YEAR) return { problem: "tooEarly" };
    const firstMonth =
      match[2] !== undefined ? (Number(match[2]) - 1) * 3 + 1 : match[3] !== undefined ? Number(match[3]) : 1;
    const first = indexOf(`${year}-${pad(firstMonth)}`);
    return first > indexOf(last) && first <= current ? notYet(monthAfter(last)) : { problem: "invalid" };
  }
  // "A range of months" chosen without its months (the form without JavaScript): ask for them.
  if (range.from === "" && range.to === "") return { problem: "chooseRange" };
  if (!MONTH_KEY.test(range.from) || !MONTH_KEY.test(range.to)) return { problem: "invalid" };
  if (indexOf(range.from) < FIRST_REPORT_YEAR * 12) return { problem: "tooEarly" };
  // A month that has begun but not closed is "not yet available"; one that has not begun is no period.
  const end = Math.max(indexOf(range.from), indexOf(range.to));
  if (end > current) return { problem: "invalid" };
  if (end > indexOf(last)) return notYet(monthAfter(last));
  if (indexOf(range.to) < indexOf(range.from)) return { problem: "order" };
  const length = indexOf(range.to) - indexOf(range.from) + 1;
  if (length > MAX_CUSTOM_MONTHS) return { problem: "tooLong", max: MAX_CUSTOM_MONTHS };
  // A range that is one calendar period is that period: its own published figures.
  const fromIndex = indexOf(range.from);
  const calendar =
    length === 1
      ? range.from
      : length === 3 && fromIndex % 3 === 0
        ? `${range.from.slice(0, 4)}-Q${(fromIndex % 12) / 3 + 1}`
        : length === 12 && fromIndex % 12 === 0
          ? range.from.slice(0, 4)
          : null;
  if (calendar !== null) {
    const choice = parseReportPeriod(calendar, now);
    if (choice) return choice;
  }
  return {
    kind: "custom",
    key: rangeKey(range.from, range.to),
    period: { from: monthStart(range.from), until: monthStart(monthAfter(range.to)) },
  };
}

/** Whether `readReportQuery` found a report rather than a problem. */
export const isChoice = (read: ReportChoice | PeriodProblem): read is ReportChoice => "key" in read;

/** The months a custom range may start or end with, newest first: every closed month back to 2024. */
export function customMonths(now: Date): string[] {
  const last = indexOf(lastClosedMonth(now));
  const months: string[] = [];
  for (let index = last; index >= FIRST_CHOICE_YEAR * 12; index--) months.push(monthAtIndex(index));
  return months;
}
