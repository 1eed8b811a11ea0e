// `npm run bench:directory`: the coaches directory with 200 coaches in PostgreSQL, one server
// process: throughput at 50 connections, and latency at an offered 100 requests/s. Writes the
// figures to docs/performance.md. Needs PostgreSQL (BENCH_DATABASE_URL, default the local `test`).
import type { ChildProcess } from "node:child_process";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { admin } from "../tests/support/test-db";
import { openLoop } from "./open-loop";
import { writeSection } from "./report";
import { coachesDatabase, ensureBuild, startServer, stopServers, waitFor } from "./server";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `vitaal_bench_${Date.now()}`;
const port = 3996;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const path = "/nl/coaches";

const load = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

let app: ChildProcess | undefined;
try {
  const databaseUrl = await coachesDatabase(serverUrl, name);

  ensureBuild();
  app = startServer(port, {
    // Production, not the demo: only the 200 coaches. It needs an https origin and a mail
    // server to start; nothing is mailed, and the pages are fetched over plain http.
    DATABASE_URL: databaseUrl,
    DEMO_MODE: "false",
    AUTH_SECRET: "a-benchmark-secret-that-is-long-enough-123",
    PUBLIC_ORIGIN: "https://vitaal.example",
    SMTP_URL: "smtp://127.0.0.1:2525",
  });
  const target = `http://127.0.0.1:${port}${path}`;
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  const html = await (await fetch(target)).text();
  if (!html.includes("200 coaches gevonden")) throw new Error("the directory does not list the 200 coaches");
  await load({ url: target, connections: 10, duration: 2 });
  // Latency at a steady load first, then throughput: right after running flat out the heap is full
  // of garbage whose collection would be measured as the steady load's tail.
  const steady = await openLoop(target, 100, duration);
  const full = await load({ url: target, connections: 50, duration });
  const report = `## Coaches directory with 200 coaches

Command: \`npm run bench:directory\` (\`bench/directory.ts\`). It makes a PostgreSQL 15 database with
200 published coaches (the demo coaches repeated, with their weekly hours), starts the production
server on it (one process), warms up for 2 s, then loads \`${path}\` (first page: 12 coaches, each
with its next free slot) for ${duration} s: first at a steady offered 100 requests/s (\`bench/open-loop.ts\`,
a request every 10 ms, latency counted from when it was due), then with 50 connections as fast
as it answers (autocannon).

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}.

| load | requests/s (avg) | p50 ms | p99 ms | non-2xx + errors |
|---|---|---|---|---|
| 50 connections | ${Math.round(full.requests.average)} | ${full.latency.p50} | ${full.latency.p99} | ${full.non2xx + full.errors} |
| offered 100 requests/s | ${Math.round(steady.answered / duration)} | ${steady.p50} | ${steady.p99} | ${steady.errors + steady.sent - steady.answered} |

Budgets: at least 300 requests/s at 50 connections; p99 under 50 ms at 100 requests/s.
`;
  writeSection("directory", report);
  console.log(report);
} finally {
  await stopServers([app], 1000);
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
