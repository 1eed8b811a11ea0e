import { describe, expect, it } from "vitest";
import { random } from "../../../tests/support/report-simulator";
import { Region, type SumRow } from "./lp";

// The audit's linear programs: a count's own bounds ("fewer than 10": 1 to 9) are moved out of the
// rows, and an order between two counts needs no artificial column; the ranges must be those of
// the system as written. Checked by hand, and against every integer point of small random systems
// (whose ranges are integers: every row sums counts with coefficients 1 or -1 of one variable each).

describe("Region", () => {
  it("bounds a count by its own row and the shown total", () => {
    const rows: SumRow[] = [
      { indexes: [0], lo: 1, hi: 9 },
      { indexes: [1], lo: 1, hi: 9 },
      { indexes: [0, 1], lo: 12, hi: 12 },
    ];
    expect(new Region(2, rows).range([0])).toEqual({ min: 3, max: 9 });
  });

  it("keeps attendance within places", () => {
    const rows: SumRow[] = [
      { indexes: [0], lo: 1, hi: 9 },
      { indexes: [1], lo: 1, hi: 9 },
      { indexes: [0, 1], lo: 12, hi: 12 },
      // x1 - x0 >= 0: x0 (attended) is at most x1 (places).
      { indexes: [1], minus: [0], lo: 0, hi: Infinity },
    ];
    expect(new Region(2, rows).range([0])).toEqual({ min: 3, max: 6 });
    expect(new Region(2, rows).range([0, 1])).toEqual({ min: 12, max: 12 });
  });

  it("says when a sum has no upper end, and when the figures contradict each other", () => {
    expect(new Region(1, [{ indexes: [0], lo: 10, hi: Infinity }]).range([0])).toEqual({ min: 10, max: Infinity });
    const contradiction = new Region(2, [
      { indexes: [0], lo: 5, hi: 9 },
      { indexes: [0, 1], lo: 3, hi: 3 },
    ]);
    expect(contradiction.feasible).toBe(false);
    expect(() => contradiction.range([0])).toThrow();
  });

  it("gives the ranges of every integer point in 200 small random systems", () => {
    const next = random(4242);
    let exact = 0;
    for (let system = 0; system < 200; system++) {
      const variables = 2 + Math.floor(next() * 2);
      const truth = Array.from({ length: variables }, () => Math.floor(next() * 8));
      const sum = (indexes: readonly number[], minus: readonly number[], x: readonly number[]) =>
        indexes.reduce((total, index) => total + (x[index] ?? 0), 0) -
        minus.reduce((total, index) => total + (x[index] ?? 0), 0);
      const rows: SumRow[] = [];
      for (let row = 0; row < 1 + Math.floor(next() * 4); row++) {
        const indexes = Array.from({ length: variables }, (_, index) => index).filter(() => next() < 0.6);
        if (indexes.length === 0) continue;
        const minus =
          next() < 0.2
            ? Array.from({ length: variables }, (_, index) => index).filter(
                (index) => !indexes.includes(index) && next() < 0.5,
              )
            : [];
        const value = sum(indexes, minus, truth);
        const kind = next();
        // Shown exactly, "at least", or a range around the true value (always consistent).
        if (kind < 0.4) rows.push({ indexes, minus, lo: value, hi: value });
        else if (kind < 0.7)
          rows.push({ indexes, minus, lo: Math.max(minus.length ? -20 : 0, value - 2), hi: Infinity });
        else
          rows.push({
            indexes,
            minus,
            lo: Math.max(minus.length ? -20 : 0, value - Math.floor(next() * 4)),
            hi: value + 1 + Math.floor(next() * 3),
          });
      }
      // Every variable bounded, so that the integer points can be listed (0..12).
      for (let index = 0; index < variables; index++) {
        if (next() < 0.5) rows.push({ indexes: [index], lo: Math.min(truth[index] ?? 0, 1), hi: 12 });
        else rows.push({ indexes: [index], lo: 0, hi: 12 });
      }
      const objective = Array.from({ length: variables }, (_, index) => index).filter(() => next() < 0.6);
      if (objective.length === 0) objective.push(0);
      let min = Infinity;
      let max = -Infinity;
      const x = truth.map(() => 0);
      const visit = (position: number) => {
        if (position === variables) {
          const fits = rows.every((row) => {
            const value = sum(row.indexes, row.minus ?? [], x);
            return value >= row.lo && value <= row.hi;
          });
          if (!fits) return;
          const value = sum(objective, [], x);
          min = Math.min(min, value);
          max = Math.max(max, value);
          return;
        }
        for (let value = 0; value <= 12; value++) {
          x[position] = value;
          visit(position + 1);
        }
      };
      visit(0);
      const range = new Region(variables, rows).range(objective);
      const context = JSON.stringify({ rows, objective, truth });
      expect(range.min, context).toBeLessThanOrEqual(min + 1e-6);
      expect(range.max, context).toBeGreaterThanOrEqual(max - 1e-6);
      // Where the integer points reach as far as the program, the two agree exactly.
      if (Math.abs(range.min - min) < 1e-6 && Math.abs(range.max - max) < 1e-6) exact++;
    }
    expect(exact).toBeGreaterThan(150);
  });
});
