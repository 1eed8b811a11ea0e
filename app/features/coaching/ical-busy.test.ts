import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { busyIntervalsFromICal, CalendarFormatError, MAX_INTERVALS, mergeIntervals } from "./ical-busy";

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "../../../tests/fixtures/calendars", name), "utf8");

const DAY = 86_400_000;
const window = (from: string, timeZone = "Europe/Amsterdam") => ({
  from: new Date(from),
  to: new Date(new Date(from).getTime() + 60 * DAY),
  timeZone,
});
const spans = (intervals: { start: Date; end: Date }[]) =>
  intervals.map((interval) => `${interval.start.toISOString()}/${interval.end.toISOString()}`);

describe("busy intervals from a calendar file", () => {
  it("expands a weekly series across the autumn DST change, with an EXDATE, a moved and a cancelled occurrence, an all-day event and a free event", () => {
    const busy = spans(busyIntervalsFromICal(fixture("weekly-autumn.ics"), window("2026-10-01T00:00:00Z")));
    expect(busy).toEqual([
      // Mondays 09:00–10:00 in Amsterdam: UTC+2 until 25 October 2026, UTC+1 after.
      "2026-10-05T07:00:00.000Z/2026-10-05T08:00:00.000Z",
      "2026-10-12T07:00:00.000Z/2026-10-12T08:00:00.000Z",
      "2026-10-19T07:00:00.000Z/2026-10-19T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z/2026-10-26T09:00:00.000Z",
      // The all-day event: the whole of 28 October on the coach's clock.
      "2026-10-27T23:00:00.000Z/2026-10-28T23:00:00.000Z",
      // 2 November is excluded; 9 November moved to Tuesday 10 November 14:00–15:00.
      "2026-11-10T13:00:00.000Z/2026-11-10T14:00:00.000Z",
      // 16 November is cancelled by its override.
      "2026-11-23T08:00:00.000Z/2026-11-23T09:00:00.000Z",
    ]);
    // The transparent event of 29 October, and the event before the window, are not there.
    expect(busy.some((span) => span.startsWith("2026-10-29"))).toBe(false);
    expect(busy.some((span) => span.startsWith("2026-09"))).toBe(false);
  });

  it("stops at the end of the window: [from, to)", () => {
    const busy = spans(busyIntervalsFromICal(fixture("weekly-autumn.ics"), window("2026-10-01T00:00:00Z")));
    // 30 November 09:00 is after 60 days.
    expect(busy.some((span) => span.startsWith("2026-11-30"))).toBe(false);
    const later = spans(
      busyIntervalsFromICal(fixture("weekly-autumn.ics"), {
        ...window("2026-10-05T07:30:00Z"),
        to: new Date("2026-10-12T07:30:00Z"),
      }),
    );
    // An occurrence running into the window is clipped to it.
    expect(later).toEqual([
      "2026-10-05T07:30:00.000Z/2026-10-05T08:00:00.000Z",
      "2026-10-12T07:00:00.000Z/2026-10-12T07:30:00.000Z",
    ]);
  });

  it("reads Outlook's Windows zone with its VTIMEZONE across the spring DST change, and floating times on the coach's clock", () => {
    const busy = spans(
      busyIntervalsFromICal(fixture("weekly-spring-outlook.ics"), window("2027-03-10T00:00:00Z", "Europe/London")),
    );
    expect(busy).toEqual([
      // Tuesdays 09:30–11:00 in W. Europe time: UTC+1 until 28 March 2027, UTC+2 after; four times.
      "2027-03-16T08:30:00.000Z/2027-03-16T10:00:00.000Z",
      "2027-03-23T08:30:00.000Z/2027-03-23T10:00:00.000Z",
      // The floating lunch at 12:00 on the coach's clock (London, UTC+1 in summer).
      "2027-03-29T11:00:00.000Z/2027-03-29T12:00:00.000Z",
      "2027-03-30T07:30:00.000Z/2027-03-30T09:00:00.000Z",
      "2027-04-06T07:30:00.000Z/2027-04-06T09:00:00.000Z",
    ]);
  });

  it("keeps the last occurrence of a series whose UNTIL is written in UTC", () => {
    const busy = busyIntervalsFromICal(fixture("until-utc.ics"), window("2026-10-15T00:00:00Z")).map((interval) =>
      interval.start.toISOString(),
    );
    expect(busy).toEqual([
      "2026-10-19T07:00:00.000Z",
      "2026-10-20T07:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-10-27T08:00:00.000Z",
      // UNTIL is exactly the start of these, after the DST change.
      "2026-11-02T08:00:00.000Z",
      "2026-11-03T08:00:00.000Z",
    ]);
  });

  it("reads a zone the file defines itself", () => {
    const busy = spans(busyIntervalsFromICal(fixture("custom-zone.ics"), window("2026-10-20T00:00:00Z")));
    expect(busy).toEqual([
      "2026-10-23T13:00:00.000Z/2026-10-23T14:00:00.000Z",
      "2026-10-24T13:00:00.000Z/2026-10-24T14:00:00.000Z",
      // 15:00 on the file's clock, after its change to UTC+1.
      "2026-10-25T14:00:00.000Z/2026-10-25T15:00:00.000Z",
      "2026-10-26T14:00:00.000Z/2026-10-26T15:00:00.000Z",
    ]);
  });

  it("places an all-day event on the coach's own day", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:trip",
      "DTSTART;VALUE=DATE:20261201",
      "DTEND;VALUE=DATE:20261203",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(spans(busyIntervalsFromICal(text, window("2026-11-20T00:00:00Z", "America/New_York")))).toEqual([
      "2026-12-01T05:00:00.000Z/2026-12-03T05:00:00.000Z",
    ]);
  });

  it("leaves out Vitaal's own appointments (the coach's feed or an invite in the calendar): they are busy already", () => {
    const calendar = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:1f0c2d1e-0000-4000-8000-000000000001@vitaal",
      "DTSTART:20261005T080000Z",
      "DTEND:20261005T090000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:dentist-1@example.com",
      "DTSTART:20261005T100000Z",
      "DTEND:20261005T110000Z",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(spans(busyIntervalsFromICal(calendar, window("2026-10-01T00:00:00Z")))).toEqual([
      "2026-10-05T10:00:00.000Z/2026-10-05T11:00:00.000Z",
    ]);
  });

  it("refuses a file that is not a calendar with a typed error", () => {
    for (const name of ["broken.ics", "truncated.ics"]) {
      expect(() => busyIntervalsFromICal(fixture(name), window("2026-10-01T00:00:00Z"))).toThrow(CalendarFormatError);
    }
    expect(() => busyIntervalsFromICal("", window("2026-10-01T00:00:00Z"))).toThrow(CalendarFormatError);
    expect(() =>
      busyIntervalsFromICal("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Anna\r\nEND:VCARD", window("2026-10-01T00:00:00Z")),
    ).toThrow(CalendarFormatError);
    try {
      busyIntervalsFromICal(fixture("broken.ics"), window("2026-10-01T00:00:00Z"));
    } catch (error) {
      expect((error as CalendarFormatError).code).toBe("notCalendar");
    }
  });

  it("caps what an endless, dense series can produce", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:dense",
      "DTSTART:20261001T000000Z",
      "DTEND:20261001T000030Z",
      "RRULE:FREQ=MINUTELY",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const busy = busyIntervalsFromICal(text, window("2026-10-01T00:00:00Z"));
    // Half a minute busy in every minute: separate intervals, at most the cap of them.
    expect(busy.length).toBe(MAX_INTERVALS);
    expect(busy.at(-1)?.end.getTime()).toBeLessThan(new Date("2026-10-31T00:00:00Z").getTime());
  });
});

describe("merging busy intervals", () => {
  it("sorts, clips to the window and joins overlapping and touching intervals", () => {
    expect(
      spans(
        mergeIntervals(
          [
            [5_000, 6_000],
            [1_000, 2_000],
            [1_500, 3_000],
            [3_000, 3_500],
            [0, 500],
            [9_000, 12_000],
          ],
          400,
          10_000,
        ),
      ),
    ).toEqual([
      `${new Date(400).toISOString()}/${new Date(500).toISOString()}`,
      `${new Date(1_000).toISOString()}/${new Date(3_500).toISOString()}`,
      `${new Date(5_000).toISOString()}/${new Date(6_000).toISOString()}`,
      `${new Date(9_000).toISOString()}/${new Date(10_000).toISOString()}`,
    ]);
  });
});
