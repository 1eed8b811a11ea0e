import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// A coach says they work on King's Day (the public holidays card of their availability), and sees
// a session whose member never joined the call waiting on their home, confirmed as a no-show on its
// page. On an instance of its own (PostgreSQL), at 1440 and 390 pixels wide, in Dutch (Daan Bakker's
// account language) and English (Sanne de Jong's); every state checked with axe.

const port = 3993;
const base = `http://127.0.0.1:${port}`;
let instances: Instances | undefined;

test.use({ baseURL: base, timezoneId: "Europe/Amsterdam" });

const words = {
  nl: {
    email: "coach@example.com",
    holidays: "Feestdagen",
    kingsDay: "Ik werk op deze dag (Koningsdag)",
    save: "Feestdagen opslaan",
    saved: "Opgeslagen.",
    waiting: "Niet gekomen: bevestig een no-show",
    never: "kwam niet",
    confirm: "No-show bevestigen",
    wasThere: "Cliënt was er wel",
  },
  en: {
    email: "coach2@example.com",
    holidays: "Public holidays",
    kingsDay: "I work on this day (King's Day)",
    save: "Save holidays",
    saved: "Saved.",
    waiting: "Never joined: confirm a no-show",
    never: "never joined",
    confirm: "Confirm no-show",
    wasThere: "They were there",
  },
} as const;

const widths = [1440, 390] as const;
/** The session whose member never joined, per language and width. */
const missed = new Map<string, string>();

test.describe("holidays and absences in the coach area", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instances = await startInstances("holidays_absence", [port]);
    let offset = 0;
    for (const lng of ["nl", "en"] as const) {
      for (const width of widths) {
        offset++;
        // Weeks ago, at a time of its own: the demo member never joined, the sweep has said so.
        const found = await instances.query(
          `insert into appointments (coach_id, member_id, kind, starts_at, ends_at, blocks, status, absence, absence_checked_at, idempotency_key)
           select c.id, m.id, 'coaching', t.start, t.start + interval '1 hour', tstzrange(t.start, t.start + interval '1 hour'),
             'confirmed', 'member', now(), $3
           from coaches c join users u on u.id = c.user_id, users m,
             (select date_trunc('hour', now()) - ($2::int * interval '1 day') - interval '5 hours' as start) t
           where u.email = $1 and m.email = 'member@example.com'
           returning id`,
          [words[lng].email, 40 + offset, `e2e-absence-${lng}-${width}`],
        );
        const id = String(found.rows[0]?.id ?? "");
        expect(id, "the missed session").not.toBe("");
        missed.set(`${lng}-${width}`, id);
      }
    }
  });

  test.afterAll(async () => {
    await instances?.stop();
  });

  for (const lng of ["nl", "en"] as const) {
    for (const width of widths) {
      test(`a coach works on King's Day and confirms a no-show (${lng}, ${width} px)`, async ({ page }) => {
        test.setTimeout(90_000);
        const w = words[lng];
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await logIn(page, lng, w.email);

        // The holidays card: King's Day ticked, saved, still ticked after a reload; then back.
        await page.goto("/coach/availability");
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const card = page.getByRole("form", { name: w.holidays });
        const kingsDay = card.getByRole("checkbox", { name: w.kingsDay });
        await expect(kingsDay).not.toBeChecked();
        await expectNoA11yViolations(page);
        await kingsDay.focus();
        await page.keyboard.press("Space");
        await expect(kingsDay).toBeChecked();
        await card.getByRole("button", { name: w.save }).click();
        await expect(card.getByRole("status")).toHaveText(w.saved);
        await page.reload();
        await expect(
          page.getByRole("form", { name: w.holidays }).getByRole("checkbox", { name: w.kingsDay }),
        ).toBeChecked();
        await expectNoA11yViolations(page);
        const again = page.getByRole("form", { name: w.holidays });
        await again.getByRole("checkbox", { name: w.kingsDay }).focus();
        await page.keyboard.press("Space");
        await again.getByRole("button", { name: w.save }).click();
        await expect(again.getByRole("status")).toHaveText(w.saved);
        await expect(again.getByRole("checkbox", { name: w.kingsDay })).not.toBeChecked();

        // The home lists the sessions waiting for a no-show; the session's page asks.
        const id = missed.get(`${lng}-${width}`) as string;
        await page.goto("/coach");
        const waiting = page.getByRole("region").filter({ has: page.getByRole("heading", { name: w.waiting }) });
        await expect(waiting.locator(`a[href="/coach/appointments/${id}"]`)).toContainText(w.never);
        await expectNoA11yViolations(page);
        await waiting.locator(`a[href="/coach/appointments/${id}"]`).click();
        await expect(page).toHaveURL(new RegExp(`/coach/appointments/${id}$`));
        await expect(page.getByRole("heading", { level: 2, name: w.never })).toBeVisible();
        await expect(page.getByRole("button", { name: w.wasThere })).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole("button", { name: w.confirm }).click();
        await expect(page.getByRole("button", { name: w.confirm })).toHaveCount(0);
        const status = await instances?.query("select status from appointments where id = $1", [id]);
        expect(status?.rows[0]?.status).toBe("no_show");
        await expectNoA11yViolations(page);
      });
    }
  }
});
