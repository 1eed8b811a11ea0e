import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachHolidayOptOuts } from "~/db/schema/scheduling";
import { addDateOverride, createCoach } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { loadAvailability, slotsFor } from "./availability.server";
import { readHolidaySettings, saveHolidaySettings } from "./holiday-settings.server";

// Public holidays in a coach's free times, from the database: a holiday the coach does not work on
// has no times (all day, on the coach's own calendar), one they work on keeps its weekly hours, and
// a date the coach gave its own hours keeps those hours even on a holiday.

let test: TestDatabase;
// Wednesday 1 April 2026, noon in Amsterdam. Easter Monday is 6 April, Koningsdag Monday 27 April.
const now = new Date("2026-04-01T10:00:00Z");
const mondays = [{ weekday: 1, startMinute: 540, endMinute: 720 }];
const rules = { minimumNoticeMinutes: 0, windowDays: 30, maxPerDay: 6 };

let amsterdam: Awaited<ReturnType<typeof createCoach>>;
let worker: Awaited<ReturnType<typeof createCoach>>;
let overridden: Awaited<ReturnType<typeof createCoach>>;
let tokyo: Awaited<ReturnType<typeof createCoach>>;

beforeAll(async () => {
  test = await createTestDatabase();
  amsterdam = await createCoach(test.db, { ...rules, timeZone: "Europe/Amsterdam", hours: mondays });
  worker = await createCoach(test.db, { ...rules, timeZone: "Europe/Amsterdam", hours: mondays });
  overridden = await createCoach(test.db, { ...rules, timeZone: "Europe/Amsterdam", hours: mondays });
  tokyo = await createCoach(test.db, { ...rules, timeZone: "Asia/Tokyo", hours: mondays });
  await test.db.insert(coachHolidayOptOuts).values({ coachId: worker.id, holiday: "easterMonday" });
  // Easter Monday with its own hours, 14:00–15:00; Koningsdag made a day off explicitly as well.
  await addDateOverride(test.db, overridden.id, "2026-04-06", { startMinute: 840, endMinute: 900 });
  await addDateOverride(test.db, overridden.id, "2026-04-27");
});

afterAll(async () => {
  await test?.close();
});

const days = (slots: { start: Date }[], timeZone: string) => [
  ...new Set(slots.map((slot) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(slot.start))),
];

describe("holidays in a coach's free times", () => {
  it("block a holiday all day unless the coach works on it, for every coach in one load", async () => {
    const loaded = await loadAvailability(test.db, [amsterdam, worker, overridden, tokyo], now);
    const free = (coach: typeof amsterdam) =>
      days(slotsFor(loaded.get(coach.id) as never, "coaching", now), coach.timeZone);
    // Mondays in the window: 6 (Easter Monday), 13, 20, 27 (Koningsdag) April.
    expect(free(amsterdam)).toEqual(["2026-04-13", "2026-04-20"]);
    expect(free(worker)).toEqual(["2026-04-06", "2026-04-13", "2026-04-20"]);
    // In Tokyo the holiday is Tokyo's Monday: its morning is Sunday night in UTC, and still blocked.
    expect(free(tokyo)).toEqual(["2026-04-13", "2026-04-20"]);
  });

  it("let a date's own hours win over the holiday", async () => {
    const loaded = await loadAvailability(test.db, [overridden], now);
    const slots = slotsFor(loaded.get(overridden.id) as never, "coaching", now);
    expect(slots.filter((slot) => slot.start < new Date("2026-04-07T00:00:00Z")).map((slot) => slot.start)).toEqual([
      new Date("2026-04-06T12:00:00Z"),
    ]);
    expect(days(slots, overridden.timeZone)).toEqual(["2026-04-06", "2026-04-13", "2026-04-20"]);
  });

  it("follow the coach's settings as saved", async () => {
    const coach = await createCoach(test.db, { ...rules, timeZone: "Europe/Amsterdam", hours: mondays });
    const free = async () =>
      days(
        slotsFor((await loadAvailability(test.db, [coach], now)).get(coach.id) as never, "coaching", now),
        coach.timeZone,
      );
    expect(await free()).toEqual(["2026-04-13", "2026-04-20"]);
    await saveHolidaySettings(test.db, coach.id, ["kingsDay", "easterMonday", "kingsDay"]);
    expect(await free()).toEqual(["2026-04-06", "2026-04-13", "2026-04-20", "2026-04-27"]);
    const settings = await readHolidaySettings(test.db, coach.id, "2026-04-01");
    expect(settings.filter((row) => row.works).map((row) => row.key)).toEqual(["easterMonday", "kingsDay"]);
    expect(settings.find((row) => row.key === "newYear")).toEqual({ key: "newYear", next: "2027-01-01", works: false });
    await saveHolidaySettings(test.db, coach.id, []);
    expect(await free()).toEqual(["2026-04-13", "2026-04-20"]);
  });

  it("reach past the year's end with the window", async () => {
    const coach = await createCoach(test.db, {
      ...rules,
      timeZone: "Europe/Amsterdam",
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 600 })),
    });
    const december = new Date("2026-12-20T10:00:00Z");
    const loaded = await loadAvailability(test.db, [coach], december);
    const free = days(slotsFor(loaded.get(coach.id) as never, "coaching", december, 14), coach.timeZone);
    // Christmas (Friday 25 December) and New Year (Friday 1 January) have no times.
    expect(free).toEqual([
      "2026-12-21",
      "2026-12-22",
      "2026-12-23",
      "2026-12-24",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
  });
});
