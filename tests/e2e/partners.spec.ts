import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { uniqueEmail } from "../support/mailbox";
import { logInAfterSignUp, onboardedMember, PASSWORD } from "../support/people";

test.describe("partner logins", () => {
  for (const [slug, name] of [
    ["ohra", "OHRA"],
    ["rgf", "RGF"],
  ] as const) {
    test(`/nl/login/${slug} is branded and logs in`, async ({ page }) => {
      await page.goto(`/nl/login/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inloggen bij Vitaal voor ${name}`);
      await expectNoA11yViolations(page);
      await page.getByLabel("E-mailadres").fill("member@example.com");
      await page.getByLabel("Wachtwoord", { exact: true }).fill("demo-password-1");
      await page.getByRole("button", { name: "Inloggen", exact: true }).last().click();
      await expect(page).toHaveURL(/\/nl\/dashboard$/);
    });
  }

  test.describe("unknown partner", () => {
    test.use({ allowedConsoleErrors: statusLine(404) });
    test("gets the 404 page", async ({ page }) => {
      expect((await page.goto("/en/login/no-such-partner"))?.status()).toBe(404);
    });
  });
});

test.describe("join links", () => {
  test("a visitor signs up through a link and ends up in the program", async ({ page }) => {
    await page.goto("/en/join/deloitte-fit-forward");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the Deloitte program");
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Create an account and join" }).click();
    await expect(page.getByText("Your account will be connected to the Deloitte program.")).toBeVisible();
    await page.getByLabel("Name").fill("Joris Smit");
    const email = uniqueEmail("join");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a calm and long password");
    await page.getByRole("button", { name: "Create account" }).click();
    await logInAfterSignUp(page, "en", email, "a calm and long password");
    await expect(page).toHaveURL(/\/en\/signup\/profile\?returnTo=/);
    await page.getByRole("radio", { name: "English" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en\/signup\/terms/);
    await page.locator("label").filter({ hasText: "I accept the terms of use" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en\/signup\/theapp/);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en\/signup\/vitascan/);
    await page.getByRole("button", { name: "Later" }).click();
    await expect(page).toHaveURL(/\/en\/join\/deloitte-fit-forward\?joined=1$/);
    await expect(page.getByText("You are now part of the Deloitte program.")).toBeVisible();
  });

  test("a logged-in member joins with one button", async ({ page }) => {
    await page.goto("/en/login");
    await page.getByLabel("Email address").fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("demo-password-1");
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/en/join/ohra-welkom");
    await page.getByRole("button", { name: "Join OHRA" }).click();
    await expect(page.getByText("You are now part of the OHRA program.")).toBeVisible();
    await page.goto("/en/join/ohra-welkom");
    await expect(page.getByText("You are already part of the OHRA program.")).toBeVisible();
  });

  test.describe("links that no longer work", () => {
    test.use({ allowedConsoleErrors: /status of (404|410)/ });

    test("an expired link gives 410 with an explanation", async ({ page }) => {
      const response = await page.goto("/nl/join/deloitte-kick-off-2025");
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deze link is niet meer geldig");
      await expectNoA11yViolations(page);
    });

    test("an unknown link gives 404", async ({ page }) => {
      expect((await page.goto("/nl/join/no-such-link"))?.status()).toBe(404);
    });
  });
});

test.describe("single sign-on", () => {
  // The identity provider's own pages ask for a web font and a favicon it does not have here.
  test.use({ allowedConsoleErrors: /ERR_NAME_NOT_RESOLVED|status of 404/ });

  async function signInAtProvider(page: import("@playwright/test").Page, login: string) {
    await expect(page).toHaveURL(/127\.0\.0\.1:4400\//);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
  }

  test("a first login never attaches an existing account outside OHRA's domain; its owner links it and then logs in with OHRA", async ({
    page,
    browser,
  }) => {
    // Onboarding, three browsers, three sign-ins at the provider and two accessibility checks.
    test.setTimeout(90_000);
    // A verified account: an unverified one would be taken over by OHRA, which provisions.
    const email = await onboardedMember(page, "Noor Visser", { verified: true });
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto("/en/login/ohra");
    await other.getByRole("link", { name: "Log in with OHRA" }).click();
    await signInAtProvider(other, email);
    await expect(other).toHaveURL(/\/en\/auth\/404\?reason=existing-account&partner=ohra$/);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Log in with your password first");
    await expectNoA11yViolations(other);
    expect((await elsewhere.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);

    // The owner proves who they are with the password, then links OHRA from the account page.
    await other.getByRole("link", { name: "Log in and link OHRA" }).click();
    await other.getByLabel("Email address").fill(email);
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(other).toHaveURL(/\/en\/account\?link=ohra$/);
    await other.getByRole("button", { name: "Link OHRA" }).click();
    await signInAtProvider(other, email);
    await expect(other).toHaveURL(/\/en\/account\?linked=ohra$/);
    await expect(other.getByText("Your account is now linked to OHRA.")).toBeVisible();
    await expectNoA11yViolations(other);
    await elsewhere.close();

    // From now on the OHRA login finds the account.
    const fresh = await browser.newContext();
    const third = await fresh.newPage();
    await third.goto("/en/login/ohra");
    await third.getByRole("link", { name: "Log in with OHRA" }).click();
    await signInAtProvider(third, email);
    await expect(third).toHaveURL(/\/en\/dashboard$/);
    await expect(third.getByRole("heading", { level: 1 })).toHaveText("Hi Noor");
    await fresh.close();
  });

  for (const [who, address] of [
    ["an admin", "admin@example.com"],
    ["a coach", "coach@example.com"],
    ["the demo member", "member@example.com"],
  ] as const) {
    test(`an identity provider that asserts ${who}'s address gets no session`, async ({ page, context }) => {
      await page.goto("/en/login/ohra");
      await page.getByRole("link", { name: "Log in with OHRA" }).click();
      await signInAtProvider(page, address);
      await expect(page).toHaveURL(/\/en\/auth\/404\?reason=existing-account&partner=ohra$/);
      expect((await context.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    });
  }

  test("OHRA provisions an account for a verified address it vouches for", async ({ page }) => {
    const email = uniqueEmail("ohra-nieuw").replace("@example.com", "@ohra.example");
    await page.goto("/en/login/ohra");
    await page.getByRole("link", { name: "Log in with OHRA" }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/en\/signup\/profile$/);
  });

  test.describe("refusals", () => {
    test("RGF does not provision an account for an unknown address", async ({ page }) => {
      await page.goto("/en/login/rgf");
      await page.getByRole("link", { name: "Log in with RGF" }).click();
      await signInAtProvider(page, uniqueEmail("rgf-unknown"));
      await expect(page).toHaveURL(/\/en\/auth\/404\?reason=unknown&partner=rgf$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We found no account for this login");
    });

    test("an address the provider has not verified is never trusted", async ({ page }) => {
      await page.goto("/en/login/ohra");
      await page.getByRole("link", { name: "Log in with OHRA" }).click();
      await signInAtProvider(page, "unverified@ohra.example");
      await expect(page).toHaveURL(/\/en\/auth\/404\?reason=unverified&partner=ohra$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email address could not be confirmed");
    });

    test("a callback without our flow cookie is refused", async ({ page }) => {
      await page.goto("/sso/callback?code=forged&state=forged");
      await expect(page).toHaveURL(/\/nl\/auth\/404\?reason=failed$/);
    });
  });
});
