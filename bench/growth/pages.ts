// The pages measured, who asks for them, and how: one client, one request at a time.
import { randomUUID } from "node:crypto";

export interface Page {
  label: string;
  /** The path asked for (or posted to). */
  path: string;
  /** Whose session cookie goes with it (a user id); none: a visitor. */
  as?: string;
  /** Held to the partner report's budget (2 s) instead of the pages' (150 ms median, 300 ms p95). */
  report?: boolean;
  /** A booking: posts the form with the next free time instead of a GET. */
  booking?: boolean;
}

export interface Timing {
  label: string;
  path: string;
  cold: number;
  samples: number[];
  median: number;
  p95: number;
  bytes: number;
  failures: number;
  /** When its requests began and ended (epoch ms), to find its statements in the server's log. */
  from: number;
  to: number;
}

export interface People {
  member: string;
  admin: string;
  partner: string;
  coach: string;
  coachSlug: string;
  bookingSlug: string;
  reportYear: string;
}

export function pagesFor(people: People): Page[] {
  return [
    { label: "directory, available within 7 days", path: "/nl/coaches?soon=1" },
    { label: "directory", path: "/nl/coaches" },
    { label: "a coach's page", path: `/nl/coaches/${people.coachSlug}`, as: people.member },
    { label: "member dashboard", path: "/nl/dashboard", as: people.member },
    { label: "events", path: "/nl/events", as: people.member },
    { label: "back office overview", path: "/admin", as: people.admin },
    { label: "audit log", path: "/admin/audit", as: people.admin },
    { label: "jobs", path: "/admin/jobs", as: people.admin },
    { label: "people search", path: "/admin/users?q=Vries", as: people.admin },
    { label: "coach's agenda", path: "/coach", as: people.coach },
    { label: "coach's appointments", path: "/coach/appointments", as: people.coach },
    {
      label: "partner report (year)",
      path: `/partner/report?period=${people.reportYear}`,
      as: people.partner,
      report: true,
    },
    {
      label: "partner report CSV",
      path: `/partner/report.csv?period=${people.reportYear}`,
      as: people.partner,
      report: true,
    },
    { label: "booking (POST)", path: `/nl/coaches/${people.bookingSlug}`, booking: true },
  ];
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** One request: its time in ms, its size, and whether it answered as it should. */
async function request(url: string, init: RequestInit, booking: boolean) {
  const started = performance.now();
  const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(180_000) });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  // A booking that worked goes to its appointment; a page answers 200 (a redirect to the login
  // would mean the session was not taken).
  const location = response.headers.get("location") ?? "";
  const ok = booking ? response.status >= 300 && response.status < 400 && location.includes("booked=1") : response.ok;
  if (!ok && response.status !== 503) console.warn(`  ${init.method ?? "GET"} ${url}: ${response.status} ${location}`);
  return { ms, bytes: body.byteLength, ok, status: response.status };
}

export interface Booking {
  /** The next booker's cookie and a free start time, found before the request is timed. */
  next(): Promise<{ cookie: string; start: Date }>;
}

/**
 * Measures a page: the first request (cold: the server has just started and not served it yet),
 * then `warm` more in a row. Slow pages (over 3 s cold) get five warm requests.
 */
export async function measurePage(
  base: string,
  page: Page,
  cookies: Map<string, string>,
  booking: Booking,
  warm: number,
): Promise<Timing> {
  const from = Date.now();
  const once = async () => {
    if (page.booking) {
      const { cookie, start } = await booking.next();
      const form = new URLSearchParams({
        kind: "intake",
        start: start.toISOString(),
        topic: "",
        idempotencyKey: randomUUID(),
        reschedule: "",
        repeat: "",
      });
      return request(`${base}${page.path}`, { method: "POST", body: form, headers: { cookie } }, true);
    }
    const cookie = page.as ? cookies.get(page.as) : undefined;
    return request(`${base}${page.path}`, { headers: cookie ? { cookie } : {} }, false);
  };
  let first = await once();
  // The partner report answers "being prepared" (503) while the job queue decides months not
  // stored yet: cold is then the time until the whole report is there.
  while (page.report && first.status === 503 && Date.now() - from < 5 * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const again = await once();
    first = { ...again, ms: Date.now() - from };
  }
  let failures = first.ok ? 0 : 1;
  const samples: number[] = [];
  let bytes = first.bytes;
  const count = first.ms > 3000 ? 5 : warm;
  for (let i = 0; i < count; i++) {
    const result = await once();
    samples.push(result.ms);
    bytes = result.bytes;
    if (!result.ok) failures++;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    label: page.label,
    path: page.path,
    cold: first.ms,
    samples,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    bytes,
    failures,
    from,
    to: Date.now(),
  };
}

/**
 * /healthz, asked every 50 ms, while `heavy` asks for the heaviest page again and again for at
 * least `seconds` (one client each): its latencies, sorted.
 */
export async function healthWhileBusy(base: string, heavy: () => Promise<unknown>, seconds: number) {
  let busy = true;
  const latencies: number[] = [];
  const poller = (async () => {
    while (busy) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
      } catch {}
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const until = Date.now() + seconds * 1000;
  let served = 0;
  do {
    await heavy();
    served++;
  } while (Date.now() < until);
  busy = false;
  await poller;
  return { latencies: latencies.sort((a, b) => a - b), served };
}
