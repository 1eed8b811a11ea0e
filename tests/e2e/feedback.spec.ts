import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// The member rates a held session with the keyboard alone, in Dutch and in English: the demo
// member's completed intake with Daan Bakker, and a second held session put in place on an
// instance of its own (PostgreSQL). A post without a score is refused with the summary; after
// rating, the page thanks the member and shows what they gave, without a form. Every state is
// checked with axe.

const port = 3987;
const base = `http://127.0.0.1:${port}`;
let instances: Instances | undefined;
/** The held session each language's run rates. */
const held: Record<"nl" | "en", string> = { nl: "", en: "" };

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

const words = {
  nl: {
    title: "Hoe was je sessie?",
    submit: "Beoordeling versturen",
    ratingRequired: "Kies een cijfer van 1 tot 5.",
    thanks: "Bedankt voor je beoordeling",
    four: "4 van 5 · heel goed",
    yes: "Ja",
  },
  en: {
    title: "How was your session?",
    submit: "Send my rating",
    ratingRequired: "Choose a rating from 1 to 5.",
    thanks: "Thank you for your rating",
    four: "4 out of 5 · very good",
    yes: "Yes",
  },
} as const;

/** Presses Tab until the control named `name` has the focus, as someone with a keyboard moves through a page. */
async function tabTo(page: Page, name: string, presses = 60) {
  for (let index = 0; index < presses; index++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.getAttribute("name") === wanted, name)) return;
  }
  throw new Error(`the keyboard never reached ${name}`);
}

test.describe("rating a held session", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("feedback", [port]);
    const found = await instances.query(
      "select a.id from appointments a where a.idempotency_key = 'demo-past-intake' and a.status = 'completed'",
    );
    held.nl = String(found.rows[0]?.id ?? "");
    expect(held.nl, "the demo's completed intake").not.toBe("");
    // A second held session of the demo member with Daan Bakker, two weeks ago.
    const second = await instances.query(`
      insert into appointments (coach_id, member_id, kind, starts_at, ends_at, blocks, status, marked_at, idempotency_key)
      select a.coach_id, a.member_id, 'coaching', a.starts_at - interval '7 days', a.starts_at - interval '7 days' + interval '1 hour',
        tstzrange(a.starts_at - interval '7 days', a.starts_at - interval '7 days' + interval '1 hour'), 'completed', now(), 'e2e-feedback-second'
      from appointments a where a.id = '${held.nl}'
      returning id`);
    held.en = String(second.rows[0]?.id ?? "");
    expect(held.en).not.toBe("");
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  for (const lng of ["nl", "en"] as const) {
    test(`the member rates the session with the keyboard (${lng})`, async ({ page }) => {
      test.setTimeout(90_000);
      const w = words[lng];
      await logIn(page, lng, "member@example.com");
      await page.goto(`/${lng}/coaching/${held[lng]}/feedback`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
      await expect(page.getByText("Daan Bakker").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expectNoA11yViolations(page);

      // Sent without a score: refused, with the summary naming the field.
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("alert").filter({ hasText: w.ratingRequired })).toBeVisible();
      await expectNoA11yViolations(page);

      // Keyboard only: into the score's group at 1, three steps down to 4, on to "yes", the comment, and send.
      await page.getByRole("heading", { level: 1 }).click();
      await tabTo(page, "rating");
      await expect(page.getByRole("radio", { name: /^1 / })).toBeFocused();
      for (const _step of [2, 3, 4]) await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", { name: w.four })).toBeChecked();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("radio", { name: w.yes })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(page.getByRole("radio", { name: w.yes })).toBeChecked();
      await page.keyboard.press("Tab");
      await page.keyboard.type(`Rustig en helder (${lng}).`);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: w.submit })).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.thanks);
      await expect(page.getByText(w.four)).toBeVisible();
      await expect(page.getByText(`Rustig en helder (${lng}).`)).toBeVisible();
      await expect(page.getByRole("button", { name: w.submit })).toHaveCount(0);
      await expectNoA11yViolations(page);

      // Opened again later: the same thanks, still without a form.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.thanks);
      await expect(page.getByRole("button", { name: w.submit })).toHaveCount(0);
    });
  }
});
