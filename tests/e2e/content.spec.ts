import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { mailTo, uniqueEmail } from "../support/mailbox";
import { logIn } from "../support/people";

const deloittePages = [
  "program",
  "coaching",
  "fit-program",
  "fit-forward-tour",
  ...["amsterdam", "rotterdam", "utrecht", "eindhoven"].map((stop) => `fit-forward-tour/${stop}`),
  "media",
  "sport-events",
  ...["bruggenloop-rotterdam", "dam-to-dam", "eindhoven", "groningen", "live-in-theater", "weissensee"].map(
    (session) => `sport-events/sessions/${session}`,
  ),
  "vitality-sessions",
  ...["behavior", "context", "find-your-focus", "focus", "restraints", "start", "talents", "teams", "values"].map(
    (session) => `vitality-sessions/sessions/${session}`,
  ),
];

test.describe("events, media, ebook and program pages", () => {
  test("every deloitte program page answers with its content for a deloitte member, in both languages", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await logIn(page, "en", "member@example.com");
    for (const lng of ["nl", "en"] as const) {
      for (const path of deloittePages) {
        const response = await page.goto(`/${lng}/pages/deloitte/${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
        await expect(page.locator(".prose-vitaal p").first()).toBeVisible();
        if (path.includes("/sessions/") || path.startsWith("fit-forward-tour/")) {
          await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
          await expect(page.getByText(lng === "nl" ? "Plaatsen" : "Places", { exact: true })).toBeVisible();
        }
        if (lng === "en") await expectNoA11yViolations(page);
      }
    }
  });

  test("every other page of this part answers with its content for a deloitte member, in both languages, without axe violations", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, "en", "member@example.com");
    const paths = [
      "/events",
      "/events/deloitte-sport-events",
      "/events/session/dam-to-dam",
      "/webinars/deloitte-travel-and-vitality",
      "/webinars/reset-your-sleep-rhythm",
      "/media",
      "/media/id/vitality-between-client-weeks",
      "/media/id/webinar-sleep-reset",
      "/ebook",
      "/theapp",
    ];
    for (const lng of ["nl", "en"] as const) {
      for (const path of paths) {
        const response = await page.goto(`/${lng}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
        await expectNoA11yViolations(page);
      }
    }
  });

  test("a deloitte session page registers from the program page", async ({ page }) => {
    await logIn(page, "en", "member@example.com");
    await page.goto("/en/pages/deloitte/vitality-sessions/sessions/values");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("You are registered for this session.")).toBeVisible();
    // Asked twice, saying what is lost.
    await page.getByText("Cancel my registration", { exact: true }).click();
    await expect(page.getByText(/Your place goes to the first person on the waiting list/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await expect(page.getByText("Cancelled. You will receive a confirmation by mail.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
  });

  test.describe("someone without access", () => {
    test.use({ allowedConsoleErrors: /status of 40[134]/ });

    test("a visitor is asked to log in, another member is refused, an unknown page is not found", async ({
      page,
      browser,
    }) => {
      expect((await page.goto("/en/pages/deloitte/program"))?.status()).toBe(200);
      expect((await page.goto("/en/pages/deloitte/coaching"))?.status()).toBe(401);
      await expect(page.getByRole("link", { name: /log in/i }).first()).toBeVisible();
      expect((await page.goto("/nl/events/session/dam-to-dam"))?.status()).toBe(401);
      expect((await page.goto("/en/pages/deloitte/no-such-page"))?.status()).toBe(404);
      expect((await page.goto("/en/pages/unknown-partner/program"))?.status()).toBe(404);
      expect((await page.goto("/en/events/no-such-event"))?.status()).toBe(404);
      expect((await page.goto("/en/media/id/no-such-item"))?.status()).toBe(404);
      expect((await page.goto("/en/webinars/no-such-webinar"))?.status()).toBe(404);

      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await logIn(otherPage, "en", "admin@example.com");
      for (const path of [
        "/en/pages/deloitte/coaching",
        "/en/pages/deloitte/sport-events/sessions/dam-to-dam",
        "/en/events/session/dam-to-dam",
      ]) {
        expect((await otherPage.goto(path))?.status(), path).toBe(403);
      }
      // A partner's events are not listed for others.
      await otherPage.goto("/en/events");
      await expect(otherPage.getByRole("link", { name: /Dam tot Dam/i })).toHaveCount(0);
      await other.close();
    });
  });

  test("events list, filters, an event and its sessions, the webinars", async ({ page }) => {
    test.setTimeout(60_000);
    await logIn(page, "nl", "member@example.com");
    for (const lng of ["nl", "en"] as const) {
      await page.goto(`/${lng}/events`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lng === "nl" ? "Evenementen en webinars" : "Events and webinars",
      );
      await expectNoA11yViolations(page);
    }
    await page.goto("/en/events");
    // A deloitte member sees the partner's events.
    await expect(page.getByRole("link", { name: "Dam tot Damloop", exact: false }).first()).toBeVisible();
    await page.getByLabel("Kind").selectOption("tour");
    await page.getByRole("button", { name: "Show events" }).click();
    await expect(page).toHaveURL(/\/en\/events\?kind=tour$/);
    const tour = page.getByRole("link", { name: "Fit Forward Tour" }).first();
    await tour.click();
    await expect(page).toHaveURL(/\/en\/events\/fit-forward-tour$/);
    await expect(page.getByRole("heading", { name: "Dates" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page
      .getByRole("link", { name: /Amsterdam/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/events\/session\/fit-forward-tour-amsterdam$/);
    await expectNoA11yViolations(page);
    await page.goto("/en/events?month=2099-01");
    await expect(page.getByText("No events match these filters.")).toBeVisible();

    await page.goto("/en/events");
    await page.getByRole("region", { name: "Webinars" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/en\/webinars\/[a-z0-9-]+$/);
    await expect(page.getByText(/^With /)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("media: search, filter, an article, a video with captions, a past webinar's recording", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/nl/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel("Zoeken").fill("slaap");
    await page.getByRole("button", { name: "Toon" }).click();
    await expect(page).toHaveURL(/\/nl\/media\?q=slaap$/);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();

    await page.goto("/en/media?type=article");
    await page.getByRole("heading", { level: 2 }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/media\/id\/[a-z0-9-]+$/);
    await expect(page.getByText(/minute read/)).toBeVisible();
    await expect(page.locator(".prose-vitaal h2").first()).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto("/en/media?type=video");
    await page.getByRole("heading", { level: 2 }).first().getByRole("link").click();
    const video = page.locator("video");
    await expect(video).toBeVisible();
    await expect(video.locator('track[srclang="en"]')).toHaveAttribute("default", "");
    await expect(video.locator('track[srclang="nl"]')).toHaveCount(1);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expectNoA11yViolations(page);

    await page.goto("/en/media?type=podcast");
    await page.getByRole("heading", { level: 2 }).first().getByRole("link").click();
    await expect(page.locator("audio")).toBeVisible();

    await page.goto("/en/media/id/webinar-sleep-reset");
    await expect(page.locator("video")).toBeVisible();
  });

  test.describe("the ebook for a visitor", () => {
    // A form with mistakes answers 400, which the browser logs.
    test.use({ allowedConsoleErrors: statusLine(400) });

    test("the ebook: a visitor leaves an address with consent, downloads, and withdraws", async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto("/en/ebook");
      await expect(page.getByRole("heading", { name: "Contents" })).toBeVisible();
      await expectNoA11yViolations(page);
      const email = uniqueEmail("ebook");
      await page.getByLabel("Email address", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send me the ebook" }).click();
      await expect(page.getByText("Tick the box to agree, so we may send you the link.")).toBeVisible();
      await page.getByLabel("Email address", { exact: true }).fill("not-an-address");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Send me the ebook" }).click();
      await expect(page.getByText("Enter a valid email address, such as name@example.com.")).toBeVisible();
      await page.getByLabel("Email address", { exact: true }).fill(email);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Send me the ebook" }).click();
      await expect(page.getByText("Done: the link is in your inbox.", { exact: false })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download the PDF" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await (await download.createReadStream()).toArray();
      expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");

      const mail = await mailTo(email, /Your ebook from Vitaal/);
      const link = mail.links.find((href) => href.includes("/ebook/download?token=")) as string;
      const viaMail = await page.request.get(link);
      expect(viaMail.headers()["content-type"]).toBe("application/pdf");
      const withdraw = mail.text.match(/https?:\/\/\S+withdraw=\S+/)?.[0] as string;
      await page.goto(withdraw);
      await page.getByText("Withdraw and erase my address", { exact: true }).click();
      await page.getByRole("button", { name: "Yes, erase my address" }).click();
      await expect(page.getByText("Your consent is withdrawn and your email address is erased.")).toBeVisible();
      const after = await page.request.get(link, { maxRedirects: 0 });
      expect(after.status()).toBe(302);
    });
  });

  test("the ebook: a member downloads straight away", async ({ page }) => {
    await logIn(page, "nl", "member@example.com");
    await page.goto("/nl/ebook");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download de pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vitaal-.*\.pdf$/);
  });
});

test("the sitemap lists the public events, webinars and media, never a partner's", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("/sitemap.xml");
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  for (const path of [
    "/nl/events<",
    "/en/media<",
    "/nl/ebook<",
    "/en/media/id/webinar-sleep-reset<",
    "/nl/pages/deloitte/program<",
  ]) {
    expect(xml).toContain(path);
  }
  expect(xml).toMatch(/\/en\/webinars\/[a-z0-9-]+</);
  expect(xml).not.toContain("dam-to-dam");
  expect(xml).not.toContain("/pages/deloitte/coaching");
});

test.describe("a partner's media", () => {
  test.use({ allowedConsoleErrors: statusLine(403) });

  test("are listed for its members only and refused to others", async ({ page, browser }) => {
    await logIn(page, "en", "member@example.com");
    await page.goto("/en/pages/deloitte/media");
    const partnerOnly = page.getByText("For your employer's program").first();
    await expect(partnerOnly).toBeVisible();
    const item = page.locator("li", { has: partnerOnly }).first().getByRole("link").first();
    const href = (await item.getAttribute("href")) as string;
    expect((await page.goto(href))?.status()).toBe(200);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, "en", "admin@example.com");
    expect((await otherPage.goto(href))?.status()).toBe(403);
    await otherPage.goto("/en/media");
    await expect(otherPage.getByText("For your employer's program")).toHaveCount(0);
    await other.close();
  });

  test("play their video and captions for its members only", async ({ page, browser, playwright, baseURL }) => {
    await logIn(page, "en", "member@example.com");
    await page.goto("/en/media/id/fit-on-the-road");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("src", "/media/fit-on-the-road.webm");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // The default track loads (2) rather than fails (3): the member's cookie goes with it.
    await expect
      .poll(() => video.locator("track[default]").evaluate((element: HTMLTrackElement) => element.readyState), {
        timeout: 10_000,
      })
      .toBe(2);

    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get("/media/fit-on-the-road.webm")).status()).toBe(401);
    expect((await visitor.get("/media/fit-on-the-road.en.vtt")).status()).toBe(401);
    await visitor.dispose();
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, "en", "lotte@example.com");
    expect((await otherPage.request.get("/media/fit-on-the-road.webm")).status()).toBe(403);
    await other.close();
  });
});
