import { describe, expect, it } from "vitest";
import { drawPage } from "../../../tests/support/route-form";
import AdminJobs from "./jobs";
import AdminOverview from "./overview";

// The back office's figures in words, in both languages: exact when small, "about" an estimate,
// "more than" a floor. The loaders' figures are in `features/admin/*.test.ts`; here only the words.

const figures = {
  members: { kind: "about", value: 198_432 },
  coaches: { kind: "exact", value: 4_750 },
  partners: { kind: "exact", value: 500 },
  sessions: { kind: "over", value: 10_000 },
  failedJobs: { kind: "exact", value: 12 },
  gaveUp: { kind: "exact", value: 3 },
};
const overview = (lng: "en" | "nl") =>
  drawPage(
    AdminOverview,
    "/admin",
    {
      loaderData: { figures, month: "2026-11-01T00:00:00.000Z", zone: "Europe/Amsterdam", openSafetyConcerns: 0 },
    },
    lng,
  );

describe("the overview's figures", () => {
  it("says which figures are estimates and which are floors, in English", async () => {
    const html = await overview("en");
    expect(html).toContain("about 200,000");
    expect(html).toContain("4,750");
    expect(html).toContain("more than 10,000");
    expect(html).toContain("12 jobs failed, of which 3 gave up after every attempt.");
  });

  it("and in Dutch", async () => {
    const html = await overview("nl");
    expect(html).toContain("ongeveer 200.000");
    expect(html).toContain("4.750");
    expect(html).toContain("meer dan 10.000");
    expect(html).toContain("12 taken mislukt, waarvan 3 opgegeven na alle pogingen.");
  });

  it("counts the job queue's views the same way, with a link to the next page only when there is one", async () => {
    const loaderData = {
      view: "done",
      paged: true,
      next: { at: "2026-11-27 16:24:48.123456+00", id: "0b7f1a52-6c1e-4d0a-9a53-2f1d6c0e8b11" },
      timeZone: "Europe/Amsterdam",
      counts: {
        waiting: { kind: "exact", value: 2 },
        dead: { kind: "exact", value: 0 },
        done: { kind: "about", value: 465_363 },
      },
      jobs: [],
    };
    // React marks where texts meet in the server's HTML; the words are what a reader sees.
    const words = (html: string) => html.replaceAll("<!-- -->", "");
    const html = words(await drawPage(AdminJobs, "/admin/jobs?view=done", { loaderData }, "en"));
    expect(html).toContain("Done (about 470,000)");
    expect(html).toContain("Waiting (2)");
    expect(html).toContain(
      'href="/admin/jobs?view=done&amp;after=2026-11-27+16%3A24%3A48.123456%2B00%7E0b7f1a52-6c1e-4d0a-9a53-2f1d6c0e8b11"',
    );
    expect(html).toContain('href="/admin/jobs?view=done"');
    const last = words(await drawPage(AdminJobs, "/admin/jobs", { loaderData: { ...loaderData, next: null } }, "nl"));
    expect(last).toContain("Klaar (ongeveer 470.000)");
    expect(last).not.toContain("after=");
  });
});
