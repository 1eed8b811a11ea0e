import { expect, type Page } from "@playwright/test";

/**
 * The starts of the free times a coach's page offers in the 7 days from `date` (YYYY-MM-DD), read
 * from the time links' addresses. The page shows one day's times at a time (`?day=`), so each day
 * is visited; a day without free times has none.
 */
export async function weekSlotStarts(page: Page, coachPage: string, coachName: string, date: string): Promise<Date[]> {
  const starts: Date[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const day = new Date(Date.parse(`${date}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${coachPage}?day=${day}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coachName);
    const hrefs = await page
      .getByRole("link", { name: / (at|om) \d{2}:\d{2}$/ })
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      const slot = new URL(href, page.url()).searchParams.get("slot");
      if (slot) starts.push(new Date(slot));
    }
  }
  return starts;
}
