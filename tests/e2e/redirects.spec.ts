import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { mailTo, uniqueEmail } from "../support/mailbox";
import { DEMO_PASSWORD, logIn, PASSWORD, signUpOnly } from "../support/people";

// A returnTo that normalises to a protocol-relative address ("//evil.example") must never take the
// browser off the site, whichever door it comes through.
const offSite = ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example"];

/** Fails the test when the browser so much as asks for the other host. */
function watchForEscape(page: Page): string[] {
  const escaped: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("evil.example")) escaped.push(request.url());
  });
  return escaped;
}

function expectOnSite(page: Page, escaped: string[]) {
  expect(escaped).toEqual([]);
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL as string).host);
}

for (const target of offSite) {
  const query = `returnTo=${encodeURIComponent(target)}`;

  test.describe(`returnTo ${target}`, () => {
    test("stays on the site after logging in, after /redirecting and after a finished onboarding step", async ({
      page,
    }) => {
      const escaped = watchForEscape(page);
      await page.goto(`/en/login?${query}`);
      await page.getByLabel("Email address").fill("member@example.com");
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Log in", exact: true }).last().click();
      await expect(page).not.toHaveURL(/\/login/);
      expectOnSite(page, escaped);
      await page.goto(`/en/redirecting?${query}`);
      expectOnSite(page, escaped);
      await page.goto(`/en/signup/profile?${query}`);
      expectOnSite(page, escaped);
    });

    test("stays on the site after the coach login", async ({ page }) => {
      const escaped = watchForEscape(page);
      await page.goto(`/coach/login?${query}`);
      await page.getByLabel("Email address").fill("coach@example.com");
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Log in", exact: true }).last().click();
      await expect(page).toHaveURL(/\/coach$/);
      expectOnSite(page, escaped);
    });

    test.describe("through the identity provider", () => {
      // The identity provider's own pages ask for a web font and a favicon it does not have here.
      test.use({ allowedConsoleErrors: /ERR_NAME_NOT_RESOLVED|status of 404/ });

      test("stays on the site after signing up and after single sign-on", async ({ page }) => {
        const escaped = watchForEscape(page);
        await signUpOnly(page, `/en/signup?${query}`, uniqueEmail("redirect"), PASSWORD);
        await expect(page).toHaveURL(/\/en\/signup\/profile/);
        expectOnSite(page, escaped);
        await page.context().clearCookies();
        const provisioned = uniqueEmail("redirect-sso").replace("@example.com", "@ohra.example");
        await page.goto(`/sso/start/ohra?lng=en&${query}`);
        await page.locator('input[name="login"]').fill(provisioned);
        await page.locator('input[name="password"]').fill("anything");
        await page.getByRole("button", { name: "Sign-in" }).click();
        await expect(page).toHaveURL(/\/en\/signup\/profile/);
        expectOnSite(page, escaped);
      });
    });
  });
}

test.describe("mail links", () => {
  test("a verification link opened in another browser confirms the address and logs nobody in", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("verify-elsewhere");
    await signUpOnly(page, "/en/signup", email, PASSWORD);
    const mail = await mailTo(email, /Confirm your email address/);
    const link = mail.links.find((url) => url.includes("/api/auth/verify-email")) as string;
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Your email address is confirmed");
    await expect(other.getByText("Log in to continue")).toBeVisible();
    expect((await elsewhere.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    await elsewhere.close();
    // The browser that signed up is logged in and sees the address confirmed.
    await page.goto("/en/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
  });

  test("a password reset link logs nobody in", async ({ page, context }) => {
    const email = uniqueEmail("reset-elsewhere");
    await signUpOnly(page, "/en/signup", email, PASSWORD);
    await context.clearCookies();
    await page.goto("/en/forgot-password");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    const mail = await mailTo(email, /password/i);
    const link = mail.links.find((url) => url.includes("reset-password")) as string;
    await page.goto(link);
    await page.getByLabel("New password").fill("another calm long password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page).toHaveURL(/\/en\/login\?reset=done$/);
    expect((await context.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    await logIn(page, "en", email, "another calm long password");
  });
});
