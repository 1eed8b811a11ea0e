import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { mailTo } from "../support/mailbox";
import { logIn, onboardedMember } from "../support/people";

// Members here live in Amsterdam (sign-up takes the browser's zone).
test.use({ timezoneId: "Europe/Amsterdam" });

const DEMO_COACH = "/en/coaches/daan-bakker";

/** A date `days` ahead on the Amsterdam calendar, as YYYY-MM-DD (for the `week` of a coach's page). */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

/** The slot buttons of the week shown on a coach's page. */
const slotLinks = (page: Page) => page.getByRole("link", { name: / at \d{2}:\d{2}$/ });

async function coachPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await logIn(page, "en", "coach@example.com");
  return { context, page };
}

test.describe("the directory", () => {
  test("searches and filters, with the state in the URL (nl)", async ({ page }) => {
    await page.goto("/nl/coaches");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vind je coach");
    await expect(page.getByRole("heading", { name: /coaches gevonden/ })).toHaveText("24 coaches gevonden");
    await expectNoA11yViolations(page);
    const filters = page.getByRole("form", { name: "Filters" }).last();
    await filters.getByLabel("Zoeken").fill("slaap");
    await filters.getByLabel("Taal").selectOption("en");
    await filters.getByRole("button", { name: "Toon coaches" }).click();
    await expect(page).toHaveURL(/\/nl\/coaches\?q=slaap&language=en$/);
    // The address changes as the navigation starts: the filtered list is there once the count is.
    await expect(page.getByRole("heading", { name: /coaches? gevonden/ })).not.toHaveText("24 coaches gevonden");
    const cards = page.getByRole("link", { name: /^Bekijk profiel van / });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.locator("xpath=ancestor::li[1]")).toContainText("Engels");
    }
  });

  test("says so when nothing matches, and suggests what to do (en)", async ({ page }) => {
    await page.goto("/en/coaches?q=zzqxv&mode=in_person");
    await expect(page.getByText("No coaches match these filters.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Clear all filters" }).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("pages through the coaches", async ({ page }) => {
    await page.goto("/en/coaches");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/en\/coaches\?page=2$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
  });

  test("a coach's card opens the coach's page inside the app, at its top", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/coaches");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    const card = page.getByRole("link", { name: /^View the profile of / }).last();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const name = (await card.getAttribute("aria-label"))?.replace(/^View the profile of /, "");
    await card.click();
    await expect(page).toHaveURL(/\/en\/coaches\/[a-z-]+$/);
    // The coach's own heading, not the directory's, which is on the page until the new one renders.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the matching questionnaire ranks coaches and says why", async ({ page }) => {
    await page.goto("/en/coaches/find");
    await page.getByRole("checkbox", { name: "Sleep" }).check();
    await page.getByLabel("Which language would you like to speak?").selectOption("en");
    await page.getByRole("button", { name: "Show my matches" }).click();
    await expect(page).toHaveURL(/topic=sleep/);
    const first = page.getByRole("heading", { name: /coaches? suits? you/ });
    await expect(first).toBeVisible();
    await expect(page.getByText(/helps with Sleep/).first()).toBeVisible();
    await expect(page.getByText("speaks English").first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("booking", () => {
  test.describe.configure({ mode: "serial" });

  test("a member books, sees it, gets the invite, reschedules and cancels (en)", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const email = await onboardedMember(page, "Noor Jansen", { verified: true });
    // Two weeks ahead, so the session can still be moved (until 24 hours before).
    await page.goto(`${DEMO_COACH}?week=${daysAhead(14)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daan Bakker");
    await expect(page.getByText("Times in your time zone: Europe/Amsterdam")).toBeVisible();
    await expectNoA11yViolations(page);
    await slotLinks(page).first().click();
    // The topic is folded away in the summary, so that it stays small on a phone.
    await page.getByText("Add a topic (optional)").click();
    await page.getByLabel("What would you like to talk about? (optional)").fill("Finding calm in busy weeks");
    await page.getByRole("button", { name: "Book this session" }).click();
    await expect(page).toHaveURL(/\/en\/coaching\/[0-9a-f-]{36}\?booked=1$/);
    await expect(
      page.getByText(`Your session is booked! We sent a confirmation with a calendar invite to ${email}.`),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    const id = /coaching\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;

    const confirmed = await mailTo(email, /^Confirmed: Intake with Daan Bakker/);
    expect(confirmed.calendar).toContain("METHOD:REQUEST");
    expect(confirmed.calendar).toContain(`UID:${id}@vitaal`);
    expect(confirmed.calendar).toContain("SEQUENCE:0");

    await page.goto("/en/dashboard");
    await expect(page.getByText("Intake with Daan Bakker")).toBeVisible();

    const coach = await coachPage(browser);
    await coach.page.goto("/coach/appointments");
    await expect(coach.page.getByRole("row", { name: /Noor Jansen/ })).toBeVisible();
    await coach.page
      .getByRole("row", { name: /Noor Jansen/ })
      .getByRole("link", { name: "Open" })
      .click();
    await expect(coach.page.getByText("Finding calm in busy weeks")).toBeVisible();
    await expectNoA11yViolations(coach.page);

    await page.goto(`/en/coaching/${id}`);
    await page.getByRole("link", { name: "Reschedule" }).click();
    await expect(page.getByText(/You are moving your session of/)).toBeVisible();
    await page.goto(`${page.url()}&week=${daysAhead(21)}`);
    await slotLinks(page).nth(1).click();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByText("Your session has been moved.")).toBeVisible();
    const moved = await mailTo(email, /^Moved: Intake with Daan Bakker/);
    expect(moved.calendar).toContain("SEQUENCE:1");

    await page.getByText("Cancel", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByText("Your session has been cancelled.")).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    const cancelled = await mailTo(email, /^Cancelled: Intake with Daan Bakker/);
    expect(cancelled.calendar).toContain("METHOD:CANCEL");

    await coach.page.goto("/coach/appointments?show=cancelled");
    await expect(coach.page.getByRole("row", { name: /Noor Jansen/ })).toBeVisible();
    await coach.context.close();
  });

  test("fifty requests for one slot at once give one booking and clear refusals, never a 500", async ({ page }) => {
    await onboardedMember(page, "Pim Koster", { verified: true });
    await page.goto("/en/join/deloitte-fit-forward");
    await page.getByRole("button", { name: /^Join / }).click();
    await page.goto(`${DEMO_COACH}?type=coaching&week=${daysAhead(7)}`);
    const href = (await slotLinks(page).first().getAttribute("href")) as string;
    const start = new URL(href, page.url()).searchParams.get("slot") as string;
    const origin = new URL(page.url()).origin;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        page.request.post(`${DEMO_COACH}`, {
          form: { kind: "coaching", start, idempotencyKey: crypto.randomUUID(), topic: "" },
          headers: { origin },
          maxRedirects: 0,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status());
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    await page.goto("/en/coaching");
    await expect(page.getByRole("region", { name: "Upcoming sessions" }).getByRole("listitem")).toHaveCount(1);
  });

  test("a visitor is asked to log in before booking, and comes back to the slot", async ({ page }) => {
    await page.goto(`${DEMO_COACH}?week=${daysAhead(7)}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Choosing a time stays in the page (no new document), as router links do.
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await slotLinks(page).first().click();
    await expect(page).toHaveURL(/slot=.*#summary$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByRole("link", { name: "Log in to book a session" })).toHaveAttribute(
      "href",
      /returnTo=%2Fen%2Fcoaches%2Fdaan-bakker/,
    );
  });
});

test.describe("the coach's hours", () => {
  test("a day off set by the coach disappears from the member's week, and comes back", async ({ page, browser }) => {
    const coach = await coachPage(browser);
    const iso = daysAhead(10);
    const noon = new Date(`${iso}T12:00:00Z`);
    const dayOptions = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;
    const memberHeading = new Intl.DateTimeFormat("en-GB", dayOptions).format(noon);
    const coachHeading = new Intl.DateTimeFormat("nl-NL", dayOptions).format(noon);
    // The coach area speaks the coach's language: Dutch for the demo coach.
    await coach.page.goto("/coach/availability");
    await expectNoA11yViolations(coach.page);
    const overrides = coach.page
      .locator("form")
      .filter({ has: coach.page.getByRole("button", { name: "Dag opslaan" }) });
    const [year, month, day] = iso.split("-");
    await overrides.getByRole("group", { name: "Datum" }).getByRole("spinbutton").first().click();
    await coach.page.keyboard.type(`${day}${month}${year}`);
    await expect(overrides.locator('input[type="hidden"][name="date"]')).toHaveValue(iso);
    await overrides.getByRole("button", { name: "Dag opslaan" }).click();
    await expect(coach.page.getByText(`${coachHeading}: vrij`)).toBeVisible();

    // The day is shown as having nothing free, in words; opened, it says so and offers no time.
    await page.goto(`${DEMO_COACH}?day=${iso}`);
    await expect(page.getByRole("heading", { name: memberHeading })).toBeVisible();
    await expect(page.getByText("No free times on this day. Choose another day above.")).toBeVisible();
    await expect(slotLinks(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Days of the week" }).getByRole("listitem")).toContainText([
      "None free",
    ]);

    await coach.page.getByRole("button", { name: `Verwijder ${iso}` }).click();
    await expect(coach.page.getByText(`${coachHeading}: vrij`)).toHaveCount(0);
    await page.reload();
    await expect(slotLinks(page).first()).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${memberHeading}, \\d+ times?$`) })).toBeVisible();
    await coach.context.close();
  });

  test("hours that make no sense are refused with a message and change nothing", async ({ browser }) => {
    const coach = await coachPage(browser);
    await coach.page.goto("/coach/availability");
    await expect(coach.page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const monday = coach.page.getByRole("group", { name: "Maandag, blok 1" });
    const before = await monday.locator('input[name="day1.0.end"]').inputValue();
    await monday.getByRole("group", { name: "Tot", exact: true }).getByRole("spinbutton").first().click();
    await coach.page.keyboard.type("0500");
    await expect(monday.getByText("Een blok moet eindigen na het begin.")).toBeVisible();
    await coach.page.getByRole("button", { name: "Werktijden opslaan" }).click();
    await expect(coach.page.getByRole("alert")).toContainText("Niet alles kon worden opgeslagen.");
    await coach.page.reload();
    await expect(monday.locator('input[name="day1.0.end"]')).toHaveValue(before);
    await coach.context.close();
  });
});

test.describe("the coach's profile", () => {
  test("the coach edits the profile and uploads a photo; members see both", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const coach = await coachPage(browser);
    await coach.page.goto("/coach/profile");
    await expectNoA11yViolations(coach.page);
    // A name that is too short changes nothing and says why.
    await coach.page.getByLabel("Naam", { exact: true }).fill("D");
    await coach.page.getByRole("button", { name: "Profiel opslaan" }).click();
    await expect(coach.page.getByRole("alert")).toContainText("Vul een naam in van 2 tot 80 tekens.");
    await coach.page.reload();
    await expect(coach.page.getByLabel("Naam", { exact: true })).toHaveValue("Daan Bakker");
    // A file chosen before the page has hydrated could be lost to a re-render: wait for React.
    await expect(coach.page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 80 } },
    })
      .png()
      .toBuffer();
    await coach.page
      .getByLabel("Nieuwe foto")
      .setInputFiles({ name: "daan.png", mimeType: "image/png", buffer: photo });
    await coach.page.getByLabel("Kopregel (Engels)").fill("Calm, focus and resilience at work");
    await coach.page.getByRole("button", { name: "Profiel opslaan" }).click();
    await expect(coach.page.getByText("Je profiel is opgeslagen.")).toBeVisible();

    await page.goto(DEMO_COACH);
    await expect(page.getByText("Calm, focus and resilience at work")).toBeVisible();
    const src = (await page.locator('img[src^="/coach-photo/"]').first().getAttribute("src")) as string;
    const image = await page.request.get(src);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toContain("immutable");
    await coach.context.close();
  });
});

test.describe("privacy", () => {
  test.use({ allowedConsoleErrors: statusLine(404) });

  test("a member never sees another member's appointment", async ({ page }) => {
    await logIn(page, "en", "member@example.com");
    await page.goto("/en/coaching");
    const link = page.getByRole("region", { name: "Upcoming sessions" }).getByRole("link").first();
    const href = (await link.getAttribute("href")) as string;
    await page.context().clearCookies();
    await onboardedMember(page, "Curious Member");
    const response = await page.goto(href);
    expect(response?.status()).toBe(404);
    const invite = await page.request.get(`${href}/invite.ics`);
    expect(invite.status()).toBe(404);
  });
});
