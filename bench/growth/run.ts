// Serves each grown database and measures its pages (pages.ts); at 100× with the plans of the slow
// statements (plans.ts); then the budgets and the table (table.ts).
import pg from "pg";
import { connect } from "../../app/db/connection.server";
import { coachFreeSlots } from "../../app/features/coaching/availability.server";
import { parseReportPeriod } from "../../app/features/reports/usage-period";
import { writeSection } from "../report";
import type { Options } from "./main";
import { type Booking, healthWhileBusy, measurePage, type People, pagesFor, quantile, type Timing } from "./pages";
import { explainSlowStatements, logMark, type PlanSummary, slowestPlans } from "./plans";
import { copyBuild, memoryOf, removeBuildCopy, signIn, startServer, stopServer, waitFor } from "./serve";
import { BOOKERS, databaseName } from "./sizes";
import { budgetLines, markdown } from "./table";

const PORT = 3987;
const WARM = Number(process.env.BENCH_WARM ?? 20);

export interface SizeResult {
  factor: number;
  generationSeconds: number | null;
  timings: Timing[];
  rssMb: number;
  peakMb: number;
  health: { p50: number; p95: number; max: number; page: string; served: number };
  plans: PlanSummary[];
}

/** The people whose pages are measured, from the demo; the coach's page and bookings are Daan Bakker's. */
async function peopleOf(url: string, now: Date): Promise<People> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string }>("select slug from coaches where user_id = 'demo-coach'");
    const slug = rows[0]?.slug;
    if (!slug) throw new Error("the demo coach has no page");
    // Bookings of an earlier run (--reuse) are taken back: each booker books one intake.
    await client.query("delete from appointments where member_id like 'growth-booker-%'");
    const year = parseReportPeriod(null, now)?.key;
    if (!year) throw new Error("no year to report");
    return {
      member: "demo-member",
      admin: "demo-admin",
      partner: "demo-partner",
      coach: "demo-coach",
      coachSlug: slug,
      bookingSlug: slug,
      reportYear: year,
    };
  } finally {
    await client.end();
  }
}

async function measureSize(
  serverUrl: string,
  factor: number,
  url: string,
  generationSeconds: number | null,
  skipReport: boolean,
) {
  const now = new Date();
  const people = await peopleOf(url, now);
  const bookers = Array.from({ length: BOOKERS }, (_, i) => `growth-booker-${i + 1}`);
  const cookies = await signIn(url, [people.member, people.admin, people.partner, people.coach, ...bookers]);
  const largest = factor === 100;
  if (largest) await explainSlowStatements(serverUrl, databaseName(factor), true);
  const mark = largest ? logMark() : null;
  const server = startServer(PORT, url);
  const connection = await connect({ kind: "postgres", url, max: 1 });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/readyz`, server);
    let turn = 0;
    const booking: Booking = {
      async next() {
        const booker = bookers[turn++ % bookers.length] as string;
        const coachId = await coachIdOf(url, people.bookingSlug);
        const [slot] = await coachFreeSlots(connection.db, coachId, "intake", new Date());
        if (!slot) throw new Error("the coach has no free time to book");
        return { cookie: cookies.get(booker) as string, start: slot.start };
      },
    };
    const timings: Timing[] = [];
    const measured = pagesFor(people).filter((page) => !(skipReport && page.report));
    for (const page of measured) {
      const timing = await measurePage(base, page, cookies, booking, WARM);
      console.log(
        `  ${factor}× ${page.label}: cold ${timing.cold.toFixed(0)} ms, median ${timing.median.toFixed(0)} / p95 ${timing.p95.toFixed(0)} ms${timing.failures ? `, ${timing.failures} failed` : ""}`,
      );
      timings.push(timing);
    }
    // The heaviest page (the slowest median, bookings aside) again and again, /healthz meanwhile.
    const pages = measured;
    const heaviest = [...timings].filter((t) => !t.label.startsWith("booking")).sort((a, b) => b.median - a.median)[0];
    const heavyPage = pages.find((page) => page.label === heaviest?.label) ?? pages[0];
    const cookie = heavyPage?.as ? cookies.get(heavyPage.as) : undefined;
    const busy = await healthWhileBusy(
      base,
      async () => (await fetch(`${base}${heavyPage?.path}`, { headers: cookie ? { cookie } : {} })).arrayBuffer(),
      5,
    );
    const health = {
      p50: quantile(busy.latencies, 0.5),
      p95: quantile(busy.latencies, 0.95),
      max: busy.latencies.at(-1) ?? 0,
      page: heavyPage?.label ?? "",
      served: busy.served,
    };
    console.log(
      `  ${factor}× /healthz beside "${health.page}": p50 ${health.p50.toFixed(0)}, p95 ${health.p95.toFixed(0)}, max ${health.max.toFixed(0)} ms`,
    );
    const memory = memoryOf(server.pid as number);
    console.log(`  ${factor}× memory: ${memory.rssMb} MB resident, ${memory.peakMb} MB at most`);
    const plans = mark ? slowestPlans(mark, databaseName(factor), timings) : [];
    return { factor, generationSeconds, timings, ...memory, health, plans } satisfies SizeResult;
  } finally {
    await connection.close();
    await stopServer(server);
    if (largest) await explainSlowStatements(serverUrl, databaseName(factor), false);
  }
}

const coachIds = new Map<string, string>();
async function coachIdOf(url: string, slug: string): Promise<string> {
  const known = coachIds.get(`${url} ${slug}`);
  if (known) return known;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from coaches where slug = $1", [slug]);
    const id = rows[0]?.id;
    if (!id) throw new Error(`no coach ${slug}`);
    coachIds.set(`${url} ${slug}`, id);
    return id;
  } finally {
    await client.end();
  }
}

/** Measures every size made, writes the table; answers the exit code. */
export async function measureAll(
  serverUrl: string,
  generated: Map<number, { url: string; seconds: number | null }>,
  options: Options,
): Promise<number> {
  copyBuild();
  const results: SizeResult[] = [];
  try {
    for (const [factor, { url, seconds }] of generated) {
      console.log(`${databaseName(factor)}: measuring`);
      results.push(await measureSize(serverUrl, factor, url, seconds, options.skipReport));
    }
  } finally {
    removeBuildCopy();
  }
  const budgets = budgetLines(results);
  for (const line of budgets) console.log(line.text);
  const report = markdown(results, budgets, options);
  writeSection("growth", report);
  console.log(report);
  return options.strict && budgets.some((line) => !line.within) ? 1 : 0;
}
