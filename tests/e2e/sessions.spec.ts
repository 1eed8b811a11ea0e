import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// What coach and member agreed, and the way to help now. The demo coach (Daan, whose coach area
// speaks his account's language, Dutch) writes the summary and agreements of the demo member's
// completed intake; the member reads them on the appointment page in English and in Dutch. The
// help page opens by keyboard (Tab to the link, Enter) from the member area's header, the vitascan
// results and the call's side panel (in a new tab, so the call goes on). Axe checks the help page,
// the coach's appointment page and the administrators' safety page.

test.use({ timezoneId: "Europe/Amsterdam" });

const MEMBER = "member@example.com";
const COACH = "coach@example.com";
const ADMIN = "admin@example.com";

const words = {
  en: { help: "Need help now?", agreed: "What we agreed", rate: "How was this session? Give a rating" },
  nl: { help: "Hulp nodig?", agreed: "Wat we hebben afgesproken", rate: "Hoe was deze sessie? Geef een beoordeling" },
} as const;

async function person(browser: Browser, lng: "en" | "nl", email: string) {
  const context = await browser.newContext({
    timezoneId: "Europe/Amsterdam",
    permissions: ["camera", "microphone"],
  });
  const page = await context.newPage();
  await logIn(page, lng, email);
  return { context, page };
}

/** Tabs from the top of the page until the "Need help now?" link of `place` has focus (as a keyboard user does). */
async function tabToHelp(page: Page, place: "header" | "results" | "call") {
  await page.locator("body").focus();
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-help-now") ?? null);
    if (focused === place) return;
  }
  throw new Error(`the help link (${place}) was never reached by Tab on ${page.url()}`);
}

/** The help page, in the page's language. */
async function expectHelpPage(page: Page, lng: "en" | "nl") {
  await expect(page).toHaveURL(new RegExp(`/${lng}/help$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lng].help);
  await expect(page.locator('a[href="tel:113"]')).toBeVisible();
  await expect(page.locator('a[href="tel:08000113"]')).toBeVisible();
  await expect(page.locator('a[href="tel:112"]')).toBeVisible();
}

for (const lng of ["en", "nl"] as const) {
  test(`the coach writes what was agreed after a held session, and the member reads it (${lng})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const w = words[lng];
    const stamp = `${lng}-${Date.now()}`;
    const summary = `We talked about evenings and screens (${stamp}).`;
    const agreements = `Phone out of the bedroom from 22:00 (${stamp}).`;

    // The coach opens the member's completed intake from the past sessions.
    const coach = await person(browser, lng, COACH);
    await coach.page.goto("/coach/appointments?show=past&q=member%40example.com");
    const row = coach.page.getByRole("row").filter({ hasText: "Kennismaking" }).filter({ hasText: "Afgerond" }).first();
    await row.getByRole("link", { name: "Open", exact: true }).click();
    await expect(coach.page).toHaveURL(/\/coach\/appointments\/[0-9a-f-]{36}$/);
    const id = /appointments\/([0-9a-f-]{36})/.exec(coach.page.url())?.[1] as string;
    // Before the next session: the goals the member shares and what was agreed last time.
    await expect(coach.page.getByRole("heading", { name: "Gedeelde doelen" })).toBeVisible();
    await expect(coach.page.getByRole("heading", { name: "Afspraken van de vorige keer" })).toBeVisible();
    await expect(coach.page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await coach.page.getByRole("textbox", { name: "Samenvatting" }).fill(summary);
    await coach.page.getByRole("textbox", { name: "Afspraken", exact: true }).fill(agreements);
    await coach.page.getByRole("button", { name: "Opslaan en naar cliënt sturen" }).click();
    await expect(
      coach.page.getByRole("status").filter({ hasText: "Opgeslagen. Je cliënt kan het nu lezen." }),
    ).toBeVisible();
    await expect(coach.page.getByRole("textbox", { name: "Samenvatting" })).toHaveValue(summary);
    await expectNoA11yViolations(coach.page);
    await coach.context.close();

    // The member reads it on the appointment, apart from anything private, with a way to rate it.
    await logIn(page, lng, MEMBER);
    await page.goto(`/${lng}/coaching/${id}`);
    const agreed = page.getByRole("region", { name: w.agreed });
    await expect(agreed).toContainText(summary);
    await expect(agreed).toContainText(agreements);
    await expect(page.getByRole("link", { name: w.rate })).toHaveAttribute("href", `/${lng}/coaching/${id}/feedback`);
    await expectNoA11yViolations(page);

    // The header's "Need help now?", by keyboard.
    await tabToHelp(page, "header");
    await expect(page.locator(":focus")).toHaveText(w.help);
    await page.keyboard.press("Enter");
    await expectHelpPage(page, lng);
    await expectNoA11yViolations(page);
  });

  test(`the help page opens by keyboard from the vitascan results and beside the call (${lng})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await person(browser, lng, MEMBER);
    const { page, context } = member;

    await page.goto(`/${lng}/vitascan/results`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tabToHelp(page, "results");
    await page.keyboard.press("Enter");
    await expectHelpPage(page, lng);

    // The demo's open call: the upcoming session that has started, joined from its page.
    await page.goto(`/${lng}/coaching`);
    await page.locator('section[aria-labelledby="upcoming-heading"] a').first().click();
    await page.locator(`a[href^="/${lng}/call/"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/call/[0-9a-f-]{36}$`));
    const call = page.url();
    const link = page.locator('[data-help-now="call"]');
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
    await tabToHelp(page, "call");
    const [help] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
    await expectHelpPage(help, lng);
    // The call goes on in its own tab.
    expect(page.url()).toBe(call);
    await context.close();
  });
}

test("the help page works without an account; a coach marks a safety concern and an administrator handles it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  for (const lng of ["nl", "en"] as const) {
    await page.goto(`/${lng}/help`);
    await expectHelpPage(page, lng);
    await expectNoA11yViolations(page);
  }

  // The coach marks a concern on the member's completed intake (the coach area speaks Dutch).
  const stamp = Date.now();
  const agreed = `Ze belt vanavond 113; vrijdag spreken we elkaar weer (${stamp}).`;
  const coach = await person(browser, "nl", COACH);
  await coach.page.goto("/coach/appointments?show=past&q=member%40example.com");
  const row = coach.page.getByRole("row").filter({ hasText: "Kennismaking" }).filter({ hasText: "Afgerond" }).first();
  await row.getByRole("link", { name: "Open", exact: true }).click();
  await expect(coach.page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await coach.page.getByRole("textbox", { name: "Wat heb je met je cliënt afgesproken?" }).fill(agreed);
  await coach.page.getByRole("radio", { name: "Ja" }).check();
  await coach.page.getByLabel("Naar wie?").selectOption("113");
  await coach.page.getByRole("button", { name: "Melden aan de beheerders" }).click();
  await expect(coach.page.getByRole("status").filter({ hasText: "Gemeld." })).toBeVisible();
  await coach.context.close();

  // The administrators see it open, with what was agreed and the referral, and mark it handled.
  const admin = await person(browser, "en", ADMIN);
  await admin.page.goto("/admin/safety");
  await expect(admin.page.getByRole("heading", { level: 1 })).toHaveText("Safety concerns");
  await expect(admin.page.getByRole("link", { name: "Safety", exact: true })).toHaveAttribute("aria-current", "page");
  const concern = admin.page.getByRole("article").filter({ hasText: agreed });
  await expect(concern).toContainText("Concern from Daan Bakker about Mila de Vries");
  await expect(concern).toContainText("Yes, to 113 Suicide Prevention");
  await expectNoA11yViolations(admin.page);
  await concern.getByRole("button", { name: "Mark as handled" }).click();
  await expect(admin.page.getByText("The concern is marked handled.")).toBeVisible();
  await expect(admin.page.getByRole("article").filter({ hasText: agreed })).toContainText("Handled on");
  await admin.context.close();
});
