import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { mailTo, uniqueEmail } from "../support/mailbox";
import { logInAfterSignUp } from "../support/people";

const PASSWORD = "a calm and long password";

async function submitSignUp(page: Page, lng: "nl" | "en", email: string, name: string) {
  await page.goto(`/${lng}/signup`);
  await page.getByLabel(lng === "nl" ? "Naam" : "Name").fill(name);
  await page.getByLabel(lng === "nl" ? "E-mailadres" : "Email address").fill(email);
  await page.getByLabel(lng === "nl" ? "Wachtwoord" : "Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: lng === "nl" ? "Account maken" : "Create account" }).click();
}

/** Signs up, which logs nobody in, and logs in from the page that says to check the inbox. */
async function signUp(page: Page, lng: "nl" | "en", email: string, name: string) {
  await submitSignUp(page, lng, email, name);
  await logInAfterSignUp(page, lng, email, PASSWORD);
}

async function logIn(page: Page, lng: "nl" | "en", email: string, password: string) {
  await page.getByLabel(lng === "nl" ? "E-mailadres" : "Email address").fill(email);
  await page.getByLabel(lng === "nl" ? "Wachtwoord" : "Password", { exact: true }).fill(password);
  await page
    .getByRole("button", { name: lng === "nl" ? "Inloggen" : "Log in", exact: true })
    .last()
    .click();
}

async function logOut(page: Page, lng: "nl" | "en") {
  await page
    .getByRole("navigation", { name: lng === "nl" ? "Hoofdmenu" : "Main menu" })
    .first()
    .getByRole("button", { name: lng === "nl" ? "Uitloggen" : "Log out" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    lng === "nl" ? "Je bent uitgelogd" : "You are logged out",
  );
}

test.describe("a new member", () => {
  // The terms step answers 400 until the box is ticked.
  test.use({ allowedConsoleErrors: statusLine(400) });

  test("signs up, verifies by mail, onboards, logs out and in again (nl)", async ({ page }) => {
    const email = uniqueEmail("nieuw");
    await signUp(page, "nl", email, "Eva Smit");
    await expect(page).toHaveURL(/\/nl\/signup\/profile$/);
    await expect(page.getByText("Stap 1 van 4")).toBeVisible();
    await expectNoA11yViolations(page);

    const mail = await mailTo(email, /Bevestig/);
    const link = mail.links.find((url) => url.includes("/api/auth/verify-email"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je e-mailadres is bevestigd");
    await page.getByRole("link", { name: "Verder" }).click();

    await expect(page).toHaveURL(/\/nl\/signup\/profile$/);
    await page.getByLabel("Naam").fill("Eva Smit-de Boer");
    await page.getByLabel("Tijdzone").selectOption("Europe/Amsterdam");
    await page.getByRole("button", { name: "Verder" }).click();

    await expect(page).toHaveURL(/\/nl\/signup\/terms$/);
    // The step links to both texts it asks to accept, in a new tab so the step stays.
    const termsLink = page.getByRole("link", { name: "Gebruiksvoorwaarden (opent in een nieuw tabblad)" });
    await expect(termsLink).toHaveAttribute("href", "/nl/terms");
    await expect(termsLink).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Privacyverklaring (opent in een nieuw tabblad)" })).toHaveAttribute(
      "href",
      "/nl/privacy",
    );
    await page.getByRole("button", { name: "Verder" }).click();
    await expect(page.getByRole("alert")).toContainText("Vink het vakje aan");
    await page.locator("label").filter({ hasText: "Ik ga akkoord met de gebruiksvoorwaarden" }).click();
    await page.getByRole("button", { name: "Verder" }).click();

    await expect(page).toHaveURL(/\/nl\/signup\/theapp$/);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Verder" }).click();

    await expect(page).toHaveURL(/\/nl\/signup\/vitascan$/);
    await page.getByRole("button", { name: "Later" }).click();
    await expect(page).toHaveURL(/\/nl\/vitascan\/delay$/);
    await page.goto("/nl/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoi Eva");
    await expect(page.getByText("(Bevestigd)")).toBeVisible();
    await expectNoA11yViolations(page);

    // A finished onboarding is not shown again.
    await page.goto("/nl/signup/terms");
    await expect(page).toHaveURL(/\/nl\/dashboard$/);

    await logOut(page, "nl");
    await page.goto("/nl/login");
    await logIn(page, "nl", email, PASSWORD);
    await expect(page).toHaveURL(/\/nl\/dashboard$/);
  });

  test("onboards in English and resumes where they left off", async ({ page }) => {
    const email = uniqueEmail("new");
    await signUp(page, "en", email, "Liam Brown");
    await expect(page).toHaveURL(/\/en\/signup\/profile$/);
    await page.getByRole("radio", { name: "English" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en\/signup\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and privacy");

    // Leaving and coming back resumes at the due step, even when asking for a later one.
    await page.goto("/en/signup/vitascan");
    await expect(page).toHaveURL(/\/en\/signup\/terms$/);
    await page.goto("/en/dashboard");
    await expect(page).toHaveURL(/\/en\/signup\/terms$/);
    await page.locator("label").filter({ hasText: "I accept the terms of use" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en\/signup\/theapp$/);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en\/signup\/vitascan$/);
    await page.getByRole("button", { name: "Later" }).click();
    await expect(page).toHaveURL(/\/en\/vitascan\/delay$/);
    await page.goto("/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Liam");
    await expect(page.getByText("Not confirmed yet")).toBeVisible();
  });

  test("resets a forgotten password by mail", async ({ page }) => {
    const email = uniqueEmail("vergeten");
    await signUp(page, "nl", email, "Fenna Kok");
    await expect(page).toHaveURL(/\/nl\/signup\/profile$/);
    await page.context().clearCookies();

    await page.goto("/nl/login");
    await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Stuur de link" }).click();
    await expect(page.getByText(`Als er een account is met ${email}`)).toBeVisible();

    const mail = await mailTo(email, /wachtwoord/i);
    const link = mail.links.find((url) => url.includes("/reset-password"));
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/nl\/reset-password\?token=/);
    await page.getByLabel("Nieuw wachtwoord").fill("another calm long password");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByText("Je wachtwoord is gewijzigd")).toBeVisible();
    await logIn(page, "nl", email, "another calm long password");
    await expect(page).toHaveURL(/\/nl\/signup\/profile$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link as string);
    await expect(page.getByRole("alert")).toContainText("Deze link is verlopen of al gebruikt");
  });
});

test.describe("demo accounts and areas", () => {
  test.use({ allowedConsoleErrors: /status of (401|403)/ });

  test("the demo member logs in and lands on the dashboard", async ({ page }) => {
    await page.goto("/nl/login");
    await expectNoA11yViolations(page);
    await logIn(page, "nl", "member@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/nl\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoi Mila");
  });

  test("the app selector lists the areas an account may enter, and the app", async ({ page }) => {
    await page.goto("/en/login");
    await logIn(page, "en", "admin@example.com", "demo-password-1");
    // An administrator starts in the back office, though a member too.
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/en/app-selector");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /My Vitaal/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /The app/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /Administration/ })).toHaveAttribute("href", "/admin");
    await expect(main.getByRole("link")).toHaveCount(3);
    await expectNoA11yViolations(page);
    await main.getByRole("link", { name: /The app/ }).click();
    await expect(page).toHaveURL(/\/en\/theapp$/);
  });

  test("the coach logs in at the coach door and gets the coach area", async ({ page }) => {
    // A visitor's coach login speaks the browser's language (English here); after login, the account's.
    await page.goto("/coach/login");
    await logIn(page, "en", "coach@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/coach$/);
    // Greeted by the first name, as members are.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom, Daan");
    await expectNoA11yViolations(page);
  });

  test("a member is refused at the coach door, and stays logged out", async ({ page }) => {
    await page.goto("/coach/login");
    await logIn(page, "en", "member@example.com", "demo-password-1");
    await expect(page.getByRole("alert")).toContainText("no access to the coach area");
    await page.goto("/nl/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in om verder te gaan");
  });
});

test.describe("access", () => {
  test.use({ allowedConsoleErrors: /status of (401|403)/ });

  for (const [path, label] of [
    ["/nl/dashboard", "Inloggen"],
    ["/nl/redirecting", "Inloggen"],
    ["/nl/app-selector", "Inloggen"],
    ["/nl/signup/profile", "Inloggen"],
    ["/coach", "Log in"],
  ] as const) {
    test(`a visitor on ${path} gets the 401 page with a way back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(401);
      const login = page.getByRole("main").getByRole("link", { name: label });
      await expect(login).toHaveAttribute("href", new RegExp(`returnTo=${encodeURIComponent(path)}$`));
      await expectNoA11yViolations(page);
    });
  }

  test("after logging in from the 401 page the member is back on the page", async ({ page }) => {
    await page.goto("/nl/dashboard");
    await page.getByRole("main").getByRole("link", { name: "Inloggen" }).click();
    await logIn(page, "nl", "member@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/nl\/dashboard$/);
  });

  test("a member in the coach area gets 403; a coach on member onboarding gets the coach area", async ({ page }) => {
    await page.goto("/nl/login");
    await logIn(page, "nl", "member@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/nl\/dashboard$/);
    const response = await page.goto("/coach");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je hebt geen toegang tot deze pagina");
  });

  test("a returnTo to another site is ignored", async ({ page }) => {
    await page.goto("/nl/login?returnTo=%2F%2Fevil.example.com%2Fsteal");
    await logIn(page, "nl", "member@example.com", "demo-password-1");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/nl\/dashboard$/);
  });
});

test.describe("bad input", () => {
  test.use({ allowedConsoleErrors: /status of (400|403|429)/ });

  test("an empty or malformed login form says what is wrong and logs nobody in", async ({ page }) => {
    await page.goto("/en/login");
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page.getByRole("alert")).toContainText("Please fill in this field.");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("whatever");
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page.getByRole("alert")).toContainText("Enter a valid email address");
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test("a signup with a taken address looks like any other and logs nobody in; a short password changes nothing", async ({
    page,
    baseURL,
  }) => {
    const taken = await page.request.post("/en/signup", {
      headers: { origin: baseURL as string },
      form: { name: "Someone Else", email: "member@example.com", password: PASSWORD },
      maxRedirects: 0,
    });
    expect(taken.status()).toBe(302);
    expect(taken.headers().location).toBe("/en/signup?sent=1");
    expect(taken.headers()["set-cookie"]).toBeUndefined();
    await submitSignUp(page, "en", "member@example.com", "Someone Else");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    expect((await page.request.get("/en/account", { maxRedirects: 0 })).status()).toBe(401);
    // The owner hears of it instead.
    await mailTo("member@example.com", /Someone tried to create an account|Iemand probeerde een account te maken/);
    await page.goto("/en/signup");
    await page.getByLabel("Name").fill("x".repeat(150));
    await page.getByLabel("Email address").fill(uniqueEmail("short"));
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toContainText("at most 100 characters");
    await expect(page.getByRole("alert")).toContainText("at least 10 characters");
  });

  test("repeated wrong passwords pause logins to the account from that address for a while", async ({ page }) => {
    const email = uniqueEmail("lock");
    await signUp(page, "en", email, "Lock Test");
    await page.context().clearCookies();
    await page.goto("/en/login");
    for (let attempt = 0; attempt < 5; attempt++) {
      await logIn(page, "en", email, `wrong password ${attempt}`);
      await expect(page.getByRole("alert")).toContainText("don't match");
    }
    await logIn(page, "en", email, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Too many attempts. Please try again in 15 minutes.");
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test("a form posted from another site is refused", async ({ request }) => {
    const response = await request.post("/nl/login", {
      headers: { origin: "https://evil.example.com", "content-type": "application/x-www-form-urlencoded" },
      data: "email=member%40example.com&password=demo-password-1",
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("unknown pages stay 404", () => {
  test.use({ allowedConsoleErrors: statusLine(404) });

  test("an unknown onboarding step (after the signed-in area's rule: a visitor is asked to log in first)", async ({
    page,
  }) => {
    await page.goto("/nl/login");
    await logIn(page, "nl", "member@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/nl\/dashboard$/);
    const response = await page.goto("/nl/signup/unknown-step");
    expect(response?.status()).toBe(404);
  });
});

test.describe("a slow page", () => {
  test("keeps what was typed before it hydrated", async ({ page }) => {
    // Hold every script until the form is filled in, as on a slow connection.
    let release: () => void = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto("/en/login", { waitUntil: "commit" });
    await page.getByLabel("Email address").fill("member@example.com");
    await page.getByLabel("Password", { exact: true }).fill("demo-password-1");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Moving focus re-renders the fields; the typed values must survive it.
    await page.getByLabel("Email address").focus();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("demo-password-1");
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });
});
