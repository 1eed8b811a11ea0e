import type { Locator } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";

test.describe("language", () => {
  test("/ follows the remembered language, then the browser, then Dutch", async ({ request, playwright }) => {
    const noRedirect = { maxRedirects: 0 };
    const plain = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await plain.get("/", { ...noRedirect, headers: { "accept-language": "de" } })).headers().location).toBe(
      "/nl",
    );
    expect(
      (await plain.get("/", { ...noRedirect, headers: { "accept-language": "en-GB,en;q=0.9,nl;q=0.5" } })).headers()
        .location,
    ).toBe("/en");
    expect(
      (await plain.get("/", { ...noRedirect, headers: { cookie: "lng=nl", "accept-language": "en" } })).headers()
        .location,
    ).toBe("/nl");
    await plain.dispose();
    expect((await request.get("/", noRedirect)).status()).toBe(302);
  });

  for (const [lng, heading] of [
    ["nl", "Meer energie, minder ruis."],
    ["en", "More energy, less noise."],
  ] as const) {
    test(`the home page in ${lng}`, async ({ page }) => {
      const response = await page.goto(`/${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expect(page).toHaveTitle(/Vitaal/);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/${lng}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveCount(1);
      await expectNoA11yViolations(page);
    });

    test(`the changelog in ${lng}`, async ({ page }) => {
      await page.goto(`/${lng}/changelog`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      // Notes for the people who use Vitaal, in the page's language, not the developers' changelog.
      await expect(
        page.getByRole("heading", { level: 2, name: lng === "nl" ? /22 november 2026/ : /22 November 2026/ }),
      ).toBeVisible();
      await expect(page.getByText("### Added")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(lng === "nl" ? "Added" : "Toegevoegd");
      await expect(page.locator(".prose-vitaal script")).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  for (const { lng, terms, privacy } of [
    { lng: "nl", terms: "Gebruiksvoorwaarden", privacy: "Privacyverklaring" },
    { lng: "en", terms: "Terms of use", privacy: "Privacy statement" },
  ]) {
    test(`the terms of use and the privacy statement in ${lng}, linked from the footer and to each other`, async ({
      page,
    }) => {
      await page.goto(`/${lng}`);
      await page.getByRole("contentinfo").getByRole("link", { name: terms }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/terms$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.locator("main")).toContainText(lng === "nl" ? "Versie 1" : "Version 1");
      await expectNoA11yViolations(page);
      await page
        .locator(".prose-vitaal")
        .getByRole("link", { name: new RegExp(privacy, "i") })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/privacy$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy);
      // What the product promises about health data, stated in the statement itself.
      await expect(page.locator("main")).toContainText(lng === "nl" ? "Alleen jij ziet ze" : "Only you see them");
      await expectNoA11yViolations(page);
    });
  }

  test("the language switch keeps the page and remembers the choice", async ({ page, context }) => {
    await page.goto("/nl/changelog");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/changelog$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's new");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "lng")?.value).toBe("en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("shell", () => {
  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.goto("/en");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });

  test("the header navigation works by keyboard on a wide screen", async ({ page }) => {
    await page.goto("/nl");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Coaches" })).toBeVisible();
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Coaches" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    // Followed with Enter, inside the app (no new document), and marked as the current page.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/nl\/coaches$/);
    await expect(nav.getByRole("link", { name: "Coaches" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("links and buttons that look like buttons show where the keyboard is", async ({ page }) => {
    await page.goto("/en/coaches");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const ring = (target: Locator) =>
      target.evaluate(
        (element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`,
      );
    // A link styled as a button (the next page), then a native button (apply the filters).
    for (const target of [
      page.getByRole("link", { name: "Next", exact: true }),
      page.getByRole("button", { name: "Show coaches" }).first(),
    ]) {
      await target.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      expect(await ring(target)).toBe("solid 3px");
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens and closes by keyboard", async ({ page }) => {
      await page.goto("/en");
      // The menu button works once React owns the page; pressed before that, the key is lost.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      const close = page.getByRole("button", { name: "Close menu" });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
      await close.focus();
      await page.keyboard.press("Enter");
      await expect(menu.getByRole("link", { name: "Home" })).toBeHidden();
      await expectNoA11yViolations(page);
    });
  });
});
