import { expect, type Page } from "@playwright/test";
import { mailTo, uniqueEmail } from "./mailbox";

export const PASSWORD = "a calm and long password";
export const DEMO_PASSWORD = "demo-password-1";

/**
 * A fresh account that finished onboarding in English, logged in on `page`; with `verified`, its
 * address is confirmed through the link in the mail. Returns the address.
 */
export async function onboardedMember(page: Page, name: string, { verified = false } = {}): Promise<string> {
  const email = uniqueEmail("account");
  await page.goto("/en/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/signup\/profile$/);
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/en\/signup\/terms$/);
  await page.locator("label").filter({ hasText: "I accept the terms of use" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/en\/signup\/theapp$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/en\/signup\/vitascan$/);
  await page.getByRole("button", { name: "Later" }).click();
  await expect(page).toHaveURL(/\/en\/vitascan\/delay$/);
  if (verified) {
    const mail = await mailTo(email, /Confirm your email address/);
    const link = mail.links.find((href) => href.includes("verify-email"));
    await page.goto(link as string);
    await page.goto("/en/dashboard");
  }
  return email;
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

/** Fills the English sign-up form at `path` (which may carry a returnTo) and waits for onboarding. */
export async function signUpOnly(page: Page, path: string, email: string, password = PASSWORD) {
  await page.goto(path);
  await page.getByLabel("Name").fill("Sam de Wit");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en\/signup\/profile/);
}
