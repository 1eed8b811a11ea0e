import { describe, expect, it } from "vitest";
import { allowanceCovers, followingOccurrences, isSeriesInterval, seriesOccurrences } from "./series";

const iso = (list: { start: Date | null }[]) => list.map((item) => item.start?.toISOString() ?? null);

describe("series occurrences", () => {
  it("repeats weekly at the same instant while the offset stays", () => {
    const list = seriesOccurrences(new Date("2026-11-03T08:00:00Z"), 1, 3, "Europe/Amsterdam");
    expect(list.map((item) => item.index)).toEqual([1, 2, 3]);
    expect(list.map((item) => item.date)).toEqual(["2026-11-03", "2026-11-10", "2026-11-17"]);
    expect(iso(list)).toEqual(["2026-11-03T08:00:00.000Z", "2026-11-10T08:00:00.000Z", "2026-11-17T08:00:00.000Z"]);
  });

  it("keeps 09:00 in Amsterdam across the change to summer time (29 March 2026)", () => {
    const list = seriesOccurrences(new Date("2026-03-17T08:00:00Z"), 2, 3, "Europe/Amsterdam");
    expect(list.map((item) => item.date)).toEqual(["2026-03-17", "2026-03-31", "2026-04-14"]);
    expect(iso(list)).toEqual(["2026-03-17T08:00:00.000Z", "2026-03-31T07:00:00.000Z", "2026-04-14T07:00:00.000Z"]);
  });

  it("keeps 09:00 in Amsterdam across the change to winter time (25 October 2026)", () => {
    const list = seriesOccurrences(new Date("2026-10-20T07:00:00Z"), 1, 2, "Europe/Amsterdam");
    expect(iso(list)).toEqual(["2026-10-20T07:00:00.000Z", "2026-10-27T08:00:00.000Z"]);
  });

  it("follows the coach's zone, not UTC: New York changes on other dates than Europe", () => {
    // 10:00 in New York on 3 March 2026 (EST) and on 10 March (EDT, from 8 March).
    const list = seriesOccurrences(new Date("2026-03-03T15:00:00Z"), 1, 2, "America/New_York");
    expect(iso(list)).toEqual(["2026-03-03T15:00:00.000Z", "2026-03-10T14:00:00.000Z"]);
  });

  it("has no start for a wall time the clocks skip", () => {
    // 02:30 on Sunday 22 March 2026 in Amsterdam exists; a week later it does not.
    const list = seriesOccurrences(new Date("2026-03-22T01:30:00Z"), 1, 3, "Europe/Amsterdam");
    expect(iso(list)).toEqual(["2026-03-22T01:30:00.000Z", null, "2026-04-05T00:30:00.000Z"]);
    expect(list[1]?.date).toBe("2026-03-29");
  });

  it("makes 12 four-weekly occurrences, 44 weeks from first to last", () => {
    const list = seriesOccurrences(new Date("2026-01-06T08:00:00Z"), 4, 12, "Europe/Amsterdam");
    expect(list).toHaveLength(12);
    expect(list.at(-1)?.date).toBe("2026-11-10");
    expect(list.at(-1)?.start?.toISOString()).toBe("2026-11-10T08:00:00.000Z");
  });

  it("counts the following sessions from the occurrence after an appointment", () => {
    const list = followingOccurrences(new Date("2026-11-03T08:00:00Z"), 2, 2, "Europe/Amsterdam");
    expect(list.map((item) => [item.index, item.date])).toEqual([
      [1, "2026-11-17"],
      [2, "2026-12-01"],
    ]);
  });

  it("knows the intervals offered", () => {
    expect([1, 2, 4].every(isSeriesInterval)).toBe(true);
    expect([0, 3, 8, "1"].some(isSeriesInterval)).toBe(false);
  });
});

describe("allowance of a series", () => {
  const starts = ["2026-12-15T08:00:00Z", "2026-12-29T08:00:00Z", "2027-01-12T08:00:00Z"].map(
    (value) => new Date(value),
  );

  it("counts each session in its own year", () => {
    const { covered, byYear } = allowanceCovers(starts, () => 2);
    expect(covered).toBe(true);
    expect([...byYear]).toEqual([
      [2026, 2],
      [2027, 1],
    ]);
  });

  it("refuses the whole series when one year has too little left", () => {
    expect(allowanceCovers(starts, (year) => (year === 2026 ? 1 : 5)).covered).toBe(false);
  });

  it("takes the year in the Netherlands: 31 December 23:30 there is still the old year", () => {
    const { byYear } = allowanceCovers([new Date("2026-12-31T22:30:00Z")], () => 1);
    expect([...byYear.keys()]).toEqual([2026]);
  });
});
