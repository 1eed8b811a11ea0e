// `npm run bench [path…]`: the cost of our own request path, as a ratio to React Router 8 as it
// comes. The production server on PostgreSQL with 200 coaches and a bare React Router page
// (bench/bare, built here) of the same size in bytes are loaded in the same run, each pinned to
// the first core, with the load generator (this process) on the second: requests per second and
// CPU time per request at 50 connections, in rounds that take turns (app, bare page, next path…)
// so that a slower minute of a shared machine weighs on both sides of a ratio; and the p99 at a
// steady offered 100 requests/s (bench/open-loop.ts), three times in a row. Writes the figures to
// docs/performance.md. Needs PostgreSQL (BENCH_DATABASE_URL, default the local `test`) and, for
// pinning, `taskset`.
import { type ChildProcess, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { demoCoaches } from "../app/seed/coaches-data";
import { admin } from "../tests/support/test-db";
import { type OpenLoopResult, openLoop } from "./open-loop";
import { writeSection } from "./report";
import { coachesDatabase, ensureBuild, startServer, stopServers, waitFor } from "./server";

const pinnable = cpus().length >= 2 && spawnSync("taskset", ["-V"]).status === 0;
// The load generator on the second core: this process runs again under taskset.
if (pinnable && !process.env.BENCH_PINNED) {
  const again = spawnSync("taskset", ["-c", "1", process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_PINNED: "1" },
  });
  process.exit(again.status ?? 1);
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `vitaal_bench_page_${Date.now()}`;
const appPort = 3998;
const barePort = 3997;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const connections = 50;
const coachSlug = `${demoCoaches[0]?.slug}-0`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/nl/coaches", `/nl/coaches/${coachSlug}`];

const load = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** User and system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Requests answered and the server's CPU time over several runs of 50 connections. */
interface FlatOut {
  requests: number;
  seconds: number;
  cpuMs: number;
  p50: number[];
  p99: number[];
  errors: number;
}

const emptyRun = (): FlatOut => ({ requests: 0, seconds: 0, cpuMs: 0, p50: [], p99: [], errors: 0 });

/** One run at 50 connections, added to `into`. */
async function flatOut(into: FlatOut, url: string, pid: number, seconds: number, headers: Record<string, string> = {}) {
  const before = cpuMs(pid);
  const result = await load({ url, connections, duration: seconds, headers });
  into.cpuMs += cpuMs(pid) - before;
  into.requests += result.requests.total;
  into.seconds += seconds;
  into.p50.push(result.latency.p50);
  into.p99.push(result.latency.p99);
  into.errors += result.non2xx + result.errors;
}

const perSecond = (run: FlatOut) => run.requests / Math.max(run.seconds, 1);
const cpuPerRequest = (run: FlatOut) => run.cpuMs / Math.max(run.requests, 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A server on the first core, where it can be pinned (the load generator is on the second). */
const start = (script: string, port: number, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess =>
  startServer(port, env, { script, nodeArgs, pin: pinnable });

type Measured = {
  path: string;
  target: string;
  bareTarget: string;
  htmlBytes: number;
  bareBytes: number;
  cards: number;
  app: FlatOut;
  compressed: FlatOut;
  bare: FlatOut;
  steady: OpenLoopResult[];
};

let app: ChildProcess | undefined;
let bare: ChildProcess | undefined;
try {
  const databaseUrl = await coachesDatabase(serverUrl, name);

  ensureBuild();
  if (spawnSync("npx", ["react-router", "build", "bench/bare"], { stdio: "ignore" }).status !== 0) {
    throw new Error("the bare page did not build");
  }
  app = start(
    "server.js",
    appPort,
    {
      // Production, not the demo: only the 200 coaches. It needs an https origin and a mail server
      // to start; nothing is mailed, and the pages are fetched over plain http.
      DATABASE_URL: databaseUrl,
      DEMO_MODE: "false",
      AUTH_SECRET: "a-benchmark-secret-that-is-long-enough-123",
      PUBLIC_ORIGIN: "https://vitaal.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
      // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/profile": a CPU profile of the server under this load.
    },
    process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean),
  );
  bare = start("bench/bare/server.js", barePort, {});
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitFor(`${appBase}/readyz`);
  await waitFor(`${bareBase}/`);
  const appPid = app.pid as number;
  const barePid = bare.pid as number;

  const size = async (target: string) => Buffer.byteLength(await (await fetch(target)).text());
  const bareEmpty = await size(`${bareBase}/?cards=0`);
  const barePerCard = ((await size(`${bareBase}/?cards=100`)) - bareEmpty) / 100;

  const measured: Measured[] = [];
  for (const path of paths) {
    const target = `${appBase}${path}`;
    const response = await fetch(target);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const htmlBytes = Buffer.byteLength(await response.text());
    const cards = Math.max(0, Math.round((htmlBytes - bareEmpty) / barePerCard));
    const bareTarget = `${bareBase}/?cards=${cards}`;
    const bareBytes = await size(bareTarget);
    // Warm-up: JIT, caches and the database's first queries.
    await load({ url: target, connections: 10, duration: 2 });
    await load({ url: bareTarget, connections: 10, duration: 2 });
    // Latency at a steady load first, three times: right after running flat out the heap is full
    // of garbage whose collection would be measured as the steady load's tail.
    const steady: OpenLoopResult[] = [];
    for (let run = 0; run < 3; run++) steady.push(await openLoop(target, 100, duration));
    measured.push({
      path,
      target,
      bareTarget,
      htmlBytes,
      bareBytes,
      cards,
      app: emptyRun(),
      bare: emptyRun(),
      compressed: emptyRun(),
      steady,
    });
  }
  // Flat out, in rounds that take turns: every path on both servers, then again.
  const slice = Math.max(2, Math.round(duration / 2));
  for (let round = 0; round < rounds; round++) {
    for (const m of measured) {
      await flatOut(m.app, m.target, appPid, slice);
      await flatOut(m.bare, m.bareTarget, barePid, slice);
      // As a browser asks for it: the page compressed on the fly (brotli).
      await flatOut(m.compressed, m.target, appPid, slice, { "accept-encoding": "br, gzip" });
    }
  }
  for (const m of measured) console.log(m.path, Math.round(perSecond(m.app)), Math.round(perSecond(m.bare)));

  const ms = (value: number) => value.toFixed(2);
  const rps = (run: FlatOut) => Math.round(perSecond(run)).toLocaleString("en");
  const row = (label: string, run: FlatOut) =>
    `| ${label} | ${rps(run)} | ${ms(cpuPerRequest(run))} | ${median(run.p50)} | ${median(run.p99)} | ${run.errors} |`;
  // The budgets are the directory's (the first path); the coach's page is held to 2× the directory.
  const sections = measured.map((m, index) => {
    const budget = (text: string) => (index === 0 ? `budget: ${text}` : "the budget is the directory's");
    const ratio = perSecond(m.app) / Math.max(perSecond(m.bare), 1);
    // On a core of its own, throughput is the inverse of CPU per request; on a machine with other
    // work on it the CPU ratio is the steadier of the two.
    const cpuRatio = cpuPerRequest(m.bare) / Math.max(cpuPerRequest(m.app), 0.001);
    const steadyErrors = m.steady.reduce((sum, run) => sum + run.errors + (run.sent - run.answered), 0);
    return `### \`${m.path}\` (${m.htmlBytes.toLocaleString("en")} bytes of HTML)

| server, 50 connections | requests/s | CPU ms per request | p50 ms (median of rounds) | p99 ms (median of rounds) | non-2xx + errors |
|---|---|---|---|---|---|
${row("Vitaal", m.app)}
${row("Vitaal, compressed (`accept-encoding: br`)", m.compressed)}
${row(`bare React Router page, ${m.cards} cards (${m.bareBytes.toLocaleString("en")} bytes)`, m.bare)}

Vitaal serves **${ratio.toFixed(2)}×** the bare page's requests per second, and spends
${(1 / cpuRatio).toFixed(2)}× its CPU per request (**${cpuRatio.toFixed(2)}×** in throughput terms; ${budget("at least 0.7×")}).
At a steady offered 100 requests/s, three runs in a row: p99 ${m.steady.map((run) => `${run.p99} ms`).join(", ")}
(p50 ${m.steady.map((run) => `${run.p50} ms`).join(", ")}, slowest ${m.steady.map((run) => `${run.max} ms`).join(", ")};
${budget("p99 under 50 ms")}; ${steadyErrors} non-2xx + errors).`;
  });
  const [directory, profile] = measured;
  const relative =
    directory && profile
      ? `\nThe coach's page costs **${(cpuPerRequest(profile.app) / Math.max(cpuPerRequest(directory.app), 0.001)).toFixed(2)}×** the directory's CPU per request (budget: within 2×).\n`
      : "";
  const report = `## Our request path next to a bare React Router page

Command: \`npm run bench\` (\`bench/page.ts\`; paths as arguments, default \`/nl/coaches\` and a
coach's page). It makes a PostgreSQL database with 200 published coaches (the demo coaches repeated,
with their weekly hours), starts the production server on it (\`NODE_ENV=production node server.js\`,
one process) and a bare React Router 8 page (\`bench/bare\`: Express and React Router's request
handler, a loader and a list of cards, built by the bench) as large in bytes as each page measured.
Both servers run on the first core (\`taskset -c 0\`), the load generator on the second. After a 2 s
warm-up of each, every page gets a steady offered load of 100 requests/s for ${duration} s, three times
(\`bench/open-loop.ts\`: requests sent every 10 ms whether or not earlier ones were answered, latency
counted from when each was due; autocannon's \`overallRate\` sends each second's requests in a burst at
its start, which measures a queue). Then ${rounds} rounds, each running every page on our server, on the
bare page and compressed for ${slice} s with ${connections} connections (autocannon), in turns, so a slower
minute of a shared machine weighs on both sides of a ratio. CPU per request is the server process's
user and system time (from \`/proc\`) over the requests it answered, summed over the rounds. Without
\`accept-encoding\` unless the row says so.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}.

${sections.join("\n\n")}
${relative}`;
  writeSection("page", report);
  console.log(report);
} finally {
  await stopServers([app, bare], 1000);
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
