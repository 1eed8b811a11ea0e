import { describe, expect, it } from "vitest";
import {
  exposesRest,
  publishedSatisfaction,
  restOf,
  type SatisfactionPeriod,
  type SatisfactionStatus,
  satisfactionStatus,
  suppressSatisfaction,
} from "./satisfaction";

// The rule for satisfaction figures: groups of at least N members who rated, and no shown period
// whose shown parts leave a small group over (its "rest"), across months, quarters and the year.

const month = (at: number, raters: number, frozen?: SatisfactionStatus): SatisfactionPeriod => ({
  from: at,
  to: at,
  raters,
  measured: true,
  ...(frozen ? { frozen } : {}),
});
const span = (from: number, to: number, raters: number, frozen?: SatisfactionStatus): SatisfactionPeriod => ({
  from,
  to,
  raters,
  measured: true,
  ...(frozen ? { frozen } : {}),
});

describe("publishedSatisfaction", () => {
  it("rounds the average to one decimal and the share to a whole percent", () => {
    expect(publishedSatisfaction({ ratings: 12, sum: 50, recommended: 10 }, "shown")).toEqual({
      average: 4.2,
      recommendShare: 83,
    });
    expect(publishedSatisfaction({ ratings: 3, sum: 14, recommended: 3 }, "small")).toEqual({ suppressed: "small" });
    expect(publishedSatisfaction({ ratings: 0, sum: 0, recommended: 0 }, "none")).toEqual({ none: true });
    expect(publishedSatisfaction({ ratings: 0, sum: 0, recommended: 0 }, "unmeasured")).toEqual({ unmeasured: true });
  });

  it("reads back the status it was published with", () => {
    for (const status of ["shown", "small", "complement", "none", "unmeasured"] as const) {
      expect(satisfactionStatus(publishedSatisfaction({ ratings: 20, sum: 80, recommended: 15 }, status))).toBe(status);
    }
    expect(() => satisfactionStatus({ suppressed: "pending" })).toThrow();
  });
});

describe("suppressSatisfaction", () => {
  it("hides a group below the minimum and shows one at the minimum", () => {
    expect(suppressSatisfaction([month(0, 9)], 10)).toEqual(["small"]);
    expect(suppressSatisfaction([month(0, 10)], 10)).toEqual(["shown"]);
    expect(suppressSatisfaction([month(0, 0)], 10)).toEqual(["none"]);
    expect(suppressSatisfaction([month(0, 14)], 15)).toEqual(["small"]);
  });

  it("hides a quarter whose shown months leave one small month over, when that month is frozen", () => {
    // January and February were shown when they closed; March has 4 raters: the quarter minus
    // January and February would be March's average.
    const periods = [month(0, 12, "shown"), month(1, 15, "shown"), month(2, 4), span(0, 2, 30)];
    expect(suppressSatisfaction(periods, 10)).toEqual(["shown", "shown", "small", "complement"]);
  });

  it("keeps the quarter and hides the new month instead, where that protects the small one", () => {
    // January was small; the quarter minus February and March would be January.
    const periods = [month(0, 4, "small"), month(1, 15, "shown"), month(2, 18), span(0, 2, 33)];
    const status = suppressSatisfaction(periods, 10);
    expect(status).toEqual(["small", "shown", "complement", "shown"]);
    expect(restOf(periods, status, 3)).toEqual([0, 2]);
    expect(exposesRest(periods, status, 3, 10)).toBe(false);
  });

  it("counts months nobody rated in as known, so they protect nothing", () => {
    const periods = [month(0, 0, "none"), month(1, 12, "shown"), month(2, 3), span(0, 2, 15)];
    expect(suppressSatisfaction(periods, 10)).toEqual(["none", "shown", "small", "complement"]);
    // A quarter of shown and empty months only is its months: nothing to take apart.
    const covered = [month(0, 0, "none"), month(1, 12, "shown"), month(2, 11), span(0, 2, 20)];
    expect(suppressSatisfaction(covered, 10)).toEqual(["none", "shown", "shown", "shown"]);
  });

  it("does not count two small months as a large group: different months may be the same people", () => {
    // A year of three shown quarters and a fourth of two small months (6 and 7 raters, perhaps the
    // same 7 people): the year minus the quarters would be about fewer than 10 people.
    const periods = [
      ...[0, 1, 2].map((q) => span(q * 3, q * 3 + 2, 20, "shown")),
      month(9, 0, "none"),
      month(10, 6, "small"),
      month(11, 7),
      span(9, 11, 9),
      span(0, 11, 70),
    ];
    const status = suppressSatisfaction(periods, 10);
    expect(status.slice(4)).toEqual(["small", "small", "small", "complement"]);
  });

  it("shows the year where its rest is a group of N or more", () => {
    const periods = [
      ...[0, 1, 2].map((q) => span(q * 3, q * 3 + 2, 20, "shown")),
      month(9, 3, "small"),
      month(10, 4, "small"),
      month(11, 5),
      span(9, 11, 11),
      span(0, 11, 70),
    ];
    const status = suppressSatisfaction(periods, 10);
    // The fourth quarter is 11 people: shown, and the year minus the quarters is that quarter.
    expect(status.slice(3)).toEqual(["small", "small", "small", "shown", "shown"]);
  });

  it("hides the year when the fourth quarter and its months leave a small December", () => {
    const periods = [
      ...[0, 1, 2].map((q) => span(q * 3, q * 3 + 2, 20, "shown")),
      month(9, 12, "shown"),
      month(10, 11, "shown"),
      month(11, 2),
      span(9, 11, 25),
      span(0, 11, 80),
    ];
    expect(suppressSatisfaction(periods, 10).slice(3)).toEqual(["shown", "shown", "small", "complement", "complement"]);
  });

  it("says not measured for a period with a month closed before ratings were read", () => {
    const periods: SatisfactionPeriod[] = [
      { from: 0, to: 0, raters: 0, measured: false, frozen: "unmeasured" },
      month(1, 15),
      { from: 0, to: 1, raters: 15, measured: false },
    ];
    expect(suppressSatisfaction(periods, 10)).toEqual(["unmeasured", "shown", "unmeasured"]);
  });

  it("never changes what earlier months published", () => {
    const periods = [month(0, 12, "complement"), month(1, 6, "small"), month(2, 15)];
    expect(suppressSatisfaction(periods, 10)).toEqual(["complement", "small", "shown"]);
  });
});
