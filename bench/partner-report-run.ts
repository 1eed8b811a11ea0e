// The body of `npm run bench:report` (see bench/partner-report.ts for what it measures).
import { createServer, get } from "node:http";
import { cpus } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { partners } from "../app/db/schema/partners";
import { partnerReport } from "../app/features/reports/partner-report.server";
import { closingOf, lastClosedMonth, parseReportPeriod } from "../app/features/reports/usage-period";
import { seedDemoData } from "../app/seed/seed.server";
import { createTestDatabase } from "../tests/support/test-db";
import { writeSection } from "./report";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const members = Number(process.env.BENCH_MEMBERS ?? 50_000);
const appointmentCount = Number(process.env.BENCH_APPOINTMENTS ?? 2_100_000);
const registrationCount = Number(process.env.BENCH_REGISTRATIONS ?? 1_000_000);

/** The benchmark; loaded through Vite by bench/partner-report.ts, as the app's modules need. */
export async function main() {
  // A fresh database on the server, migrated, with the job queue the seed may use; dropped after.
  process.env.TEST_DATABASE_URL = serverUrl;
  const test = await createTestDatabase({ connections: 4 });
  const { db } = test;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  try {
    const now = new Date();
    await seedDemoData({ onlyIfEmpty: false }, db);
    const [deloitte] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, "deloitte"));
    if (!deloitte) throw new Error("the demo has no Deloitte");
    const partnerId = deloitte.id;

    // Twenty months back from now: the span the members joined in and the activity lies in.
    const start = new Date(now.getTime() - 600 * 86_400_000);
    const span = `${Math.round((now.getTime() - start.getTime()) / 1000)} seconds`;
    const grown = performance.now();
    await run(sql`
    insert into users (id, name, email, email_verified, locale, created_at, updated_at)
    select 'bench-' || g, 'Bench member ' || g, 'bench-' || g || '@example.com', true, 'nl', ${start.toISOString()}::timestamptz, now()
    from generate_series(1, ${members}) as g`);
    await run(sql`
    insert into partner_memberships (partner_id, user_id, role, joined_at)
    select ${partnerId}, 'bench-' || g, 'member',
      ${start.toISOString()}::timestamptz + (g::float / ${members}) * interval ${sql.raw(`'${span}'`)}
    from generate_series(1, ${members}) as g`);
    // Coaching: 400 coaches, one session per coach every five hours, round the clock (no coach and
    // no member is ever booked twice at once), members in turn.
    await run(sql`
    insert into coaches (slug, name)
    select 'bench-coach-' || g, 'Bench coach ' || g from generate_series(1, 400) as g`);
    await run(sql`
    with coach as (select id, row_number() over (order by slug) - 1 as n from coaches where slug like 'bench-coach-%'),
    slot as (
      select g, g % 400 as c, ${start.toISOString()}::timestamptz + (g / 400) * interval '5 hours' as at
      from generate_series(0, ${appointmentCount - 1}) as g
    )
    insert into appointments (coach_id, member_id, kind, starts_at, ends_at, blocks, status, late)
    select coach.id, 'bench-' || (1 + slot.g % ${members}), 'coaching', slot.at, slot.at + interval '45 minutes',
      tstzrange(slot.at, slot.at + interval '60 minutes'),
      case when slot.at > now() then 'confirmed' when slot.g % 23 = 0 then 'no_show' when slot.g % 17 = 0 then 'cancelled'
        else 'completed' end,
      slot.g % 34 = 0
    from slot join coach on coach.n = slot.c`);
    // Events: 20 events of the program, a session of each every few days; places for members.
    await run(sql`
    insert into events (slug, kind, partner_id, title_nl, title_en, summary_nl, summary_en, body_nl, body_en, image)
    select 'bench-event-' || g, 'tour', ${partnerId}, 'Evenement ' || g, 'Event ' || g, '-', '-', '-', '-', '/images/events/canal-walk.svg'
    from generate_series(1, 20) as g`);
    const sessions = Math.max(1, Math.round(registrationCount / 100));
    await run(sql`
    with event as (select id, row_number() over (order by slug) - 1 as n from events where slug like 'bench-event-%')
    insert into event_sessions (event_id, slug, title_nl, title_en, starts_at, ends_at, location, capacity, registration_deadline)
    select event.id, 'bench-session-' || g, 'Sessie ' || g, 'Session ' || g, at, at + interval '2 hours', 'Amsterdam', 120, at
    from generate_series(0, ${sessions - 1}) as g
    cross join lateral (select ${start.toISOString()}::timestamptz + (g::float / ${sessions}) * (now() - interval '2 days' - ${start.toISOString()}::timestamptz) as at) as t
    join event on event.n = g % 20`);
    await run(sql`
    with session as (select id, starts_at, row_number() over (order by slug) - 1 as n from event_sessions where slug like 'bench-session-%')
    insert into event_registrations (session_id, user_id, status, requested_at, cancelled_at, attended_at)
    select session.id, 'bench-' || (1 + (session.n * 97 + k * 13) % ${members}),
      case when k % 19 = 0 then 'cancelled' when k >= 95 then 'waitlisted' else 'registered' end,
      session.starts_at - interval '3 days',
      case when k % 19 = 0 then session.starts_at - interval '2 days' end,
      case when k % 19 <> 0 and k < 95 and k % 7 <> 3 then session.starts_at + interval '3 hours' end
    from session cross join generate_series(0, 99) as k`);
    // Webinars: one a week, a few hundred registrations each; ebook downloads now and then.
    await run(sql`
    insert into webinars (slug, title_nl, title_en, description_nl, description_en, presenter_name, presenter_role_nl, presenter_role_en, starts_at, duration_minutes)
    select 'bench-webinar-' || g, 'Webinar ' || g, 'Webinar ' || g, '-', '-', 'Presenter', '-', '-',
      ${start.toISOString()}::timestamptz + g * interval '7 days', 60
    from generate_series(0, 84) as g`);
    await run(sql`
    with webinar as (select id, row_number() over (order by slug) - 1 as n from webinars where slug like 'bench-webinar-%' and starts_at < now())
    insert into webinar_registrations (webinar_id, user_id, registered_at)
    select webinar.id, 'bench-' || (1 + (webinar.n * 331 + k) % ${members}), now() - interval '800 days'
    from webinar cross join generate_series(0, 299 + (webinar.n % 5) * 100) as k`);
    await run(sql`
    insert into ebook_downloads (user_id, locale, downloaded_at)
    select 'bench-' || (1 + (g * 7) % ${members}), 'nl', ${start.toISOString()}::timestamptz + (g::float / 200000) * (now() - ${start.toISOString()}::timestamptz)
    from generate_series(0, 199999) as g`);
    await run(sql`analyze`);
    const growTime = seconds(grown);
    const counts = (await run(sql`select
      (select count(*) from partner_memberships where partner_id = ${partnerId} and role = 'member')::int as members,
      (select count(*) from appointments)::int as appointments,
      (select count(*) from event_registrations)::int as registrations,
      (select count(*) from webinar_registrations)::int as webinar_registrations,
      (select count(*) from ebook_downloads)::int as downloads`)) as unknown as { rows: Record<string, number>[] };
    const sizes = counts.rows[0] ?? {};
    console.log("grown in", growTime, "s:", sizes);

    // What the report holds up: /healthz of this process, polled every 10 ms, and the event loop.
    const health = createServer((_request, response) => {
      response.end("ok");
    });
    await new Promise<void>((resolve) => health.listen(0, "127.0.0.1", resolve));
    const address = health.address();
    const healthUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/healthz`;
    const measure = async (label: string, work: () => Promise<unknown>) => {
      if (global.gc) global.gc();
      const idle = process.memoryUsage().rss;
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const latencies: number[] = [];
      let failures = 0;
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const at = performance.now();
          try {
            await new Promise<void>((resolve, reject) => {
              get(healthUrl, { agent: false }, (response) => {
                response.resume();
                response.on("end", resolve);
              }).on("error", reject);
            });
          } catch {
            failures++;
          }
          latencies.push(performance.now() - at);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const began = performance.now();
      await work();
      const took = performance.now() - began;
      loop.disable();
      polling = false;
      await poller;
      clearInterval(sampler);
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      const row = {
        label,
        seconds: (took / 1000).toFixed(2),
        healthP50: at(0.5).toFixed(1),
        healthP99: at(0.99).toFixed(1),
        healthMax: (latencies.at(-1) ?? 0).toFixed(1),
        loopMax: (loop.max / 1e6).toFixed(1),
        memoryMb: Math.round((peak - idle) / 1_048_576),
        healthFailures: failures,
      };
      console.log(row);
      return row;
    };
    const choice = parseReportPeriod(null, now);
    if (!choice) throw new Error("no year to report");
    // The months before the last closed one first (as if the history had been kept up every month),
    // so that the close of the last month can be measured on its own too.
    const lastClosed = lastClosedMonth(now);
    const monthBefore = new Date(closingOf(lastClosed).getTime() - 60_000);
    const backfill = await measure("a first history: every closed month decided at once", () =>
      partnerReport(partnerId, parseReportPeriod(null, monthBefore) ?? choice, monthBefore, { db, minGroupSize: 10 }),
    );
    const close = await measure("one month closes (after the 8th)", () =>
      partnerReport(partnerId, choice, now, { db, minGroupSize: 10 }),
    );
    let report: Awaited<ReturnType<typeof partnerReport>> | undefined;
    const warm = await measure("year report, months stored", async () => {
      report = await partnerReport(partnerId, choice, now, { db, minGroupSize: 10 });
    });
    if (!report) throw new Error("no report");
    // What goes to the browser: the page groups a year's sessions by event (see report.tsx).
    const pageData = JSON.stringify({
      ...report,
      events: { ...report.events, byEvent: report.events.byEvent.map((event) => ({ ...event, sessions: [] })) },
    });
    // The CSV export lists every session; its data is the whole report.
    const exported = JSON.stringify(report);
    const sessionsInYear = report.events.byEvent.reduce((sum, event) => sum + event.sessionCount, 0);
    health.close();

    const rows = [backfill, close, warm]
      .map(
        (row) =>
          `| ${row.label} | ${row.seconds} | ${row.healthP50} / ${row.healthP99} / ${row.healthMax} | ${row.loopMax} | ${row.memoryMb} |`,
      )
      .join("\n");
    const markdown = `## Partner report of a large partner

Command: \`npm run bench:report\` (\`bench/partner-report.ts\`). It makes a PostgreSQL 15 database
with the demo data and grows Deloitte with set-based SQL to ${sizes.members?.toLocaleString("en")} members,
${sizes.appointments?.toLocaleString("en")} coaching sessions, ${sizes.registrations?.toLocaleString("en")} places at
event sessions, ${sizes.webinar_registrations?.toLocaleString("en")} webinar registrations and ${sizes.downloads?.toLocaleString("en")}
ebook downloads over twenty months (${growTime} s to make), then asks for ${choice.key}'s report as the page
does (\`partnerReport\`, decision 025). First with no history stored (every closed month but the
last is read, decided and stored, as the \`report-months\` job does for a partner's first history),
then after the last month closed (that month alone, the job's monthly work), then the report from
stored months (what every request does). Meanwhile a \`/healthz\` on the same process is fetched
every 10 ms and the event loop's delay is recorded; memory is the peak resident size above the
size before.

Measured ${now.toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}.

| request | seconds | /healthz p50 / p99 / max ms | event loop max delay ms | memory MB |
|---|---|---|---|---|
${rows}

The year report sends ${report.events.byEvent.length} events to the page (their ${sessionsInYear.toLocaleString("en")} sessions are
in the months' reports, 50 to a page): ${Math.round(pageData.length / 1024)} KB of report data; with every session (what the
CSV export lists) it would be ${Math.round(exported.length / 1024)} KB.

Budget: a year report under 2 s, \`/healthz\` under 100 ms meanwhile, under 500 MB more than idle.
The history is read a year at a time on the event loop; months are decided in a worker thread. Closing
a month reads, and sends the worker, its year's stored records and only the members' part of earlier years.
`;
    // BENCH_DRY=1: a trial run at another size that leaves docs/performance.md alone.
    if (!process.env.BENCH_DRY) writeSection("partner-report", markdown);
    console.log(markdown);
  } finally {
    await test.close();
  }
}
