import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { logIn } from "../support/people";

// The back office's "New partner" form after a refused address name: the message is shown at the
// field and in the summary, and the same form, corrected, creates the partner (it used to lock up
// until the page was reloaded). At 1440 px and at 390 px.

test.use({ allowedConsoleErrors: statusLine(409) });

for (const width of [1440, 390]) {
  test(`a refused address name is corrected in the same form (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, "en", "admin@example.com");
    await page.goto("/admin/partners");
    await page.locator("summary", { hasText: "New partner" }).click();
    const stamp = `${width}-${Date.now().toString(36)}`;
    await page.getByLabel("Name", { exact: true }).fill(`Form Check ${stamp}`);
    await page.getByLabel("Address name").fill("deloitte");
    await page.getByRole("button", { name: "Create partner" }).click();
    await expect(page.getByRole("alert")).toContainText("is or was in use by a partner");
    await expectNoA11yViolations(page);
    await page.getByLabel("Address name").fill(`form-check-${stamp}`);
    await page.getByRole("button", { name: "Create partner" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/partners/form-check-${stamp}\\?created=1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Form Check ${stamp}`);
  });
}
