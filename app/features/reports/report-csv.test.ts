import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import en from "~/locales/en/partner.json";
import nl from "~/locales/nl/partner.json";
import type { PublishedReport } from "./published";
import { reportCsv, satisfactionText, type Translate } from "./report-csv";

// The CSV export of the partner report: the page's labels in the account's language, suppressed
// figures as the same "fewer than N" text, and titles that a spreadsheet cannot run as formulas.

const i18n = createInstance();
await i18n.init({
  resources: { nl: { partner: nl }, en: { partner: en } },
  defaultNS: "partner",
  interpolation: { escapeValue: false },
  initAsync: false,
});
const translator = (lng: "nl" | "en"): Translate => i18n.getFixedT(lng, "partner") as unknown as Translate;

const shown = (value: number) => ({ value });
const hidden = { suppressed: "small" } as const;
const complement = { suppressed: "complement" } as const;

const report: PublishedReport = {
  period: { kind: "year", key: "2026", from: "2025-12-31T23:00:00.000Z", until: "2026-12-31T23:00:00.000Z" },
  minGroupSize: 10,
  generatedAt: "2026-11-15T12:00:00.000Z",
  through: "2026-10",
  nextClosing: "2026-12-07T23:00:00.000Z",
  members: { total: { range: [40, 49] }, joined: shown(12), active: hidden },
  coaching: {
    booked: shown(20),
    held: shown(14),
    noShow: hidden,
    cancelledLate: hidden,
    cancelledInTime: shown(0),
    open: complement,
  },
  allowance: { perMember: 4, total: shown(168), used: shown(14) },
  events: {
    registered: shown(25),
    waitlisted: hidden,
    attended: { suppressed: "pending" },
    byEvent: [
      {
        eventId: "e1",
        slug: "formula",
        titleNl: '=HYPERLINK("https://evil.example")',
        titleEn: "=cmd|' /C calc'!A0",
        registered: shown(25),
        attended: hidden,
        sessionCount: 2,
        sessions: [
          {
            sessionId: "s1",
            slug: "past",
            startsAt: "2026-03-04T09:00:00.000Z",
            registered: shown(12),
            attended: hidden,
          },
          {
            sessionId: "s2",
            slug: "coming",
            startsAt: "2026-10-04T09:00:00.000Z",
            registered: shown(13),
            attended: shown(0),
          },
        ],
      },
    ],
  },
  webinars: {
    registrations: shown(15),
    byWebinar: [
      {
        webinarId: "w1",
        slug: "sleep",
        titleNl: "Beter slapen",
        titleEn: "+Sleep better",
        startsAt: "2026-04-01T18:00:00.000Z",
        registrations: shown(15),
      },
    ],
  },
  ebook: { downloads: hidden },
  satisfaction: { average: 4.3, recommendShare: 87 },
  trends: [
    {
      month: "2026-01",
      joined: shown(10),
      active: hidden,
      coachingBooked: hidden,
      coachingHeld: hidden,
      eventRegistrations: shown(0),
      webinarRegistrations: shown(0),
      ebookDownloads: shown(0),
      satisfaction: { unmeasured: true },
    },
    {
      month: "2026-02",
      joined: shown(0),
      active: hidden,
      coachingBooked: hidden,
      coachingHeld: hidden,
      eventRegistrations: shown(0),
      webinarRegistrations: shown(0),
      ebookDownloads: shown(0),
      satisfaction: hidden,
    },
    {
      month: "2026-03",
      joined: shown(0),
      active: shown(12),
      coachingBooked: shown(14),
      coachingHeld: shown(12),
      eventRegistrations: shown(0),
      webinarRegistrations: shown(0),
      ebookDownloads: shown(0),
      satisfaction: { average: 4, recommendShare: 100 },
    },
    {
      month: "2026-04",
      joined: shown(0),
      active: shown(0),
      coachingBooked: shown(0),
      coachingHeld: shown(0),
      eventRegistrations: shown(0),
      webinarRegistrations: shown(0),
      ebookDownloads: shown(0),
      satisfaction: { none: true },
    },
  ],
};

const lines = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n");

describe("reportCsv", () => {
  it("writes the page's English labels, numbers as numbers and suppressed figures as text", () => {
    const csv = reportCsv(report, translator("en"), "en", "Europe/Amsterdam");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = lines(csv);
    expect(rows[0]).toBe("Vitaal usage report");
    expect(rows).toContain("Period,2026");
    expect(rows).toContain("Up to and including,October 2026");
    // A band of ten where the exact count would give the month's new members away.
    expect(rows).toContain("Members in total,40–49");
    expect(rows).toContain("Active,fewer than 10");
    // A total of the running year whose months do not add up in the open.
    expect(rows).toContain("Attended,after the period ends");
    // Hidden to protect a small figure, and perhaps large itself: not "fewer than 10".
    expect(rows).toContain("Not yet marked,hidden");
    expect(rows).toContain("Sessions per member per year,4");
    expect(rows).toContain("Downloads,fewer than 10");
    expect(rows).toContain(
      "Month,New members,Active members,Coaching booked,Coaching held,Event registrations,Webinar registrations,E-book downloads,Average rating (1–5),Would recommend their coach (%)",
    );
    // Satisfaction after coaching, as plain numbers; by month with the same words as every figure.
    expect(rows.indexOf("Satisfaction")).toBeGreaterThan(rows.indexOf("Sessions per member per year,4"));
    expect(rows).toContain("Average rating (1–5),4.3");
    expect(rows).toContain("Would recommend their coach (%),87");
    expect(rows).toContain("January 2026,10,fewer than 10,fewer than 10,fewer than 10,0,0,0,not measured,not measured");
    expect(rows).toContain(
      "February 2026,0,fewer than 10,fewer than 10,fewer than 10,0,0,0,fewer than 10,fewer than 10",
    );
    expect(rows).toContain("March 2026,0,12,14,12,0,0,0,4,100");
    expect(rows).toContain("April 2026,0,0,0,0,0,0,0,no ratings,no ratings");
    expect(rows.some((row) => row.endsWith(",13,0"))).toBe(true);
  });

  it("shows a satisfaction on the page as a decimal and a percentage in the account's language", () => {
    const shownSatisfaction = { average: 4.3, recommendShare: 87 };
    expect(satisfactionText(shownSatisfaction, "average", 10, translator("nl"), "nl")).toBe("4,3");
    expect(satisfactionText(shownSatisfaction, "average", 10, translator("en"), "en")).toBe("4.3");
    expect(satisfactionText({ average: 4, recommendShare: 100 }, "average", 10, translator("en"), "en")).toBe("4.0");
    expect(satisfactionText(shownSatisfaction, "recommendShare", 10, translator("en"), "en")).toBe("87%");
    expect(satisfactionText(shownSatisfaction, "recommendShare", 10, translator("nl"), "nl")).toBe("87%");
    expect(satisfactionText(complement, "average", 10, translator("en"), "en")).toBe("hidden");
    expect(satisfactionText({ suppressed: "pending" }, "recommendShare", 10, translator("nl"), "nl")).toBe(
      "na afloop van de periode",
    );
  });

  it("writes the Dutch labels for a Dutch account, with the times in its time zone", () => {
    const rows = lines(reportCsv(report, translator("nl"), "nl", "Europe/Amsterdam"));
    expect(rows[0]).toBe("Vitaal gebruiksrapport");
    expect(rows).toContain("Leden in totaal,40–49");
    expect(rows).toContain("Tot en met,oktober 2026");
    expect(rows).toContain("Actief,minder dan 10");
    expect(rows).toContain("januari 2026,10,minder dan 10,minder dan 10,minder dan 10,0,0,0,niet gemeten,niet gemeten");
    expect(rows).toContain("Tevredenheid");
    expect(rows).toContain("Gemiddelde beoordeling (1–5),4.3");
    expect(rows).toContain("april 2026,0,0,0,0,0,0,0,geen beoordelingen,geen beoordelingen");
    // 09:00 UTC on 4 March is 10:00 in Amsterdam.
    expect(rows.some((row) => row.includes("10:00") && row.endsWith(",12,minder dan 10"))).toBe(true);
  });

  it("keeps titles that look like formulas inert text", () => {
    const en = lines(reportCsv(report, translator("en"), "en", "UTC"));
    const nl = lines(reportCsv(report, translator("nl"), "nl", "UTC"));
    for (const row of [...en, ...nl]) expect(row).not.toMatch(/^[=+\-@]/);
    expect(en.some((row) => row.startsWith("'=cmd|' /C calc'!A0,"))).toBe(true);
    expect(en.some((row) => row.startsWith("'+Sleep better,"))).toBe(true);
    expect(nl.some((row) => row.startsWith('"\'=HYPERLINK(""https://evil.example"")"'))).toBe(true);
  });
});
