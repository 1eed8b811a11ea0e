// `npx tsx bench/caldav.ts`: the time from a booking to its event in the coach's CalDAV calendar.
// A real Radicale on 127.0.0.1, the app's database (PGlite in memory, or PostgreSQL with
// BENCH_DATABASE_URL) and job queue; each booking commits, then its jobs run as the server runs
// them once a request is answered (`kickJobs`: the queues a request fills, at once), and the clock
// stops when Radicale serves the event. Prints median and p95 over 30 bookings.
import { createServer } from "vite";

// The app's modules read their catalogs through Vite (`import.meta.glob`): the run goes through it.
process.env.OUTBOUND_FETCH_ALLOW_LOOPBACK = "true";
process.env.AUTH_SECRET ??= "bench-caldav-secret-0123456789-abcdefghij";
process.env.LOG_LEVEL ??= "silent";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
try {
  const { main } = (await vite.ssrLoadModule("/bench/caldav-run.ts")) as typeof import("./caldav-run");
  await main();
} finally {
  await vite.close();
}
