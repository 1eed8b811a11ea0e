import { localDateOf } from "~/features/coaching/zoned-time";
import type {
  Figure,
  PublishedEvent,
  PublishedMonth,
  PublishedReport,
  PublishedSession,
  PublishedWebinar,
} from "./published";
import { type FigureInput, type Line, publishedFigure, suppressFigures } from "./suppression";
import type { UsageReport } from "./usage.server";
import { type PeriodKind, REPORT_TIME_ZONE } from "./usage-period";

// The usage report as a partner may see it. Every figure of the report goes into one system with
// every equation a reader could write between published figures, and the minimum-group-size rule
// runs once over the whole: suppressing the coaching block and the trend separately would let the
// monthly column give back what the period total hid, or the other way round.
//
// The equations (all hold exactly by construction of usage.server.ts: same period, same members,
// same filters):
// - coaching booked = held + no-show + cancelled late + cancelled in time + open (the four statuses);
// - allowance used = held + no-show + cancelled late + open (`usesAllowance`: not cancelled, or late);
// - per event, registered, waitlisted and attended are the sums over its sessions, and the period
//   totals the sums over the events;
// - webinar registrations in the period are the sum over the webinars;
// - each trend column summed over the months equals its period figure (joined, coaching booked and
//   held, event and webinar registrations, ebook downloads);
// - a month's event registrations are the sum over the sessions starting in that month, and its
//   webinar registrations the sum over the webinars starting in it: the report publishes when each
//   session and webinar starts, so a reader can place them in the trend.
// Counts of distinct people (members, active, the `people` figures) are sums of nothing: single
// figures, hidden when they describe 1 to n-1 people. The allowance total is perMember × members
// and would give the member count back, so it goes with it.

/**
 * The published report: the same shape as `usage`, each count shown or suppressed under groups of
 * at least `n` people. `now` decides which event sessions count as held.
 */
export function publishReport(
  usage: UsageReport,
  n: number,
  meta: { kind: PeriodKind; key: string },
  now: Date,
): PublishedReport {
  const figures: FigureInput[] = [];
  const lines: Line[] = [];
  const figure = (value: number, people?: number) => {
    figures.push(people === undefined ? { value } : { value, people });
    return figures.length - 1;
  };
  const line = (members: number[], total: number) => {
    lines.push({ members, total });
  };

  // Members: counts of people.
  const membersTotal = figure(usage.members.total);
  const membersJoined = figure(usage.members.joined);
  const membersActive = figure(usage.members.active);

  // Coaching: counts of sessions with the members behind them.
  const { coaching } = usage;
  const behind = coaching.peopleBehind;
  const held = figure(coaching.held, behind.held);
  const noShow = figure(coaching.noShow, behind.noShow);
  const cancelledLate = figure(coaching.cancelledLate, behind.cancelledLate);
  const cancelledInTime = figure(coaching.cancelledInTime, behind.cancelledInTime);
  const open = figure(coaching.open, behind.open);
  const booked = figure(coaching.booked, behind.booked);
  const used = figure(usage.allowance.used, behind.used);
  const coachingPeople = figure(coaching.people);
  line([held, noShow, cancelledLate, cancelledInTime, open], booked);
  line([held, noShow, cancelledLate, open], used);

  // Events: sessions sum to their event, events to the period.
  const registrationFigures = (counts: {
    registered: number;
    waitlisted: number;
    attended: number;
    peopleBehind: { registered: number; waitlisted: number; attended: number };
  }) => ({
    registered: figure(counts.registered, counts.peopleBehind.registered),
    waitlisted: figure(counts.waitlisted, counts.peopleBehind.waitlisted),
    attended: figure(counts.attended, counts.peopleBehind.attended),
  });
  type RegistrationIndexes = ReturnType<typeof registrationFigures>;
  const sumLines = (parts: RegistrationIndexes[], whole: RegistrationIndexes) => {
    line(
      parts.map((part) => part.registered),
      whole.registered,
    );
    line(
      parts.map((part) => part.waitlisted),
      whole.waitlisted,
    );
    line(
      parts.map((part) => part.attended),
      whole.attended,
    );
  };
  const eventIndexes = usage.events.byEvent.map((event) => {
    const sessions = event.sessions.map(registrationFigures);
    const whole = registrationFigures(event);
    sumLines(sessions, whole);
    return { whole, sessions };
  });
  const eventsTotal = registrationFigures(usage.events);
  sumLines(
    eventIndexes.map((event) => event.whole),
    eventsTotal,
  );
  const eventsPeople = figure(usage.events.people);

  // Webinars: one registration per member per webinar, so each is a count of people.
  const webinarIndexes = usage.webinars.byWebinar.map((webinar) => figure(webinar.registrations));
  const webinarsTotal = figure(usage.webinars.registrations, usage.webinars.people);
  line(webinarIndexes, webinarsTotal);
  const webinarsPeople = figure(usage.webinars.people);

  const downloads = figure(usage.ebook.downloads, usage.ebook.people);
  const ebookPeople = figure(usage.ebook.people);

  // Trends: each column over the months sums to the period figure.
  const monthIndexes = usage.trends.map((month) => ({
    joined: figure(month.joined),
    active: figure(month.active),
    coachingBooked: figure(month.coachingBooked, month.peopleBehind.coachingBooked),
    coachingHeld: figure(month.coachingHeld, month.peopleBehind.coachingHeld),
    eventRegistrations: figure(month.eventRegistrations, month.peopleBehind.eventRegistrations),
    webinarRegistrations: figure(month.webinarRegistrations, month.peopleBehind.webinarRegistrations),
    ebookDownloads: figure(month.ebookDownloads, month.peopleBehind.ebookDownloads),
  }));
  if (monthIndexes.length > 0) {
    const column = (key: Exclude<keyof (typeof monthIndexes)[number], "active">, total: number) => {
      line(
        monthIndexes.map((month) => month[key]),
        total,
      );
    };
    column("joined", membersJoined);
    column("coachingBooked", booked);
    column("coachingHeld", held);
    column("eventRegistrations", eventsTotal.registered);
    column("webinarRegistrations", webinarsTotal);
    column("ebookDownloads", downloads);
  }
  usage.trends.forEach((month, position) => {
    const indexes = monthIndexes[position];
    if (!indexes) return;
    const sessions = usage.events.byEvent.flatMap((event, eventPosition) =>
      event.sessions.flatMap((session, sessionPosition) =>
        monthKey(session.startsAt) === month.month
          ? [eventIndexes[eventPosition]?.sessions[sessionPosition]?.registered ?? -1]
          : [],
      ),
    );
    if (sessions.length > 0) line(sessions, indexes.eventRegistrations);
    const webinarsOfMonth = usage.webinars.byWebinar.flatMap((webinar, webinarPosition) =>
      monthKey(webinar.startsAt) === month.month ? [webinarIndexes[webinarPosition] ?? -1] : [],
    );
    if (webinarsOfMonth.length > 0) line(webinarsOfMonth, indexes.webinarRegistrations);
  });

  const hidden = suppressFigures(figures, lines, n);
  const published = (index: number): Figure =>
    publishedFigure(figures[index] ?? { value: 0 }, hidden[index] === true, n);
  const registrations = (indexes: RegistrationIndexes) => ({
    registered: published(indexes.registered),
    waitlisted: published(indexes.waitlisted),
    attended: published(indexes.attended),
  });

  const byEvent: PublishedEvent[] = usage.events.byEvent.map((event, eventPosition) => {
    const indexes = eventIndexes[eventPosition];
    if (!indexes) throw new Error("event figures missing");
    const sessions: PublishedSession[] = event.sessions.map((session, sessionPosition) => {
      const sessionIndexes = indexes.sessions[sessionPosition];
      if (!sessionIndexes) throw new Error("session figures missing");
      return {
        sessionId: session.sessionId,
        slug: session.slug,
        startsAt: session.startsAt.toISOString(),
        held: session.startsAt.getTime() < now.getTime(),
        ...registrations(sessionIndexes),
      };
    });
    return {
      eventId: event.eventId,
      slug: event.slug,
      titleNl: event.titleNl,
      titleEn: event.titleEn,
      ...registrations(indexes.whole),
      sessions,
    };
  });
  const byWebinar: PublishedWebinar[] = usage.webinars.byWebinar.map((webinar, position) => ({
    webinarId: webinar.webinarId,
    slug: webinar.slug,
    titleNl: webinar.titleNl,
    titleEn: webinar.titleEn,
    startsAt: webinar.startsAt.toISOString(),
    registrations: published(webinarIndexes[position] ?? -1),
  }));
  const trends: PublishedMonth[] = usage.trends.map((month, position) => {
    const indexes = monthIndexes[position];
    if (!indexes) throw new Error("month figures missing");
    return {
      month: month.month,
      joined: published(indexes.joined),
      active: published(indexes.active),
      coachingBooked: published(indexes.coachingBooked),
      coachingHeld: published(indexes.coachingHeld),
      eventRegistrations: published(indexes.eventRegistrations),
      webinarRegistrations: published(indexes.webinarRegistrations),
      ebookDownloads: published(indexes.ebookDownloads),
    };
  });

  return {
    period: {
      kind: meta.kind,
      key: meta.key,
      from: usage.period.from.toISOString(),
      until: usage.period.until.toISOString(),
    },
    minGroupSize: n,
    generatedAt: usage.generatedAt.toISOString(),
    members: {
      total: published(membersTotal),
      joined: published(membersJoined),
      active: published(membersActive),
    },
    coaching: {
      booked: published(booked),
      held: published(held),
      noShow: published(noShow),
      cancelledLate: published(cancelledLate),
      cancelledInTime: published(cancelledInTime),
      open: published(open),
      people: published(coachingPeople),
    },
    allowance: {
      perMember: usage.allowance.perMember,
      // perMember × members: hidden whenever the member count is, which it would reveal (with no
      // allowance it is 0 whatever the count, and reveals nothing).
      total:
        hidden[membersTotal] && usage.allowance.perMember > 0
          ? { suppressed: "complement" }
          : { value: usage.allowance.total },
      used: published(used),
    },
    events: {
      ...registrations(eventsTotal),
      people: published(eventsPeople),
      byEvent,
    },
    webinars: {
      registrations: published(webinarsTotal),
      people: published(webinarsPeople),
      byWebinar,
    },
    ebook: { downloads: published(downloads), people: published(ebookPeople) },
    trends,
  };
}

/** The trend's month of an instant: "YYYY-MM" on the Amsterdam calendar, as the report counts it. */
function monthKey(instant: Date): string {
  const local = localDateOf(instant.getTime(), REPORT_TIME_ZONE);
  return `${local.year}-${String(local.month).padStart(2, "0")}`;
}
