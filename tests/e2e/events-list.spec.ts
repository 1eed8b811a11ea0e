import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// The events list shows a page of dates at a time: a Deloitte member sees more dates than fit on
// one, and "Later dates" goes on where the page stopped (a plain link, reached by keyboard).

/** The session pages the list links to, as shown. */
async function sessionLinks(page: Page): Promise<string[]> {
  return page
    .locator('a[href*="/events/session/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** Tabs until `name` has the focus (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")) === name) return;
  }
  throw new Error(`${name} was not reached by keyboard`);
}

test.describe("the events list, page by page", () => {
  for (const lng of ["nl", "en"] as const) {
    test(`the 'more' link continues where the first page stopped (${lng})`, async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, lng, "member@example.com");
      const later = lng === "nl" ? "Latere data" : "Later dates";
      const back = lng === "nl" ? "Terug naar de eerste data" : "Back to the first dates";
      await page.goto(`/${lng}/events`);
      const first = await sessionLinks(page);
      expect(first.length).toBeGreaterThan(0);
      await expect(page.getByRole("link", { name: back })).toHaveCount(0);
      const more = page.getByRole("navigation", { name: lng === "nl" ? "Meer data" : "More dates" });
      await expect(more.getByRole("link", { name: later })).toHaveAttribute("rel", "next");
      await expectNoA11yViolations(page);

      await page.locator("body").click({ position: { x: 1, y: 1 } });
      await tabTo(page, later);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lng}/events\\?after=[a-z0-9-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const second = await sessionLinks(page);
      expect(second.length).toBeGreaterThan(0);
      // Nothing twice: the second page starts after the first one's last date.
      expect(second.filter((path) => first.includes(path))).toEqual([]);
      await expectNoA11yViolations(page);

      await page.getByRole("link", { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/events$`));
      await expect(page.getByRole("link", { name: back })).toHaveCount(0);
      // The first page again: the same dates as at first, after the client's navigation and from its address.
      await expect.poll(() => sessionLinks(page)).toEqual(first);
      await page.reload();
      expect(await sessionLinks(page)).toEqual(first);
    });
  }

  test("a 'more' link to a session that does not exist starts over", async ({ page }) => {
    await page.goto("/en/events?after=no-such-session&kind=tour");
    await expect(page).toHaveURL(/\/en\/events\?kind=tour$/);
  });
});
