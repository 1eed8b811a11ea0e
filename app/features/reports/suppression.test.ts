import { describe, expect, it } from "vitest";
import { exactRank } from "../../../tests/support/exact-rank";
import {
  type CountTable,
  type Figure,
  MIN_GROUP_FLOOR,
  minGroupSize,
  publishedFigure,
  type SuppressedTable,
  suppress,
  suppressBreakdown,
  suppressFigure,
  suppressFigures,
} from "./suppression";

const S = { suppressed: expect.any(String) };
const v = (value: number) => ({ value });

/** mulberry32: a small seeded generator, so a failing table can be reproduced from its seed. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random table with consistent totals; values skewed towards small so suppression is common. */
function randomTable(random: () => number): CountTable {
  const rows = 1 + Math.floor(random() * 6);
  const columns = 1 + Math.floor(random() * 6);
  const cells = Array.from({ length: rows }, () =>
    Array.from({ length: columns }, () => (random() < 0.15 ? 0 : Math.floor(41 * random() ** 2))),
  );
  const rowSums = cells.map((row) => row.reduce((a, b) => a + b, 0));
  const columnSums = Array.from({ length: columns }, (_, c) => cells.reduce((sum, row) => sum + (row[c] ?? 0), 0));
  const table: CountTable = { cells };
  if (random() < 0.6) table.rowTotals = rowSums;
  if (random() < 0.6) table.columnTotals = columnSums;
  if (random() < 0.6) table.grandTotal = rowSums.reduce((a, b) => a + b, 0);
  return table;
}

/**
 * The table as a partner's analyst sees it: every figure (true value and whether it is hidden) and
 * every equation the published layout implies, written independently of the module under test.
 */
function published(table: CountTable, result: SuppressedTable) {
  const figures: { value: number; hidden: boolean }[] = [];
  const add = (value: number, figure: Figure | undefined) => {
    if (!figure) throw new Error("figure missing from the result");
    if ("value" in figure) expect(figure.value).toBe(value);
    figures.push({ value, hidden: "suppressed" in figure });
    return figures.length - 1;
  };
  expect(result.cells.length).toBe(table.cells.length);
  const cell = table.cells.map((row, r) => {
    expect(result.cells[r]?.length).toBe(row.length);
    return row.map((value, c) => add(value, result.cells[r]?.[c]));
  });
  expect(result.rowTotals === undefined).toBe(table.rowTotals === undefined);
  expect(result.columnTotals === undefined).toBe(table.columnTotals === undefined);
  expect(result.grandTotal === undefined).toBe(table.grandTotal === undefined);
  const rowTotal = table.rowTotals?.map((value, r) => add(value, result.rowTotals?.[r]));
  const columnTotal = table.columnTotals?.map((value, c) => add(value, result.columnTotals?.[c]));
  const grand = table.grandTotal === undefined ? undefined : add(table.grandTotal, result.grandTotal);

  const lines: { members: number[]; total: number }[] = [];
  const columns = table.cells[0]?.length ?? 0;
  rowTotal?.forEach((total, r) => {
    lines.push({ members: cell[r] ?? [], total });
  });
  columnTotal?.forEach((total, c) => {
    lines.push({ members: cell.map((row) => row[c] ?? -1), total });
  });
  if (grand !== undefined) {
    if (rowTotal) lines.push({ members: rowTotal, total: grand });
    if (columnTotal) lines.push({ members: columnTotal, total: grand });
    // Every cell sums to the grand total whichever totals are shown: one more line to attack with.
    lines.push({ members: cell.flat(), total: grand });
  }
  expect(columns).toBeGreaterThan(0);
  return { figures, lines };
}

/**
 * The attack the rule must withstand, as a fixed point: solve any line with exactly one unknown,
 * substitute, and repeat until nothing more is solved. Returns the hidden figures it solved.
 */
function solveBySubtraction(
  figures: { value: number; hidden: boolean }[],
  lines: { members: number[]; total: number }[],
) {
  const known = figures.map((figure) => (figure.hidden ? undefined : figure.value));
  let progress = true;
  while (progress) {
    progress = false;
    for (const line of lines) {
      const unknown = [...line.members, line.total].filter((index) => known[index] === undefined);
      if (unknown.length !== 1) continue;
      const [index] = unknown as [number];
      const members = line.members.reduce((sum, member) => sum + (known[member] ?? 0), 0);
      known[index] = index === line.total ? members : (known[line.total] ?? 0) - members;
      progress = true;
    }
  }
  return figures.flatMap((figure, index) => (figure.hidden && known[index] !== undefined ? [index] : []));
}

function rank(matrix: number[][]): number {
  const m = matrix.map((row) => [...row]);
  let r = 0;
  const width = m[0]?.length ?? 0;
  for (let c = 0; c < width && r < m.length; c++) {
    const p = m.findIndex((row, i) => i >= r && Math.abs(row[c] ?? 0) > 1e-9);
    if (p < 0) continue;
    [m[p], m[r]] = [m[r] as number[], m[p] as number[]];
    const pivot = m[r] as number[];
    for (let i = 0; i < m.length; i++) {
      const row = m[i] as number[];
      if (i === r) continue;
      const f = (row[c] ?? 0) / (pivot[c] ?? 1);
      for (let k = 0; k < width; k++) row[k] = (row[k] ?? 0) - f * (pivot[k] ?? 0);
    }
    r++;
  }
  return r;
}

/**
 * The stronger attack: any linear combination of the published equations. A hidden figure is fixed
 * exactly when its column of the system (restricted to hidden figures) is independent of the others,
 * i.e. dropping it lowers the rank.
 */
function solveByAlgebra(figures: { value: number; hidden: boolean }[], lines: { members: number[]; total: number }[]) {
  const unknowns = figures.flatMap((figure, index) => (figure.hidden ? [index] : []));
  const matrix = lines.map((line) =>
    unknowns.map((index) => line.members.filter((member) => member === index).length - (line.total === index ? 1 : 0)),
  );
  const full = rank(matrix);
  return unknowns.filter((_, position) => rank(matrix.map((row) => row.filter((_, k) => k !== position))) < full);
}

const hiddenPattern = (result: SuppressedTable) =>
  result.cells.map((row) => row.map((f) => ("suppressed" in f ? 1 : 0)));

describe("minGroupSize", () => {
  it("never goes below the floor", () => {
    expect(MIN_GROUP_FLOOR).toBe(10);
    expect(minGroupSize(undefined)).toBe(10);
    expect(minGroupSize(5)).toBe(10);
    expect(minGroupSize(-3)).toBe(10);
    expect(minGroupSize(10)).toBe(10);
    expect(minGroupSize(25)).toBe(25);
    expect(minGroupSize(Number.NaN)).toBe(10);
    expect(minGroupSize(12.5)).toBe(10);
    expect(minGroupSize(Number.POSITIVE_INFINITY)).toBe(10);
  });
});

describe("suppressFigure", () => {
  it("shows 0 and groups of at least n, hides the rest", () => {
    expect(suppressFigure(0, 10)).toEqual(v(0));
    expect(suppressFigure(1, 10)).toEqual(S);
    expect(suppressFigure(9, 10)).toEqual(S);
    expect(suppressFigure(10, 10)).toEqual(v(10));
    expect(suppressFigure(14, 15)).toEqual(S);
  });

  it("refuses a group size below the floor and figures that are not counts", () => {
    expect(() => suppressFigure(3, 5)).toThrow(RangeError);
    expect(() => suppressFigure(3, 10.5)).toThrow(RangeError);
    expect(() => suppressFigure(-1, 10)).toThrow(RangeError);
    expect(() => suppressFigure(2.5, 10)).toThrow(RangeError);
  });
});

describe("why a figure is hidden", () => {
  it("says 'small' of a figure about fewer than n people and 'complement' of one hidden to protect it", () => {
    const { items, total } = suppressBreakdown({ items: [4, 30, 26], total: 60 }, 10);
    expect(items).toEqual([{ suppressed: "small" }, { value: 30 }, { suppressed: "complement" }]);
    expect(total).toEqual({ value: 60 });
  });

  it("judges a count by the people behind it", () => {
    const figures = [
      { value: 40, people: 3 },
      { value: 25, people: 20 },
    ];
    const hidden = suppressFigures(figures, [], 10);
    expect(figures.map((figure, index) => publishedFigure(figure, hidden[index] === true, 10))).toEqual([
      { suppressed: "small" },
      { value: 25 },
    ]);
  });
});

describe("suppressBreakdown", () => {
  it("hides a second item so the small one cannot be subtracted from the total", () => {
    // 4 is primary; alone it would be 59 − 25 − 30. The smallest other item (25) goes with it.
    expect(suppressBreakdown({ items: [4, 25, 30], total: 59 }, 10)).toEqual({ items: [S, S, v(30)], total: v(59) });
  });

  it("keeps the hidden items of a shown total at n or more together", () => {
    // 3 and 4 would publish "7 people" for the two together, so 50 is hidden as well.
    expect(suppressBreakdown({ items: [3, 4, 50], total: 57 }, 10)).toEqual({ items: [S, S, S], total: v(57) });
  });

  it("shows zeros beside hidden items", () => {
    expect(suppressBreakdown({ items: [0, 4, 30], total: 34 }, 10)).toEqual({ items: [v(0), S, S], total: v(34) });
  });

  it("hides a small total and, without a total, only the small items", () => {
    expect(suppressBreakdown({ items: [3, 0, 4], total: 7 }, 10)).toEqual({ items: [S, v(0), S], total: S });
    expect(suppressBreakdown({ items: [3, 20, 30] }, 10)).toEqual({ items: [S, v(20), v(30)] });
    expect(suppressBreakdown({ items: [], total: 0 }, 10)).toEqual({ items: [], total: v(0) });
  });

  it("refuses a total that is not the sum of its items", () => {
    expect(() => suppressBreakdown({ items: [12, 14], total: 20 }, 10)).toThrow(RangeError);
    expect(() => suppressBreakdown({ items: [], total: 3 }, 10)).toThrow(RangeError);
  });
});

describe("suppress: worked examples", () => {
  it("lets a secondary suppression in a column force another in a row", () => {
    const table: CountTable = {
      cells: [
        [3, 20, 50],
        [11, 36, 40],
        [25, 30, 45],
      ],
      rowTotals: [73, 87, 100],
      columnTotals: [39, 86, 135],
    };
    // 3 is primary. Row 0 then hides 20 (its smallest other figure). Column 0 hides 11 and
    // column 1 hides 30, each leaving a row with a single hidden cell: row 1 hides 36 and row 2
    // hides 25. Columns 0 and 1 end fully hidden, column 2 and every total stay shown.
    const result = suppress(table, 10);
    expect(hiddenPattern(result)).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [1, 1, 0],
    ]);
    expect(result.rowTotals).toEqual([v(73), v(87), v(100)]);
    expect(result.columnTotals).toEqual([v(39), v(86), v(135)]);
  });

  it("protects a small row total from its row and from the list of totals", () => {
    const table: CountTable = {
      cells: [
        [3, 4],
        [30, 40],
      ],
      rowTotals: [7, 70],
      grandTotal: 77,
    };
    // 7 is hidden; against 77 it would come back as 77 − 70, so 70 is hidden, and then 70 would come
    // back from its row (30 + 40), so 30 is hidden too.
    expect(suppress(table, 10)).toEqual({
      cells: [
        [S, S],
        [S, v(40)],
      ],
      rowTotals: [S, S],
      grandTotal: v(77),
    });
  });

  it("hides a total when a cell it sums is hidden and the rest are zeros", () => {
    // 15 is shown by itself, but its column hides 4 beside it, and then 15 is hidden for the column;
    // in its row only zeros are left, so the row total goes, and with it a total beside it.
    const table: CountTable = {
      cells: [
        [0, 15, 0],
        [12, 4, 30],
      ],
      rowTotals: [15, 46],
      columnTotals: [12, 19, 30],
      grandTotal: 61,
    };
    const result = suppress(table, 10);
    expect(result.cells[0]).toEqual([v(0), S, v(0)]);
    expect(result.rowTotals?.[0]).toEqual(S);
    const { figures, lines } = published(table, result);
    expect(solveBySubtraction(figures, lines)).toEqual([]);
    expect(solveByAlgebra(figures, lines)).toEqual([]);
  });

  it("catches a figure that only a sum of several lines isolates", () => {
    // Two 2×2 blocks of small cells joined by the small cell at row 0, column 2: every row and column
    // has two or more hidden cells adding up to at least 10, yet rows 0 and 1 minus columns 0 and 1
    // leave that cell as the only unknown. The audit hides one more figure.
    const cells = [
      [6, 6, 6, 30],
      [6, 6, 30, 30],
      [30, 30, 6, 6],
      [30, 30, 6, 6],
    ];
    const table: CountTable = {
      cells,
      rowTotals: cells.map((row) => row.reduce((a, b) => a + b, 0)),
      columnTotals: [72, 72, 48, 72],
    };
    // Hiding only the small cells keeps every line rule, yet the joining cell (figure 2) is solvable.
    const primaryOnly: SuppressedTable = {
      cells: cells.map((row) => row.map((value) => (value < 10 ? S : v(value)))),
      rowTotals: table.rowTotals?.map(v),
      columnTotals: table.columnTotals?.map(v),
    };
    const before = published(table, primaryOnly);
    expect(solveBySubtraction(before.figures, before.lines)).toEqual([]);
    expect(solveByAlgebra(before.figures, before.lines)).toEqual([2]);

    const result = suppress(table, 10);
    const { figures, lines } = published(table, result);
    expect(solveByAlgebra(figures, lines)).toEqual([]);
    // The audit hides the smallest other figure on a line through it: 30 at the end of row 0.
    expect(hiddenPattern(result)).toEqual([
      [1, 1, 1, 1],
      [1, 1, 0, 0],
      [0, 0, 1, 1],
      [0, 0, 1, 1],
    ]);
    expect(JSON.stringify([result.rowTotals, result.columnTotals])).not.toContain("suppressed");
  });

  it("handles a single cell with every total", () => {
    const small = suppress({ cells: [[5]], rowTotals: [5], columnTotals: [5], grandTotal: 5 }, 10);
    expect(small).toEqual({ cells: [[S]], rowTotals: [S], columnTotals: [S], grandTotal: S });
    const large = suppress({ cells: [[12]], rowTotals: [12], columnTotals: [12], grandTotal: 12 }, 10);
    expect(large).toEqual({ cells: [[v(12)]], rowTotals: [v(12)], columnTotals: [v(12)], grandTotal: v(12) });
  });

  it("refuses what is not a table of counts", () => {
    expect(() => suppress({ cells: [] }, 10)).toThrow(RangeError);
    expect(() => suppress({ cells: [[1, 2], [3]] }, 10)).toThrow(RangeError);
    expect(() => suppress({ cells: [[1, -2]] }, 10)).toThrow(RangeError);
    expect(() => suppress({ cells: [[1, 2]], rowTotals: [4] }, 10)).toThrow(RangeError);
    expect(() => suppress({ cells: [[1, 2]], columnTotals: [1] }, 10)).toThrow(RangeError);
    expect(() => suppress({ cells: [[1, 2]], grandTotal: 4 }, 10)).toThrow(RangeError);
    expect(() => suppress({ cells: [[1, 2]] }, 9)).toThrow(RangeError);
  });
});

describe("suppress: properties over random tables", () => {
  const TABLES = 3000;

  it(`leaves no hidden figure recoverable in ${TABLES} random tables`, () => {
    let withSecondary = 0;
    let withHiddenTotal = 0;
    for (let seed = 1; seed <= TABLES; seed++) {
      const random = mulberry32(seed);
      const table = randomTable(random);
      const n = minGroupSize(random() < 0.8 ? 10 : 10 + Math.floor(random() * 6));
      const before = JSON.stringify(table);
      const result = suppress(table, n);
      expect(JSON.stringify(table), `seed ${seed}: input unchanged`).toBe(before);
      expect(suppress(table, n), `seed ${seed}: deterministic`).toEqual(result);

      // Shown figures are the true ones (checked while flattening); small ones are all hidden.
      const { figures, lines } = published(table, result);
      for (const [index, figure] of figures.entries()) {
        if (figure.value > 0 && figure.value < n) expect(figure.hidden, `seed ${seed}: figure ${index}`).toBe(true);
      }
      if (figures.some((figure) => figure.hidden && (figure.value === 0 || figure.value >= n))) withSecondary++;
      if (figures.some((figure, index) => figure.hidden && index >= table.cells.flat().length)) withHiddenTotal++;

      expect(solveBySubtraction(figures, lines), `seed ${seed}: solved by subtraction`).toEqual([]);
      expect(solveByAlgebra(figures, lines), `seed ${seed}: solved by combining lines`).toEqual([]);

      // Per line: no single hidden figure, and hidden figures under a shown total describe n or more.
      for (const line of lines) {
        const hiddenMembers = line.members.filter((index) => figures[index]?.hidden);
        const totalHidden = figures[line.total]?.hidden === true;
        expect(hiddenMembers.length + (totalHidden ? 1 : 0), `seed ${seed}: unknowns in a line`).not.toBe(1);
        if (!totalHidden && hiddenMembers.length > 0) {
          const sum = hiddenMembers.reduce((total, index) => total + (figures[index]?.value ?? 0), 0);
          expect(sum, `seed ${seed}: hidden group under a shown total`).toBeGreaterThanOrEqual(n);
        }
      }
    }
    // The generator must exercise the interesting cases, not only primary suppression.
    expect(withSecondary).toBeGreaterThan(TABLES / 4);
    expect(withHiddenTotal).toBeGreaterThan(TABLES / 10);
  });

  it("hides nothing when every figure describes at least n people", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = mulberry32(100_000 + seed);
      const shape = randomTable(random);
      const n = minGroupSize(10 + Math.floor(random() * 10));
      const cells = shape.cells.map((row) => row.map(() => n + Math.floor(random() * 40)));
      const rowTotals = cells.map((row) => row.reduce((a, b) => a + b, 0));
      const columnTotals = (cells[0] ?? []).map((_, c) => cells.reduce((sum, row) => sum + (row[c] ?? 0), 0));
      const table: CountTable = { cells, rowTotals, columnTotals, grandTotal: rowTotals.reduce((a, b) => a + b, 0) };
      const result = suppress(table, n);
      expect(JSON.stringify(result), `seed ${seed}`).not.toContain("suppressed");
    }
  });
});

/**
 * The hidden figures a reader can compute from the shown ones with any combination of the lines:
 * a hidden figure is fixed exactly when leaving its column out of the system (restricted to the
 * hidden figures) lowers the rank.
 */
function recoverable(hidden: readonly boolean[], lines: readonly { members: readonly number[]; total: number }[]) {
  const unknowns = hidden.flatMap((isHidden, index) => (isHidden ? [index] : []));
  const matrix = lines.map((line) =>
    unknowns.map((index) => line.members.filter((member) => member === index).length - (line.total === index ? 1 : 0)),
  );
  const full = exactRank(matrix);
  return unknowns.filter((_, position) => exactRank(matrix.map((row) => row.filter((_, k) => k !== position))) < full);
}

/**
 * Random figures with random published equations: leaves, then totals over random subsets of the
 * figures so far (so lines nest, and overlap where subsets share figures). People behind a figure
 * are at most its value; a total's people lie between its largest member's and the members' sum.
 */
function randomSystem(random: () => number) {
  const figures: { value: number; people: number }[] = [];
  const lines: { members: number[]; total: number }[] = [];
  const leaves = 1 + Math.floor(random() * 8);
  for (let index = 0; index < leaves; index++) {
    const value = random() < 0.15 ? 0 : Math.floor(60 * random() ** 2);
    const people = value === 0 ? 0 : random() < 0.5 ? value : 1 + Math.floor(random() * value);
    figures.push({ value, people });
  }
  const totals = Math.floor(random() * 6);
  for (let count = 0; count < totals; count++) {
    const members = figures.flatMap((_, index) => (random() < 0.45 ? [index] : []));
    if (members.length === 0) continue;
    const value = members.reduce((sum, index) => sum + (figures[index]?.value ?? 0), 0);
    const most = Math.max(...members.map((index) => figures[index]?.people ?? 0));
    const least = Math.min(
      value,
      members.reduce((sum, index) => sum + (figures[index]?.people ?? 0), 0),
    );
    const people = most + Math.floor(random() * (least - most + 1));
    figures.push({ value, people });
    lines.push({ members, total: figures.length - 1 });
  }
  // Sometimes a second equation for an existing total (two breakdowns of the same figure).
  if (lines.length > 0 && random() < 0.3) {
    const line = lines[Math.floor(random() * lines.length)];
    if (line && line.members.length > 1) {
      // Split off the first member into a new figure pair: a + rest = total, another route to it.
      const rest = line.members.slice(1);
      const value = rest.reduce((sum, index) => sum + (figures[index]?.value ?? 0), 0);
      figures.push({
        value,
        people: Math.min(value, Math.max(0, ...rest.map((index) => figures[index]?.people ?? 0))),
      });
      const restIndex = figures.length - 1;
      lines.push({ members: rest, total: restIndex });
      lines.push({ members: [line.members[0] ?? 0, restIndex], total: line.total });
    }
  }
  return { figures, lines };
}

describe("suppressFigures: properties over random figures and equations", () => {
  const SYSTEMS = 3000;

  it(`leaves no hidden figure recoverable in ${SYSTEMS} random systems`, () => {
    let withSecondary = 0;
    let byPeople = 0;
    for (let seed = 1; seed <= SYSTEMS; seed++) {
      const random = mulberry32(200_000 + seed);
      const { figures, lines } = randomSystem(random);
      const n = minGroupSize(random() < 0.8 ? 10 : 10 + Math.floor(random() * 6));
      const before = JSON.stringify({ figures, lines });
      const hidden = suppressFigures(figures, lines, n);
      expect(JSON.stringify({ figures, lines }), `seed ${seed}: input unchanged`).toBe(before);
      expect(suppressFigures(figures, lines, n), `seed ${seed}: deterministic`).toEqual(hidden);
      expect(hidden).toHaveLength(figures.length);

      for (const [index, figure] of figures.entries()) {
        if (figure.people > 0 && figure.people < n) expect(hidden[index], `seed ${seed}: figure ${index}`).toBe(true);
        if (figure.people > 0 && figure.people < n && figure.value >= n) byPeople++;
        if (hidden[index] && !(figure.people > 0 && figure.people < n)) withSecondary++;
      }
      expect(recoverable(hidden, lines), `seed ${seed}: recoverable from the published equations`).toEqual([]);
      for (const line of lines) {
        const hiddenMembers = line.members.filter((index) => hidden[index]);
        const totalHidden = hidden[line.total] === true;
        expect(hiddenMembers.length + (totalHidden ? 1 : 0), `seed ${seed}: unknowns in a line`).not.toBe(1);
      }
    }
    expect(withSecondary).toBeGreaterThan(SYSTEMS / 4);
    expect(byPeople).toBeGreaterThan(SYSTEMS / 10);
  });

  it("hides a large count of few people, and what would give it back", () => {
    // 40 sessions of 3 people, 25 of 20 people, total 65 of 23 people.
    const hidden = suppressFigures(
      [
        { value: 40, people: 3 },
        { value: 25, people: 20 },
        { value: 65, people: 23 },
      ],
      [{ members: [0, 1], total: 2 }],
      10,
    );
    expect(hidden).toEqual([true, true, false]);
  });

  it("treats a figure without people as a count of people", () => {
    expect(suppressFigures([{ value: 5 }, { value: 12 }], [], 10)).toEqual([true, false]);
    expect(suppressFigures([{ value: 0 }], [], 10)).toEqual([false]);
  });

  it("refuses people beyond the figure, lines outside the figures and totals that are not sums", () => {
    expect(() => suppressFigures([{ value: 3, people: 4 }], [], 10)).toThrow(RangeError);
    expect(() => suppressFigures([{ value: 3, people: -1 }], [], 10)).toThrow(RangeError);
    expect(() => suppressFigures([{ value: 3 }], [{ members: [1], total: 0 }], 10)).toThrow(RangeError);
    expect(() => suppressFigures([{ value: 3 }, { value: 4 }], [{ members: [0], total: 1 }], 10)).toThrow(RangeError);
    expect(() => suppressFigures([{ value: 3 }], [], 9)).toThrow(RangeError);
  });

  it("agrees with the independent exact check on the worked table examples", () => {
    // The rank check above is the test's own; it must see what the table tests see.
    expect(recoverable([true, false, false], [{ members: [0, 1], total: 2 }])).toEqual([0]);
    expect(recoverable([true, true, false], [{ members: [0, 1], total: 2 }])).toEqual([]);
  });
});
