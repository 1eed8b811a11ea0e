import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { everySecondCalendar } from "../../../tests/support/calendars";
import { calendarFixture, sixtyDaysFrom } from "./calendar-fixture";
import {
  busyIntervalsFromICal,
  CALENDAR_BUDGET,
  CalendarBudgetError,
  CalendarFormatError,
  calendarExpander,
  type ExpansionBudget,
  mergeIntervals,
} from "./ical-busy";
import { zoneClock } from "./zoned-time";

const fixture = calendarFixture;

const DAY = 86_400_000;
const window = sixtyDaysFrom;
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

  it("refuses an endless, dense series rather than keep part of it", () => {
    const text = calendarOf([
      "BEGIN:VEVENT",
      "UID:dense",
      "DTSTART:20261001T000000Z",
      "DTEND:20261001T000030Z",
      "RRULE:FREQ=MINUTELY",
      "END:VEVENT",
    ]);
    // Half a minute busy in every minute: 86 400 separate intervals in 60 days, over the budget's
    // 10 000. Keeping the first 10 000 would open the coach's time after the 7th day.
    expect(() => busyIntervalsFromICal(text, window("2026-10-01T00:00:00Z"))).toThrow(CalendarBudgetError);
    const result = expander.expand(
      text,
      numeric("2026-10-01T00:00:00Z"),
      CALENDAR_BUDGET,
      performance.now.bind(performance),
    );
    expect(result).toEqual({ ok: false, code: "tooComplex", limit: "intervals" });
  });
});

const calendarOf = (events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR"].join("\r\n");
const expander = calendarExpander(ICAL, zoneClock());
const numeric = (from: string, days = 60, timeZone = "Europe/Amsterdam") => ({
  from: new Date(from).getTime(),
  to: new Date(from).getTime() + days * DAY,
  timeZone,
});
const roomy: ExpansionBudget = { occurrences: 5_000_000, intervals: 1_000_000, ms: 600_000 };
const clock = () => performance.now();

describe("the budget of one calendar", () => {
  it("refuses the eight events repeating every second since 2000 after a few seconds of their time, not 26 years of it", () => {
    const text = everySecondCalendar();
    const result = expander.expand(text, numeric("2026-10-15T10:00:00Z"), CALENDAR_BUDGET, clock);
    // Over on the intervals in the window: the series were started near it, so the budget of
    // occurrences was not spent on the seconds since 2000.
    expect(result).toEqual({ ok: false, code: "tooComplex", limit: "intervals" });
    // Expanded from its start, the first series spends any budget before the window (here a
    // third of the real one, for the test's time: started near the window, ~21 000 would do).
    const small = { ...CALENDAR_BUDGET, occurrences: 30_000 };
    const fromStart = expander.expand(text, numeric("2026-10-15T10:00:00Z"), small, clock, { skipAhead: false });
    expect(fromStart).toEqual({ ok: false, code: "tooComplex", limit: "occurrences" });
    expect(() => busyIntervalsFromICal(text, window("2026-10-15T10:00:00Z"))).toThrow(CalendarBudgetError);
  });

  it("reads an old series of every hour, written as seconds, in about the occurrences of the window", () => {
    const text = calendarOf([
      "BEGIN:VEVENT",
      "UID:hourly-in-seconds",
      "DTSTART;TZID=Europe/Amsterdam:20000101T000000",
      "DURATION:PT10M",
      "RRULE:FREQ=SECONDLY;INTERVAL=3600",
      "END:VEVENT",
    ]);
    const result = expander.expand(text, numeric("2026-10-15T10:00:00Z"), CALENDAR_BUDGET, clock);
    if (!result.ok) throw new Error(JSON.stringify(result));
    // Every hour of the Amsterdam clock in 60 days: 1 439, as the clock goes back an hour on 25
    // October (its 02:00 is read once, the first time).
    expect(result.intervals).toHaveLength(60 * 24 - 1);
    // Those, a few before the window (the margin), and the event itself.
    expect(result.occurrences).toBeLessThan(1_460);
    // On the hour of the Amsterdam clock: 10:00 UTC is 12:00 in summer time.
    expect(new Date(result.intervals[0]?.[0] ?? 0).toISOString()).toBe("2026-10-15T10:00:00.000Z");
    expect(new Date(result.intervals[0]?.[1] ?? 0).toISOString()).toBe("2026-10-15T10:10:00.000Z");
  });

  it("counts occurrences across all events of a calendar, not per event", () => {
    // COUNT keeps a series from being started near the window: each of these steps 400 times.
    const event = (index: number) => [
      "BEGIN:VEVENT",
      `UID:counted-${index}`,
      "DTSTART:20250101T090000Z",
      "DURATION:PT1H",
      "RRULE:FREQ=DAILY;COUNT=400",
      "END:VEVENT",
    ];
    const budget = { ...CALENDAR_BUDGET, occurrences: 1_000 };
    const two = expander.expand(calendarOf([...event(1), ...event(2)]), numeric("2026-10-01T00:00:00Z"), budget, clock);
    expect(two.ok).toBe(true);
    const three = calendarOf([...event(1), ...event(2), ...event(3)]);
    expect(expander.expand(three, numeric("2026-10-01T00:00:00Z"), budget, clock)).toEqual({
      ok: false,
      code: "tooComplex",
      limit: "occurrences",
    });
  });

  it("refuses a calendar that takes longer than its time", () => {
    let now = 0;
    // A clock that moves a second whenever it is read.
    const slow = () => (now += 1000);
    const text = calendarOf(
      Array.from({ length: 600 }, (_, index) => [
        "BEGIN:VEVENT",
        `UID:slow-${index}`,
        "DTSTART:20261005T090000Z",
        "DURATION:PT1H",
        "END:VEVENT",
      ]).flat(),
    );
    expect(expander.expand(text, numeric("2026-10-01T00:00:00Z"), { ...CALENDAR_BUDGET, ms: 2_500 }, slow)).toEqual({
      ok: false,
      code: "tooComplex",
      limit: "time",
    });
    expect(expander.expand(text, numeric("2026-10-01T00:00:00Z"), CALENDAR_BUDGET, clock).ok).toBe(true);
  });

  it("names a file that is not a calendar as such, not as too complex", () => {
    expect(
      expander.expand("BEGIN:VCARD\r\nEND:VCARD", numeric("2026-10-01T00:00:00Z"), CALENDAR_BUDGET, clock),
    ).toMatchObject({ ok: false, code: "notCalendar" });
  });
});

describe("a series started near the window", () => {
  // Each rule's busy time in three windows (an autumn and a spring DST change, 29 February 2028),
  // expanded from its own start and from a start moved near the window: the same, at a fraction
  // of the steps.
  const rules: [string, string[]][] = [
    ["daily", ["DTSTART;TZID=Europe/Amsterdam:20160317T093000", "DURATION:PT30M", "RRULE:FREQ=DAILY"]],
    [
      "every third day across midnight",
      ["DTSTART;TZID=Europe/Amsterdam:20050102T230000", "DURATION:PT2H", "RRULE:FREQ=DAILY;INTERVAL=3"],
    ],
    [
      "fortnightly on three days, weeks from Sunday",
      [
        "DTSTART;TZID=America/New_York:20040105T080000",
        "DURATION:PT1H",
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;WKST=SU",
      ],
    ],
    ["monthly on the 31st", ["DTSTART:20060131T120000Z", "DURATION:PT1H", "RRULE:FREQ=MONTHLY"]],
    ["monthly on the 28th", ["DTSTART;TZID=Europe/Amsterdam:20080328T083000", "DURATION:PT1H", "RRULE:FREQ=MONTHLY"]],
    ["yearly on 15 November", ["DTSTART;TZID=Europe/Amsterdam:20011115T083000", "DURATION:PT1H", "RRULE:FREQ=YEARLY"]],
    [
      "every third month on its last Friday",
      ["DTSTART;TZID=Europe/Amsterdam:20070126T100000", "DURATION:PT1H", "RRULE:FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR"],
    ],
    [
      "the last day of the month",
      ["DTSTART;TZID=Europe/Amsterdam:20110131T160000", "DURATION:PT1H", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1"],
    ],
    [
      "the last working day of the month",
      [
        "DTSTART;TZID=Europe/Amsterdam:20200131T150000",
        "DURATION:PT1H",
        "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
      ],
    ],
    ["29 February, all day", ["DTSTART;VALUE=DATE:20080229", "DTEND;VALUE=DATE:20080301", "RRULE:FREQ=YEARLY"]],
    [
      "every fifth hour",
      ["DTSTART;TZID=Europe/Amsterdam:20240101T000000", "DURATION:PT10M", "RRULE:FREQ=HOURLY;INTERVAL=5"],
    ],
    [
      "every 997 minutes",
      ["DTSTART;TZID=Europe/Amsterdam:20210101T000730", "DURATION:PT5M", "RRULE:FREQ=MINUTELY;INTERVAL=997"],
    ],
    [
      "a day less a second, in seconds",
      ["DTSTART:20160101T000000Z", "DURATION:PT15M", "RRULE:FREQ=SECONDLY;INTERVAL=86399"],
    ],
    [
      "working hours on working days",
      [
        "DTSTART;TZID=Europe/Amsterdam:20230109T090000",
        "DURATION:PT30M",
        "RRULE:FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,13",
      ],
    ],
    [
      "every third week on two days, all day",
      ["DTSTART;VALUE=DATE:20100104", "RRULE:FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TU"],
    ],
    [
      "at 02:00 on the day summer time begins",
      ["DTSTART;TZID=Europe/Amsterdam:20120325T020000", "DURATION:PT1H", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"],
    ],
    [
      "floating, until a UTC time",
      ["DTSTART:20090602T181500", "DURATION:PT45M", "RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270315T000000Z"],
    ],
    [
      "in two months of each year",
      ["DTSTART;TZID=Europe/Amsterdam:20160101T070000", "DURATION:PT1H", "RRULE:FREQ=DAILY;BYMONTH=11,12"],
    ],
    [
      "ended before the windows",
      ["DTSTART;TZID=Europe/Amsterdam:20150101T090000", "DURATION:PT1H", "RRULE:FREQ=DAILY;UNTIL=20200101T000000Z"],
    ],
    [
      "week 20, on Monday",
      ["DTSTART;TZID=Europe/Amsterdam:20040510T090000", "DURATION:PT1H", "RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO"],
    ],
    [
      "weekly, with an EXDATE, an RDATE and a moved occurrence",
      [
        "DTSTART;TZID=Europe/Amsterdam:20150105T140000",
        "DURATION:PT1H",
        "RRULE:FREQ=WEEKLY",
        "EXDATE;TZID=Europe/Amsterdam:20261012T140000",
        "RDATE;TZID=Europe/Amsterdam:20261014T160000",
      ],
    ],
  ];
  const windows = ["2026-10-01T00:00:00Z", "2027-03-01T00:00:00Z", "2028-02-01T00:00:00Z"];
  const withOverride = "weekly, with an EXDATE, an RDATE and a moved occurrence";
  const override = [
    "BEGIN:VEVENT",
    `UID:${withOverride}`,
    "RECURRENCE-ID;TZID=Europe/Amsterdam:20261019T140000",
    "DTSTART;TZID=Europe/Amsterdam:20261020T080000",
    "DURATION:PT1H",
    "END:VEVENT",
  ];

  for (const [name, lines] of rules) {
    it(`keeps the occurrences of a series ${name}`, () => {
      const text = calendarOf([
        "BEGIN:VEVENT",
        `UID:${name}`,
        ...lines,
        "END:VEVENT",
        ...(name === withOverride ? override : []),
      ]);
      let seen = 0;
      for (const from of windows) {
        const near = expander.expand(text, numeric(from), roomy, clock);
        const full = expander.expand(text, numeric(from), roomy, clock, { skipAhead: false });
        if (!near.ok || !full.ok) throw new Error(`${JSON.stringify(near)} ${JSON.stringify(full)}`);
        expect(near.intervals).toEqual(full.intervals);
        expect(near.occurrences).toBeLessThanOrEqual(full.occurrences);
        seen += near.intervals.length;
      }
      if (name === "ended before the windows") expect(seen).toBe(0);
      else expect(seen).toBeGreaterThan(0);
      // Started near each window: a few periods before it, not years of them.
      if (name.startsWith("monthly") || name.startsWith("yearly")) {
        for (const from of windows) {
          const near = expander.expand(text, numeric(from), roomy, clock);
          expect(near.ok && near.occurrences).toBeLessThan(10);
        }
      }
    });
  }

  it("moves the series, not its EXDATE, RDATE and overrides", () => {
    const lines = rules.find(([name]) => name === withOverride)?.[1] ?? [];
    const text = calendarOf(["BEGIN:VEVENT", `UID:${withOverride}`, ...lines, "END:VEVENT", ...override]);
    const result = expander.expand(text, numeric("2026-10-01T00:00:00Z", 30), roomy, clock);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.intervals.map(([start]) => new Date(start).toISOString())).toEqual([
      "2026-10-05T12:00:00.000Z",
      // 12 October is excluded; 14 October 16:00 is added.
      "2026-10-14T14:00:00.000Z",
      // 19 October moved to 20 October 08:00.
      "2026-10-20T06:00:00.000Z",
      "2026-10-26T13:00:00.000Z",
    ]);
    // From 2015: some 600 weeks, unless started near the window.
    expect(result.occurrences).toBeLessThan(20);
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
