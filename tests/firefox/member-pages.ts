import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "puppeteer-core";
import { check, type Problems, poll } from "./harness";
import { firefoxElement, firefoxHydrated, type Lng } from "./pages";
import { pageFacts } from "./scripts";

/** The catalogs' namespaces and top-level keys: raw keys on a page start with one of them. */
function catalogNames() {
  const folder = "app/locales/en";
  const namespaces = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));
  const topKeys = new Set<string>();
  for (const namespace of namespaces) {
    const catalog = JSON.parse(readFileSync(`${folder}/${namespace}.json`, "utf8")) as Record<string, unknown>;
    for (const [key, value] of Object.entries(catalog)) if (typeof value === "object") topKeys.add(key);
  }
  const plain = (name: string) => /^[A-Za-z_][\w-]*$/.test(name);
  return { namespaces: namespaces.filter(plain), topKeys: [...topKeys].filter(plain) };
}

const { namespaces, topKeys } = catalogNames();
const facts = pageFacts(namespaces, topKeys);

/** The member's pages, each with what it must show besides its h1. */
export function memberPages(lng: Lng, appointmentId: string): { path: string; shows?: string }[] {
  return [
    { path: `/${lng}/dashboard` },
    { path: `/${lng}/vitascan` },
    { path: `/${lng}/coaching` },
    { path: `/${lng}/coaches/daan-bakker`, shows: lng === "nl" ? "Plan een gesprek" : "Book a session" },
    { path: `/${lng}/coaching/${appointmentId}` },
    { path: `/${lng}/messages` },
    { path: `/${lng}/notifications` },
    { path: `/${lng}/goals` },
    { path: `/${lng}/account` },
    { path: `/${lng}/events` },
    { path: `/${lng}/media` },
    { path: `/${lng}/help` },
  ];
}

/**
 * Opens `path` and checks it: status 200, the page in `lng`, an h1, no text that reads like a
 * translation key, nothing wider than the viewport, no console or uncaught errors.
 */
export async function checkMemberPage(
  page: Page,
  problems: Problems,
  origin: string,
  lng: Lng,
  { path, shows }: { path: string; shows?: string },
) {
  problems.take();
  const response = await page.goto(`${origin}${path}`);
  check(response?.status() === 200, `${path} answered ${response?.status()}`);
  await firefoxHydrated(page);
  const lang = await page.evaluate("document.documentElement.lang");
  check(lang === lng, `${path} is in "${lang}", not "${lng}"`);
  const seen = await page.evaluate<[], () => { h1: string; keys: string[]; wide: string[] }>(facts);
  check(seen.h1.length > 0, `${path} has no h1`);
  check(seen.keys.length === 0, `${path} shows translation keys: ${seen.keys.join(", ")}`);
  check(seen.wide.length === 0, `${path} is wider than the viewport: ${seen.wide.join("; ")}`);
  if (shows) {
    const text = await page.evaluate("document.body.innerText");
    check(String(text).includes(shows), `${path} does not show "${shows}"`);
  }
  // Errors logged a moment after loading (late scripts, effects) count too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  problems.assertNone();
}

const goalWords = {
  nl: { title: "Je doel", save: "Doel opslaan", goal: "Elke dag wandelen" },
  en: { title: "Your goal", save: "Save goal", goal: "A daily walk" },
} as const;

/** The goal form, filled and sent: the new goal's page opens with its title as the h1. */
export async function createGoal(page: Page, problems: Problems, origin: string, lng: Lng) {
  const words = goalWords[lng];
  // Typed key by key, so short; the number keeps it apart from earlier runs' goals.
  const title = `${words.goal} ${Date.now() % 100_000}`;
  problems.take();
  const response = await page.goto(`${origin}/${lng}/goals`);
  check(response?.status() === 200, `the goals page answered ${response?.status()}`);
  await firefoxHydrated(page);
  await (await firefoxElement(page, "textbox", words.title)).type(title);
  await (await firefoxElement(page, "button", words.save)).click();
  await poll(
    async () => new RegExp(`/${lng}/goals/[0-9a-f-]{36}$`).test(new URL(page.url()).pathname),
    `the goal form did not lead to the new goal (at ${page.url()})`,
  );
  await poll(
    async () => (await page.evaluate(`document.querySelector("h1")?.textContent?.trim()`)) === title,
    `the new goal's page does not show "${title}" as its heading`,
  );
  problems.assertNone();
}
