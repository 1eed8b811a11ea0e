import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/utils/i18n/instance";
import { I18nProvider } from "~/utils/i18n/react";
import "~/utils/i18n/resources.server";
import { AgendaGrid } from "./agenda-grid";
import type { AgendaItem } from "./agenda-layout";
import { AgendaList } from "./agenda-list";
import { WeeklyHoursEditor } from "./weekly-hours-editor";

function render(lng: "nl" | "en", node: React.ReactNode) {
  const router = createMemoryRouter([{ id: "root", path: "/", children: [{ path: ":lng/*", element: node }] }], {
    initialEntries: [`/${lng}/x`],
  });
  return renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const items: AgendaItem[] = [
  {
    kind: "appointment",
    id: "00000000-0000-4000-8000-000000000001",
    start: new Date("2026-06-16T08:00:00Z"),
    end: new Date("2026-06-16T09:00:00Z"),
    memberName: "Noor Jansen",
    sessionKind: "coaching",
    status: "confirmed",
  },
  { kind: "busy", start: "2026-06-16T07:00:00Z", end: "2026-06-16T08:30:00Z" },
];
const week = { items, monday: { year: 2026, month: 6, day: 15 }, today: "2026-06-16", zone: "Europe/Amsterdam" };

describe("the agenda views", () => {
  it("the grid links each appointment with its time, client and kind, and marks busy time in words", () => {
    const markup = render("en", <AgendaGrid {...week} />);
    expect(markup).toContain('href="/coach/appointments/00000000-0000-4000-8000-000000000001"');
    expect(markup).toContain("10:00–11:00");
    expect(markup).toContain("Noor Jansen");
    expect(markup).toContain("Coaching session");
    expect(markup).toMatch(/>Busy</);
    // Busy before the appointment in the DOM: blocks come in time order.
    expect(markup.indexOf(">Busy<")).toBeLessThan(markup.indexOf("Noor Jansen"));
    expect(markup).toContain('aria-label="Tuesday 16 June · Today"');
  });

  it("the list says the same in Dutch, day by day", () => {
    const markup = render("nl", <AgendaList {...week} />);
    expect(markup).toContain("Bezet");
    expect(markup).toContain("bezet in je eigen agenda");
    expect(markup).toContain("Noor Jansen");
    expect(markup).toContain("Geen afspraken");
    expect(markup.match(/<h3/g)).toHaveLength(7);
  });
});

describe("the weekly hours editor", () => {
  it("posts a switch per day and two times per interval, and shows a server message at its interval", () => {
    // The hours here are sound: the message can only come from the server's answer.
    const days = [
      {
        on: true,
        intervals: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "24:00" },
        ],
      },
      ...Array.from({ length: 6 }, () => ({ on: false, intervals: [] })),
    ];
    const markup = render(
      "en",
      <WeeklyHoursEditor days={days} errors={{ "day1.1.start": "availability.errors.tooMany" }} onChange={() => {}} />,
    );
    expect(markup).toMatch(/name="day1\.on"[^>]*value="on"|value="on"[^>]*name="day1\.on"/);
    expect(markup).toContain('name="day1.0.start" value="09:00:00"');
    expect(markup).toContain('name="day1.1.end" value="00:00:00"');
    expect(markup).not.toContain('name="day2.0.start"');
    expect(markup).toContain("Monday, block 2");
    expect(markup).toContain("At most 12 blocks a day.");
    expect(markup).not.toContain("Blocks on one day may not overlap.");
    expect(markup.match(/Not available/g)).toHaveLength(6);
  });
});
