import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// A week of the booking strip without a single free time, on an instance of its own (PostgreSQL):
// one coach is away for a whole week two weeks from now, another for the whole booking period. The
// strip's row, which scrolls sideways on a phone and then holds no link, takes the keyboard's focus
// itself (with a name); the week says in words that nothing is free, with a link to the week of the
// next free time, or, where there is none, what the member (the demo's) can do instead. At 1440 and 390 pixels,
// in both languages, every state checked with axe (its "scrollable-region-focusable" among them).

const port = 3995;
const base = `http://127.0.0.1:${port}`;
let instances: Instances | undefined;

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

const away = "eva-peeters";
const gone = "thomas-smit";

const words = {
  en: {
    strip: "Days of the week",
    emptyRow: "Days of this week, none with free times",
    noneWeek: "No free times this week.",
    next: "Next free time:",
    goToNext: "Go to that week",
    noneAtAll: "This coach has no free times to book at the moment.",
    wait: "No time that suits? Get told when one frees up",
  },
  nl: {
    strip: "Dagen van de week",
    emptyRow: "Dagen van deze week, geen met vrije tijden",
    noneWeek: "Geen vrije tijden in deze week.",
    next: "Eerstvolgende vrije tijd:",
    goToNext: "Ga naar die week",
    noneAtAll: "Deze coach heeft op dit moment geen vrije tijden.",
    wait: "Geen tijd die past? Krijg bericht als er een vrijkomt",
  },
} as const;

/** A date in Amsterdam, `days` from today, as "YYYY-MM-DD". */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

/** The Monday of the week two weeks from now (Amsterdam), as "YYYY-MM-DD". */
function mondayInTwoWeeks(): string {
  const day = new Date(`${daysAhead(14)}T12:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
const monday = mondayInTwoWeeks();
const shift = (date: string, days: number) =>
  new Date(new Date(`${date}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function expectNothingSideways(page: Page) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What reaches past the screen's edge, to say where when it does.
    wide: [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(scrollWidth, wide.join("\n")).toBeLessThanOrEqual(innerWidth);
}

const runs = [
  ["en", 1440],
  ["nl", 390],
  ["en", 390],
  ["nl", 1440],
] as const;

test.describe("a week without free times", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("booking_strip_empty", [port]);
    // Away from the Sunday before that week to the Monday after it; the other for a year.
    const put = async (slug: string, from: string, to: string) => {
      const result = await instances?.query(
        `insert into coach_vacations (coach_id, from_date, to_date)
         select id, $2::date, $3::date from coaches where slug = $1 returning coach_id`,
        [slug, from, to],
      );
      expect(result?.rowCount, slug).toBe(1);
    };
    await put(away, shift(monday, -1), shift(monday, 7));
    await put(gone, daysAhead(-1), daysAhead(400));
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  for (const [lng, width] of runs) {
    const w = words[lng];
    test(`says so, is usable by keyboard and leads to the next free time (${lng}, ${width} px)`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await logIn(page, lng, "member@example.com");
      await page.goto(`/${lng}/coaches/${away}?type=intake&week=${monday}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page).toHaveURL(new RegExp(`week=${monday}`));

      // The row has no link: it takes the focus itself, named, and scrolls by keyboard on a phone.
      const strip = page.getByRole("navigation", { name: w.strip });
      const row = strip.getByRole("list", { name: w.emptyRow });
      await expect(row).toHaveAttribute("tabindex", "0");
      await expect(row.getByRole("link")).toHaveCount(0);
      await row.focus();
      await expect(row).toBeFocused();
      const scrolls = await row.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls).toBe(width === 390);
      if (scrolls) {
        for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
        await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }

      // Nothing free this week, in words, and the week of the next free time one step away.
      await expect(page.getByText(w.noneWeek)).toBeVisible();
      await expect(page.getByText(w.next)).toBeVisible();
      await expectNothingSideways(page);
      await expectNoA11yViolations(page);
      const next = page.getByRole("link", { name: w.goToNext });
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(new RegExp(`week=${monday}`));
      await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
      const freeDays = page
        .getByRole("navigation", { name: w.strip })
        .getByRole("link", { name: lng === "en" ? /, \d+ times?$/ : /, \d+ tijden?$/ });
      await expect(freeDays.first()).toBeVisible();
      await expectNoA11yViolations(page);

      // A coach away for the whole booking period: said so, with what the member can do instead.
      await page.goto(`/${lng}/coaches/${gone}?type=intake&week=${monday}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByText(w.noneWeek)).toBeVisible();
      await expect(page.getByText(w.noneAtAll)).toBeVisible();
      await expect(page.getByRole("link", { name: w.wait })).toBeVisible();
      await expect(page.getByRole("link", { name: w.goToNext })).toHaveCount(0);
      await expect(
        page.getByRole("navigation", { name: w.strip }).getByRole("list", { name: w.emptyRow }),
      ).toHaveAttribute("tabindex", "0");
      await expectNothingSideways(page);
      await expectNoA11yViolations(page);
    });
  }
});
