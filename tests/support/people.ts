import { type Browser, expect, type Page } from "@playwright/test";
import { mailTo, uniqueEmail } from "./mailbox";

export const PASSWORD = "a calm and long password";
export const DEMO_PASSWORD = "demo-password-1";

/** The sign-up and onboarding forms' words in each language. */
const onboardingWords = {
  en: {
    name: "Name",
    email: "Email address",
    password: "Password",
    create: "Create account",
    sent: "Check your inbox",
    logIn: "Log in",
    language: "English",
    next: "Continue",
    terms: "I accept the terms of use",
    greeting: "Hi",
  },
  nl: {
    name: "Naam",
    email: "E-mailadres",
    password: "Wachtwoord",
    create: "Account maken",
    sent: "Kijk in je inbox",
    logIn: "Inloggen",
    language: "Nederlands",
    next: "Verder",
    terms: "Ik ga akkoord met de gebruiksvoorwaarden",
    greeting: "Hoi",
  },
} as const;

/**
 * A fresh account that finished onboarding in `lng` (English unless said), logged in on `page`,
 * under `email` (a new address unless given); with `verified`, its address is confirmed through
 * the link in the mail. Returns the address.
 */
export async function onboardedMember(
  page: Page,
  name: string,
  {
    verified = false,
    lng = "en",
    email = uniqueEmail("account"),
  }: { verified?: boolean; lng?: "nl" | "en"; email?: string } = {},
): Promise<string> {
  const w = onboardingWords[lng];
  await page.goto(`/${lng}/signup`);
  await page.getByLabel(w.name).fill(name);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: w.create }).click();
  await logInAfterSignUp(page, lng, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${lng}/signup/profile$`));
  await page.getByRole("radio", { name: w.language }).check();
  await page.getByRole("button", { name: w.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/signup/terms$`));
  await page.locator("label").filter({ hasText: w.terms }).click();
  await page.getByRole("button", { name: w.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/signup/theapp$`));
  await page.getByRole("button", { name: w.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/signup/vitascan$`));
  await page.getByRole("button", { name: "Later" }).click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/vitascan/delay$`));
  if (verified) {
    const mail = await mailTo(email, /Confirm your email address|Bevestig je e-mailadres/);
    const link = mail.links.find((href) => href.includes("verify-email"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.goto(`/${lng}/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${w.greeting} ${name.split(" ")[0]}`);
  }
  return email;
}

/**
 * Signing up logs nobody in (it answers an address with an account the same): the page says to
 * check the inbox, and its link leads to the login (keeping any returnTo), where the person logs in.
 */
export async function logInAfterSignUp(page: Page, lng: "nl" | "en", email: string, password: string) {
  const w = onboardingWords[lng];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.sent);
  await page.getByRole("main").getByRole("link", { name: w.logIn, exact: true }).click();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: w.logIn, exact: true }).last().click();
}

/** A fresh page in a context of its own: another person in another browser. */
export async function elsewhere(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** The demo's English administrator gives the account of `email` the admin role. */
export async function makeAdministrator(browser: Browser, email: string) {
  const english = await elsewhere(browser);
  await logIn(english.page, "en", "admin@example.com");
  await english.page.goto("/admin/users");
  await english.page.getByLabel("Name or email address").fill(email);
  await english.page.getByRole("button", { name: "Search" }).click();
  await english.page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await english.page.getByRole("button", { name: "Make administrator" }).click();
  await expect(english.page.getByText("The role has been given.")).toBeVisible();
  await english.context.close();
}

/** Logs in on the login page of `lng` and waits until the app has taken the person somewhere. */
export async function logIn(page: Page, lng: "nl" | "en", email: string, password = DEMO_PASSWORD) {
  await page.goto(`/${lng}/login`);
  await page.getByLabel(lng === "nl" ? "E-mailadres" : "Email address").fill(email);
  await page.getByLabel(lng === "nl" ? "Wachtwoord" : "Password", { exact: true }).fill(password);
  await page
    .getByRole("button", { name: lng === "nl" ? "Inloggen" : "Log in", exact: true })
    .last()
    .click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs up with the English form at `path` (which may carry a returnTo), logs in and waits for onboarding. */
export async function signUpOnly(page: Page, path: string, email: string, password = PASSWORD) {
  await page.goto(path);
  await page.getByLabel("Name").fill("Sam de Wit");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await logInAfterSignUp(page, "en", email, password);
  await expect(page).toHaveURL(/\/en\/signup\/profile/);
}
