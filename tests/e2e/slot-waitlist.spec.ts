import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// The slot waitlist in the browser, in Dutch and in English, on a wide screen and a phone: the
// demo member asks to be told when a time frees up with Daan Bakker on one day; another member
// waits for the same day; the person holding that day's one time cancels it; the offer shows up in
// the first member's notifications and they confirm it; the other member's offer then says plainly
// that someone else confirmed first, with the coach's page to go on. Every state is checked with axe.

const port = 3991;
const base = `http://127.0.0.1:${port}`;
let instances: Instances | undefined;

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

const words = {
  nl: {
    title: "Wachten op een tijd bij Daan Bakker",
    coaching: /^Coachgesprek/,
    from: "Vanaf",
    to: "Tot en met",
    join: "Laat het me weten als er een tijd vrijkomt",
    joined: "Gelukt: we laten het je weten als er een tijd vrijkomt.",
    cancel: "Annuleren",
    cancelConfirm: "Ja, annuleer",
    notification: /Er is een tijd vrijgekomen bij Daan Bakker/,
    offerTitle: "Er is een tijd vrijgekomen",
    confirm: "Bevestig deze tijd",
    taken: "Iemand anders heeft deze tijd eerder bevestigd",
    toCoach: "Bekijk alle vrije tijden van Daan Bakker",
  },
  en: {
    title: "Wait for a time with Daan Bakker",
    coaching: /^Coaching session/,
    from: "From",
    to: "Until",
    join: "Tell me when a time frees up",
    joined: "Done: we will let you know when a time frees up.",
    cancel: "Cancel",
    cancelConfirm: "Yes, cancel",
    notification: /A time freed up with Daan Bakker/,
    offerTitle: "A time freed up",
    confirm: "Confirm this time",
    taken: "Someone else confirmed this time first",
    toCoach: "See all free times of Daan Bakker",
  },
} as const;

/** Per language: the day waited for (days ahead), and who waits second and who holds the time. */
const runs = [
  { lng: "nl", days: 5, width: 1440, otherWidth: 390 },
  { lng: "en", days: 6, width: 390, otherWidth: 1440 },
] as const;

/** The day `days` ahead in Amsterdam (YYYY-MM-DD). */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(Date.now() + days * 86_400_000));

async function personAt(browser: Browser, width: number, lng: "nl" | "en", email: string) {
  const context = await browser.newContext({
    baseURL: base,
    timezoneId: "Europe/Amsterdam",
    viewport: { width, height: width > 800 ? 900 : 844 },
  });
  const page = await context.newPage();
  await logIn(page, lng, email);
  return { context, page };
}

/**
 * A notification leads to the offer in the account's own language: the page is opened again in
 * the language of this run.
 */
async function inLanguage(page: Page, lng: "nl" | "en") {
  await page.waitForURL(/\/coaching\/offers\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname.replace(/^\/(nl|en)\//, `/${lng}/`);
  if (path !== new URL(page.url()).pathname) await page.goto(path);
}

/** Asks, through the page's form, to be told of a coaching time on `day`. */
async function askToWait(page: Page, lng: "nl" | "en", day: string) {
  const w = words[lng];
  await page.goto(`/${lng}/coaching/wait/daan-bakker`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoA11yViolations(page);
  await page.getByRole("radio", { name: w.coaching }).check();
  await page.getByLabel(w.from, { exact: true }).fill(day);
  await page.getByLabel(w.to, { exact: true }).fill(day);
  await page.getByRole("button", { name: w.join }).click();
  await expect(page.getByRole("status").filter({ hasText: w.joined })).toBeVisible();
  await expectNoA11yViolations(page);
}

test.describe("waiting for a time that frees up", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("slotwaitlist", [port]);
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  for (const run of runs) {
    test(`a member is offered a freed time and confirms it; the other's offer says it was taken (${run.lng})`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const w = words[run.lng];
      const day = dayAhead(run.days);
      const db = instances as Instances;
      // That day Daan works 09:00–10:00 only, and the partner admin (a member too) holds that hour.
      await db.query(
        `insert into coach_date_overrides (coach_id, date, start_minute, end_minute)
         select id, $1::date, 540, 600 from coaches where slug = 'daan-bakker'`,
        [day],
      );
      const held = await db.query(
        `insert into appointments (coach_id, member_id, kind, starts_at, ends_at, blocks, status, idempotency_key)
         select c.id, u.id, 'coaching', t.at, t.at + interval '1 hour', tstzrange(t.at, t.at + interval '75 minutes'), 'confirmed', $2
         from coaches c, users u, (select ($1::date + time '09:00') at time zone 'Europe/Amsterdam' as at) t
         where c.slug = 'daan-bakker' and u.email = 'partner@example.com'
         returning id`,
        [day, `e2e-slot-waitlist-${run.lng}`],
      );
      const heldId = String(held.rows[0]?.id ?? "");
      expect(heldId).not.toBe("");

      const first = await personAt(browser, run.width, run.lng, "member@example.com");
      const second = await personAt(browser, run.otherWidth, run.lng, "lotte@example.com");
      const holder = await personAt(browser, 1440, run.lng, "partner@example.com");
      try {
        await askToWait(first.page, run.lng, day);
        await askToWait(second.page, run.lng, day);

        // The holder cancels through their appointment's page: the hour frees up.
        await holder.page.goto(`/${run.lng}/coaching/${heldId}`);
        await holder.page.getByText(w.cancel, { exact: true }).click();
        await holder.page.getByRole("button", { name: w.cancelConfirm }).click();
        await expect(holder.page.getByRole("button", { name: w.cancelConfirm })).toHaveCount(0);

        // The first to ask finds the offer in their notifications, and confirms it.
        const page = first.page;
        await expect
          .poll(
            async () => {
              await page.goto(`/${run.lng}/notifications`);
              return page.getByRole("button", { name: w.notification }).count();
            },
            { timeout: 20_000 },
          )
          .toBeGreaterThan(0);
        await expectNoA11yViolations(page);
        await page.getByRole("button", { name: w.notification }).first().click();
        await inLanguage(page, run.lng);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.offerTitle);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expectNoA11yViolations(page);
        await page.screenshot({ path: `.tmp/screens/slot-offer-${run.lng}-${run.width}.png`, fullPage: true });
        await page.getByRole("button", { name: w.confirm }).click();
        await expect(page).toHaveURL(new RegExp(`/${run.lng}/coaching/[0-9a-f-]{36}\\?booked=1$`));

        // The second member's offer of the same hour now says plainly it was taken.
        const other = second.page;
        await other.goto(`/${run.lng}/notifications`);
        await other.getByRole("button", { name: w.notification }).first().click();
        await inLanguage(other, run.lng);
        await expect(other.getByRole("alert").filter({ hasText: w.taken })).toBeVisible();
        await expect(other.getByRole("button", { name: w.confirm })).toHaveCount(0);
        await expect(other.getByRole("link", { name: w.toCoach })).toHaveAttribute(
          "href",
          `/${run.lng}/coaches/daan-bakker`,
        );
        await expect(other.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expectNoA11yViolations(other);
        await other.screenshot({ path: `.tmp/screens/slot-stale-${run.lng}-${run.otherWidth}.png`, fullPage: true });
      } finally {
        await first.context.close();
        await second.context.close();
        await holder.context.close();
        // The next run's waits start afresh.
        await db.query("update slot_waits set status = 'withdrawn', ended_at = now() where status = 'waiting'");
      }
    });
  }
});
