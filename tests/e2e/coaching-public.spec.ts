import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

test.use({ timezoneId: "Europe/Amsterdam" });

const pages = {
  nl: {
    title: "Coaching",
    sections: [
      "Zo werkt het",
      "Soorten gesprekken",
      "Wat je programma vergoedt",
      "Wat privé blijft",
      "Vragen en antwoorden",
    ],
    kinds: ["Kennismaking", "Coachgesprek"],
    minutes: ["30 minuten", "60 minuten"],
    question: "Weet mijn werkgever waarover ik praat?",
    answer: /ziet alleen hoeveel gesprekken er in totaal gebruikt zijn, voor groepen van minstens 10 mensen/,
    login: "Inloggen",
    upcoming: "Komende afspraken",
    coaches: "Bekijk de coaches",
    directory: "Vind je coach",
  },
  en: {
    title: "Coaching",
    sections: [
      "How it works",
      "Kinds of session",
      "What your programme covers",
      "What stays private",
      "Questions and answers",
    ],
    kinds: ["Intake", "Coaching session"],
    minutes: ["30 minutes", "60 minutes"],
    question: "Will my employer know what I talk about?",
    answer: /only sees how many sessions were used in total, for groups of at least 10 people/,
    login: "Log in",
    upcoming: "Upcoming sessions",
    coaches: "Meet the coaches",
    directory: "Find your coach",
  },
} as const;

for (const lng of ["nl", "en"] as const) {
  const text = pages[lng];
  test(`a visitor reads how coaching works and finds the coaches (${lng})`, async ({ page }) => {
    const response = await page.goto(`/${lng}/coaching`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    for (const name of text.sections) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    // The kinds of session with their lengths from the booking rules.
    for (const [index, kind] of text.kinds.entries()) {
      const card = page.getByRole("heading", { level: 3, name: kind, exact: true }).locator("..");
      await expect(card).toContainText(text.minutes[index] as string);
    }
    // Search engines get the page in both languages.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lng}/coaching$`));
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute("href", /\/nl\/coaching$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/coaching$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // Nothing of a member's own is shown to a visitor; logging in comes back here.
    await expect(page.getByRole("region", { name: text.upcoming })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: text.login, exact: true })).toHaveAttribute(
      "href",
      new RegExp(`returnTo=%2F${lng}%2Fcoaching$`),
    );
    await expectNoA11yViolations(page);

    // The questions open by keyboard.
    const question = page.getByText(text.question);
    await expect(page.getByText(text.answer)).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(text.answer)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("main").getByRole("link", { name: text.coaches }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/coaches$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.directory);
  });
}

test("the sitemap lists the coaching page in both languages", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/\/nl\/coaching</);
  expect(xml).toMatch(/\/en\/coaching</);
});

test("a logged-in member sees this year's sessions and their appointments on the same page", async ({ page }) => {
  await logIn(page, "en", "member@example.com");
  await page.goto("/en/coaching");
  await expect(page.getByRole("heading", { level: 2, name: "Your coaching" })).toBeVisible();
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Amsterdam" }).format(new Date());
  await expect(page.getByRole("heading", { name: `Your sessions in ${year}` })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Left" })).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming sessions" });
  await expect(upcoming.getByText(/with Daan Bakker/).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Past sessions" }).getByText(/Intake with Daan Bakker/)).toBeVisible();
  // The explanation is there for members too.
  await expect(page.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the demo member's dashboard suggests coaches, media and events from the latest scan, saying why", async ({
  page,
}) => {
  await logIn(page, "en", "member@example.com");
  await page.goto("/en/dashboard");
  const card = page.getByRole("heading", { level: 2, name: "Suggested for you" }).locator("..");
  const sleep = card.getByRole("region", { name: "Sleep" });
  await expect(sleep).toContainText(
    /Because your sleep score was low \(\d+ out of 100\) in your scan of \d{1,2} [A-Z][a-z]+ \d{4}\./,
  );
  await expect(sleep.getByRole("heading", { level: 4, name: "Coaches who help with this" })).toBeVisible();
  await expect(sleep.getByRole("link", { name: "Online workshop: sleeping better" })).toBeVisible();
  const stress = card.getByRole("region", { name: "Stress" });
  await expect(stress).toContainText(/Because your stress score was low/);
  // A suggested coach opens their profile.
  const coach = sleep.getByRole("list").first().getByRole("link").first();
  const name = (await coach.textContent()) as string;
  await expectNoA11yViolations(page);
  await coach.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Sleep", { exact: true }).first()).toBeVisible();

  // The scan of about 100 days ago is in the results and the history, and a new one is open.
  await page.goto("/en/dashboard");
  await expect(page.getByText("A new scan is open: see how you are doing now.")).toBeVisible();
  await page.getByRole("link", { name: "See your outcome" }).click();
  await expect(page).toHaveURL(/\/en\/vitascan\/results$/);
  await expect(page.getByRole("region", { name: "Your earlier scans" }).getByRole("listitem")).toHaveCount(2);
  await page.goto("/en/dashboard");
  await page.getByRole("link", { name: "Take the new scan" }).click();
  await expect(page).toHaveURL(/\/en\/vitascan$/);
  await expect(page.getByText("Step 1 of 8")).toBeVisible();
});

test("a member without a scan is offered the scan instead of suggestions (nl)", async ({ page }) => {
  await logIn(page, "nl", "lotte@example.com");
  await page.goto("/nl/dashboard");
  const card = page.getByRole("heading", { level: 2, name: "Aanbevolen voor jou" }).locator("..");
  await expect(card).toContainText("Doe de vitaliteitsscan");
  await expect(card.getByRole("link", { name: "Start de vitaliteitsscan" })).toHaveAttribute("href", "/nl/vitascan");
  await expect(card.getByRole("region")).toHaveCount(0);
});
