/** A day's hours: ranges in minutes after midnight, checked as the availability editor and its forms need them. */

export interface MinuteRange {
  start: number;
  end: number;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function formatRanges(ranges: MinuteRange[]): string {
  return [...ranges]
    .sort((a, b) => a.start - b.start)
    .map((range) => `${clock(range.start)}-${clock(range.end)}`)
    .join(", ");
}

// The weekly hours editor: per weekday a switch and one or more intervals, each two times of day.
// The editor and the server check intervals with the same functions, so a message shown while
// typing is the message the server would give, at the same interval.

/** A day may have at most this many intervals. */
export const MAX_INTERVALS = 12;

/** An interval as the coach is editing it: minutes after midnight, null where no time is set yet. */
export interface DraftInterval {
  start: number | null;
  end: number | null;
}

/** Why a time of an interval is refused: missing or no time, ends before it starts, overlaps an earlier one. */
export type IntervalProblem = "time" | "order" | "overlap";

export interface IntervalProblems {
  start?: IntervalProblem;
  end?: IntervalProblem;
}

/**
 * One day's intervals in the editor's order: what is wrong with each, at the time that is wrong
 * (an empty object: nothing). An interval must end after it starts; an interval that overlaps one
 * above it is refused at its start (touching is fine), so the message lands on the newer one.
 */
export function checkIntervals(intervals: readonly DraftInterval[]): IntervalProblems[] {
  const sound = intervals.map((interval) =>
    interval.start !== null && interval.end !== null && interval.end > interval.start
      ? { start: interval.start, end: interval.end }
      : null,
  );
  return intervals.map((interval, index) => {
    const problems: IntervalProblems = {};
    if (interval.start === null) problems.start = "time";
    if (interval.end === null) problems.end = "time";
    const own = sound[index];
    if (interval.start !== null && interval.end !== null && !own) problems.end = "order";
    if (own && sound.slice(0, index).some((other) => other && own.start < other.end && other.start < own.end)) {
      problems.start = "overlap";
    }
    return problems;
  });
}

/** Minutes after midnight of a posted time ("09:30", or "09:30:00" as a time field sends it); null when it is none. */
export function parseClock(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,2}):(\d{2})(?::00(?:\.0+)?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

/** An end time of 00:00 is midnight at the end of the day. */
export const endOfInterval = (minutes: number | null): number | null => (minutes === 0 ? 1440 : minutes);

/** "HH:MM" of minutes after midnight; the end of the day (1440) is "00:00" again, as a time field shows it. */
export const clockOf = (minutes: number): string => clock(minutes % 1440);

/**
 * The posted field names of a day's hours: `{prefix}.on` for its switch, `{prefix}.0.start` and
 * `{prefix}.0.end` per interval. The week form's days are `day1` … `day7`; a date's own hours `hours`.
 */
export const switchField = (prefix: string) => `${prefix}.on`;
export const intervalField = (prefix: string, index: number, which: "start" | "end") => `${prefix}.${index}.${which}`;
export const weekdayPrefix = (weekday: number) => `day${weekday}`;

export type HoursMessage = `availability.errors.${IntervalProblem | "tooMany"}`;

export type DayResult = { ok: true; ranges: MinuteRange[] } | { ok: false; errors: Record<string, HoursMessage> };

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One day's hours as posted: when its switch is on, the intervals named after it (in the order
 * of their number, at most twelve), sorted; when it is off, no hours, whatever else was sent.
 * Errors are keyed by the field they belong to, such as `day3.1.start`.
 */
export function readDay(values: Record<string, unknown>, prefix: string): DayResult {
  if (typeof values[switchField(prefix)] !== "string") return { ok: true, ranges: [] };
  const pattern = new RegExp(`^${escapePattern(prefix)}\\.(\\d{1,2})\\.(?:start|end)$`);
  const order = [
    ...new Set(
      Object.keys(values).flatMap((key) => {
        const match = pattern.exec(key);
        return match ? [Number(match[1])] : [];
      }),
    ),
  ].sort((a, b) => a - b);
  if (order.length > MAX_INTERVALS)
    return { ok: false, errors: { [switchField(prefix)]: "availability.errors.tooMany" } };
  const drafts = order.map((index) => ({
    start: parseClock(values[intervalField(prefix, index, "start")]),
    end: endOfInterval(parseClock(values[intervalField(prefix, index, "end")])),
  }));
  const errors: Record<string, HoursMessage> = {};
  checkIntervals(drafts).forEach((problem, position) => {
    const index = order[position] as number;
    if (problem.start) errors[intervalField(prefix, index, "start")] = `availability.errors.${problem.start}`;
    if (problem.end) errors[intervalField(prefix, index, "end")] = `availability.errors.${problem.end}`;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    ranges: drafts
      .map((draft) => ({ start: draft.start as number, end: draft.end as number }))
      .sort((a, b) => a.start - b.start),
  };
}

export type WeekResult =
  | { ok: true; week: Map<number, MinuteRange[]> }
  | { ok: false; errors: Record<string, HoursMessage> };

/** The week form as posted: seven days (1 is Monday) read as `readDay` reads one, with all their errors. */
export function readWeek(values: Record<string, unknown>): WeekResult {
  const week = new Map<number, MinuteRange[]>();
  let errors: Record<string, HoursMessage> = {};
  for (let weekday = 1; weekday <= 7; weekday++) {
    const day = readDay(values, weekdayPrefix(weekday));
    if (day.ok) week.set(weekday, day.ranges);
    else errors = { ...errors, ...day.errors };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, week };
}
