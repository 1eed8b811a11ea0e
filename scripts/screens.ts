// `npm run screens`: screenshots of three places of the product, each at 1440 px and 390 px, as PNGs
// in docs/screens/ (what each shows: docs/screens/README.md). The demo is served from the production
// build on a fresh database, as the UI check serves it (scripts/check-ui.ts), in Chromium with a fake
// camera and microphone. Each image is one viewport, not the whole page.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { type Person, startServer, type TestServer } from "../tests/matrix/server";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";

const out = "docs/screens";

const widths = [
  { name: "1440", viewport: { width: 1440, height: 900 } },
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;
type Width = (typeof widths)[number];

/** A page in a browser context of its own, logged in as `person`. */
async function pageAs(browser: Browser, server: TestServer, person: Person, width: Width): Promise<Page> {
  const { name: _name, ...options } = width;
  const context = await browser.newContext({
    ...options,
    baseURL: server.origin,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    reducedMotion: "reduce",
    permissions: ["camera", "microphone"],
  });
  await context.addCookies(
    server.cookies[person].split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.origin };
    }),
  );
  return context.newPage();
}

async function settled(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

/** Scrolls so that `selector`'s top stands a little below the top of the window. */
async function scrollTo(page: Page, selector: string) {
  await page.locator(selector).first().waitFor();
  await page.evaluate((css) => {
    const element = document.querySelector(css) as HTMLElement;
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96);
  }, selector);
}

const shots: { name: string; person: Person; take(page: Page, width: Width): Promise<void> }[] = [
  {
    // A member on a coach's page: the strip of days and, beside or under it, the booking summary.
    name: "booking-strip",
    person: "memberA",
    async take(page) {
      await page.goto("/nl/coaches/daan-bakker");
      await settled(page);
      await scrollTo(page, 'section[aria-labelledby="book-heading"]');
    },
  },
  {
    // The demo's open call between the member and their coach, joined: on a phone it fills the screen.
    name: "call",
    person: "memberA",
    async take(page) {
      await page.goto("/nl/dashboard");
      const href = await page.locator('a[href*="/call/"]').first().getAttribute("href");
      const id = /call\/([0-9a-f-]{36})/.exec(href ?? "")?.[1];
      if (!id) throw new Error("the member's dashboard links to no call");
      await page.goto(`/nl/call/${id}`);
      const join = page.getByRole("button", { name: "Nu meedoen" });
      await join.and(page.locator(":enabled")).waitFor();
      await join.click();
      await page.getByRole("button", { name: "Microfoon uit", exact: true }).waitFor();
      await settled(page);
    },
  },
  {
    // The back office's navigation: the sidebar on a wide screen, the opened menu on a phone.
    name: "admin-sidebar",
    person: "admin",
    async take(page, width) {
      await page.goto("/admin");
      await settled(page);
      if (width.name === "390") {
        await page.locator("header button[aria-controls]").first().click();
        await page.locator("header nav[id]").waitFor();
      }
    },
  },
];

async function main() {
  const started = Date.now();
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const shot of shots) {
      for (const width of widths) {
        const page = await pageAs(browser, server, shot.person, width);
        await shot.take(page, width);
        const file = join(out, `${shot.name}-${width.name}.png`);
        await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
        console.log(`✓ ${file}`);
        await page.context().close();
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.log(
    `Screens: ${shots.length * widths.length} images in ${out}/ in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(0);
}

await main();
