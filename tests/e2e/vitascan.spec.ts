import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { mailTo } from "../support/mailbox";
import { onboardedMember } from "../support/people";

test.use({ timezoneId: "Europe/Amsterdam" });

/** Answers every question of the step shown: the option at `pick` for choices, plausible numbers. */
async function answerStep(page: Page, pick = 2) {
  for (const group of await page.locator("main form fieldset").all()) {
    await group.getByRole("radio").nth(pick).check();
  }
  for (const input of await page.locator('main form input[type="number"]').all()) {
    const id = (await input.getAttribute("id")) ?? "";
    await input.fill(id.endsWith("Days") ? "3" : id.endsWith("Minutes") ? "40" : "8");
  }
}

const longDate = (lng: "nl" | "en", date: Date) =>
  new Intl.DateTimeFormat(lng === "nl" ? "nl-NL" : "en-GB", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(
    date,
  );

test.describe("the vitality scan", () => {
  // The consent step answers 400 until the box is ticked, and so does a step with a missing answer.
  test.use({ allowedConsoleErrors: statusLine(400) });

  test("a member picks a reminder, consents, answers with a break, and sees results (en)", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await onboardedMember(page, "Robin Vos");
    // "Later" in onboarding lands here.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your next scan");
    await expect(page.getByText("You can take the scan now.")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("radio", { name: "In a week" }).check();
    await page.getByRole("button", { name: "Remind me" }).click();
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await expect(page.getByText(`We will send you a reminder on ${longDate("en", inAWeek)}.`)).toBeVisible();
    await mailTo(email, /^We will remind you on /);

    await page.getByRole("link", { name: "Start the scan" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The vitality scan");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Start the scan" }).click();
    await expect(page.getByRole("alert")).toContainText("Give your consent to start");
    await page.getByLabel(/I give Vitaal permission/).check();
    await page.getByRole("button", { name: "Start the scan" }).click();

    await expect(page.getByText("Step 1 of 8")).toBeVisible();
    await expectNoA11yViolations(page);
    for (let step = 1; step <= 3; step++) {
      await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
      await answerStep(page);
      await page.getByRole("button", { name: "Next" }).click();
    }
    // A question left open is named, and nothing moves on.
    await expect(page.getByText("Step 4 of 8")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toContainText("Choose an answer.");
    await expect(page.getByText("Step 4 of 8")).toBeVisible();

    // Leave halfway and come back: the scan resumes where it was left.
    await page.goto("/en/dashboard");
    await page.goto("/en/vitascan");
    await expect(page.getByText("Step 4 of 8")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 3 of 8")).toBeVisible();
    await expect(page.locator("main form fieldset").first().getByRole("radio").nth(2)).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    for (let step = 4; step <= 8; step++) {
      await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
      if (step === 5) await expectNoA11yViolations(page);
      await answerStep(page);
      await page.getByRole("button", { name: step === 8 ? "See my outcome" : "Next" }).click();
    }

    await expect(page).toHaveURL(/\/en\/vitascan\/results$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your vitality");
    await expect(page.getByRole("img", { name: /Your scores per area/ })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Physical activity");
    await expect(page.getByText("This is your first scan.")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "See coaches who fit your outcome" }).click();
    // The matching takes the scan's weakest areas by itself.
    await expect(page).toHaveURL(/\/en\/coaches\/find\?language=en$/);
    await expect(page.getByText(/fits your vitality scan/).first()).toBeVisible();

    // The next scan is 90 days away.
    await page.goto("/en/vitascan");
    await expect(page).toHaveURL(/\/en\/vitascan\/delay$/);
    const opens = new Date(Date.now() + 90 * 86_400_000);
    await expect(page.getByText(`Your next scan opens on ${longDate("en", opens)}.`)).toBeVisible();
    await page.goto("/en/dashboard");
    await expect(page.getByText(/Latest scan: \d+ out of 100/)).toBeVisible();
  });

  test("a low wellbeing score shows where to get help (nl)", async ({ page }) => {
    test.setTimeout(120_000);
    await onboardedMember(page, "Sem de Graaf");
    await page.goto("/nl/vitascan-onboarding");
    await page.getByLabel(/Ik geef Vitaal toestemming/).check();
    await page.getByRole("button", { name: "Start de scan" }).click();
    for (let step = 1; step <= 8; step++) {
      await expect(page.getByText(`Stap ${step} van 8`)).toBeVisible();
      // "Nooit" on every wellbeing question: a WHO-5 score of 0.
      await answerStep(page, step === 1 ? 5 : 2);
      await page.getByRole("button", { name: step === 8 ? "Bekijk mijn uitkomst" : "Volgende" }).click();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je vitaliteit");
    await expect(page.getByText("Praat erover met je huisarts")).toBeVisible();
    await expect(page.getByText(/113 Zelfmoordpreventie/)).toBeVisible();
    await expectNoA11yViolations(page);

    // Withdrawing consent on the account page deletes the scans, asked twice and saying so.
    await page.goto("/nl/account");
    const withdraw = page.locator("summary", { hasText: "Trek toestemming in en verwijder mijn scans" });
    await withdraw.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Daarna kun je dat nog 30 seconden ongedaan maken/)).toBeVisible();
    await page.getByRole("button", { name: "Ja, verwijder al mijn scans" }).click();
    await expect(page.getByText("Je toestemming is ingetrokken en je scans zijn verwijderd.")).toBeVisible();
    await page.goto("/nl/vitascan/results");
    await expect(page).toHaveURL(/\/nl\/vitascan-onboarding$/);
  });
});
