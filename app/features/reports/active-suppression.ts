import { isSmall, type Status } from "./suppression";

/**
 * "Active members" is a count of distinct people, not a sum: a quarter's active members are at most
 * the sum of its months', at least the largest of them. Such counts give a reader inequalities
 * instead of equations, and differences that are groups of their own. Within one year the report
 * publishes the active members of every closed month, of the quarter and of the year up to each
 * closed month: intervals of months. For them:
 * - nested: of two shown figures V ⊂ U, U − V is the people active in U but not in V, a group,
 *   which must be 0 or at least N;
 * - split: of a shown U made of two shown, adjacent parts X and Y, X + Y − U is the people active in
 *   both, a group too;
 * - covered: a hidden "fewer than N" figure h inside a shown U is at least U minus what the rest of
 *   U can hold: the cheapest cover of U without h by published figures (a shown one counts its value,
 *   a "fewer than N" one N−1, a hidden one nothing known). That bound must stay at 1 or below;
 * - sections: the active members of a period are at most the people behind its coaching used, its
 *   event places, its webinar registrations and its downloads (each at most its count when shown,
 *   N−1 when hidden as small), so a shown U must not push a small section's people above 1 either.
 * A rule that fails hides the new figure that makes it fail (the larger one first). Figures of
 * earlier months are frozen; every rule involves at least one new figure, since a figure about an
 * interval that holds the month that closes is new.
 */

/** The people behind one section's count in the same period, as that count was published. */
export interface SectionCount {
  value: number;
  status: Status;
}

export interface ActiveFigure {
  /** Months of the year, 0-based, both included. */
  from: number;
  to: number;
  value: number;
  frozen?: Status;
  /** The period's coaching used, event places, webinar registrations and downloads. */
  sections?: readonly SectionCount[];
}

export function suppressActive(figures: readonly ActiveFigure[], n: number): Status[] {
  const status: Status[] = figures.map((figure) => figure.frozen ?? (isSmall(figure.value, n) ? "small" : "shown"));
  const isNew = (index: number) => figures[index]?.frozen === undefined;
  const shown = (index: number) => status[index] === "shown";
  const inside = (inner: ActiveFigure, outer: ActiveFigure) => inner.from >= outer.from && inner.to <= outer.to;
  const indexes = figures.map((_, index) => index);
  const value = (index: number) => figures[index]?.value ?? 0;

  /** The cheapest cover of months `from`..`to` by published figures inside it; Infinity when none. */
  const cover = (from: number, to: number): number => {
    if (from > to) return 0;
    const best = new Array<number>(to - from + 2).fill(Infinity);
    best[0] = 0;
    for (let end = from; end <= to; end++) {
      for (const index of indexes) {
        const figure = figures[index] as ActiveFigure;
        if (figure.to !== end || figure.from < from) continue;
        const cost = shown(index) ? figure.value : status[index] === "small" ? n - 1 : Infinity;
        // Parts may overlap: covering up to the figure's start is enough before it.
        let before = Infinity;
        for (let position = figure.from - from; position <= end - from; position++) {
          before = Math.min(before, best[position] ?? Infinity);
        }
        best[end - from + 1] = Math.min(best[end - from + 1] ?? Infinity, before + cost);
      }
    }
    return best[to - from + 1] ?? Infinity;
  };

  const sectionBound = (figure: ActiveFigure, except: number) =>
    (figure.sections ?? []).reduce((sum, section, position) => {
      if (position === except) return sum;
      if (section.status === "shown") return sum + section.value;
      return sum + (section.status === "small" ? n - 1 : Infinity);
    }, 0);

  /** The first rule a figure set breaks, as the figure to hide. */
  const violation = (): number | undefined => {
    for (const u of indexes) {
      if (!shown(u)) continue;
      const outer = figures[u] as ActiveFigure;
      for (const v of indexes) {
        if (v === u || !(isNew(u) || isNew(v))) continue;
        const inner = figures[v] as ActiveFigure;
        if (!inside(inner, outer) || (inner.from === outer.from && inner.to === outer.to)) continue;
        if (shown(v) && isSmall(value(u) - value(v), n)) return isNew(u) ? u : v;
        if (status[v] === "small" && isNew(u)) {
          const rest = cover(outer.from, inner.from - 1) + cover(inner.to + 1, outer.to);
          if (value(u) - rest > 1) return u;
        }
      }
      for (const x of indexes) {
        const left = figures[x] as ActiveFigure;
        if (!shown(x) || left.from !== outer.from || left.to >= outer.to) continue;
        for (const y of indexes) {
          const right = figures[y] as ActiveFigure;
          if (!shown(y) || right.from !== left.to + 1 || right.to !== outer.to) continue;
          if (!(isNew(u) || isNew(x) || isNew(y))) continue;
          if (isSmall(value(x) + value(y) - value(u), n)) return isNew(u) ? u : isNew(y) ? y : x;
        }
      }
      if (isNew(u)) {
        const sections = outer.sections ?? [];
        for (let position = 0; position < sections.length; position++) {
          if (sections[position]?.status !== "small") continue;
          if (value(u) - sectionBound(outer, position) > 1) return u;
        }
      }
    }
    return undefined;
  };

  for (let round = 0; round <= figures.length; round++) {
    const hide = violation();
    if (hide === undefined) break;
    status[hide] = "complement";
  }
  // A new hidden figure that the rest pins down exactly hides nothing: show it (lowest bound from
  // what it contains, highest from what covers it).
  for (const u of indexes) {
    if (!isNew(u) || status[u] !== "complement") continue;
    const outer = figures[u] as ActiveFigure;
    let low = n;
    for (const v of indexes) {
      const inner = figures[v] as ActiveFigure;
      if (v !== u && shown(v) && inside(inner, outer)) low = Math.max(low, inner.value);
    }
    // Being hidden, the figure is no part of its own cover.
    const high = Math.min(cover(outer.from, outer.to), sectionBound(outer, -1));
    if (high - low < 0.5) status[u] = "shown";
  }
  return status;
}
