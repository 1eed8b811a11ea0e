import { describe, expect, it } from "vitest";
import { attack } from "../../../tests/support/report-attacker";
import { type PartnerShape, random, simulatePartner } from "../../../tests/support/report-simulator";
import { closeMonth, type FrozenMonth, monthAt, monthIndex } from "./history";
import { publishReport } from "./partner-report";
import type { PublishedReport } from "./published";
import { closingOf, parseReportPeriod } from "./usage-period";

// The whole family of reports a partner can download, attacked. Random partners (seeded: a failure
// names its shape, and the shape makes it again) from 5 to 5,000 members, sparse and dense months:
// their months are closed one by one as the months pass, then every year, quarter and month is
// published and handed to an attacker that knows only the published reports (tests/support).

/** Every report a partner can ask for once `history` has closed: years, quarters and months. */
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

async function historyOf(shape: PartnerShape, n = 10): Promise<FrozenMonth[]> {
  const history: FrozenMonth[] = [];
  for (const input of simulatePartner(shape)) history.push(await closeMonth(history, input, n));
  return history;
}

const describeFindings = (findings: ReturnType<typeof attack>) =>
  findings.slice(0, 8).map((finding) => `${finding.kind}: ${finding.where} ${finding.detail}`);

describe("the reports of a random partner, all together", () => {
  const next = random(20_261_126);
  const shapes: PartnerShape[] = Array.from({ length: 14 }, (_, index) => ({
    seed: 1000 + index,
    // 5 to 5,000 members, spread evenly on a log scale; the first two are the extremes.
    members: index === 0 ? 5 : index === 1 ? 5000 : Math.round(5 * 1000 ** next()),
    start: next() < 0.5 ? "2025-01" : "2024-01",
    months: 6 + Math.floor(next() * 9),
    // Sparse (a member is busy in a few months a year) or dense (in most).
    density: index % 2 === 0 ? 0.03 + next() * 0.05 : 0.25 + next() * 0.4,
  }));

  it.each(shapes)("leaves nothing to recover for partner %o", async (shape) => {
    const findings = attack(everyReport(await historyOf(shape), 10), 10);
    expect(describeFindings(findings)).toEqual([]);
  });

  it("holds with a larger minimum group size too", async () => {
    const shape = { seed: 77, members: 400, start: "2025-01", months: 8, density: 0.1 };
    const findings = attack(everyReport(await historyOf(shape, 15), 15), 15);
    expect(describeFindings(findings)).toEqual([]);
  });
});

const attackerShape = { seed: 5, members: 60, start: "2025-01", months: 7, density: 0.1 };
const history = await historyOf(attackerShape);

describe("the attacker itself", () => {
  const reports = everyReport(history, 10);

  it("finds nothing in the published reports", () => {
    expect(attack(reports, 10)).toEqual([]);
  });

  it("finds the figure a careless report shows in one period and hides in another", () => {
    const month = reports.find((report) => report.period.kind === "month" && "suppressed" in report.coaching.held);
    if (!month) throw new Error("the partner should have a hidden month");
    const tampered = reports.map((report) =>
      report === month ? { ...report, coaching: { ...report.coaching, held: { value: 3 } } } : report,
    );
    expect(attack(tampered, 10).map((finding) => finding.kind)).toContain("inconsistent");
  });

  it("recovers hidden figures when the complements are shown with their values", () => {
    const revealed = history.map((record) => {
      const figures = { ...record.figures };
      for (const [key, figure] of Object.entries(figures)) {
        const value = truthOf(history, key);
        if ("suppressed" in figure && figure.suppressed === "complement" && value !== undefined)
          figures[key] = { value };
      }
      return { ...record, figures };
    });
    const found = attack(everyReport(revealed, 10), 10).filter((finding) => finding.kind !== "inconsistent");
    expect(found.length).toBeGreaterThan(0);
  });
});

/** The true value of an additive figure by its key, from the counts the records keep. */
function truthOf(history: readonly FrozenMonth[], key: string): number | undefined {
  const match = /^(.+)@(\d{4}-\d{2})\.\.(\d{4}-\d{2})$/.exec(key);
  if (!match) return undefined;
  const [, what, from, to] = match as unknown as [string, string, string, string];
  const records = history.filter((record) => record.month >= from && record.month <= to);
  const sum = (pick: (record: FrozenMonth) => number) => records.reduce((total, record) => total + pick(record), 0);
  const sessions = (kind: "registered" | "waitlisted" | "attended", eventId?: string) =>
    sum((record) =>
      record.sessions
        .filter((session) => eventId === undefined || session.eventId === eventId)
        .reduce((total, session) => total + session[kind], 0),
    );
  const coaching = /^coaching\.(\w+)$/.exec(what)?.[1];
  if (coaching === "booked") return sum((r) => Object.values(r.coaching).reduce((a, b) => a + b, 0));
  if (coaching === "used")
    return sum((r) => r.coaching.held + r.coaching.noShow + r.coaching.cancelledLate + r.coaching.open);
  if (coaching) return sum((r) => r.coaching[coaching as keyof FrozenMonth["coaching"]]);
  if (what === "joined") return sum((r) => r.joined);
  if (what === "ebook") return sum((r) => r.ebook);
  if (what === "webinars") return sum((r) => r.webinars.reduce((total, webinar) => total + webinar.registrations, 0));
  const events = /^events\.(registered|waitlisted|attended)$/.exec(what)?.[1];
  if (events) return sessions(events as "registered");
  const event = /^event:(.+):(registered|waitlisted|attended)$/.exec(what);
  if (event) return sessions(event[2] as "registered", event[1]);
  return undefined;
}
