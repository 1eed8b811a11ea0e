import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "~/db/schema/partners";
import { seedDemoData } from "~/seed/seed.server";
import { attack } from "../../../tests/support/report-attacker";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { partnerReport } from "./partner-report.server";
import type { PublishedReport } from "./published";
import { parseReportPeriod, periodChoices } from "./usage-period";

// The attack, on the demo data: Deloitte's administrator downloads every report the page
// offers (every year, quarter and month, through the same function the page and the CSV export
// call) and combines them. Nothing may come back; and the reports must stay worth reading.

/** Shown and hidden figures of a report, the allowance setting left out (it is no count). */
function visibility(report: PublishedReport) {
  const tally = { shown: 0, shownNonZero: 0, bands: 0, hidden: 0 };
  const walk = (node: unknown, key = "") => {
    if (key === "period" || key === "perMember") return;
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node && typeof node === "object") {
      if ("value" in node && Object.keys(node).length === 1) {
        tally.shown++;
        if ((node as { value: number }).value !== 0) tally.shownNonZero++;
      } else if ("range" in node) tally.bands++;
      else if ("suppressed" in node) tally.hidden++;
      else for (const [name, value] of Object.entries(node)) walk(value, name);
    }
  };
  walk(report);
  return tally;
}

describe("the demo partners' reports, all together", () => {
  let test: TestDatabase;
  const now = new Date();
  const reports = new Map<string, PublishedReport[]>();

  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemoData({ onlyIfEmpty: false }, test.db);
    const choices = periodChoices(now);
    for (const slug of ["deloitte", "ohra"]) {
      const [partner] = await test.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
      if (!partner) throw new Error(`no partner ${slug}`);
      const all: PublishedReport[] = [];
      for (const key of [...choices.years, ...choices.quarters, ...choices.months]) {
        const choice = parseReportPeriod(key, now);
        if (!choice) throw new Error(`${key} is offered`);
        all.push(await partnerReport(partner.id, choice, now, { db: test.db, minGroupSize: 10 }));
      }
      reports.set(slug, all);
    }
  });
  afterAll(() => test?.close());

  it.each(["deloitte", "ohra"])("gives nothing of %s's small groups away", (slug) => {
    const findings = attack(reports.get(slug) ?? [], 10);
    expect(findings.map((finding) => `${finding.kind}: ${finding.where} ${finding.detail}`)).toEqual([]);
  });

  it("still shows a good part of Deloitte's figures", () => {
    const all = reports.get("deloitte") ?? [];
    const total = all.map(visibility).reduce(
      (sum, tally) => ({
        shown: sum.shown + tally.shown,
        shownNonZero: sum.shownNonZero + tally.shownNonZero,
        bands: sum.bands + tally.bands,
        hidden: sum.hidden + tally.hidden,
      }),
      { shown: 0, shownNonZero: 0, bands: 0, hidden: 0 },
    );
    // The figures decision 025 quotes (the demo is made relative to today, so they move a little).
    console.info("visible cells of every offered report", JSON.stringify(total));
    expect(total.shownNonZero / (total.shownNonZero + total.bands + total.hidden)).toBeGreaterThan(0.08);
    // Reach is there: some period shows how many members were active.
    expect(all.some((report) => "value" in report.members.active && report.members.active.value >= 10)).toBe(true);
  });
});
