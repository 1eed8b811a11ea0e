import { describe, expect, it } from "vitest";
import { closingOf, lastClosedMonth, parseReportPeriod, periodChoices } from "./usage-period";

const at = (iso: string) => new Date(iso);
/** Mid December 2026: November closed on 8 December, so reports reach up to November. */
const NOW = at("2026-12-15T12:00:00Z");

describe("closing months", () => {
  it("closes a month at midnight in Amsterdam on the 8th of the next one", () => {
    expect(closingOf("2026-10")).toEqual(at("2026-11-07T23:00:00Z"));
    // 8 April is summer time: midnight is 22:00 UTC the day before.
    expect(closingOf("2026-03")).toEqual(at("2026-04-07T22:00:00Z"));
    expect(closingOf("2026-12")).toEqual(at("2027-01-07T23:00:00Z"));
  });

  it("knows the latest closed month at any moment", () => {
    expect(lastClosedMonth(at("2026-11-07T22:59:59Z"))).toBe("2026-09");
    expect(lastClosedMonth(at("2026-11-07T23:00:00Z"))).toBe("2026-10");
    expect(lastClosedMonth(at("2027-01-07T23:00:00Z"))).toBe("2026-12");
    expect(lastClosedMonth(at("2027-01-05T12:00:00Z"))).toBe("2026-11");
  });
});

describe("parseReportPeriod", () => {
  it("is the year of the latest closed month when nothing is chosen", () => {
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

  it("allows 2020 up to the period that holds the latest closed month", () => {
    expect(parseReportPeriod("2020-01", NOW)?.kind).toBe("month");
    expect(parseReportPeriod("2019", NOW)).toBeNull();
    expect(parseReportPeriod("2019-12", NOW)).toBeNull();
    expect(parseReportPeriod("2026-11", NOW)?.kind).toBe("month");
    expect(parseReportPeriod("2026-Q4", NOW)?.kind).toBe("quarter");
    // December has not closed: nothing of it is published.
    expect(parseReportPeriod("2026-12", NOW)).toBeNull();
    expect(parseReportPeriod("2027", NOW)).toBeNull();
    expect(parseReportPeriod("2027-Q1", NOW)).toBeNull();
    // January 2027 closes on 8 February, midnight in Amsterdam (23:00 UTC the day before).
    expect(parseReportPeriod("2027-01", at("2027-02-07T22:59:00Z"))).toBeNull();
    expect(parseReportPeriod("2027-01", at("2027-02-07T23:00:00Z"))?.period.from).toEqual(at("2026-12-31T23:00:00Z"));
    expect(parseReportPeriod(null, at("2027-02-07T22:59:00Z"))?.key).toBe("2026");
    expect(parseReportPeriod(null, at("2027-02-07T23:00:00Z"))?.key).toBe("2027");
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
  it("offers years back to 2024 and the last 24 closed months and their quarters, newest first", () => {
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

  it("follows the Amsterdam calendar at a month's closing", () => {
    // 7 December 23:30 UTC is 8 December in Amsterdam: November has closed.
    expect(periodChoices(at("2026-12-07T23:30:00Z")).months[0]).toBe("2026-11");
    expect(periodChoices(at("2026-12-07T22:30:00Z")).months[0]).toBe("2026-10");
  });

  it("offers only periods that parseReportPeriod accepts", () => {
    const choices = periodChoices(NOW);
    for (const key of [...choices.years, ...choices.quarters, ...choices.months]) {
      expect(parseReportPeriod(key, NOW), key).not.toBeNull();
    }
  });
});
