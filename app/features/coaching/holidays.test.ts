import { describe, expect, it } from "vitest";
import { holidayKeys } from "~/db/schema/scheduling";
import { dutchHolidays, easterSunday, HOLIDAY_KEYS, holidaysBetween, nextHolidayDates } from "./holidays";

const dateOf = (year: number, key: string) => dutchHolidays(year).find((holiday) => holiday.key === key)?.date;

describe("Easter by the Gregorian computus", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    // The latest date there is (25 April) and the earliest (22 March).
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
    [1818, "1818-03-22"],
    [2000, "2000-04-23"],
    [2100, "2100-03-28"],
  ])("falls in %i on %s", (year, date) => {
    const easter = easterSunday(year);
    expect(`${year}-${String(easter.month).padStart(2, "0")}-${String(easter.day).padStart(2, "0")}`).toBe(date);
    expect(dateOf(year, "easterSunday")).toBe(date);
  });

  it("is always a Sunday between 22 March and 25 April", () => {
    for (let year = 1900; year <= 2400; year++) {
      const date = dateOf(year, "easterSunday") as string;
      expect(new Date(`${date}T12:00:00Z`).getUTCDay(), date).toBe(0);
      expect(date.slice(5) >= "03-22" && date.slice(5) <= "04-25", date).toBe(true);
    }
  });
});

describe("the holidays that move with Easter", () => {
  it("are counted from Easter Sunday, across month ends", () => {
    // Easter 2024 is 31 March: Monday is in April; 2285 (22 March) has Good Friday on the 20th.
    expect(dutchHolidays(2024)).toEqual([
      { key: "newYear", date: "2024-01-01" },
      { key: "goodFriday", date: "2024-03-29" },
      { key: "easterSunday", date: "2024-03-31" },
      { key: "easterMonday", date: "2024-04-01" },
      { key: "kingsDay", date: "2024-04-27" },
      { key: "liberationDay", date: "2024-05-05" },
      { key: "ascensionDay", date: "2024-05-09" },
      { key: "whitSunday", date: "2024-05-19" },
      { key: "whitMonday", date: "2024-05-20" },
      { key: "christmasDay", date: "2024-12-25" },
      { key: "boxingDay", date: "2024-12-26" },
    ]);
    expect(dateOf(2285, "goodFriday")).toBe("2285-03-20");
    expect(dateOf(2038, "ascensionDay")).toBe("2038-06-03");
    expect(dateOf(2038, "whitSunday")).toBe("2038-06-13");
    expect(dateOf(2038, "whitMonday")).toBe("2038-06-14");
    expect(dateOf(2026, "ascensionDay")).toBe("2026-05-14");
    expect(dateOf(2026, "whitMonday")).toBe("2026-05-25");
  });

  it("falls on the right weekdays", () => {
    const weekday = (date?: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    for (let year = 2000; year <= 2100; year++) {
      expect(weekday(dateOf(year, "goodFriday"))).toBe(5);
      expect(weekday(dateOf(year, "easterMonday"))).toBe(1);
      expect(weekday(dateOf(year, "ascensionDay"))).toBe(4);
      expect(weekday(dateOf(year, "whitSunday"))).toBe(0);
      expect(weekday(dateOf(year, "whitMonday"))).toBe(1);
    }
  });
});

describe("Koningsdag and the fixed days", () => {
  it("is 27 April, or the 26th when the 27th is a Sunday", () => {
    expect(dateOf(2025, "kingsDay")).toBe("2025-04-26");
    expect(dateOf(2031, "kingsDay")).toBe("2031-04-26");
    expect(dateOf(2026, "kingsDay")).toBe("2026-04-27");
    // The 27th a Saturday stays the 27th.
    expect(dateOf(2024, "kingsDay")).toBe("2024-04-27");
  });

  it("has Bevrijdingsdag, New Year and Christmas every year", () => {
    for (const year of [2025, 2026, 2027, 2030]) {
      expect(dateOf(year, "liberationDay")).toBe(`${year}-05-05`);
      expect(dateOf(year, "newYear")).toBe(`${year}-01-01`);
      expect(dateOf(year, "christmasDay")).toBe(`${year}-12-25`);
      expect(dateOf(year, "boxingDay")).toBe(`${year}-12-26`);
    }
  });

  it("gives every key once, in date order, also when two fall on one date", () => {
    // Ascension was on Liberation Day in 2016 and is late in 2038 (3 June); 2285 has the earliest Easter.
    expect(dateOf(2016, "ascensionDay")).toBe("2016-05-05");
    for (const year of [2016, 2026, 2038, 2285]) {
      const holidays = dutchHolidays(year);
      expect(holidays.map((holiday) => holiday.key).sort()).toEqual([...holidayKeys].sort());
      expect(holidays.map((holiday) => holiday.date)).toEqual(holidays.map((holiday) => holiday.date).sort());
    }
  });

  it("refuses a year outside the Gregorian calendar", () => {
    expect(() => dutchHolidays(1500)).toThrow(RangeError);
    expect(() => dutchHolidays(2026.5)).toThrow(RangeError);
  });
});

describe("holidays in a window", () => {
  it("knows the keys the database knows, in the year's order", () => {
    expect([...HOLIDAY_KEYS]).toEqual([...holidayKeys]);
    expect(dutchHolidays(2026).map((holiday) => holiday.key)).toEqual([...HOLIDAY_KEYS]);
  });

  it("includes both ends and crosses the year", () => {
    expect(holidaysBetween("2025-12-25", "2026-01-01")).toEqual([
      { key: "christmasDay", date: "2025-12-25" },
      { key: "boxingDay", date: "2025-12-26" },
      { key: "newYear", date: "2026-01-01" },
    ]);
    expect(holidaysBetween("2026-04-07", "2026-04-26")).toEqual([]);
    expect(holidaysBetween("2026-04-07", "2026-04-27")).toEqual([{ key: "kingsDay", date: "2026-04-27" }]);
    expect(holidaysBetween("2026-05-01", "2026-04-01")).toEqual([]);
  });

  it("gives each holiday's next date from today", () => {
    expect(nextHolidayDates(["kingsDay", "christmasDay", "newYear"], "2026-11-27")).toEqual([
      { key: "kingsDay", date: "2027-04-27" },
      { key: "christmasDay", date: "2026-12-25" },
      { key: "newYear", date: "2027-01-01" },
    ]);
    expect(nextHolidayDates(["christmasDay"], "2026-12-25")).toEqual([{ key: "christmasDay", date: "2026-12-25" }]);
  });
});
