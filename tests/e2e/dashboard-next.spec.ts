import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn, onboardedMember } from "../support/people";

// The member's dashboard as "the next thing to do", and the coach's open items. The demo member
// (Mila, member@example.com) always has an open call with the demo coach (Daan); the coach writes to
// her and proposes a goal through the coach's own pages, and the dashboard puts the call first, then
// the message, then the proposal, then the scan that is open again. The coach area speaks Dutch.

test.use({ timezoneId: "Europe/Amsterdam" });
// The tests write to the same demo member and coach: one after the other.
test.describe.configure({ mode: "serial" });

const MEMBER = "member@example.com";
const COACH = "coach@example.com";

const words = {
  en: {
    now: "Your next step",
    more: "Also for you",
    coming: "Coming up",
    call: "Your session with Daan Bakker is open",
    join: "Join the video call",
    reply: "Daan Bakker sent you a message",
    proposal: (title: string) => `Daan Bakker proposes a goal: ${title}`,
    scan: "Time for a new vitality scan",
    welcome: "Welcome! This is how you start",
    takeScan: "Take the scan",
    findCoach: "Find a coach",
    setGoal: "Set a goal",
    body: "Your message",
    send: "Send",
  },
  nl: {
    now: "Je volgende stap",
    more: "Ook voor jou",
    coming: "Binnenkort",
    call: "Je sessie met Daan Bakker is open",
    join: "Start het videogesprek",
    reply: "Daan Bakker heeft je een bericht gestuurd",
    proposal: (title: string) => `Daan Bakker stelt een doel voor: ${title}`,
    scan: "Tijd voor een nieuwe vitaliteitsscan",
    welcome: "Welkom! Zo begin je",
    takeScan: "Doe de scan",
    findCoach: "Vind een coach",
    setGoal: "Stel een doel",
    body: "Je bericht",
    send: "Versturen",
  },
} as const;

async function person(browser: Browser, lng: "en" | "nl", email: string) {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await logIn(page, lng, email);
  return { context, page };
}

/** Waits until the page's script runs (sending a message goes through it). */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

/** The coach's page for the demo member, found through the coach's conversations: her user id. */
async function demoMemberId(coach: Page) {
  await coach.goto("/coach/messages");
  await coach
    .getByRole("main")
    .getByRole("link", { name: /Mila de Vries/ })
    .first()
    .click();
  await expect(coach).toHaveURL(/\/coach\/messages\/[^/]+$/);
  return decodeURIComponent(new URL(coach.url()).pathname.split("/").pop() as string);
}

/** The texts of a list's items, in the order shown. */
const itemTexts = (region: Locator) => region.getByRole("listitem").allTextContents();

for (const lng of ["en", "nl"] as const) {
  test(`the dashboard puts the open call first, then the coach's message, the proposal and the scan (${lng})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = words[lng];
    const stamp = `${lng}-${Date.now()}`;
    const goal = `Breathe calmly ${stamp}`;

    // The coach writes to the member and proposes a goal, on the coach's own pages.
    const coach = await person(browser, "nl", COACH);
    const memberId = await demoMemberId(coach.page);
    await hydrated(coach.page);
    await coach.page.getByRole("textbox", { name: "Je bericht" }).fill(`How did the evenings go? ${stamp}`);
    await coach.page.getByRole("button", { name: "Versturen" }).click();
    await expect(coach.page.getByText(`How did the evenings go? ${stamp}`)).toBeVisible();
    await coach.page.goto(`/coach/goals/${memberId}`);
    const propose = coach.page
      .locator("form")
      .filter({ has: coach.page.getByRole("button", { name: "Doel voorstellen" }) });
    await hydrated(coach.page);
    await propose.getByRole("textbox").first().fill(goal);
    await propose.getByRole("button", { name: "Doel voorstellen" }).click();
    await expect(coach.page.getByText(goal).first()).toBeVisible();

    const member = await person(browser, lng, MEMBER);
    await member.page.goto(`/${lng}/dashboard`);
    // First the call, with its one action.
    const now = member.page.getByRole("region", { name: w.now });
    await expect(now).toContainText(w.call);
    await expect(now.getByRole("link", { name: w.join })).toHaveAttribute("href", /\/call\/[0-9a-f-]{36}$/);
    // Then the rest, in order: the message, the proposal, the scan.
    const more = member.page.getByRole("region", { name: w.more });
    await expect(more.getByRole("link", { name: w.reply })).toHaveAttribute("href", `/${lng}/messages/daan-bakker`);
    await expect(more.getByRole("link", { name: w.proposal(goal) })).toHaveAttribute(
      "href",
      new RegExp(`^/${lng}/goals/[0-9a-f-]{36}$`),
    );
    await expect(more.getByRole("link", { name: w.scan })).toHaveAttribute("href", `/${lng}/vitascan`);
    const texts = await itemTexts(more);
    const at = (text: string) => texts.findIndex((item) => item.includes(text));
    expect(at(w.reply)).toBe(0);
    expect(at(w.proposal(goal))).toBeGreaterThan(at(w.reply));
    expect(at(w.scan)).toBe(texts.length - 1);
    await expect(member.page.getByRole("region", { name: w.coming })).toBeVisible();
    await expectNoA11yViolations(member.page);

    // Reading the message takes it off the dashboard.
    await more.getByRole("link", { name: w.reply }).click();
    await expect(member.page).toHaveURL(new RegExp(`/${lng}/messages/daan-bakker$`));
    await expect(member.page.getByText(`How did the evenings go? ${stamp}`)).toBeVisible();
    await member.page.goto(`/${lng}/dashboard`);
    await expect(
      member.page.getByRole("region", { name: w.more }).getByRole("link", { name: w.proposal(goal) }),
    ).toBeVisible();
    await expect(member.page.getByRole("link", { name: w.reply })).toHaveCount(0);

    // The proposal leads to the goal's page.
    await member.page.getByRole("link", { name: w.proposal(goal) }).click();
    await expect(member.page).toHaveURL(new RegExp(`/${lng}/goals/[0-9a-f-]{36}$`));
    await expect(member.page.getByText(goal).first()).toBeVisible();

    await member.context.close();
    await coach.context.close();
  });

  test(`a new member is started off: the scan, a coach, a first goal (${lng})`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = words[lng];
    await onboardedMember(page, "Robin Nieuw", { lng });
    await page.goto(`/${lng}/dashboard`);
    const welcome = page.getByRole("region", { name: w.welcome });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole("link", { name: w.takeScan })).toHaveAttribute("href", `/${lng}/vitascan`);
    await expect(welcome.getByRole("link", { name: w.findCoach })).toHaveAttribute("href", `/${lng}/coaches`);
    await expect(welcome.getByRole("link", { name: w.setGoal })).toHaveAttribute("href", `/${lng}/goals`);
    // Nothing else yet: no next step, nothing coming.
    await expect(page.getByRole("region", { name: w.now })).toHaveCount(0);
    await expect(page.getByRole("region", { name: w.coming })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await welcome.getByRole("link", { name: w.setGoal }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/goals$`));
  });
}

test("the coach's home shows the open items and what to read before the next session", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const member = await person(browser, "en", MEMBER);
  await member.page.goto("/en/messages/daan-bakker");
  await hydrated(member.page);
  await member.page.getByRole("textbox", { name: "Your message" }).fill(`A question before we meet ${stamp}`);
  await member.page.getByRole("button", { name: "Send" }).click();
  await expect(member.page.getByText(`A question before we meet ${stamp}`)).toBeVisible();

  const coach = await person(browser, "nl", COACH);
  await coach.page.goto("/coach");
  const open = coach.page.getByRole("region", { name: "Openstaande punten" });
  const message = open.getByRole("link", { name: "Bericht van Mila de Vries" });
  await expect(message).toHaveAttribute("href", /^\/coach\/messages\/[^/]+$/);
  // The next session is the demo's open call with the member: her shared goals and last agreements.
  const before = coach.page.getByRole("region", { name: "Voor je volgende sessie met Mila de Vries" });
  await expect(before.getByRole("heading", { name: "Gedeelde doelen" })).toBeVisible();
  await expect(before.getByRole("link", { name: "Open de sessie" })).toHaveAttribute(
    "href",
    /^\/coach\/appointments\/[0-9a-f-]{36}$/,
  );
  await expectNoA11yViolations(coach.page);

  // Reading the message takes it off the list.
  await message.click();
  await expect(coach.page.getByText(`A question before we meet ${stamp}`)).toBeVisible();
  await coach.page.goto("/coach");
  await expect(coach.page.getByRole("region", { name: "Openstaande punten" })).toBeVisible();
  await expect(coach.page.getByRole("link", { name: "Bericht van Mila de Vries" })).toHaveCount(0);

  await member.context.close();
  await coach.context.close();
});
