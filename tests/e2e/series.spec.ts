import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { onboardedMember } from "../support/people";

// A member books a series of four weekly coaching sessions on a coach's page, sees it on the
// appointment's page ("Part of a series: 1 of 4" with the other dates), and moves one occurrence:
// the series keeps its four sessions. In both languages, on a wide screen and a phone.

test.use({ timezoneId: "Europe/Amsterdam" });

const COACH = "fleur-mulder";

const words = {
  en: {
    repeat: "Repeat",
    every: "Every week",
    count: "Number of sessions",
    show: "Show dates",
    book: "Book 4 sessions",
    summary: "4 sessions, every week",
    part: (position: number) => `Part of a series: ${position} of 4`,
    reschedule: "Reschedule",
    move: "Move to this time",
    moved: "Your session has been moved.",
    free: "Free",
  },
  nl: {
    repeat: "Herhalen",
    every: "Elke week",
    count: "Aantal sessies",
    show: "Datums laten zien",
    book: "4 sessies boeken",
    summary: "4 sessies, elke week",
    part: (position: number) => `Deel van een reeks: ${position} van 4`,
    reschedule: "Verplaatsen",
    move: "Verplaats naar deze tijd",
    moved: "Je afspraak is verplaatst.",
    free: "Vrij",
  },
} as const;

const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

const slotLinks = (page: Page) => page.getByRole("link", { name: / (at|om) \d{2}:\d{2}$/ });

/**
 * Chooses a coaching time whose next three weeks are free too (the demo coach's other bookings and
 * public holidays may take one), through the repeat form, and leaves the page at the preview.
 */
async function chooseSeries(page: Page, lng: "en" | "nl", w: (typeof words)["en" | "nl"]) {
  await page.goto(`/${lng}/coaches/${COACH}?type=coaching&week=${daysAhead(7)}`);
  const hrefs = await Promise.all((await slotLinks(page).all()).map((link) => link.getAttribute("href")));
  for (const href of hrefs.slice(0, 12)) {
    await page.goto(new URL(href as string, page.url()).toString());
    await page.getByLabel(w.repeat, { exact: true }).selectOption({ label: w.every });
    await page.getByLabel(w.count).selectOption("4");
    await page.getByRole("button", { name: w.show }).click();
    await expect(page).toHaveURL(/repeat=1&count=4/);
    await expect(page.getByRole("list", { name: /series|reeks/ }).getByRole("listitem")).toHaveCount(4);
    if (await page.getByRole("button", { name: w.book }).isVisible()) return;
  }
  throw new Error("no time of the coach had four free weeks in a row");
}

for (const [lng, width, height] of [
  ["en", 1440, 900],
  ["nl", 390, 844],
  ["en", 390, 844],
  ["nl", 1440, 900],
] as const) {
  test(`a member books a series of four, sees it and moves one (${lng}, ${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = words[lng];
    await page.setViewportSize({ width, height });
    await onboardedMember(page, `Series ${lng} ${width}`, { verified: true, lng });
    await page.goto("/en/join/deloitte-fit-forward");
    await page.getByRole("button", { name: /^Join / }).click();

    await chooseSeries(page, lng, w);
    const dates = page.getByRole("list", { name: /series|reeks/ }).getByRole("listitem");
    for (const item of await dates.all()) await expect(item).toContainText(w.free);
    await expect(page.getByText(w.summary)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: w.book }).click();

    await expect(page).toHaveURL(new RegExp(`/${lng}/coaching/[0-9a-f-]{36}\\?booked=1$`));
    await expect(page.getByRole("heading", { name: w.part(1) })).toBeVisible();
    const series = page.getByRole("region", { name: w.part(1) });
    await expect(series.getByRole("listitem")).toHaveCount(4);
    await expectNoA11yViolations(page);

    // The third occurrence, through the series' links.
    await series.getByRole("link").nth(1).click();
    await expect(page.getByRole("heading", { name: w.part(3) })).toBeVisible();
    const third = page.url();
    await page.getByRole("link", { name: w.reschedule }).click();
    await expect(page).toHaveURL(/\?reschedule=/);
    // Five weeks on: after the last of the series.
    await page.goto(`${page.url()}&week=${daysAhead(42)}`);
    await slotLinks(page).first().click();
    await page.getByRole("button", { name: w.move }).click();
    await expect(page.getByText(w.moved)).toBeVisible();
    expect(page.url().split("?")[0]).toBe(third.split("?")[0]);
    // Still four sessions; the moved one is now the last.
    await expect(page.getByRole("heading", { name: w.part(4) })).toBeVisible();
    await expect(page.getByRole("region", { name: w.part(4) }).getByRole("listitem")).toHaveCount(4);
    await expectNoA11yViolations(page);
  });
}
