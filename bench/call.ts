// `npm run bench:call`: time from the second person's join to "connected" on loopback, over 20
// calls between the demo member and the demo coach. Writes the figures to docs/performance.md.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { writeSection } from "./report";
import { ensureBuild, startServer, stopServers, waitFor } from "./server";

const port = 3995;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 20);

async function loggedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, permissions: ["camera", "microphone"] });
  const page = await context.newPage();
  await page.goto("/en/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("demo-password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((url) => !url.pathname.includes("login"));
  return page;
}

let app: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "vitaal-bench-call-"));
try {
  ensureBuild();
  app = startServer(port, {
    // The demo's member and coach, and their call.
    DEMO_MODE: "true",
    DATA_DIR: dataDir,
    DEMO_IDP: "off",
  });
  await waitFor(`${base}/readyz`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const member = await loggedIn(browser, "member@example.com");
  const coach = await loggedIn(browser, "coach@example.com");
  await member.goto("/en/dashboard");
  const href = (await member.getByRole("link", { name: "Join the video call" }).getAttribute("href")) as string;
  const id = href.split("/").at(-1) as string;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await member.goto(href);
    await member.getByRole("button", { name: "Join now" }).click();
    await member.getByText("Waiting for Daan Bakker").waitFor();
    await coach.goto(`/coach/appointments/${id}/call`);
    const join = coach.getByRole("button", { name: "Nu meedoen" });
    await join.waitFor();
    const started = performance.now();
    await join.click();
    await Promise.all([
      member.getByText(/Daan Bakker · connected/).waitFor({ timeout: 30_000 }),
      coach
        .getByText(/verbonden/)
        .first()
        .waitFor({ timeout: 30_000 }),
    ]);
    times.push(performance.now() - started);
    await coach.goto("/coach");
    await member.goto("/en/dashboard");
  }
  await browser.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const report = `## Time to a connected call

Command: \`npm run bench:call\` (\`bench/call.ts\`). The production server on the embedded database
and Chromium with fake camera and microphone, on this machine's loopback: the demo member waits in
the call, the demo coach clicks "join", and the time until both pages say "connected" is taken
(signalling over the WebSocket, ICE, DTLS); ${runs} calls.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}:
median ${at(0.5)} ms, p95 ${at(0.95)} ms, fastest ${Math.round(times[0] ?? 0)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms.
`;
  writeSection("call", report);
  console.log(report);
} finally {
  await stopServers([app], 500);
  rmSync(dataDir, { recursive: true, force: true });
}
