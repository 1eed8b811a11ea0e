// The body of bench/report-history.ts (see there for what it measures).
import { cpus } from "node:os";
import { and, count, eq } from "drizzle-orm";
import { connect } from "../app/db/connection.server";
import { partnerMemberships, partners } from "../app/db/schema/partners";
import { reportMonths } from "../app/db/schema/reports";
import { closeNextMonths } from "../app/features/reports/history.server";

const url = process.env.REPORT_HISTORY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/scratch_report";
const slug = process.env.REPORT_HISTORY_PARTNER ?? "deloitte";
const n = 10;
/** At most this many runs per chunk size (default: until the history is complete). */
const maxRuns = Number(process.env.REPORT_HISTORY_RUNS ?? Number.POSITIVE_INFINITY);
/** Go on from the history stored, rather than starting it afresh. */
const keep = process.env.REPORT_HISTORY_KEEP === "1";

export async function main(args: string[]) {
  const sizes = (args[0] ?? "3,12").split(",").map(Number);
  const connection = await connect({ kind: "postgres", url, max: 4 });
  const { db } = connection;
  try {
    const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
    if (!partner) throw new Error(`no partner ${slug}`);
    const [members] = await db
      .select({ n: count() })
      .from(partnerMemberships)
      .where(and(eq(partnerMemberships.partnerId, partner.id), eq(partnerMemberships.role, "member")));
    const now = new Date();
    console.log(`${slug}: ${members?.n} members; ${cpus().length} × ${cpus()[0]?.model}; ${now.toISOString()}`);
    for (const size of sizes) {
      if (!keep) await db.delete(reportMonths).where(eq(reportMonths.partnerId, partner.id));
      const runs: { months: string[]; seconds: number; rss: number }[] = [];
      const started = performance.now();
      for (;;) {
        const before = performance.now();
        const step = await closeNextMonths(db, partner.id, now, { minGroupSize: n, chunkMonths: size });
        const seconds = (performance.now() - before) / 1000;
        runs.push({ months: step.closed, seconds, rss: process.memoryUsage().rss / 2 ** 20 });
        console.log(
          `  chunk ${size}: ${step.closed[0]}..${step.closed.at(-1)} ${seconds.toFixed(1)} s, rss ${runs.at(-1)?.rss.toFixed(0)} MB`,
        );
        if (!step.behind || runs.length >= maxRuns) break;
      }
      const total = (performance.now() - started) / 1000;
      const times = runs.map((run) => run.seconds).sort((a, b) => a - b);
      const months = runs.reduce((sum, run) => sum + run.months.length, 0);
      console.log(
        `chunk of ${size} months: ${runs.length} runs for ${months} months, ${total.toFixed(1)} s in all; ` +
          `a run median ${times[Math.floor(times.length / 2)]?.toFixed(1)} s, longest ${times.at(-1)?.toFixed(1)} s`,
      );
    }
  } finally {
    await connection.close();
  }
}
