import { afterAll, describe, expect, it } from "vitest";
import { busyCoachCalendar, everySecondCalendar } from "../../../tests/support/calendars";
import { calendarFixture, sixtyDaysFrom } from "./calendar-fixture";
import { busyIntervalsFromICal, CALENDAR_BUDGET, CalendarBudgetError, CalendarFormatError } from "./ical-busy";
import { expandCalendarOffThread, hardLimitMs, stopCalendarWorkers } from "./ical-busy-worker.server";

const fixture = calendarFixture;
const window = sixtyDaysFrom;
const calendarOf = (events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", ...events, "END:VCALENDAR"].join("\r\n");

afterAll(stopCalendarWorkers);

describe("reading a calendar in a worker thread", () => {
  it("gives what the same reading gives in this thread", async () => {
    const cases: [string, ReturnType<typeof window>][] = [
      [fixture("weekly-autumn.ics"), window("2026-10-01T00:00:00Z")],
      [fixture("weekly-spring-outlook.ics"), window("2027-03-10T00:00:00Z", "Europe/London")],
      [fixture("until-utc.ics"), window("2026-10-15T00:00:00Z")],
      [fixture("custom-zone.ics"), window("2026-10-20T00:00:00Z")],
      [busyCoachCalendar(256 * 1024), window("2026-10-15T10:00:00Z")],
    ];
    for (const [text, span] of cases) {
      const here = busyIntervalsFromICal(text, span);
      expect(here.length).toBeGreaterThan(0);
      expect(await expandCalendarOffThread(text, span)).toEqual(here);
    }
  });

  it("refuses a file that is not a calendar, and one over its budget, with the same typed errors", async () => {
    await expect(expandCalendarOffThread(fixture("broken.ics"), window("2026-10-01T00:00:00Z"))).rejects.toBeInstanceOf(
      CalendarFormatError,
    );
    const refused = expandCalendarOffThread(everySecondCalendar(), window("2026-10-15T10:00:00Z"));
    await expect(refused).rejects.toBeInstanceOf(CalendarBudgetError);
    await expect(refused).rejects.toMatchObject({ code: "tooComplex", limit: "intervals" });
  });

  it("ends a worker that outlives its budget, and reads the next calendar in a new one", async () => {
    // Never 30 February: ical.js looks for the next second that is, within one step, for ever.
    // In this thread nothing could stop it; the worker is ended from outside.
    const endless = calendarOf([
      "BEGIN:VEVENT",
      "UID:endless",
      "DTSTART:20000101T000000Z",
      "DURATION:PT1S",
      "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
      "END:VEVENT",
    ]);
    const budget = { ...CALENDAR_BUDGET, ms: 300 };
    const started = performance.now();
    await expect(expandCalendarOffThread(endless, window("2026-10-15T10:00:00Z"), budget)).rejects.toMatchObject({
      code: "tooComplex",
      limit: "time",
    });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(hardLimitMs(budget) - 5);
    expect(took).toBeLessThan(hardLimitMs(budget) + 10_000);
    const next = await expandCalendarOffThread(fixture("weekly-autumn.ics"), window("2026-10-01T00:00:00Z"));
    expect(next).toEqual(busyIntervalsFromICal(fixture("weekly-autumn.ics"), window("2026-10-01T00:00:00Z")));
  });

  it("reads calendars asked for at once, each in its turn", async () => {
    const span = window("2026-10-01T00:00:00Z");
    const text = fixture("weekly-autumn.ics");
    const results = await Promise.allSettled([
      expandCalendarOffThread(text, span),
      expandCalendarOffThread(everySecondCalendar(), window("2026-10-15T10:00:00Z")),
      expandCalendarOffThread(text, span),
      expandCalendarOffThread("not a calendar", span),
      expandCalendarOffThread(text, span),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    const expected = busyIntervalsFromICal(text, span);
    for (const index of [0, 2, 4]) expect((results[index] as PromiseFulfilledResult<unknown>).value).toEqual(expected);
  });
});
