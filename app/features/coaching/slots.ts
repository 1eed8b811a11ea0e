import { addDays, dayClock, formatLocalDate, isoWeekday, type LocalDate, localDateOf } from "./zoned-time";

/** "HH:MM" on the coach's wall clock. */
export type WallTime = `${number}:${number}`;

export interface TimeRange {
  start: WallTime;
  end: WallTime;
}

export interface WeeklyHours extends TimeRange {
  /** ISO weekday: Monday 1 … Sunday 7. */
  weekday: number;
}

export interface DateOverride {
  /** "YYYY-MM-DD" in the coach's zone. */
  date: string;
  /** The hours of that day instead of the weekly ones; empty: not available that day. */
  ranges: TimeRange[];
}

export interface Vacation {
  /** First and last day, inclusive, "YYYY-MM-DD" in the coach's zone. */
  from: string;
  to: string;
}

/** Time the coach is taken: an appointment from its start until its buffer after it has passed. */
export interface BusyPeriod {
  start: Date;
  end: Date;
}

export interface BookingRules {
  durationMinutes: number;
  /** Free time kept before and after every appointment. */
  bufferMinutes: number;
  /** How long before its start a slot can still be booked. */
  minimumNoticeMinutes: number;
  /** How many days ahead slots are offered. */
  windowDays: number;
  /** Slots start on multiples of this many minutes past midnight (coach's wall clock). */
  gridMinutes: number;
  /** Appointments a coach takes per day at most. */
  maxPerDay: number;
}

export const defaultRules: Omit<BookingRules, "durationMinutes"> = {
  bufferMinutes: 15,
  minimumNoticeMinutes: 12 * 60,
  windowDays: 60,
  gridMinutes: 30,
  maxPerDay: 6,
};

export interface AvailabilityInput {
  timeZone: string;
  weekly: WeeklyHours[];
  overrides?: DateOverride[];
  vacations?: Vacation[];
  /** The coach's existing appointments (not cancelled), each with its buffer after it. */
  busy?: BusyPeriod[];
  /**
   * Time the coach's own calendars say they are busy (no buffer in it): it blocks slots like an
   * appointment does, a buffer kept before and after it, but does not count toward the daily maximum.
   */
  blocked?: BusyPeriod[];
  rules: BookingRules;
  now: Date;
  /** Stop after this many slots (the first free slot needs only one). */
  limit?: number;
}

export interface Slot {
  start: Date;
  end: Date;
}

function toMinutes(time: WallTime): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** Sorted, non-overlapping ranges in minutes; touching or overlapping ranges become one. */
export function mergeRanges(ranges: TimeRange[]): [number, number][] {
  const sorted = ranges
    .map((range) => [toMinutes(range.start), toMinutes(range.end)] as [number, number])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * Everything that takes the coach's time, as sorted, disjoint [start, end) instants whose end
 * includes the buffer after: appointments as they are (their buffer is in them), calendar busy time
 * with the buffer added.
 */
function takenTimes(busy: BusyPeriod[], blocked: BusyPeriod[], buffer: number): [number, number][] {
  const all: [number, number][] = [
    ...busy.map((period): [number, number] => [period.start.getTime(), period.end.getTime()]),
    ...blocked.map((period): [number, number] => [period.start.getTime(), period.end.getTime() + buffer]),
  ]
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const period of all) {
    const last = merged.at(-1);
    if (last && period[0] <= last[1]) last[1] = Math.max(last[1], period[1]);
    else merged.push(period);
  }
  return merged;
}

/**
 * The free slots of one coach: weekly hours (several ranges a day, in the coach's zone) or that
 * date's override, minus vacations; each slot on the grid, inside its range for its whole real
 * duration (DST changes included), at least a buffer away from every existing appointment and
 * from the busy time of the coach's own calendars, after the minimum notice and inside the booking
 * window, and none on a day that already has the maximum number of appointments. Pure: the clock
 * is `now`.
 */
export function freeSlots(input: AvailabilityInput): Slot[] {
  const { timeZone, rules } = input;
  const now = input.now.getTime();
  const earliest = now + rules.minimumNoticeMinutes * 60_000;
  const latest = now + rules.windowDays * 86_400_000;
  const duration = rules.durationMinutes * 60_000;
  const buffer = rules.bufferMinutes * 60_000;
  const taken = takenTimes(input.busy ?? [], input.blocked ?? [], buffer);
  // Candidates come in time order, so one pointer walks the taken times once.
  let next = 0;
  let previousStart = Number.NEGATIVE_INFINITY;
  const isTaken = (start: number, end: number): boolean => {
    if (start < previousStart) next = 0;
    previousStart = start;
    while (next < taken.length && (taken[next] as [number, number])[1] <= start) next++;
    const period = taken[next];
    return period !== undefined && period[0] < end + buffer;
  };
  const overrides = new Map((input.overrides ?? []).map((override) => [override.date, override.ranges]));
  const vacations = input.vacations ?? [];

  // Appointments per local day, for the daily maximum.
  const perDay = new Map<string, number>();
  for (const period of input.busy ?? []) {
    const day = formatLocalDate(localDateOf(period.start.getTime(), timeZone));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  const slots: Slot[] = [];
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const first = localDateOf(now, timeZone);
  for (let offset = 0; offset <= rules.windowDays && slots.length < limit; offset++) {
    const date: LocalDate = addDays(first, offset);
    const key = formatLocalDate(date);
    if (vacations.some((vacation) => key >= vacation.from && key <= vacation.to)) continue;
    if ((perDay.get(key) ?? 0) >= rules.maxPerDay) continue;
    const ranges = overrides.get(key) ?? input.weekly.filter((hours) => hours.weekday === isoWeekday(date));
    const merged = mergeRanges(ranges);
    if (merged.length === 0) continue;
    const at = dayClock(date, timeZone);
    for (const [rangeStart, rangeEnd] of merged) {
      // A range that ends inside a skipped hour ends where the clock resumes.
      const rangeEndInstant = at(rangeEnd) ?? at(rangeEnd + 60);
      const firstOnGrid = Math.ceil(rangeStart / rules.gridMinutes) * rules.gridMinutes;
      for (let minutes = firstOnGrid; minutes < rangeEnd; minutes += rules.gridMinutes) {
        const start = at(minutes);
        if (start === null) continue;
        const end = start + duration;
        if (rangeEndInstant !== null && end > rangeEndInstant) break;
        if (start < earliest || start >= latest) continue;
        // Taken from its start until its own buffer has passed, like every appointment.
        if (isTaken(start, end)) continue;
        slots.push({ start: new Date(start), end: new Date(end) });
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}
