import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { smtpPort } from "../../playwright.config";
import { expectNoA11yViolations } from "../support/axe";
import { addPartnerMember, createEventWithSession, createPartner } from "../support/factories";
import { withFactoryDatabase } from "../support/factories-postgres";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { mailTo, uniqueEmail } from "../support/mailbox";
import { logInAfterSignUp, onboardedMember, PASSWORD } from "../support/people";

// The words and small things a person stumbles over, as they see them on a phone (390 px) and on a
// wide screen (1440 px). An instance of its own on PostgreSQL, so the store addresses are configured
// and a session with a single place is in place.
const port = 3973;
const base = `http://127.0.0.1:${port}`;
const appStore = "https://apps.apple.com/nl/app/vitaal/id1234567890";
const playStore = "https://play.google.com/store/apps/details?id=example.vitaal";
const phone = { width: 390, height: 844 };
const wide = { width: 1440, height: 900 };
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
let instances: Instances | undefined;

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

async function context(browser: Browser, options: BrowserContextOptions = {}) {
  const own = await browser.newContext({ baseURL: base, timezoneId: "Europe/Amsterdam", ...options });
  return { context: own, page: await own.newPage() };
}

/** Confirms the address of `email` through the link in its mail. */
async function verify(page: Page, email: string) {
  const mail = await mailTo(email, /Confirm your email address|Bevestig je e-mailadres/);
  const link = mail.links.find((href) => href.includes("verify-email"));
  expect(link).toBeTruthy();
  await page.goto(link as string);
}

test.describe("words and small things", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("words", [port], {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_STORE_URL: appStore,
      PLAY_STORE_URL: playStore,
    });
    const start = new Date(Date.now() + 10 * 86_400_000);
    await withFactoryDatabase(instances.databaseUrl, async (db) => {
      await createEventWithSession(db, {
        event: {
          slug: "words-workshop",
          kind: "workshop",
          titleNl: "Schrijfworkshop",
          titleEn: "Writing workshop",
          summaryNl: "Rustig schrijven.",
          summaryEn: "Calm writing.",
          bodyNl: "Samen schrijven.",
          bodyEn: "Write together.",
          image: "/images/ebook-cover.svg",
        },
        session: {
          slug: "words-one-place",
          titleNl: "Eén plek",
          titleEn: "One place",
          startsAt: start,
          endsAt: new Date(start.getTime() + 3_600_000),
          location: "Studio 3, Utrecht",
          capacity: 1,
          registrationDeadline: new Date(start.getTime() - 86_400_000),
        },
      });
    });
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  test("on a phone, the terms step says what to do, the app step has store buttons and no QR code, the greeting uses the first name", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    const email = uniqueEmail("words-terms");
    await page.goto("/nl/signup");
    await page.getByLabel("Naam").fill("Eva Smit-de Boer");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Account maken" }).click();
    await logInAfterSignUp(page, "nl", email, PASSWORD);
    await expect(page).toHaveURL(/\/nl\/signup\/profile$/);
    await page.getByRole("radio", { name: "Nederlands" }).check();
    await page.getByRole("button", { name: "Verder" }).click();
    await expect(page).toHaveURL(/\/nl\/signup\/terms$/);

    // Going on without ticking the box: one clear sentence, in the summary and at the box.
    await page.getByRole("button", { name: "Verder" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("heading")).toHaveText("Je bent nog niet akkoord gegaan");
    await expect(summary).not.toContainText("Controleer deze velden");
    const sentence =
      "Vink het vakje aan om akkoord te gaan met de gebruiksvoorwaarden en de privacyverklaring. Zonder je akkoord kun je niet verder.";
    await expect(summary.getByRole("link", { name: sentence })).toBeVisible();
    const box = page.getByRole("checkbox", { name: /Ik ga akkoord met de gebruiksvoorwaarden/ });
    await expect(box).toHaveAccessibleDescription(new RegExp(sentence.replace(/\./g, "\\.")));
    await expectNoA11yViolations(page);
    await page.locator("label").filter({ hasText: "Ik ga akkoord met de gebruiksvoorwaarden" }).click();
    await page.getByRole("button", { name: "Verder" }).click();

    // The app step on a phone: the stores, no code to scan with the phone it is shown on.
    await expect(page).toHaveURL(/\/nl\/signup\/theapp$/);
    await expect(page.getByRole("img", { name: /^QR-code die/ })).toBeHidden();
    await expect(page.getByRole("link", { name: "Download in de App Store" })).toHaveAttribute("href", appStore);
    await expect(page.getByRole("link", { name: "Ontdek het op Google Play" })).toHaveAttribute("href", playStore);
    await expect(page.getByText("Open deze pagina op je telefoon")).toBeHidden();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Verder" }).click();
    await expect(page).toHaveURL(/\/nl\/signup\/vitascan$/);
    await page.getByRole("button", { name: "Later" }).click();

    await page.goto("/nl/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoi Eva");
  });

  for (const [size, viewport] of [
    ["1440", wide],
    ["390", phone],
  ] as const) {
    test(`/en/theapp at ${size} px: store links, and the QR code only on a wide screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/en/theapp");
      await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", appStore);
      await expect(page.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute("href", playStore);
      const code = page.getByRole("img", { name: /^QR code that opens \S*\/en\/theapp$/ });
      if (viewport === wide) {
        await expect(code).toBeVisible();
        await expect(page.getByText("Open this page on your phone")).toBeVisible();
      } else {
        await expect(code).toBeHidden();
        await expect(page.getByText("Scan with your phone's camera")).toBeHidden();
        await expect(
          page.getByText("Choose ‘Add to Home Screen’ or ‘Install app’ in your browser's menu.", { exact: true }),
        ).toBeVisible();
      }
      await expectNoA11yViolations(page);
    });
  }

  test("the account page names each session's device in words, at 1440 and 390 px", async ({ browser }) => {
    test.setTimeout(90_000);
    const laptop = await context(browser, { userAgent: firefoxOnLinux, viewport: wide });
    const email = await onboardedMember(laptop.page, "Iris Mulder");
    const iphone = await context(browser, { userAgent: safariOnIphone, viewport: phone });
    await iphone.page.goto("/en/login");
    await iphone.page.getByLabel("Email address").fill(email);
    await iphone.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await iphone.page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(iphone.page).toHaveURL(/\/en\/dashboard$/);

    for (const { page } of [laptop, iphone]) {
      await page.goto("/en/account");
      const sessions = page.getByRole("listitem").filter({ hasText: /^(Firefox on Linux|Safari on iPhone)/ });
      await expect(sessions.filter({ hasText: "Firefox on Linux" })).toHaveCount(1);
      await expect(sessions.filter({ hasText: "Safari on iPhone" })).toHaveCount(1);
      await expect(page.getByText(/Mozilla\/5\.0/)).toHaveCount(0);
      await expectNoA11yViolations(page);
    }
    await expect(
      iphone.page.getByRole("listitem").filter({ hasText: "Safari on iPhone" }).getByText("This device"),
    ).toBeVisible();
    await laptop.context.close();
    await iphone.context.close();
  });

  test("a full session with nobody waiting says so, its button says what it does, and no '0 sessions' on the dashboard", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const first = await context(browser, { viewport: wide });
    const firstEmail = await onboardedMember(first.page, "Femke Runner");
    await verify(first.page, firstEmail);
    // A programme that covers no coaching sessions: the dashboard's count is nought.
    const [account] = (await instances?.query("select id from users where email = $1", [firstEmail]))?.rows ?? [];
    await withFactoryDatabase((instances as Instances).databaseUrl, async (db) => {
      const partner = await createPartner(db, { slug: "words-none", coachingAllowance: 0 });
      await addPartnerMember(db, partner.id, account.id);
    });
    await first.page.goto("/en/events/session/words-one-place");
    await first.page.getByRole("button", { name: "Register" }).click();
    await expect(first.page.getByText("You are registered for this session.")).toBeVisible();

    // No sessions left: said in words, not as a nought.
    await first.page.goto("/en/dashboard");
    await expect(first.page.getByRole("heading", { level: 1 })).toHaveText("Hi Femke");
    await expect(first.page.getByText("No sessions left this year")).toBeVisible();
    await expect(first.page.getByText(/\b0 sessions\b/)).toHaveCount(0);

    const second = await context(browser, { viewport: phone });
    const secondEmail = await onboardedMember(second.page, "Sanne Loper", { lng: "nl" });
    await verify(second.page, secondEmail);
    await second.page.goto("/nl/events/session/words-one-place");
    await expect(second.page.getByText("Vol · nog niemand op de wachtlijst")).toBeVisible();
    await expect(second.page.getByText(/\b0 op de wachtlijst/)).toHaveCount(0);
    await second.page.getByRole("button", { name: "Zet me op de wachtlijst" }).click();
    await expect(second.page.getByText("Je staat op plaats 1 van de wachtlijst.")).toBeVisible();
    await expect(second.page.getByText("Vol · 1 op de wachtlijst")).toBeVisible();
    await expectNoA11yViolations(second.page);
    await first.context.close();
    await second.context.close();
  });
});
