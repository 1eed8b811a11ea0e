import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { uniqueEmail } from "../support/mailbox";
import { logInAfterSignUp, PASSWORD } from "../support/people";

// A visitor takes the vitality scan before having an account: the home page leads there, the
// answers stay in the browser, the result is shown, and signing up keeps it in the new account.
// At 1440 px in English and at 390 px in Dutch, with axe on each new page.

test.use({ timezoneId: "Europe/Amsterdam" });

const words = {
  en: {
    cta: "Take the vitascan",
    signup: "Sign up",
    consent: /I give Vitaal permission/,
    start: "Start the scan",
    consentRequired: "Give your consent to start",
    step: (n: number) => `Step ${n} of 8`,
    next: "Next",
    finish: "See my outcome",
    result: "Your result",
    keep: "Create an account and keep it",
    keepButton: "Keep it in my account",
    results: "Your vitality",
    forget: "Erase my answers",
    name: "Name",
    email: "Email address",
    password: "Password",
    create: "Create account",
    language: "English",
    continue: "Continue",
    terms: "I accept the terms of use",
  },
  nl: {
    cta: "Doe de vitascan",
    signup: "Account maken",
    consent: /Ik geef Vitaal toestemming/,
    start: "Start de scan",
    consentRequired: "Geef toestemming om te beginnen",
    step: (n: number) => `Stap ${n} van 8`,
    next: "Volgende",
    finish: "Bekijk mijn uitkomst",
    result: "Jouw uitkomst",
    keep: "Maak een account en bewaar",
    keepButton: "Bewaar in mijn account",
    results: "Je vitaliteit",
    forget: "Wis mijn antwoorden",
    name: "Naam",
    email: "E-mailadres",
    password: "Wachtwoord",
    create: "Account maken",
    language: "Nederlands",
    continue: "Verder",
    terms: "Ik ga akkoord met de gebruiksvoorwaarden",
  },
};

/** Answers every question of the step shown: a middle choice, plausible numbers. */
async function answerStep(page: Page) {
  for (const group of await page.locator("main form fieldset").all()) await group.getByRole("radio").nth(2).check();
  for (const input of await page.locator('main form input[type="number"]').all()) {
    const id = (await input.getAttribute("id")) ?? "";
    await input.fill(id.endsWith("Days") ? "3" : id.endsWith("Minutes") ? "40" : "8");
  }
}

/** From the home page to the visitor's result; returns the overall score shown. */
async function takeScanAsVisitor(page: Page, lng: "en" | "nl"): Promise<string> {
  const w = words[lng];
  await page.goto(`/${lng}`);
  await page.getByRole("main").getByRole("link", { name: w.cta }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/vitascan/try$`));
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: w.start }).click();
  await expect(page.getByRole("alert")).toContainText(w.consentRequired);
  await page.getByLabel(w.consent).check();
  await page.getByRole("button", { name: w.start }).click();
  for (let step = 1; step <= 8; step++) {
    await expect(page.getByText(w.step(step))).toBeVisible();
    if (step === 1) await expectNoA11yViolations(page);
    await answerStep(page);
    await page.getByRole("button", { name: step === 8 ? w.finish : w.next }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${lng}/vitascan/try/result$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.result);
  await expectNoA11yViolations(page);
  return ((await page.locator("main .text-5xl").first().textContent()) ?? "").trim();
}

test.describe("a visitor's vitality scan", () => {
  // The consent form answers 400 until the box is ticked.
  test.use({ allowedConsoleErrors: statusLine(400) });

  test("a visitor takes the scan, signs up and finds the result in the new account (en, 1440 px)", async ({ page }) => {
    test.setTimeout(120_000);
    const w = words.en;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en");
    await expect(page.getByRole("navigation").first().getByRole("link", { name: w.signup })).toBeVisible();
    const overall = await takeScanAsVisitor(page, "en");

    await page.getByRole("link", { name: w.keep }).click();
    const email = uniqueEmail("visitor-scan");
    await page.getByLabel(w.name).fill("Vera Bezoeker");
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: w.create }).click();
    await logInAfterSignUp(page, "en", email, PASSWORD);
    await expect(page).toHaveURL(/\/en\/signup\/profile/);
    await page.getByRole("radio", { name: w.language }).check();
    await page.getByRole("button", { name: w.continue }).click();
    await page.locator("label").filter({ hasText: w.terms }).click();
    await page.getByRole("button", { name: w.continue }).click();
    await expect(page).toHaveURL(/\/en\/signup\/theapp/);
    await page.getByRole("button", { name: w.continue }).click();
    // The scan step of onboarding is done already: on to keeping the result.
    await expect(page).toHaveURL(/\/en\/vitascan\/keep$/);
    await expect(page.getByText(`overall score of ${overall} out of 100`)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: w.keepButton }).click();
    await expect(page).toHaveURL(/\/en\/vitascan\/results$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.results);
    await expect(page.locator("main .text-5xl").first()).toHaveText(overall);
    // The browser no longer holds the answers: there is nothing left to keep.
    await page.goto("/en/vitascan/keep");
    await expect(page).toHaveURL(/\/en\/vitascan\/delay$/);
  });

  test("on a phone the menu offers sign-up, and the visitor can erase the answers (nl, 390 px)", async ({ page }) => {
    test.setTimeout(120_000);
    const w = words.nl;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/nl");
    // The menu button answers once React has taken over the page.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Menu openen" }).click();
    await expect(page.locator("nav:visible").getByRole("link", { name: w.signup })).toBeVisible();
    await takeScanAsVisitor(page, "nl");
    const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wider).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: w.forget }).click();
    await expect(page).toHaveURL(/\/nl\/vitascan\/try$/);
    await expect(page.getByRole("button", { name: w.start })).toBeVisible();
  });
});
