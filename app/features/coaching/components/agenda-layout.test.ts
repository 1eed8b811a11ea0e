import { describe, expect, it } from "vitest";
import { type AgendaItem, blockBox, layoutAgenda, shownMonday, visibleHours } from "./agenda-layout";

const zone = "Europe/Amsterdam";
const appointment = (id: string, start: string, end: string): AgendaItem => ({
  kind: "appointment",
  id,
  start: new Date(start),
  end: new Date(end),
  memberName: "Noor",
  sessionKind: "coaching",
  status: "confirmed",
});
const busy = (start: string, end: string): AgendaItem => ({ kind: "busy", start, end });
const place = (items: AgendaItem[], date = { year: 2026, month: 6, day: 15 }, days = 1) =>
  layoutAgenda(items, date, days, zone);

describe("the agenda's time grid", () => {
  it("puts a block at its wall-clock minutes on its own day", () => {
    // Monday 15 June 2026, summer time (UTC+2).
    const [monday, tuesday] = place(
      [
        appointment("a", "2026-06-15T07:00:00Z", "2026-06-15T07:45:00Z"),
        busy("2026-06-16T12:30:00Z", "2026-06-16T14:00:00Z"),
      ],
      { year: 2026, month: 6, day: 15 },
      2,
    );
    expect(monday?.date).toBe("2026-06-15");
    expect(monday?.minutes).toBe(1440);
    expect(monday?.items).toMatchObject([{ id: "a", top: 540, bottom: 585, column: 0, columns: 1 }]);
    expect(tuesday?.items).toMatchObject([{ kind: "busy", top: 870, bottom: 960, column: 0, columns: 1 }]);
  });

  it("sets overlapping blocks side by side, and gives a free column back", () => {
    const [day] = place([
      appointment("a", "2026-06-15T07:00:00Z", "2026-06-15T08:00:00Z"),
      busy("2026-06-15T07:30:00Z", "2026-06-15T09:00:00Z"),
      appointment("b", "2026-06-15T08:00:00Z", "2026-06-15T08:30:00Z"),
      appointment("c", "2026-06-15T12:00:00Z", "2026-06-15T13:00:00Z"),
    ]);
    const columns = day?.items.map((item) => [item.top, item.column, item.columns]);
    // 09:00–10:00 and 09:30–11:00 overlap; 10:00–10:30 takes the first column again; 14:00 is alone.
    expect(columns).toEqual([
      [540, 0, 2],
      [570, 1, 2],
      [600, 0, 2],
      [840, 0, 1],
    ]);
    const second = day?.items[1];
    if (second)
      expect(blockBox(second, [7, 20])).toEqual({
        top: (150 / 780) * 100,
        height: (90 / 780) * 100,
        left: 50,
        width: 50,
      });
  });

  it("cuts a block that runs over midnight into the days it touches", () => {
    const days = place([busy("2026-06-15T20:00:00Z", "2026-06-16T07:00:00Z")], { year: 2026, month: 6, day: 15 }, 2);
    expect(days[0]?.items).toMatchObject([{ top: 1320, bottom: 1440, fromBefore: false, untilAfter: true }]);
    expect(days[1]?.items).toMatchObject([{ top: 0, bottom: 540, fromBefore: true, untilAfter: false }]);
  });

  it("knows the 23-hour day in spring: the skipped hour stays empty, late blocks stay at their time", () => {
    // Sunday 29 March 2026: 02:00 becomes 03:00.
    const [day] = place(
      [
        // 01:30 winter time to 04:30 summer time: two real hours across the gap.
        appointment("night", "2026-03-29T00:30:00Z", "2026-03-29T02:30:00Z"),
        appointment("late", "2026-03-29T21:00:00Z", "2026-03-29T22:00:00Z"),
      ],
      { year: 2026, month: 3, day: 29 },
    );
    expect(day?.minutes).toBe(23 * 60);
    expect(day?.items.map((item) => [item.top, item.bottom])).toEqual([
      [90, 270],
      [1380, 1440],
    ]);
  });

  it("knows the 25-hour day in autumn: a block in the repeated hour keeps its real length", () => {
    // Sunday 25 October 2026: 03:00 summer time becomes 02:00 winter time.
    const [day] = place(
      [
        // 02:30 summer time to 02:15 winter time: 45 minutes that end "before" they start on the clock.
        busy("2026-10-25T00:30:00Z", "2026-10-25T01:15:00Z"),
        // The second 02:30, an hour later in real time: beside the first, not on top of it.
        appointment("second", "2026-10-25T01:30:00Z", "2026-10-25T02:00:00Z"),
        appointment("evening", "2026-10-25T22:00:00Z", "2026-10-25T23:00:00Z"),
      ],
      { year: 2026, month: 10, day: 25 },
    );
    expect(day?.minutes).toBe(25 * 60);
    expect(day?.items.map((item) => [item.top, item.bottom, item.column, item.columns])).toEqual([
      [150, 195, 0, 2],
      [150, 180, 1, 2],
      [1380, 1440, 0, 1],
    ]);
  });

  it("shows a working day, widened to whole hours around blocks outside it", () => {
    expect(visibleHours(place([]))).toEqual([7, 20]);
    const early = place([appointment("a", "2026-06-15T04:30:00Z", "2026-06-15T05:00:00Z")]);
    const late = place([busy("2026-06-15T19:00:00Z", "2026-06-15T20:15:00Z")]);
    expect(visibleHours([...early, ...late])).toEqual([6, 23]);
    // A block before the hours shown is clipped at the top, never above the grid.
    const [day] = early;
    if (day?.items[0]) expect(blockBox(day.items[0], [7, 20])).toMatchObject({ top: 0 });
  });
});

describe("the week shown on the agenda", () => {
  const today = { year: 2026, month: 11, day: 26 }; // a Thursday

  it("is the Monday of the asked date, or of this week", () => {
    expect(shownMonday("2026-12-06", today)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(shownMonday("2026-11-23", today)).toEqual({ year: 2026, month: 11, day: 23 });
    expect(shownMonday(null, today)).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it("falls back to this week for dates that are not real or years away", () => {
    for (const param of ["2026-02-30", "next", "2026-1-5", "1970-01-05", "9999-12-27", "2026-11-26T00:00"]) {
      expect(shownMonday(param, today)).toEqual({ year: 2026, month: 11, day: 23 });
    }
  });
});
