import { describe, expect, it } from "vitest";
import { checkIntervals, clockOf, endOfInterval, formatRanges, parseClock, readDay, readWeek } from "./hours";

describe("a day's hours written out", () => {
  it("writes ranges sorted, with 24:00 as the end of the day", () => {
    expect(
      formatRanges([
        { start: 810, end: 1020 },
        { start: 540, end: 720 },
      ]),
    ).toBe("09:00-12:00, 13:30-17:00");
    expect(formatRanges([{ start: 1080, end: 1440 }])).toBe("18:00-24:00");
  });
});

describe("a day's intervals in the weekly hours editor", () => {
  it("accepts intervals in any order that do not overlap; touching is fine", () => {
    expect(
      checkIntervals([
        { start: 780, end: 1020 },
        { start: 540, end: 720 },
        { start: 1020, end: 1080 },
      ]),
    ).toEqual([{}, {}, {}]);
  });

  it("refuses a reversed or empty interval at its end, and a missing time where it is missing", () => {
    expect(checkIntervals([{ start: 720, end: 540 }])).toEqual([{ end: "order" }]);
    expect(checkIntervals([{ start: 540, end: 540 }])).toEqual([{ end: "order" }]);
    expect(checkIntervals([{ start: null, end: 540 }])).toEqual([{ start: "time" }]);
    expect(checkIntervals([{ start: 540, end: null }])).toEqual([{ end: "time" }]);
  });

  it("refuses an overlapping interval at the later one's start, wherever it lies in the day", () => {
    expect(
      checkIntervals([
        { start: 540, end: 720 },
        { start: 660, end: 780 },
      ]),
    ).toEqual([{}, { start: "overlap" }]);
    // Added below, but earlier in the day: still the newer interval carries the message.
    expect(
      checkIntervals([
        { start: 540, end: 720 },
        { start: 480, end: 600 },
        { start: 900, end: 960 },
      ]),
    ).toEqual([{}, { start: "overlap" }, {}]);
    // One interval inside another.
    expect(
      checkIntervals([
        { start: 480, end: 1200 },
        { start: 600, end: 660 },
      ]),
    ).toEqual([{}, { start: "overlap" }]);
    // A reversed interval overlaps nothing; only its own end is wrong.
    expect(
      checkIntervals([
        { start: 720, end: 540 },
        { start: 600, end: 660 },
      ]),
    ).toEqual([{ end: "order" }, {}]);
  });

  it("reads times as a time field posts them, and 00:00 as an end is midnight", () => {
    expect(parseClock("09:30")).toBe(570);
    expect(parseClock("09:30:00")).toBe(570);
    expect(parseClock("9:05")).toBe(545);
    expect(parseClock("24:00")).toBeNull();
    expect(parseClock("09:60")).toBeNull();
    expect(parseClock("09:30:15")).toBeNull();
    expect(parseClock("")).toBeNull();
    expect(parseClock(undefined)).toBeNull();
    expect(endOfInterval(0)).toBe(1440);
    expect(endOfInterval(600)).toBe(600);
    expect(clockOf(1440)).toBe("00:00");
    expect(clockOf(545)).toBe("09:05");
  });
});

describe("the posted week", () => {
  it("takes the intervals of the days that are on, sorted, and nothing of days that are off", () => {
    const result = readWeek({
      "day1.on": "on",
      "day1.0.start": "13:00:00",
      "day1.0.end": "17:00:00",
      "day1.1.start": "09:00",
      "day1.1.end": "12:00",
      "day2.0.start": "09:00",
      "day2.0.end": "17:00",
      "day5.on": "on",
      "day5.0.start": "20:00",
      "day5.0.end": "00:00",
      "day9.0.start": "09:00",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.week.get(1)).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(result.week.get(2)).toEqual([]);
    expect(result.week.get(5)).toEqual([{ start: 1200, end: 1440 }]);
    expect(result.week.size).toBe(7);
  });

  it("names the time of the interval that is wrong", () => {
    expect(
      readWeek({
        "day3.on": "on",
        "day3.0.start": "09:00",
        "day3.0.end": "12:00",
        "day3.1.start": "11:00",
        "day3.1.end": "13:00",
        "day4.on": "on",
        "day4.0.start": "17:00",
        "day4.0.end": "09:00",
        "day6.on": "on",
        "day6.0.start": "nine",
        "day6.0.end": "",
      }),
    ).toEqual({
      ok: false,
      errors: {
        "day3.1.start": "availability.errors.overlap",
        "day4.0.end": "availability.errors.order",
        "day6.0.start": "availability.errors.time",
        "day6.0.end": "availability.errors.time",
      },
    });
  });

  it("keeps a day to a dozen intervals", () => {
    const many: Record<string, string> = { "day2.on": "on" };
    for (let index = 0; index < 13; index++) {
      many[`day2.${index}.start`] = `${String(index).padStart(2, "0")}:00`;
      many[`day2.${index}.end`] = `${String(index).padStart(2, "0")}:30`;
    }
    expect(readWeek(many)).toEqual({ ok: false, errors: { "day2.on": "availability.errors.tooMany" } });
  });
});

describe("a date's own hours", () => {
  it("reads the hours of one prefix; off is a day off", () => {
    expect(readDay({ "hours.on": "on", "hours.0.start": "10:00", "hours.0.end": "14:00" }, "hours")).toEqual({
      ok: true,
      ranges: [{ start: 600, end: 840 }],
    });
    expect(readDay({ "hours.0.start": "10:00", "hours.0.end": "14:00" }, "hours")).toEqual({ ok: true, ranges: [] });
    expect(readDay({ "hours.on": "on", "hours.0.start": "14:00", "hours.0.end": "10:00" }, "hours")).toEqual({
      ok: false,
      errors: { "hours.0.end": "availability.errors.order" },
    });
    // Another prefix's fields are not this day's.
    expect(readDay({ "hours.on": "on", "hoursx.0.start": "10:00", "day1.0.end": "14:00" }, "hours")).toEqual({
      ok: true,
      ranges: [],
    });
  });
});
