import { type FrozenMonth, figureKey, monthAt, monthIndex } from "./history";
import { publishReport } from "./partner-report";
import type { Figure, PublishedEvent, PublishedReport, Satisfaction } from "./published";
import { monthAfter, monthStart, monthsOf, type ReportChoice } from "./usage-period";

// A report of a range of whole closed months the partner chooses ("custom"), put together only
// from what the calendar periods in it published (decision 025): nothing is decided here and no
// new figure is made. The months' own figures (the trend table, sessions, webinars) are those of
// the months' reports. A total of the range is the sum of published figures that cover it exactly:
// its whole years, then whole quarters, then months, a year or quarter that is hidden replaced by
// its quarters or months; where one of those is hidden too, the total is not shown ("not added
// up"). A sum of shown figures tells nothing they do not, so no hidden figure can be worked out
// from it by subtracting; a total made in any other way (of the months' exact counts) could.
// Figures about distinct people (active members) and satisfaction (averages) do not add up over
// months and are not shown for a range.

const NOT_ADDED = { suppressed: "pending" } as const satisfies Figure;

type Key = (from: string, to: string) => string;

/** The pieces a range is made of: whole calendar years, then whole quarters, then months. */
export function rangePieces(first: string, last: string): [string, string][] {
  const pieces: [string, string][] = [];
  const end = monthIndex(last);
  for (let index = monthIndex(first); index <= end; ) {
    const size = index % 12 === 0 && index + 11 <= end ? 12 : index % 3 === 0 && index + 2 <= end ? 3 : 1;
    pieces.push([monthAt(index), monthAt(index + size - 1)]);
    index += size;
  }
  return pieces;
}

/** The published report of a custom range (whole closed months, validated by `readReportQuery`). */
export function publishCustomReport(
  history: readonly FrozenMonth[],
  choice: ReportChoice,
  n: number,
  now: Date,
): PublishedReport {
  const months = monthsOf(choice.period);
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) throw new RangeError(`${choice.key} holds no month`);
  const byMonth = new Map(history.map((record) => [record.month, record]));
  // Each month's own report: its trend row, its sessions and webinars, members at its end.
  const monthly = months.map((month) =>
    publishReport(
      history,
      { kind: "month", key: month, period: { from: monthStart(month), until: monthStart(monthAfter(month)) } },
      n,
      now,
    ),
  );
  const end = monthly.at(-1) as PublishedReport;

  /**
   * The shown value of a published figure of `from`..`to`, or of the pieces it is made of; null
   * where something it would need is not shown. Before the history began, every figure is 0; a
   * figure a record does not hold (an event without sessions then) adds nothing.
   */
  const resolve = (key: Key, from: string, to: string): number | null => {
    const record = byMonth.get(to);
    if (!record) return 0;
    const figure = record.figures[key(from, to)];
    if (figure !== undefined && "value" in figure) return figure.value;
    const size = monthIndex(to) - monthIndex(from) + 1;
    if (size === 1) return figure === undefined ? 0 : null;
    const step = size === 12 ? 3 : 1;
    let sum = 0;
    for (let index = monthIndex(from); index <= monthIndex(to); index += step) {
      const part = resolve(key, monthAt(index), monthAt(index + step - 1));
      if (part === null) return null;
      sum += part;
    }
    return sum;
  };
  const pieces = rangePieces(first, last);
  const total = (key: Key): Figure => {
    let sum = 0;
    for (const [from, to] of pieces) {
      const part = resolve(key, from, to);
      if (part === null) return NOT_ADDED;
      sum += part;
    }
    return { value: sum };
  };
  const coaching = (what: Parameters<typeof figureKey.coaching>[0]) =>
    total((from, to) => figureKey.coaching(what, from, to));

  const events = new Map<string, PublishedEvent>();
  for (const report of monthly) {
    for (const event of report.events.byEvent) {
      const known = events.get(event.eventId);
      if (known) {
        known.sessionCount += event.sessionCount;
        known.sessions.push(...event.sessions);
      } else {
        events.set(event.eventId, { ...event, sessions: [...event.sessions] });
      }
    }
  }
  const byEvent = [...events.values()]
    .map((event) => ({
      ...event,
      registered: total((from, to) => figureKey.event(event.eventId, "registered", from, to)),
      attended: total((from, to) => figureKey.event(event.eventId, "attended", from, to)),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug) || a.eventId.localeCompare(b.eventId));
  const notAdded: Satisfaction = NOT_ADDED;

  return {
    period: {
      kind: "custom",
      key: choice.key,
      from: choice.period.from.toISOString(),
      until: choice.period.until.toISOString(),
    },
    minGroupSize: n,
    generatedAt: now.toISOString(),
    through: last,
    nextClosing: null,
    members: {
      // As counted when the range's last month closed, as that month's report shows it.
      total: end.members.total,
      joined: total(figureKey.joined),
      active: NOT_ADDED,
    },
    coaching: {
      booked: coaching("booked"),
      held: coaching("held"),
      noShow: coaching("noShow"),
      cancelledLate: coaching("cancelledLate"),
      cancelledInTime: coaching("cancelledInTime"),
      open: coaching("open"),
    },
    // The allowance is per calendar year: that of the range's last month's year, as its report says.
    allowance: { perMember: end.allowance.perMember, total: end.allowance.total, used: coaching("used") },
    events: {
      registered: total((from, to) => figureKey.events("registered", from, to)),
      waitlisted: total((from, to) => figureKey.events("waitlisted", from, to)),
      attended: total((from, to) => figureKey.events("attended", from, to)),
      byEvent,
    },
    webinars: {
      registrations: total(figureKey.webinars),
      byWebinar: monthly.flatMap((report) => report.webinars.byWebinar),
    },
    ebook: { downloads: total(figureKey.ebook) },
    satisfaction: notAdded,
    trends: monthly.flatMap((report) => report.trends),
  };
}
