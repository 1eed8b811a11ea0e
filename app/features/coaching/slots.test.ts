import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { busyIntervalsFromICal } from "./ical-busy";
import { type AvailabilityInput, defaultRules, freeSlots, mergeRanges, type WeeklyHours } from "./slots";
import { localTimeToInstant } from "./zoned-time";

const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());
const onDay = (slots: { start: Date }[], day: string) => iso(slots).filter((start) => start.startsWith(day));

/** Every weekday the same hours. */
const everyDay = (start: `${number}:${number}`, end: `${number}:${number}`): WeeklyHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

function input(overrides: Partial<AvailabilityInput> & Pick<AvailabilityInput, "now">): AvailabilityInput {
  return {
    timeZone: "Europe/Amsterdam",
    weekly: everyDay("09:00", "12:00"),
    rules: { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 2 },
    ...overrides,
  };
}

describe("merging ranges", () => {
  it("orders, joins overlapping and touching ranges, and drops empty ones", () => {
    expect(
      mergeRanges([
        { start: "14:00", end: "16:00" },
        { start: "09:00", end: "11:00" },
        { start: "10:30", end: "12:00" },
        { start: "12:00", end: "12:30" },
        { start: "18:00", end: "18:00" },
      ]),
    ).toEqual([
      [540, 750],
      [840, 960],
    ]);
  });
});

describe("free slots", () => {
  it("offers slots on the grid inside the hours, in the coach's zone", () => {
    // Monday 2 March 2026, 06:00 in Amsterdam (05:00 UTC); one day only.
    const slots = freeSlots(
      input({
        now: new Date("2026-03-02T05:00:00Z"),
        rules: { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    expect(iso(slots)).toEqual([
      "2026-03-02T08:00:00.000Z",
      "2026-03-02T08:30:00.000Z",
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T09:30:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
  });

  it("keeps the real length over the spring DST change (Amsterdam, 29 March 2026)", () => {
    const slots = freeSlots(
      input({
        now: new Date("2026-03-28T12:00:00Z"),
        weekly: everyDay("01:00", "04:00"),
        rules: { ...defaultRules, durationMinutes: 60, bufferMinutes: 0, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    const sunday = iso(slots).filter(
      (start) => start.startsWith("2026-03-29") || start.startsWith("2026-03-28T2") || start.startsWith("2026-03-29T0"),
    );
    // 02:00–03:00 does not exist that night: 01:00 and 01:30 CET, then 03:00 CEST, which ends at
    // 04:00 CEST; 03:30 would end after the hours.
    expect(sunday).toEqual(["2026-03-29T00:00:00.000Z", "2026-03-29T00:30:00.000Z", "2026-03-29T01:00:00.000Z"]);
  });

  it("does not offer the repeated hour twice at the autumn change (Amsterdam, 25 October 2026)", () => {
    const slots = freeSlots(
      input({
        now: new Date("2026-10-24T12:00:00Z"),
        weekly: everyDay("01:00", "04:00"),
        rules: { ...defaultRules, durationMinutes: 60, bufferMinutes: 0, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    const starts = iso(slots).filter((start) => start >= "2026-10-24T22:00:00.000Z");
    // 01:00 CEST = 23:00 UTC; 02:00 first time = 00:00 UTC; 03:00 CET = 02:00 UTC; the range ends at
    // 04:00 CET = 03:00 UTC, four real hours after 01:00.
    expect(starts).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-24T23:30:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T02:00:00.000Z",
    ]);
  });

  it("works in a zone with a half-hour offset (Asia/Kolkata, UTC+5:30)", () => {
    const slots = freeSlots(
      input({
        timeZone: "Asia/Kolkata",
        now: new Date("2026-05-04T00:00:00Z"),
        weekly: [{ weekday: 1, start: "10:00", end: "11:30" }],
        rules: { ...defaultRules, durationMinutes: 30, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    expect(onDay(slots, "2026-05-04")).toEqual([
      "2026-05-04T04:30:00.000Z",
      "2026-05-04T05:00:00.000Z",
      "2026-05-04T05:30:00.000Z",
    ]);
  });

  it("takes several, overlapping and unordered ranges a day", () => {
    const slots = freeSlots(
      input({
        now: new Date("2026-03-02T05:00:00Z"),
        weekly: [
          { weekday: 1, start: "14:00", end: "15:00" },
          { weekday: 1, start: "09:00", end: "10:00" },
          { weekday: 1, start: "09:30", end: "10:30" },
        ],
        rules: { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    expect(onDay(slots, "2026-03-02")).toEqual([
      "2026-03-02T08:00:00.000Z",
      "2026-03-02T08:30:00.000Z",
      "2026-03-02T13:00:00.000Z",
    ]);
  });

  it("keeps the buffer around appointments, also at the edges of the day", () => {
    const slots = freeSlots(
      input({
        now: new Date("2026-03-02T05:00:00Z"),
        // The 09:00–10:00 appointment with its 15 minutes after it.
        busy: [{ start: new Date("2026-03-02T08:00:00Z"), end: new Date("2026-03-02T09:15:00Z") }],
        rules: { ...defaultRules, durationMinutes: 60, bufferMinutes: 15, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    // Taken until 10:15; 10:30 is the first slot on the grid after it, and the 11:00 slot ends
    // exactly when the hours end.
    expect(onDay(slots, "2026-03-02")).toEqual(["2026-03-02T09:30:00.000Z", "2026-03-02T10:00:00.000Z"]);
  });

  it("offers nothing on a day that has the maximum of appointments", () => {
    const busy = [0, 1].map((hour) => ({
      start: new Date(`2026-03-03T1${hour * 2}:00:00Z`),
      end: new Date(`2026-03-03T1${hour * 2}:30:00Z`),
    }));
    const slots = freeSlots(
      input({
        now: new Date("2026-03-02T05:00:00Z"),
        busy,
        rules: { ...defaultRules, durationMinutes: 60, maxPerDay: 2, minimumNoticeMinutes: 0, windowDays: 1 },
      }),
    );
    expect(iso(slots).some((start) => start.startsWith("2026-03-03"))).toBe(false);
    expect(iso(slots).some((start) => start.startsWith("2026-03-02"))).toBe(true);
  });

  it("respects the minimum notice and the booking window", () => {
    const slots = freeSlots(
      input({
        now: new Date("2026-03-02T08:10:00Z"),
        rules: { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 60, windowDays: 1 },
      }),
    );
    expect(iso(slots)[0]).toBe("2026-03-02T09:30:00.000Z");
    expect(iso(slots).every((start) => start < "2026-03-03T08:10:00.000Z")).toBe(true);
  });

  it("uses a date's override instead of its weekly hours, and skips vacations", () => {
    const slots = freeSlots(
      input({
        now: new Date("2026-03-02T05:00:00Z"),
        overrides: [
          { date: "2026-03-02", ranges: [{ start: "15:00", end: "16:00" }] },
          { date: "2026-03-03", ranges: [] },
        ],
        vacations: [{ from: "2026-03-04", to: "2026-03-04" }],
        rules: { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 4 },
      }),
    );
    const days = [...new Set(iso(slots).map((start) => start.slice(0, 10)))];
    expect(iso(slots).filter((start) => start.startsWith("2026-03-02"))).toEqual(["2026-03-02T14:00:00.000Z"]);
    expect(days).toEqual(["2026-03-02", "2026-03-05"]);
  });
});

describe("the first free slot", () => {
  it("stops at the limit and gives the same first slots as the full list", () => {
    const full = freeSlots(input({ now: new Date("2026-03-02T07:00:00Z") }));
    const first = freeSlots(input({ now: new Date("2026-03-02T07:00:00Z"), limit: 1 }));
    expect(first).toHaveLength(1);
    expect(iso(first)).toEqual(iso(full).slice(0, 1));
    expect(iso(freeSlots(input({ now: new Date("2026-03-02T07:00:00Z"), limit: 3 })))).toEqual(iso(full).slice(0, 3));
  });
});

describe("wall time to instant", () => {
  it("returns null for a time the clock skips", () => {
    expect(localTimeToInstant({ year: 2026, month: 3, day: 29 }, 150, "Europe/Amsterdam")).toBeNull();
  });

  it("takes the first of a time the clock shows twice", () => {
    expect(
      new Date(localTimeToInstant({ year: 2026, month: 10, day: 25 }, 150, "Europe/Amsterdam") ?? 0).toISOString(),
    ).toBe("2026-10-25T00:30:00.000Z");
  });
});

describe("busy time from the coach's own calendars", () => {
  const calendarFile = readFileSync(
    join(import.meta.dirname, "../../../tests/fixtures/calendars/weekly-autumn.ics"),
    "utf8",
  );

  it("blocks slots with a buffer before and after, on the day the clocks go back", () => {
    // Saturday 24 October 2026, 22:00 in Amsterdam; the clocks go back that night.
    const now = new Date("2026-10-24T20:00:00Z");
    const rules = { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 2 };
    // Sunday 10:00–10:30 local, now UTC+1.
    const blocked = [{ start: new Date("2026-10-25T09:00:00Z"), end: new Date("2026-10-25T09:30:00Z") }];
    const free = freeSlots(input({ now, rules }));
    expect(onDay(free, "2026-10-25")).toEqual([
      "2026-10-25T08:00:00.000Z",
      "2026-10-25T08:30:00.000Z",
      "2026-10-25T09:00:00.000Z",
      "2026-10-25T09:30:00.000Z",
      "2026-10-25T10:00:00.000Z",
    ]);
    // 09:00 ends at 10:00 plus 15 minutes of buffer; 10:30 starts within the buffer after 10:30.
    expect(onDay(freeSlots(input({ now, rules, blocked })), "2026-10-25")).toEqual(["2026-10-25T10:00:00.000Z"]);
    // Without a buffer only the slots that overlap it go.
    const tight = { ...rules, bufferMinutes: 0 };
    expect(onDay(freeSlots(input({ now, rules: tight, blocked })), "2026-10-25")).toEqual([
      "2026-10-25T08:00:00.000Z",
      "2026-10-25T09:30:00.000Z",
      "2026-10-25T10:00:00.000Z",
    ]);
  });

  it("joins appointments and calendar time, and does not count calendar events toward the daily maximum", () => {
    const now = new Date("2026-10-24T20:00:00Z");
    const rules = { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 2, maxPerDay: 1 };
    const blocked = [
      { start: new Date("2026-10-26T08:00:00Z"), end: new Date("2026-10-26T08:30:00Z") },
      { start: new Date("2026-10-26T08:20:00Z"), end: new Date("2026-10-26T09:00:00Z") },
    ];
    // Monday 26 October, UTC+1: 09:00–10:00 local is taken by two overlapping calendar events.
    expect(onDay(freeSlots(input({ now, rules, blocked })), "2026-10-26")).toEqual([
      "2026-10-26T09:30:00.000Z",
      "2026-10-26T10:00:00.000Z",
    ]);
    // One appointment (with its buffer) fills the day's maximum: nothing left that day.
    const busy = [{ start: new Date("2026-10-26T10:00:00Z"), end: new Date("2026-10-26T11:15:00Z") }];
    expect(onDay(freeSlots(input({ now, rules, blocked, busy })), "2026-10-26")).toEqual([]);
  });

  it("keeps a weekly calendar event out of the slots on both sides of the DST change", () => {
    // Thursday 15 October 2026, 12:00 in Amsterdam; Mondays 09:00–12:00 open, two weeks ahead.
    const now = new Date("2026-10-15T10:00:00Z");
    const rules = { ...defaultRules, durationMinutes: 60, minimumNoticeMinutes: 0, windowDays: 14 };
    const weekly: WeeklyHours[] = [{ weekday: 1, start: "09:00", end: "12:00" }];
    const blocked = busyIntervalsFromICal(calendarFile, {
      from: now,
      to: new Date(now.getTime() + 60 * 86_400_000),
      timeZone: "Europe/Amsterdam",
    });
    const slots = freeSlots(input({ now, rules, weekly, blocked }));
    // The team meeting is 09:00–10:00 every Monday: the first free hour starts at 10:30 local.
    expect(iso(slots)).toEqual([
      "2026-10-19T08:30:00.000Z",
      "2026-10-19T09:00:00.000Z",
      "2026-10-26T09:30:00.000Z",
      "2026-10-26T10:00:00.000Z",
    ]);
  });
});
