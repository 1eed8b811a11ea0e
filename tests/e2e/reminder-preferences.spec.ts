import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { onboardedMember } from "../support/people";

// The reminder preferences on the account page: how reminders come (mail, Vitaal's
// notifications, both) and when (2 days, 1 day, 2 hours, 1 hour before), saved and kept; reminders
// on without a lead time are refused at the field.

/** The mail card's form, found by its reminders switch. */
const mailForm = (page: Page, reminders: string) =>
  page.locator("form").filter({ has: page.getByRole("switch", { name: reminders }) });

test.describe("reminder preferences", () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("in English on a wide screen: in Vitaal's notifications, 2 days and 1 day before", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await onboardedMember(page, "Noor Visser", { lng: "en" });
    await page.goto("/en/account");
    const form = mailForm(page, "Reminders before my sessions");
    // By mail, a day and an hour before, until changed.
    await expect(form.getByRole("radio", { name: "By email" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "1 day before" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "1 hour before" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "2 days before" })).not.toBeChecked();
    await expectNoA11yViolations(page);

    // None ticked with reminders on: refused at the field, and in the summary.
    await form.getByRole("checkbox", { name: "1 day before" }).uncheck();
    await form.getByRole("checkbox", { name: "1 hour before" }).uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    const message = "Choose at least one moment for your reminders, or turn reminders off.";
    await expect(page.getByRole("link", { name: message })).toBeVisible();
    await expect(form.getByText(message)).toBeVisible();
    await expectNoA11yViolations(page);

    await form.getByRole("radio", { name: "In Vitaal's notifications" }).check();
    await form.getByRole("checkbox", { name: "2 days before" }).check();
    await form.getByRole("checkbox", { name: "1 day before" }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your mail preferences are saved.")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.reload();
    const saved = mailForm(page, "Reminders before my sessions");
    await expect(saved.getByRole("radio", { name: "In Vitaal's notifications" })).toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "2 days before" })).toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "1 day before" })).toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "2 hours before" })).not.toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "1 hour before" })).not.toBeChecked();
  });

  test("in Dutch on a phone: both, 2 hours and 1 hour before, by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await onboardedMember(page, "Sem Bakker", { lng: "nl" });
    await page.goto("/nl/account");
    const form = mailForm(page, "Herinneringen voor mijn sessies");
    await expect(form.getByRole("radio", { name: "Per e-mail" })).toBeChecked();
    await expectNoA11yViolations(page);

    // The channel by keyboard: the arrow keys move through the radio group.
    await form.getByRole("radio", { name: "Per e-mail" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("radio", { name: "Allebei" })).toBeChecked();
    await form.getByRole("checkbox", { name: "1 dag ervoor" }).uncheck();
    await form.getByRole("checkbox", { name: "2 uur ervoor" }).focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox", { name: "2 uur ervoor" })).toBeChecked();
    await form.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Je e-mailvoorkeuren zijn opgeslagen.")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.reload();
    const saved = mailForm(page, "Herinneringen voor mijn sessies");
    await expect(saved.getByRole("radio", { name: "Allebei" })).toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "2 dagen ervoor" })).not.toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "1 dag ervoor" })).not.toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "2 uur ervoor" })).toBeChecked();
    await expect(saved.getByRole("checkbox", { name: "1 uur ervoor" })).toBeChecked();
  });
});
