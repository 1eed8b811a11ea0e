import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdministeredPartner, partnerChoice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { reportOfChoice } from "~/features/reports/custom-report.server";
import { isChoice, lastClosedMonth, monthAfter, readReportQuery } from "~/features/reports/usage-period";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createPartner, createPartnerAdmin } from "../../../tests/support/factories";
import { drawPage, routeArgs } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import PartnerReport from "./report";
import { loader } from "./report.server";
import { loader as csvLoader } from "./report-csv";

// The report's period switch on the migrated database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): a range of months of the partner's choice as a page and as CSV, and every
// query that names no report answered in words with 400, never a 500 and never zeros for a month
// that has not closed. The partner is the one the portal's middleware chose: the report of one
// partner is never drawn for another's admin.

let test: TestDatabase;
let app: { release(): void };
const admins: { user: CurrentUser; partner: AdministeredPartner }[] = [];

function args(index: number, address: string) {
  const { user, partner } = admins[index] as (typeof admins)[number];
  const routed = routeArgs(address, {}, undefined, user);
  routed.context.set(partnerChoice, { current: partner, partners: [partner] });
  return routed as never;
}

type Answer = { data: Record<string, unknown>; init?: { status?: number } | null };

/** The loader's data and status, whether it returned plain data or `data(…, { status })`. */
async function load(index: number, address: string): Promise<{ status: number; data: Record<string, unknown> }> {
  const answer = (await loader(args(index, address))) as unknown as Answer | Record<string, unknown>;
  if ("init" in answer && "data" in answer && typeof answer.data === "object") {
    return { status: (answer as Answer).init?.status ?? 200, data: (answer as Answer).data };
  }
  return { status: 200, data: answer as Record<string, unknown> };
}

const last = lastClosedMonth(new Date());
const back = (months: number) => {
  const [year, month] = last.split("-").map(Number) as [number, number];
  const index = year * 12 + month - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  for (const [name, locale] of [
    ["Fit Forward", "en"],
    ["Gezond Werk", "nl"],
  ] as const) {
    const row = await createPartner(test.db, { name });
    const admin = await createPartnerAdmin(test.db, row.id);
    admins.push({
      partner: { id: row.id, slug: row.slug, name: row.name, archived: false },
      user: {
        id: admin.user.id,
        name: admin.user.name,
        email: admin.user.email,
        emailVerified: true,
        locale,
        timeZone: "Europe/Amsterdam",
        roles: ["member"],
        partnerAdmin: true,
        sessionId: `session-${name}`,
      },
    });
  }
  // The partners' months are decided before the pages ask (the hourly job's work), so no page
  // waits for them here.
  const now = new Date();
  const year = readReportQuery(new URLSearchParams(`period=${last.slice(0, 4)}`), now);
  if (!isChoice(year)) throw new Error("the latest closed month's year is a period");
  for (const { partner } of admins) await reportOfChoice(partner.id, year, now, { db: test.db, minGroupSize: 10 });
}, 180_000);

afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("the report of a range of months", () => {
  it("shows a range as a page, with its months and what is not added up in words", async () => {
    const from = back(3);
    const answer = await load(0, `/partner/report?period=custom&from=${from}&to=${last}`);
    expect(answer.status).toBe(200);
    const report = answer.data.report as { period: { kind: string; key: string }; trends: { month: string }[] };
    expect(report.period).toMatchObject({ kind: "custom", key: `${from}..${last}` });
    expect(report.trends.map((row) => row.month)).toEqual([back(3), back(2), back(1), last]);
    expect(answer.data.partner).toMatchObject({ name: "Fit Forward" });
    const en = drawPage(PartnerReport, "/partner/report", { loaderData: answer.data }, "en");
    expect(en).toContain("For a range of months you choose, a total is the sum");
    expect(en).toContain("not added up"); // active members are never added up over months
    expect(en).toContain("First month");
    expect(en).toContain(`/partner/report.csv?period=${encodeURIComponent(`${from}..${last}`)}`);
    const nl = drawPage(PartnerReport, "/partner/report", { loaderData: answer.data }, "nl");
    expect(nl).toContain("niet opgeteld");
    expect(nl).toContain("Eerste maand");
  });

  it("gives a range that is a calendar period that period's own report", async () => {
    const answer = await load(0, `/partner/report?period=custom&from=${last}&to=${last}`);
    expect((answer.data.report as { period: { kind: string; key: string } }).period).toMatchObject({
      kind: "month",
      key: last,
    });
  });

  it("answers every query that names no report in words, with 400", async () => {
    const cases: [string, RegExp, RegExp][] = [
      [`period=custom&from=${last}&to=${back(2)}`, /The range ends before it starts/, /eindigt voordat hij begint/],
      [`period=custom&from=${back(30)}&to=${last}`, /at most 24 months/, /hoogstens 24 maanden/],
      [`period=custom&from=${back(1)}&to=${monthAfter(last)}`, /Not yet available/, /Nog niet beschikbaar/],
      [`period=${monthAfter(last)}`, /not even zeros/, /ook geen nullen/],
      ["period=custom&from=banana&to=%3Cscript%3E", /This period does not exist/, /bestaat niet/],
      ["period=2019", /No reports before 2020/, /Geen rapporten van voor 2020/],
      ["period=custom", /Choose the months of the range/, /Kies de maanden van de reeks/],
    ];
    for (const [query, english, dutch] of cases) {
      const answer = await load(0, `/partner/report?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.data.report, query).toBeNull();
      expect(drawPage(PartnerReport, "/partner/report", { loaderData: answer.data }, "en"), query).toMatch(english);
      expect(drawPage(PartnerReport, "/partner/report", { loaderData: answer.data }, "nl"), query).toMatch(dutch);
    }
    // A month that has not closed is never shown as zeros.
    const future = await load(0, `/partner/report?period=${monthAfter(last)}`);
    expect(drawPage(PartnerReport, "/partner/report", { loaderData: future.data }, "en")).not.toMatch(
      /<dd[^>]*>0<\/dd>/,
    );
  });

  it("exports the same range as CSV, and says what is wrong in the admin's language", async () => {
    const from = back(2);
    const csv = (await csvLoader(args(0, `/partner/report.csv?period=${from}..${last}`))) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toContain(`${from}_${last}.csv`);
    const text = await csv.text();
    expect(text).toContain("Range of months");
    expect(text).toContain("not added up");
    const wrong = (await csvLoader(args(1, `/partner/report.csv?period=${last}..${from}`))) as Response;
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("De reeks eindigt voordat hij begint");
    const tooLong = (await csvLoader(
      args(0, `/partner/report.csv?period=custom&from=${back(30)}&to=${last}`),
    )) as Response;
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("at most 24 months");
  });

  it("draws each admin's own partner only", async () => {
    const query = `/partner/report?period=custom&from=${back(2)}&to=${last}`;
    const first = await load(0, query);
    const second = await load(1, query);
    expect(first.data.partner).toMatchObject({ name: "Fit Forward" });
    expect(second.data.partner).toMatchObject({ name: "Gezond Werk" });
    const page = drawPage(PartnerReport, "/partner/report", { loaderData: second.data }, "nl");
    expect(page).toContain("Gezond Werk");
    expect(page).not.toContain("Fit Forward");
  });
});
