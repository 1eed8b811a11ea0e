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
  test.use({ allowedConsoleErrors: /status of (400|401|410|429)/ });

  test("edits the profile and changes the password, logging out other devices", async ({ page, browser }) => {
    const email = await onboardedMember(page, "Iris Mulder");
    await page.goto("/en/account");
    await expectNoA11yViolations(page);

    await page.getByLabel("Name").fill("Iris Mulder-Bos");
    await page.getByLabel("Time zone").selectOption("America/New_York");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await page.goto("/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Iris");
    await expect(page.getByText("America/New York")).toBeVisible();

    const { context, other } = await logInElsewhere(browser, email, PASSWORD);
    await page.goto("/en/account");
    await expect(page.getByText("This device")).toHaveCount(1);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password").fill("a new calm long password");
    await page.getByRole("button", { name: "Save" }).nth(2).click();
    await expect(page.getByText("Your current password is not right.").first()).toBeVisible();
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password").fill("a new calm long password");
    await page.getByRole("button", { name: "Save" }).nth(2).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // This device stays in; the other one is out.
    await page.goto("/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Iris");
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

  test("closes the account after the password is confirmed, and the mailed link keeps it", async ({ page }) => {
    const email = await onboardedMember(page, "Bram Peters");
    await page.goto("/en/account");
    await page.getByLabel("Password", { exact: true }).fill("wrong password here");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your current password is not right.").first()).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your account is closed and will be deleted in 7 days.")).toBeVisible();
    await page.goto("/en/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page.getByRole("alert")).toContainText("This account is closed and will be deleted");

    // The address is told, with the way back: opening the link changes nothing, its button does.
    const notice = await mailTo(email, /Your Vitaal account will be deleted/);
    const keep = notice.links.find((url) => url.includes("/account-change?token=")) as string;
    await page.goto(keep);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keep your account");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Keep my account" }).click();
    await expect(page.getByText("Your account is kept and open again")).toBeVisible();
    // Whoever asked knew the password: a new one is chosen through the mailed link.
    const reset = await mailTo(email, /Set a new password/);
    await page.goto(reset.links.find((url) => url.includes("reset-password")) as string);
    await page.getByLabel("New password").fill("a brand new calm password");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a brand new calm password");
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    // Used once.
    await page.goto(keep);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has already been used");
  });

  test("refuses the current password after five wrong ones, with the time to wait", async ({ page }) => {
    await onboardedMember(page, "Wim Smit");
    await page.goto("/en/account");
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByLabel("Password", { exact: true }).fill(`wrong password ${attempt}`);
      // The message stays from the attempt before: wait for this attempt's own answer.
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/en/account"),
      );
      await page.getByRole("button", { name: "Delete my account" }).click();
      expect((await answered).status()).toBe(400);
      await expect(page.getByText("Your current password is not right.").first()).toBeVisible();
    }
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Too many attempts. Please try again in 15 minutes.").first()).toBeVisible();
    // Nothing was deleted.
    await page.goto("/en/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Wim");
  });

  test("a visitor gets the 401 page for the account and its export", async ({ page, request }) => {
    expect((await page.goto("/en/account"))?.status()).toBe(401);
    expect((await request.get("/en/account/export")).status()).toBe(401);
  });
});

test.describe("changing the email address", () => {
  test.use({ allowedConsoleErrors: /status of (400|401)/ });

  test("needs the password, takes effect when the new address confirms, and the old one can undo it", async ({
    page,
  }) => {
    const email = await onboardedMember(page, "Lotte Bakker");
    const newEmail = uniqueEmail("nieuw-adres");
    await page.goto("/en/account");
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByRole("button", { name: "Save" }).nth(1).click();
    await expect(page.getByText("Please fill in this field.").first()).toBeVisible();
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByLabel("Confirm with your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Save" }).nth(1).click();
    await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
    // Nothing changes before the link is opened.
    await expect(page.getByText(`Your current address is ${email}.`)).toBeVisible();

    const mail = await mailTo(newEmail, /Confirm your new email address/);
    const link = mail.links.find((url) => url.includes("/account-change?token=")) as string;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your new email address");
    await page.getByRole("button", { name: "Confirm the new address" }).click();
    await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
    await page.goto("/en/account");
    await expect(page.getByText(`Your current address is ${newEmail}.`)).toBeVisible();

    // The old address was told, and takes the account back: everyone is logged out.
    const notice = await mailTo(email, /Your email address is being changed/);
    expect(notice.text).toContain(newEmail);
    const undo = notice.links.find((url) => url.includes("/account-change?token=")) as string;
    await page.goto(undo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Undo the change of your email address");
    await page.getByRole("button", { name: "Undo the change" }).click();
    await expect(page.getByText(`Your account uses ${email}, and everyone has been logged out.`)).toBeVisible();
    await mailTo(email, /Set a new password/);
    expect((await page.request.get("/en/account", { maxRedirects: 0 })).status()).toBe(401);
  });
});
