import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn, onboardedMember } from "../support/people";
import { eventIcs, type Radicale, type RadicaleUser, startRadicale } from "../support/radicale";
import { weekSlotStarts } from "../support/week-slots";

// A coach connects a CalDAV account on Radicale, started here on 127.0.0.1 (the test server allows
// loopback through OUTBOUND_FETCH_ALLOW_LOOPBACK): an event in the calendar chosen to block times
// takes that time from members, and a member's booking arrives in the calendar chosen for
// appointments. Daan Bakker (coach@example.com, Dutch) is used four weeks ahead and further, where
// no other spec books; the account is disconnected at the end.

test.use({ timezoneId: "Europe/Amsterdam" });
test.describe.configure({ mode: "serial" });

const COACH_PAGE = "/en/coaches/daan-bakker";
const zone = "Europe/Amsterdam";
const dateIn = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(instant);
const daysAhead = (days: number) => dateIn(new Date(Date.now() + days * 86_400_000));

const words = {
  en: {
    title: "Connect your calendar (CalDAV)",
    server: "Server address",
    username: "User name",
    password: "App password",
    connect: "Connect",
    refused: "The server refused this user name and password. Check both, or make a new app password.",
    connected: "Connected. Now choose your calendars.",
    save: "Save choices",
    saved: "Your choices are saved.",
    lastSynced: /^Last synced /,
    open: "Disconnect this account…",
    confirm: "Yes, disconnect",
    done: "Your calendar account is disconnected.",
  },
  nl: {
    title: "Je agenda koppelen (CalDAV)",
    server: "Serveradres",
    username: "Gebruikersnaam",
    password: "App-wachtwoord",
    connect: "Koppelen",
    refused:
      "De server weigerde deze gebruikersnaam en dit wachtwoord. Controleer ze allebei, of maak een nieuw app-wachtwoord.",
    connected: "Gekoppeld. Kies nu je agenda's.",
    save: "Keuze opslaan",
    saved: "Je keuze is opgeslagen.",
    lastSynced: /^Laatst bijgewerkt /,
    open: "Dit account ontkoppelen…",
    confirm: "Ja, ontkoppelen",
    done: "Je agenda-account is ontkoppeld.",
  },
} as const;

/** The starts of the slots the 7 days from `date` offer. */
const slotStarts = (page: Page, date: string) => weekSlotStarts(page, COACH_PAGE, "Daan Bakker", date);

/** The coach area speaks the account's language: Daan's is set on his account page. */
async function accountLanguage(coach: Page, lng: "en" | "nl") {
  await coach.goto("/en/account");
  await coach.locator(`input[name="locale"][value="${lng}"]`).check();
  await coach.getByRole("button", { name: "Save" }).first().click();
  await expect(coach.getByText("Your profile has been saved.")).toBeVisible();
}

async function coachPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: zone });
  const page = await context.newPage();
  await logIn(page, "en", "coach@example.com");
  return { context, page };
}

for (const [index, lng] of (["en", "nl"] as const).entries()) {
  const w = words[lng];
  test(`a coach connects Radicale, its events block times and a booking arrives in it (${lng})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    let radicale: Radicale | null = null;
    const coach = await coachPage(browser);
    try {
      radicale = await startRadicale([{ username: "daan", password: "app-password-daan" }]);
      const user = radicale.users[0] as RadicaleUser;
      const work = await radicale.makeCalendar(user, "work", "Work");
      const vitaal = await radicale.makeCalendar(user, "vitaal", "Vitaal");
      // A week of Daan's of his own, far from other specs' bookings (a different week per language).
      const week = daysAhead(28 + index * 7);
      await onboardedMember(page, "Noor CalDAV", { verified: true });
      const before = await slotStarts(page, week);
      const busy = before[3] as Date;
      await radicale.putEvent(
        user,
        work,
        "busy.ics",
        eventIcs("busy@example.test", busy, new Date(busy.getTime() + 3_600_000)),
      );

      if (lng === "en") await accountLanguage(coach.page, "en");
      await coach.page.goto("/coach/availability/caldav");
      await expect(coach.page.getByRole("heading", { level: 1 })).toHaveText(w.title);
      await expectNoA11yViolations(coach.page);

      // A wrong password is refused at its field, in words.
      await coach.page.getByLabel(w.server).fill(radicale.origin);
      await coach.page.getByLabel(w.username).fill("daan");
      await coach.page.getByLabel(w.password).fill("not-the-password");
      await coach.page.getByRole("button", { name: w.connect, exact: true }).click();
      await expect(coach.page.getByText(w.refused).first()).toBeVisible();

      await coach.page.getByLabel(w.password).fill(user.password);
      await coach.page.getByRole("button", { name: w.connect, exact: true }).click();
      await expect(coach.page.getByText(w.connected)).toBeVisible();
      await expect(coach.page.getByText(w.lastSynced)).toBeVisible();
      await coach.page.getByRole("checkbox", { name: "Work" }).check();
      await coach.page.getByRole("radio", { name: "Vitaal" }).check();
      await coach.page.getByRole("button", { name: w.save }).click();
      await expect(coach.page.getByText(w.saved)).toBeVisible();
      await expect(coach.page.locator("body")).not.toContainText(user.password);
      await expectNoA11yViolations(coach.page);

      // The event in "Work" took its time from members; the others are still there.
      const after = await slotStarts(page, week);
      expect(after.map(String)).not.toContain(String(busy));
      expect(after.length).toBeGreaterThan(0);

      // A member books the first slot of the week (on its own day: the last day read may have no
      // free times): the event arrives in "Vitaal" with the appointment's UID, within seconds, once.
      await page.goto(`${COACH_PAGE}?day=${dateIn(after[0] as Date)}`);
      await page
        .getByRole("link", { name: / at \d{2}:\d{2}$/ })
        .first()
        .click();
      await page.getByRole("button", { name: "Book this session" }).click();
      await expect(page).toHaveURL(/\/en\/coaching\/[0-9a-f-]{36}\?booked=1$/);
      const id = /coaching\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
      await expect(async () => {
        const events = await (radicale as Radicale).events(user, vitaal);
        // Daan's appointments booked before he chose the calendar are written to it as well.
        expect(events.map((event) => /UID:(\S+)/.exec(event.data)?.[1])).toContain(`${id}@vitaal`);
      }).toPass({ timeout: 15_000 });
      const written = await radicale.events(user, vitaal);
      expect(written.filter((event) => event.data.includes(`UID:${id}@vitaal`))).toHaveLength(1);

      // Disconnecting says what stops, then stops it.
      await coach.page.goto("/coach/availability/caldav");
      await coach.page.getByText(w.open).click();
      await coach.page.getByRole("button", { name: w.confirm }).click();
      await expect(coach.page.getByText(w.done)).toBeVisible();
      await expect(coach.page.getByLabel(w.server)).toBeVisible();
    } finally {
      if (lng === "en") await accountLanguage(coach.page, "nl").catch(() => undefined);
      await coach.context.close();
      await radicale?.stop();
    }
  });
}
