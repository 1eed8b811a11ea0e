import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn, onboardedMember } from "../support/people";
import { weekSlotStarts } from "../support/week-slots";

// A coach links their own calendar, served here on 127.0.0.1 (the test server allows loopback
// through OUTBOUND_FETCH_ALLOW_LOOPBACK), and members no longer see the times it keeps busy.
// Sanne de Jong (coach2@example.com) works Mondays and Wednesdays 09:00–12:00 and 13:30–17:00 in
// Amsterdam; no other spec touches her calendar.

test.use({ timezoneId: "Europe/Amsterdam" });

const COACH_PAGE = "/en/coaches/sanne-de-jong";
const zone = "Europe/Amsterdam";

const dateIn = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(instant);
const hourIn = (instant: Date) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(instant));

/** The first Monday at least `days` ahead on the Amsterdam calendar, as YYYY-MM-DD. */
function mondayAhead(days: number): string {
  for (let offset = days; offset < days + 7; offset++) {
    const date = dateIn(new Date(Date.now() + offset * 86_400_000));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) return date;
  }
  throw new Error("no Monday in a week");
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The starts of the slots the 7 days from `date` offer. */
const slotStarts = (page: Page, date: string) => weekSlotStarts(page, COACH_PAGE, "Sanne de Jong", date);

const mondayMorning = (starts: Date[], monday: string) =>
  starts.filter((start) => dateIn(start) === monday && hourIn(start) < 12);
const onDay = (starts: Date[], date: string) => starts.filter((start) => dateIn(start) === date);

const ics = (monday: string, wednesday: string | null) => {
  const compact = (date: string) => date.replaceAll("-", "");
  const away = wednesday
    ? [
        "BEGIN:VEVENT",
        "UID:away@vitaal.test",
        "DTSTAMP:20260101T000000Z",
        `DTSTART;VALUE=DATE:${compact(wednesday)}`,
        `DTEND;VALUE=DATE:${compact(plusDays(wednesday, 1))}`,
        "SUMMARY:Conference",
        "END:VEVENT",
      ]
    : [];
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitaal tests//Own calendar//EN",
    "BEGIN:VEVENT",
    "UID:mornings@vitaal.test",
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Europe/Amsterdam:${compact(monday)}T090000`,
    `DTEND;TZID=Europe/Amsterdam:${compact(monday)}T120000`,
    "RRULE:FREQ=WEEKLY;COUNT=2",
    "SUMMARY:Team mornings",
    "END:VEVENT",
    ...away,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
};

/** The coach area's words in each language (the member's side stays English). */
const words = {
  en: {
    card: "Your own calendars",
    empty: "No calendars linked yet.",
    address: "Calendar address",
    add: "Link calendar",
    wrong: "Enter the calendar's full address, starting with https:// or webcal://.",
    saved: "Saved.",
    list: "Linked calendars",
    lastChecked: /^Last checked /,
    checkNow: /^Check now/,
    remove: /^Remove/,
  },
  nl: {
    card: "Je eigen agenda's",
    empty: "Nog geen agenda's gekoppeld.",
    address: "Adres van de agenda",
    add: "Agenda koppelen",
    wrong: "Vul het volledige adres van de agenda in, beginnend met https:// of webcal://.",
    saved: "Opgeslagen.",
    list: "Gekoppelde agenda's",
    lastChecked: /^Laatst bekeken /,
    checkNow: /^Nu bekijken/,
    remove: /^Verwijderen/,
  },
} as const;

/** The coach area speaks the account's language: Sanne's is set on her account page. */
async function accountLanguage(coach: Page, lng: "en" | "nl") {
  await coach.goto("/en/account");
  await coach.locator(`input[name="locale"][value="${lng}"]`).check();
  await coach.getByRole("button", { name: "Save" }).first().click();
  await expect(coach.getByText("Your profile has been saved.")).toBeVisible();
}

for (const lng of ["en", "nl"] as const) {
  const w = words[lng];
  test(`a coach links a calendar served here, and members no longer see its busy times (${lng})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const monday = mondayAhead(14);
    const wednesday = plusDays(monday, 2);
    // The coach's conference is called off later in the test.
    let conference = true;
    const server = http.createServer((request, response) => {
      if (request.url === "/secret-token/basic.ics") {
        response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
        response.end(ics(monday, conference ? wednesday : null));
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      await onboardedMember(page, "Iris Hendriks");
      const before = await slotStarts(page, monday);
      expect(mondayMorning(before, monday).length).toBeGreaterThan(0);
      expect(onDay(before, wednesday).length).toBeGreaterThan(0);

      const context = await browser.newContext({ timezoneId: zone });
      const coach = await context.newPage();
      await logIn(coach, "en", "coach2@example.com");
      if (lng === "nl") await accountLanguage(coach, "nl");
      await coach.goto("/coach/availability");
      const card = coach.getByRole("region", { name: w.card });
      await expect(card).toBeVisible();
      await expect(card.getByText(w.empty)).toBeVisible();
      await expectNoA11yViolations(coach);

      // A wrong address is refused at the field, in words.
      await card.getByLabel(w.address).fill("my calendar");
      await card.getByRole("button", { name: w.add }).click();
      await expect(card.getByText(w.wrong)).toBeVisible();

      await card.getByLabel(w.address).fill(`http://127.0.0.1:${port}/secret-token/basic.ics`);
      await card.getByRole("button", { name: w.add }).click();
      await expect(card.getByText(w.saved)).toBeVisible();
      const list = card.getByRole("list", { name: w.list });
      // The address as the list shows it (the buttons repeat it for screen readers).
      await expect(list.getByText(`127.0.0.1:${port}/…`).first()).toBeVisible();
      await expect(list.getByText(w.lastChecked)).toBeVisible();
      // The secret part of the address is never shown.
      await expect(coach.getByText(/secret-token/)).toHaveCount(0);
      await expectNoA11yViolations(coach);

      const after = await slotStarts(page, monday);
      expect(mondayMorning(after, monday)).toEqual([]);
      // The afternoon is still open, and the all-day event closes the whole Wednesday.
      expect(after.some((start) => dateIn(start) === monday && hourIn(start) >= 13)).toBe(true);
      expect(onDay(after, wednesday)).toEqual([]);

      // The conference is called off: "Check now" (by keyboard) brings the Wednesday back at once.
      conference = false;
      await list.getByRole("button", { name: w.checkNow }).focus();
      await coach.keyboard.press("Enter");
      await expect(card.getByText(w.saved)).toBeVisible();
      await expect(async () => {
        expect(onDay(await slotStarts(page, monday), wednesday).length).toBeGreaterThan(0);
      }).toPass({ timeout: 15_000 });
      expect(mondayMorning(await slotStarts(page, monday), monday)).toEqual([]);

      // Removing the calendar opens the Monday mornings again.
      await list.getByRole("button", { name: w.remove }).click();
      await expect(card.getByText(w.empty)).toBeVisible();
      const reopened = await slotStarts(page, monday);
      expect(mondayMorning(reopened, monday).length).toBeGreaterThan(0);
      if (lng === "nl") await accountLanguage(coach, "en");
      await context.close();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
}
