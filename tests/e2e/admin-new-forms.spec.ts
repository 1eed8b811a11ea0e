import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { uniqueEmail } from "../support/mailbox";
import { logIn } from "../support/people";

// The back office's "new …" forms sit at the top of their list pages, in a disclosure: the
// button is in the first screen and before the list, opens by keyboard, stays open with the
// messages when the form is refused, and a partner and an invitation are made through it. At
// 1440 px and at 390 px; a refused partner also without JavaScript.

test.use({ allowedConsoleErrors: /status of (400|409|422)/ });

const ADMIN = "admin@example.com";

/** Each list page with its button's text, its form's name and the form's submit button. */
const pages = [
  { path: "/admin/partners", label: "New partner", submit: "Create partner" },
  { path: "/admin/events", label: "New event", submit: "Create event" },
  { path: "/admin/webinars", label: "New webinar", submit: "Create webinar" },
  { path: "/admin/media", label: "New item", submit: "Create draft" },
  { path: "/admin/pages", label: "New page", submit: "Create page" },
  { path: "/admin/coaches", label: "Invite coaches", submit: "Send invitations" },
] as const;

const newItem = (page: Page, label: string) =>
  page.locator("main details").filter({ has: page.locator("summary", { hasText: label }) });

/** Whether the button comes before every table and every heading of the list, of which there is one. */
async function comesBeforeTheList(page: Page, label: string) {
  return page.evaluate((text) => {
    const main = document.querySelector("main");
    const summary = [...(main?.querySelectorAll("summary") ?? [])].find((node) => node.textContent?.includes(text));
    if (!main || !summary) return "no button";
    const details = summary.closest("details");
    const list = [...main.querySelectorAll("table, h2")].filter((node) => !details?.contains(node));
    if (list.length === 0) return "no list";
    const after = list.every((node) => summary.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    return after ? "before" : "after";
  }, label);
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
      await logIn(page, "en", ADMIN);
    });

    for (const item of pages) {
      test(`${item.path}: the "${item.label}" button is at the top, opens by keyboard and keeps a refused form open`, async ({
        page,
      }) => {
        await page.goto(item.path);
        const details = newItem(page, item.label);
        const summary = details.locator("summary");
        // In the first screen, without scrolling, and before the list.
        await expect(summary).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await comesBeforeTheList(page, item.label)).toBe("before");
        // Closed until asked for: the form's button is not shown.
        const submit = page.getByRole("button", { name: item.submit });
        await expect(submit).toBeHidden();

        // By keyboard.
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect(details).toHaveAttribute("open", "");
        await expect(submit).toBeVisible();
        await expectNoA11yViolations(page);

        // Refused as it is (its required fields are empty): open, with the messages at the fields.
        await submit.click();
        await expect(details.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expect(details).toHaveAttribute("open", "");
        await expect(submit).toBeVisible();
      });
    }

    test("a partner is made from the button at the top", async ({ page }) => {
      await page.goto("/admin/partners");
      const stamp = `${width}-${Date.now().toString(36)}`;
      await newItem(page, "New partner").locator("summary").click();
      await page.getByLabel("Name", { exact: true }).fill(`Top Form ${stamp}`);
      await page.getByLabel("Address name").fill("deloitte");
      await page.getByRole("button", { name: "Create partner" }).click();
      await expect(page.getByRole("alert")).toContainText("is or was in use by a partner");
      await expect(newItem(page, "New partner")).toHaveAttribute("open", "");
      await page.getByLabel("Address name").fill(`top-form-${stamp}`);
      await page.getByRole("button", { name: "Create partner" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/partners/top-form-${stamp}\\?created=1$`));
      await expect(page.getByText("The partner was created. Set up its logins and join links here.")).toBeVisible();
    });

    test("an invitation is sent from the button at the top, and the form closes over its results", async ({ page }) => {
      await page.goto("/admin/coaches");
      const details = newItem(page, "Invite coaches");
      await details.locator("summary").click();
      const email = uniqueEmail("top-invite");
      await page.getByLabel("Names and addresses").fill(`Top Form ${width} <${email}>`);
      await page.getByRole("form", { name: "Invite coaches" }).getByLabel("Language of the email").selectOption("en");
      await page.getByRole("button", { name: "Send invitations" }).click();
      await expect(page.getByText("1 of 1 invited.")).toBeVisible();
      await expect(details).not.toHaveAttribute("open");
      await expect(page.getByRole("table", { name: "What happened to each line" })).toContainText(email);
      // Withdrawn again, so that the list of pending invitations is as it was.
      const pending = page
        .getByRole("region", { name: "Pending invitations" })
        .getByRole("listitem")
        .filter({ hasText: email });
      await pending.locator("summary", { hasText: "Withdraw" }).click();
      await pending.getByRole("button", { name: /^Withdraw the invitation/ }).click();
      await expect(page.getByText("The invitation was withdrawn; its link no longer works.")).toBeVisible();
    });
  });
}

test("without JavaScript, a refused partner comes back with its form open and the message shown", async ({
  page,
  browser,
}) => {
  await logIn(page, "en", ADMIN);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await context.newPage();
  await bare.goto("/admin/partners");
  const details = newItem(bare, "New partner");
  await expect(details).not.toHaveAttribute("open");
  await details.locator("summary").click();
  await bare.getByLabel("Name", { exact: true }).fill("Top Form without script");
  await bare.getByLabel("Address name").fill("deloitte");
  await bare.getByRole("button", { name: "Create partner" }).click();
  await expect(bare).toHaveURL(/\/admin\/partners$/);
  await expect(details).toHaveAttribute("open", "");
  await expect(bare.getByText("is or was in use by a partner").first()).toBeVisible();
  await context.close();
});
