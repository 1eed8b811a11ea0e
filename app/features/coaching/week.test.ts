import { describe, expect, it } from "vitest";
import { dayPartOf, localHour, mondayOf, parseLocalDate, weekOfSlots } from "./week";

const slot = (iso: string) => ({ start: new Date(iso), end: new Date(new Date(iso).getTime() + 1_800_000) });

describe("the week view of slots", () => {
  it("groups slots by the viewer's day and part of the day", () => {
    const monday = { year: 2026, month: 11, day: 23 };
    const week = weekOfSlots(
      [
        slot("2026-11-23T08:00:00Z"),
        slot("2026-11-23T11:30:00Z"),
        slot("2026-11-23T17:00:00Z"),
        slot("2026-11-30T08:00:00Z"),
      ],
      "Europe/Amsterdam",
      monday,
    );
    expect(week).toHaveLength(7);
    expect(week[0]?.date).toBe("2026-11-23");
    expect(week[0]?.parts).toEqual({
      morning: ["2026-11-23T08:00:00.000Z"],
      afternoon: ["2026-11-23T11:30:00.000Z"],
      evening: ["2026-11-23T17:00:00.000Z"],
    });
    // The next Monday is outside this week.
    expect(week.flatMap((day) => Object.values(day.parts).flat())).toHaveLength(3);
  });

  it("puts a slot on the viewer's date, not the coach's", () => {
    // 23:30 UTC on Monday is Tuesday 05:00 in Kolkata.
    const week = weekOfSlots([slot("2026-11-23T23:30:00Z")], "Asia/Kolkata", { year: 2026, month: 11, day: 23 });
    expect(week[1]?.parts.morning).toEqual(["2026-11-23T23:30:00.000Z"]);
    expect(localHour(Date.parse("2026-11-23T23:30:00Z"), "Asia/Kolkata")).toBe(5);
  });

  it("knows Mondays, valid dates and day parts", () => {
    expect(mondayOf({ year: 2026, month: 11, day: 29 })).toEqual({ year: 2026, month: 11, day: 23 });
    expect(mondayOf({ year: 2026, month: 11, day: 23 })).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseLocalDate("2026-02-30")).toBeNull();
    expect(parseLocalDate("nonsense")).toBeNull();
    expect(parseLocalDate("2026-11-23")).toEqual({ year: 2026, month: 11, day: 23 });
    expect([11, 12, 17, 18].map(dayPartOf)).toEqual(["morning", "afternoon", "afternoon", "evening"]);
  });
});
