import ICAL from "ical.js";
import { type ZoneClock, zoneClock } from "./zoned-time";

/**
 * The busy time in a coach's own calendar (an iCalendar file, as Google Calendar, Outlook and
 * Apple Calendar publish it), as instants. Only start and end are read: titles, places and
 * attendees never leave this module. The window is given: the only clock read is the one that
 * times the budget.
 *
 * A calendar is typed by a coach, so its cost is bounded per calendar, across all its events:
 * occurrences stepped through, intervals kept and time spent (`CALENDAR_BUDGET`). A series that
 * began long before the window starts its expansion near the window. The server runs this in a
 * worker thread (`ical-busy-worker.server.ts`), which also ends a parse that runs out of time.
 * See docs/decisions/026-calendar-expansion-budget.md.
 */

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface BusyWindow {
  from: Date;
  to: Date;
  /** The coach's IANA zone: floating times and all-day events are read on this clock. */
  timeZone: string;
}

/** What one calendar may cost, across all its events. */
export interface ExpansionBudget {
  /** Events and occurrences of recurring events stepped through (before the window too). */
  occurrences: number;
  /** Busy intervals within the window, before merging. */
  intervals: number;
  /**
   * Milliseconds for reading and expanding the file, on the clock the expansion is given: the
   * worker thread's CPU time on the server.
   */
  ms: number;
}

export const CALENDAR_BUDGET: ExpansionBudget = { occurrences: 100_000, intervals: 10_000, ms: 5_000 };

/** Which limit a calendar went over. */
export type BudgetLimit = "occurrences" | "intervals" | "time" | "memory";

/** A file that is not an iCalendar calendar. */
export class CalendarFormatError extends Error {
  readonly code = "notCalendar" as const;
  constructor(message = "not an iCalendar file") {
    super(message);
    this.name = "CalendarFormatError";
  }
}

/** A calendar that costs more to read than its budget allows. */
export class CalendarBudgetError extends Error {
  readonly code = "tooComplex" as const;
  constructor(readonly limit: BudgetLimit) {
    super(`calendar over its budget: ${limit}`);
    this.name = "CalendarBudgetError";
  }
}

/** An expansion's outcome as plain data: it crosses a worker's message port. */
export type Expansion =
  | { ok: true; intervals: [number, number][]; occurrences: number }
  | { ok: false; code: "notCalendar"; detail: string }
  | { ok: false; code: "tooComplex"; limit: BudgetLimit };

export interface ExpansionWindow {
  from: number;
  to: number;
  timeZone: string;
}

export interface Expander {
  expand(
    text: string,
    window: ExpansionWindow,
    budget: ExpansionBudget,
    clock: () => number,
    options?: { skipAhead?: boolean },
  ): Expansion;
  merge(intervals: [number, number][], from: number, to: number): [number, number][];
}

/**
 * The expansion, given ical.js and the zones' wall clocks (`zoneClock()` of `zoned-time.ts`). It
 * refers to nothing outside its own body but its arguments and the runtime's globals (Intl, Date,
 * Math, Map, Set): the worker thread evaluates its source text (`calendarExpander.toString()`,
 * beside `zoneClock`'s), so an import used in here would work in this thread and be undefined in
 * the worker. The tests run it both ways.
 */
export function calendarExpander(ical: typeof ICAL, clock: ZoneClock): Expander {
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  // Vitaal's own appointments carry this UID ending (the coach's calendar feed, the invites): a
  // coach whose calendar shows them (subscribed to the feed, or an accepted invite) is busy for
  // them already.
  const OWN_UID = /@vitaal$/i;

  interface LocalDate {
    year: number;
    month: number;
    day: number;
  }

  /** The fields of an instant on the UTC clock (or of a wall time read as if it were UTC). */
  const utcFields = (ms: number) => {
    const at = new Date(ms);
    return {
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
      hour: at.getUTCHours(),
      minute: at.getUTCMinutes(),
      second: at.getUTCSeconds(),
    };
  };

  /** Milliseconds of a wall-clock time read as if it were UTC; years below 100 stay themselves. */
  const wallMs = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, 0);
    return date.getTime();
  };
  const addDays = (date: LocalDate, days: number): LocalDate => {
    const next = new Date(wallMs(date.year, date.month, date.day) + days * DAY);
    return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  };

  const { offsetMinutes, localTimeToInstant: instantOfWall } = clock;
  // Most days have one offset from midnight to midnight: by zone and day (of the wall clock
  // read as UTC), that offset, or null on a day with a change. A series reads thousands of
  // instants on the same few days.
  const steadyOffsets = new Map<string, Map<number, number | null>>();
  const steadyOffset = (wall: number, timeZone: string): number | null => {
    const day = Math.floor(wall / DAY);
    let days = steadyOffsets.get(timeZone);
    if (!days) {
      days = new Map();
      steadyOffsets.set(timeZone, days);
    }
    let offset = days.get(day);
    if (offset === undefined) {
      const before = offsetMinutes(day * DAY - 14 * HOUR, timeZone);
      offset = before === offsetMinutes(day * DAY + 38 * HOUR, timeZone) ? before : null;
      if (days.size >= 20_000) days.clear();
      days.set(day, offset);
    }
    return offset;
  };
  /** The instant of a wall time in a zone; null when a DST change skips it; the first of two. */
  const localTimeToInstant = (date: LocalDate, minutes: number, timeZone: string): number | null => {
    const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
    const steady = steadyOffset(wall, timeZone);
    return steady !== null ? wall - steady * 60_000 : instantOfWall(date, minutes, timeZone);
  };

  // Outlook's Windows zone names, for a TZID without a VTIMEZONE that Intl does not know.
  const windowsZones: Record<string, string> = {
    "W. Europe Standard Time": "Europe/Berlin",
    "Romance Standard Time": "Europe/Paris",
    "Central Europe Standard Time": "Europe/Budapest",
    "Central European Standard Time": "Europe/Warsaw",
    "GMT Standard Time": "Europe/London",
    "Greenwich Standard Time": "Atlantic/Reykjavik",
    "E. Europe Standard Time": "Europe/Chisinau",
    "FLE Standard Time": "Europe/Kiev",
    "GTB Standard Time": "Europe/Bucharest",
    "Russian Standard Time": "Europe/Moscow",
    "Turkey Standard Time": "Europe/Istanbul",
    "Eastern Standard Time": "America/New_York",
    "Central Standard Time": "America/Chicago",
    "Mountain Standard Time": "America/Denver",
    "Pacific Standard Time": "America/Los_Angeles",
    "India Standard Time": "Asia/Kolkata",
    "China Standard Time": "Asia/Shanghai",
    "Tokyo Standard Time": "Asia/Tokyo",
    "AUS Eastern Standard Time": "Australia/Sydney",
    "South Africa Standard Time": "Africa/Johannesburg",
    "SE Asia Standard Time": "Asia/Bangkok",
    "Singapore Standard Time": "Asia/Singapore",
    UTC: "UTC",
    "Coordinated Universal Time": "UTC",
  };

  const knownZones = new Map<string, boolean>();
  const isIanaZone = (name: string): boolean => {
    let known = knownZones.get(name);
    if (known === undefined) {
      try {
        new Intl.DateTimeFormat("en", { timeZone: name });
        known = true;
      } catch {
        known = false;
      }
      if (knownZones.size < 1000) knownZones.set(name, known);
    }
    return known;
  };

  type Zone = { kind: "iana"; name: string } | { kind: "vtimezone"; zone: ICAL.Timezone } | { kind: "utc" };

  interface Reader {
    /** The instant a date-time value names, read with its TZID (or Z, or floating). */
    instant(time: ICAL.Time, tzid: string | null): number;
    /** The wall clock of a TZID (or floating: the coach's) at an instant. */
    wallAt(instant: number, tzid: string | null): ICAL.Time;
    /** Local midnight of a date in the coach's zone. */
    dayStart(date: LocalDate): number;
  }

  function reader(calendar: ICAL.Component, coachZone: string): Reader {
    const vtimezones = new Map<string, ICAL.Timezone>();
    for (const component of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = component.getFirstPropertyValue("tzid");
      if (typeof tzid !== "string") continue;
      try {
        vtimezones.set(tzid, new ical.Timezone(component));
      } catch {
        // A broken VTIMEZONE: its TZID falls back to a known name or the coach's zone.
      }
    }
    const zones = new Map<string, Zone>();
    const zoneOf = (tzid: string | null): Zone => {
      if (tzid === null) return { kind: "iana", name: coachZone };
      let zone = zones.get(tzid);
      if (zone) return zone;
      const trimmed = tzid.trim();
      // A zone Intl knows is read with the runtime's own rules (up to date, DST included).
      if (isIanaZone(trimmed) && trimmed.length <= 64) zone = { kind: "iana", name: trimmed };
      else {
        const vtimezone = vtimezones.get(tzid);
        if (vtimezone) zone = { kind: "vtimezone", zone: vtimezone };
        else {
          const windows = windowsZones[trimmed];
          // "/mozilla.org/20050126_1/Europe/Amsterdam" and the like end in a zone name.
          const tail = trimmed.split("/").slice(-2).join("/");
          if (windows) zone = { kind: "iana", name: windows };
          else if (tail.includes("/") && isIanaZone(tail)) zone = { kind: "iana", name: tail };
          else zone = { kind: "iana", name: coachZone };
        }
      }
      zones.set(tzid, zone);
      return zone;
    };
    const dayStart = (date: LocalDate): number =>
      localTimeToInstant(date, 0, coachZone) ??
      localTimeToInstant(date, 60, coachZone) ??
      Date.UTC(date.year, date.month - 1, date.day);
    return {
      dayStart,
      wallAt(instant, tzid) {
        const zone = zoneOf(tzid);
        if (zone.kind === "vtimezone") {
          const time = ical.Time.fromJSDate(new Date(instant), true).convertToZone(zone.zone);
          return ical.Time.fromData({
            year: time.year,
            month: time.month,
            day: time.day,
            hour: time.hour,
            minute: time.minute,
            second: time.second,
            isDate: false,
          });
        }
        const shifted = new Date(instant + (zone.kind === "iana" ? offsetMinutes(instant, zone.name) : 0) * 60_000);
        return ical.Time.fromData({
          year: shifted.getUTCFullYear(),
          month: shifted.getUTCMonth() + 1,
          day: shifted.getUTCDate(),
          hour: shifted.getUTCHours(),
          minute: shifted.getUTCMinutes(),
          second: shifted.getUTCSeconds(),
          isDate: false,
        });
      },
      instant(time, tzid) {
        const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
        const zone: Zone = time.zone?.tzid === "UTC" ? { kind: "utc" } : zoneOf(tzid);
        switch (zone.kind) {
          case "utc":
            return wall;
          case "vtimezone":
            return wall - zone.zone.utcOffset(time) * 1000;
          case "iana": {
            const date = { year: time.year, month: time.month, day: time.day };
            const minutes = time.hour * 60 + time.minute;
            // A wall time skipped by a DST change is read with the offset before it (RFC 5545).
            const instant =
              localTimeToInstant(date, minutes, zone.name) ?? localTimeToInstant(date, minutes + 60, zone.name);
            return (instant ?? wall) + time.second * 1000;
          }
        }
      },
    };
  }

  const localDate = (time: ICAL.Time): LocalDate => ({ year: time.year, month: time.month, day: time.day });
  const dateKey = (date: LocalDate) => `${date.year}-${date.month}-${date.day}`;
  const daysBetween = (from: LocalDate, to: LocalDate): number =>
    Math.round((wallMs(to.year, to.month, to.day) - wallMs(from.year, from.month, from.day)) / DAY);

  function isBusy(component: ICAL.Component): boolean {
    const transparency = component.getFirstPropertyValue("transp");
    const status = component.getFirstPropertyValue("status");
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    return (
      String(transparency ?? "OPAQUE").toUpperCase() !== "TRANSPARENT" &&
      String(status ?? "").toUpperCase() !== "CANCELLED" &&
      !OWN_UID.test(uid)
    );
  }

  /** How one event's occurrences become intervals: its length, as days or as milliseconds. */
  type Shape = { allDay: true; days: number } | { allDay: false; start: number; ms: number };
  type Moment = { time: ICAL.Time; tzid: string | null };

  function timeOf(component: ICAL.Component, name: string): Moment | null {
    const property = component.getFirstProperty(name);
    const value = property?.getFirstValue();
    if (!property || !(value instanceof ical.Time)) return null;
    const tzid = property.getParameter("tzid");
    return { time: value, tzid: typeof tzid === "string" ? tzid : null };
  }

  function shapeOf(component: ICAL.Component, read: Reader): Shape | null {
    const start = timeOf(component, "dtstart");
    if (!start) return null;
    const end = timeOf(component, "dtend");
    const duration = component.getFirstPropertyValue("duration");
    if (start.time.isDate) {
      let days = 1;
      if (end) days = daysBetween(localDate(start.time), localDate(end.time));
      else if (duration instanceof ical.Duration) days = Math.ceil(duration.toSeconds() / 86_400);
      return days > 0 ? { allDay: true, days } : null;
    }
    const startsAt = read.instant(start.time, start.tzid);
    let ms = 0;
    if (end) ms = (end.time.isDate ? read.dayStart(localDate(end.time)) : read.instant(end.time, end.tzid)) - startsAt;
    else if (duration instanceof ical.Duration) ms = duration.toSeconds() * 1000;
    return ms > 0 ? { allDay: false, start: startsAt, ms } : null;
  }

  /** An occurrence's identity, as a RECURRENCE-ID or an EXDATE names it: an instant, or a date. */
  function occurrenceKey(time: ICAL.Time, tzid: string | null, read: Reader): string {
    return time.isDate ? `d:${dateKey(localDate(time))}` : `t:${read.instant(time, tzid)}`;
  }

  /**
   * ical.js expands a series on the wall clock of its start, and reads a zone it was not given as
   * floating; an UNTIL in UTC (as Outlook and Google write it) is then compared with the wrong
   * clock and can drop the last occurrence. Rewritten as the same instant on the start's own clock.
   */
  function untilOnStartClock(component: ICAL.Component, dtstart: Moment, read: Reader): void {
    if (dtstart.time.isDate || dtstart.time.zone?.tzid === "UTC") return;
    for (const property of component.getAllProperties("rrule")) {
      const recur = property.getFirstValue();
      if (!(recur instanceof ical.Recur) || !recur.until || recur.until.isDate) continue;
      if (recur.until.zone?.tzid !== "UTC") continue;
      const instant = recur.until.toUnixTime() * 1000;
      recur.until = read.wallAt(instant, dtstart.tzid);
    }
  }

  const UNIT_MS: Record<string, number> = {
    SECONDLY: 1000,
    MINUTELY: 60_000,
    HOURLY: HOUR,
    DAILY: DAY,
    WEEKLY: 7 * DAY,
  };
  const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = (year: number, month: number) =>
    month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

  /**
   * A later start for a series that began long before the window, so that its expansion does not
   * step through every occurrence since (a rule of every second since 2000 is 800 million steps).
   * The series is moved by a whole number of its periods (INTERVAL × FREQ), keeping the time of
   * day, the weekday, the day of the month and the month where the rule reads them from its
   * start: from the new start on, it has exactly the occurrences it had. The new start stays
   * before the window by the event's length and a margin (a DST change; the new start itself, which
   * ical.js always gives, may not match the rule), so what it adds never reaches the window. A
   * series with COUNT, or with more than one RRULE, is not moved: its budget bounds it.
   */
  function laterStart(component: ICAL.Component, dtstart: Moment, shape: Shape, from: number, read: Reader) {
    const rules = component.getAllProperties("rrule");
    if (rules.length !== 1) return null;
    const recur = rules[0]?.getFirstValue();
    if (!(recur instanceof ical.Recur) || recur.count) return null;
    const interval = Math.max(1, Math.floor(Number(recur.interval) || 1));
    const start = dtstart.time;
    const subDaily = recur.freq === "SECONDLY" || recur.freq === "MINUTELY" || recur.freq === "HOURLY";
    if (start.isDate && subDaily) return null;
    const utc = !start.isDate && start.zone?.tzid === "UTC";
    const length = shape.allDay ? shape.days * DAY : shape.ms;
    const before = from - length - (subDaily ? 3 * HOUR : 2 * DAY);
    // The latest wall time the new start may have, on the clock the series is expanded on.
    let target: ICAL.Time;
    if (utc) {
      target = ical.Time.fromData({ ...utcFields(before), isDate: false });
    } else target = read.wallAt(before, start.isDate ? null : dtstart.tzid);
    const startWall = wallMs(start.year, start.month, start.day, start.hour, start.minute, start.second);
    const targetWall = start.isDate
      ? wallMs(target.year, target.month, target.day)
      : wallMs(target.year, target.month, target.day, target.hour, target.minute, target.second);
    if (!(targetWall > startWall)) return null;
    let moved: { year: number; month: number; day: number; hour: number; minute: number; second: number } | null = null;
    const unit = UNIT_MS[String(recur.freq)];
    if (unit) {
      const step = unit * interval;
      const periods = Math.floor((targetWall - startWall) / step);
      if (periods <= 0) return null;
      moved = utcFields(startWall + periods * step);
    } else if (recur.freq === "MONTHLY" || recur.freq === "YEARLY") {
      const monthsPerPeriod = recur.freq === "MONTHLY" ? interval : 12 * interval;
      const months = (target.year - start.year) * 12 + (target.month - start.month);
      // Keep the day of the month: go back a period while the month has no such day (31 April,
      // 29 February) or the day is after the target.
      let periods = Math.floor(months / monthsPerPeriod);
      for (let tries = 0; periods > 0 && tries < 12 && !moved; tries++, periods--) {
        const index = start.year * 12 + (start.month - 1) + periods * monthsPerPeriod;
        const year = Math.floor(index / 12);
        const month = (index % 12) + 1;
        if (start.day > daysInMonth(year, month)) continue;
        if (wallMs(year, month, start.day, start.hour, start.minute, start.second) > targetWall) continue;
        moved = { year, month, day: start.day, hour: start.hour, minute: start.minute, second: start.second };
      }
      if (!moved) return null;
    } else return null;
    const later = start.clone();
    later.fromData({ ...moved, isDate: start.isDate });
    return later;
  }

  class OverBudget {
    constructor(readonly limit: "occurrences" | "intervals" | "time") {}
  }

  function expand(
    text: string,
    window: ExpansionWindow,
    budget: ExpansionBudget,
    clock: () => number,
    options: { skipAhead?: boolean } = {},
  ): Expansion {
    const began = clock();
    const deadline = began + budget.ms;
    let calendar: ICAL.Component;
    try {
      const parsed = ical.parse(text);
      const root = Array.isArray(parsed) && typeof parsed[0] === "string" ? parsed : (parsed as unknown[])[0];
      if (!Array.isArray(root) || String(root[0]).toLowerCase() !== "vcalendar") {
        return { ok: false, code: "notCalendar", detail: "not an iCalendar file" };
      }
      calendar = new ical.Component(root as never);
    } catch (error) {
      return { ok: false, code: "notCalendar", detail: error instanceof Error ? error.message : "unreadable" };
    }
    if (clock() > deadline) return { ok: false, code: "tooComplex", limit: "time" };

    const { from, to } = window;
    const read = reader(calendar, window.timeZone);
    // The reader has the file's zones. Without them ical.js reads every TZID as a floating wall
    // clock, which is what it expands series on anyway (instants are the reader's work), and it
    // no longer works out a VTIMEZONE's offset at each step of a series.
    calendar.removeAllSubcomponents("vtimezone");
    const intervals: [number, number][] = [];
    let spent = 0;
    const spend = () => {
      spent++;
      if (spent > budget.occurrences) throw new OverBudget("occurrences");
      if ((spent & 255) === 0 && clock() > deadline) throw new OverBudget("time");
    };
    const add = (start: number, end: number) => {
      if (!(end > from && start < to && end > start)) return;
      if (intervals.length >= budget.intervals) throw new OverBudget("intervals");
      intervals.push([start, end]);
    };

    try {
      const events = calendar.getAllSubcomponents("vevent");
      // Overrides by UID: the occurrences they replace are left out of their series.
      const overridden = new Map<string, Set<string>>();
      for (const component of events) {
        const recurrenceId = timeOf(component, "recurrence-id");
        if (!recurrenceId) continue;
        spend();
        const uid = String(component.getFirstPropertyValue("uid") ?? "");
        const keys = overridden.get(uid) ?? new Set<string>();
        keys.add(occurrenceKey(recurrenceId.time, recurrenceId.tzid, read));
        overridden.set(uid, keys);
      }

      for (const component of events) {
        spend();
        const shape = shapeOf(component, read);
        if (!shape || !isBusy(component)) continue;
        const isOverride = component.hasProperty("recurrence-id");
        const recurring = !isOverride && (component.hasProperty("rrule") || component.hasProperty("rdate"));
        if (!recurring) {
          if (shape.allDay) {
            const start = timeOf(component, "dtstart") as Moment;
            const day = localDate(start.time);
            add(read.dayStart(day), read.dayStart(addDays(day, shape.days)));
          } else add(shape.start, shape.start + shape.ms);
          continue;
        }
        const skip = new Set(overridden.get(String(component.getFirstPropertyValue("uid") ?? "")) ?? []);
        for (const property of component.getAllProperties("exdate")) {
          const tzid = property.getParameter("tzid");
          for (const value of property.getValues()) {
            spend();
            if (value instanceof ical.Time)
              skip.add(occurrenceKey(value, typeof tzid === "string" ? tzid : null, read));
          }
        }
        // Left out here, as instants: ical.js would compare them on its floating clock.
        component.removeAllProperties("exdate");
        const dtstart = timeOf(component, "dtstart");
        if (!dtstart) continue;
        // RDATEs in another zone than the start are merged into the series on the wall clock, so
        // their order can be hours off: the end of the window is then looked for a day later.
        const slack = component.hasProperty("rdate") ? DAY : 0;
        untilOnStartClock(component, dtstart, read);
        let iterator: ICAL.RecurExpansion;
        try {
          const later = options.skipAhead === false ? null : laterStart(component, dtstart, shape, from, read);
          iterator = new ical.Event(component).iterator(later ?? undefined);
        } catch {
          continue;
        }
        for (;;) {
          spend();
          let next: ICAL.Time | undefined;
          try {
            next = iterator.next();
          } catch {
            break;
          }
          if (!next) break;
          if (next.isDate) {
            const day = localDate(next);
            const start = read.dayStart(day);
            if (start >= to + slack) break;
            if (skip.size > 0 && skip.has(`d:${dateKey(day)}`)) continue;
            add(start, shape.allDay ? read.dayStart(addDays(day, shape.days)) : start + shape.ms);
          } else {
            const start = read.instant(next, dtstart.tzid);
            if (start >= to + slack) break;
            if (skip.size > 0 && skip.has(`t:${start}`)) continue;
            add(start, start + (shape.allDay ? shape.days * DAY : shape.ms));
          }
        }
      }
    } catch (error) {
      if (error instanceof OverBudget) return { ok: false, code: "tooComplex", limit: error.limit };
      throw error;
    }
    if (clock() > deadline) return { ok: false, code: "tooComplex", limit: "time" };
    return { ok: true, intervals: merge(intervals, from, to), occurrences: spent };
  }

  /** Sorted, clipped to [from, to), overlapping or touching intervals joined. */
  function merge(intervals: [number, number][], from: number, to: number): [number, number][] {
    const sorted = intervals
      .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
      .filter(([start, end]) => end > start)
      .sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const interval of sorted) {
      const last = merged.at(-1);
      if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
      else merged.push([interval[0], interval[1]]);
    }
    return merged;
  }

  return { expand, merge };
}

const expander = calendarExpander(ICAL, zoneClock());

const toBusy = (intervals: [number, number][]): BusyInterval[] =>
  intervals.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));

/** The typed error of a failed expansion. */
export function expansionError(result: Exclude<Expansion, { ok: true }>): CalendarFormatError | CalendarBudgetError {
  return result.code === "notCalendar" ? new CalendarFormatError(result.detail) : new CalendarBudgetError(result.limit);
}

/**
 * Busy intervals of an iCalendar file within [from, to): sorted, merged, clipped. Recurring
 * events are expanded (RRULE, RDATE, EXDATE), an overridden occurrence (RECURRENCE-ID) counts
 * where the override puts it or not at all when it is cancelled; TZIDs are read as IANA zones,
 * the file's own VTIMEZONEs or Outlook's Windows names; floating times and all-day events are on
 * the coach's clock. Free (TRANSP:TRANSPARENT) and cancelled events do not count. Throws
 * `CalendarFormatError` for a file that is not a calendar and `CalendarBudgetError` for one over
 * its budget. In this thread: the server uses `expandCalendarOffThread`.
 */
export function busyIntervalsFromICal(
  text: string,
  window: BusyWindow,
  budget: ExpansionBudget = CALENDAR_BUDGET,
  options: { skipAhead?: boolean } = {},
): BusyInterval[] {
  const result = expander.expand(
    text,
    { from: window.from.getTime(), to: window.to.getTime(), timeZone: window.timeZone },
    budget,
    () => performance.now(),
    options,
  );
  if (!result.ok) throw expansionError(result);
  return toBusy(result.intervals);
}

/** Sorted, clipped to [from, to), overlapping or touching intervals joined. */
export function mergeIntervals(intervals: [number, number][], from: number, to: number): BusyInterval[] {
  return toBusy(expander.merge(intervals, from, to));
}
