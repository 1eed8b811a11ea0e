// `npm run bench [path]`: throughput and latency of a server-rendered page next to the same HTML
// served as a static file from this machine, plus the JavaScript the page loads first. Writes the
// figures to docs/performance.md.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { writeSection } from "./report";
import { ensureBuild, waitFor } from "./server";

const path = process.argv[2] ?? "/nl";
const appPort = 3998;
const staticPort = 3997;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function measure(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Every script the page loads until the network is idle, as Chromium fetches it (modulepreloads,
 * the route's chunks and the page language's catalogs), gzipped at level 9.
 */
async function firstLoadJavaScript(url: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on("response", async (response) => {
      if (response.url().endsWith(".js") && response.ok()) scripts.set(response.url(), await response.body());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    let gzipBytes = 0;
    for (const body of scripts.values()) gzipBytes += gzipSync(body, { level: 9 }).length;
    return { files: scripts.size, gzipBytes };
  } finally {
    await browser.close();
  }
}

const row = (name: string, result: autocannon.Result) =>
  `| ${name} | ${Math.round(result.requests.average).toLocaleString("en")} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${(result.throughput.average / 1024 / 1024).toFixed(1)} | ${result.non2xx + result.errors} |`;

let app: ChildProcess | undefined;
const staticServer = createServer();
const dataDir = mkdtempSync(join(tmpdir(), "vitaal-bench-"));
try {
  ensureBuild();
  app = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // The demo, as `npm start` serves it.
      DEMO_MODE: "true",
      PORT: String(appPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
  });
  const appBase = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appBase}/readyz`);
  const html = await (await fetch(`${appBase}${path}`)).text();
  const javascript = await firstLoadJavaScript(`${appBase}${path}`);

  staticServer.on("request", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => staticServer.listen(staticPort, "127.0.0.1", resolve));

  // Warm-up: JIT, caches and the database's first queries.
  await new Promise<void>((resolve, reject) => {
    autocannon({ url: `${appBase}${path}`, connections: 10, duration: 2 }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  const page = await measure(`${appBase}${path}`);
  const file = await measure(`http://127.0.0.1:${staticPort}/`);

  const ratio = file.requests.average / Math.max(page.requests.average, 1);
  const today = new Date().toISOString().slice(0, 10);
  const report = `## Page throughput next to a static file

Command: \`npm run bench -- ${path}\` (\`bench/page.ts\`). It starts the production server
(\`NODE_ENV=production node server.js\`, embedded database, one process) and, on the same machine, a
minimal Node HTTP server that returns the same HTML from memory; then autocannon loads each for
${duration} s with ${connections} connections after a 2 s warm-up.

Measured ${today} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}.
Page: \`${path}\` (${Buffer.byteLength(html).toLocaleString("en")} bytes of HTML).

| server | requests/s (avg) | p50 ms | p97.5 ms | p99 ms | MB/s | non-2xx + errors |
|---|---|---|---|---|---|---|
${row(`Vitaal \`${path}\` (server-rendered)`, page)}
${row("same HTML as a static file", file)}

The static file is served ${ratio.toFixed(1)}× faster: that is the cost of rendering the page with
React on every request, which the server does on one core here (the load generator takes the other).

## JavaScript on first load

Chromium loads ${javascript.files} JavaScript files for \`${path}\` until the network is idle,
${(javascript.gzipBytes / 1024).toFixed(1)} KB gzipped (budget: 140 KB for a public page). That includes the message
catalogs of the page's language; error reporting's SDK is loaded only when a DSN is configured
and is not counted here.
`;
  writeSection("page", report);
  console.log(report);
} finally {
  app?.kill("SIGTERM");
  staticServer.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
