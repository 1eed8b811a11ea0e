import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// Member and coach write to each other on one instance: the member (Mila, the demo member) writes
// to her coach (Daan, the demo coach) in English and in Dutch, the coach answers with a PDF, the
// member downloads it; and a member without JavaScript sends with a plain form post. The coach area
// speaks the coach's account language (Dutch). Every page is checked with axe.

test.use({ timezoneId: "Europe/Amsterdam" });

const MEMBER = "member@example.com";
const COACH = "coach@example.com";

/** The smallest file that is a PDF by its content. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const words = {
  en: {
    list: "Messages",
    title: "Messages with Daan Bakker",
    body: "Your message",
    send: "Send",
    read: "Read",
  },
  nl: {
    list: "Berichten",
    title: "Berichten met Daan Bakker",
    body: "Je bericht",
    send: "Versturen",
    read: "Gelezen",
  },
} as const;

async function person(browser: Browser, lng: "en" | "nl", email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam", javaScriptEnabled });
  const page = await context.newPage();
  await logIn(page, lng, email);
  return { context, page };
}

/** Waits until the page's script runs (sending goes through it). */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

for (const lng of ["en", "nl"] as const) {
  test(`member and coach exchange messages with a file (${lng})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const w = words[lng];
    const stamp = `${lng}-${Date.now()}`;
    const question = `Can we talk about my sleep? ${stamp}`;
    const answer = `Here is the exercise https://example.com/sleep ${stamp}`;

    const member = await person(browser, lng, MEMBER);
    await member.page.goto(`/${lng}/messages`);
    await expect(member.page.getByRole("heading", { level: 1 })).toHaveText(w.list);
    await expectNoA11yViolations(member.page);
    await member.page
      .getByRole("main")
      .getByRole("link", { name: /Daan Bakker/ })
      .click();
    await expect(member.page.getByRole("heading", { level: 1 })).toHaveText(w.title);
    await hydrated(member.page);
    await member.page.getByRole("textbox", { name: w.body }).fill(question);
    await member.page.getByRole("button", { name: w.send }).click();
    await expect(member.page.getByText(question)).toBeVisible();
    // Sent through the fetcher: the box is empty again, the page did not reload.
    await expect(member.page.getByRole("textbox", { name: w.body })).toHaveValue("");
    await expectNoA11yViolations(member.page);

    const coach = await person(browser, "en", COACH);
    await coach.page.goto("/coach/messages");
    await expectNoA11yViolations(coach.page);
    await coach.page
      .getByRole("main")
      .getByRole("link", { name: /Mila de Vries/ })
      .click();
    await expect(coach.page.getByText(question)).toBeVisible();
    await hydrated(coach.page);
    await coach.page.getByRole("textbox", { name: "Je bericht" }).fill(answer);
    await coach.page
      .getByLabel("Voeg een bestand toe (niet verplicht)")
      .setInputFiles({ name: `exercise-${lng}.pdf`, mimeType: "application/pdf", buffer: PDF });
    await coach.page.getByRole("button", { name: "Versturen" }).click();
    await expect(coach.page.getByText(answer)).toBeVisible();
    await expectNoA11yViolations(coach.page);

    // The member sees the answer (with its link and file) and that her question was read.
    await member.page.reload();
    await expect(member.page.getByText(answer)).toBeVisible();
    await expect(member.page.getByRole("link", { name: "https://example.com/sleep" }).last()).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    const file = member.page.getByRole("link", { name: new RegExp(`Download exercise-${lng}\\.pdf`) });
    await expect(file).toBeVisible();
    const [download] = await Promise.all([member.page.waitForEvent("download"), file.click()]);
    expect(download.suggestedFilename()).toBe(`exercise-${lng}.pdf`);
    const response = await member.page.request.get((await file.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; /);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["content-security-policy"]).toContain("sandbox");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The coach saw the member's question: "Read" under it once the coach's page was opened.
    await member.page.getByRole("textbox", { name: w.body }).fill(`Thanks ${stamp}`);
    await member.page.getByRole("button", { name: w.send }).click();
    await expect(member.page.getByText(`Thanks ${stamp}`)).toBeVisible();
    await coach.page.reload();
    await expect(coach.page.getByText(`Thanks ${stamp}`)).toBeVisible();
    await member.page.reload();
    await expect(member.page.getByText(w.read, { exact: true })).toBeVisible();
    await expectNoA11yViolations(member.page);

    await member.context.close();
    await coach.context.close();
  });
}

test("a member without JavaScript sends with a plain form post", async ({ browser }) => {
  test.setTimeout(90_000);
  const member = await person(browser, "en", MEMBER, false);
  const text = `Sent without script ${Date.now()}`;
  await member.page.goto("/en/messages/daan-bakker");
  await member.page.getByRole("textbox", { name: "Your message" }).fill(text);
  await member.page.getByRole("button", { name: "Send" }).click();
  // Post, redirect, get: back on the conversation, with the message in it and an empty box.
  await expect(member.page).toHaveURL(/\/en\/messages\/daan-bakker$/);
  await expect(member.page.getByText(text)).toBeVisible();
  await expect(member.page.getByRole("textbox", { name: "Your message" })).toHaveValue("");
  // A refused message keeps what was typed (an invisible character that reorders text is refused).
  const refused = `Hello \u202e olleh ${Date.now()}`;
  await member.page.getByRole("textbox", { name: "Your message" }).fill(refused);
  await member.page.getByRole("button", { name: "Send" }).click();
  await expect(member.page.getByText("This text contains characters that are not allowed.").first()).toBeVisible();
  await expect(member.page.getByRole("textbox", { name: "Your message" })).toHaveValue(refused);
  // (axe needs script; the same page is checked with it above.)
  await member.context.close();
});

test("on a phone, the conversation fits the screen and sends by keyboard", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ timezoneId: "Europe/Amsterdam", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, "en", MEMBER);
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto("/en/messages");
  await fits();
  await page.goto("/en/messages/daan-bakker");
  await hydrated(page);
  await fits();
  await expectNoA11yViolations(page);

  const text = `Sent from my phone ${Date.now()}`;
  await page.getByRole("textbox", { name: words.en.body }).focus();
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: words.en.send })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(text)).toBeVisible();
  await fits();
  await page.screenshot({ path: ".tmp/screens/messages-member-390.png", fullPage: true });

  const coach = await person(browser, "en", COACH);
  await coach.page.setViewportSize({ width: 390, height: 844 });
  await coach.page.goto("/coach/messages");
  expect(await coach.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(coach.page);
  await coach.context.close();
  await context.close();
});
