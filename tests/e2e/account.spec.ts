import type { Browser } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { mailTo, uniqueEmail } from "../support/mailbox";
import { onboardedMember, PASSWORD } from "../support/people";

async function logInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/en/login");
  await other.getByLabel("Email address").fill(email);
  await other.getByLabel("Password", { exact: true }).fill(password);
  await other.getByRole("button", { name: "Log in", exact: true }).last().click();
  await expect(other).toHaveURL(/\/en\/dashboard$/);
  return { context, other };
}

test.describe("the account page", () => {
  test.use({ allowedConsoleErrors: /status of (400|401)/ });

  test("edits the profile and changes the password, logging out other devices", async ({ page, browser }) => {
    const email = await onboardedMember(page, "Iris Mulder");
    await page.goto("/en/account");
    await expectNoA11yViolations(page);

    await page.getByLabel("Name").fill("Iris Mulder-Bos");
    await page.getByLabel("Time zone").selectOption("America/New_York");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await page.goto("/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Iris Mulder-Bos");
    await expect(page.getByText("America/New York")).toBeVisible();

    const { context, other } = await logInElsewhere(browser, email, PASSWORD);
    await page.goto("/en/account");
    await expect(page.getByText("This device")).toHaveCount(1);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password").fill("a new calm long password");
    await page.getByRole("button", { name: "Save" }).nth(2).click();
    await expect(page.getByText("Your current password is not right.")).toBeVisible();
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password").fill("a new calm long password");
    await page.getByRole("button", { name: "Save" }).nth(2).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // This device stays in; the other one is out.
    await page.goto("/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Iris Mulder-Bos");
    expect((await other.goto("/en/dashboard"))?.status()).toBe(401);
    await context.close();
  });

  test("logs out everywhere else", async ({ page, browser }) => {
    const email = await onboardedMember(page, "Tom de Wit");
    const { context, other } = await logInElsewhere(browser, email, PASSWORD);
    await page.goto("/en/account");
    await page.getByRole("button", { name: "Log out everywhere else" }).click();
    await expect(page.getByText("You have been logged out on all other devices.")).toBeVisible();
    expect((await other.goto("/en/dashboard"))?.status()).toBe(401);
    expect((await page.goto("/en/dashboard"))?.status()).toBe(200);
    await context.close();
  });

  test("downloads the member's own data and nobody else's", async ({ page }) => {
    const email = await onboardedMember(page, "Sanne Vos");
    const response = await page.request.get("/en/account/export");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain("attachment");
    const exported = await response.json();
    expect(exported.account.email).toBe(email);
    expect(JSON.stringify(exported)).not.toContain("member@example.com");
    expect(JSON.stringify(exported)).not.toMatch(/token/i);
  });

  test("deletes the account after the password is confirmed", async ({ page }) => {
    const email = await onboardedMember(page, "Bram Peters");
    await page.goto("/en/account");
    await page.getByLabel("Password", { exact: true }).fill("wrong password here");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText("Your current password is not right.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await page.goto("/en/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page.getByRole("alert")).toContainText("don't match");
  });

  test("a visitor gets the 401 page for the account and its export", async ({ page, request }) => {
    expect((await page.goto("/en/account"))?.status()).toBe(401);
    expect((await request.get("/en/account/export")).status()).toBe(401);
  });
});

test.describe("changing the email address", () => {
  test("takes effect only when the link sent to the new address is opened", async ({ page }) => {
    const email = await onboardedMember(page, "Lotte Bakker");
    const newEmail = uniqueEmail("nieuw-adres");
    await page.goto("/en/account");
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByRole("button", { name: "Save" }).nth(1).click();
    await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
    // Nothing changes before the link is opened.
    await expect(page.getByText(`Your current address is ${email}.`)).toBeVisible();

    const mail = await mailTo(newEmail, /Confirm your new email address/);
    const link = mail.links.find((url) => url.includes("/api/auth/verify-email"));
    await page.goto(link as string);
    await page.goto("/en/account");
    await expect(page.getByText(`Your current address is ${newEmail}.`)).toBeVisible();
  });
});
