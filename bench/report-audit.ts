// `npx tsx bench/report-audit.ts [members, default 500,5000,50000] [months, default 12]`: how long
// deciding a partner's months takes (`closeMonth`, decision 025: the privacy audit and the choice of
// what to hide), without a database. For each size it makes, in memory, a partner shaped like the
// grown database's Deloitte (`npm run bench:growth`: at 50,000 members about 460 event sessions a
// month of 22 events, each with some 11 of the partner's members among its places, attendance
// marked on about three quarters; coaching, joins, webinars and the ebook in proportion), then
// closes its months one by one from January, as the `report-months` job does, and prints each
// month's time, the year's total (wall clock, and the process's CPU time, which other work on the
// machine disturbs less) and the process's peak resident memory.
// REPORT_AUDIT_SEED=k makes other partners; REPORT_AUDIT_BUDGET=s stops a size after s seconds.
import { createHash } from "node:crypto";
import { cpus } from "node:os";
import {
  closeMonth,
  coachingByStatus,
  coachingStatuses,
  type FrozenMonth,
  intervalKey,
  intervalsEndingAt,
  type MonthInput,
  monthAt,
  monthIndex,
  type PeriodPeople,
} from "../app/features/reports/history";

const n = 10;
const seed = Number(process.env.REPORT_AUDIT_SEED ?? 32);
const budget = Number(process.env.REPORT_AUDIT_BUDGET ?? Number.POSITIVE_INFINITY);

/** mulberry32: a small seeded generator, so every run decides the same partner. */
function random(state: number) {
  let s = state >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A partner of `members` members, its months from January 2026 (`months` of them). */
export function partnerMonths(members: number, months: number, seedValue = seed): MonthInput[] {
  const next = random(seedValue * 7919 + members);
  const binomial = (trials: number, p: number) => {
    let k = 0;
    for (let i = 0; i < trials; i++) if (next() < p) k++;
    return k;
  };
  const around = (mean: number) => Math.max(0, Math.round(mean * (0.6 + next() * 0.8)));
  const eventCount = Math.max(2, Math.min(22, Math.round(members / 100)));
  const events = Array.from({ length: eventCount }, (_, index) => ({
    eventId: `event-${index}`,
    slug: `event-${index}`,
    titleNl: `Evenement ${index}`,
    titleEn: `Event ${index}`,
  }));
  const first = monthIndex("2026-01");
  const inputs: MonthInput[] = [];
  // Counts per month, then the people behind every period that ends with a month (distinct people
  // approximated: a count of places is nearly as many people; coaching a member books a few times).
  const byMonth: {
    sessions: MonthInput["sessions"];
    coaching: Record<(typeof coachingStatuses)[number], number>;
    ebook: number;
    webinars: MonthInput["webinars"];
    joined: number;
  }[] = [];
  for (let offset = 0; offset < months; offset++) {
    const month = monthAt(first + offset);
    const sessionCount = Math.max(1, Math.round((members / 50_000) * 460 * (0.8 + next() * 0.4)));
    const sessions = Array.from({ length: sessionCount }, (_, index) => {
      const registered = binomial(43, 0.25);
      return {
        sessionId: `${month}-s${index}`,
        eventId: events[index % eventCount]?.eventId ?? "event-0",
        slug: `${month}-s${index}`,
        startsAt: new Date(Date.UTC(2026, offset, 1 + (index % 28), 10)).toISOString(),
        registered,
        waitlisted: binomial(4, 0.25),
        attended: binomial(registered, 0.77),
      };
    }).filter((session) => session.registered + session.waitlisted > 0);
    const coaching = coachingByStatus((status) =>
      around(
        (members * 2.1 * { held: 0.6, noShow: 0.05, cancelledLate: 0.05, cancelledInTime: 0.2, open: 0.1 }[status]) /
          20,
      ),
    );
    const webinars = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, index) => ({
      webinarId: `${month}-w${index}`,
      slug: `${month}-w${index}`,
      titleNl: "Webinar",
      titleEn: "Webinar",
      startsAt: new Date(Date.UTC(2026, offset, 20, 18)).toISOString(),
      registrations: around(members / 300),
    })).filter((webinar) => webinar.registrations > 0);
    byMonth.push({ sessions, coaching, ebook: around(members / 5 / 20), webinars, joined: around(members / 40) });
  }
  let membersTotal = Math.round(members * 0.4);
  for (let offset = 0; offset < months; offset++) {
    const month = monthAt(first + offset);
    const counts = byMonth[offset] as (typeof byMonth)[number];
    const people: Record<string, PeriodPeople> = {};
    for (const [from, to] of intervalsEndingAt(month)) {
      const span = byMonth.slice(monthIndex(from) - first, monthIndex(to) - first + 1);
      const sum = (pick: (m: (typeof byMonth)[number]) => number) => span.reduce((total, m) => total + pick(m), 0);
      const distinct = (count: number) => Math.min(members, Math.round(count * 0.9));
      const byEvent: PeriodPeople["byEvent"] = {};
      for (const event of events) {
        const of = (kind: "registered" | "waitlisted" | "attended") =>
          distinct(sum((m) => m.sessions.filter((s) => s.eventId === event.eventId).reduce((t, s) => t + s[kind], 0)));
        byEvent[event.eventId] = {
          registered: of("registered"),
          waitlisted: of("waitlisted"),
          attended: of("attended"),
        };
      }
      const places = (kind: "registered" | "waitlisted" | "attended") =>
        distinct(sum((m) => m.sessions.reduce((t, s) => t + s[kind], 0)));
      const coachingPeople = Object.fromEntries(
        coachingStatuses.map((status) => [status, distinct(sum((m) => m.coaching[status]) / 2)]),
      ) as Record<(typeof coachingStatuses)[number], number>;
      const booked = distinct(sum((m) => coachingStatuses.reduce((t, status) => t + m.coaching[status], 0)) / 2);
      people[intervalKey(from, to)] = {
        active: Math.min(members, booked + places("registered")),
        coaching: { ...coachingPeople, booked, used: Math.max(0, booked - coachingPeople.cancelledInTime) },
        events: { registered: places("registered"), waitlisted: places("waitlisted"), attended: places("attended") },
        byEvent,
        webinars: distinct(sum((m) => m.webinars.reduce((t, w) => t + w.registrations, 0))),
        ebook: distinct(sum((m) => m.ebook)),
      };
    }
    membersTotal += counts.joined;
    inputs.push({
      month,
      perMember: 4,
      membersTotal,
      ...(offset === 0 ? { membersBefore: membersTotal - counts.joined } : {}),
      joined: counts.joined,
      coaching: counts.coaching,
      ebook: counts.ebook,
      events: events.filter((event) => counts.sessions.some((session) => session.eventId === event.eventId)),
      sessions: counts.sessions,
      webinars: counts.webinars,
      people,
    });
  }
  return inputs;
}

async function main(args: string[]) {
  const sizes = (args[0] ?? "500,5000,50000").split(",").map(Number);
  const months = Number(args[1] ?? 12);
  console.log(`report audit bench: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, n = ${n}`);
  for (const members of sizes) {
    const inputs = partnerMonths(members, months);
    const sessions = inputs.reduce((total, input) => total + input.sessions.length, 0);
    const history: FrozenMonth[] = [];
    const times: number[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const input of inputs) {
      const before = performance.now();
      history.push(await closeMonth(history, input, n));
      times.push((performance.now() - before) / 1000);
      if ((performance.now() - started) / 1000 > budget) break;
    }
    const total = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const figures = history.flatMap((record) => Object.values(record.figures));
    const shown = figures.filter((figure) => "value" in figure).length;
    const peak = process.resourceUsage().maxRSS / 1024;
    // The same partner decided the same way gives the same digest (to compare two versions).
    const digest = createHash("sha256")
      .update(JSON.stringify(history.map((record) => record.figures)))
      .digest("hex")
      .slice(0, 12);
    console.log(
      `${members} members, ${sessions} event sessions in ${inputs.length} months: ` +
        `first month ${times[0]?.toFixed(2)} s, slowest month ${Math.max(...times).toFixed(2)} s, ` +
        `${times.length} months ${total.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s)${times.length < inputs.length ? " (budget reached)" : ""}; ` +
        `${figures.length} figures, ${shown} shown (digest ${digest}); peak RSS ${peak.toFixed(0)} MB`,
    );
    console.log(`  per month (s): ${times.map((time) => time.toFixed(2)).join(" ")}`);
  }
}

if (process.argv[1]?.endsWith("report-audit.ts")) await main(process.argv.slice(2));
