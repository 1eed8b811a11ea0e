import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// The work areas' navigation: the back office as a sidebar in sections on a laptop, and every
// area's navigation behind a menu button on a phone, with nothing wider than the screen.

test.use({ timezoneId: "Europe/Amsterdam" });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("the back office has a sidebar in sections at 1440 px, and a menu on a phone (en)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, "en", "admin@example.com");
  // An administrator lands in the back office.
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = page.getByRole("navigation", { name: "Administration" });
  await expect(sidebar).toBeVisible();
  for (const section of ["Today", "Care and reports", "People and partners", "Content", "System"]) {
    await expect(sidebar.getByText(section, { exact: true })).toBeVisible();
  }
  // The header is one line: the logo and the way out, no wrapped row of links.
  const header = await page.locator("header").first().boundingBox();
  expect(header?.height ?? 0).toBeLessThan(90);
  await sidebar.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(sidebar.getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page");
  await expectNoA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Administration" });
  await menu.getByRole("link", { name: "Coaches" }).click();
  await expect(page).toHaveURL(/\/admin\/coaches$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});

test("the coach area's navigation folds away on a phone (nl, 390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, "nl", "coach@example.com");
  await page.goto("/coach");
  await expect(page.getByRole("navigation", { name: "Coachomgeving" })).toBeHidden();
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.getByRole("navigation", { name: "Coachomgeving" }).getByRole("link", { name: "Afspraken" }).click();
  await expect(page).toHaveURL(/\/coach\/appointments$/);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
