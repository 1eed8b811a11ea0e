import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { onboardedMember } from "../support/people";

// Booking on a coach's page as a date strip: days across, the chosen day's times below, a summary
// that stays in view, and a time someone else just took answered inside that summary with the
// nearest free times. In both languages, on a wide screen and a phone.

test.use({ timezoneId: "Europe/Amsterdam" });

const words = {
  en: {
    strip: "Days of the week",
    book: "Book this session",
    taken: "Someone else just booked this time.",
    nearest: "The nearest free times:",
    addTopic: "Add a topic (optional)",
    topic: "What would you like to talk about? (optional)",
  },
  nl: {
    strip: "Dagen van de week",
    book: "Boek dit gesprek",
    taken: "Deze tijd is net door iemand anders geboekt.",
    nearest: "De dichtstbijzijnde vrije tijden:",
    addTopic: "Onderwerp toevoegen (optioneel)",
    topic: "Waar wil je het over hebben? (optioneel)",
  },
} as const;

const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

/** The day buttons of the strip that have free times ("…, 3 times"). */
const freeDays = (page: Page, lng: "en" | "nl") =>
  page
    .getByRole("navigation", { name: words[lng].strip })
    .getByRole("link", { name: lng === "en" ? /, \d+ times?$/ : /, \d+ tijden?$/ });
const timeLinks = (page: Page) => page.getByRole("link", { name: / (at|om) \d{2}:\d{2}$/ });

async function expectNothingSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectInViewport(page: Page, locator: Locator) {
  // The summary is drawn again when the page's data is read again: measure the settled one.
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Another member, in a browser of their own, who books `url`'s chosen time first. */
async function takeFirst(browser: Browser, url: string, lng: "en" | "nl") {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam" });
  const other = await context.newPage();
  await onboardedMember(other, `Quick ${lng}`, { verified: true, lng });
  await other.goto(url);
  await other.getByRole("button", { name: words[lng].book }).click();
  await expect(other).toHaveURL(new RegExp(`/${lng}/coaching/[0-9a-f-]{36}\\?booked=1$`));
  await context.close();
}

const runs = [
  ["en", 1440, 900, "lotte-visser"],
  ["nl", 390, 844, "mehmet-yilmaz"],
  ["en", 390, 844, "eva-peeters"],
  ["nl", 1440, 900, "thomas-smit"],
] as const;

test.describe("the booking strip", () => {
  test.use({ allowedConsoleErrors: statusLine(409) });

  for (const [lng, width, height, coach] of runs) {
    test(`a day, a time, "just taken" in the summary, a nearest time booked (${lng}, ${width} px)`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const w = words[lng];
      await page.setViewportSize({ width, height });
      await onboardedMember(page, `Strip ${lng} ${width}`, { verified: true, lng });
      await page.goto(`/${lng}/coaches/${coach}?type=intake&week=${daysAhead(7)}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expectNothingSideways(page);

      // The open day is in view inside the strip, also the week's last free day on a phone.
      const lastDay = (await freeDays(page, lng).last().getAttribute("href")) as string;
      await page.goto(new URL(lastDay, page.url()).toString());
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const openDay = page.locator('[aria-current="date"]');
      await expect
        .poll(() =>
          openDay.evaluate((element) => {
            const row = element.closest("ul")?.getBoundingClientRect();
            const box = element.getBoundingClientRect();
            return row !== undefined && box.left >= row.left - 1 && box.right <= row.right + 1;
          }),
        )
        .toBe(true);

      // A day: the strip opens it (in the address), its times show below, grouped.
      const days = freeDays(page, lng);
      expect(await days.count()).toBeGreaterThan(1);
      const day = days.nth(1);
      await day.click();
      await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
      await expect(freeDays(page, lng).nth(1)).toHaveAttribute("aria-current", "date");
      const summary = page.locator("#summary");
      await expect(summary).toContainText(lng === "en" ? "Choose a day and a time." : "Kies een dag en een tijd.");

      // A time: the summary (in view, on a phone at the bottom) names it and offers one button.
      await timeLinks(page).nth(1).click();
      await expect(page).toHaveURL(/slot=/);
      const book = summary.getByRole("button", { name: w.book });
      await expect(book).toBeVisible();
      await expectInViewport(page, book);
      await expectNothingSideways(page);
      await expectNoA11yViolations(page);

      // Someone else books that time first; this member's "Book" is answered inside the summary.
      await takeFirst(browser, page.url(), lng);
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await book.click();
      const alert = summary.getByRole("alert");
      await expect(alert).toContainText(w.taken);
      await expect(alert).toContainText(w.nearest);
      await expect(alert).toBeFocused();
      await expectInViewport(page, alert);
      // No jump to the top of the page.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(Math.min(scrollBefore, 1));
      const nearest = alert.getByRole("link");
      await expect(nearest).toHaveCount(3);
      await expectNothingSideways(page);
      await expectNoA11yViolations(page);

      // A nearest time chooses it; booking it works.
      const label = (await nearest.first().textContent()) as string;
      await nearest.first().click();
      await expect(summary.getByRole("alert")).toHaveCount(0);
      await expect(summary).toContainText(label);
      await summary.getByRole("button", { name: w.book }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}/coaching/[0-9a-f-]{36}\\?booked=1$`));
    });
  }
});

/** Presses Tab until `target` has the focus (keyboard only: no clicks). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`focus never reached ${target}`);
}

for (const [lng, width, height, coach] of [
  ["en", 390, 844, "fleur-mulder"],
  ["nl", 1440, 900, "nadia-haddad"],
] as const) {
  test(`books with the keyboard only, the focus visible (${lng}, ${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = words[lng];
    await page.setViewportSize({ width, height });
    await onboardedMember(page, `Keys ${lng} ${width}`, { verified: true, lng });
    await page.goto(`/${lng}/coaches/${coach}?type=intake&week=${daysAhead(7)}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const day = freeDays(page, lng).last();
    await tabTo(page, day);
    // The focus ring is drawn (the page's :focus-visible outline).
    expect(await day.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]day=/);
    await expect(freeDays(page, lng).last()).toHaveAttribute("aria-current", "date");

    const time = timeLinks(page).first();
    await tabTo(page, time);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/slot=/);

    const summary = page.locator("#summary");
    await tabTo(page, summary.getByText(w.addTopic));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByLabel(w.topic));
    await page.keyboard.type("Sleeping better");
    const book = summary.getByRole("button", { name: w.book });
    await tabTo(page, book);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lng}/coaching/[0-9a-f-]{36}\\?booked=1$`));
  });
}
