import type {
  Browser as ChromiumBrowser,
  BrowserContext as ChromiumContext,
  Page as ChromiumPage,
} from "@playwright/test";
import type { ElementHandle, BrowserContext as FirefoxContext, Page as FirefoxPage } from "puppeteer-core";
import { check, Problems, poll } from "./harness";
import { keepPeerConnections } from "./scripts";

export const DEMO_PASSWORD = "demo-password-1";
export type Lng = "nl" | "en";

const loginWords = {
  nl: { email: "E-mailadres", password: "Wachtwoord", logIn: "Inloggen" },
  en: { email: "Email address", password: "Password", logIn: "Log in" },
} as const;

/**
 * The control named `name` on a Firefox page, once it is there: a textbox by its label, a button by
 * its text or aria-label. (Puppeteer's ARIA query asks Firefox for the accessibility tree, which
 * takes seconds on a long page; the DOM answers at once.)
 */
export async function firefoxElement(page: FirefoxPage, role: "textbox" | "button", name: string, timeout = 15_000) {
  const find =
    role === "textbox"
      ? `(() => {
          const label = [...document.querySelectorAll("label")].find((node) => node.textContent.trim() === ${JSON.stringify(name)});
          return label?.control ?? document.querySelector(${JSON.stringify(`input[aria-label="${name}"], textarea[aria-label="${name}"]`)});
        })()`
      : `[...document.querySelectorAll("button, [role=button]")].filter((node) =>
          (node.getAttribute("aria-label") ?? node.textContent).trim() === ${JSON.stringify(name)} && node.checkVisibility()).at(-1) ?? null`;
  const found = await poll(
    async () => (await page.evaluateHandle(find)).asElement() as ElementHandle<Element> | null,
    `no ${role} "${name}" on ${page.url()}`,
    { timeout, ok: (handle) => handle !== null },
  );
  return found as ElementHandle<Element>;
}

export interface FirefoxTab {
  page: FirefoxPage;
  problems: Problems;
}

/** A new tab in `context` that reports its console errors and uncaught errors and keeps its peer connections. */
export async function firefoxTab(context: FirefoxContext, label: string): Promise<FirefoxTab> {
  const page = await context.newPage();
  const problems = new Problems(label);
  page.on("console", (message) => {
    if (message.type() === "error") problems.record("console.error", message.text());
  });
  page.on("pageerror", (error) =>
    problems.record("page error", error instanceof Error ? error.message : String(error)),
  );
  await page.evaluateOnNewDocument(keepPeerConnections);
  return { page, problems };
}

/** Waits until the page's script has taken over (forms check and post through it). */
export async function firefoxHydrated(page: FirefoxPage) {
  // A function, not source text: the page's Content-Security-Policy forbids eval.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", {
    timeout: 15_000,
    polling: 100,
  });
}

/** Logs in on the login page of `lng` in Firefox and waits until the app has taken the person elsewhere. */
export async function logInFirefox(page: FirefoxPage, origin: string, lng: Lng, email: string) {
  const words = loginWords[lng];
  const response = await page.goto(`${origin}/${lng}/login`);
  check(response?.status() === 200, `the login page answered ${response?.status()}`);
  await firefoxHydrated(page);
  await (await firefoxElement(page, "textbox", words.email)).type(email);
  const password = await page.$(`input[type="password"]`);
  check(password, "no password field");
  await password.type(DEMO_PASSWORD);
  // The header may have a "log in" button too; the form's is the last visible one of that name.
  await (await firefoxElement(page, "button", words.logIn)).click();
  await poll(async () => !new URL(page.url()).pathname.endsWith("/login"), `${email} is still on the login page`);
}

export interface ChromiumTab {
  page: ChromiumPage;
  problems: Problems;
}

/** A Chromium context of its own (another person), with a camera and a microphone. */
export async function chromiumContext(browser: ChromiumBrowser, origin: string): Promise<ChromiumContext> {
  const context = await browser.newContext({
    baseURL: origin,
    permissions: ["camera", "microphone"],
    timezoneId: "Europe/Amsterdam",
  });
  await context.addInitScript({ content: keepPeerConnections });
  return context;
}

/** A new tab in `context` that reports its console errors and uncaught errors. */
export async function chromiumTab(context: ChromiumContext, label: string): Promise<ChromiumTab> {
  const page = await context.newPage();
  const problems = new Problems(label);
  page.on("console", (message) => {
    if (message.type() === "error") problems.record("console.error", message.text());
  });
  page.on("pageerror", (error) => problems.record("page error", error.message));
  return { page, problems };
}

/** Logs in on the login page of `lng` in Chromium. */
export async function logInChromium(page: ChromiumPage, lng: Lng, email: string) {
  const words = loginWords[lng];
  await page.goto(`/${lng}/login`);
  await waitHydratedChromium(page);
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: words.logIn, exact: true }).last().click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/** Waits until the page's script has taken over in Chromium (a function: the page's CSP forbids eval). */
export async function waitHydratedChromium(page: ChromiumPage) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 15_000,
  });
}
