import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";

test.describe("the app", () => {
  for (const [lng, title, qr] of [
    ["nl", "Vitaal op je telefoon", "QR-code die"],
    ["en", "Vitaal on your phone", "QR code that opens"],
  ] as const) {
    test(`/${lng}/theapp shows what the app does and a QR code to open it on a phone`, async ({ page }) => {
      await page.goto(`/${lng}/theapp`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const code = page.getByRole("img", { name: new RegExp(`^${qr} \\S*/${lng}/theapp\\b`) });
      await expect(code).toBeVisible();
      expect(await code.locator("path").getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
      await expectNoA11yViolations(page);
    });
  }

  test("the site installs as a web app: a manifest with icons", async ({ page, request }) => {
    await page.goto("/nl");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(href as string)).json();
    expect(manifest).toMatchObject({ name: "Vitaal", display: "standalone", start_url: "/" });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await request.get(icon.src);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()["content-type"]).toContain(icon.type);
    }
  });
});
