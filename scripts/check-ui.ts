// `npm run check:ui`: every page of the product, as the role that may see it, at 1440 px and 390 px
// in Chromium, on the demo served from the production build. Counts the elements wider than the
// viewport, the raw translation keys shown as text, the console errors and the hydration warnings;
// names each with its page and exits 1 when any count is not 0. The pages are the authorization
// matrix's (tests/matrix/access-matrix.ts): every route with the ids of the demo data filled in.
import { writeFileSync } from "node:fs";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { fill, loadFixtures, matrix } from "../tests/matrix/access-matrix";
import { type Role, startServer } from "../tests/matrix/server";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { catalogKeys, rawKeysIn } from "./ui-check/catalog-keys";
import { readPage } from "./ui-check/page-probe";

const widths = [
  { name: "1440", viewport: { width: 1440, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** A console line that is a hydration mismatch (React's own text, or its production error codes). */
const hydration = /hydrat|did not match|Minified React error #(418|423|425)/i;

interface Finding {
  page: string;
  kind: "wide" | "key" | "console" | "hydration";
  detail: string;
}

/** The pages to visit: each GET of the matrix that the entry's own role is meant to see (200). */
function pages(fixtures: Parameters<typeof fill>[1]): { path: string; role: Role }[] {
  const seen = new Set<string>();
  const found: { path: string; role: Role }[] = [];
  for (const entry of matrix) {
    for (const probe of entry.get) {
      const role = (entry.as === "newcomer" ? undefined : entry.as) as Role | undefined;
      const chosen =
        role && probe.expect[role] === 200
          ? role
          : (Object.keys(probe.expect) as Role[]).find((r) => probe.expect[r] === 200);
      if (!chosen) continue;
      const path = fill(probe.path, fixtures);
      if (seen.has(`${chosen} ${path}`)) continue;
      seen.add(`${chosen} ${path}`);
      found.push({ path, role: chosen });
    }
  }
  return found;
}

async function main() {
  const started = Date.now();
  const server = await startServer();
  const keys = catalogKeys();
  const findings: Finding[] = [];
  let browser: Browser | undefined;
  let visited = 0;
  try {
    const fixtures = await loadFixtures(server.query);
    const list = pages(fixtures);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const width of widths) {
      const contexts = new Map<Role, BrowserContext>();
      const contextFor = async (role: Role) => {
        let context = contexts.get(role);
        if (!context) {
          const { name: _name, ...options } = width;
          context = await (browser as Browser).newContext({
            ...options,
            baseURL: server.origin,
            reducedMotion: "reduce",
          });
          // The probe is compiled by tsx, which names functions through a helper the page lacks.
          await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
          const cookie = server.cookies[role];
          if (cookie) {
            await context.addCookies(
              cookie.split("; ").map((pair) => {
                const at = pair.indexOf("=");
                return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.origin };
              }),
            );
          }
          contexts.set(role, context);
        }
        return context;
      };
      for (const { path, role } of list) {
        const label = `${path} (${role}, ${width.name} px)`;
        const page = await (await contextFor(role)).newPage();
        const messages: string[] = [];
        page.on("console", (message) => {
          // A resource that failed is named by its address below, not by the browser's line without it.
          if (message.type() === "error" && /^Failed to load resource/.test(message.text())) return;
          if (message.type() === "error" || (message.type() === "warning" && hydration.test(message.text()))) {
            messages.push(message.text());
          }
        });
        page.on("response", (answer) => {
          if (answer.status() >= 400 && answer.request().resourceType() !== "document") {
            messages.push(
              `${answer.status()} for ${answer.request().resourceType()} ${new URL(answer.url()).pathname}`,
            );
          }
        });
        page.on("pageerror", (error) => messages.push(error.message));
        // A download (a spreadsheet, a calendar file) is not a page: Chromium refuses to navigate.
        const response = await page.goto(path, { waitUntil: "load" }).catch((error: Error) => {
          if (!/Download is starting/.test(error.message)) throw error;
          return null;
        });
        const type = response?.headers()["content-type"] ?? "";
        if (!type.includes("text/html")) {
          await page.close();
          continue;
        }
        visited++;
        // Hydration and the first effects: what a person sees a moment after the page arrives.
        await page.waitForLoadState("networkidle").catch(() => {});
        const reading = await page.evaluate(readPage);
        for (const element of reading.wide) findings.push({ page: label, kind: "wide", detail: element });
        for (const key of rawKeysIn(reading.text, keys)) findings.push({ page: label, kind: "key", detail: key });
        for (const message of messages) {
          findings.push({
            page: label,
            kind: hydration.test(message) ? "hydration" : "console",
            detail: message.slice(0, 300),
          });
        }
        await page.close();
      }
      for (const context of contexts.values()) await context.close();
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  const count = (kind: Finding["kind"]) => findings.filter((finding) => finding.kind === kind).length;
  for (const finding of findings) console.log(`✗ ${finding.kind}: ${finding.page}: ${finding.detail}`);
  const summary = {
    pages: visited,
    seconds: Math.round((Date.now() - started) / 1000),
    wide: count("wide"),
    rawKeys: count("key"),
    consoleErrors: count("console"),
    hydrationWarnings: count("hydration"),
  };
  writeFileSync(".tmp/ui-check.json", `${JSON.stringify({ ...summary, findings }, null, 2)}\n`);
  console.log(
    `UI check: ${summary.pages} page views (1440 and 390 px) in ${summary.seconds} s: ${summary.wide} elements wider than the viewport, ${summary.rawKeys} raw translation keys, ${summary.consoleErrors} console errors, ${summary.hydrationWarnings} hydration warnings`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

await main();
