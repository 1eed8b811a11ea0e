import ICAL from "ical.js";
import { addDays, type LocalDate, localTimeToInstant, offsetMinutes } from "./zoned-time";

/**
 * The busy time in a coach's own calendar (an iCalendar file, as Google Calendar, Outlook and
 * Apple Calendar publish it), as instants. Only start and end are read: titles, places and
 * attendees never leave this module. Pure: the window is given, nothing reads the clock.
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

/** A file that is not an iCalendar calendar. */
export class CalendarFormatError extends Error {
  readonly code = "notCalendar" as const;
  constructor(message = "not an iCalendar file") {
    super(message);
    this.name = "CalendarFormatError";
  }
}

/** Occurrences one recurring event may step through (from its first one on) before it is cut off. */
export const MAX_STEPS_PER_EVENT = 50_000;
/** Busy intervals one calendar may contribute before merging; the rest is not read. */
export const MAX_INTERVALS = 10_000;

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
function isIanaZone(name: string): boolean {
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
}

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
      vtimezones.set(tzid, new ICAL.Timezone(component));
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
        const time = ICAL.Time.fromJSDate(new Date(instant), true).convertToZone(zone.zone);
        return ICAL.Time.fromData({
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
      return ICAL.Time.fromData({
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

function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/**
 * Vitaal's own appointments carry this UID ending (the coach's calendar feed, the invites): a coach
 * whose calendar shows them (subscribed to the feed, or an accepted invite) is busy for them already.
 */
export const OWN_EVENT_UID = /@vitaal$/i;

function isBusy(component: ICAL.Component): boolean {
  const transparency = component.getFirstPropertyValue("transp");
  const status = component.getFirstPropertyValue("status");
  const uid = String(component.getFirstPropertyValue("uid") ?? "");
  return (
    String(transparency ?? "OPAQUE").toUpperCase() !== "TRANSPARENT" &&
    String(status ?? "").toUpperCase() !== "CANCELLED" &&
    !OWN_EVENT_UID.test(uid)
  );
}

/** How one event's occurrences become intervals: its length, as days or as milliseconds. */
type Shape = { allDay: true; days: number } | { allDay: false; start: number; ms: number };

function timeOf(component: ICAL.Component, name: string): { time: ICAL.Time; tzid: string | null } | null {
  const property = component.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) return null;
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
    else if (duration instanceof ICAL.Duration) days = Math.ceil(duration.toSeconds() / 86_400);
    return days > 0 ? { allDay: true, days } : null;
  }
  const startsAt = read.instant(start.time, start.tzid);
  let ms = 0;
  if (end) ms = (end.time.isDate ? read.dayStart(localDate(end.time)) : read.instant(end.time, end.tzid)) - startsAt;
  else if (duration instanceof ICAL.Duration) ms = duration.toSeconds() * 1000;
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
function untilOnStartClock(
  component: ICAL.Component,
  dtstart: { time: ICAL.Time; tzid: string | null },
  read: Reader,
): void {
  if (dtstart.time.isDate || dtstart.time.zone?.tzid === "UTC") return;
  for (const property of component.getAllProperties("rrule")) {
    const recur = property.getFirstValue();
    if (!(recur instanceof ICAL.Recur) || !recur.until || recur.until.isDate) continue;
    if (recur.until.zone?.tzid !== "UTC") continue;
    const instant = recur.until.toUnixTime() * 1000;
    recur.until = read.wallAt(instant, dtstart.tzid);
  }
}

/**
 * Busy intervals of an iCalendar file within [from, to): sorted, merged, clipped. Recurring
 * events are expanded (RRULE, RDATE, EXDATE), an overridden occurrence (RECURRENCE-ID) counts
 * where the override puts it or not at all when it is cancelled; TZIDs are read as IANA zones,
 * the file's own VTIMEZONEs or Outlook's Windows names; floating times and all-day events are on
 * the coach's clock. Free (TRANSP:TRANSPARENT) and cancelled events do not count. Throws
 * `CalendarFormatError` for a file that is not a calendar.
 */
export function busyIntervalsFromICal(text: string, window: BusyWindow): BusyInterval[] {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    const root = Array.isArray(parsed) && typeof parsed[0] === "string" ? parsed : (parsed as unknown[])[0];
    if (!Array.isArray(root) || String(root[0]).toLowerCase() !== "vcalendar") throw new CalendarFormatError();
    calendar = new ICAL.Component(root as never);
  } catch (error) {
    if (error instanceof CalendarFormatError) throw error;
    throw new CalendarFormatError(error instanceof Error ? error.message : undefined);
  }
  const from = window.from.getTime();
  const to = window.to.getTime();
  const read = reader(calendar, window.timeZone);
  const intervals: [number, number][] = [];
  const add = (start: number, end: number) => {
    if (end > from && start < to && end > start && intervals.length < MAX_INTERVALS) intervals.push([start, end]);
  };

  const events = calendar.getAllSubcomponents("vevent");
  // Overrides by UID: the occurrences they replace are left out of their series.
  const overridden = new Map<string, Set<string>>();
  for (const component of events) {
    const recurrenceId = timeOf(component, "recurrence-id");
    if (!recurrenceId) continue;
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    const keys = overridden.get(uid) ?? new Set<string>();
    keys.add(occurrenceKey(recurrenceId.time, recurrenceId.tzid, read));
    overridden.set(uid, keys);
  }

  for (const component of events) {
    if (intervals.length >= MAX_INTERVALS) break;
    const shape = shapeOf(component, read);
    if (!shape || !isBusy(component)) continue;
    const isOverride = component.hasProperty("recurrence-id");
    const recurring = !isOverride && (component.hasProperty("rrule") || component.hasProperty("rdate"));
    if (!recurring) {
      if (shape.allDay) {
        const start = timeOf(component, "dtstart") as { time: ICAL.Time };
        const day = localDate(start.time);
        add(read.dayStart(day), read.dayStart(addDays(day, shape.days)));
      } else add(shape.start, shape.start + shape.ms);
      continue;
    }
    const skip = new Set(overridden.get(String(component.getFirstPropertyValue("uid") ?? "")) ?? []);
    for (const property of component.getAllProperties("exdate")) {
      const tzid = property.getParameter("tzid");
      for (const value of property.getValues()) {
        if (value instanceof ICAL.Time) skip.add(occurrenceKey(value, typeof tzid === "string" ? tzid : null, read));
      }
    }
    const dtstart = timeOf(component, "dtstart");
    if (!dtstart) continue;
    untilOnStartClock(component, dtstart, read);
    let iterator: ICAL.RecurExpansion;
    try {
      iterator = new ICAL.Event(component).iterator();
    } catch {
      continue;
    }
    for (let step = 0; step < MAX_STEPS_PER_EVENT && intervals.length < MAX_INTERVALS; step++) {
      let next: ICAL.Time | undefined;
      try {
        next = iterator.next();
      } catch {
        break;
      }
      if (!next) break;
      if (skip.has(occurrenceKey(next, dtstart.tzid, read))) continue;
      if (shape.allDay) {
        const day = localDate(next);
        const start = read.dayStart(day);
        if (start >= to) break;
        add(start, read.dayStart(addDays(day, shape.days)));
      } else {
        const start = read.instant(next, dtstart.tzid);
        if (start >= to) break;
        add(start, start + shape.ms);
      }
    }
  }
  return mergeIntervals(intervals, from, to);
}

/** Sorted, clipped to [from, to), overlapping or touching intervals joined. */
export function mergeIntervals(intervals: [number, number][], from: number, to: number): BusyInterval[] {
  const sorted = intervals
    .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}
