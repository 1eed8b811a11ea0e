import type { PublishedReport } from "./published";

/** Sessions listed per page of a month's report; a year or quarter lists its events only. */
export const SESSIONS_PER_PAGE = 50;

/**
 * The report as the page shows it: a year or quarter groups its sessions by event (their figures
 * are in the months' reports and the CSV export), a month pages them. Only this goes to the
 * browser, so a large partner's year is no longer every session it had.
 */
export function reportForPage(report: PublishedReport, page: number) {
  if (report.period.kind !== "month") {
    return {
      report: {
        ...report,
        events: { ...report.events, byEvent: report.events.byEvent.map((event) => ({ ...event, sessions: [] })) },
      },
      sessions: null,
    };
  }
  const all = report.events.byEvent.flatMap((event) =>
    event.sessions.map((session) => ({ eventId: event.eventId, session })),
  );
  const pages = Math.max(1, Math.ceil(all.length / SESSIONS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const shown = new Set(
    all.slice((current - 1) * SESSIONS_PER_PAGE, current * SESSIONS_PER_PAGE).map((row) => row.session.sessionId),
  );
  const byEvent = report.events.byEvent
    .map((event) => ({ ...event, sessions: event.sessions.filter((session) => shown.has(session.sessionId)) }))
    .filter((event) => event.sessions.length > 0 || all.length === 0);
  return {
    report: { ...report, events: { ...report.events, byEvent: all.length === 0 ? report.events.byEvent : byEvent } },
    sessions: {
      page: current,
      pages,
      from: (current - 1) * SESSIONS_PER_PAGE + 1,
      to: Math.min(all.length, current * SESSIONS_PER_PAGE),
      total: all.length,
    },
  };
}
