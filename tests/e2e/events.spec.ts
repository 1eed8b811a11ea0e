import type { Browser } from "@playwright/test";
import { smtpPort } from "../../playwright.config";
import { expectNoA11yViolations } from "../support/axe";
import { createEventWithSession, createWebinar } from "../support/factories";
import { withFactoryDatabase } from "../support/factories-postgres";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { mailTo } from "../support/mailbox";
import { onboardedMember } from "../support/people";

// An instance of its own on PostgreSQL, so the spec can put in place a session with a single place
// and a webinar that starts in half an hour.
const port = 3984;
const base = `http://127.0.0.1:${port}`;
let instances: Instances | undefined;
const webinarStart = new Date(Date.now() + 30 * 60_000);

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

async function member(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL: base, timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  const email = await onboardedMember(page, name, { verified: true });
  return { context, page, email };
}

test.describe("events and webinars", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("events", [port], { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const start = new Date(Date.now() + 10 * 86_400_000);
    await withFactoryDatabase(instances.databaseUrl, async (db) => {
      await createEventWithSession(db, {
        event: {
          slug: "e2e-workshop",
          kind: "workshop",
          titleNl: "Ademwerkshop",
          titleEn: "Breathing workshop",
          summaryNl: "Rustig ademen.",
          summaryEn: "Calm breathing.",
          bodyNl: "Samen oefenen.",
          bodyEn: "Practise together.",
          image: "/images/ebook-cover.svg",
        },
        session: {
          slug: "e2e-one-place",
          titleNl: "Kleine groep",
          titleEn: "Small group",
          startsAt: start,
          endsAt: new Date(start.getTime() + 3_600_000),
          location: "Studio 3, Utrecht",
          capacity: 1,
          registrationDeadline: new Date(start.getTime() - 86_400_000),
        },
      });
      await createWebinar(db, {
        slug: "e2e-live",
        titleNl: "Live over slaap",
        titleEn: "Live on sleep",
        descriptionNl: "Over slaap.",
        descriptionEn: "About sleep.",
        presenterName: "Eva Smit",
        presenterRoleNl: "slaapcoach",
        presenterRoleEn: "sleep coach",
        startsAt: webinarStart,
        durationMinutes: 45,
        streamUrl: "https://www.youtube-nocookie.com/embed/e2eStream01",
      });
    });
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  test("register, the mail with its invite, cancel, and the waitlisted member moves up", async ({ browser }) => {
    test.setTimeout(120_000);
    const first = await member(browser, "First Runner");
    const second = await member(browser, "Second Runner");

    await first.page.goto("/en/events?kind=workshop");
    await first.page.getByRole("link", { name: "Small group" }).click();
    await expect(first.page).toHaveURL(/\/en\/events\/session\/e2e-one-place$/);
    await expect(first.page.getByText("1 place left of 1")).toBeVisible();
    await expectNoA11yViolations(first.page);
    await first.page.getByRole("button", { name: "Register" }).click();
    await expect(first.page.getByText("You are registered for this session.")).toBeVisible();
    const invite = await mailTo(first.email, /You are registered: Breathing workshop: Small group/);
    expect(invite.calendar).toContain("METHOD:REQUEST");
    expect(invite.calendar).toMatch(/UID:[0-9a-f-]{36}@vitaal/);
    expect(invite.calendar).toContain("LOCATION:Studio 3\\, Utrecht");

    await second.page.goto("/en/events/session/e2e-one-place");
    await expect(second.page.getByText("Full · nobody on the waitlist yet")).toBeVisible();
    await second.page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(second.page.getByText("You are number 1 on the waitlist.")).toBeVisible();
    await mailTo(second.email, /On the waitlist/);

    // The dashboard lists both.
    await first.page.goto("/en/dashboard");
    await expect(first.page.getByRole("link", { name: "Breathing workshop: Small group" })).toBeVisible();
    await second.page.goto("/en/dashboard");
    await expect(second.page.getByText("Waitlist")).toBeVisible();

    await first.page.goto("/en/events/session/e2e-one-place");
    await first.page.getByText("Cancel my registration", { exact: true }).click();
    await first.page.getByRole("button", { name: "Yes, cancel my registration" }).click();
    await expect(first.page.getByText("Cancelled. You will receive a confirmation by mail.")).toBeVisible();
    const cancelled = await mailTo(first.email, /Cancelled: Breathing workshop/);
    expect(cancelled.calendar).toContain("METHOD:CANCEL");
    expect(cancelled.calendar).toContain(invite.calendar.match(/UID:\S+/)?.[0] as string);

    const promoted = await mailTo(second.email, /A place opened up/);
    expect(promoted.calendar).toContain("METHOD:REQUEST");
    await second.page.goto("/en/events/session/e2e-one-place");
    await expect(second.page.getByText("You are registered for this session.")).toBeVisible();
    await first.context.close();
    await second.context.close();
  });

  test("a registered member sees the live stream at the start", async ({ browser }) => {
    test.setTimeout(90_000);
    const viewer = await member(browser, "Stream Viewer");
    await viewer.page.goto("/en/webinars/e2e-live");
    await expect(viewer.page.getByRole("heading", { level: 1, name: "Live on sleep" })).toBeVisible();
    await viewer.page.getByRole("button", { name: "Register for the webinar" }).click();
    await expect(viewer.page.getByText("The webinar starts soon")).toBeVisible();
    await expect(viewer.page.locator("iframe")).toHaveCount(0);
    await expectNoA11yViolations(viewer.page);
    const confirmation = await mailTo(viewer.email, /You are registered for the webinar: Live on sleep/);
    expect(confirmation.calendar).toContain("METHOD:REQUEST");
    await viewer.page.goto("/en/dashboard");
    await expect(viewer.page.getByRole("link", { name: "Live on sleep" })).toBeVisible();

    // The browser's clock moves to a minute after the start: the stream appears.
    await viewer.page.clock.install({ time: new Date(webinarStart.getTime() + 60_000) });
    await viewer.page.goto("/en/webinars/e2e-live");
    const stream = viewer.page.locator('iframe[title="Live stream: Live on sleep"]');
    await expect(stream).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/e2eStream01");
    await viewer.context.close();
  });

  test("someone not registered gets no stream, and a stream off the allow list is never embedded", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    await instances?.query(`update webinars set stream_url = 'https://evil.example.com/live' where slug = 'e2e-live'`);
    const viewer = await member(browser, "Curious Viewer");
    await viewer.page.clock.install({ time: new Date(webinarStart.getTime() + 60_000) });
    await viewer.page.goto("/en/webinars/e2e-live");
    await expect(viewer.page.getByRole("button", { name: "Register for the webinar" })).toBeVisible();
    await expect(viewer.page.locator("iframe")).toHaveCount(0);
    await viewer.page.getByRole("button", { name: "Register for the webinar" }).click();
    await expect(viewer.page.getByText("You are registered.", { exact: false }).first()).toBeVisible();
    await expect(viewer.page.locator("iframe")).toHaveCount(0);
    await viewer.context.close();
  });
});
