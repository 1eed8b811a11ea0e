import { describe, expect, it } from "vitest";
import type { TestDatabase } from "../../../tests/support/test-db";
import { type MonthUsage, REPORTING_GRANTS, reportingGrantStatements, usageReport } from "./usage.server";
import { NOW, seedUsageBeforeAll, type UsageIds } from "./usage-fixture";
import { monthsOf, reportPeriod } from "./usage-period";

const at = (iso: string) => new Date(iso);

describe("report periods on the Amsterdam calendar", () => {
  it("is this year by default, from the clock", () => {
    expect(reportPeriod({}, NOW)).toEqual({ from: at("2025-12-31T23:00:00Z"), until: at("2026-12-31T23:00:00Z") });
  });

  it("starts months at local midnight across the DST changes", () => {
    // March: winter time at the start, summer time at the end (clocks forward on 29 March).
    expect(reportPeriod({ kind: "month", reference: at("2026-03-29T01:30:00Z") }, NOW)).toEqual({
      from: at("2026-02-28T23:00:00Z"),
      until: at("2026-03-31T22:00:00Z"),
    });
    // October: clocks back on 25 October.
    expect(reportPeriod({ kind: "month", reference: at("2026-10-25T01:30:00Z") }, NOW)).toEqual({
      from: at("2026-09-30T22:00:00Z"),
      until: at("2026-10-31T23:00:00Z"),
    });
  });

  it("takes the local date of the reference, not the UTC one", () => {
    // 1 April 00:30 in Amsterdam, still 31 March in UTC.
    expect(reportPeriod({ kind: "month", reference: at("2026-03-31T22:30:00Z") }, NOW).from).toEqual(
      at("2026-03-31T22:00:00Z"),
    );
    // New Year's Eve 00:30 local is already next year.
    expect(reportPeriod({ kind: "year" }, at("2026-12-31T23:30:00Z"))).toEqual({
      from: at("2026-12-31T23:00:00Z"),
      until: at("2027-12-31T23:00:00Z"),
    });
  });

  it("makes quarters of three months, the last one ending at the new year", () => {
    expect(reportPeriod({ kind: "quarter", reference: at("2026-02-10T12:00:00Z") }, NOW)).toEqual({
      from: at("2025-12-31T23:00:00Z"),
      until: at("2026-03-31T22:00:00Z"),
    });
    expect(reportPeriod({ kind: "quarter" }, NOW)).toEqual({
      from: at("2026-09-30T22:00:00Z"),
      until: at("2026-12-31T23:00:00Z"),
    });
  });

  it("lists the months of a period", () => {
    expect(monthsOf(reportPeriod({ kind: "quarter" }, NOW))).toEqual(["2026-10", "2026-11", "2026-12"]);
    expect(monthsOf(reportPeriod({}, NOW))).toHaveLength(12);
    expect(monthsOf(reportPeriod({ kind: "month", reference: at("2026-03-31T22:30:00Z") }, NOW))).toEqual(["2026-04"]);
  });
});

describe("the grants", () => {
  it("names only plain roles and keeps health data out", () => {
    expect(() => reportingGrantStatements("x; drop table users")).toThrow();
    expect(REPORTING_GRANTS).toContain("vitaal_reporting");
    for (const forbidden of [
      "topic",
      "cancel_reason",
      "vitascans",
      "coach_notes",
      "users",
      "comment",
      "coach_id",
      "safety_concerns",
      "session_summaries",
      "goal",
    ]) {
      const granted = reportingGrantStatements().filter((line) => line.startsWith("GRANT"));
      expect(granted.join("\n")).not.toContain(forbidden);
    }
  });
});

const month = (
  key: string,
  values: Partial<Omit<MonthUsage, "peopleBehind">> = {},
  people: Partial<MonthUsage["peopleBehind"]> = {},
): MonthUsage => ({
  month: key,
  joined: 0,
  active: 0,
  coachingBooked: 0,
  coachingHeld: 0,
  eventRegistrations: 0,
  webinarRegistrations: 0,
  ebookDownloads: 0,
  ...values,
  peopleBehind: {
    coachingBooked: 0,
    coachingHeld: 0,
    eventRegistrations: 0,
    webinarRegistrations: 0,
    ebookDownloads: 0,
    ...people,
  },
});

/** March of acme, the same in the year's trends and in March's own report. */
const march = () =>
  month(
    "2026-03",
    {
      joined: 1,
      active: 3,
      coachingBooked: 3,
      coachingHeld: 1,
      eventRegistrations: 1,
      webinarRegistrations: 2,
      ebookDownloads: 2,
    },
    // Three sessions of two people: m1 held one, m2 cancelled two.
    { coachingBooked: 2, coachingHeld: 1, eventRegistrations: 1, webinarRegistrations: 2, ebookDownloads: 2 },
  );

describe("the usage report", () => {
  let test: TestDatabase;
  let ids: UsageIds;

  seedUsageBeforeAll((database, seeded) => {
    test = database;
    ids = seeded;
  });
  /** Acme's report of the month or quarter around `instant`. */
  const acmeReport = (kind: "month" | "quarter", instant: string) =>
    usageReport(test.db, ids.acmeId, reportPeriod({ kind, reference: at(instant) }, NOW), NOW);

  it("counts the year", async () => {
    // The one place at acme's own event, in October.
    const october = {
      registered: 1,
      waitlisted: 0,
      cancelled: 0,
      attended: 0,
      people: 1,
      peopleBehind: { registered: 1, waitlisted: 0, attended: 0 },
    };
    const period = reportPeriod({}, NOW);
    const report = await usageReport(test.db, ids.acmeId, period, NOW);
    expect(report.period).toEqual(period);
    expect(report.generatedAt).toEqual(NOW);
    expect(report.members).toEqual({ total: 4, joined: 3, active: 3 });
    expect(report.coaching).toEqual({
      booked: 7,
      held: 3,
      noShow: 1,
      cancelledLate: 1,
      cancelledInTime: 1,
      open: 1,
      people: 3,
      // m1 and m2 held sessions (m2 its intake), m2 cancelled twice, m3 missed one and has one to come.
      peopleBehind: { booked: 3, held: 2, noShow: 1, cancelledLate: 1, cancelledInTime: 1, open: 1, used: 3 },
    });
    expect(report.allowance).toEqual({ perMember: 4, members: 4, total: 16, used: 6 });
    expect(report.events).toEqual({
      registered: 4,
      waitlisted: 1,
      cancelled: 1,
      // m1 came to both sessions of e-open (o1 came too, but is another partner's member).
      attended: 2,
      people: 3,
      peopleBehind: { registered: 3, waitlisted: 1, attended: 1 },
      byEvent: [
        {
          eventId: ids.events.open,
          slug: "e-open",
          titleNl: "Open",
          titleEn: "Open",
          registered: 3,
          waitlisted: 1,
          cancelled: 1,
          attended: 2,
          people: 2,
          peopleBehind: { registered: 2, waitlisted: 1, attended: 1 },
          sessions: [
            {
              sessionId: ids.sessions.s1,
              slug: "s-march",
              startsAt: at("2026-03-20T18:00:00Z"),
              registered: 1,
              waitlisted: 1,
              cancelled: 1,
              attended: 1,
              people: 1,
              peopleBehind: { registered: 1, waitlisted: 1, attended: 1 },
            },
            {
              sessionId: ids.sessions.s2,
              slug: "s-june",
              startsAt: at("2026-06-05T18:00:00Z"),
              registered: 2,
              waitlisted: 0,
              cancelled: 0,
              attended: 1,
              people: 2,
              peopleBehind: { registered: 2, waitlisted: 0, attended: 1 },
            },
          ],
        },
        {
          eventId: ids.events.own,
          slug: "e-own",
          titleNl: "Eigen",
          titleEn: "Own",
          // Its one session's counts.
          ...october,
          sessions: [
            {
              sessionId: ids.sessions.s3,
              slug: "s-october",
              startsAt: at("2026-10-25T10:00:00Z"),
              ...october,
            },
          ],
        },
      ],
    });
    expect(report.webinars).toMatchObject({ registrations: 3, people: 3, attendance: "not-recorded" });
    expect(report.webinars.byWebinar.map(({ slug, registrations }) => ({ slug, registrations }))).toEqual([
      { slug: "w-march", registrations: 2 },
      { slug: "w-september", registrations: 1 },
    ]);
    expect(report.ebook).toEqual({ downloads: 3, people: 2 });
    expect(report.trends).toEqual([
      month(
        "2026-01",
        { joined: 1, active: 2, coachingBooked: 2, coachingHeld: 2, ebookDownloads: 1 },
        { coachingBooked: 2, coachingHeld: 2, ebookDownloads: 1 },
      ),
      month("2026-02"),
      march(),
      month("2026-04", { active: 1, coachingBooked: 1 }, { coachingBooked: 1 }),
      month("2026-05", { joined: 1 }),
      month("2026-06", { active: 2, eventRegistrations: 2 }, { eventRegistrations: 2 }),
      month("2026-07"),
      month("2026-08"),
      month("2026-09", { active: 1, webinarRegistrations: 1 }, { webinarRegistrations: 1 }),
      month("2026-10", { active: 1, eventRegistrations: 1 }, { eventRegistrations: 1 }),
      month("2026-11", { active: 1, coachingBooked: 1 }, { coachingBooked: 1 }),
      month("2026-12"),
    ]);
  });

  it("counts the first quarter", async () => {
    const report = await acmeReport("quarter", "2026-02-10T12:00:00Z");
    expect(report.members).toEqual({ total: 3, joined: 2, active: 3 });
    const counts = { booked: 5, held: 3, noShow: 0, cancelledLate: 1, cancelledInTime: 1, open: 0 };
    const behind = { booked: 2, held: 2, noShow: 0, cancelledLate: 1, cancelledInTime: 1, open: 0, used: 2 };
    expect(report.coaching).toEqual({ ...counts, people: 2, peopleBehind: behind });
    expect(report.allowance).toEqual({ perMember: 4, members: 3, total: 12, used: 4 });
    expect(report.events).toMatchObject({ registered: 1, waitlisted: 1, cancelled: 1, attended: 1, people: 1 });
    expect(report.events.byEvent.map((event) => [event.slug, event.sessions.map((session) => session.slug)])).toEqual([
      ["e-open", ["s-march"]],
    ]);
    expect(report.webinars).toMatchObject({ registrations: 2, people: 2 });
    expect(report.ebook).toEqual({ downloads: 3, people: 2 });
    expect(report.trends.map((row) => [row.month, row.active, row.coachingBooked])).toEqual([
      ["2026-01", 2, 2],
      ["2026-02", 0, 0],
      ["2026-03", 3, 3],
    ]);
  });

  it("counts March by the Amsterdam clock: 1 March 00:30 in, 1 April 00:30 out", async () => {
    const report = await acmeReport("month", "2026-03-29T01:30:00Z");
    expect(report.members).toEqual({ total: 3, joined: 1, active: 3 });
    const counts = { booked: 3, held: 1, noShow: 0, cancelledLate: 1, cancelledInTime: 1, open: 0 };
    const behind = { booked: 2, held: 1, noShow: 0, cancelledLate: 1, cancelledInTime: 1, open: 0, used: 2 };
    expect(report.coaching).toEqual({ ...counts, people: 2, peopleBehind: behind });
    expect(report.allowance).toEqual({ perMember: 4, members: 3, total: 12, used: 2 });
    expect(report.events).toMatchObject({ registered: 1, waitlisted: 1, cancelled: 1, people: 1 });
    expect(report.webinars).toMatchObject({ registrations: 2, people: 2 });
    expect(report.ebook).toEqual({ downloads: 2, people: 2 });
    expect(report.trends).toEqual([march()]);
  });

  it("counts October, the month the clocks go back", async () => {
    const report = await acmeReport("month", "2026-10-25T01:30:00Z");
    expect(report.members).toEqual({ total: 4, joined: 0, active: 1 });
    expect(report.coaching.booked).toBe(0);
    expect(report.allowance).toEqual({ perMember: 4, members: 4, total: 16, used: 0 });
    expect(report.events).toMatchObject({ registered: 1, people: 1 });
    expect(report.webinars).toEqual({ registrations: 0, people: 0, attendance: "not-recorded", byWebinar: [] });
    expect(report.events).toMatchObject({ attended: 0, peopleBehind: { registered: 1, waitlisted: 0, attended: 0 } });
    expect(report.ebook).toEqual({ downloads: 0, people: 0 });
    expect(report.trends).toEqual([month("2026-10", { active: 1, eventRegistrations: 1 }, { eventRegistrations: 1 })]);
  });

  it("counts another partner's member only in that partner's report", async () => {
    const report = await usageReport(test.db, ids.otherId, reportPeriod({}, NOW), NOW);
    expect(report.members).toEqual({ total: 1, joined: 1, active: 1 });
    expect(report.coaching).toMatchObject({ booked: 1, held: 1, people: 1 });
    expect(report.allowance).toEqual({ perMember: 2, members: 1, total: 2, used: 1 });
    expect(report.events).toMatchObject({ registered: 1, waitlisted: 0, cancelled: 0, attended: 1, people: 1 });
    expect(report.webinars).toMatchObject({ registrations: 1, people: 1 });
    expect(report.ebook).toEqual({ downloads: 1, people: 1 });
  });

  it("gives zeros for a partner without members, and for an unknown partner", async () => {
    const empty = await usageReport(test.db, "00000000-0000-4000-8000-000000000000", reportPeriod({}, NOW), NOW);
    expect(empty.members).toEqual({ total: 0, joined: 0, active: 0 });
    expect(empty.allowance).toEqual({ perMember: 0, members: 0, total: 0, used: 0 });
    expect(empty.events.byEvent).toEqual([]);
    expect(empty.trends.every((row) => row.active === 0 && row.joined === 0)).toBe(true);
  });

  it("makes each trend column add up to its period figure, as the published equations say", async () => {
    for (const period of [
      reportPeriod({}, NOW),
      reportPeriod({ kind: "quarter", reference: at("2026-02-10T12:00:00Z") }, NOW),
    ]) {
      const report = await usageReport(test.db, ids.acmeId, period, NOW);
      const sum = (key: keyof Omit<MonthUsage, "month" | "peopleBehind">) =>
        report.trends.reduce((total, row) => total + row[key], 0);
      expect(sum("joined")).toBe(report.members.joined);
      expect(sum("coachingBooked")).toBe(report.coaching.booked);
      expect(sum("coachingHeld")).toBe(report.coaching.held);
      expect(sum("eventRegistrations")).toBe(report.events.registered);
      expect(sum("webinarRegistrations")).toBe(report.webinars.registrations);
      expect(sum("ebookDownloads")).toBe(report.ebook.downloads);
    }
  });

  it("holds counts only: no names, addresses or free text anywhere in the report", async () => {
    const text = JSON.stringify(await usageReport(test.db, ids.acmeId, reportPeriod({}, NOW), NOW));
    for (const leak of ["Name m", "@example.com", "Sleep and stress", "Ill", "Private note", "5 km", '"m1"', "sleep"]) {
      expect(text).not.toContain(leak);
    }
  });
});
