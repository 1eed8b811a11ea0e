import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { closeMonth, type FrozenMonth } from "~/features/reports/history";
import { publishReport } from "~/features/reports/partner-report";
import type { PublishedReport } from "~/features/reports/published";
import { reportForPage, SESSIONS_PER_PAGE } from "~/features/reports/report-page";
import { closingOf, parseReportPeriod, periodChoices } from "~/features/reports/usage-period";
import { getI18n } from "~/utils/i18n/instance";
import { I18nProvider } from "~/utils/i18n/react";
import "~/utils/i18n/resources.server";
import { simulatePartner } from "../../../tests/support/report-simulator";
import PartnerReport from "./report";

// The report page as the server renders it: what is hidden and why in plain words, a year's
// sessions grouped by event, a month's paged, in both languages.

const history: FrozenMonth[] = [];
const shape = { seed: 3, members: 2000, start: "2026-01", months: 8, density: 0.35 };
for (const input of simulatePartner(shape)) history.push(await closeMonth(history, input, 10));
const now = new Date(closingOf("2026-08").getTime() + 3_600_000);
const publish = (key: string) => {
  const choice = parseReportPeriod(key, now);
  if (!choice) throw new Error(`${key} should be offered`);
  return publishReport(history, choice, 10, now);
};

function render(lng: "nl" | "en", report: PublishedReport | null, page = 1, preparing: string | null = null) {
  const shown = report ? reportForPage(report, page) : { report: null, sessions: null };
  const loaderData = {
    title: "Report",
    partner: { id: "p", slug: "acme", name: "Acme" },
    choices: periodChoices(now),
    timeZone: "Europe/Amsterdam",
    asked: report?.period.key ?? "2026",
    preparing,
    ...shown,
  };
  const Page = PartnerReport as unknown as (props: { loaderData: typeof loaderData }) => React.ReactNode;
  const router = createMemoryRouter(
    [{ id: "root", path: "/", children: [{ path: ":lng/*", element: <Page loaderData={loaderData} /> }] }],
    {
      initialEntries: [`/${lng}/partner/report`],
    },
  );
  return renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("the partner report page", () => {
  it("says what is hidden and why, and when the running year's next month comes, in Dutch and English", () => {
    const year = publish("2026");
    const nl = render("nl", year);
    expect(nl).toContain("Wat je niet ziet, en waarom");
    expect(nl).toContain("minder dan 10");
    expect(nl).toContain("in elk rapport waarin het staat");
    expect(nl).toContain("2026 is nog niet voorbij");
    expect(nl).toContain("september 2026 komt erbij op");
    const en = render("en", year);
    expect(en).toContain("What you don&#x27;t see, and why");
    expect(en).toContain("in every report that holds it");
    expect(en).toContain("2026 is not over yet");
  });

  it("groups a year's sessions by event, with their number, and lists no session", () => {
    const year = publish("2026");
    const sessions = year.events.byEvent.reduce((sum, event) => sum + event.sessions.length, 0);
    expect(sessions).toBeGreaterThan(0);
    const markup = render("en", year);
    for (const event of year.events.byEvent) {
      expect(markup).toContain(`${event.sessionCount} session`);
      for (const session of event.sessions) expect(markup).not.toContain(session.slug);
    }
    expect(markup).toContain("Figures per session are in the report of each month");
    expect(reportForPage(year, 1).report.events.byEvent.every((event) => event.sessions.length === 0)).toBe(true);
  });

  it("pages a month's sessions", () => {
    const month = publish("2026-05");
    const many: PublishedReport = {
      ...month,
      events: {
        ...month.events,
        byEvent: [
          {
            eventId: "e",
            slug: "e",
            titleNl: "Veel",
            titleEn: "Many",
            registered: { value: 500 },
            attended: { value: 400 },
            sessionCount: SESSIONS_PER_PAGE + 5,
            sessions: Array.from({ length: SESSIONS_PER_PAGE + 5 }, (_, index) => ({
              sessionId: `s${index}`,
              slug: `s${index}`,
              startsAt: new Date(Date.UTC(2026, 4, 1 + (index % 28), 9)).toISOString(),
              registered: { value: 10 },
              attended: { suppressed: "small" as const },
            })),
          },
        ],
      },
    };
    const first = reportForPage(many, 1);
    expect(first.sessions).toEqual({ page: 1, pages: 2, from: 1, to: SESSIONS_PER_PAGE, total: SESSIONS_PER_PAGE + 5 });
    expect(first.report.events.byEvent[0]?.sessions).toHaveLength(SESSIONS_PER_PAGE);
    const last = reportForPage(many, 99);
    expect(last.sessions?.page).toBe(2);
    expect(last.report.events.byEvent[0]?.sessions).toHaveLength(5);
    const markup = render("nl", many, 2);
    expect(markup).toContain(
      `Sessies ${SESSIONS_PER_PAGE + 1} tot en met ${SESSIONS_PER_PAGE + 5} van ${SESSIONS_PER_PAGE + 5}`,
    );
    expect(markup).toContain("Vorige sessies");
    expect(markup).toContain("period=2026-05&amp;sessions=1");
  });

  it("shows a band for members in total and the words for what waits for the period's end", () => {
    const year = publish("2026");
    const banded: PublishedReport = {
      ...year,
      members: { ...year.members, total: { range: [40, 49] }, active: { suppressed: "pending" } },
    };
    const markup = render("en", banded);
    expect(markup).toContain("40–49");
    expect(markup).toContain("after the period ends");
  });

  it("says a month that just closed is being prepared, and offers to ask again", () => {
    const nl = render("nl", null, 1, "2026-08");
    expect(nl).toContain("De cijfers van augustus 2026 worden klaargezet");
    expect(nl).toContain('role="status"');
    expect(nl).toContain("Nu opnieuw proberen");
    expect(nl).not.toContain("Wat je niet ziet, en waarom");
    const en = render("en", null, 1, "2026-08");
    expect(en).toContain("The figures of August 2026 are being prepared");
  });
});
