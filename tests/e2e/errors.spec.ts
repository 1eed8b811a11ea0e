import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";

test.use({ allowedConsoleErrors: statusLine(404) });

const cases = [
  { path: "/nl/404", lng: "nl", heading: "Deze pagina bestaat niet" },
  { path: "/en/404", lng: "en", heading: "This page does not exist" },
  { path: "/nl/does/not/exist", lng: "nl", heading: "Deze pagina bestaat niet" },
  { path: "/en/no-such-page", lng: "en", heading: "This page does not exist" },
  // Without a language in the path the browser's language is used (Playwright's is English).
  { path: "/xx", lng: "en", heading: "This page does not exist" },
  { path: "/xx/anything/here", lng: "en", heading: "This page does not exist" },
] as const;

for (const { path, lng, heading } of cases) {
  test(`${path} shows the localised 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("an unknown page reached without reloading shows the 404 page too", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Back to an unknown address: the router, not the server, loads it.
  await page.evaluate(() => {
    history.pushState(null, "", "/en/no-such-page");
    history.pushState(null, "", "/en");
    history.back();
  });
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
});
