import type { Figure } from "./suppression";
import type { PeriodKind } from "./usage-period";

// The partner report as a partner admin sees it: every count that describes people is a `Figure`,
// shown or suppressed by the minimum-group-size rule (`publishReport` in `partner-report.ts`).
// The page, its chart and table, and the CSV export draw only from this, so the export holds
// exactly what the page shows. Serialisable (dates as ISO text).

export type { Figure } from "./suppression";

export interface PublishedPeriod {
  kind: PeriodKind;
  /** The query value that names it: "2026", "2026-Q3" or "2026-07". */
  key: string;
  /** ISO instants, `from` included, `until` excluded. */
  from: string;
  until: string;
}

export interface PublishedSession {
  sessionId: string;
  slug: string;
  startsAt: string;
  /** Started before the report was made: attendance can have been recorded. */
  held: boolean;
  registered: Figure;
  waitlisted: Figure;
  /** Marked as attended by the back office (0 when nobody was marked yet). */
  attended: Figure;
}

export interface PublishedEvent {
  eventId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  registered: Figure;
  waitlisted: Figure;
  attended: Figure;
  sessions: PublishedSession[];
}

export interface PublishedWebinar {
  webinarId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  startsAt: string;
  registrations: Figure;
}

export interface PublishedMonth {
  /** "YYYY-MM" on the Amsterdam calendar. */
  month: string;
  joined: Figure;
  active: Figure;
  coachingBooked: Figure;
  coachingHeld: Figure;
  eventRegistrations: Figure;
  webinarRegistrations: Figure;
  ebookDownloads: Figure;
}

export interface PublishedReport {
  period: PublishedPeriod;
  /** The minimum group size the report was made with (never below 10). */
  minGroupSize: number;
  generatedAt: string;
  members: { total: Figure; joined: Figure; active: Figure };
  coaching: {
    booked: Figure;
    held: Figure;
    noShow: Figure;
    cancelledLate: Figure;
    cancelledInTime: Figure;
    open: Figure;
    /** Members who used coaching (a session that counts against the allowance). */
    people: Figure;
  };
  allowance: {
    /** Sessions per member per calendar year: the partner's setting, not a count of people. */
    perMember: number;
    /** perMember × members; hidden with the member count it would reveal. */
    total: Figure;
    used: Figure;
  };
  events: {
    registered: Figure;
    waitlisted: Figure;
    attended: Figure;
    people: Figure;
    byEvent: PublishedEvent[];
  };
  webinars: {
    registrations: Figure;
    people: Figure;
    byWebinar: PublishedWebinar[];
  };
  ebook: { downloads: Figure; people: Figure };
  trends: PublishedMonth[];
}
