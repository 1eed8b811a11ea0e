import { describe, expect, it } from "vitest";
import { exactRank } from "../../../tests/support/exact-rank";
import { publishReport } from "./partner-report";
import type { Figure, PublishedReport } from "./published";
import type { EventUsage, MonthUsage, SessionUsage, UsageReport, WebinarUsage } from "./usage.server";
import { monthsOf, type PeriodKind, reportPeriod } from "./usage-period";

const NOW = new Date("2026-11-15T12:00:00Z");

/** mulberry32: a small seeded generator, so a failing report can be reproduced from its seed. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The Amsterdam month of an instant, worked out here with Intl rather than the module's helper. */
const amsterdamMonth = (instant: Date) => {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part("year")}-${part("month")}`;
};

/** A random report, consistent by construction: every total is the sum the report says it is. */
function randomUsage(random: () => number): { usage: UsageReport; kind: PeriodKind } {
  const kind: PeriodKind = (["month", "quarter", "year"] as const)[Math.floor(random() * 3)] ?? "year";
  const period = reportPeriod({ kind, reference: new Date(Date.UTC(2026, Math.floor(random() * 11), 12)) }, NOW);
  const months = monthsOf(period);
  const small = () => (random() < 0.2 ? 0 : Math.floor(30 * random() ** 2));
  const peopleOf = (value: number) => (value === 0 ? 0 : random() < 0.5 ? value : 1 + Math.floor(random() * value));
  /** Distinct people over parts: at least the largest part's, at most all of them. */
  const peopleOver = (parts: { value: number; people: number }[]) => {
    const most = Math.max(0, ...parts.map((part) => part.people));
    const all = parts.reduce((sum, part) => sum + part.people, 0);
    return most + Math.floor(random() * (all - most + 1));
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const instantIn = (monthIndex: number) => {
    const [year, month] = (months[monthIndex] ?? "2026-01").split("-").map(Number);
    return new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, 1 + Math.floor(random() * 27), 12));
  };

  // Coaching per month and status; the period is their sum.
  const statuses = ["held", "noShow", "cancelledLate", "cancelledInTime", "open"] as const;
  const coachingByMonth = months.map(() => Object.fromEntries(statuses.map((status) => [status, small()])));
  const coachingTotal = Object.fromEntries(
    statuses.map((status) => [status, sum(coachingByMonth.map((month) => month[status] ?? 0))]),
  ) as Record<(typeof statuses)[number], number>;
  const statusPeople = Object.fromEntries(
    statuses.map((status) => [status, peopleOf(coachingTotal[status])]),
  ) as Record<(typeof statuses)[number], number>;
  const booked = sum(statuses.map((status) => coachingTotal[status]));
  const used = booked - coachingTotal.cancelledInTime;
  const usedPeople = peopleOver(
    ["held", "noShow", "cancelledLate", "open"].map((status) => ({
      value: coachingTotal[status as (typeof statuses)[number]],
      people: statusPeople[status as (typeof statuses)[number]],
    })),
  );
  const bookedPeople = Math.max(usedPeople, statusPeople.cancelledInTime);

  // Events: sessions in random months; events and the period sum them.
  const sessionCounts = (): Omit<SessionUsage, "sessionId" | "slug" | "startsAt"> => {
    const registered = small();
    const waitlisted = small();
    const attended = Math.floor(random() * (registered + 1));
    return {
      registered,
      waitlisted,
      cancelled: small(),
      attended,
      people: registered,
      peopleBehind: { registered, waitlisted, attended },
    };
  };
  const sumCounts = (parts: Omit<SessionUsage, "sessionId" | "slug" | "startsAt">[]) => {
    const registered = sum(parts.map((part) => part.registered));
    const people = peopleOver(parts.map((part) => ({ value: part.registered, people: part.peopleBehind.registered })));
    return {
      registered,
      waitlisted: sum(parts.map((part) => part.waitlisted)),
      cancelled: sum(parts.map((part) => part.cancelled)),
      attended: sum(parts.map((part) => part.attended)),
      people,
      peopleBehind: {
        registered: people,
        waitlisted: peopleOver(parts.map((part) => ({ value: part.waitlisted, people: part.peopleBehind.waitlisted }))),
        attended: peopleOver(parts.map((part) => ({ value: part.attended, people: part.peopleBehind.attended }))),
      },
    };
  };
  const sessionMonths: number[] = [];
  const byEvent: EventUsage[] = Array.from({ length: Math.floor(random() * 4) }, (_, eventPosition) => {
    const sessions: SessionUsage[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, sessionPosition) => {
      const monthIndex = Math.floor(random() * months.length);
      sessionMonths.push(monthIndex);
      return {
        sessionId: `session-${eventPosition}-${sessionPosition}`,
        slug: `s-${eventPosition}-${sessionPosition}`,
        startsAt: instantIn(monthIndex),
        ...sessionCounts(),
      };
    });
    return {
      eventId: `event-${eventPosition}`,
      slug: `e-${eventPosition}`,
      titleNl: `Evenement ${eventPosition}`,
      titleEn: `Event ${eventPosition}`,
      ...sumCounts(sessions),
      sessions,
    };
  });
  const allSessions = byEvent.flatMap((event) => event.sessions);
  const eventsTotal = sumCounts(byEvent);

  const webinarMonths: number[] = [];
  const byWebinar: WebinarUsage[] = Array.from({ length: Math.floor(random() * 4) }, (_, position) => {
    const monthIndex = Math.floor(random() * months.length);
    webinarMonths.push(monthIndex);
    return {
      webinarId: `webinar-${position}`,
      slug: `w-${position}`,
      titleNl: `Webinar ${position}`,
      titleEn: `Webinar ${position}`,
      startsAt: instantIn(monthIndex),
      registrations: small(),
    };
  });
  const webinarRegistrations = sum(byWebinar.map((webinar) => webinar.registrations));

  const joinedByMonth = months.map(small);
  const downloadsByMonth = months.map(small);
  const downloadPeopleByMonth = downloadsByMonth.map(peopleOf);
  const joined = sum(joinedByMonth);
  const total = joined + small() * 3;

  const trends: MonthUsage[] = months.map((key, monthIndex) => {
    const coachingMonth = coachingByMonth[monthIndex] ?? {};
    const monthBooked = sum(statuses.map((status) => coachingMonth[status] ?? 0));
    const eventRegistrations = sum(
      allSessions.flatMap((session, position) => (sessionMonths[position] === monthIndex ? [session.registered] : [])),
    );
    const monthWebinars = sum(
      byWebinar.flatMap((webinar, position) => (webinarMonths[position] === monthIndex ? [webinar.registrations] : [])),
    );
    return {
      month: key,
      joined: joinedByMonth[monthIndex] ?? 0,
      active: small(),
      coachingBooked: monthBooked,
      coachingHeld: coachingMonth.held ?? 0,
      eventRegistrations,
      webinarRegistrations: monthWebinars,
      ebookDownloads: downloadsByMonth[monthIndex] ?? 0,
      peopleBehind: {
        coachingBooked: peopleOf(monthBooked),
        coachingHeld: peopleOf(coachingMonth.held ?? 0),
        eventRegistrations: peopleOf(eventRegistrations),
        webinarRegistrations: monthWebinars === 0 ? 0 : 1 + Math.floor(random() * monthWebinars),
        ebookDownloads: downloadPeopleByMonth[monthIndex] ?? 0,
      },
    };
  });
  const perMember = Math.floor(random() * 6);
  const downloads = sum(downloadsByMonth);
  const usage: UsageReport = {
    partnerId: "partner",
    period,
    generatedAt: NOW,
    members: { total, joined, active: Math.floor(random() * (total + 1)) },
    coaching: {
      booked,
      ...coachingTotal,
      people: usedPeople,
      peopleBehind: { booked: bookedPeople, ...statusPeople, used: usedPeople },
    },
    allowance: { perMember, members: total, total: perMember * total, used },
    events: { ...eventsTotal, byEvent },
    webinars: {
      registrations: webinarRegistrations,
      people: peopleOver(byWebinar.map((webinar) => ({ value: webinar.registrations, people: webinar.registrations }))),
      attendance: "not-recorded",
      byWebinar,
    },
    ebook: {
      downloads,
      people: peopleOver(
        downloadsByMonth.map((value, monthIndex) => ({ value, people: downloadPeopleByMonth[monthIndex] ?? 0 })),
      ),
    },
    trends,
  };
  return { usage, kind };
}

interface ReaderFigure {
  name: string;
  value: number;
  people: number;
  hidden: boolean;
}

/**
 * What a reader of the published report knows: each figure (with its true value and the people
 * behind it, for the checks) and every linear equation between figures that the report's layout
 * implies, as coefficient rows summing to zero. Written from the report's meaning, not from the
 * module under test.
 */
function readerSystem(usage: UsageReport, report: PublishedReport) {
  const figures: ReaderFigure[] = [];
  const equations: Map<number, number>[] = [];
  const add = (name: string, published: Figure | undefined, value: number, people = value) => {
    if (!published) throw new Error(`${name} missing`);
    if ("value" in published) expect(published.value, name).toBe(value);
    figures.push({ name, value, people, hidden: "suppressed" in published });
    return figures.length - 1;
  };
  const sumsTo = (parts: number[], total: number) => {
    const row = new Map<number, number>();
    for (const part of parts) row.set(part, (row.get(part) ?? 0) + 1);
    row.set(total, (row.get(total) ?? 0) - 1);
    equations.push(row);
  };

  add("members.total", report.members.total, usage.members.total);
  const membersTotal = figures.length - 1;
  const joined = add("members.joined", report.members.joined, usage.members.joined);
  add("members.active", report.members.active, usage.members.active);
  const c = usage.coaching;
  const cp = c.peopleBehind;
  const booked = add("coaching.booked", report.coaching.booked, c.booked, cp.booked);
  const held = add("coaching.held", report.coaching.held, c.held, cp.held);
  const noShow = add("coaching.noShow", report.coaching.noShow, c.noShow, cp.noShow);
  const late = add("coaching.cancelledLate", report.coaching.cancelledLate, c.cancelledLate, cp.cancelledLate);
  const inTime = add(
    "coaching.cancelledInTime",
    report.coaching.cancelledInTime,
    c.cancelledInTime,
    cp.cancelledInTime,
  );
  const open = add("coaching.open", report.coaching.open, c.open, cp.open);
  add("coaching.people", report.coaching.people, c.people);
  const used = add("allowance.used", report.allowance.used, usage.allowance.used, cp.used);
  // It describes the members, unless there is no allowance (then it is 0 whatever their number).
  const allowanceTotal = add(
    "allowance.total",
    report.allowance.total,
    usage.allowance.total,
    usage.allowance.perMember > 0 ? usage.allowance.members : 0,
  );
  sumsTo([held, noShow, late, inTime, open], booked);
  sumsTo([held, noShow, late, open], used);
  // allowance.total = perMember × members.total, perMember being published.
  equations.push(
    new Map([
      [allowanceTotal, -1],
      [membersTotal, report.allowance.perMember],
    ]),
  );
  expect(report.allowance.perMember).toBe(usage.allowance.perMember);

  const registrationFigures = (
    name: string,
    published: { registered: Figure; waitlisted: Figure; attended: Figure } | undefined,
    counts: { registered: number; waitlisted: number; attended: number; peopleBehind: SessionUsage["peopleBehind"] },
  ) => ({
    registered: add(`${name}.registered`, published?.registered, counts.registered, counts.peopleBehind.registered),
    waitlisted: add(`${name}.waitlisted`, published?.waitlisted, counts.waitlisted, counts.peopleBehind.waitlisted),
    attended: add(`${name}.attended`, published?.attended, counts.attended, counts.peopleBehind.attended),
  });
  type Registration = ReturnType<typeof registrationFigures>;
  const sumRegistrations = (parts: Registration[], whole: Registration) => {
    for (const key of ["registered", "waitlisted", "attended"] as const) {
      sumsTo(
        parts.map((part) => part[key]),
        whole[key],
      );
    }
  };
  const sessionFigures: { month: string; registered: number }[] = [];
  const events = usage.events.byEvent.map((event, eventPosition) => {
    const publishedEvent = report.events.byEvent[eventPosition];
    const sessions = event.sessions.map((session, sessionPosition) => {
      const figure = registrationFigures(session.slug, publishedEvent?.sessions[sessionPosition], session);
      sessionFigures.push({ month: amsterdamMonth(session.startsAt), registered: figure.registered });
      return figure;
    });
    const whole = registrationFigures(event.slug, publishedEvent, event);
    sumRegistrations(sessions, whole);
    return whole;
  });
  const eventsTotal = registrationFigures("events", report.events, usage.events);
  sumRegistrations(events, eventsTotal);
  add("events.people", report.events.people, usage.events.people);

  const webinarFigures = usage.webinars.byWebinar.map((webinar, position) => ({
    month: amsterdamMonth(webinar.startsAt),
    index: add(webinar.slug, report.webinars.byWebinar[position]?.registrations, webinar.registrations),
  }));
  const webinarsTotal = add(
    "webinars.registrations",
    report.webinars.registrations,
    usage.webinars.registrations,
    usage.webinars.people,
  );
  sumsTo(
    webinarFigures.map((webinar) => webinar.index),
    webinarsTotal,
  );
  add("webinars.people", report.webinars.people, usage.webinars.people);
  const downloads = add("ebook.downloads", report.ebook.downloads, usage.ebook.downloads, usage.ebook.people);
  add("ebook.people", report.ebook.people, usage.ebook.people);

  const columns = {
    joined: [] as number[],
    coachingBooked: [] as number[],
    coachingHeld: [] as number[],
    eventRegistrations: [] as number[],
    webinarRegistrations: [] as number[],
    ebookDownloads: [] as number[],
  };
  usage.trends.forEach((month, position) => {
    const published = report.trends[position];
    const name = (key: string) => `${month.month}.${key}`;
    columns.joined.push(add(name("joined"), published?.joined, month.joined));
    add(name("active"), published?.active, month.active);
    for (const key of [
      "coachingBooked",
      "coachingHeld",
      "eventRegistrations",
      "webinarRegistrations",
      "ebookDownloads",
    ] as const) {
      columns[key].push(add(name(key), published?.[key], month[key], month.peopleBehind[key]));
    }
    // The sessions and webinars that start in the month make up its registrations.
    const monthEvents = columns.eventRegistrations.at(-1) ?? -1;
    const monthWebinars = columns.webinarRegistrations.at(-1) ?? -1;
    sumsTo(
      sessionFigures.filter((session) => session.month === month.month).map((session) => session.registered),
      monthEvents,
    );
    sumsTo(
      webinarFigures.filter((webinar) => webinar.month === month.month).map((webinar) => webinar.index),
      monthWebinars,
    );
  });
  sumsTo(columns.joined, joined);
  sumsTo(columns.coachingBooked, booked);
  sumsTo(columns.coachingHeld, held);
  sumsTo(columns.eventRegistrations, eventsTotal.registered);
  sumsTo(columns.webinarRegistrations, webinarsTotal);
  sumsTo(columns.ebookDownloads, downloads);

  // Every equation must hold for the true values, or the test models the report wrongly.
  for (const row of equations) {
    let total = 0;
    for (const [index, coefficient] of row) total += coefficient * (figures[index]?.value ?? 0);
    expect(total).toBe(0);
  }
  return { figures, equations };
}

/** The names of hidden figures that a combination of the equations fixes. */
function recoverable(figures: readonly ReaderFigure[], equations: readonly Map<number, number>[]) {
  const unknowns = figures.flatMap((figure, index) => (figure.hidden ? [index] : []));
  const matrix = equations.map((row) => unknowns.map((index) => row.get(index) ?? 0));
  const full = exactRank(matrix);
  return unknowns
    .filter((_, position) => exactRank(matrix.map((row) => row.filter((_, k) => k !== position))) < full)
    .map((index) => figures[index]?.name);
}

describe("publishReport: properties over random reports", () => {
  const REPORTS = 400;

  it(`leaves no hidden figure recoverable in ${REPORTS} random reports`, () => {
    let withSecondary = 0;
    for (let seed = 1; seed <= REPORTS; seed++) {
      const random = mulberry32(seed);
      const { usage, kind } = randomUsage(random);
      const n = 10 + (random() < 0.7 ? 0 : Math.floor(random() * 6));
      const report = publishReport(usage, n, { kind, key: "key" }, NOW);
      expect(publishReport(usage, n, { kind, key: "key" }, NOW), `seed ${seed}: deterministic`).toEqual(report);

      // The shape mirrors the input.
      expect(report.minGroupSize).toBe(n);
      expect(report.period).toEqual({
        kind,
        key: "key",
        from: usage.period.from.toISOString(),
        until: usage.period.until.toISOString(),
      });
      expect(report.generatedAt).toBe(NOW.toISOString());
      expect(report.trends.map((month) => month.month)).toEqual(usage.trends.map((month) => month.month));
      expect(report.events.byEvent.map((event) => [event.eventId, event.sessions.map((s) => s.sessionId)])).toEqual(
        usage.events.byEvent.map((event) => [event.eventId, event.sessions.map((s) => s.sessionId)]),
      );
      expect(report.events.byEvent.flatMap((event) => event.sessions.map((s) => s.held))).toEqual(
        usage.events.byEvent.flatMap((event) => event.sessions.map((s) => s.startsAt < NOW)),
      );
      expect(report.webinars.byWebinar.map((webinar) => webinar.webinarId)).toEqual(
        usage.webinars.byWebinar.map((webinar) => webinar.webinarId),
      );

      const { figures, equations } = readerSystem(usage, report);
      for (const figure of figures) {
        if (figure.people > 0 && figure.people < n) expect(figure.hidden, `seed ${seed}: ${figure.name}`).toBe(true);
      }
      expect(recoverable(figures, equations), `seed ${seed}: recoverable`).toEqual([]);
      if (figures.some((figure) => figure.hidden && !(figure.people > 0 && figure.people < n))) withSecondary++;
      // Nothing about cancelled registrations is published.
      expect(JSON.stringify(report)).not.toContain('cancelled"');
    }
    expect(withSecondary).toBeGreaterThan(REPORTS / 4);
  });
});

const usageOf = (values: Partial<UsageReport>): UsageReport => ({
  partnerId: "partner",
  period: reportPeriod({ kind: "quarter", reference: new Date("2026-08-15T12:00:00Z") }, NOW),
  generatedAt: NOW,
  members: { total: 0, joined: 0, active: 0 },
  coaching: {
    booked: 0,
    held: 0,
    noShow: 0,
    cancelledLate: 0,
    cancelledInTime: 0,
    open: 0,
    people: 0,
    peopleBehind: { booked: 0, held: 0, noShow: 0, cancelledLate: 0, cancelledInTime: 0, open: 0, used: 0 },
  },
  allowance: { perMember: 0, members: 0, total: 0, used: 0 },
  events: {
    registered: 0,
    waitlisted: 0,
    cancelled: 0,
    attended: 0,
    people: 0,
    peopleBehind: { registered: 0, waitlisted: 0, attended: 0 },
    byEvent: [],
  },
  webinars: { registrations: 0, people: 0, attendance: "not-recorded", byWebinar: [] },
  ebook: { downloads: 0, people: 0 },
  trends: [],
  ...values,
});

const month = (
  key: string,
  values: Partial<Omit<MonthUsage, "month" | "peopleBehind">>,
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
    coachingBooked: values.coachingBooked ?? 0,
    coachingHeld: values.coachingHeld ?? 0,
    eventRegistrations: values.eventRegistrations ?? 0,
    webinarRegistrations: values.webinarRegistrations ?? 0,
    ebookDownloads: values.ebookDownloads ?? 0,
    ...people,
  },
});

const S = { suppressed: expect.any(String) };
const v = (value: number) => ({ value });

describe("publishReport: a worked example", () => {
  // A third quarter of an employer of 240 members, with the minimum group of 10.
  const registration = (registered: number, waitlisted: number, attended: number) => ({
    registered,
    waitlisted,
    cancelled: 2,
    attended,
    people: registered,
    peopleBehind: { registered, waitlisted, attended },
  });
  const usage = usageOf({
    members: { total: 240, joined: 35, active: 120 },
    coaching: {
      booked: 245,
      held: 180,
      noShow: 6,
      cancelledLate: 4,
      cancelledInTime: 25,
      open: 30,
      people: 85,
      // 180 sessions held by 70 people; the 6 no-shows were 5 people, the 4 late cancellations 4.
      peopleBehind: { booked: 90, held: 70, noShow: 5, cancelledLate: 4, cancelledInTime: 18, open: 22, used: 85 },
    },
    allowance: { perMember: 4, members: 240, total: 960, used: 220 },
    events: {
      ...registration(53, 3, 37),
      people: 50,
      peopleBehind: { registered: 50, waitlisted: 3, attended: 35 },
      byEvent: [
        {
          eventId: "walk",
          slug: "walk",
          titleNl: "Wandeling",
          titleEn: "Walk",
          ...registration(23, 3, 12),
          people: 21,
          peopleBehind: { registered: 21, waitlisted: 3, attended: 12 },
          sessions: [
            {
              sessionId: "walk-july",
              slug: "july",
              startsAt: new Date("2026-07-10T16:00:00Z"),
              ...registration(14, 3, 12),
            },
            {
              sessionId: "walk-dec",
              slug: "late",
              startsAt: new Date("2026-09-28T16:00:00Z"),
              ...registration(9, 0, 0),
            },
          ],
        },
        {
          eventId: "run",
          slug: "run",
          titleNl: "Hardlopen",
          titleEn: "Run",
          ...registration(30, 0, 25),
          sessions: [
            {
              sessionId: "run-sept",
              slug: "sept",
              startsAt: new Date("2026-09-05T08:00:00Z"),
              ...registration(30, 0, 25),
            },
          ],
        },
      ],
    },
    webinars: {
      registrations: 40,
      people: 38,
      attendance: "not-recorded",
      byWebinar: [
        {
          webinarId: "sleep",
          slug: "sleep",
          titleNl: "Slaap",
          titleEn: "Sleep",
          startsAt: new Date("2026-08-20T18:00:00Z"),
          registrations: 28,
        },
        {
          webinarId: "stress",
          slug: "stress",
          titleNl: "Stress",
          titleEn: "Stress",
          startsAt: new Date("2026-09-17T18:00:00Z"),
          registrations: 12,
        },
      ],
    },
    ebook: { downloads: 15, people: 12 },
    trends: [
      month(
        "2026-07",
        { joined: 10, active: 60, coachingBooked: 80, coachingHeld: 60, eventRegistrations: 14, ebookDownloads: 8 },
        { coachingBooked: 40, coachingHeld: 35, ebookDownloads: 7 },
      ),
      month(
        "2026-08",
        { joined: 20, active: 70, coachingBooked: 90, coachingHeld: 65, webinarRegistrations: 28, ebookDownloads: 4 },
        { coachingBooked: 45, coachingHeld: 38, ebookDownloads: 4 },
      ),
      month(
        "2026-09",
        {
          joined: 5,
          active: 65,
          coachingBooked: 75,
          coachingHeld: 55,
          eventRegistrations: 39,
          webinarRegistrations: 12,
          ebookDownloads: 3,
        },
        { coachingBooked: 42, coachingHeld: 33, eventRegistrations: 38, ebookDownloads: 3 },
      ),
    ],
  });
  // Made on 20 September: the session of the 28th is still to come.
  const report = publishReport(usage, 10, { kind: "quarter", key: "2026-Q3" }, new Date("2026-09-20T12:00:00Z"));

  it("shows the large groups and the zeros", () => {
    expect(report.members).toEqual({ total: v(240), joined: v(35), active: v(120) });
    expect(report.allowance).toEqual({ perMember: 4, total: v(960), used: v(220) });
    expect(report.coaching).toMatchObject({
      booked: v(245),
      held: v(180),
      cancelledInTime: v(25),
      open: v(30),
      people: v(85),
    });
    expect(report.webinars).toMatchObject({ registrations: v(40), people: v(38) });
    // A session not yet held shows its 0 attended: it describes nobody.
    expect(report.events.byEvent[0]?.sessions[1]).toMatchObject({ held: false, waitlisted: v(0), attended: v(0) });
  });

  it("hides the no-shows and late cancellations of fewer than 10 people, together 10 sessions", () => {
    // Each describes fewer than 10 people; together they are 10, so the booked line keeps its total.
    expect(report.coaching.noShow).toEqual(S);
    expect(report.coaching.cancelledLate).toEqual(S);
  });

  it("hides a session of 9, and what would give it back through its event, its month and the totals", () => {
    const [walk, run] = report.events.byEvent;
    // The late walk (9 people) is hidden; the July walk with it, or the walk's 23 would give it back.
    expect(walk?.sessions.map((session) => session.registered)).toEqual([S, S]);
    // July's event registrations are the July walk alone (session dates are published): hidden too.
    expect(report.trends[0]?.eventRegistrations).toEqual(S);
    // September's are the late walk plus the run's only session: the run's session goes, then the
    // run (it equals its one session), then the walk (the two events add up to the shown 53), and
    // September (July and September add up to the 53 with August's 0).
    expect(run?.sessions[0]?.registered).toEqual(S);
    expect(run?.registered).toEqual(S);
    expect(walk?.registered).toEqual(S);
    expect(report.trends.map((row) => row.eventRegistrations)).toEqual([S, v(0), S]);
    expect(report.events.registered).toEqual(v(53));
    // Attendance describes 12 and 25 people: shown, and it gives no registration back.
    expect(walk?.attended).toEqual(v(12));
    expect(run?.attended).toEqual(v(25));
  });

  it("hides waitlists of 3 people, at the session, the event and the total", () => {
    expect(report.events.byEvent[0]?.sessions[0]?.waitlisted).toEqual(S);
    expect(report.events.byEvent[0]?.waitlisted).toEqual(S);
    expect(report.events.waitlisted).toEqual(S);
  });

  it("hides the ebook months of fewer than 10 people, and a webinar of 12 placed in its month", () => {
    expect(report.trends.map((row) => row.ebookDownloads)).toEqual([S, S, S]);
    expect(report.ebook.downloads).toEqual(v(15));
    // The 12 registrations of "stress" are 12 people and stay; September's webinar count is the same 12.
    expect(report.webinars.byWebinar.map((webinar) => webinar.registrations)).toEqual([v(28), v(12)]);
    expect(report.trends[2]?.webinarRegistrations).toEqual(v(12));
  });

  it("hides the allowance total with a member count it would reveal", () => {
    const small = publishReport(
      usageOf({
        members: { total: 7, joined: 0, active: 0 },
        allowance: { perMember: 4, members: 7, total: 28, used: 0 },
      }),
      10,
      { kind: "quarter", key: "2026-Q3" },
      NOW,
    );
    expect(small.members.total).toEqual(S);
    expect(small.allowance.total).toEqual(S);
    expect(small.allowance.perMember).toBe(4);
  });
});
