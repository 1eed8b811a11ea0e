import { describe, expect, it } from "vitest";
import { random } from "../../../tests/support/report-simulator";
import {
  exposures,
  type FamilyFigure,
  MIN_GROUP_FLOOR,
  minGroupSize,
  type Order,
  type Status,
  suppressFamily,
} from "./suppression";

// The minimum-group-size rule over one family of figures (sums of atoms). The property tests check
// the result against an attacker that shares nothing with the module: it tries every integer value
// of every atom and keeps those that agree with everything published.

const people = (atoms: readonly number[], values: readonly number[]): FamilyFigure => ({
  atoms,
  kind: "people",
  people: atoms.reduce((sum, atom) => sum + (values[atom] ?? 0), 0),
});

/**
 * Every value each hidden figure can take, by trying all atom values 0..cap that agree with what
 * is published: shown figures exactly, "fewer than n" as 1..n-1 (a count of things: at least 1),
 * "hidden" as at least n; `words` leaves out the shown figures other than zeros.
 */
function bruteRanges(
  values: readonly number[],
  figures: readonly FamilyFigure[],
  status: readonly Status[],
  n: number,
  cap: number,
  words: boolean,
  order: readonly Order[] = [],
) {
  const sumOf = (atoms: readonly number[], x: readonly number[]) =>
    atoms.reduce((sum, atom) => sum + (x[atom] ?? 0), 0);
  const ranges = figures.map(() => ({ min: Infinity, max: -Infinity }));
  const x = values.map(() => 0);
  const visit = (position: number) => {
    if (position === values.length) {
      const agrees =
        order.every(({ small, large }) => (x[small] ?? 0) <= (x[large] ?? 0)) &&
        figures.every((figure, index) => {
          const sum = sumOf(figure.atoms, x);
          const truth = sumOf(figure.atoms, values);
          if (status[index] === "shown") return (words && truth !== 0) || sum === truth;
          if (status[index] === "complement") return sum >= n;
          return sum >= 1 && (figure.kind === "things" || sum <= n - 1);
        });
      if (!agrees) return;
      figures.forEach((figure, index) => {
        const range = ranges[index] as { min: number; max: number };
        const sum = sumOf(figure.atoms, x);
        range.min = Math.min(range.min, sum);
        range.max = Math.max(range.max, sum);
      });
      return;
    }
    for (let value = 0; value <= cap; value++) {
      x[position] = value;
      visit(position + 1);
    }
  };
  visit(0);
  return ranges;
}

describe("minGroupSize", () => {
  it("never goes below the floor", async () => {
    expect(minGroupSize(undefined)).toBe(MIN_GROUP_FLOOR);
    expect(minGroupSize(3)).toBe(10);
    expect(minGroupSize(25)).toBe(25);
    expect(minGroupSize(12.5)).toBe(10);
  });
});

describe("suppressFamily: worked examples", () => {
  it("hides a quarter that would give two months of 9 away (the issue's 18 = 9 + 9 with a 0)", async () => {
    const values = [9, 9, 0];
    const figures = [people([0], values), people([1], values), people([2], values), people([0, 1, 2], values)];
    expect(await suppressFamily(values, figures, 10)).toEqual(["small", "small", "shown", "complement"]);
  });

  it("keeps a large total when a large month can hide with the small one", async () => {
    // 3 + 40 + 50 + 5 = 98: with 40 hidden too, the two small months are anything from 1 to 9.
    const values = [3, 40, 50, 5];
    const figures = [...values.map((_, atom) => people([atom], values)), people([0, 1, 2, 3], values)];
    const status = await suppressFamily(values, figures, 10);
    expect(status).toEqual(["small", "complement", "shown", "small", "shown"]);
    expect(await exposures(values, figures, status, 10)).toEqual([]);
  });

  it("never changes what an earlier month decided, and hides what is new instead", async () => {
    // January (4) was published as "fewer than 10" and February (30) shown; the quarter up to
    // March (34 + 25) would give January back unless something new hides.
    const values = [4, 30, 25];
    const figures: FamilyFigure[] = [
      { ...people([0], values), frozen: "small" },
      { ...people([1], values), frozen: "shown" },
      { ...people([0, 1], values), frozen: "complement" },
      people([2], values),
      people([0, 1, 2], values),
    ];
    const status = await suppressFamily(values, figures, 10);
    expect(status.slice(0, 3)).toEqual(["small", "shown", "complement"]);
    expect(status[3] === "shown" && status[4] === "shown").toBe(false);
    expect(await exposures(values, figures, status, 10)).toEqual([]);
  });

  it("shows zeros, and a hidden figure the others fix exactly is shown instead", async () => {
    const values = [0, 12, 12];
    const figures = [people([0], values), people([1], values), people([2], values), people([0, 1, 2], values)];
    expect(await suppressFamily(values, figures, 10)).toEqual(["shown", "shown", "shown", "shown"]);
  });

  it("judges a count of things by the people behind it, and keeps its range open", async () => {
    // 40 sessions of 3 members, beside 60 sessions of 30: the total 100 is shown, so the 40
    // needs a second hidden figure with room.
    const values = [40, 60, 25];
    const figures: FamilyFigure[] = [
      { atoms: [0], kind: "things", people: 3 },
      { atoms: [1], kind: "things", people: 30 },
      { atoms: [2], kind: "things", people: 20 },
      { atoms: [0, 1, 2], kind: "things", people: 45 },
    ];
    const status = await suppressFamily(values, figures, 10);
    expect(status[0]).toBe("small");
    expect(status.filter((value) => value !== "shown").length).toBeGreaterThanOrEqual(2);
    expect(await exposures(values, figures, status, 10)).toEqual([]);
  });

  it("refuses a group size below the floor and atoms that are not counts", async () => {
    await expect(suppressFamily([1], [people([0], [1])], 9)).rejects.toThrow(RangeError);
    await expect(suppressFamily([-1], [people([0], [1])], 10)).rejects.toThrow(RangeError);
    await expect(suppressFamily([1.5], [people([0], [1])], 10)).rejects.toThrow(RangeError);
  });
});

describe("suppressFamily: properties over random families", () => {
  const FAMILIES = 60;

  it(`leaves nothing to find for an attacker who tries every value, in ${FAMILIES} random families`, async () => {
    const next = random(2027);
    for (let family = 0; family < FAMILIES; family++) {
      const atoms = 2 + Math.floor(next() * 2);
      const values = Array.from({ length: atoms }, () => (next() < 0.2 ? 0 : Math.floor(next() * next() * 24)));
      // Single atoms, and sums over random sets of them (the months, their quarter, an event).
      const sets = new Map<string, number[]>();
      for (let atom = 0; atom < atoms; atom++) sets.set(String(atom), [atom]);
      for (let extra = 0; extra < 1 + Math.floor(next() * 3); extra++) {
        const set = Array.from({ length: atoms }, (_, atom) => atom).filter(() => next() < 0.6);
        if (set.length > 1) sets.set(set.join(","), set);
      }
      const figures = [...sets.values()].map((set) => people([...set], values));
      const order: Order[] = next() < 0.3 ? [{ small: 0, large: 1 }] : [];
      if (order.length && (values[0] ?? 0) > (values[1] ?? 0))
        [values[0], values[1]] = [values[1] ?? 0, values[0] ?? 0];
      const fixed = figures.map((figure) => people(figure.atoms, values));
      const status = await suppressFamily(values, fixed, 10, order);
      const cap = 24;
      const full = bruteRanges(values, fixed, status, 10, cap, false, order);
      const said = bruteRanges(values, fixed, status, 10, cap, true, order);
      fixed.forEach((figure, index) => {
        if (status[index] === "shown") return;
        const range = full[index] as { min: number; max: number };
        const words = said[index] as { min: number; max: number };
        const context = `family ${family}: values ${values}, sets ${figure.atoms}, ${status}`;
        expect(range.max - range.min, context).toBeGreaterThan(0);
        if (status[index] === "small") {
          expect(range.min, context).toBe(words.min);
          expect(range.max, context).toBe(words.max);
        }
      });
      // Every figure about 1 to 9 people is hidden; zeros are shown.
      fixed.forEach((figure, index) => {
        if (figure.people > 0 && figure.people < 10) expect(status[index]).toBe("small");
        if (figure.people === 0) expect(status[index]).toBe("shown");
      });
    }
  });
});
