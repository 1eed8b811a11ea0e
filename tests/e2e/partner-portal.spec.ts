import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { DEMO_PASSWORD, logIn, onboardedMember } from "../support/people";

// The partner portal end to end, in both languages: Deloitte's administrator partner@example.com
// works in Dutch, OHRA's ohra-admin@example.com in English. Each reads the usage report (this year
// and another period), exports it and finds the page's figures in the file, and makes and ends a
// join link. The demo's figures change with the seed and the clock, so the checks are about
// structure: a shown figure, a "fewer than 10", the same text on the page and in the file.
test.describe.configure({ timeout: 90_000 });

const stamp = `${Date.now()}${Math.round(Math.random() * 1e4)}`;

const runs = [
  {
    lng: "nl",
    email: "partner@example.com",
    partner: "Deloitte",
    text: {
      portal: "Partnerportaal",
      toReport: "Bekijk het gebruiksrapport",
      report: "Gebruiksrapport",
      links: "Uitnodigingslinks",
      period: "Periode",
      show: "Toon rapport",
      fewer: "minder dan 10",
      notice: "Aantallen over minder dan 10 personen zie je als",
      privacy: "Wat je niet ziet, en waarom",
      hidden: "verborgen",
      invalid: "Deze periode bestaat niet",
      members: "Leden in totaal",
      perMember: "Gesprekken per lid per jaar",
      trends: "Gebruik per maand",
      export: "Download als CSV",
      slug: "Adresnaam (optioneel)",
      expiresOn: "Laatste dag (optioneel)",
      maxUses: "Gebruikslimiet (optioneel)",
      create: "Uitnodigingslink aanmaken",
      created: "De uitnodigingslink is aangemaakt.",
      usesOf: "0 van 5",
      open: "Open",
      ended: "Beëindigd",
      revokeConsequence: "Wie dit adres nog heeft, kan er niet meer mee aansluiten.",
      revokeConfirm: (slug: string) => `Uitnodigingslink ${slug} definitief beëindigen`,
      maxUsesError: "Geef een heel getal van minstens 1, of laat het leeg.",
      datePast: "Die dag is voorbij",
      controlCharacters: "Hierin staan onzichtbare stuurtekens",
    },
  },
  {
    lng: "en",
    email: "ohra-admin@example.com",
    partner: "OHRA",
    text: {
      portal: "Partner portal",
      toReport: "See the usage report",
      report: "Usage report",
      links: "Join links",
      period: "Period",
      show: "Show report",
      fewer: "fewer than 10",
      notice: "Figures about fewer than 10 people show",
      privacy: "What you don't see, and why",
      hidden: "hidden",
      invalid: "This period does not exist",
      members: "Members in total",
      perMember: "Sessions per member per year",
      trends: "Use by month",
      export: "Download as CSV",
      slug: "Address name (optional)",
      expiresOn: "Last day (optional)",
      maxUses: "Use limit (optional)",
      create: "Create join link",
      created: "The join link was created.",
      usesOf: "0 of 5",
      open: "Open",
      ended: "Ended",
      revokeConsequence: "Whoever still has this address can no longer join through it.",
      revokeConfirm: (slug: string) => `End join link ${slug} for good`,
      maxUsesError: "Give a whole number of at least 1, or leave it empty.",
      datePast: "That day is over",
      controlCharacters: "This contains invisible control characters",
    },
  },
] as const;

/** A day `days` from now as a date field takes it (UTC: far enough from midnight to be the same day). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A last day as the links table shows it (medium date, the partner's calendar). */
function lastDayAsShown(lng: "nl" | "en", day: string): string {
  const locale = lng === "nl" ? "nl-NL" : "en-GB";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** The figure shown for a label in the report's figure lists. */
function figureOf(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

for (const run of runs) {
  const { lng, text } = run;

  test.describe(`a partner admin in ${lng === "nl" ? "Dutch" : "English"}`, () => {
    test("reaches the portal, reads the report for this year and another period, and exports it", async ({ page }) => {
      await logIn(page, lng, run.email);
      await page.goto(`/${lng}/app-selector`);
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(text.portal) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/partner$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(run.partner);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `.tmp/screens/partner-home-${lng}.png`, fullPage: true });

      await page.getByRole("link", { name: text.toReport }).click();
      await expect(page).toHaveURL(/\/partner\/report$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.report);
      await expect(page.getByText(text.notice)).toBeVisible();
      // What is hidden and why, in plain words.
      await expect(page.getByRole("heading", { level: 2, name: text.privacy })).toBeVisible();
      // A figure hidden by the group-size rule, and figures that are shown.
      await expect(page.getByRole("main").getByText(text.fewer).first()).toBeVisible();
      await expect(figureOf(page, text.perMember)).toHaveText(/^\d+$/);
      // Deloitte's members in total: the count, a band of ten where the count would give the
      // month's new members away, or hidden.
      if (lng === "nl") {
        await expect(figureOf(page, text.members)).toHaveText(new RegExp(`^(\\d+|\\d+–\\d+|${text.hidden})$`));
      }
      await expect(page.getByRole("table", { name: text.trends })).toBeVisible();
      await expectNoA11yViolations(page);

      // The export holds the page's figures under the page's labels, as UTF-8 with a byte order mark.
      const members = (await figureOf(page, text.members).textContent())?.trim() ?? "";
      const perMember = (await figureOf(page, text.perMember).textContent())?.trim() ?? "";
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: new RegExp(text.export) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^vitaal-${run.partner.toLowerCase()}-\\d{4}\\.csv$`));
      const bytes = await readFile((await download.path()) as string);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString("utf8");
      expect(csv).toContain(`\r\n${text.members},${members}\r\n`);
      expect(csv).toContain(`\r\n${text.perMember},${perMember}\r\n`);
      expect(csv).toContain(text.fewer);

      // Another period, chosen with the keyboard: last month.
      const select = page.getByLabel(text.period, { exact: true });
      const months = await select
        .locator("optgroup")
        .nth(2)
        .locator("option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const lastMonth = months[1] as string;
      await select.focus();
      await select.selectOption(lastMonth);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: text.show })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/partner/report\\?period=${lastMonth}$`));
      await expect(select).toHaveValue(lastMonth);
      await expect(page.getByRole("link", { name: new RegExp(text.export) })).toHaveAttribute(
        "href",
        `/partner/report.csv?period=${lastMonth}`,
      );
      await expect(page.getByRole("table", { name: text.trends }).getByRole("row")).toHaveCount(2);
      await expectNoA11yViolations(page);

      // On a phone the wide tables scroll inside their own regions, not the page.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto("/partner/report");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `.tmp/screens/partner-report-${lng}-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `.tmp/screens/partner-report-${lng}.png`, fullPage: true });
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: statusLine(400) });

      test("an unknown period is said so, with the picker, and never the default report", async ({ page }) => {
        await logIn(page, lng, run.email);
        for (const period of ["2099", "2026-13", "x".repeat(300), "2026-Q9"]) {
          const response = await page.goto(`/partner/report?period=${encodeURIComponent(period)}`);
          expect(response?.status()).toBe(400);
          await expect(page.getByRole("alert")).toContainText(text.invalid);
          await expect(page.getByLabel(text.period, { exact: true })).toBeVisible();
          await expect(page.getByText(text.members)).toHaveCount(0);
        }
        await expectNoA11yViolations(page);
        const csv = await page.request.get("/partner/report.csv?period=2099");
        expect(csv.status()).toBe(400);
        expect(csv.headers()["content-type"]).toMatch(/^text\/plain/);
        expect(await csv.text()).toContain(text.invalid);
        const file = await page.request.get("/partner/report.csv");
        expect(file.status()).toBe(200);
        expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
        expect(file.headers()["cache-control"]).toBe("private, no-store");
        expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="vitaal-[a-z]+-\d{4}\.csv"$/);
      });

      test("makes a join link with a last day and a use limit, refuses bad input, and ends it", async ({ page }) => {
        await logIn(page, lng, run.email);
        await page.goto("/partner");
        await page.getByRole("navigation").getByRole("link", { name: text.links }).first().click();
        await expect(page).toHaveURL(/\/partner\/links$/);
        await expectNoA11yViolations(page);

        // Bad input: nothing is made, each field says what is wrong (the page checks it before
        // sending; the server's own refusal is covered by app/routes/partner/links.test.tsx).
        await page.getByLabel(text.expiresOn).fill(dayFromNow(-3));
        await page.getByLabel(text.maxUses).fill("abc");
        await page.getByRole("button", { name: text.create }).click();
        await expect(page.getByRole("alert")).toContainText(text.maxUsesError);
        await expect(page.getByLabel(text.maxUses)).toHaveAttribute("aria-invalid", "true");
        await expectNoA11yViolations(page);

        await page.getByLabel(text.maxUses).fill("0");
        await page.getByRole("button", { name: text.create }).click();
        await expect(page.getByRole("alert")).toContainText(text.maxUsesError);

        await page.getByLabel(text.maxUses).fill("5");
        await page.getByRole("button", { name: text.create }).click();
        await expect(page.getByRole("alert")).toContainText(text.datePast);

        // A good link, typed and sent with the keyboard.
        const slug = `e2e-${stamp}-${lng}`;
        await page.getByLabel(text.slug).focus();
        await page.keyboard.type(slug);
        await page.getByLabel(text.expiresOn).fill(dayFromNow(30));
        await page.getByLabel(text.maxUses).focus();
        await page.keyboard.press("ControlOrMeta+a");
        await page.keyboard.type("5");
        await page.keyboard.press("Enter");
        await expect(page.getByText(text.created)).toBeVisible();
        const row = page.getByRole("table", { name: text.links }).getByRole("row").filter({ hasText: slug });
        await expect(row).toContainText(text.usesOf);
        await expect(row).toContainText(text.open);
        // The last day shown is the day typed, not the midnight after it.
        await expect(row).toContainText(lastDayAsShown(lng, dayFromNow(30)));
        await expect(row.getByRole("textbox")).toHaveValue(new RegExp(`/${lng}/join/${slug}$`));
        await expectNoA11yViolations(page);

        // Ending a link is asked twice, saying what is lost; by keyboard, as the disclosure allows.
        await row.locator("summary").focus();
        await page.keyboard.press("Enter");
        await expect(row.getByText(text.revokeConsequence)).toBeVisible();
        await row.getByRole("button", { name: text.revokeConfirm(slug) }).click();
        await expect(row).toContainText(text.ended);
        await expect(row.locator("summary")).toHaveCount(0);
        await page.screenshot({ path: `.tmp/screens/partner-links-${lng}.png`, fullPage: true });

        // On a phone, the links page and the overview fit the screen; the list scrolls in its region.
        await page.setViewportSize({ width: 360, height: 800 });
        for (const path of ["/partner/links", "/partner"]) {
          await page.goto(path);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
          await expectNoA11yViolations(page);
        }
        await page.screenshot({ path: `.tmp/screens/partner-home-${lng}-360.png`, fullPage: true });
      });
    });
  });
}

test.describe("who may enter", () => {
  async function signedIn(playwright: typeof import("playwright-core"), email: string | null) {
    const baseURL = test.info().project.use.baseURL as string;
    const context = await playwright.request.newContext({ baseURL });
    if (email) {
      const login = await context.post("/nl/login", {
        form: { email, password: DEMO_PASSWORD },
        headers: { origin: baseURL },
        maxRedirects: 0,
      });
      expect(login.status(), `login of ${email}`).toBe(302);
    }
    return context;
  }

  const portal = ["/partner", "/partner/report", "/partner/report.csv", "/partner/links"];

  async function statuses(context: APIRequestContext, paths: string[]) {
    const seen: Record<string, number> = {};
    for (const path of paths) seen[path] = (await context.get(path, { maxRedirects: 0 })).status();
    return seen;
  }

  test("a member is refused, a visitor asked to log in, another partner's admin sees nothing of it", async ({
    playwright,
  }) => {
    const member = await signedIn(playwright, "member@example.com");
    expect(await statuses(member, portal)).toEqual(Object.fromEntries(portal.map((path) => [path, 403])));
    await member.dispose();

    const visitor = await signedIn(playwright, null);
    expect(await statuses(visitor, portal)).toEqual(Object.fromEntries(portal.map((path) => [path, 401])));
    await visitor.dispose();

    const deloitte = await signedIn(playwright, "partner@example.com");
    const ohra = ["/partner/report?partner=ohra", "/partner/links?partner=ohra", "/partner/report.csv?partner=ohra"];
    expect(await statuses(deloitte, ohra)).toEqual(Object.fromEntries(ohra.map((path) => [path, 403])));
    // Posting to OHRA's links from Deloitte's account changes nothing either.
    const post = await deloitte.post("/partner/links?partner=ohra", {
      form: { intent: "create-link", linkSlug: `e2e-${stamp}-nope`, expiresOn: "", maxUses: "" },
      headers: { origin: test.info().project.use.baseURL as string },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    // An id of a link that is not Deloitte's names nothing here.
    const revoke = await deloitte.post("/partner/links", {
      form: { intent: "revoke-link", linkId: "00000000-0000-4000-8000-000000000000" },
      headers: { origin: test.info().project.use.baseURL as string },
      maxRedirects: 0,
    });
    expect(revoke.status()).toBe(404);
    const tooLong = await deloitte.post("/partner/links", {
      form: { intent: "create-link", linkSlug: "a".repeat(10_000), expiresOn: "", maxUses: "" },
      headers: { origin: test.info().project.use.baseURL as string },
      maxRedirects: 0,
    });
    expect(tooLong.status()).toBe(400);
    const control = await deloitte.post("/partner/links", {
      form: { intent: "create-link", linkSlug: "bad\u0000slug", expiresOn: "", maxUses: "" },
      headers: { origin: test.info().project.use.baseURL as string },
      maxRedirects: 0,
    });
    expect(control.status()).toBe(400);
    // A slug that is taken is refused as such.
    const taken = await deloitte.post("/partner/links", {
      form: { intent: "create-link", linkSlug: "deloitte-fit-forward", expiresOn: "", maxUses: "" },
      headers: { origin: test.info().project.use.baseURL as string },
      maxRedirects: 0,
    });
    expect(taken.status()).toBe(409);
    const otherForm = await deloitte.post("/partner/links", {
      form: { intent: "archive" },
      headers: { origin: test.info().project.use.baseURL as string },
      maxRedirects: 0,
    });
    expect(otherForm.status()).toBe(400);
    await deloitte.dispose();
  });
});

test.describe("an account that administers two partners", () => {
  test("chooses one, works on it, and switches to the other", async ({ page, browser }) => {
    // A fresh member, made administrator of Deloitte and OHRA in the back office.
    const email = await onboardedMember(page, `Twee Partners ${stamp}`);
    const admin = await browser.newContext();
    const office = await admin.newPage();
    await logIn(office, "en", "admin@example.com");
    await office.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await office.getByRole("row").filter({ hasText: email }).getByRole("link").click();
    for (const partner of ["Deloitte", "OHRA"]) {
      await office.getByLabel("Administrator of a partner").selectOption({ label: partner });
      await office.getByRole("button", { name: "Make partner administrator" }).click();
      await expect(office.getByText("The person now administers the partner.")).toBeVisible();
    }
    await admin.close();

    // Logged in again, the portal asks which partner first and offers nothing else.
    await page.goto("/partner");
    await expect(page.getByRole("heading", { name: "Choose a partner" })).toBeVisible();
    const chooser = page.getByRole("navigation", { name: "Choose a partner" });
    await expect(chooser.getByRole("link")).toHaveText(["Deloitte", "OHRA"]);
    await expectNoA11yViolations(page);
    // Before choosing, the report sends back to the choice.
    await page.goto("/partner/report");
    await expect(page).toHaveURL(/\/partner$/);

    await chooser.getByRole("link", { name: "OHRA" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("OHRA");
    await expect(chooser.getByRole("link", { name: "OHRA" })).toHaveAttribute("aria-current", "true");
    // The choice is remembered: the report and the links are OHRA's now.
    await page.goto("/partner/links");
    await expect(page.getByText("ohra-welkom", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("deloitte-fit-forward")).toHaveCount(0);

    await page.goto("/partner");
    await page.getByRole("navigation", { name: "Choose a partner" }).getByRole("link", { name: "Deloitte" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deloitte");
    await page.goto("/partner/links");
    await expect(page.getByText("deloitte-fit-forward", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("ohra-welkom")).toHaveCount(0);
  });
});
