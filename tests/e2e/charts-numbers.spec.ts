import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// Charts and the numbers beside them agree: the vitality scan's radar keeps its labels inside its
// box on a phone and on a desktop, every rating is the band of the score beside it as the legend
// states it; the partner report fits a phone (wide tables scroll in their own region), never puts
// a hidden figure where a number belongs, and states the allowance rule once.
test.describe.configure({ timeout: 90_000 });

const widths = [390, 1440] as const;

/** Every element of the main area wider than the window, outside a region that scrolls sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      // Inside a region that scrolls sideways, it is scrolled to, not clipped.
      let parent = element.parentElement;
      let scrolls = false;
      while (parent && parent.tagName !== "MAIN") {
        const style = getComputedStyle(parent);
        if (style.overflowX === "auto" || style.overflowX === "scroll") scrolls = true;
        parent = parent.parentElement;
      }
      if (scrolls) continue;
      // Visually hidden text is clipped on purpose.
      if (getComputedStyle(element).clip === "rect(0px, 0px, 0px, 0px)") continue;
      found.push(
        `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
    if (document.documentElement.scrollWidth > width + 1) found.push(`page ${document.documentElement.scrollWidth}`);
    return found;
  });
}

for (const width of widths) {
  test(`the scan results at ${width} px: labels inside the radar, ratings that match the legend`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, "nl", "member@example.com");
    await page.goto("/nl/vitascan/results");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const chart = page.getByRole("img", { name: /Je scores per gebied/ });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    if (!box) throw new Error("The radar chart has no box");
    const labels = chart.locator("[data-radar-label]");
    await expect(labels).toHaveCount(8);
    for (const label of await labels.all()) {
      const own = await label.boundingBox();
      if (!own) throw new Error("A radar label has no box");
      const name = await label.textContent();
      expect(own.x, `${name} starts inside the chart`).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(own.y, `${name} starts inside the chart`).toBeGreaterThanOrEqual(box.y - 0.5);
      expect(own.x + own.width, `${name} ends inside the chart`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(own.y + own.height, `${name} ends inside the chart`).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
    // The lines of the chart are named.
    await expect(page.getByText("Deze scan", { exact: true })).toBeVisible();

    // The legend states each rating's range; every rating in the table is the one whose range
    // holds the score beside it.
    const legend = page.getByTestId("band-legend");
    await expect(legend.getByRole("listitem")).toHaveCount(3);
    const ranges = new Map<string, [number, number]>();
    for (const item of await legend.getByRole("listitem").all()) {
      const text = (await item.textContent()) ?? "";
      const match = /^(.+?)score (\d+) tot en met (\d+)$/.exec(text.trim());
      if (!match) throw new Error(`A legend line without a range: ${text}`);
      ranges.set((match[1] as string).trim(), [Number(match[2]), Number(match[3])]);
    }
    expect([...ranges.keys()]).toEqual(["Aandacht nodig", "Redelijk", "Goed"]);
    const rows = page.getByRole("table", { name: "Je scores per gebied" }).locator("tbody tr");
    await expect(rows).toHaveCount(8);
    for (const row of await rows.all()) {
      const cells = row.getByRole("cell");
      const score = Number((await cells.nth(0).textContent())?.trim());
      const band = (await cells.nth(1).textContent())?.trim() ?? "";
      const range = ranges.get(band);
      expect(range, `the rating ${band} is in the legend`).toBeDefined();
      const [from, to] = range as [number, number];
      const area = await row.getByRole("rowheader").textContent();
      expect(score >= from && score <= to, `${area}: ${score} is ${band} (${from}–${to})`).toBe(true);
    }
    expect(await overflowing(page)).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

for (const lng of ["nl", "en"] as const) {
  test(`the partner report on a phone (${lng}): it fits, and the allowance reads as sentences`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    // Deloitte's administrator works in Dutch, OHRA's in English.
    await logIn(page, lng, lng === "nl" ? "partner@example.com" : "ohra-admin@example.com");
    await page.goto("/partner/report");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    const text = (await main.textContent()) ?? "";
    // The hidden word never stands where a number belongs ("verborgen van 294").
    expect(text).not.toMatch(/(verborgen|hidden|na afloop van de periode|after the period ends) (van|of) \d/i);
    // The rule is stated once; the year's allowance says it is derived from it.
    const rule = lng === "nl" ? /per lid per jaar/g : /per member per year/g;
    expect(text.match(rule)?.length).toBe(1);
    expect(text).toMatch(lng === "nl" ? /hele jaar/ : /whole year/);
    expect(await overflowing(page)).toEqual([]);
    // A region that scrolls sideways can be reached by keyboard and is named.
    for (const region of await main.locator("section[tabindex='0']").all()) {
      await expect(region).toHaveAttribute("aria-label", /.+/);
    }
    await expectNoA11yViolations(page);
  });
}
