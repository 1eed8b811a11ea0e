import { Region, type SumRow } from "./lp";

/**
 * The minimum-group-size rule for partner reports (decisions 015 and 025). A partner (employer,
 * insurer) may learn how its program is used, never who used it: every figure about 1 to N-1 people
 * shows "fewer than N", and no combination of everything the partner can download may tell more
 * about a hidden figure than that.
 *
 * The reports of all periods are one system here. Every additive figure is a sum of "atoms", counts
 * that no report splits further (the held sessions of one month, the places of one event session,
 * the members who joined in one month). A figure of a quarter or a year is the sum of the atoms of
 * its months, an event the sum of its sessions, so a figure that appears in several reports is one
 * figure, with one fate. A reader knows:
 * - every shown figure exactly (an equation over its atoms), and that atoms are never negative;
 * - of a "fewer than N" figure, that 1 to N-1 people are behind it: a count of people lies in
 *   [1, N-1], a count of things (sessions, registrations) is at least 1;
 * - of a "hidden" figure, that it is not about fewer than N people, so it is at least N.
 * - of a band ("40–49", members in total), that the figure lies in it.
 * The audit solves that system as a linear program for every hidden figure: its smallest and largest
 * possible value, compared with what the words alone give (the same system without the shown
 * figures other than zeros: three months of "fewer than N" make a quarter of at least 3 whatever is
 * shown). A count of people hidden as "fewer than N" must keep the whole range the words give; a
 * count of things about fewer than N people must keep the words' lowest value and a range of at least
 * N-2 above it (as wide as "1 to N-1"); no hidden figure may be fixed. While one fails, one more
 * figure is hidden, the smallest shown one near it that repairs it, so headline figures stay where
 * they can.
 *
 * Figures are decided month by month, when a month closes, and never again: figures published
 * earlier are `frozen` and only the new ones may be hidden. Hiding everything new always works (it
 * publishes nothing new but "fewer than N" and "hidden" bounds that hold anyway), so the greedy ends.
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
 * "hidden": it describes N or more people, which the audit counts as known to the reader).
 */
export type Suppression = "small" | "complement";

/**
 * A published figure: its value; a band of N values that holds it (members in total, where the
 * exact count would give the month's new members away); or why it is hidden. "pending" is a total
 * of a quarter or year that has not ended, whose closed months do not add up to it in the open (it
 * is decided when the period closes).
 */
export type Figure = { value: number } | { range: [number, number] } | { suppressed: Suppression | "pending" };

/** What became of a figure. */
export type Status = "shown" | "band" | Suppression;

/** The band of n values that holds `value` (at least n): 40–49 for 47 when n is 10. */
export function bandOf(value: number, n: number): [number, number] {
  const from = Math.floor(value / n) * n;
  return [from, from + n - 1];
}

/** Whether `people` is a group the rule hides: some, but fewer than n. */
export function isSmall(people: number, n: number): boolean {
  return people > 0 && people < n;
}

/**
 * A figure of one family: a sum of atoms (indexes into the family's atom values), with the `people`
 * behind it. A `people` figure counts people (its value is its people); a `things` figure counts
 * sessions, registrations or downloads.
 */
export interface FamilyFigure {
  atoms: readonly number[];
  kind: "people" | "things";
  people: number;
  /** Decided when an earlier month closed: kept as it is. */
  frozen?: Status;
  /** May be shown as a band of N values when it cannot be shown exactly (members in total). */
  banded?: boolean;
  /** Starts as a band rather than exact (a total whose monthly changes are small groups). */
  preferBand?: boolean;
}

/** The figure as a reader sees it, given its status. */
export function publishedFigure(value: number, status: Status, n: number): Figure {
  if (status === "shown") return { value };
  if (status === "band") return { range: bandOf(value, n) };
  return { suppressed: status };
}

/**
 * Gives the event loop a turn when this has run for a few milliseconds: a partner's history may
 * take seconds to decide, and the server answers other requests meanwhile.
 */
let lastTurn = 0;
async function pause(): Promise<void> {
  const now = performance.now();
  if (now - lastTurn < 8) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}

/** Rounds of one-at-a-time repairs before everything new of a family is hidden at once. */
const ROUND_LIMIT = 24;

/** Atom `small` is never more than atom `large` (a session's attended places among its places). */
export interface Order {
  small: number;
  large: number;
}

/** One hidden figure whose range the published system narrows, for tests and diagnostics. */
export interface Exposure {
  figure: number;
  min: number;
  max: number;
}

/**
 * The statuses of a family's figures (frozen ones unchanged). `values[i]` is atom i. Deterministic:
 * ties go to the figure that comes first.
 */
export async function suppressFamily(
  values: readonly number[],
  figures: readonly FamilyFigure[],
  n: number,
  order: readonly Order[] = [],
): Promise<Status[]> {
  assertGroupSize(n);
  for (const value of values) assertCount(value);
  const sums = figures.map((figure) => figure.atoms.reduce((sum, atom) => sum + (values[atom] ?? 0), 0));
  const status: Status[] = figures.map((figure, index) => {
    if (figure.frozen) return figure.frozen;
    if (isSmall(figure.people, n)) return "small";
    return figure.banded && figure.preferBand && (sums[index] ?? 0) >= n ? "band" : "shown";
  });
  const isNew = figures.map((figure) => figure.frozen === undefined);
  // Figures sharing an atom are neighbours: hiding one of them can widen the other's range.
  const byAtom = new Map<number, number[]>();
  figures.forEach((figure, index) => {
    for (const atom of figure.atoms) byAtom.set(atom, [...(byAtom.get(atom) ?? []), index]);
  });
  const neighbours = (index: number) => {
    const near = new Set<number>();
    for (const atom of figures[index]?.atoms ?? []) for (const other of byAtom.get(atom) ?? []) near.add(other);
    return near;
  };
  // A new "hidden" figure that the others fix is no failure: it hides nothing and is shown at the
  // end (the last audit, which finds no failure, sees every hidden figure and notes them).
  const fixedNew = new Set<number>();
  // The programs of this family, kept while it is decided: a part whose figures a round leaves as
  // they were is the same program, and is not solved again.
  const solve = programs();
  const failure = async (only?: readonly number[]) => {
    fixedNew.clear();
    return (
      await exposures(
        values,
        figures,
        status,
        n,
        only,
        true,
        order,
        (index, fixed) => {
          const excused = isNew[index] === true && status[index] === "complement";
          if (excused && fixed) fixedNew.add(index);
          return excused;
        },
        solve,
      )
    )[0];
  };
  const showDetermined = () => {
    for (const figure of fixedNew) status[figure] = "shown";
  };
  for (let round = 0; round <= figures.length; round++) {
    const failing = await failure();
    if (!failing) break;
    if (round === ROUND_LIMIT) {
      // One at a time is not getting there: hide every new figure (which always holds, see the top
      // of this module), then show again those the rest fixes anyway.
      figures.forEach((_, index) => {
        if (isNew[index] && (status[index] === "shown" || status[index] === "band") && (sums[index] ?? 0) > 0) {
          status[index] = "complement";
        }
      });
      continue;
    }
    // Candidates: new, shown, non-zero figures within two steps of the exposed one, smallest first
    // (so headline totals stay where they can); then its own totals, which often free it at once.
    const shownNew = (index: number) =>
      isNew[index] && (status[index] === "shown" || status[index] === "band") && (sums[index] ?? 0) > 0;
    const bySize = (a: number, b: number) => (sums[a] ?? 0) - (sums[b] ?? 0) || a - b;
    const close = neighbours(failing.figure);
    const near = new Set<number>();
    for (const first of close) for (const second of neighbours(first)) near.add(second);
    let candidates = [...near].filter(shownNew).sort(bySize);
    if (candidates.length === 0)
      candidates = figures
        .map((_, index) => index)
        .filter(shownNew)
        .sort(bySize);
    const tries = [...new Set([...candidates.slice(0, 8), ...[...close].filter(shownNew).sort(bySize).slice(0, 8)])];
    const first = candidates[0];
    if (first === undefined) {
      // Nothing new left to hide: cannot happen (hiding everything new publishes nothing new).
      fixedNew.clear();
      break;
    }
    let repair: number | undefined;
    for (const candidate of tries) {
      const was = status[candidate] as Status;
      status[candidate] = "complement";
      const fixed = (await failure([failing.figure])) === undefined;
      status[candidate] = was;
      if (fixed) {
        repair = candidate;
        break;
      }
    }
    status[repair ?? first] = "complement";
  }
  showDetermined();
  // A new figure that may be shown as a band is, where the band gives nothing away either.
  for (const [index, figure] of figures.entries()) {
    if (!figure.banded || !isNew[index] || status[index] !== "complement" || (sums[index] ?? 0) < n) continue;
    status[index] = "band";
    if ((await failure()) !== undefined) status[index] = "complement";
  }
  return status;
}

/**
 * Every hidden figure whose range the published system narrows beyond what its words say (see the
 * top of this module), first ones first; `only` limits the check to those figures.
 */
export async function exposures(
  values: readonly number[],
  figures: readonly FamilyFigure[],
  status: readonly Status[],
  n: number,
  only?: readonly number[],
  firstOnly = false,
  order: readonly Order[] = [],
  excused: (figure: number, fixed: boolean) => boolean = () => false,
  solve: Programs = programs(),
): Promise<Exposure[]> {
  const found: Exposure[] = [];
  await forEachRange(
    values,
    figures,
    status,
    n,
    only,
    order,
    (index, min, max, words, proven) => {
      if (firstOnly && found.length > 0) return false;
      if (excused(index, !proven && max - min < 0.5)) return true;
      // Two published-consistent values at the ends of its words found directly: nothing to fear.
      if (proven) return true;
      const figure = figures[index] as FamilyFigure;
      const tolerance = 1e-3;
      let failed = max - min < 0.5;
      if (
        !failed &&
        status[index] === "small" &&
        (min > 1 + tolerance || max < n - 1 - tolerance || figure.kind === "things")
      ) {
        // What the words alone say ("fewer than N" of this figure and of those inside and around it,
        // the zeros) is no finding: three months of "fewer than N" make a quarter of at least 3. Only
        // what the shown figures add is.
        const said = words();
        failed =
          min > said.min + tolerance ||
          (figure.kind === "people" ? max < said.max - tolerance : max - said.min < n - 2 - tolerance);
      }
      if (failed) found.push({ figure: index, min, max });
      return true;
    },
    solve,
  );
  return found.sort((a, b) => a.figure - b.figure);
}

/**
 * Calls `visit` with the range of every hidden figure (or of `only`). Atoms that shown figures fix
 * (a shown 0, a shown figure of one unknown atom) are substituted first. Then, figure by figure, a
 * quick proof is tried: values for all atoms that agree with everything published and put the
 * figure at the ends of its words (1 and N-1 for a count of people); found, the figure is `proven`
 * and needs no program. The rest splits into independent groups of atoms tied by figures, each
 * solved as a linear program of its own.
 */
async function forEachRange(
  values: readonly number[],
  figures: readonly FamilyFigure[],
  status: readonly Status[],
  n: number,
  only: readonly number[] | undefined,
  order: readonly Order[],
  visit: (
    figure: number,
    min: number,
    max: number,
    words: () => { min: number; max: number },
    proven?: boolean,
  ) => boolean,
  solve: Programs = programs(),
) {
  const known: (number | undefined)[] = values.map(() => undefined);
  const sumOf = (index: number) => figures[index]?.atoms.reduce((sum, atom) => sum + (values[atom] ?? 0), 0) ?? 0;
  for (let changed = true; changed; ) {
    await pause();
    changed = false;
    figures.forEach((figure, index) => {
      if (status[index] !== "shown") return;
      const unknown = figure.atoms.filter((atom) => known[atom] === undefined);
      if (unknown.length === 0) return;
      const rest = figure.atoms.reduce((sum, atom) => sum + (known[atom] ?? 0), 0);
      if (unknown.length === 1 || sumOf(index) - rest === 0) {
        for (const atom of unknown) known[atom] = unknown.length === 1 ? sumOf(index) - rest : 0;
        changed = true;
      }
    });
  }
  // A shown figure whose unknown atoms are exactly those of other shown figures, none sharing an
  // atom (a year whose quarters are shown, a month whose events are), is their sum: its equation
  // follows from theirs and leaves the system as it is. Left out, it no longer ties its parts into
  // one program, so the months and events whose totals are shown fall apart into programs of their own.
  const implied = impliedTotals(figures, status, known);
  // Union-find over the unknown atoms, joined by every figure but those.
  const parent = values.map((_, atom) => atom);
  const root = (atom: number): number => {
    while (parent[atom] !== atom) {
      parent[atom] = parent[parent[atom] as number] as number;
      atom = parent[atom] as number;
    }
    return atom;
  };
  for (const [index, figure] of figures.entries()) {
    if (implied.has(index)) continue;
    const unknown = figure.atoms.filter((atom) => known[atom] === undefined);
    for (const atom of unknown.slice(1)) parent[root(atom)] = root(unknown[0] as number);
  }
  for (const { small, large } of order) {
    if (known[small] === undefined && known[large] === undefined) parent[root(small)] = root(large);
  }
  const wanted = only ? new Set(only) : undefined;
  let stop = false;
  const input: ProofInput = { values, figures, status, n, order, known };
  const witness = witnesses(input);
  const local = localProofs(input);
  const groups = new Map<number, { hidden: number[] }>();
  for (const [index, figure] of figures.entries()) {
    if (stop) return;
    await pause();
    if (status[index] === "shown" || (wanted && !wanted.has(index))) continue;
    const unknown = figure.atoms.filter((atom) => known[atom] === undefined);
    if (unknown.length === 0) {
      const value = sumOf(index);
      if (!visit(index, value, value, () => ({ min: value, max: value }))) stop = true;
      continue;
    }
    if (witness(index) || local(index)) {
      if (!visit(index, Number.NaN, Number.NaN, () => ({ min: Number.NaN, max: Number.NaN }), true)) stop = true;
      continue;
    }
    const key = root(unknown[0] as number);
    const group = groups.get(key) ?? { hidden: [] };
    group.hidden.push(index);
    groups.set(key, group);
  }
  for (const [key, group] of groups) {
    if (stop) return;
    const atoms = values.flatMap((_, atom) => (known[atom] === undefined && root(atom) === key ? [atom] : []));
    const column = new Map(atoms.map((atom, position) => [atom, position]));
    const rows: (SumRow & { words: boolean })[] = [];
    figures.forEach((figure, index) => {
      if (implied.has(index)) return;
      const indexes = figure.atoms.flatMap((atom) => {
        const position = column.get(atom);
        return position === undefined ? [] : [position];
      });
      if (indexes.length === 0) return;
      const offset = figure.atoms.reduce((sum, atom) => sum + (known[atom] ?? 0), 0);
      const [lo, hi] = bounds(figure, status[index] as Status, sumOf(index), n);
      // The words: "fewer than N", "hidden" and the zeros (a band is a published value, nearly).
      const words = (status[index] !== "shown" && status[index] !== "band") || sumOf(index) === 0;
      rows.push({ indexes, lo: Math.max(0, lo - offset), hi: hi - offset, words });
    });
    for (const { small, large } of order) {
      const a = column.get(small);
      const b = column.get(large);
      // large − small ≥ 0, with what is known of either moved to the bound.
      if (a === undefined && b === undefined) continue;
      const constant = (known[large] ?? 0) - (known[small] ?? 0);
      rows.push({
        indexes: b === undefined ? [] : [b],
        minus: a === undefined ? [] : [a],
        lo: -constant,
        hi: Infinity,
        words: true,
      });
    }
    const region = solve(atoms.length, rows);
    // The same atoms under the words only: shown figures other than zeros left out.
    let wordsRegion: Program | undefined;
    const wordsOnly = () => {
      wordsRegion ??= solve(
        atoms.length,
        rows.filter((row) => row.words),
      );
      return wordsRegion;
    };
    for (const index of group.hidden) {
      await pause();
      const figure = figures[index] as FamilyFigure;
      const offset = figure.atoms.reduce((sum, atom) => sum + (known[atom] ?? 0), 0);
      const indexes = figure.atoms.flatMap((atom) => {
        const position = column.get(atom);
        return position === undefined ? [] : [position];
      });
      const { min, max } = region.range(indexes);
      const words = () => {
        const said = wordsOnly().range(indexes);
        return { min: said.min + offset, max: said.max + offset };
      };
      if (!visit(index, min + offset, max + offset, words)) return;
    }
  }
}

/**
 * The shown figures whose equation the other shown figures imply: the unknown atoms of each are
 * covered exactly by the unknown atoms of smaller shown figures that share none. Every such part is
 * strictly smaller, so leaving all of them out keeps every equation (each is a sum of smaller ones,
 * down to ones that are kept) and the set of solutions is the same.
 */
function impliedTotals(
  figures: readonly FamilyFigure[],
  status: readonly Status[],
  known: readonly (number | undefined)[],
): Set<number> {
  const unknownOf = new Map<number, number[]>();
  const byAtom = new Map<number, number[]>();
  figures.forEach((figure, index) => {
    if (status[index] !== "shown") return;
    const unknown = figure.atoms.filter((atom) => known[atom] === undefined);
    if (unknown.length === 0) return;
    unknownOf.set(index, unknown);
    for (const atom of unknown) {
      const list = byAtom.get(atom);
      if (list) list.push(index);
      else byAtom.set(atom, [index]);
    }
  });
  const implied = new Set<number>();
  for (const [index, unknown] of unknownOf) {
    if (unknown.length < 2) continue;
    const inside = new Set(unknown);
    const covered = new Set<number>();
    const rejected = new Set<number>();
    let exact = true;
    for (const atom of unknown) {
      if (covered.has(atom)) continue;
      // The largest shown part holding this atom that lies inside and shares no covered atom.
      let best: number[] | undefined;
      for (const other of byAtom.get(atom) ?? []) {
        if (other === index || rejected.has(other)) continue;
        const part = unknownOf.get(other) as number[];
        if (part.length >= unknown.length || (best && part.length <= best.length)) continue;
        if (part.some((a) => !inside.has(a) || covered.has(a))) {
          rejected.add(other);
          continue;
        }
        best = part;
      }
      if (!best) {
        exact = false;
        break;
      }
      for (const a of best) covered.add(a);
    }
    if (exact && covered.size === unknown.length) implied.add(index);
  }
  return implied;
}

/** The range of a sum of unknowns in one linear program. */
interface Program {
  range(indexes: readonly number[]): { min: number; max: number };
}

/** Gives the program of `rows` over `variables` unknowns; the same rows give the same answers. */
type Programs = (variables: number, rows: readonly SumRow[]) => Program;

/**
 * Programs by their rows, each built when first asked and its answers kept: the same rows are the
 * same region, so the answers are those a new program would give. The last two small regions are
 * kept (a large one holds megabytes and lives only while its part is audited), and the answers of
 * programs whose rows take up to 16 million characters written out.
 */
function programs(): Programs {
  const answers = new Map<string, Map<string, { min: number; max: number }>>();
  const regions = new Map<string, Region>();
  let held = 0;
  return (variables, rows) => {
    const key = `${variables}|${rows.map((row) => `${row.indexes.join(",")}/${row.minus?.join(",") ?? ""}:${row.lo}:${row.hi}`).join(";")}`;
    let known = answers.get(key);
    if (!known) {
      // The keys are the programs written out: forget them all past some 16 million characters.
      if (held + key.length > 1 << 24) {
        answers.clear();
        held = 0;
      }
      held += key.length;
      known = new Map();
      answers.set(key, known);
    }
    const solved = known;
    let own: Region | undefined;
    return {
      range(indexes) {
        const id = indexes.join(",");
        const seen = solved.get(id);
        if (seen) return seen;
        own ??= regions.get(key) ?? new Region(variables, rows);
        const region = own;
        regions.delete(key);
        // A large region lives as long as the part that asks it; small ones are kept for later.
        if (variables <= 256) regions.set(key, region);
        if (regions.size > 2) regions.delete(regions.keys().next().value as string);
        const range = region.range(indexes);
        solved.set(id, range);
        return range;
      },
    };
  };
}

/** What a quick proof of forEachRange looks at: the family, what became of its figures, and what is known. */
interface ProofInput {
  values: readonly number[];
  figures: readonly FamilyFigure[];
  status: readonly Status[];
  n: number;
  order: readonly Order[];
  known: readonly (number | undefined)[];
}

/**
 * The quick proof of forEachRange: can a hidden figure reach the ends of its words (or, hidden to
 * protect another, move at all) in a solution that keeps every published figure? Moves trade a
 * count between two atoms that lie in exactly the same shown figures (two sessions of one event in
 * one month): every shown sum stays, and the hidden figures that hold one of them must stay within
 * their words. Sound, not complete: when no such trades get there, the linear program decides.
 */
function witnesses({ values, figures, status, n, order, known }: ProofInput): (index: number) => boolean {
  const locked = new Set(order.flatMap(({ small, large }) => [small, large]));
  const movable = (atom: number) => known[atom] === undefined && !locked.has(atom);
  const fixedBy = values.map(() => [] as number[]);
  const hiddenBy = values.map(() => [] as number[]);
  figures.forEach((figure, index) => {
    for (const atom of figure.atoms) {
      if (status[index] === "shown" || status[index] === "band") fixedBy[atom]?.push(index);
      else hiddenBy[atom]?.push(index);
    }
  });
  const twins = new Map<string, number[]>();
  const signature = values.map((_, atom) => (fixedBy[atom] ?? []).join(","));
  values.forEach((_, atom) => {
    if (!movable(atom)) return;
    const key = signature[atom] as string;
    twins.set(key, [...(twins.get(key) ?? []), atom]);
  });
  const truth = figures.map((figure) => figure.atoms.reduce((sum, atom) => sum + (values[atom] ?? 0), 0));
  const reach = (index: number, target: number): boolean => {
    const figure = figures[index] as FamilyFigure;
    const inside = new Set(figure.atoms);
    const atom = new Map<number, number>();
    const sum = new Map<number, number>();
    const current = (a: number) => atom.get(a) ?? values[a] ?? 0;
    const sumOf = (f: number) => sum.get(f) ?? truth[f] ?? 0;
    let need = target - (truth[index] ?? 0);
    for (const a of figure.atoms) {
      if (need === 0) break;
      if (!movable(a)) continue;
      for (const b of twins.get(signature[a] as string) ?? []) {
        if (need === 0) break;
        if (inside.has(b)) continue;
        // Up: b gives to a; down: a gives to b.
        const [from, to] = need > 0 ? [b, a] : [a, b];
        let room = Math.min(Math.abs(need), current(from));
        const fromFigures = new Set(hiddenBy[from]);
        const toFigures = new Set(hiddenBy[to]);
        for (const f of hiddenBy[to] ?? []) {
          if (fromFigures.has(f)) continue;
          const [, hi] = bounds(figures[f] as FamilyFigure, status[f] as Status, truth[f] ?? 0, n);
          room = Math.min(room, hi - sumOf(f));
        }
        for (const f of hiddenBy[from] ?? []) {
          if (toFigures.has(f)) continue;
          const [lo] = bounds(figures[f] as FamilyFigure, status[f] as Status, truth[f] ?? 0, n);
          room = Math.min(room, sumOf(f) - lo);
        }
        if (room <= 0) continue;
        atom.set(from, current(from) - room);
        atom.set(to, current(to) + room);
        for (const f of hiddenBy[to] ?? []) if (!fromFigures.has(f)) sum.set(f, sumOf(f) + room);
        for (const f of hiddenBy[from] ?? []) if (!toFigures.has(f)) sum.set(f, sumOf(f) - room);
        need += need > 0 ? -room : room;
      }
    }
    return need === 0;
  };
  return (index) => {
    const figure = figures[index] as FamilyFigure;
    const value = truth[index] ?? 0;
    if (status[index] === "small") {
      if (figure.kind === "people") return reach(index, 1) && reach(index, n - 1);
      return reach(index, 1) && reach(index, Math.max(value, n - 1));
    }
    // Hidden to protect another, or a band: it only must not be fixed.
    return (
      reach(index, value + 1) ||
      (value - 1 >= bounds(figure, status[index] as Status, value, n)[0] && reach(index, value - 1))
    );
  };
}

/**
 * The second quick proof: the same program, but over the atoms near the figure only (those of the
 * small figures that hold one of its atoms), every other atom held at its true value. That is a
 * part of the set of solutions a reader must consider, so ends reached in it are reached in the
 * whole; a neighbourhood of tens of atoms solves in a blink where the whole family may be hundreds.
 */
function localProofs({ values, figures, status, n, order, known }: ProofInput): (index: number) => boolean {
  const byAtom = values.map(() => [] as number[]);
  figures.forEach((figure, index) => {
    for (const atom of figure.atoms) byAtom[atom]?.push(index);
  });
  const truth = figures.map((figure) => figure.atoms.reduce((sum, atom) => sum + (values[atom] ?? 0), 0));
  // The atoms an order ties to each atom (a session's attendance to its places, and back).
  const partners = values.map(() => [] as number[]);
  for (const { small, large } of order) {
    partners[small]?.push(large);
    partners[large]?.push(small);
  }
  return (index) => {
    const figure = figures[index] as FamilyFigure;
    for (const size of [8, 32]) {
      const near = new Set(figure.atoms.filter((atom) => known[atom] === undefined));
      // Stops once the neighbourhood is too large for a quick proof (it only grows).
      const spread = (from: Iterable<number>) => {
        for (const atom of [...from]) {
          if (near.size > 4 * size) return;
          for (const other of byAtom[atom] ?? []) {
            const atoms = figures[other]?.atoms ?? [];
            if (atoms.length > size) continue;
            for (const a of atoms) if (known[a] === undefined) near.add(a);
          }
        }
      };
      spread(figure.atoms);
      if (near.size > 4 * size) continue;
      // Then the atoms an order ties them to, with their own small figures: a session's places can
      // only go as low as its attendance when that moves too. Still a part of the solutions.
      const before = [...near];
      const tied = new Set<number>();
      for (const atom of before)
        for (const other of partners[atom] ?? []) if (known[other] === undefined) tied.add(other);
      if (tied.size > 0) {
        const wider = new Set(near);
        for (const atom of tied) wider.add(atom);
        if (wider.size <= 4 * size) {
          for (const atom of tied) near.add(atom);
          spread(tied);
          if (near.size > 4 * size) {
            near.clear();
            for (const atom of wider) near.add(atom);
          }
        }
      }
      const column = new Map([...near].map((atom, position) => [atom, position]));
      // The figures that hold a near atom, with the near atoms they hold (in the order of `near`):
      // a large total is not gone through atom by atom for every figure near it.
      const touched = new Map<number, { indexes: number[]; inside: number }>();
      for (const [atom, position] of column) {
        for (const other of byAtom[atom] ?? []) {
          const row = touched.get(other) ?? { indexes: [], inside: 0 };
          row.indexes.push(position);
          row.inside += values[atom] ?? 0;
          touched.set(other, row);
        }
      }
      const rows: SumRow[] = [];
      for (const [other, { indexes, inside }] of touched) {
        const of = figures[other] as FamilyFigure;
        const fixed = (truth[other] ?? 0) - inside;
        const [lo, hi] = bounds(of, status[other] as Status, truth[other] ?? 0, n);
        rows.push({ indexes, lo: Math.max(0, lo - fixed), hi: hi - fixed });
      }
      for (const { small, large } of order) {
        const a = column.get(small);
        const b = column.get(large);
        if (a === undefined && b === undefined) continue;
        const constant = (b === undefined ? (values[large] ?? 0) : 0) - (a === undefined ? (values[small] ?? 0) : 0);
        rows.push({
          indexes: b === undefined ? [] : [b],
          minus: a === undefined ? [] : [a],
          lo: -constant,
          hi: Infinity,
        });
      }
      const region = new Region(near.size, rows);
      if (!region.feasible) return false;
      const inside = figure.atoms.flatMap((atom) => (column.has(atom) ? [column.get(atom) as number] : []));
      const outside = figure.atoms.reduce((sum, atom) => sum + (column.has(atom) ? 0 : (values[atom] ?? 0)), 0);
      const range = region.range(inside);
      const min = range.min + outside;
      const max = range.max + outside;
      const value = truth[index] ?? 0;
      const proven =
        status[index] === "small"
          ? min <= 1 + 1e-6 && max >= Math.max(figure.kind === "people" ? 0 : value, n - 1) - 1e-6
          : max - min >= 0.5;
      if (proven) return true;
    }
    return false;
  };
}

/** What a reader knows of a figure: its value when shown, else the range its words give. */
function bounds(figure: FamilyFigure, status: Status, value: number, n: number): [number, number] {
  if (status === "shown") return [value, value];
  if (status === "band") return bandOf(value, n);
  if (status === "complement") return [n, Infinity];
  return figure.kind === "people" ? [1, n - 1] : [1, Infinity];
}

function assertGroupSize(n: number) {
  if (!Number.isInteger(n) || n < MIN_GROUP_FLOOR) {
    throw new RangeError(`The minimum group size must be an integer of at least ${MIN_GROUP_FLOOR}`);
  }
}

function assertCount(value: number) {
  if (!Number.isInteger(value) || value < 0) throw new RangeError("An atom must be a count");
}
