import { describe, expect, it } from "vitest";
import { dayOf, nearestFree, openDay, stripOf } from "./date-strip";
import { weekOfSlots } from "./week";

const slot = (iso: string) => ({ start: new Date(iso), end: new Date(new Date(iso).getTime() + 1_800_000) });
const monday = { year: 2026, month: 11, day: 30 };

describe("the date strip", () => {
  const week = weekOfSlots(
    [
      slot("2026-12-01T08:00:00Z"), // Tuesday 09:00 in Amsterdam
      slot("2026-12-01T12:30:00Z"), // Tuesday 13:30
      slot("2026-12-03T18:00:00Z"), // Thursday 19:00
    ],
    "Europe/Amsterdam",
    monday,
  );

  it("counts each day's free times, the days without any as 0", () => {
    expect(stripOf(week)).toEqual([
      { date: "2026-11-30", free: 0 },
      { date: "2026-12-01", free: 2 },
      { date: "2026-12-02", free: 0 },
      { date: "2026-12-03", free: 1 },
      { date: "2026-12-04", free: 0 },
      { date: "2026-12-05", free: 0 },
      { date: "2026-12-06", free: 0 },
    ]);
  });

  it("opens the day asked for, else the chosen time's day, else the first day with a free time", () => {
    expect(openDay(week, "2026-12-03", null)).toBe("2026-12-03");
    // A day with nothing free may be asked for: it then says so.
    expect(openDay(week, "2026-12-02", null)).toBe("2026-12-02");
    expect(openDay(week, "2027-01-01", "2026-12-03")).toBe("2026-12-03");
    expect(openDay(week, null, null)).toBe("2026-12-01");
    expect(openDay(week, "not-a-date", null)).toBe("2026-12-01");
    const empty = weekOfSlots([], "Europe/Amsterdam", monday);
    expect(openDay(empty, null, null)).toBe("2026-11-30");
  });

  it("groups a day on which the clocks change by the viewer's wall clock", () => {
    // Sunday 25 October 2026: Amsterdam goes from +02:00 to +01:00 at 03:00.
    const dst = weekOfSlots(
      [
        slot("2026-10-25T00:30:00Z"), // 02:30 summer time
        slot("2026-10-25T10:30:00Z"), // 11:30 winter time: still morning
        slot("2026-10-25T11:00:00Z"), // 12:00: afternoon
        slot("2026-10-25T17:00:00Z"), // 18:00: evening
        slot("2026-10-25T23:30:00Z"), // 00:30 on Monday: the next week
      ],
      "Europe/Amsterdam",
      { year: 2026, month: 10, day: 19 },
    );
    const sunday = dst[6];
    expect(sunday?.date).toBe("2026-10-25");
    expect(sunday?.parts).toEqual({
      morning: ["2026-10-25T00:30:00.000Z", "2026-10-25T10:30:00.000Z"],
      afternoon: ["2026-10-25T11:00:00.000Z"],
      evening: ["2026-10-25T17:00:00.000Z"],
    });
    expect(stripOf(dst).at(-1)).toEqual({ date: "2026-10-25", free: 4 });
    expect(dayOf("2026-10-25T23:30:00Z", "Europe/Amsterdam")).toBe("2026-10-26");
    expect(dayOf("2026-10-25T22:30:00Z", "Europe/Amsterdam")).toBe("2026-10-25");
  });
});

describe("the nearest free times", () => {
  const free = [
    "2026-12-01T08:00:00.000Z",
    "2026-12-01T09:00:00.000Z",
    "2026-12-01T10:30:00.000Z",
    "2026-12-01T11:00:00.000Z",
    "2026-12-02T08:00:00.000Z",
  ];

  it("offers the three nearest, before or after the taken time, in calendar order", () => {
    expect(nearestFree(free, "2026-12-01T10:00:00.000Z")).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-01T10:30:00.000Z",
      "2026-12-01T11:00:00.000Z",
    ]);
  });

  it("prefers the earlier of two equally near times, and never the taken one", () => {
    expect(
      nearestFree(["2026-12-01T10:30:00.000Z", "2026-12-01T09:30:00.000Z"], "2026-12-01T10:00:00.000Z", 1),
    ).toEqual(["2026-12-01T09:30:00.000Z"]);
    // A list a moment old may still hold the taken time.
    expect(nearestFree(free, "2026-12-01T10:30:00.000Z", 2)).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-01T11:00:00.000Z",
    ]);
  });

  it("offers fewer when fewer are free, and none when none are", () => {
    expect(nearestFree(["2026-12-02T08:00:00.000Z"], "2026-12-01T10:00:00.000Z")).toEqual(["2026-12-02T08:00:00.000Z"]);
    expect(nearestFree([], "2026-12-01T10:00:00.000Z")).toEqual([]);
  });
});
