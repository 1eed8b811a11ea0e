// `npm run bench [path…]`: the cost of our own request path, as a ratio to React Router 8 as it
// comes. The production server on PostgreSQL with 200 coaches and a bare React Router page
// (bench/bare, built here) of the same size in bytes are loaded in the same run, each pinned to
// the first core, with the load generator (this process) on the second: requests per second and
// CPU time per request at 50 connections, and the p99 at an offered 100 requests/s three times in
// a row. Writes the figures to docs/performance.md. Needs PostgreSQL (BENCH_DATABASE_URL, default
// the local `test`) and, for pinning, `taskset`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { connect } from "../app/db/connection.server";
import { upsertCoaches } from "../app/db/seed/coaches";
import { demoCoaches } from "../app/db/seed/coaches-data";
import { admin } from "../tests/support/test-db";
import { writeSection } from "./report";
import { ensureBuild, waitFor } from "./server";

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

/** Throughput at 50 connections, with the server's CPU time per answered request. */
async function flatOut(url: string, pid: number, headers: Record<string, string> = {}) {
  const before = cpuMs(pid);
  const result = await load({ url, connections, duration, headers });
  const cpu = cpuMs(pid) - before;
  return { result, cpuPerRequest: cpu / Math.max(result.requests.total, 1) };
}

function start(script: string, port: number, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const command = pinnable ? "taskset" : process.execPath;
  const args = pinnable ? ["-c", "0", process.execPath, ...nodeArgs, script] : [...nodeArgs, script];
  return spawn(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
  });
}

type Measured = {
  path: string;
  htmlBytes: number;
  bareBytes: number;
  cards: number;
  app: Awaited<ReturnType<typeof flatOut>>;
  compressed: Awaited<ReturnType<typeof flatOut>>;
  bare: Awaited<ReturnType<typeof flatOut>>;
  steady: autocannon.Result[];
};

let app: ChildProcess | undefined;
let bare: ChildProcess | undefined;
await admin(serverUrl, `CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
try {
  // 200 coaches: the demo coaches again and again under new slugs, with their weekly hours.
  const connection = await connect({ kind: "postgres", url: url.toString(), max: 2 });
  await connection.migrate();
  const coaches = Array.from({ length: 200 }, (_, i) => {
    const base = demoCoaches[i % demoCoaches.length] as (typeof demoCoaches)[number];
    return { ...base, email: undefined, slug: `${base.slug}-${i}`, name: `${base.name} ${i}` };
  });
  await upsertCoaches(connection.db, coaches, new Date());
  await connection.close();

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
      DATABASE_URL: url.toString(),
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
    const steady: autocannon.Result[] = [];
    for (let run = 0; run < 3; run++)
      steady.push(await load({ url: target, connections: 10, duration, overallRate: 100 }));
    const appRun = await flatOut(target, appPid);
    const bareRun = await flatOut(bareTarget, barePid);
    // As a browser asks for it: the page compressed on the fly (brotli).
    const compressed = await flatOut(target, appPid, { "accept-encoding": "br, gzip" });
    measured.push({ path, htmlBytes, bareBytes, cards, app: appRun, bare: bareRun, compressed, steady });
    console.log(path, Math.round(appRun.result.requests.average), Math.round(bareRun.result.requests.average));
  }

  const ms = (value: number) => value.toFixed(2);
  const rps = (result: autocannon.Result) => Math.round(result.requests.average).toLocaleString("en");
  const errors = (result: autocannon.Result) => result.non2xx + result.errors;
  const sections = measured.map((m) => {
    const ratio = m.app.result.requests.average / Math.max(m.bare.result.requests.average, 1);
    // On a core of its own, throughput is the inverse of CPU per request; on a machine with other
    // work on it the CPU ratio is the steadier of the two.
    const cpuRatio = m.bare.cpuPerRequest / Math.max(m.app.cpuPerRequest, 0.001);
    return `### \`${m.path}\` (${m.htmlBytes.toLocaleString("en")} bytes of HTML)

| server, 50 connections | requests/s | CPU ms per request | p50 ms | p99 ms | non-2xx + errors |
|---|---|---|---|---|---|
| Vitaal | ${rps(m.app.result)} | ${ms(m.app.cpuPerRequest)} | ${m.app.result.latency.p50} | ${m.app.result.latency.p99} | ${errors(m.app.result)} |
| Vitaal, compressed (\`accept-encoding: br\`) | ${rps(m.compressed.result)} | ${ms(m.compressed.cpuPerRequest)} | ${m.compressed.result.latency.p50} | ${m.compressed.result.latency.p99} | ${errors(m.compressed.result)} |
| bare React Router page, ${m.cards} cards (${m.bareBytes.toLocaleString("en")} bytes) | ${rps(m.bare.result)} | ${ms(m.bare.cpuPerRequest)} | ${m.bare.result.latency.p50} | ${m.bare.result.latency.p99} | ${errors(m.bare.result)} |

Vitaal serves **${ratio.toFixed(2)}×** the bare page's requests per second, and spends
${(1 / cpuRatio).toFixed(2)}× its CPU per request (${cpuRatio.toFixed(2)}× in throughput terms; budget: at least 0.7×).
At an offered 100 requests/s, three runs in a row: p99 ${m.steady.map((run) => `${run.latency.p99} ms`).join(", ")}
(p50 ${m.steady.map((run) => `${run.latency.p50} ms`).join(", ")}; budget: p99 under 50 ms; ${m.steady.map(errors).reduce((a, b) => a + b, 0)} non-2xx + errors).`;
  });
  const [directory, profile] = measured;
  const relative =
    directory && profile
      ? `\nThe coach's page costs ${(profile.app.cpuPerRequest / Math.max(directory.app.cpuPerRequest, 0.001)).toFixed(2)}× the directory's CPU per request (budget: within 2×).\n`
      : "";
  const report = `## Our request path next to a bare React Router page

Command: \`npm run bench\` (\`bench/page.ts\`; paths as arguments, default \`/nl/coaches\` and a
coach's page). It makes a PostgreSQL database with 200 published coaches (the demo coaches repeated,
with their weekly hours), starts the production server on it (\`NODE_ENV=production node server.js\`,
one process) and a bare React Router 8 page (\`bench/bare\`: Express and React Router's request
handler, a loader and a list of cards, built by the bench) as large in bytes as each page measured.
Both servers run on the first core (\`taskset -c 0\`), autocannon on the second; after a 2 s warm-up
of each, the page is loaded at an offered 100 requests/s three times, then each server with
${connections} connections for ${duration} s. CPU per request is the server process's user and system time
(from \`/proc\`) over the requests it answered. Without \`accept-encoding\` unless the row says so.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}.

${sections.join("\n\n")}
${relative}`;
  writeSection("page", report);
  console.log(report);
} finally {
  app?.kill("SIGTERM");
  bare?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
