// Firefox in `npm test`: Debian's Firefox ESR (WebDriver BiDi, puppeteer-core) calls Chromium
// (Playwright) on the production build, and opens the member's pages in both languages. It
// builds nothing: run `react-router build` first. Results: .tmp/firefox-results.json.

import { type Firefox, launchChromium, launchFirefox } from "./browsers";
import { callBetween, MEMBER, Sessions } from "./call";
import { check, Runner } from "./harness";
import { checkMemberPage, createGoal, memberPages } from "./member-pages";
import { firefoxTab, type Lng, logInFirefox } from "./pages";
import { type Server, startServer } from "./server";

const report = ".tmp/firefox-results.json";
const runner = new Runner();
const started = Date.now();
let server: Server | undefined;
let firefox: Firefox | undefined;
let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;

async function main() {
  console.log("Firefox: a call with Chromium, and the member pages");
  const ready = await runner.test(
    "the server and both browsers start",
    async () => {
      // Each is kept as soon as it runs, so that the end stops it even when another failed to start.
      const launched = await Promise.allSettled([
        startServer().then((value) => {
          server = value;
        }),
        launchFirefox().then((value) => {
          firefox = value;
        }),
        launchChromium().then((value) => {
          chromium = value;
        }),
      ]);
      for (const outcome of launched) if (outcome.status === "rejected") throw outcome.reason;
      check(server && firefox && chromium, "not everything started");
      console.log(`    ${await firefox.browser.version()}, Chromium ${chromium.version()}, ${server.origin}`);
    },
    150_000,
  );
  if (!ready || !server || !firefox || !chromium) return;
  const origin = server.origin;

  // The member's own Firefox window for her pages, kept across them (a phone-sized viewport).
  const context = await firefox.browser.createBrowserContext();
  const { page, problems } = await firefoxTab(context, "Firefox member");
  await page.setViewport({ width: 390, height: 844 });
  let appointmentId = "";
  let loggedIn = false;
  await runner.test("Firefox: the demo member logs in and finds her open call", async () => {
    await logInFirefox(page, origin, "nl", MEMBER);
    loggedIn = true;
    await page.goto(`${origin}/nl/dashboard`);
    const href = await page.evaluate(`document.querySelector('a[href*="/call/"]')?.getAttribute("href") ?? ""`);
    appointmentId = /\/call\/([0-9a-f-]{36})$/.exec(String(href))?.[1] ?? "";
    check(appointmentId, `the dashboard links to no call (found "${href}")`);
    problems.assertNone();
  });

  const sessions = new Sessions(origin, firefox.browser, chromium, context);
  const calls: [string, "firefox" | "chromium", Lng][] = [
    ["call (nl): the member in Firefox, the coach in Chromium", "firefox", "nl"],
    ["call (en): the member in Firefox, the coach in Chromium", "firefox", "en"],
    ["call (en): the coach in Firefox, the member in Chromium", "chromium", "en"],
  ];
  for (const [name, memberIn, lng] of calls) {
    if (!appointmentId) {
      runner.skipBecause(name, "no open call found");
      continue;
    }
    await runner.test(name, () => callBetween(sessions, appointmentId, memberIn, lng), 90_000);
  }

  for (const lng of ["nl", "en"] as const) {
    for (const target of memberPages(lng, appointmentId)) {
      const name = `member page (${lng}): ${target.path}`;
      if (!loggedIn) runner.skipBecause(name, "the member could not log in");
      else await runner.test(name, () => checkMemberPage(page, problems, origin, lng, target));
    }
    const name = `form (${lng}): the member sets a goal`;
    if (!loggedIn) runner.skipBecause(name, "the member could not log in");
    else await runner.test(name, () => createGoal(page, problems, origin, lng));
  }
  await context.close();
}

try {
  await main();
} catch (error) {
  // Whatever broke outside a test is a failure of its own.
  runner.results.push({
    name: "the Firefox run",
    status: "failed",
    durationMs: Date.now() - started,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  console.log(`  ✗ the Firefox run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await firefox?.close();
  await chromium?.close().catch(() => undefined);
  await server?.stop();
}
runner.write(report);
console.log(
  `Firefox: ${runner.passed} passed, ${runner.failed} failed in ${Math.round((Date.now() - started) / 1000)} s (${report})`,
);
process.exit(runner.failed === 0 && runner.passed > 0 ? 0 : 1);
