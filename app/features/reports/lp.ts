/**
 * A small linear-programming solver for the report's privacy audit: the range (minimum and maximum)
 * a reader can work out for a sum of unknown counts, given everything a set of reports publishes
 * (totals as equations, "fewer than N" and "hidden" as bounds, counts never negative).
 *
 * The systems are small (one family of figures of one year: tens of unknowns, at most a few hundred
 * rows) and every coefficient is 0 or 1, so a dense two-phase simplex in floating point is exact
 * enough: the optimum of such a system is an integer (or a plain fraction), and the audit judges
 * with a tolerance of a thousandth of a person. The constraints stay the same for every figure of an
 * audit, so phase 1 runs once and each objective starts from the basis the previous one ended with.
 */

/**
 * Σ x[index] over `indexes` minus Σ x[index] over `minus` lies in [lo, hi]; lo = hi is an equation,
 * hi = Infinity has no upper bound.
 */
export interface SumRow {
  indexes: readonly number[];
  minus?: readonly number[];
  lo: number;
  hi: number;
}

const EPS = 1e-9;

/** The feasible region { x ≥ 0 : every row holds } over `variables` unknowns, ready for objectives. */
export class Region {
  readonly feasible: boolean;
  private readonly width: number;
  private readonly rows: Float64Array[];
  private readonly basis: number[];
  private readonly structural: number;
  /** The lower bound of each unknown that its own rows give, taken out of it (x = shift + x'). */
  private readonly shift: Float64Array;

  constructor(variables: number, rows: readonly SumRow[]) {
    this.structural = variables;
    // A row over one unknown with a lower bound ("fewer than N" of a single count: at least 1) is a
    // bound of that unknown, not a row that needs an artificial column in phase 1: x = lo + x' with
    // x' ≥ 0, the same region moved. Every other row moves with it.
    const shift = new Float64Array(variables);
    for (const row of rows) {
      if (row.indexes.length !== 1 || row.minus?.length || !(row.lo > 0) || !Number.isFinite(row.lo)) continue;
      const index = row.indexes[0] as number;
      if (index >= 0 && index < variables) shift[index] = Math.max(shift[index] ?? 0, row.lo);
    }
    this.shift = shift;
    const moved = (row: SumRow): SumRow => {
      let offset = 0;
      for (const index of row.indexes) offset += shift[index] ?? 0;
      for (const index of row.minus ?? []) offset -= shift[index] ?? 0;
      return offset === 0 ? row : { ...row, lo: row.lo - offset, hi: row.hi - offset };
    };
    rows = rows.map(moved);
    // Standard form: one column per unknown, then one slack per inequality, then one artificial per
    // row that needs it; the right-hand side last.
    // Coefficients are kept sparse (a row sums a few counts of many): [column, coefficient] pairs.
    type Std = { coefs: [number, number][]; sign: 1 | -1 | 0; rhs: number };
    const std: Std[] = [];
    for (const row of independentEquations(variables, rows)) {
      const sparse = new Map<number, number>();
      for (const index of row.indexes) sparse.set(index, (sparse.get(index) ?? 0) + 1);
      for (const index of row.minus ?? []) sparse.set(index, (sparse.get(index) ?? 0) - 1);
      const coefs = [...sparse];
      const negated = () => coefs.map(([index, value]): [number, number] => [index, -value]);
      if (Math.abs(row.hi - row.lo) < EPS) {
        if (row.lo < 0) std.push({ coefs: negated(), sign: 0, rhs: -row.lo });
        else std.push({ coefs, sign: 0, rhs: row.lo });
        continue;
      }
      // With only positive terms a lower bound of 0 holds anyway; with a negative one it does not.
      if (row.lo > EPS || (row.minus?.length && row.lo > -Infinity)) {
        // A lower bound of at most 0 is an upper bound of the row turned round: a slack, no artificial.
        if (row.lo <= EPS) std.push({ coefs: negated(), sign: 1, rhs: -row.lo });
        else std.push({ coefs, sign: -1, rhs: row.lo });
      }
      if (Number.isFinite(row.hi)) std.push({ coefs, sign: 1, rhs: row.hi });
    }
    const slacks = std.filter((row) => row.sign !== 0).length;
    const artificials = std.filter((row) => row.sign !== 1).length;
    const width = variables + slacks + artificials + 1;
    this.width = width;
    const tableau: Float64Array[] = [];
    const basis: number[] = [];
    let slack = variables;
    let artificial = variables + slacks;
    for (const row of std) {
      const line = new Float64Array(width);
      for (const [index, value] of row.coefs) line[index] = value;
      line[width - 1] = row.rhs;
      if (row.sign === 1) {
        line[slack] = 1;
        basis.push(slack);
        slack++;
      } else {
        if (row.sign === -1) {
          line[slack] = -1;
          slack++;
        }
        line[artificial] = 1;
        basis.push(artificial);
        artificial++;
      }
      tableau.push(line);
    }
    this.rows = tableau;
    this.basis = basis;
    // Phase 1: minimise the sum of the artificials.
    const firstArtificial = variables + slacks;
    const cost = new Float64Array(width);
    for (let column = firstArtificial; column < width - 1; column++) cost[column] = 1;
    const objective = reducedCosts(cost, tableau, basis);
    iterate(tableau, basis, objective, width - 1);
    this.feasible = -(objective[width - 1] ?? 0) < 1e-6;
    // Drive artificials out of the basis where a real column can take their place, then forbid them.
    for (let r = 0; r < tableau.length; r++) {
      if ((basis[r] ?? 0) < firstArtificial) continue;
      const line = tableau[r] as Float64Array;
      for (let column = 0; column < firstArtificial; column++) {
        if (Math.abs(line[column] ?? 0) > EPS) {
          pivot(tableau, basis, r, column, objective);
          break;
        }
      }
    }
    for (const line of tableau) for (let column = firstArtificial; column < width - 1; column++) line[column] = 0;
  }

  /** min and max of Σ x[index] over `indexes`; ±Infinity when unbounded. */
  range(indexes: readonly number[]): { min: number; max: number } {
    if (!this.feasible) throw new Error("The published figures contradict each other");
    let offset = 0;
    for (const index of indexes) offset += this.shift[index] ?? 0;
    // "+ 0" turns a negative zero into a zero.
    return { min: this.optimum(indexes, 1) + offset + 0, max: -this.optimum(indexes, -1) + offset + 0 };
  }

  private optimum(indexes: readonly number[], sign: 1 | -1): number {
    // Phase 2 keeps the basis feasible, so every objective starts where the last one ended.
    const tableau = this.rows;
    const basis = this.basis;
    const cost = new Float64Array(this.width);
    for (const index of indexes) {
      if (index < 0 || index >= this.structural) throw new RangeError("Objective outside the unknowns");
      cost[index] = (cost[index] ?? 0) + sign;
    }
    const objective = reducedCosts(cost, tableau, basis);
    const bounded = iterate(tableau, basis, objective, this.width - 1);
    if (!bounded) return -Infinity;
    return -(objective[this.width - 1] ?? 0);
  }
}

/**
 * The rows with the equations that others imply left out (fewer rows, fewer artificial columns:
 * the published totals of a family repeat each other a lot), and rows over the same terms merged
 * into one with the tightest bounds.
 */
function independentEquations(variables: number, rows: readonly SumRow[]): SumRow[] {
  const merged = new Map<string, SumRow>();
  for (const row of rows) {
    const key = `${[...row.indexes].sort((a, b) => a - b).join(",")}|${[...(row.minus ?? [])].sort((a, b) => a - b).join(",")}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...row, lo: Math.max(seen.lo, row.lo), hi: Math.min(seen.hi, row.hi) } : row);
  }
  const basis: { row: Float64Array; pivot: number }[] = [];
  const kept: SumRow[] = [];
  for (const row of merged.values()) {
    if (Math.abs(row.hi - row.lo) >= EPS) {
      kept.push(row);
      continue;
    }
    const vector = new Float64Array(variables);
    for (const index of row.indexes) vector[index] = (vector[index] ?? 0) + 1;
    for (const index of row.minus ?? []) vector[index] = (vector[index] ?? 0) - 1;
    for (const { row: base, pivot } of basis) {
      const factor = vector[pivot] ?? 0;
      if (Math.abs(factor) < EPS) continue;
      for (let column = 0; column < variables; column++)
        vector[column] = (vector[column] ?? 0) - factor * (base[column] ?? 0);
    }
    let pivot = -1;
    for (let column = 0; column < variables; column++) {
      if (
        Math.abs(vector[column] ?? 0) > 1e-7 &&
        (pivot < 0 || Math.abs(vector[column] ?? 0) > Math.abs(vector[pivot] ?? 0))
      ) {
        pivot = column;
      }
    }
    // Implied by the equations kept: its value follows from theirs (the data are consistent).
    if (pivot < 0) continue;
    const scale = vector[pivot] ?? 1;
    for (let column = 0; column < variables; column++) vector[column] = (vector[column] ?? 0) / scale;
    for (const other of basis) {
      const factor = other.row[pivot] ?? 0;
      if (Math.abs(factor) < EPS) continue;
      for (let column = 0; column < variables; column++)
        other.row[column] = (other.row[column] ?? 0) - factor * (vector[column] ?? 0);
    }
    basis.push({ row: vector, pivot });
    kept.push(row);
  }
  return kept;
}

/** The objective row in terms of the non-basic columns: cost − Σ cost[basic] × its row. */
function reducedCosts(cost: Float64Array, tableau: Float64Array[], basis: number[]): Float64Array {
  const objective = cost.slice();
  tableau.forEach((line, r) => {
    const factor = cost[basis[r] ?? 0] ?? 0;
    if (factor === 0) return;
    for (let column = 0; column < objective.length; column++)
      objective[column] = (objective[column] ?? 0) - factor * (line[column] ?? 0);
  });
  return objective;
}

function pivot(tableau: Float64Array[], basis: number[], r: number, column: number, objective: Float64Array) {
  const line = tableau[r] as Float64Array;
  const scale = line[column] ?? 1;
  // Only the pivot row's non-zero columns change anything: the rows are sparse (sums of a few counts).
  const nonZero: number[] = [];
  for (let c = 0; c < line.length; c++) {
    const value = line[c] ?? 0;
    if (value === 0) continue;
    line[c] = value / scale;
    nonZero.push(c);
  }
  line[column] = 1;
  const update = (target: Float64Array) => {
    const factor = target[column] ?? 0;
    if (factor === 0) return;
    for (const c of nonZero) {
      const value = (target[c] ?? 0) - factor * (line[c] ?? 0);
      // Round-off dust would only fill the rows in.
      target[c] = Math.abs(value) < 1e-11 ? 0 : value;
    }
    target[column] = 0;
  };
  for (let other = 0; other < tableau.length; other++) if (other !== r) update(tableau[other] as Float64Array);
  update(objective);
  basis[r] = column;
}

/**
 * Simplex iterations minimising the objective row; false when unbounded. Dantzig's rule, falling
 * back to Bland's (smallest index) after a run of degenerate pivots, so it cannot cycle.
 */
function iterate(tableau: Float64Array[], basis: number[], objective: Float64Array, rhs: number): boolean {
  let degenerate = 0;
  for (let step = 0; step < 50_000; step++) {
    const bland = degenerate > 20;
    let entering = -1;
    let best = -EPS * 10;
    for (let column = 0; column < rhs; column++) {
      const value = objective[column] ?? 0;
      if (value < best) {
        entering = column;
        if (bland) break;
        best = value;
      }
    }
    if (entering < 0) return true;
    let leaving = -1;
    let ratio = Infinity;
    for (let r = 0; r < tableau.length; r++) {
      const line = tableau[r] as Float64Array;
      const coef = line[entering] ?? 0;
      if (coef <= EPS) continue;
      const candidate = (line[rhs] ?? 0) / coef;
      if (
        candidate < ratio - EPS ||
        (Math.abs(candidate - ratio) <= EPS && leaving >= 0 && (basis[r] ?? 0) < (basis[leaving] ?? 0))
      ) {
        ratio = candidate;
        leaving = r;
      }
    }
    if (leaving < 0) return false;
    degenerate = ratio < EPS ? degenerate + 1 : 0;
    pivot(tableau, basis, leaving, entering, objective);
  }
  throw new Error("The audit's linear program did not converge");
}
