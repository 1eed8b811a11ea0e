import { describe, expect, it } from "vitest";
import { type PartnerShape, random, simulatePartner } from "../../../tests/support/report-simulator";
import { check, type Rating } from "../../../tests/support/satisfaction-attacker";
import {
  closeMonth,
  type FrozenMonth,
  intervalKey,
  intervalsEndingAt,
  type MonthInput,
  monthAt,
  monthIndex,
} from "./history";
import { publishReport } from "./partner-report";
import type { PublishedReport } from "./published";
import { closingOf, parseReportPeriod } from "./usage-period";

// Satisfaction in every report a partner can download, attacked. Random partners whose members
// rate sessions month by month are closed one month at a time; then every year, quarter and month
// is published and handed to the attacker of tests/support/satisfaction-attacker.ts, which isolates what it can
// by adding and subtracting shown periods. None of it may be about 1 to N-1 members who rated.

/** Ratings of a partner's members: a few members rate in a sparse month, many in a busy one. */
function simulateRatings(shape: PartnerShape, months: readonly number[], busy: number): Rating[] {
  const next = random(shape.seed * 7919);
  const ratings: Rating[] = [];
  for (const month of months) {
    // Some months busier than others, so that small and large months sit side by side.
    const share = busy * (next() < 0.3 ? 0.2 : 1) * next();
    for (let member = 0; member < shape.members; member++) {
      if (next() >= share) continue;
      const count = next() < 0.2 ? 2 : 1;
      for (let index = 0; index < count; index++) {
        ratings.push({ member, month, rating: 1 + Math.floor(next() * 5), recommend: next() < 0.7 });
      }
    }
  }
  return ratings;
}

/** The simulator's months with the ratings added, as the history reads them. */
function withRatings(inputs: MonthInput[], ratings: readonly Rating[]): MonthInput[] {
  return inputs.map((input) => {
    const month = monthIndex(input.month);
    const of = ratings.filter((rating) => rating.month === month);
    const people = { ...input.people };
    for (const [from, to] of intervalsEndingAt(input.month)) {
      const key = intervalKey(from, to);
      const raters = new Set(
        ratings
          .filter((rating) => rating.month >= monthIndex(from) && rating.month <= monthIndex(to))
          .map((rating) => rating.member),
      );
      people[key] = { ...(people[key] as MonthInput["people"][string]), raters: raters.size };
    }
    return {
      ...input,
      people,
      satisfaction: {
        ratings: of.length,
        sum: of.reduce((sum, rating) => sum + rating.rating, 0),
        recommended: of.filter((rating) => rating.recommend).length,
      },
    };
  });
}

/** Every report a partner can ask for once `history` has closed. */
function everyReport(history: readonly FrozenMonth[], n: number): PublishedReport[] {
  const first = history[0]?.month ?? "2025-01";
  const last = history.at(-1)?.month ?? first;
  const now = new Date(closingOf(last).getTime() + 60_000);
  const keys = new Set<string>();
  for (let index = monthIndex(first); index <= monthIndex(last); index++) {
    const month = monthAt(index);
    keys.add(month.slice(0, 4));
    keys.add(`${month.slice(0, 4)}-Q${Math.floor((index % 12) / 3) + 1}`);
    keys.add(month);
  }
  return [...keys].map((key) => {
    const choice = parseReportPeriod(key, now);
    if (!choice) throw new Error(`${key} should be offered`);
    return publishReport(history, choice, n, now);
  });
}

async function partner(shape: PartnerShape, busy: number, n = 10) {
  const inputs = simulatePartner(shape);
  const ratings = simulateRatings(
    shape,
    inputs.map((input) => monthIndex(input.month)),
    busy,
  );
  const history: FrozenMonth[] = [];
  for (const input of withRatings(inputs, ratings)) history.push(await closeMonth(history, input, n));
  return { history, ratings, reports: everyReport(history, n) };
}

describe("satisfaction in every report of a random partner", () => {
  const next = random(20_261_127);
  const shapes = Array.from({ length: 10 }, (_, index) => ({
    shape: {
      seed: 3000 + index,
      members: index === 0 ? 8 : Math.round(20 + 400 * next()),
      start: next() < 0.5 ? "2025-01" : "2024-01",
      months: 8 + Math.floor(next() * 10),
      density: 0.05,
    } satisfies PartnerShape,
    // From a handful of raters a month to dozens.
    busy: 0.02 + next() * 0.2,
  }));

  it.each(shapes)(
    "isolates no small group of raters for partner $shape.seed of $shape.members members",
    async ({ shape, busy }) => {
      const { reports, ratings } = await partner(shape, busy);
      const { problems, periods } = check(reports, ratings, 10);
      expect(problems.slice(0, 8)).toEqual([]);
      // The rule is not simply hiding everything.
      if (shape.members > 200 && busy > 0.1) {
        expect([...periods.values()].some(({ s }) => "average" in s)).toBe(true);
      }
    },
  );

  it("holds with a larger minimum group size too", async () => {
    const shape = { seed: 91, members: 300, start: "2025-01", months: 15, density: 0.05 };
    const { reports, ratings } = await partner(shape, 0.08, 15);
    expect(check(reports, ratings, 15).problems).toEqual([]);
  });
});

describe("the satisfaction attacker itself", () => {
  it("finds the small group when the figures hidden to protect it are shown", async () => {
    // Partners until one whose history hid a figure to protect a small one.
    for (let seed = 1; seed < 60; seed++) {
      const shape = { seed, members: 120, start: "2025-01", months: 15, density: 0.05 };
      const { history, ratings } = await partner(shape, 0.12);
      const complements = history.flatMap((record) =>
        Object.entries(record.satisfaction?.published ?? {}).filter(
          ([, s]) => "suppressed" in s && s.suppressed === "complement",
        ),
      );
      if (complements.length === 0) continue;
      // The same history with those figures shown (their true averages): a report that left out the
      // complementary rule.
      const careless = history.map((record) => {
        const satisfaction = record.satisfaction;
        if (!satisfaction) return record;
        const published = { ...satisfaction.published };
        for (const [key, s] of Object.entries(published)) {
          if ("suppressed" in s && s.suppressed === "complement") published[key] = { average: 3, recommendShare: 50 };
        }
        return { ...record, satisfaction: { ...satisfaction, published } };
      });
      expect(check(everyReport(history, 10), ratings, 10).problems).toEqual([]);
      expect(check(everyReport(careless, 10), ratings, 10).problems.length).toBeGreaterThan(0);
      return;
    }
    throw new Error("no partner needed a complementary figure");
  });
});
