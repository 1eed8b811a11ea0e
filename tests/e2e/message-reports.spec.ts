import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// A member's report reaches the administrators with only what the member wrote in it; the
// administrator reads it, marks it handled by keyboard and finds the coach's reply figures; the
// coach states a reply time on the profile. Each page passes axe. The steps build on each other.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const note = `Late-night messages ${Date.now()}`;

test("the demo member reports their conversation with Daan Bakker", async ({ page }) => {
  await logIn(page, "en", "member@example.com");
  await page.goto("/en/messages");
  await page
    .getByRole("link", { name: /Daan Bakker/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/messages\/[^/?]+$/);
  await page.getByRole("link", { name: "Report this conversation" }).click();
  await page.getByLabel("Reason").selectOption("harassment");
  await page.getByLabel("Your note (optional)").fill(note);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. Your report was sent to the administrators.")).toBeVisible();
});

test("an administrator reads it, marks it handled by keyboard, and sees the coach's reply figures", async ({
  page,
}) => {
  await logIn(page, "en", "admin@example.com");
  await page.goto("/admin/message-reports");
  await expect(page.getByRole("heading", { level: 1, name: "Message reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Message reports" })).toHaveAttribute("aria-current", "page");
  const report = page.getByRole("article").filter({ hasText: note });
  await expect(report).toHaveCount(1);
  await expect(report.getByRole("heading", { name: "Harassment · Daan Bakker" })).toBeVisible();
  await expect(report.getByRole("link", { name: "Mila de Vries" })).toHaveAttribute("href", /\/admin\/users\//);
  await expectNoA11yViolations(page);

  await report.getByRole("button", { name: "Mark handled" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The report is marked handled.")).toBeVisible();
  const handled = page.getByRole("article").filter({ hasText: note });
  await expect(handled.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
  await expect(handled.getByText("Handled on")).toBeVisible();
  await expectNoA11yViolations(page);

  await handled.getByRole("link", { name: "Daan Bakker" }).click();
  await expect(page).toHaveURL(/\/admin\/coaches\/[^/?]+$/);
  await expect(page.getByRole("heading", { name: "Replies to messages" })).toBeVisible();
  await expect(page.getByText("Median time to reply")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the coach states a reply time on the profile, in Dutch, by keyboard", async ({ page }) => {
  await logIn(page, "nl", "coach@example.com");
  await page.goto("/coach/profile");
  const select = page.getByLabel("Ik antwoord meestal op berichten binnen");
  await select.focus();
  await select.selectOption("2");
  await page.getByRole("button", { name: "Profiel opslaan" }).press("Enter");
  await expect(page.getByText("Je profiel is opgeslagen.")).toBeVisible();
  await expect(page.getByLabel("Ik antwoord meestal op berichten binnen")).toHaveValue("2");
  await expectNoA11yViolations(page);
});
