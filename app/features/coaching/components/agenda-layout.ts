import { mondayOf, parseLocalDate } from "../week";
import { addDays, dayClock, formatLocalDate, type LocalDate, offsetMinutes } from "../zoned-time";

// Where the agenda's blocks go in a day/week time grid: pure, on the coach's wall clock.

/** Something in the coach's agenda: an appointment, or a time the coach's own calendar says is taken. */
export type AgendaItem =
  | {
      kind: "appointment";
      id: string;
      start: Date | string;
      end: Date | string;
      /** For the link to the client's conversation; null for a former member. */
      memberId?: string | null;
      memberName: string | null;
      sessionKind: string;
      status: string;
    }
  | { kind: "busy"; start: Date | string; end: Date | string };

/** An item on one day of the grid: minutes after midnight on the wall clock, and its column among overlapping ones. */
export type PlacedItem = AgendaItem & {
  top: number;
  bottom: number;
  /** 0-based column among the items it overlaps, and how many columns that group has. */
  column: number;
  columns: number;
  /** It began on an earlier day, or goes on after this day. */
  fromBefore: boolean;
  untilAfter: boolean;
};

export interface AgendaDay {
  /** "YYYY-MM-DD" on the coach's calendar. */
  date: string;
  /** The day's real length in minutes: 1440, or 1380 and 1500 on the days the clocks change. */
  minutes: number;
  items: PlacedItem[];
}

const instant = (value: Date | string) => new Date(value).getTime();

/** Minutes after midnight that the wall clock in `timeZone` shows at an instant. */
function wallMinutes(at: number, timeZone: string): number {
  const minutes = Math.floor(at / 60_000) + offsetMinutes(at, timeZone);
  return ((minutes % 1440) + 1440) % 1440;
}

/**
 * Side by side: items that overlap (directly or through others) share the width in columns; each
 * takes the leftmost column free at its top. Input sorted by top, longer first on a tie.
 */
function assignColumns(items: PlacedItem[]): void {
  let group: PlacedItem[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  let columnEnds: number[] = [];
  const close = () => {
    for (const item of group) item.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const item of items) {
    if (item.top >= groupEnd) {
      close();
      groupEnd = item.bottom;
    } else {
      groupEnd = Math.max(groupEnd, item.bottom);
    }
    const free = columnEnds.findIndex((end) => end <= item.top);
    item.column = free === -1 ? columnEnds.length : free;
    columnEnds[item.column] = item.bottom;
    group.push(item);
  }
  close();
}

/**
 * The days from `first` on (seven for a week), each with the items that touch it. An item is
 * placed by the wall clock: from its start (or midnight, when it began earlier) to its end (or
 * the end of the day). On the day the clocks go forward the skipped hour stays empty on the axis;
 * an item that ends in the repeated hour of the day they go back, before its own start on the
 * wall clock, is drawn from its start for its real length.
 */
export function layoutAgenda(items: readonly AgendaItem[], first: LocalDate, days: number, timeZone: string) {
  const result: AgendaDay[] = [];
  for (let index = 0; index < days; index++) {
    const date = addDays(first, index);
    const dayStart = dayClock(date, timeZone)(0) ?? 0;
    const next = addDays(date, 1);
    const dayEnd = dayClock(next, timeZone)(0) ?? dayStart + 86_400_000;
    const placed: PlacedItem[] = [];
    for (const item of items) {
      const start = instant(item.start);
      const end = Math.max(instant(item.end), start);
      const touches = start < dayEnd && (end > dayStart || (start === end && start >= dayStart));
      if (!touches) continue;
      const fromBefore = start < dayStart;
      const untilAfter = end > dayEnd;
      const top = fromBefore ? 0 : wallMinutes(start, timeZone);
      let bottom = untilAfter || end === dayEnd ? 1440 : wallMinutes(end, timeZone);
      if (bottom <= top && end > start)
        bottom = Math.min(1440, top + Math.round((Math.min(end, dayEnd) - start) / 60_000));
      placed.push({ ...item, top, bottom: Math.max(bottom, top), column: 0, columns: 1, fromBefore, untilAfter });
    }
    placed.sort((a, b) => a.top - b.top || b.bottom - a.bottom);
    assignColumns(placed);
    result.push({ date: formatLocalDate(date), minutes: Math.round((dayEnd - dayStart) / 60_000), items: placed });
  }
  return result;
}

/**
 * The hours the grid shows: a working day (07:00 to 20:00) widened to whole hours around
 * whatever falls outside it.
 */
export function visibleHours(days: readonly AgendaDay[], base: [number, number] = [7, 20]): [number, number] {
  let [from, to] = base;
  for (const day of days) {
    for (const item of day.items) {
      from = Math.min(from, Math.floor(item.top / 60));
      to = Math.max(to, Math.ceil(item.bottom / 60));
    }
  }
  return [from, to];
}

/** The block's place in a day column showing the hours `from` to `to`, as percentages. */
export function blockBox(
  item: Pick<PlacedItem, "top" | "bottom" | "column" | "columns">,
  [from, to]: [number, number],
) {
  const span = (to - from) * 60;
  const top = Math.max(0, item.top - from * 60);
  const bottom = Math.min(span, item.bottom - from * 60);
  // A zero-length item still gets a sliver to show it is there.
  const height = Math.max(bottom - top, 15);
  return {
    top: (top / span) * 100,
    height: (Math.min(height, span - top) / span) * 100,
    left: (item.column / item.columns) * 100,
    width: 100 / item.columns,
  };
}

/** A week asked for in the address is shown when it is within this many days of today. */
const WEEK_RANGE_DAYS = 2 * 366;

/**
 * The Monday of the week shown: of `?week=YYYY-MM-DD` on the coach's calendar, or of this week
 * when the parameter is missing, not a real date, or years away.
 */
export function shownMonday(param: string | null, today: LocalDate): LocalDate {
  const asked = parseLocalDate(param);
  if (!asked) return mondayOf(today);
  const days = Math.abs(
    Date.UTC(asked.year, asked.month - 1, asked.day) - Date.UTC(today.year, today.month - 1, today.day),
  );
  return days <= WEEK_RANGE_DAYS * 86_400_000 ? mondayOf(asked) : mondayOf(today);
}
