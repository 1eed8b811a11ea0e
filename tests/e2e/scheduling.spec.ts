import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { logIn } from "../support/people";

// The coach's weekly hours, edited with the keyboard alone, and the agenda as a calendar. The
// coach area speaks the account's language: Dutch for Daan Bakker, English for Sanne de Jong.

test.use({ timezoneId: "Europe/Amsterdam" });

/** The hours the demo seeds for both coaches, put back after each test (other specs book with them). */
const seeded = {
  "coach@example.com": [
    [1, "08:00", "20:00"],
    [2, "08:00", "20:00"],
    [3, "08:00", "20:00"],
    [4, "08:00", "20:00"],
    [5, "08:00", "20:00"],
    [6, "09:00", "17:00"],
    [7, "09:00", "17:00"],
  ],
  "coach2@example.com": [
    [1, "09:00", "12:00"],
    [1, "13:30", "17:00"],
    [2, "19:00", "21:00"],
    [3, "09:00", "12:00"],
    [3, "13:30", "17:00"],
    [5, "09:00", "12:00"],
    [5, "13:30", "17:00"],
  ],
} as const;

type Coach = keyof typeof seeded;

async function restoreHours(page: Page, email: Coach) {
  const form: Record<string, string> = { intent: "week" };
  const count = new Map<number, number>();
  for (const [weekday, start, end] of seeded[email]) {
    const index = count.get(weekday) ?? 0;
    count.set(weekday, index + 1);
    form[`day${weekday}.on`] = "on";
    form[`day${weekday}.${index}.start`] = start;
    form[`day${weekday}.${index}.end`] = end;
  }
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/coach/availability", { form, headers: { origin }, maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
}

async function coachPage(browser: Browser, email: Coach) {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await logIn(page, "en", email);
  return { context, page };
}

/** Presses Tab (forward) until `target` has the focus, as someone with a keyboard would. */
async function tabTo(page: Page, target: Locator, limit = 250) {
  for (let presses = 0; presses < limit; presses++) {
    if (
      await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    ) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error("the element never got the focus by Tab");
}

/** Types a time into a time field whose hour segment has the focus: hours, then minutes. */
async function typeTime(page: Page, time: string) {
  const [hours, minutes] = time.split(":") as [string, string];
  await page.keyboard.type(hours);
  await page.keyboard.type(minutes);
}

const words = {
  nl: {
    email: "coach@example.com",
    day: "Donderdag",
    otherDay: "Dinsdag",
    dayInText: "donderdag",
    from: "Van",
    until: "Tot",
    block: (day: string, number: number) => `${day}, blok ${number}`,
    add: "Blok toevoegen op donderdag",
    copy: "Kopieer naar alle werkdagen (de tijden van donderdag)",
    copied: "De tijden van donderdag gelden nu ook van maandag tot en met vrijdag.",
    off: "Niet beschikbaar",
    overlap: "Blokken op één dag mogen niet overlappen.",
    summary: "Niet alles kon worden opgeslagen.",
    save: "Werktijden opslaan",
    saved: "Opgeslagen",
    previewTitle: "Zo zien leden je de komende twee weken",
    grid: "De week als kalender",
    list: "De week als lijst",
    next: "Volgende week",
    weekOf: /^Week van /,
  },
  en: {
    email: "coach2@example.com",
    day: "Thursday",
    otherDay: "Tuesday",
    dayInText: "Thursday",
    from: "From",
    until: "Until",
    block: (day: string, number: number) => `${day}, block ${number}`,
    add: "Add block on Thursday",
    copy: "Copy to all weekdays (the hours of Thursday)",
    copied: "The hours of Thursday now also apply Monday to Friday.",
    off: "Not available",
    overlap: "Blocks on one day may not overlap.",
    summary: "Not everything could be saved.",
    save: "Save hours",
    saved: "Saved",
    previewTitle: "What members see in the next two weeks",
    grid: "The week as a calendar",
    list: "The week as a list",
    next: "Next week",
    weekOf: /^Week of /,
  },
} as const;

test.describe("the coach's weekly hours and agenda", () => {
  test.describe.configure({ mode: "serial" });
  // The server refuses the overlapping hours with a 400, which the browser logs.
  test.use({ allowedConsoleErrors: statusLine(400) });

  for (const lng of ["nl", "en"] as const) {
    const w = words[lng];

    test(`a coach edits the week with the keyboard alone, and sees the agenda as a grid and a list (${lng})`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const { context, page } = await coachPage(browser, w.email);
      try {
        await page.goto("/coach/availability");
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expectNoA11yViolations(page);
        const week = page.getByRole("form", { name: lng === "nl" ? "Vaste werktijden" : "Regular hours" });
        const day = week.getByRole("group", { name: w.day, exact: true });
        const toggle = day.getByRole("switch", { name: w.day });
        const block = (number: number, of: Locator = day, name: string = w.day) =>
          of.getByRole("group", { name: w.block(name, number) });
        const field = (group: Locator, label: string) => group.getByRole("group", { name: label, exact: true });

        // Thursday off (Sanne does not work on Thursdays; Daan's is turned off first), then on again.
        await tabTo(page, toggle);
        if (await toggle.isChecked()) {
          await page.keyboard.press("Space");
          await expect(day.getByText(w.off)).toBeVisible();
        }
        await page.keyboard.press("Space");
        await expect(toggle).toBeChecked();
        await expect(block(1)).toBeVisible();

        // The first block: 07:00 to 12:00.
        await tabTo(page, field(block(1), w.from).getByRole("spinbutton").first());
        await typeTime(page, "07:00");
        await tabTo(page, field(block(1), w.until).getByRole("spinbutton").first());
        await typeTime(page, "12:00");
        await expect(block(1).locator('input[name="day4.0.start"]')).toHaveValue("07:00:00");
        await expect(block(1).locator('input[name="day4.0.end"]')).toHaveValue("12:00:00");

        // A second block: the new one gets the focus; 13:00 to 18:00.
        await tabTo(page, day.getByRole("button", { name: w.add }));
        await page.keyboard.press("Enter");
        await expect(block(2)).toBeVisible();
        await expect(field(block(2), w.from).getByRole("spinbutton").first()).toBeFocused();
        await typeTime(page, "13:00");
        await tabTo(page, field(block(2), w.until).getByRole("spinbutton").first());
        await typeTime(page, "18:00");

        // The preview follows the edit before anything is saved.
        const preview = page.getByRole("list", { name: w.previewTitle });
        await expect(preview.getByText(/· 07:00$/).first()).toBeVisible();

        // Copy to Monday to Friday.
        await tabTo(page, day.getByRole("button", { name: w.copy }));
        await page.keyboard.press("Enter");
        await expect(page.getByText(w.copied)).toBeVisible();
        const other = week.getByRole("group", { name: w.otherDay, exact: true });
        await expect(other.getByRole("switch", { name: w.otherDay })).toBeChecked();
        await expect(block(2, other, w.otherDay).locator('input[name="day2.1.start"]')).toHaveValue("13:00:00");

        // Tuesday's second block moved into the first: refused at that block, as typed and by the server.
        const tuesdayTwo = block(2, other, w.otherDay);
        await tabTo(page, field(tuesdayTwo, w.from).getByRole("spinbutton").first());
        await typeTime(page, "11:30");
        await expect(tuesdayTwo.getByText(w.overlap)).toBeVisible();
        await tabTo(page, week.getByRole("button", { name: w.save }));
        await page.keyboard.press("Enter");
        await expect(page.getByRole("alert")).toContainText(w.summary);
        await expect(tuesdayTwo.getByText(w.overlap)).toBeVisible();
        await expect(field(tuesdayTwo, w.from).getByRole("spinbutton").first()).toHaveAttribute("aria-invalid", "true");

        // Put right, then saved; the saved week comes back after a reload and the preview has the new hours.
        await tabTo(page, field(tuesdayTwo, w.from).getByRole("spinbutton").first());
        await typeTime(page, "13:00");
        await expect(tuesdayTwo.getByText(w.overlap)).toHaveCount(0);
        await tabTo(page, week.getByRole("button", { name: w.save }));
        await page.keyboard.press("Enter");
        await expect(week.getByText(w.saved, { exact: true })).toBeVisible();
        await page.reload();
        await expect(page.locator('input[name="day4.0.start"]')).toHaveValue("07:00:00");
        await expect(page.locator('input[name="day2.1.start"]')).toHaveValue("13:00:00");
        await expect(page.locator('input[name="day1.1.end"]')).toHaveValue("18:00:00");
        await expect(preview.getByText(/· 07:00$/).first()).toBeVisible();

        // The agenda: the week as a grid (wide screens) and as a list, and the next week.
        await page.goto("/coach");
        await expect(page.getByRole("region", { name: w.grid })).toBeVisible();
        await expect(page.getByRole("heading", { name: w.list })).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole("link", { name: w.next }).click();
        await expect(page).toHaveURL(/\/coach\?week=\d{4}-\d{2}-\d{2}$/);
        await expect(page.getByRole("heading", { level: 2, name: w.weekOf }).first()).toBeVisible();
        await expectNoA11yViolations(page);
      } finally {
        await restoreHours(page, w.email);
        await context.close();
      }
    });
  }

  test("on a phone the agenda is a list, and nonsense in ?week shows this week", async ({ browser }) => {
    const { context, page } = await coachPage(browser, "coach2@example.com");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/coach?week=2026-02-30");
    await expect(page.getByRole("region", { name: "The week as a calendar" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "The week as a list" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "This week" })).toBeVisible();
    await expectNoA11yViolations(page);
    await context.close();
  });
});
