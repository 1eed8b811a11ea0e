import { describe, expect, it } from "vitest";
import { parseReportPeriod, periodChoices } from "./usage-period";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-15T12:00:00Z");

describe("parseReportPeriod", () => {
  it("is this year when nothing is chosen", () => {
    const expected = {
      kind: "year",
      key: "2026",
      period: { from: at("2025-12-31T23:00:00Z"), until: at("2026-12-31T23:00:00Z") },
    };
    expect(parseReportPeriod(null, NOW)).toEqual(expected);
    expect(parseReportPeriod("", NOW)).toEqual(expected);
    expect(parseReportPeriod("2026", NOW)).toEqual(expected);
  });

  it("reads quarters and months, starting at Amsterdam midnight", () => {
    expect(parseReportPeriod("2026-Q2", NOW)).toEqual({
      kind: "quarter",
      key: "2026-Q2",
      period: { from: at("2026-03-31T22:00:00Z"), until: at("2026-06-30T22:00:00Z") },
    });
    expect(parseReportPeriod("2025-Q4", NOW)?.period).toEqual({
      from: at("2025-09-30T22:00:00Z"),
      until: at("2025-12-31T23:00:00Z"),
    });
    expect(parseReportPeriod("2026-07", NOW)).toEqual({
      kind: "month",
      key: "2026-07",
      period: { from: at("2026-06-30T22:00:00Z"), until: at("2026-07-31T22:00:00Z") },
    });
  });

  it("takes months next to the clock changes whole", () => {
    // March: starts in winter time, ends in summer time (clocks forward on 29 March 2026).
    expect(parseReportPeriod("2026-03", NOW)?.period).toEqual({
      from: at("2026-02-28T23:00:00Z"),
      until: at("2026-03-31T22:00:00Z"),
    });
    // April starts on summer time.
    expect(parseReportPeriod("2026-04", NOW)?.period.from).toEqual(at("2026-03-31T22:00:00Z"));
    // October: starts in summer time, ends in winter time (clocks back on 25 October 2026).
    expect(parseReportPeriod("2026-10", NOW)?.period).toEqual({
      from: at("2026-09-30T22:00:00Z"),
      until: at("2026-10-31T23:00:00Z"),
    });
    // November starts on winter time.
    expect(parseReportPeriod("2026-11", NOW)?.period.from).toEqual(at("2026-10-31T23:00:00Z"));
  });

  it("allows 2020 up to the period that holds now, by the Amsterdam calendar", () => {
    expect(parseReportPeriod("2020-01", NOW)?.kind).toBe("month");
    expect(parseReportPeriod("2019", NOW)).toBeNull();
    expect(parseReportPeriod("2019-12", NOW)).toBeNull();
    expect(parseReportPeriod("2026-11", NOW)?.kind).toBe("month");
    expect(parseReportPeriod("2026-Q4", NOW)?.kind).toBe("quarter");
    expect(parseReportPeriod("2026-12", NOW)).toBeNull();
    expect(parseReportPeriod("2027", NOW)).toBeNull();
    expect(parseReportPeriod("2027-Q1", NOW)).toBeNull();
    // 31 December 23:30 UTC is already New Year's Day in Amsterdam.
    const newYear = at("2026-12-31T23:30:00Z");
    expect(parseReportPeriod("2027-01", newYear)?.period.from).toEqual(at("2026-12-31T23:00:00Z"));
    expect(parseReportPeriod(null, newYear)?.key).toBe("2027");
    expect(parseReportPeriod("2027-01", at("2026-12-31T22:30:00Z"))).toBeNull();
  });

  it.each([
    "2026-13",
    "2026-00",
    "2026-Q5",
    "2026-Q0",
    "2026-q1",
    "2026-1",
    "26",
    "20260",
    " 2026",
    "2026 ",
    "2026-07-01",
    "2026\u0000",
    "2026-\u000007",
    "x".repeat(10_000),
    "２０２６",
    "2026-Q1-01",
  ])("refuses %j", (value) => {
    expect(parseReportPeriod(value, NOW)).toBeNull();
  });
});

describe("periodChoices", () => {
  it("offers years back to 2024 and the last 24 months and their quarters, newest first", () => {
    const choices = periodChoices(NOW);
    expect(choices.years).toEqual(["2026", "2025", "2024"]);
    expect(choices.months).toHaveLength(24);
    expect(choices.months.slice(0, 3)).toEqual(["2026-11", "2026-10", "2026-09"]);
    expect(choices.months.at(-1)).toBe("2024-12");
    expect(choices.quarters).toEqual([
      "2026-Q4",
      "2026-Q3",
      "2026-Q2",
      "2026-Q1",
      "2025-Q4",
      "2025-Q3",
      "2025-Q2",
      "2025-Q1",
      "2024-Q4",
    ]);
  });

  it("follows the Amsterdam calendar at a month's edge", () => {
    // 31 October 23:30 UTC is 1 November in Amsterdam.
    expect(periodChoices(at("2026-10-31T23:30:00Z")).months[0]).toBe("2026-11");
    expect(periodChoices(at("2026-10-31T22:30:00Z")).months[0]).toBe("2026-10");
  });

  it("offers only periods that parseReportPeriod accepts", () => {
    const choices = periodChoices(NOW);
    for (const key of [...choices.years, ...choices.quarters, ...choices.months]) {
      expect(parseReportPeriod(key, NOW), key).not.toBeNull();
    }
  });
});
