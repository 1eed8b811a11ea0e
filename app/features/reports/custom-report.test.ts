import { describe, expect, it } from "vitest";
import { attack } from "../../../tests/support/report-attacker";
import { type PartnerShape, simulatePartner } from "../../../tests/support/report-simulator";
import { publishCustomReport, rangePieces } from "./custom-report";
import { closeMonth, type FrozenMonth, monthAt, monthIndex } from "./history";
import { publishReport } from "./partner-report";
import type { PublishedReport } from "./published";
import {
  closingOf,
  isChoice,
  lastClosedMonth,
  MAX_CUSTOM_MONTHS,
  parseReportPeriod,
  type ReportChoice,
  readReportQuery,
} from "./usage-period";

// A report of a range of months the partner chooses: its totals are sums of what the years,
// quarters and months in it published, shown only where every one of those is shown, so that with
// every other report a partner can download, the attacker (tests/support, written apart) still
// recovers nothing; and a careless range total (the months' exact counts) is caught.

async function historyOf(shape: PartnerShape, n = 10): Promise<FrozenMonth[]> {
  const history: FrozenMonth[] = [];
  for (const input of simulatePartner(shape)) history.push(await closeMonth(history, input, n));
  return history;
}

const nowAfter = (history: readonly FrozenMonth[]) =>
  new Date(closingOf(history.at(-1)?.month ?? "2026-01").getTime() + 60_000);

function choose(query: string, now: Date): ReportChoice {
  const read = readReportQuery(new URLSearchParams(query), now);
  if (!isChoice(read)) throw new Error(`${query} should name a report: ${JSON.stringify(read)}`);
  return read;
}

/** Every calendar report a partner can ask for once `history` has closed. */
function everyCalendarReport(history: readonly FrozenMonth[], n: number, now: Date): PublishedReport[] {
  const first = history[0]?.month ?? "2025-01";
  const last = history.at(-1)?.month ?? first;
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

/** Custom ranges of `history`: across a year's end, inside a year, long and short. */
function someRanges(history: readonly FrozenMonth[]): [string, string][] {
  const first = monthIndex(history[0]?.month ?? "2025-01");
  const last = monthIndex(history.at(-1)?.month ?? "2025-12");
  const ranges: [number, number][] = [
    [first + 1, last],
    [first, last - 1],
    [first + 2, first + 6],
    [first + 4, first + 5],
    [last - 7, last - 2],
  ];
  return ranges
    .filter(([from, to]) => from >= first && to <= last && to > from)
    .map(([from, to]) => [monthAt(from), monthAt(to)]);
}

const describeFindings = (findings: ReturnType<typeof attack>) =>
  findings.slice(0, 8).map((finding) => `${finding.kind}: ${finding.where} ${finding.detail}`);

describe("the period of a custom report", () => {
  const now = new Date("2026-11-28T12:00:00Z"); // October 2026 is the latest closed month
  it("reads a range, and a range that is a calendar period as that period", () => {
    expect(lastClosedMonth(now)).toBe("2026-10");
    const range = choose("period=custom&from=2025-11&to=2026-10", now);
    expect(range.kind).toBe("custom");
    expect(range.key).toBe("2025-11..2026-10");
    expect(choose("period=2025-11..2026-02", now).key).toBe("2025-11..2026-02");
    expect(choose("period=custom&from=2026-04&to=2026-06", now)).toMatchObject({ kind: "quarter", key: "2026-Q2" });
    expect(choose("period=custom&from=2025-01&to=2025-12", now)).toMatchObject({ kind: "year", key: "2025" });
    expect(choose("period=custom&from=2026-03&to=2026-03", now)).toMatchObject({ kind: "month", key: "2026-03" });
  });

  it("says why a query names no report", () => {
    const read = (query: string) => readReportQuery(new URLSearchParams(query), now);
    expect(read("period=custom&from=2026-05&to=2026-02")).toEqual({ problem: "order" });
    expect(read("period=custom&from=2024-01&to=2026-10")).toEqual({ problem: "tooLong", max: MAX_CUSTOM_MONTHS });
    expect(read("period=custom&from=2024-11&to=2026-10")).toMatchObject({ kind: "custom" });
    expect(read("period=custom&from=2026-09&to=2026-11")).toMatchObject({ problem: "notYet", month: "2026-11" });
    expect(read("period=custom&from=2019-12&to=2020-02")).toEqual({ problem: "tooEarly" });
    // "A range of months" without its months (the form without JavaScript): asked for them.
    expect(read("period=custom")).toEqual({ problem: "chooseRange" });
    expect(read("period=custom&from=&to=")).toEqual({ problem: "chooseRange" });
    for (const garbage of [
      "period=custom&from=2026-01",
      "period=custom&from=2026-13&to=2026-10",
      "period=custom&from=x&to=y",
      "period=2026-1..2026-3",
      "period=%00",
      "period=2026-Q5",
      `period=${"9".repeat(500)}`,
    ]) {
      expect(read(garbage), garbage).toEqual({ problem: "invalid" });
    }
    // A month, quarter or year of which nothing has closed: "not yet available", never zeros.
    expect(read("period=2026-11")).toEqual({
      problem: "notYet",
      month: "2026-11",
      closes: closingOf("2026-11").toISOString(),
    });
    // A period that has not even begun is no period (the words say to choose one that has begun).
    expect(read("period=2027")).toEqual({ problem: "invalid" });
    expect(read("period=2099")).toEqual({ problem: "invalid" });
    expect(read("period=custom&from=2026-10&to=2026-12")).toEqual({ problem: "invalid" });
    expect(read("period=2026-Q4")).toMatchObject({ kind: "quarter" });
    expect(read("period=2019")).toEqual({ problem: "tooEarly" });
  });

  it("is made of whole years, then quarters, then months", () => {
    expect(rangePieces("2024-11", "2026-02")).toEqual([
      ["2024-11", "2024-11"],
      ["2024-12", "2024-12"],
      ["2025-01", "2025-12"],
      ["2026-01", "2026-01"],
      ["2026-02", "2026-02"],
    ]);
    expect(rangePieces("2025-02", "2025-09")).toEqual([
      ["2025-02", "2025-02"],
      ["2025-03", "2025-03"],
      ["2025-04", "2025-06"],
      ["2025-07", "2025-09"],
    ]);
  });
});

describe("a custom report", () => {
  const shapes: PartnerShape[] = [
    { seed: 501, members: 40, start: "2025-01", months: 20, density: 0.06 },
    { seed: 502, members: 300, start: "2025-01", months: 18, density: 0.3 },
    { seed: 503, members: 2500, start: "2025-01", months: 16, density: 0.5 },
  ];

  it.each(shapes)("adds up only what is shown, and leaves nothing to recover, for partner %o", async (shape) => {
    const history = await historyOf(shape);
    const now = nowAfter(history);
    const calendar = everyCalendarReport(history, 10, now);
    const custom = someRanges(history).map(([from, to]) =>
      publishCustomReport(history, choose(`period=custom&from=${from}&to=${to}`, now), 10, now),
    );
    for (const report of custom) {
      expect(report.period.kind).toBe("custom");
      // Its months are those of the range, each as its own report shows it.
      expect(report.trends.map((row) => row.month)[0]).toBe(report.period.key.slice(0, 7));
      // A shown total is the sum of the months where every month is shown; never a figure for people.
      const months = report.trends.map((row) => row.coachingBooked);
      if (months.every((figure) => "value" in figure)) {
        expect(report.coaching.booked).toEqual({
          value: months.reduce((sum, figure) => sum + ("value" in figure ? figure.value : 0), 0),
        });
      }
      expect(report.members.active).toEqual({ suppressed: "pending" });
      expect(report.satisfaction).toEqual({ suppressed: "pending" });
    }
    const findings = attack([...calendar, ...custom], 10);
    expect(describeFindings(findings)).toEqual([]);
  });

  it("shows totals over hidden months where their quarters and years are shown", async () => {
    const history = await historyOf({ seed: 502, members: 300, start: "2025-01", months: 18, density: 0.3 });
    const now = nowAfter(history);
    let found = false;
    for (const [from, to] of [
      ["2024-12", "2026-01"],
      ["2025-01", "2026-02"],
      ["2025-03", "2025-10"],
    ] as const) {
      const report = publishCustomReport(history, choose(`period=custom&from=${from}&to=${to}`, now), 10, now);
      const hiddenMonth = report.trends.some((row) => !("value" in row.coachingHeld));
      if (hiddenMonth && "value" in report.coaching.held) found = true;
    }
    // Not every shape has such a month; this one does (seeded).
    expect(found).toBe(true);
  });

  it("a careless total, the months' exact counts added up, is caught", async () => {
    const history = await historyOf({ seed: 501, members: 40, start: "2025-01", months: 20, density: 0.06 });
    const now = nowAfter(history);
    const calendar = everyCalendarReport(history, 10, now);
    const byMonth = new Map(history.map((record) => [record.month, record]));
    let caught = 0;
    for (const [from, to] of someRanges(history)) {
      const report = publishCustomReport(history, choose(`period=custom&from=${from}&to=${to}`, now), 10, now);
      if ("value" in report.coaching.held) continue;
      const exact = report.trends.reduce((sum, row) => sum + (byMonth.get(row.month)?.coaching.held ?? 0), 0);
      const careless = { ...report, coaching: { ...report.coaching, held: { value: exact } } };
      if (attack([...calendar, careless], 10).length > 0) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });
});
