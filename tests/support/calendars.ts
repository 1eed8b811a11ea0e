/**
 * Calendars that cost a lot to read, made in the test: the ones an attacker serves, and a large
 * one as a busy coach's years of history look. iCalendar text with CRLF line ends.
 */

const lines = (...parts: string[]) => parts.join("\r\n");

const AMSTERDAM_ZONE = lines(
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Amsterdam",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
);

const calendar = (events: string[]) =>
  lines("BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Vitaal tests//EN", AMSTERDAM_ZONE, ...events, "END:VCALENDAR");

/**
 * Events repeating every second since 1 January 2000 in Amsterdam, one second long: the 1.2 KB
 * calendar of eight of them once kept the server busy for seconds.
 */
export function everySecondCalendar(events = 8): string {
  return calendar(
    Array.from({ length: events }, (_, index) =>
      lines(
        "BEGIN:VEVENT",
        `UID:second-${index}@example.test`,
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Europe/Amsterdam:20000101T000000",
        "DTEND;TZID=Europe/Amsterdam:20000101T000001",
        "RRULE:FREQ=SECONDLY",
        "END:VEVENT",
      ),
    ),
  );
}

/** Just under 2 MiB, the most a calendar may be fetched with. */
export const LARGEST_CALENDAR = 2 * 1024 * 1024 - 8 * 1024;

/** About `bytes` of events repeating every second or minute since 2000 (a few thousand of them). */
export function denseSeriesCalendar(bytes = LARGEST_CALENDAR): string {
  const events: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const event = lines(
      "BEGIN:VEVENT",
      `UID:dense-${index}@example.test`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART;TZID=Europe/Amsterdam:2000${String((index % 12) + 1).padStart(2, "0")}01T000000`,
      "DURATION:PT1S",
      `RRULE:FREQ=${index % 2 === 0 ? "SECONDLY" : "MINUTELY"}`,
      `SUMMARY:${"x".repeat(200)}`,
      "END:VEVENT",
    );
    events.push(event);
    size += event.length + 2;
  }
  return calendar(events);
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * About `bytes` of a busy coach's calendar: `series` weekly series that began in January 2014 and
 * go on (each on a working day, 07:00–07:30 Amsterdam time), and one appointment of an hour, with
 * a description and a place, on every working day from 2014 on, 12:00–13:00 UTC, as many as fit
 * (2 MB: into the 2030s). So in any window every working day is busy 07:00–07:30 in Amsterdam and
 * 12:00–13:00 UTC, and nothing else is.
 */
export function busyCoachCalendar(bytes = LARGEST_CALENDAR, series = 40): string {
  const events: string[] = [];
  let size = 0;
  for (let index = 0; index < series; index++) {
    const weekday = ["MO", "TU", "WE", "TH", "FR"][index % 5];
    const event = lines(
      "BEGIN:VEVENT",
      `UID:series-${index}@example.test`,
      "DTSTAMP:20260101T000000Z",
      // 6 January 2014 was a Monday.
      `DTSTART;TZID=Europe/Amsterdam:201401${String(6 + (index % 5)).padStart(2, "0")}T070000`,
      `DTEND;TZID=Europe/Amsterdam:201401${String(6 + (index % 5)).padStart(2, "0")}T073000`,
      `RRULE:FREQ=WEEKLY;BYDAY=${weekday}`,
      "SUMMARY:Team meeting",
      "END:VEVENT",
    );
    events.push(event);
    size += event.length + 2;
  }
  const day = new Date(Date.UTC(2014, 0, 1, 12));
  for (let index = 0; size < bytes; index++) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const end = new Date(day.getTime() + 3_600_000);
      const event = lines(
        "BEGIN:VEVENT",
        `UID:appointment-${index}@example.test`,
        `DTSTAMP:${stamp(day)}`,
        `DTSTART:${stamp(day)}`,
        `DTEND:${stamp(end)}`,
        `SUMMARY:Appointment ${index}`,
        `DESCRIPTION:${"Notes of the appointment, kept for the record. ".repeat(2)}`,
        `LOCATION:Room ${index % 7}`,
        "END:VEVENT",
      );
      events.push(event);
      size += event.length + 2;
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return calendar(events);
}
