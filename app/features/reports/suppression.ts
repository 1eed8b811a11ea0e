/**
 * The minimum-group-size rule for partner reports. A partner (employer, insurer) may learn how its
 * program is used, never who used it: the Dutch data-protection authority holds that an employer may
 * not receive its employees' health data, not even anonymised, so a report carries use only, and
 * only about groups of at least N people. Any figure about fewer than N people shows "fewer than N".
 * A figure may count things rather than people (40 coaching sessions of 3 members): what counts for
 * the rule is the people behind it, so such a figure is hidden although its value is large.
 *
 * Hiding the small figures is not enough when totals are published: a row [3, 20, 50] with its total
 * 73 gives the 3 back by subtraction. So, besides the primary suppression of every figure about
 * 1 to N-1 people, each
 * published line (a row, column or list of totals with its sum) must have no hidden figure at all or
 * at least two, and where the line's total is shown, its hidden figures must together describe at
 * least N people: [3, 4, 50] with 57 shown would otherwise publish "7 people" for the two small
 * groups together, and with zeros shown (below) a pair of hidden figures adding up to 2 is two 1s.
 * Lines interact (hiding a cell for its column can leave its row with a single hidden figure), so the
 * rules run until nothing changes; then an audit solves the published equations as a whole, because
 * sums of several lines can isolate a figure that no single line does (a suppressed cell that joins
 * two otherwise separate blocks of hidden cells), and hides one more figure until none is determined.
 * Hiding everything always ends it: with nothing published, nothing can be solved.
 *
 * A 0 is shown: it describes nobody, and "no one at this event" is what a partner needs to see. The
 * price is that a hidden cell is known to be at least 1, which is why the hidden figures of a line
 * with a shown total must add up to N or more. A 0 is hidden only when nothing else is left to hide
 * (a line whose total is already hidden and whose other figures are all 0).
 *
 * Totals must be sums of their line (each thing counted in one figure): a count of distinct people
 * next to per-event counts that overlap is no equation, and goes in as a figure of its own.
 * `suppressFigures` takes any figures and equations (a whole report); `suppress` and
 * `suppressBreakdown` describe tables and lists in those terms.
 * The figure an attacker can bound from non-negativity (a hidden cell is between 0 and its line's
 * hidden sum) is limited by the group-sum rule, not audited exactly.
 */

/** The smallest group a partner report may describe, whatever the configuration says. */
export const MIN_GROUP_FLOOR = 10;

/** The configured minimum group size, never below the floor; anything but an integer is the floor. */
export function minGroupSize(configured: number | undefined): number {
  if (configured === undefined || !Number.isInteger(configured)) return MIN_GROUP_FLOOR;
  return Math.max(MIN_GROUP_FLOOR, configured);
}

/**
 * Why a figure is hidden: it describes fewer than N people ("small", shown as "fewer than N"), or
 * it is hidden so that such a figure cannot be worked out from it ("complement", shown as
 * "hidden": it may be large, and saying "fewer than N" of it would be untrue). Telling the two
 * apart gives nothing away: a complement's bounds follow from the "fewer than N" of the small
 * figures it protects, which the reader is told anyway.
 */
export type Suppression = "small" | "complement";

/** A published figure: its value, or why it is hidden. */
export type Figure = { value: number } | { suppressed: Suppression };

/** Whether a figure describes 1 to n-1 people (by default its value is the number of people). */
export function describesFewerThan(input: FigureInput, n: number): boolean {
  const people = input.people ?? input.value;
  return people > 0 && people < n;
}

/** A figure as published, given whether the rule hid it. */
export function publishedFigure(input: FigureInput, hidden: boolean, n: number): Figure {
  if (!hidden) return { value: input.value };
  return { suppressed: describesFewerThan(input, n) ? "small" : "complement" };
}

/**
 * Counts of people: `cells[row][column]`, with optional totals per row, per column and overall, each
 * the sum of what it totals. A dimension without totals publishes no sum over it.
 */
export interface CountTable {
  cells: readonly (readonly number[])[];
  rowTotals?: readonly number[];
  columnTotals?: readonly number[];
  grandTotal?: number;
}

/** A `CountTable` as a partner may see it: the same shape, every figure shown or suppressed. */
export interface SuppressedTable {
  cells: Figure[][];
  rowTotals?: Figure[];
  columnTotals?: Figure[];
  grandTotal?: Figure;
}

/** A one-dimensional breakdown (registrations per event) with, optionally, its total. */
export interface Breakdown {
  items: readonly number[];
  total?: number;
}

export interface SuppressedBreakdown {
  items: Figure[];
  total?: Figure;
}

/** One figure on its own: shown when 0 (it describes nobody) or at least `n`. */
export function suppressFigure(value: number, n: number): Figure {
  assertGroupSize(n);
  assertCount(value, "figure");
  return value > 0 && value < n ? { suppressed: "small" } : { value };
}

/** A breakdown with its total: a table of one row whose row total is the breakdown's total. */
export function suppressBreakdown(breakdown: Breakdown, n: number): SuppressedBreakdown {
  if (breakdown.items.length === 0) {
    // No items: the total is an empty sum, and any total but 0 would not be one.
    if (breakdown.total === undefined) return { items: [] };
    if (breakdown.total !== 0) throw new RangeError("A breakdown's total must be the sum of its items");
    return { items: [], total: suppressFigure(0, n) };
  }
  const table = suppress(
    {
      cells: [breakdown.items],
      ...(breakdown.total === undefined ? {} : { rowTotals: [breakdown.total] }),
    },
    n,
  );
  const items = table.cells[0] ?? [];
  const total = table.rowTotals?.[0];
  return total === undefined ? { items } : { items, total };
}

/**
 * A published equation: the figures at `members` sum to the figure at `total`. Indexes point into
 * the list of figures given to `suppressFigures`.
 */
export interface Line {
  members: readonly number[];
  total: number;
}

/**
 * A figure to publish: a count of things (sessions, registrations) done by `people` distinct people.
 * Without `people` the figure is a count of people itself.
 */
export interface FigureInput {
  value: number;
  people?: number;
}

/**
 * The minimum-group-size rule over any set of figures and the equations a reader can write between
 * them (see the comment at the top of this module); true means hidden. A figure is hidden first when
 * it describes fewer than `n` people (but some); then the complementary rules and the determinacy
 * audit run over the values and the lines. Tables, breakdowns and whole reports all come here, so
 * there is one mechanism to trust.
 */
export function suppressFigures(figures: readonly FigureInput[], lines: readonly Line[], n: number): boolean[] {
  assertGroupSize(n);
  const values: number[] = [];
  const people: number[] = [];
  for (const figure of figures) {
    assertCount(figure.value, "figure");
    const behind = figure.people ?? figure.value;
    // Distinct people never outnumber the things they did, and nothing done means nobody.
    if (!Number.isInteger(behind) || behind < 0 || behind > figure.value) {
      throw new RangeError("The people behind a figure must be a count no larger than the figure");
    }
    values.push(figure.value);
    people.push(behind);
  }
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < values.length;
  for (const line of lines) {
    if (!inRange(line.total) || !line.members.every(inRange)) throw new RangeError("A line points outside the figures");
    const sum = line.members.reduce((total, index) => total + (values[index] ?? 0), 0);
    if (sum !== values[line.total]) throw new RangeError("A total must be the sum of the figures it totals");
  }
  return applyRule(
    values,
    people.map((behind) => behind > 0 && behind < n),
    lines,
    n,
  );
}

/** The table with the minimum-group-size rule applied (see the comment at the top of this module). */
export function suppress(table: CountTable, n: number): SuppressedTable {
  assertGroupSize(n);
  const { cells, rowTotals, columnTotals, grandTotal } = table;
  const rows = cells.length;
  const columns = cells[0]?.length ?? 0;
  if (rows === 0 || columns === 0) throw new RangeError("A report table needs at least one row and one column");
  for (const row of cells) {
    if (row.length !== columns) throw new RangeError("Every row of a report table needs the same number of cells");
    for (const value of row) assertCount(value, "cell");
  }

  // The flat list of figures and the equations between them.
  const values: number[] = cells.flat();
  const cellIndex = (row: number, column: number) => row * columns + column;
  const add = (value: number, what: string) => {
    assertCount(value, what);
    values.push(value);
    return values.length - 1;
  };
  const rowTotalIndex = rowTotals?.map((value) => add(value, "row total"));
  const columnTotalIndex = columnTotals?.map((value) => add(value, "column total"));
  const grandIndex = grandTotal === undefined ? undefined : add(grandTotal, "grand total");
  if (rowTotalIndex && rowTotalIndex.length !== rows) throw new RangeError("One row total per row");
  if (columnTotalIndex && columnTotalIndex.length !== columns) throw new RangeError("One column total per column");

  const range = (length: number) => Array.from({ length }, (_, index) => index);
  const lines: Line[] = [];
  if (rowTotalIndex) {
    for (const row of range(rows)) {
      lines.push({ members: range(columns).map((column) => cellIndex(row, column)), total: rowTotalIndex[row] ?? -1 });
    }
  }
  if (columnTotalIndex) {
    for (const column of range(columns)) {
      lines.push({ members: range(rows).map((row) => cellIndex(row, column)), total: columnTotalIndex[column] ?? -1 });
    }
  }
  if (grandIndex !== undefined) {
    if (rowTotalIndex) lines.push({ members: rowTotalIndex, total: grandIndex });
    if (columnTotalIndex) lines.push({ members: columnTotalIndex, total: grandIndex });
    // Without totals in either dimension the grand total still sums every cell.
    if (!rowTotalIndex && !columnTotalIndex) lines.push({ members: range(rows * columns), total: grandIndex });
  }
  const inputs = values.map((value) => ({ value }));
  const hidden = suppressFigures(inputs, lines, n);
  const figure = (index: number): Figure => publishedFigure(inputs[index] ?? { value: 0 }, hidden[index] === true, n);
  const result: SuppressedTable = {
    cells: range(rows).map((row) => range(columns).map((column) => figure(cellIndex(row, column)))),
  };
  if (rowTotalIndex) result.rowTotals = rowTotalIndex.map(figure);
  if (columnTotalIndex) result.columnTotals = columnTotalIndex.map(figure);
  if (grandIndex !== undefined) result.grandTotal = figure(grandIndex);
  return result;
}

/** Which figures to hide. Deterministic: ties go to the figure that comes first. */
function applyRule(
  values: readonly number[],
  primary: readonly boolean[],
  lines: readonly Line[],
  n: number,
): boolean[] {
  const hidden = [...primary];
  const value = (index: number) => values[index] ?? 0;
  const isHidden = (index: number) => hidden[index] === true;

  /** The smallest shown figure among `candidates` that is not 0, if any. */
  const smallestNonZero = (candidates: readonly number[]) => {
    let best: number | undefined;
    for (const index of candidates) {
      if (isHidden(index) || value(index) === 0) continue;
      if (best === undefined || value(index) < value(best) || (value(index) === value(best) && index < best)) {
        best = index;
      }
    }
    return best;
  };
  const firstShown = (candidates: readonly number[]) => candidates.find((index) => !isHidden(index));

  /** What to hide next for a line that breaks the rule, or undefined when it keeps it. */
  const repairOf = (line: Line): number | undefined => {
    const hiddenMembers = line.members.filter(isHidden);
    const unknowns = hiddenMembers.length + (isHidden(line.total) ? 1 : 0);
    const hiddenSum = hiddenMembers.reduce((sum, index) => sum + value(index), 0);
    const single = unknowns === 1;
    const smallGroup = !isHidden(line.total) && hiddenMembers.length > 0 && hiddenSum < n;
    if (!single && !smallGroup) return undefined;
    // Hide more of what the line sums; when only zeros are left, hide the total (it is then the sum
    // of hidden figures), and only when that is hidden too, a 0.
    return smallestNonZero(line.members) ?? firstShown([line.total]) ?? firstShown(line.members);
  };

  for (;;) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const line of lines) {
        const next = repairOf(line);
        if (next !== undefined) {
          hidden[next] = true;
          changed = true;
        }
      }
    }
    const found = determined(hidden, lines);
    if (found === undefined) return hidden;
    const { figure: solved, through } = found;
    // Hide the smallest figure that breaks the derivation: a shown figure of the equations that
    // solve it whose hiding leaves it unsolved. (Hiding just any figure near it may not: in
    // "booked = held + …" and "used = held + …" hiding `held` still leaves booked − used.)
    const breaking = [...new Set(through.flatMap((line) => [line.total, ...line.members]))]
      .filter((index) => !isHidden(index) && value(index) > 0)
      .sort((a, b) => value(a) - value(b) || a - b)
      .find((index) => {
        hidden[index] = true;
        const still = determined(hidden, lines, solved) !== undefined;
        hidden[index] = false;
        return !still;
      });
    if (breaking !== undefined) {
      hidden[breaking] = true;
      continue;
    }
    // Otherwise another figure on a line through the solvable one; failing that, anywhere.
    const near = lines.filter((line) => line.total === solved || line.members.includes(solved));
    const nearMembers = near.flatMap((line) => line.members);
    const nearTotals = near.map((line) => line.total);
    const all = values.map((_, index) => index);
    const next =
      smallestNonZero(nearMembers) ??
      firstShown(nearTotals) ??
      firstShown(nearMembers) ??
      smallestNonZero(all) ??
      firstShown(all);
    if (next === undefined) return hidden; // unreachable: with everything hidden nothing is solvable
    hidden[next] = true;
  }
}

/**
 * The first hidden figure that the published equations fix, if any. A hidden figure is fixed exactly
 * when its unit vector lies in the row space of the equations restricted to the hidden figures; in
 * reduced row echelon form that is a row with a single non-zero entry. The coefficients are 0 and ±1
 * and the system is small, so elimination in floating point with a tolerance is exact enough.
 */
function determined(
  hidden: readonly boolean[],
  lines: readonly Line[],
  only?: number,
): { figure: number; through: Line[] } | undefined {
  const unknowns = hidden.flatMap((isHidden, index) => (isHidden ? [index] : []));
  if (unknowns.length === 0) return undefined;
  const column = new Map(unknowns.map((index, position) => [index, position]));
  // Each row carries, after the unknowns' coefficients, which equations it was made of, so that a
  // solved figure comes with the equations that solve it.
  const width = unknowns.length + lines.length;
  const matrix = lines.map((line, lineIndex) => {
    const row = new Array<number>(width).fill(0);
    for (const member of line.members) {
      const position = column.get(member);
      if (position !== undefined) row[position] = (row[position] ?? 0) + 1;
    }
    const position = column.get(line.total);
    if (position !== undefined) row[position] = (row[position] ?? 0) - 1;
    row[unknowns.length + lineIndex] = 1;
    return row;
  });
  const epsilon = 1e-9;
  let pivotRow = 0;
  for (let col = 0; col < unknowns.length && pivotRow < matrix.length; col++) {
    let best = pivotRow;
    for (let r = pivotRow + 1; r < matrix.length; r++) {
      if (Math.abs(matrix[r]?.[col] ?? 0) > Math.abs(matrix[best]?.[col] ?? 0)) best = r;
    }
    const pivot = matrix[best];
    if (!pivot || Math.abs(pivot[col] ?? 0) < epsilon) continue;
    [matrix[best], matrix[pivotRow]] = [matrix[pivotRow] ?? pivot, pivot];
    const scale = pivot[col] ?? 1;
    for (let c = 0; c < pivot.length; c++) pivot[c] = (pivot[c] ?? 0) / scale;
    for (let r = 0; r < matrix.length; r++) {
      const row = matrix[r];
      if (r === pivotRow || !row) continue;
      const factor = row[col] ?? 0;
      if (Math.abs(factor) < epsilon) continue;
      for (let c = 0; c < row.length; c++) row[c] = (row[c] ?? 0) - factor * (pivot[c] ?? 0);
    }
    pivotRow++;
  }
  for (const row of matrix) {
    const nonZero: number[] = [];
    for (let position = 0; position < unknowns.length; position++) {
      if (Math.abs(row[position] ?? 0) > epsilon) nonZero.push(position);
    }
    if (nonZero.length !== 1) continue;
    const figure = unknowns[nonZero[0] ?? 0] as number;
    if (only !== undefined && figure !== only) continue;
    const through = lines.filter((_, lineIndex) => Math.abs(row[unknowns.length + lineIndex] ?? 0) > epsilon);
    return { figure, through };
  }
  return undefined;
}

function assertGroupSize(n: number) {
  if (!Number.isInteger(n) || n < MIN_GROUP_FLOOR) {
    throw new RangeError(`The minimum group size must be an integer of at least ${MIN_GROUP_FLOOR}`);
  }
}

function assertCount(value: number, what: string) {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`A ${what} must be a count of people`);
}
