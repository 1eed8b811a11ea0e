// `npx tsx bench/call-turn.ts` (`--write` puts the section in docs/performance.md): time from the
// second person's join to "connected" when both browsers may use only relay candidates of a coturn
// on loopback (ICE_TRANSPORT_POLICY=relay, credentials from TURN_SECRET), over 20 calls between
// the demo member and the demo coach. Each call's selected candidate pair is checked to be relay.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { type Coturn, freePort, startCoturn } from "../tests/support/coturn";
import { writeSection } from "./report";
import { ensureBuild, startServer, stopServers, waitFor } from "./server";

const runs = Number(process.env.BENCH_RUNS ?? 20);

async function loggedIn(browser: Browser, base: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, permissions: ["camera", "microphone"] });
  // Every RTCPeerConnection of the page, to read the pair in use. (Strings: tsx would add helpers
  // the page does not have to functions.)
  await context.addInitScript(`{
    const Original = window.RTCPeerConnection;
    const made = [];
    window.peerConnections = made;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration) {
        super(configuration);
        made.push(this);
      }
    };
  }`);
  const page = await context.newPage();
  await page.goto("/en/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("demo-password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((url) => !url.pathname.includes("login"));
  return page;
}

/** The candidate types of the pair the connected call uses, "local/remote". */
const pairTypes = (page: Page) =>
  page.evaluate(`(async () => {
    const pc = window.peerConnections.filter((candidate) => candidate.connectionState === "connected").at(-1);
    const reports = pc ? [...(await pc.getStats()).values()] : [];
    const transport = reports.find((report) => report.type === "transport" && report.selectedCandidatePairId);
    const pair = reports.find((report) => report.id === transport?.selectedCandidatePairId);
    const local = reports.find((report) => report.id === pair?.localCandidateId)?.candidateType;
    const remote = reports.find((report) => report.id === pair?.remoteCandidateId)?.candidateType;
    return local + "/" + remote;
  })()`) as Promise<string>;

let app: ChildProcess | undefined;
let coturn: Coturn | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "vitaal-bench-call-turn-"));
try {
  ensureBuild();
  coturn = await startCoturn();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  app = startServer(port, {
    DEMO_MODE: "true",
    DATA_DIR: dataDir,
    DEMO_IDP: "off",
    STUN_URLS: "",
    TURN_URLS: coturn.urls,
    TURN_SECRET: coturn.secret,
    ICE_TRANSPORT_POLICY: "relay",
  });
  await waitFor(`${base}/readyz`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const member = await loggedIn(browser, base, "member@example.com");
  const coach = await loggedIn(browser, base, "coach@example.com");
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
    const types = [await pairTypes(member), await pairTypes(coach)];
    if (types.some((pair) => pair !== "relay/relay"))
      throw new Error(`call ${run + 1} did not use the relay: ${types}`);
    await coach.goto("/coach");
    await member.goto("/en/dashboard");
  }
  await browser.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const report = `## Time to a connected call through TURN

Command: \`npx tsx bench/call-turn.ts\` (\`bench/call-turn.ts\`). As "Time to a connected call", but
both browsers may use only relay candidates (\`ICE_TRANSPORT_POLICY=relay\`) of Debian's coturn on
loopback, UDP and TCP, with credentials made from \`TURN_SECRET\`: the demo member waits in the call,
the demo coach clicks "join", and the time until both pages say "connected" is taken (signalling,
TURN allocation with its authentication round trip, ICE over the relays, DTLS). Every call's
selected candidate pair is relay on both sides; ${runs} calls.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}:
median ${at(0.5)} ms, p95 ${at(0.95)} ms, fastest ${Math.round(times[0] ?? 0)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms.
`;
  if (process.argv.includes("--write")) writeSection("call-turn", report);
  console.log(report);
} finally {
  await stopServers([app], 500);
  await coturn?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
}
