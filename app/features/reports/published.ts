import type { Satisfaction } from "./satisfaction";
import type { Figure } from "./suppression";
import type { PeriodKind } from "./usage-period";

// The partner report as a partner admin sees it: every count that describes people is a `Figure`,
// shown or suppressed by the minimum-group-size rule, as frozen in the report history when its
// month closed (`publishReport` in `partner-report.ts`, decision 025). The page, its chart and
// table, and the CSV export draw only from this, so the export holds exactly what the page shows.
// Serialisable (dates as ISO text).

export type { Satisfaction } from "./satisfaction";
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
  registered: Figure;
  /** Marked as attended by the back office (0 when nobody was marked). */
  attended: Figure;
}

export interface PublishedEvent {
  eventId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  registered: Figure;
  attended: Figure;
  /** How many of its sessions fall in the published months of the period. */
  sessionCount: number;
  /** Those sessions, oldest first (left out where the page groups them by event). */
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
  /** Of the ratings given in the month. */
  satisfaction: Satisfaction;
}

export interface PublishedReport {
  period: PublishedPeriod;
  /** The minimum group size the report was made with (never below 10). */
  minGroupSize: number;
  generatedAt: string;
  /**
   * The last month the figures cover ("YYYY-MM"): the period's last month once it has closed, else
   * the latest closed month. Every figure is "as of the end of that month".
   */
  through: string;
  /** When the period's next month is published (ISO instant); null once the whole period is. */
  nextClosing: string | null;
  members: {
    /** Members who had joined by the end of `through`, as counted when that month closed. */
    total: Figure;
    joined: Figure;
    active: Figure;
  };
  coaching: {
    booked: Figure;
    held: Figure;
    noShow: Figure;
    cancelledLate: Figure;
    cancelledInTime: Figure;
    /** Not marked by the coach when the month closed. */
    open: Figure;
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
    /** On a waiting list (per period only: per session it is nearly always a handful). */
    waitlisted: Figure;
    attended: Figure;
    byEvent: PublishedEvent[];
  };
  webinars: {
    registrations: Figure;
    byWebinar: PublishedWebinar[];
  };
  ebook: { downloads: Figure };
  /**
   * How members rated their held coaching sessions, of the ratings given in the period: the
   * average (1 to 5) and the share that would recommend the coach, shown where N or more members
   * rated. Never a comment, never anything of a safety concern.
   */
  satisfaction: Satisfaction;
  trends: PublishedMonth[];
}
