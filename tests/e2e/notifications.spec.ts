import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn, onboardedMember } from "../support/people";

// What needs attention: a booking change shows up in the other party's notification list, with
// the count in the header, and opening it marks it read; the mail preferences on the account page.

test.use({ timezoneId: "Europe/Amsterdam" });
test.describe.configure({ mode: "serial" });

const DEMO_COACH = "/en/coaches/daan-bakker";

const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

/** Books the first free slot with the demo coach `days` ahead; answers the appointment's id. */
async function book(page: Page, days: number): Promise<string> {
  await page.goto(`${DEMO_COACH}?week=${daysAhead(days)}`);
  await page
    .getByRole("link", { name: / at \d{2}:\d{2}$/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Book this session" }).click();
  await expect(page).toHaveURL(/\/en\/coaching\/[0-9a-f-]{36}\?booked=1$/);
  return /coaching\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
}

async function coachPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await logIn(page, "en", "coach@example.com");
  return { context, page };
}

test("a member's booking reaches the coach's list and header count; opening it marks it read (nl)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await onboardedMember(page, "Sem de Boer", { verified: true, lng: "nl" });
  await page.goto("/nl/notifications");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meldingen");
  await expect(page.getByText(/Hier staat nog niets/)).toBeVisible();
  await expectNoA11yViolations(page);
  const id = await book(page, 15);

  // The demo coach's account speaks Dutch.
  const coach = await coachPage(browser);
  await coach.page.goto("/coach");
  const header = coach.page.getByRole("banner");
  const bell = header.getByRole("link", { name: /^Meldingen, \d+ ongelezen$/ });
  await expect(bell).toBeVisible();
  await expect(header.getByRole("link", { name: /^Berichten/ })).toHaveAttribute("href", "/coach/messages");
  const before = Number(await bell.getAttribute("data-unread"));
  await bell.click();
  await expect(coach.page).toHaveURL(/\/coach\/notifications$/);
  await expect(coach.page.getByRole("heading", { level: 1 })).toHaveText("Meldingen");
  const item = coach.page.getByRole("button", { name: /^Sem de Boer heeft een sessie geboekt op / });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-read", "false");
  await expectNoA11yViolations(coach.page);

  // By keyboard: the notification is a button that opens the appointment.
  await item.focus();
  await coach.page.keyboard.press("Enter");
  await expect(coach.page).toHaveURL(new RegExp(`/coach/appointments/${id}$`));
  await expect(
    coach.page
      .getByRole("banner")
      .getByRole("link", { name: before > 1 ? `Meldingen, ${before - 1} ongelezen` : "Meldingen", exact: true }),
  ).toBeVisible();
  await coach.page.goto("/coach/notifications");
  await expect(coach.page.getByRole("button", { name: /^Sem de Boer heeft een sessie geboekt op / })).toHaveAttribute(
    "data-read",
    "true",
  );
  if (before > 1) {
    await coach.page.getByRole("button", { name: "Alles als gelezen markeren" }).click();
    await expect(coach.page.getByText("Alles is als gelezen gemarkeerd.")).toBeVisible();
  }
  await expect(coach.page.getByRole("banner").getByRole("link", { name: "Meldingen", exact: true })).toBeVisible();
  await coach.context.close();
});

test("the coach's cancellation reaches the member; mail preferences are saved (en)", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await onboardedMember(page, "Iris Vermeer", { verified: true });
  const id = await book(page, 16);

  const coach = await coachPage(browser);
  await coach.page.goto(`/coach/appointments/${id}`);
  await expect(coach.page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await coach.page.getByLabel("Reden (verplicht)").fill("Ik ben die dag ziek");
  await coach.page.getByRole("button", { name: "Annuleer de afspraak" }).click();
  await expect(coach.page.getByText(/^Door jou, op /)).toBeVisible();
  await coach.context.close();

  await page.goto("/en/dashboard");
  const header = page.getByRole("banner");
  // On a phone the header keeps the counts beside the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(header.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await expect(header.getByRole("link", { name: /^Messages/ })).toHaveAttribute("href", "/en/messages");
  await header.getByRole("link", { name: "Notifications, 1 unread" }).click();
  const item = page.getByRole("button", { name: /^Your session on .* was cancelled by your coach Daan Bakker/ });
  await expect(item).toBeVisible();
  await expect(page.getByText("1 unread", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/en/coaching/${id}$`));
  await expect(header.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // The mail preferences: both on until turned off, and kept after saving.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/account");
  const reminders = page.getByRole("switch", { name: "Reminders before my sessions" });
  const messages = page.getByRole("switch", { name: "When I receive a message" });
  await expect(reminders).toBeChecked();
  await expect(messages).toBeChecked();
  await reminders.uncheck();
  await expect(reminders).not.toBeChecked();
  const card = page.locator("form").filter({ has: reminders });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your mail preferences are saved.")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.reload();
  await expect(page.getByRole("switch", { name: "Reminders before my sessions" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "When I receive a message" })).toBeChecked();
});
