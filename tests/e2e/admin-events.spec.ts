import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { mailTo } from "../support/mailbox";
import { elsewhere, logIn, makeAdministrator, onboardedMember } from "../support/people";

// The back office makes an event with a session of two places for everyone; three members
// register (two places, one on the waitlist); the administrator raises the places to three and the
// third moves up with a mail; then cancels the session and all three get the calendar's CANCEL
// over SMTP. Once with the English administrator, once with a Dutch one made for this spec.
test.describe.configure({ mode: "serial", timeout: 180_000 });
// Refused forms on the way (a bad field, a capacity below the places taken) answer 400 and 409,
// which the browser logs.
test.use({ allowedConsoleErrors: /status of (400|409)/ });

const ADMIN = "admin@example.com";
const stamp = `${Date.now()}${Math.round(Math.random() * 1e4)}`;

/** A calendar date in Amsterdam, `days` from now: what the date field takes. */
function amsterdamDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** A fresh account onboarded in Dutch and made administrator by the English one; logged in on `page`. */
async function dutchAdministrator(browser: Browser, page: Page) {
  const email = await onboardedMember(page, "Dewi Beheer", { lng: "nl" });
  await makeAdministrator(browser, email);
}

/** A member in a browser of their own, with a confirmed address. */
async function member(browser: Browser, name: string) {
  const { context, page } = await elsewhere(browser);
  const email = await onboardedMember(page, name, { verified: true });
  return { context, page, email };
}

const words = {
  en: {
    create: "Create event",
    title: (field: string, language: string) => `${field} (${language})`,
    fields: {
      title: "Title",
      summary: "Summary",
      body: "Description",
      slug: "Address name (slug)",
      sessionTitle: "Session title",
      startDate: "Start date",
      startTime: "Start time",
      endDate: "End date",
      endTime: "End time",
      deadlineDate: "Registration closes on",
      deadlineTime: "Registration closes at",
      place: "Place",
      capacity: "Number of places",
    },
    dutch: "Dutch",
    english: "English",
    addSession: "Add session",
    sessionCreated: "The session is created and open for registration.",
    capacityBelow: "2 places are already taken: the number of places cannot be lower than that.",
    saveSession: "Save session",
    promotedSaved: "Saved. 1 person moved up from the waitlist and gets a mail.",
    confirm: "Yes, cancel this session and mail everyone",
    cancel: "Cancel session",
    cancelled: "The session is cancelled. 3 people get a mail about it.",
    cancelledTitle: "This session is cancelled",
    fixErrors: "Please fix the following:",
  },
  nl: {
    create: "Evenement maken",
    title: (field: string, language: string) => `${field} (${language})`,
    fields: {
      title: "Titel",
      summary: "Samenvatting",
      body: "Beschrijving",
      slug: "Adresnaam (slug)",
      sessionTitle: "Titel van de sessie",
      startDate: "Begindatum",
      startTime: "Begintijd",
      endDate: "Einddatum",
      endTime: "Eindtijd",
      deadlineDate: "Aanmelden sluit op",
      deadlineTime: "Aanmelden sluit om",
      place: "Plaats",
      capacity: "Aantal plaatsen",
    },
    dutch: "Nederlands",
    english: "Engels",
    addSession: "Sessie toevoegen",
    sessionCreated: "De sessie is gemaakt en staat open voor aanmeldingen.",
    capacityBelow: "Er zijn al 2 plekken bezet: het aantal plaatsen kan niet lager zijn dan dat.",
    saveSession: "Sessie opslaan",
    promotedSaved: "Opgeslagen. 1 persoon schuift door vanaf de wachtlijst en krijgt een mail.",
    confirm: "Ja, annuleer deze sessie en mail iedereen",
    cancel: "Sessie annuleren",
    cancelled: "De sessie is geannuleerd. 3 mensen krijgen hierover een mail.",
    cancelledTitle: "Deze sessie is geannuleerd",
    fixErrors: "Verbeter het volgende:",
  },
};

for (const lng of ["en", "nl"] as const) {
  test(`(${lng}) the back office runs a session from creation to cancellation`, async ({ page, browser }) => {
    const w = words[lng];
    const dutch = (field: string) => w.title(field, w.dutch);
    const english = (field: string) => w.title(field, w.english);
    const eventSlug = `e2e-admin-${lng}-${stamp}`;
    const eventTitle = `Admin run ${lng} ${stamp}`;
    const sessionTitle = `Harbour lap ${lng}`;

    if (lng === "en") await logIn(page, "en", ADMIN);
    else await dutchAdministrator(browser, page);

    // The event: for everyone, texts in both languages side by side.
    await page.goto("/admin/events");
    await expectNoA11yViolations(page);
    await page.locator("summary", { hasText: lng === "nl" ? "Nieuw evenement" : "New event" }).click();
    // Bad input first: the field's message, and nothing is made.
    await page.getByLabel(w.fields.slug).fill("Not A Slug");
    await page.getByRole("button", { name: w.create }).click();
    await expect(page.getByText(w.fixErrors)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await page.getByLabel(w.fields.slug).fill(eventSlug);
    await page.getByLabel(dutch(w.fields.title)).fill(`Beheerloop ${lng} ${stamp}`);
    await page.getByLabel(english(w.fields.title)).fill(eventTitle);
    await page.getByLabel(dutch(w.fields.summary)).fill("Een rondje langs de haven.");
    await page.getByLabel(english(w.fields.summary)).fill("A lap along the harbour.");
    await page.getByLabel(dutch(w.fields.body)).fill("## Wat\n\nSamen lopen.");
    await page.getByLabel(english(w.fields.body)).fill("## What\n\nWalking together.");
    await page.getByRole("button", { name: w.create }).click();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\?created=1$/);
    await expectNoA11yViolations(page);

    // A session with two places, on the Amsterdam clock ten days from now.
    const day = amsterdamDate(10);
    await page.getByLabel(w.fields.slug).fill(`${eventSlug}-lap`);
    await page.getByLabel(dutch(w.fields.sessionTitle)).fill(`Havenrondje ${lng}`);
    await page.getByLabel(english(w.fields.sessionTitle)).fill(sessionTitle);
    await page.getByLabel(w.fields.startDate).fill(day);
    await page.getByLabel(w.fields.startTime).fill("10:00");
    await page.getByLabel(w.fields.endDate).fill(day);
    await page.getByLabel(w.fields.endTime).fill("11:30");
    await page.getByLabel(w.fields.deadlineDate).fill(amsterdamDate(8));
    await page.getByLabel(w.fields.deadlineTime).fill("18:00");
    await page.getByLabel(w.fields.place, { exact: true }).fill("Kade 1, Rotterdam");
    await page.getByLabel(w.fields.capacity).fill("2");
    await page.getByRole("button", { name: w.addSession }).click();
    await expect(page).toHaveURL(/\/admin\/sessions\/[0-9a-f-]{36}\?created=1$/);
    await expect(page.getByText(w.sessionCreated)).toBeVisible();
    const sessionPage = new URL(page.url()).pathname;

    // Three members register: two places, one on the waitlist.
    const members = [
      await member(browser, `Ada ${lng}`),
      await member(browser, `Bo ${lng}`),
      await member(browser, `Cas ${lng}`),
    ];
    const subject = `${eventTitle}: ${sessionTitle}`;
    for (const [index, person] of members.entries()) {
      await person.page.goto(`/en/events/session/${eventSlug}-lap`);
      if (index < 2) {
        await person.page.getByRole("button", { name: "Register" }).click();
        await expect(person.page.getByText("You are registered for this session.")).toBeVisible();
        await mailTo(person.email, new RegExp(`You are registered: ${subject}`));
      } else {
        await person.page.getByRole("button", { name: "Join the waitlist" }).click();
        await expect(person.page.getByText("You are number 1 on the waitlist.")).toBeVisible();
      }
    }

    // Fewer places than taken: refused with the number, nothing changed.
    await page.goto(sessionPage);
    await page.getByLabel(w.fields.capacity).fill("1");
    await page.getByRole("button", { name: w.saveSession }).click();
    await expect(page.getByText(w.capacityBelow).first()).toBeVisible();
    // Three places: the waitlisted member moves up and is mailed.
    await page.getByLabel(w.fields.capacity).fill("3");
    await page.getByRole("button", { name: w.saveSession }).click();
    await expect(page.getByText(w.promotedSaved)).toBeVisible();
    const third = members[2] as (typeof members)[number];
    const promoted = await mailTo(third.email, new RegExp(`A place opened up: ${subject}`));
    expect(promoted.calendar).toContain("METHOD:REQUEST");
    await expectNoA11yViolations(page);

    // Cancelled: each of the three gets the CANCEL of their invite.
    await page.locator("label").filter({ hasText: w.confirm }).click();
    await page.getByRole("button", { name: w.cancel }).click();
    await expect(page.getByText(w.cancelled)).toBeVisible();
    await expect(page.getByText(w.cancelledTitle)).toBeVisible();
    for (const person of members) {
      const mail = await mailTo(person.email, new RegExp(`Session cancelled: ${subject}`));
      expect(mail.calendar).toContain("METHOD:CANCEL");
    }
    await expectNoA11yViolations(page);

    // Members see it as cancelled.
    await third.page.goto(`/en/events/session/${eventSlug}-lap`);
    await expect(third.page.getByText("This session has been cancelled. Registration is closed.")).toBeVisible();
    for (const person of members) await person.context.close();
  });
}
