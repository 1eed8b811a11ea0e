import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// Removals that can be taken back for 30 seconds: a member withdraws the vitality scan's consent
// and undoes it (the scans are back), a coach takes a block off the week and undoes it. On an
// instance of its own (PostgreSQL, the demo's people), at 1440 and 390 pixels wide, with axe on
// each state, and by keyboard.

const port = 3995;
const base = `http://127.0.0.1:${port}`;
let instances: Instances | undefined;

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

const widths = [1440, 390] as const;

test.describe("undo for 30 seconds", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("undo", [port]);
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  for (const width of widths) {
    test(`a member withdraws the scan's consent and undoes it (${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await logIn(page, "en", "member@example.com");
      await page.goto("/en/vitascan/results");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your vitality");

      await page.goto("/en/account");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.locator("summary", { hasText: "Withdraw consent and delete my scans" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(/For 30 seconds afterwards you can still undo this/)).toBeVisible();
      await page.getByRole("button", { name: "Yes, delete all my scans" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your consent has been withdrawn" })).toBeVisible();
      await expect(page.getByText(/You can undo this for \d+ more seconds?\./)).toBeVisible();
      await expect(page.getByText("You have not given consent; no scans are kept.")).toBeVisible();
      await expectNoA11yViolations(page);

      // Gone at once everywhere else: the results send the member to the consent.
      const other = await page.context().newPage();
      await other.goto("/en/vitascan/results");
      await expect(other).toHaveURL(/\/en\/vitascan-onboarding$/);
      await other.close();

      const undo = page.getByRole("button", { name: "Undo" });
      await undo.focus();
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: "Undone: your consent and all your scans are back." }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
      await expectNoA11yViolations(page);
      await page.goto("/en/vitascan/results");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your vitality");
    });

    test(`a coach takes a block off the week and undoes it (${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await logIn(page, "en", "coach2@example.com");
      await page.goto("/coach/availability");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const week = page.getByRole("form", { name: "Regular hours" });
      const blocks = week.getByRole("button", { name: /^Remove .*block \d+$/ });
      const before = await blocks.count();
      expect(before, "the demo coach's blocks").toBeGreaterThan(0);
      await blocks.first().click();
      await expect(blocks).toHaveCount(before - 1);
      await week.getByRole("button", { name: "Save hours" }).click();
      const notice = page.getByRole("status").filter({ hasText: "Hours were taken off your week." });
      await expect(notice).toBeVisible();
      await expect(page.getByText(/You can undo this for \d+ more seconds?\./)).toBeVisible();
      await expect(blocks).toHaveCount(before - 1);
      await expectNoA11yViolations(page);

      await page.getByRole("button", { name: "Undo" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Undone: what you removed is back." })).toBeVisible();
      await expect(blocks).toHaveCount(before);
      await expectNoA11yViolations(page);
      await page.reload();
      await expect(
        page.getByRole("form", { name: "Regular hours" }).getByRole("button", { name: /^Remove .*block \d+$/ }),
      ).toHaveCount(before);
    });
  }
});
