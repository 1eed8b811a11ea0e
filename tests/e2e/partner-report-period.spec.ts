import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { logIn } from "../support/people";

// The partner report's period switch with a range of months of the partner's own choosing, on a
// wide screen and a phone, in both languages: chosen in the form, shown with what is not added up
// and why in words, exported as CSV for the same range; a reversed, too long or future range and a
// month that has not closed answered in words (never zeros); another partner's admin refused.

test.describe.configure({ timeout: 90_000 });
test.use({ allowedConsoleErrors: statusLine(400) });

const runs = [
  {
    lng: "nl",
    width: 1440,
    email: "partner@example.com",
    partner: "Deloitte",
    other: "ohra",
    words: {
      period: "Periode",
      custom: "Een reeks maanden…",
      from: "Eerste maand",
      to: "Laatste maand",
      show: "Toon rapport",
      notAdded: "niet opgeteld",
      customNote: "Voor een reeks maanden die je zelf kiest",
      csv: "Reeks maanden",
      order: "De reeks eindigt voordat hij begint",
      tooLong: "hoogstens 24 maanden",
      notYet: "Nog niet beschikbaar",
      rule: /per lid per jaar/g,
      perMonth: /per (lid per )?maand/,
    },
  },
  {
    lng: "en",
    width: 390,
    email: "ohra-admin@example.com",
    partner: "OHRA",
    other: "deloitte",
    words: {
      period: "Period",
      custom: "A range of months…",
      from: "First month",
      to: "Last month",
      show: "Show report",
      notAdded: "not added up",
      customNote: "For a range of months you choose",
      csv: "Range of months",
      order: "The range ends before it starts",
      tooLong: "at most 24 months",
      notYet: "Not yet available",
      rule: /per member per year/g,
      perMonth: /per (member per )?month/,
    },
  },
] as const;

async function expectNothingSideways(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** "YYYY-MM" `months` before `month`. */
function before(month: string, months: number) {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + number - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

for (const run of runs) {
  const w = run.words;
  test(`a range of months, its export and its refusals (${run.lng}, ${run.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: run.width, height: run.width === 390 ? 844 : 900 });
    await logIn(page, run.lng, run.email);
    await page.goto("/partner/report");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    // The switch: "a range of months" opens the first and last month.
    await page.getByLabel(w.period, { exact: true }).selectOption("custom");
    const to = page.getByLabel(w.to, { exact: true });
    await expect(to).toBeVisible();
    const last = (await to.locator("option").first().getAttribute("value")) as string;
    const from = before(last, 4);
    await page.getByLabel(w.from, { exact: true }).selectOption(from);
    await to.selectOption(last);
    await page.getByRole("button", { name: w.show }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${last}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Its months in the trend table, its totals or "not added up", and why in words.
    const trend = page.locator("#trends-title").locator("xpath=..").getByRole("table");
    await expect(trend.locator("tbody tr")).toHaveCount(5);
    await expect(page.getByText(w.customNote)).toBeVisible();
    await expect(page.locator("#members-title").locator("xpath=..")).toContainText(w.notAdded);
    // The allowance rule is stated once, per year, and never per month.
    const coaching = ((await page.locator("#coaching-title").locator("xpath=..").textContent()) ?? "").toLowerCase();
    expect(coaching.match(w.rule)?.length ?? 0).toBe(1);
    expect(coaching).not.toMatch(w.perMonth);
    await expectNothingSideways(page);
    await expectNoA11yViolations(page);

    // The export follows the same range.
    const csvLink = page.locator(`a[href="/partner/report.csv?period=${encodeURIComponent(`${from}..${last}`)}"]`);
    await expect(csvLink).toHaveCount(1);
    const csv = await page.request.get(`/partner/report.csv?period=${from}..${last}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toContain(`${from}_${last}.csv`);
    expect(await csv.text()).toContain(w.csv);

    // What names no report is said in words (400), in the form's place; never a 500, never zeros.
    for (const [query, message] of [
      [`period=custom&from=${last}&to=${from}`, w.order],
      [`period=custom&from=${before(last, 30)}&to=${last}`, w.tooLong],
      [`period=custom&from=${from}&to=${before(last, -1)}`, w.notYet],
      [`period=${before(last, -1)}`, w.notYet],
    ] as const) {
      const response = await page.goto(`/partner/report?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.locator("dd")).toHaveCount(0);
      await expectNothingSideways(page);
    }
    await expectNoA11yViolations(page);
    const refused = await page.request.get(`/partner/report.csv?period=custom&from=${last}&to=${from}`);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(w.order);

    // Another partner's report, with the same range, is refused to this partner's admin.
    for (const path of ["/partner/report", "/partner/report.csv"]) {
      const other = await page.request.get(`${path}?partner=${run.other}&period=${from}..${last}`, { maxRedirects: 0 });
      expect(other.status(), path).toBe(403);
    }
  });
}
