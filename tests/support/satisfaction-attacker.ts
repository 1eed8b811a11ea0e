import { monthAt, monthIndex } from "~/features/reports/history";
import type { PublishedReport, Satisfaction } from "~/features/reports/published";
import { exactRank } from "./exact-rank";

// An attacker of the satisfaction figures, for the tests, written apart from satisfaction.ts: it
// reads every report a partner can download and, granted how many ratings every period had (so a
// shown average is as good as a shown sum), works out every group of months whose ratings it can
// isolate by adding and subtracting shown periods, by exact rank. It knows the members behind each
// rating, and none of those groups may be about 1 to N-1 members who rated.

/** One rating, as the attacker's referee knows it: who, in which month (index), what. */
export interface Rating {
  member: number;
  month: number;
  rating: number;
  recommend: boolean;
}

/** What the reports say of each period ("from..to" of month indexes), checked to agree. */
export function publishedPeriods(
  reports: readonly PublishedReport[],
): Map<string, { from: number; to: number; s: Satisfaction }> {
  const found = new Map<string, { from: number; to: number; s: Satisfaction }>();
  const note = (from: number, to: number, s: Satisfaction) => {
    const key = `${from}..${to}`;
    const before = found.get(key);
    if (before && JSON.stringify(before.s) !== JSON.stringify(s)) {
      throw new Error(`${key} is published as ${JSON.stringify(before.s)} and as ${JSON.stringify(s)}`);
    }
    found.set(key, { from, to, s });
  };
  for (const report of reports) {
    const months = report.trends.map((row) => monthIndex(row.month));
    for (const row of report.trends) note(monthIndex(row.month), monthIndex(row.month), row.satisfaction);
    const from = months[0] as number;
    const to = months.at(-1) as number;
    // A running period's figure is "pending", or that of its one closed piece (a month or quarter).
    if (!("suppressed" in report.satisfaction && report.satisfaction.suppressed === "pending")) {
      if (report.through === monthAt(to) && monthIndex(report.through) - from + 1 === months.length) {
        const whole = report.period.kind === "year" ? 12 : report.period.kind === "quarter" ? 3 : 1;
        if (months.length === whole) note(from, to, report.satisfaction);
      }
    }
  }
  return found;
}

interface Finding {
  months: number[];
  raters: number;
}

/** Every group of months of one year whose ratings the shown periods isolate, with few raters. */
function attack(
  periods: Map<string, { from: number; to: number; s: Satisfaction }>,
  ratings: readonly Rating[],
  year: number,
  n: number,
): Finding[] {
  const columns = Array.from({ length: 12 }, (_, index) => year * 12 + index);
  const vector = (months: readonly number[]) => columns.map((month) => (months.includes(month) ? 1 : 0));
  const known: number[][] = [];
  for (const { from, to, s } of periods.values()) {
    if (Math.floor(from / 12) !== year) continue;
    const months = columns.filter((month) => month >= from && month <= to);
    // Nobody rated: every month of it is known to be empty.
    if ("none" in s) for (const month of months) known.push(vector([month]));
    if ("average" in s) known.push(vector(months));
  }
  const basis: number[][] = [];
  for (const row of known) if (exactRank([...basis, row]) > basis.length) basis.push(row);
  const findings: Finding[] = [];
  for (let mask = 1; mask < 1 << 12; mask++) {
    const months = columns.filter((_, index) => mask & (1 << index));
    if (exactRank([...basis, vector(months)]) > basis.length) continue;
    const raters = new Set(ratings.filter((rating) => months.includes(rating.month)).map((rating) => rating.member));
    if (raters.size > 0 && raters.size < n) findings.push({ months, raters: raters.size });
  }
  return findings;
}

/** The distinct raters of a period of month indexes. */
const ratersOf = (ratings: readonly Rating[], from: number, to: number) =>
  new Set(ratings.filter((rating) => rating.month >= from && rating.month <= to).map((rating) => rating.member)).size;

/** Everything wrong with the satisfaction of `reports`: figures against their raters, and isolated small groups. */
export function check(reports: readonly PublishedReport[], ratings: readonly Rating[], n: number) {
  const periods = publishedPeriods(reports);
  const problems: string[] = [];
  for (const [key, { from, to, s }] of periods) {
    const raters = ratersOf(ratings, from, to);
    if ("average" in s && raters < n) problems.push(`${key} shown with ${raters} raters`);
    if ("suppressed" in s && s.suppressed === "small" && (raters === 0 || raters >= n))
      problems.push(`${key} "fewer than ${n}" with ${raters} raters`);
    if ("none" in s && raters !== 0) problems.push(`${key} "no ratings" with ${raters} raters`);
    if ("unmeasured" in s) problems.push(`${key} not measured`);
  }
  const years = new Set([...periods.values()].map(({ from }) => Math.floor(from / 12)));
  for (const year of years) {
    for (const finding of attack(periods, ratings, year, n)) {
      problems.push(`months ${finding.months.map(monthAt).join(", ")} isolated: ${finding.raters} raters`);
    }
  }
  return { problems, periods };
}
