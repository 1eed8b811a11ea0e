import type { HolidayKey } from "~/db/schema/scheduling";

// The Dutch public holidays a coach's times respect. Pure: dates only, no clock and no zone (a
// holiday is a date on the coach's own calendar). Koningsdag is 27 April, or the 26th when the
// 27th is a Sunday (the rule since 2014, and the only one the app needs: it looks forward).
// Bevrijdingsdag counts every year; a coach who works on it says so in their settings.

/**
 * The holidays' keys as the settings show them, in the year's order: the schema's `holidayKeys`
 * (a test holds the two together), here without the schema, so a page does not load Drizzle.
 */
export const HOLIDAY_KEYS = [
  "newYear",
  "goodFriday",
  "easterSunday",
  "easterMonday",
  "kingsDay",
  "liberationDay",
  "ascensionDay",
  "whitSunday",
  "whitMonday",
  "christmasDay",
  "boxingDay",
] as const satisfies readonly HolidayKey[];

export interface Holiday {
  key: HolidayKey;
  /** "YYYY-MM-DD". */
  date: string;
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;

/** A date `days` after a date given as year, month (1–12) and day, as "YYYY-MM-DD". */
function shifted(year: number, month: number, day: number, days: number): string {
  // Date.UTC reads years from 100 on as they are; `dutchHolidays` takes Gregorian years only.
  const at = new Date(Date.UTC(year, month - 1, day + days));
  return isoOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/**
 * Easter Sunday of a year in the Gregorian calendar (the anonymous Gregorian computus, also known
 * as Meeus/Jones/Butcher): 2024 → 31 March, 2025 → 20 April, 2285 → 22 March (the earliest).
 */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** 0 is Sunday, as `Date#getUTCDay` counts. */
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The year's holidays in date order. */
export function dutchHolidays(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`dutchHolidays takes a Gregorian year, not ${year}`);
  }
  const easter = easterSunday(year);
  const fromEaster = (days: number) => shifted(year, easter.month, easter.day, days);
  const kingsDay = weekdayOf(year, 4, 27) === 0 ? 26 : 27;
  const holidays: Holiday[] = [
    { key: "newYear", date: isoOf(year, 1, 1) },
    { key: "goodFriday", date: fromEaster(-2) },
    { key: "easterSunday", date: fromEaster(0) },
    { key: "easterMonday", date: fromEaster(1) },
    { key: "kingsDay", date: isoOf(year, 4, kingsDay) },
    { key: "liberationDay", date: isoOf(year, 5, 5) },
    { key: "ascensionDay", date: fromEaster(39) },
    { key: "whitSunday", date: fromEaster(49) },
    { key: "whitMonday", date: fromEaster(50) },
    { key: "christmasDay", date: isoOf(year, 12, 25) },
    { key: "boxingDay", date: isoOf(year, 12, 26) },
  ];
  // Ascension can fall on Liberation Day (5 May 2016): both stay, each with its own key.
  return holidays.sort((one, other) => (one.date < other.date ? -1 : one.date > other.date ? 1 : 0));
}

/** The holidays from `from` to `to` ("YYYY-MM-DD", both inclusive), in date order. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  if (to < from) return [];
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const result: Holiday[] = [];
  for (let year = first; year <= last; year++) {
    for (const holiday of dutchHolidays(year)) {
      if (holiday.date >= from && holiday.date <= to) result.push(holiday);
    }
  }
  return result;
}

/** Each holiday's next date on or after `today` ("YYYY-MM-DD"), in the order of `keys`. */
export function nextHolidayDates(keys: readonly HolidayKey[], today: string): Holiday[] {
  const year = Number(today.slice(0, 4));
  const upcoming = [...dutchHolidays(year), ...dutchHolidays(year + 1)].filter((holiday) => holiday.date >= today);
  return keys.map((key) => upcoming.find((holiday) => holiday.key === key) as Holiday);
}
