// The budgets at 100× and the section of docs/performance.md the growth benchmark writes.
import { cpus, loadavg } from "node:os";
import type { Options } from "./main";
import type { SizeResult } from "./run";

export interface BudgetLine {
  within: boolean;
  text: string;
}

const ms = (value: number) => Math.round(value).toLocaleString("en");

/**
 * At 100×: every page under 150 ms median and 300 ms p95 (the partner report and its CSV under 2 s),
 * none more than 3× its demo-size median; under 600 MB resident after the run; /healthz (p95)
 * under 100 ms beside the heaviest page. Without a 100× run there is nothing to hold to them.
 */
export function budgetLines(results: SizeResult[]): BudgetLine[] {
  const largest = results.find((result) => result.factor === 100);
  if (!largest) return [{ within: true, text: "budgets: not checked (they are for 100×, which was not measured)" }];
  const demo = results.find((result) => result.factor === 1);
  const lines: BudgetLine[] = [];
  const line = (within: boolean, text: string) =>
    lines.push({ within, text: `${within ? "within" : "over  "}  ${text}` });
  for (const timing of largest.timings) {
    const report = timing.label.startsWith("partner report");
    const [median, p95] = report ? [2000, 2000] : [150, 300];
    line(
      timing.median < median && timing.p95 < p95 && timing.failures === 0,
      `${timing.label}: median ${ms(timing.median)} ms (< ${ms(median)}), p95 ${ms(timing.p95)} ms (< ${ms(p95)})${timing.failures ? `, ${timing.failures} failed` : ""}`,
    );
    const small = demo?.timings.find((other) => other.label === timing.label);
    if (small) {
      const factor = timing.median / Math.max(small.median, 0.1);
      line(factor <= 3, `${timing.label}: ${factor.toFixed(1)}× its demo-size median (≤ 3×)`);
    }
  }
  line(largest.rssMb < 600, `resident memory after the run: ${largest.rssMb} MB (< 600; at most ${largest.peakMb} MB)`);
  line(
    largest.health.p95 < 100,
    `/healthz beside "${largest.health.page}": p95 ${ms(largest.health.p95)} ms (< 100; max ${ms(largest.health.max)} ms)`,
  );
  return lines;
}

/** The section: the pages' figures per size, memory, /healthz, generation, budgets and plans. */
export function markdown(results: SizeResult[], budgets: BudgetLine[], options: Options): string {
  const factors = results.map((result) => result.factor);
  const first = results[0];
  const demo = results.find((result) => result.factor === 1);
  const largest = results.find((result) => result.factor === Math.max(...factors));
  const head = `| page | ${factors.map((f) => `${f}× cold | ${f}× median / p95`).join(" | ")} | growth (median, ${largest?.factor ?? "?"}× / 1×) |`;
  const rule = `|---|${factors.map(() => "---|---|").join("")}---|`;
  const rows = (first?.timings ?? []).map((timing) => {
    const cells = results.map((result) => {
      const at = result.timings.find((other) => other.label === timing.label);
      return at ? `${ms(at.cold)} | ${ms(at.median)} / ${ms(at.p95)}` : "– | –";
    });
    const small = demo?.timings.find((other) => other.label === timing.label);
    const big = largest?.timings.find((other) => other.label === timing.label);
    const growth = small && big && largest !== demo ? `${(big.median / Math.max(small.median, 0.1)).toFixed(1)}×` : "–";
    return `| ${timing.label} (\`${timing.path}\`) | ${cells.join(" | ")} | ${growth} |`;
  });
  const perSize = results.map(
    (result) =>
      `| ${result.factor}× | ${result.generationSeconds === null ? "reused" : `${ms(result.generationSeconds)} s`} | ${result.rssMb} / ${result.peakMb} | ${ms(result.health.p50)} / ${ms(result.health.p95)} / ${ms(result.health.max)} (beside ${result.health.page}, ${result.health.served} served) |`,
  );
  const plans = results
    .flatMap((result) => result.plans.map((plan) => ({ factor: result.factor, plan })))
    .map(
      ({ factor, plan }) =>
        `- **${plan.label}** (${factor}×), ${ms(plan.ms)} ms: \`${plan.statement.replaceAll("`", "'")}\`\n  ${plan.nodes.join(" → ")}${plan.buffers ? `; buffers ${plan.buffers}` : ""}`,
    );
  const flags = [
    ...(options.sizes.length === 3 ? [] : [`--sizes ${options.sizes.join(",")}`]),
    ...(options.reuse ? ["--reuse"] : []),
    ...(options.skipReport ? ["--skip-report"] : []),
  ];
  const command = `npm run bench:growth${flags.length > 0 ? ` -- ${flags.join(" ")}` : ""}`;
  return `## Pages as the data grows a hundredfold

Command: \`${command}\` (\`bench/growth.ts\`). It makes PostgreSQL databases with the app's migrations
and the demo data: \`growth_1\` is the demo as it is; \`growth_10\` and \`growth_100\` are grown with
set-based SQL (\`bench/growth/grow.ts\`) to a tenth of, and to, 200,000 members, 5,000 published coaches
with weekly hours, 2.1 million appointments (43 weeks back and 7 ahead, each coach's on distinct times,
statuses mixed), 500 partners (Deloitte with 50,000 members), 20,000 event sessions with a million
registrations, a million audit-log rows and 500,000 jobs; then ANALYZE. A copy of the production
build is served on each (\`NODE_ENV=production node server.js\`, one process, not the demo) and the
pages are asked for by one client, one request at a time, with a signed-in session of the demo's
member, administrator, Deloitte's report viewer and coach: cold is the first request after the
server started (for the partner report, the time until it answers with the report instead of "being
prepared", at most 5 minutes), then ${first?.timings[0]?.samples.length ?? "20"} warm ones (5 for a page over 3 s cold); a booking posts
the form for the coach's next free time, a different member each time. Memory is the server's
resident size after the run (VmRSS, and VmHWM: the most it held). \`/healthz\` is asked every 50 ms
while the heaviest page is asked for again and again for 5 s. At 100× every statement over 20 ms is
explained by \`auto_explain\` (ANALYZE, BUFFERS); the slowest one per page is summarized below.
Statements per page are not counted (\`pg_stat_statements\` is not loaded).

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, PostgreSQL 15, Node ${process.version}; the machine's load average
(1 minute) as the run ended: ${loadavg()[0]?.toFixed(2)} (figures taken beside other work are higher). Times in ms.

${head}
${rule}
${rows.join("\n")}

| size | generated in | memory MB (resident / at most) | \`/healthz\` ms p50 / p95 / max |
|---|---|---|---|
${perSize.join("\n")}

Budgets at 100× (every page under 150 ms median and 300 ms p95, the partner report under 2 s, none
more than 3× its demo-size median; under 600 MB resident after the run; \`/healthz\` p95 under
100 ms beside the heaviest page; \`--strict\` fails the run when one is over):

${budgets.map((line) => `- ${line.text.replace(/\s+/, " ")}`).join("\n")}

${plans.length ? `Slowest statement per page at 100× (\`auto_explain\`):\n\n${plans.join("\n")}` : ""}
`;
}
