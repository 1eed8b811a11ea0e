import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// A member's goal with her coach, in both languages: the demo member (Mila) sets a goal and shows
// it to her coach (Daan, the demo coach, with whom she has sessions), Daan proposes a step on it,
// Mila accepts the step and checks in. The coach area speaks the coach's account language (Dutch).
// The goal's title carries the language and the moment, so runs never mix on the shared demo data.
// Every new page is checked with axe; the member's forms are used by keyboard.

test.use({ timezoneId: "Europe/Amsterdam" });

const MEMBER = "member@example.com";
const MEMBER_ID = "demo-member";
const COACH = "coach@example.com";

const words = {
  en: {
    list: "Your goals",
    title: "Your goal",
    domain: "Part of the vitality scan",
    sleep: "Sleep",
    shareWith: "Who sees it",
    share: "Me and Daan Bakker",
    shared: "Shared with Daan Bakker",
    goal: "Sleep before eleven",
    accept: (title: string) => `Accept ${title}`,
    accepted: "You accepted the step.",
    note: "A short note",
    save: "Save check-in",
    checkedIn: "Thanks for checking in.",
    progress: "7 of 10",
  },
  nl: {
    list: "Je doelen",
    title: "Je doel",
    domain: "Onderdeel van de vitaliteitsscan",
    sleep: "Slaap",
    shareWith: "Wie het ziet",
    share: "Ik en Daan Bakker",
    shared: "Gedeeld met Daan Bakker",
    goal: "Voor elf uur slapen",
    accept: (title: string) => `${title} aannemen`,
    accepted: "Je hebt de stap aangenomen.",
    note: "Een korte notitie",
    save: "Check-in opslaan",
    checkedIn: "Bedankt voor je check-in.",
    progress: "7 van 10",
  },
} as const;

async function person(browser: Browser, lng: "en" | "nl", email: string) {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await logIn(page, lng, email);
  return { context, page };
}

/** Waits until the page's script runs (the forms check and post through it). */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

for (const lng of ["en", "nl"] as const) {
  test(`a member shares a goal, the coach proposes a step, the member accepts and checks in (${lng})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = words[lng];
    const stamp = `${lng}-${Date.now()}`;
    const goal = `${w.goal} ${stamp}`;
    const step = `Lights out at half past ten ${stamp}`;
    const note = `Four evenings this week ${stamp}`;

    // The member sets a goal and shows it to her coach, by keyboard: typed, chosen, sent with Enter.
    await logIn(page, lng, MEMBER);
    await page.goto(`/${lng}/goals`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.list);
    await hydrated(page);
    await expectNoA11yViolations(page);
    const title = page.getByRole("textbox", { name: w.title, exact: true });
    await title.focus();
    await page.keyboard.type(goal);
    await page.getByLabel(w.domain).selectOption({ label: w.sleep });
    await page.getByLabel(w.shareWith).selectOption({ label: w.share });
    await title.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lng}/goals/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(goal);
    await expect(page.getByText(w.shared, { exact: true })).toBeVisible();
    const goalPage = page.url();
    await hydrated(page);
    await expectNoA11yViolations(page);

    // The coach sees the shared goal and proposes a step on it.
    const coach = await person(browser, "nl", COACH);
    await coach.page.goto(`/coach/goals/${MEMBER_ID}`);
    await expect(coach.page.getByRole("heading", { level: 1 })).toHaveText("Doelen van Mila de Vries");
    await expect(coach.page.getByRole("heading", { name: goal })).toBeVisible();
    await hydrated(coach.page);
    await expectNoA11yViolations(coach.page);
    await coach.page.getByLabel("Doel", { exact: true }).selectOption({ label: goal });
    await coach.page.getByRole("textbox", { name: "Stap", exact: true }).fill(step);
    await coach.page.getByRole("button", { name: "Stap voorstellen" }).click();
    await expect(coach.page.getByText("Je voorstel is verstuurd.")).toBeVisible();
    await expect(coach.page.getByText(step)).toBeVisible();
    await expectNoA11yViolations(coach.page);

    // The member finds the proposal on top of her goals and accepts it.
    await page.goto(`/${lng}/goals`);
    await hydrated(page);
    await page.getByRole("button", { name: w.accept(step) }).click();
    await expect(page.getByText(w.accepted)).toBeVisible();
    await expect(page.getByRole("button", { name: w.accept(step) })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // On the goal, the step is hers now; she checks in by keyboard: 7 with the arrow keys, a note.
    await page.goto(goalPage);
    await hydrated(page);
    await expect(page.getByText(step, { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: "0", exact: true }).focus();
    for (let press = 0; press < 7; press++) await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "7", exact: true })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: w.note })).toBeFocused();
    await page.keyboard.type(note);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: w.save })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(w.checkedIn)).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByText(w.progress).first()).toBeVisible();
    await expectNoA11yViolations(page);

    // The coach reads the check-in and sees the step accepted.
    await coach.page.reload();
    await expect(coach.page.getByText(note)).toBeVisible();
    await expect(coach.page.getByText(step)).toBeVisible();
    await coach.context.close();
  });
}

test("on a phone, the goal pages fit the screen", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, "en", MEMBER);
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto("/en/goals");
  await hydrated(page);
  await fits();
  await page.screenshot({ path: ".tmp/screens/goals-member-390.png", fullPage: true });
  // Its own goal, so the page never depends on what other specs left.
  await page.getByRole("textbox", { name: words.en.title, exact: true }).fill(`On my phone ${Date.now()}`);
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page).toHaveURL(/\/en\/goals\/[0-9a-f-]{36}$/);
  await hydrated(page);
  await fits();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: ".tmp/screens/goal-member-390.png", fullPage: true });

  const coach = await person(browser, "nl", COACH);
  await coach.page.setViewportSize({ width: 390, height: 844 });
  await coach.page.goto(`/coach/goals/${MEMBER_ID}`);
  expect(await coach.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await coach.page.screenshot({ path: ".tmp/screens/goals-coach-390.png", fullPage: true });
  await coach.context.close();
  await context.close();
});
