import { describe, expect, it } from "vitest";
import { reminderDate } from "./dates";

const onCalendar = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short", timeStyle: "short", hourCycle: "h23" }).format(date);

describe("reminderDate", () => {
  it("counts the week on the member's calendar, also just after their midnight", () => {
    // 23:30 UTC on 23 November is already 24 November in Amsterdam: a week later is 1 December.
    const now = new Date("2026-11-23T23:30:00Z");
    expect(onCalendar(reminderDate("week", now, "Europe/Amsterdam"), "Europe/Amsterdam")).toBe("2026-12-01, 09:00");
    // And still 23 November in New York: 30 November there.
    expect(onCalendar(reminderDate("week", now, "America/New_York"), "America/New_York")).toBe("2026-11-30, 09:00");
  });

  it("keeps 09:00 local across a change of the clocks", () => {
    const now = new Date("2026-10-20T12:00:00Z");
    expect(reminderDate("week", now, "Europe/Amsterdam").toISOString()).toBe("2026-10-27T08:00:00.000Z");
  });

  it("takes a month to the same day, or the last day of a shorter month", () => {
    expect(
      onCalendar(reminderDate("month", new Date("2026-01-31T12:00:00Z"), "Europe/Amsterdam"), "Europe/Amsterdam"),
    ).toBe("2026-02-28, 09:00");
    expect(
      onCalendar(reminderDate("month", new Date("2026-12-15T12:00:00Z"), "Europe/Amsterdam"), "Europe/Amsterdam"),
    ).toBe("2027-01-15, 09:00");
  });
});
