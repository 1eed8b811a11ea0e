import { describe, expect, it } from "vitest";
import { simulatePartner } from "../../../tests/support/report-simulator";
import { closeMonth, type FrozenMonth, figureKey, intervalsEndingAt } from "./history";
import { publishReport } from "./partner-report";
import { closingOf, parseReportPeriod } from "./usage-period";

// Putting a report together from the frozen months: nothing is decided here, every figure comes
// from the record of the month that published it, and a running period adds up only what its
// closed months show.

const shape = { seed: 11, members: 300, start: "2026-01", months: 8, density: 0.3 };
const history: FrozenMonth[] = [];
for (const input of simulatePartner(shape)) history.push(await closeMonth(history, input, 10));
// August closed on 8 September.
const now = new Date(closingOf("2026-08").getTime() + 3_600_000);
const report = (key: string) => {
  const choice = parseReportPeriod(key, now);
  if (!choice) throw new Error(`${key} should be offered`);
  return publishReport(history, choice, 10, now);
};

describe("intervalsEndingAt", () => {
  it("publishes a month, and a quarter or a year only when it ends", () => {
    expect(intervalsEndingAt("2026-05")).toEqual([["2026-05", "2026-05"]]);
    expect(intervalsEndingAt("2026-06")).toEqual([
      ["2026-06", "2026-06"],
      ["2026-04", "2026-06"],
    ]);
    expect(intervalsEndingAt("2026-12")).toEqual([
      ["2026-12", "2026-12"],
      ["2026-10", "2026-12"],
      ["2026-01", "2026-12"],
    ]);
  });
});

describe("publishReport", () => {
  it("takes a closed period's figures from the record of its last month", () => {
    const q2 = report("2026-Q2");
    const june = history.find((record) => record.month === "2026-06") as FrozenMonth;
    expect(q2.through).toBe("2026-06");
    expect(q2.nextClosing).toBeNull();
    expect(q2.coaching.held).toEqual(june.figures[figureKey.coaching("held", "2026-04", "2026-06")]);
    expect(q2.members.total).toEqual(june.figures[figureKey.members("2026-06")]);
    expect(q2.trends.map((month) => month.month)).toEqual(["2026-04", "2026-05", "2026-06"]);
    expect(q2.trends[1]?.coachingHeld).toEqual(
      history.find((record) => record.month === "2026-05")?.figures[figureKey.coaching("held", "2026-05", "2026-05")],
    );
  });

  it("shows a running year's totals only as the sum of its shown quarters and months", () => {
    const year = report("2026");
    expect(year.through).toBe("2026-08");
    expect(year.nextClosing).toBe(closingOf("2026-09").toISOString());
    const pieces = [
      ["2026-01", "2026-03"],
      ["2026-04", "2026-06"],
      ["2026-07", "2026-07"],
      ["2026-08", "2026-08"],
    ] as const;
    const parts = pieces.map(
      ([from, to]) => history.find((record) => record.month === to)?.figures[figureKey.ebook(from, to)],
    );
    if (parts.every((part) => part && "value" in part)) {
      expect(year.ebook.downloads).toEqual({
        value: parts.reduce((sum, part) => sum + (part && "value" in part ? part.value : 0), 0),
      });
    } else {
      expect(year.ebook.downloads).toEqual({ suppressed: "pending" });
    }
    // Distinct people do not add up: a running year's active members wait for the year's end.
    expect(year.members.active).toEqual({ suppressed: "pending" });
    expect(year.trends).toHaveLength(8);
  });

  it("lists every session and webinar of the period once, events sorted, with the same figures as their month", () => {
    const q1 = report("2026-Q1");
    const months = history.filter((record) => record.month <= "2026-03");
    expect(q1.events.byEvent.flatMap((event) => event.sessions.map((session) => session.sessionId)).sort()).toEqual(
      months.flatMap((record) => record.sessions.map((session) => session.sessionId)).sort(),
    );
    expect(q1.events.byEvent.map((event) => event.slug)).toEqual(
      [...q1.events.byEvent.map((event) => event.slug)].sort(),
    );
    for (const event of q1.events.byEvent) {
      expect(event.sessionCount).toBe(event.sessions.length);
      for (const session of event.sessions) {
        const month = months.find((record) => record.sessions.some((row) => row.sessionId === session.sessionId));
        expect(session.registered).toEqual(month?.figures[figureKey.session(session.sessionId, "registered")]);
      }
    }
    expect(q1.webinars.byWebinar.map((webinar) => webinar.webinarId)).toEqual(
      months.flatMap((record) => record.webinars.map((webinar) => webinar.webinarId)),
    );
  });

  it("is all zeros before the history began", () => {
    const old = report("2025");
    expect(old.members).toEqual({ total: { value: 0 }, joined: { value: 0 }, active: { value: 0 } });
    expect(old.trends).toHaveLength(12);
    expect(old.events.byEvent).toEqual([]);
    expect(old.nextClosing).toBeNull();
  });

  it("hides the allowance total with the member count, or gives its band", () => {
    for (const key of ["2026-01", "2026-Q2", "2026"]) {
      const published = report(key);
      const members = published.members.total;
      const total = published.allowance.total;
      if ("value" in members) expect(total).toEqual({ value: members.value * published.allowance.perMember });
      else if ("range" in members) {
        expect(total).toEqual({ range: members.range.map((end) => end * published.allowance.perMember) });
      } else expect(total).toEqual({ suppressed: "complement" });
    }
  });

  it("refuses a period of which nothing has closed", () => {
    const september = parseReportPeriod("2026-09", new Date(closingOf("2026-09").getTime() + 1000));
    if (!september) throw new Error("September is a period");
    expect(() => publishReport(history, september, 10, now)).toThrow(RangeError);
  });
});
