import { isSmall, type Suppression } from "./suppression";

// Satisfaction in the partner report: how members rated their held coaching sessions (1 to 5) and
// the share of ratings that would recommend the coach, per month, quarter and year. The group of a
// figure is the distinct members who rated in its period; fewer than N of them and the figure is
// "fewer than N", like every other figure of the report (decisions 015 and 025). A rating counts
// in the month it was given, not the month of its session: a month is fixed when it closes, and a
// rating given in a month always exists by then, so late ratings are never missed and never change
// a closed month. Comments are never read, and nothing here knows of safety concerns.
//
// Averages are not sums, but the arithmetic of differencing still works on them: a reader who
// knew how many ratings each period had could take a shown quarter apart into the figures of its
// shown months and what remains. So the rule assumes the worst (that the reader knows those
// weights) and treats a shown figure like a sum over its months: what a shown period leaves once
// its shown parts are taken away (its "rest") must be nothing or N or more people who rated.

/** What became of a period's satisfaction. */
export type SatisfactionStatus = "shown" | "small" | "complement" | "none" | "unmeasured";

/**
 * A period's satisfaction as published: its average (1 decimal) and share recommending (percent);
 * hidden like any figure ("pending": a running period, after it ends); `none` when nobody rated;
 * `unmeasured` for a month published before ratings were part of the report.
 */
export type Satisfaction =
  | { average: number; recommendShare: number }
  | { suppressed: Suppression | "pending" }
  | { none: true }
  | { unmeasured: true };

/** The ratings given in one month: how many, their sum, and how many would recommend. */
export interface RatingCounts {
  ratings: number;
  sum: number;
  recommended: number;
}

/** One period of a year for the rule: its months (0–11, inclusive), its raters, its fate so far. */
export interface SatisfactionPeriod {
  from: number;
  to: number;
  /** Distinct members who rated in the period. */
  raters: number;
  /** Every month of it was closed with its ratings read. */
  measured: boolean;
  /** Decided when an earlier month closed: kept as it is. */
  frozen?: SatisfactionStatus;
}

/** The published satisfaction of counts, by its status. */
export function publishedSatisfaction(counts: RatingCounts, status: SatisfactionStatus): Satisfaction {
  if (status === "none") return { none: true };
  if (status === "unmeasured") return { unmeasured: true };
  if (status !== "shown") return { suppressed: status };
  return {
    average: Math.round((counts.sum / counts.ratings) * 10) / 10,
    recommendShare: Math.round((counts.recommended / counts.ratings) * 100),
  };
}

/** The status a published satisfaction was decided with. */
export function satisfactionStatus(satisfaction: Satisfaction): SatisfactionStatus {
  if ("none" in satisfaction) return "none";
  if ("unmeasured" in satisfaction) return "unmeasured";
  if ("average" in satisfaction) return "shown";
  if (satisfaction.suppressed === "pending") throw new Error("A record holds an undecided satisfaction");
  return satisfaction.suppressed;
}

const inside = (inner: SatisfactionPeriod, outer: SatisfactionPeriod) =>
  inner !== outer && inner.from >= outer.from && inner.to <= outer.to;

/**
 * The months of `period` that its shown parts (and parts nobody rated in, which say "no ratings")
 * leave over: what a reader gets by taking them away from it. Empty when they cover it.
 */
export function restOf(
  periods: readonly SatisfactionPeriod[],
  status: readonly SatisfactionStatus[],
  index: number,
): number[] {
  const period = periods[index] as SatisfactionPeriod;
  const covered = new Set<number>();
  periods.forEach((part, position) => {
    if (!inside(part, period) || (status[position] !== "shown" && status[position] !== "none")) return;
    for (let month = part.from; month <= part.to; month++) covered.add(month);
  });
  const rest: number[] = [];
  for (let month = period.from; month <= period.to; month++) if (!covered.has(month)) rest.push(month);
  return rest;
}

/**
 * The fewest people who rated in `months`, as far as the periods tell: the most raters of a period
 * that lies within them (distinct people of different periods may be the same people).
 */
function ratersAtLeast(periods: readonly SatisfactionPeriod[], months: readonly number[]): number {
  const set = new Set(months);
  let most = 0;
  for (const period of periods) {
    let within = true;
    for (let month = period.from; month <= period.to && within; month++) within = set.has(month);
    if (within) most = Math.max(most, period.raters);
  }
  return most;
}

/** Whether shown `index` leaves a rest of 1 to N-1 people (or cannot tell it is N or more). */
export function exposesRest(
  periods: readonly SatisfactionPeriod[],
  status: readonly SatisfactionStatus[],
  index: number,
  n: number,
): boolean {
  if (status[index] !== "shown") return false;
  const rest = restOf(periods, status, index);
  return rest.length > 0 && ratersAtLeast(periods, rest) < n;
}

/**
 * The statuses of one year's periods (frozen ones unchanged): a period nobody rated in says so, one
 * of fewer than N raters is "fewer than N", and while a shown period's rest is a small group one
 * more new figure is hidden: the smallest shown new part of it that repairs it, else the period
 * itself. Hiding a shown figure never exposes another (a rest that holds it holds N or more
 * people), and figures of earlier months never need to change (their periods and parts closed
 * with them), so this ends.
 */
export function suppressSatisfaction(periods: readonly SatisfactionPeriod[], n: number): SatisfactionStatus[] {
  const status: SatisfactionStatus[] = periods.map((period) => {
    if (period.frozen) return period.frozen;
    if (!period.measured) return "unmeasured";
    if (period.raters === 0) return "none";
    return isSmall(period.raters, n) ? "small" : "shown";
  });
  const isNew = (index: number) => periods[index]?.frozen === undefined;
  for (let round = 0; round <= periods.length; round++) {
    const failing = periods.findIndex((_, index) => exposesRest(periods, status, index, n));
    if (failing < 0) return status;
    const outer = periods[failing] as SatisfactionPeriod;
    const parts = periods
      .map((_, index) => index)
      .filter(
        (index) => isNew(index) && status[index] === "shown" && inside(periods[index] as SatisfactionPeriod, outer),
      )
      .sort((a, b) => (periods[a]?.raters ?? 0) - (periods[b]?.raters ?? 0) || a - b);
    const repair = parts.find((index) => {
      status[index] = "complement";
      const repaired = !exposesRest(periods, status, failing, n);
      status[index] = "shown";
      return repaired;
    });
    if (repair !== undefined) status[repair] = "complement";
    else if (isNew(failing)) status[failing] = "complement";
    else throw new Error("A frozen satisfaction figure exposes a small group");
  }
  throw new Error("Satisfaction suppression did not settle");
}
