import { describe, expect, it } from "vitest";
import "~/utils/i18n/resources.server";
import { drawPage } from "../../../../tests/support/route-form";
import { DayTimes } from "./coach-profile-sections";
import { DateStrip } from "./date-strip";

// A week of the booking strip without a free time, as the server draws it: the row of days (no
// link in it) takes the keyboard's focus itself, with a name, so that it can be scrolled on a
// phone; the week says in words that nothing is free and where the member can go instead.

const dates = ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13"];
const empty = { morning: [], afternoon: [], evening: [] };
const search = (changes: Record<string, string | null>) =>
  `?${new URLSearchParams(Object.entries(changes).filter((entry): entry is [string, string] => entry[1] !== null))}`;

type Around = { later?: { at: string; week: string } | null; earlier?: { at: string; week: string } | null };

/** The strip and the week's times below it, as the coach's page puts them. */
function Week({ loaderData }: { loaderData: { free: number[]; panel: Around; lng: "en" | "nl" } }) {
  const { free, panel, lng } = loaderData;
  return (
    <>
      <DateStrip
        days={dates.map((date, index) => ({ date, free: free[index] ?? 0 }))}
        open={dates[0] as string}
        week={dates[0] as string}
        previousWeek="2026-11-30"
        nextWeek="2026-12-14"
        search={search}
        lng={lng}
      />
      <DayTimes
        panel={{
          days: dates.map((date, index) => ({
            date,
            parts: (free[index] ?? 0) > 0 ? { ...empty, morning: [`${date}T09:00:00.000Z`] } : empty,
          })),
          later: panel.later ?? null,
          earlier: panel.earlier ?? null,
          selected: null,
          viewerZone: "Europe/Amsterdam",
        }}
        day={dates[0] as string}
        search={search}
        lng={lng}
      />
    </>
  );
}

const draw = (free: number[], panel: Around, lng: "en" | "nl" = "en") =>
  drawPage(Week, "/en/coaches/eva-peeters", { loaderData: { free, panel, lng } }, lng);

describe("a week of the booking strip without free times", () => {
  it("lets the row of days take the focus, named, and links to the next free time", () => {
    const html = draw([0, 0, 0, 0, 0, 0, 0], { later: { at: "2026-12-15T09:00:00.000Z", week: "2026-12-14" } });
    expect(html).toMatch(/<ul tabindex="0" aria-label="Days of this week, none with free times"/);
    expect(html).toContain("No free times this week.");
    expect(html).toContain("Next free time:");
    expect(html).toContain('href="/en/coaches/eva-peeters?week=2026-12-14"');
  });

  it("points back to the first free time when there is none after the week", () => {
    const html = draw([0, 0, 0, 0, 0, 0, 0], { earlier: { at: "2026-12-01T09:00:00.000Z", week: "2026-11-30" } }, "nl");
    expect(html).toContain("Ook na deze week zijn er geen vrije tijden. De eerste vrije tijd:");
    expect(html).toContain("week=2026-11-30");
    expect(html).toMatch(/aria-label="Dagen van deze week, geen met vrije tijden"/);
  });

  it("says what the member can do when the coach has no free time at all", () => {
    const html = draw([0, 0, 0, 0, 0, 0, 0], {});
    expect(html).toContain("This coach has no free times to book at the moment.");
    expect(html).not.toContain("Go to that week");
  });

  it("keeps a week with free times a row of links, without a focus stop of its own", () => {
    const html = draw([0, 2, 0, 0, 0, 0, 0], {});
    expect(html).not.toContain('tabindex="0"');
    expect(html).toContain("2 times");
  });
});
