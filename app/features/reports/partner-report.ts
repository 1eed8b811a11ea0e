import { localDateOf } from "~/features/coaching/zoned-time";
import { type EventMeta, type FrozenMonth, figureKey, intervalKey, monthAt, monthIndex } from "./history";
import type {
  Figure,
  PublishedEvent,
  PublishedMonth,
  PublishedReport,
  PublishedWebinar,
  Satisfaction,
} from "./published";
import { closingOf, lastClosedMonth, type Period, type PeriodKind, REPORT_TIME_ZONE } from "./usage-period";

// The usage report of one period as a partner may see it, put together from the frozen records of
// its closed months (history.ts): nothing is decided here, every figure is looked up under the key
// it was published with. A quarter or year that is still running shows its closed months; its own
// totals are the sums of those months where every one of them is shown (which tells nothing new),
// and "pending" otherwise, until the period closes and its totals are decided. A period before the
// partner's history is all zeros (nobody was a member).

const ZERO: Figure = { value: 0 };
const PENDING = { suppressed: "pending" } as const satisfies Figure;
const NO_RATINGS: Satisfaction = { none: true };

/** The published report of `choice`, from the partner's frozen months (in order, no gaps). */
export function publishReport(
  history: readonly FrozenMonth[],
  choice: { kind: PeriodKind; key: string; period: Period },
  n: number,
  now: Date,
): PublishedReport {
  const first = monthOfInstant(choice.period.from);
  const last = monthOfInstant(new Date(choice.period.until.getTime() - 1));
  const closed = lastClosedMonth(now);
  const throughIndex = Math.min(monthIndex(last), monthIndex(closed));
  if (throughIndex < monthIndex(first)) throw new RangeError(`Nothing of ${choice.key} has closed yet`);
  const through = monthAt(throughIndex);
  const byMonth = new Map(history.map((record) => [record.month, record]));
  const months: string[] = [];
  for (let index = monthIndex(first); index <= throughIndex; index++) months.push(monthAt(index));
  const end = byMonth.get(through);
  const records = months.flatMap((month) => byMonth.get(month) ?? []);
  if (end === undefined && records.length > 0) throw new Error(`The report history has no record of ${through}`);
  /** A figure of the period's last published month by key; zero before the history began. */
  const at = (record: FrozenMonth | undefined, key: string): Figure => {
    if (!record) return ZERO;
    const figure = record.figures[key];
    if (!figure) throw new Error(`The record of ${record.month} has no figure ${key}`);
    return figure;
  };
  const open = through !== last;
  // A running year is made of its closed quarters and the closed months after them.
  const pieces: [string, string][] = [];
  for (let index = monthIndex(first); index <= throughIndex; ) {
    const wholeQuarter = index % 3 === 0 && index + 2 <= throughIndex;
    pieces.push([monthAt(index), monthAt(wholeQuarter ? index + 2 : index)]);
    index += wholeQuarter ? 3 : 1;
  }
  /**
   * A total of the period: published when it closed; while it runs, the sum of its closed
   * quarters and months where all of them are shown (so it tells nothing they do not).
   */
  const period = (key: (from: string, to: string) => string): Figure => {
    if (!open || records.length === 0) return at(end, key(first, through));
    let sum = 0;
    for (const [from, to] of pieces) {
      const figure = byMonth.get(to)?.figures[key(from, to)];
      if (figure === undefined) continue; // an event without sessions then: nothing to add
      if (!("value" in figure)) return PENDING;
      sum += figure.value;
    }
    return { value: sum };
  };

  const members = at(end, figureKey.members(through));
  const perMember = end?.perMember ?? 0;
  // perMember × members: known as far as the member count is.
  const allowanceTotal: Figure =
    "value" in members || perMember === 0
      ? { value: ("value" in members ? members.value : 0) * perMember }
      : "range" in members
        ? { range: [members.range[0] * perMember, members.range[1] * perMember] }
        : { suppressed: "complement" };

  const sessions = records.flatMap((record) => record.sessions.map((session) => ({ record, session })));
  const meta = new Map<string, EventMeta>();
  for (const record of records) for (const event of record.events) meta.set(event.eventId, event);
  const kinds = (lookup: (kind: "registered" | "attended") => Figure) => ({
    registered: lookup("registered"),
    attended: lookup("attended"),
  });
  const byEvent: PublishedEvent[] = [...new Set(sessions.map(({ session }) => session.eventId))]
    .map((eventId) => {
      const event = meta.get(eventId) ?? { eventId, slug: eventId, titleNl: eventId, titleEn: eventId };
      const own = sessions.filter(({ session }) => session.eventId === eventId);
      return {
        eventId,
        slug: event.slug,
        titleNl: event.titleNl,
        titleEn: event.titleEn,
        ...kinds((kind) => period((from, to) => figureKey.event(eventId, kind, from, to))),
        sessionCount: own.length,
        sessions: own.map(({ record, session }) => ({
          sessionId: session.sessionId,
          slug: session.slug,
          startsAt: session.startsAt,
          ...kinds((kind) => at(record, figureKey.session(session.sessionId, kind))),
        })),
      };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug) || a.eventId.localeCompare(b.eventId));
  const byWebinar: PublishedWebinar[] = records.flatMap((record) =>
    record.webinars.map((webinar) => ({
      webinarId: webinar.webinarId,
      slug: webinar.slug,
      titleNl: webinar.titleNl,
      titleEn: webinar.titleEn,
      startsAt: webinar.startsAt,
      registrations: at(record, figureKey.webinar(webinar.webinarId)),
    })),
  );
  /** The satisfaction a record published for a period; nobody rated before the history began. */
  const satisfactionAt = (record: FrozenMonth | undefined, from: string, to: string): Satisfaction => {
    if (!record) return NO_RATINGS;
    if (!record.satisfaction) return { unmeasured: true };
    const published = record.satisfaction.published[intervalKey(from, to)];
    if (!published) throw new Error(`The record of ${record.month} has no satisfaction of ${intervalKey(from, to)}`);
    return published;
  };
  // Averages do not add up: a running period made of one closed month or quarter has that one's
  // satisfaction, any other waits for the period's end (combining shown months would tell how
  // many ratings each had).
  const satisfaction: Satisfaction =
    open && records.length > 0
      ? pieces.length === 1
        ? satisfactionAt(end, ...(pieces[0] as [string, string]))
        : PENDING
      : satisfactionAt(end, first, through);
  const trends: PublishedMonth[] = months.map((month) => {
    const record = byMonth.get(month);
    const of = (key: (from: string, to: string) => string) => at(record, key(month, month));
    return {
      month,
      joined: of(figureKey.joined),
      active: of(figureKey.active),
      coachingBooked: of((from, to) => figureKey.coaching("booked", from, to)),
      coachingHeld: of((from, to) => figureKey.coaching("held", from, to)),
      eventRegistrations: of((from, to) => figureKey.events("registered", from, to)),
      webinarRegistrations: of(figureKey.webinars),
      ebookDownloads: of(figureKey.ebook),
      satisfaction: satisfactionAt(record, month, month),
    };
  });
  const coaching = (what: Parameters<typeof figureKey.coaching>[0]) =>
    period((from, to) => figureKey.coaching(what, from, to));

  return {
    period: {
      kind: choice.kind,
      key: choice.key,
      from: choice.period.from.toISOString(),
      until: choice.period.until.toISOString(),
    },
    minGroupSize: n,
    generatedAt: now.toISOString(),
    through,
    nextClosing: throughIndex < monthIndex(last) ? closingOf(monthAt(throughIndex + 1)).toISOString() : null,
    members: {
      total: members,
      joined: period(figureKey.joined),
      // Distinct people do not add up; a running period made of one closed month or quarter has
      // that one's figure.
      active:
        open && records.length > 0
          ? pieces.length === 1
            ? at(end, figureKey.active(...(pieces[0] as [string, string])))
            : PENDING
          : period(figureKey.active),
    },
    coaching: {
      booked: coaching("booked"),
      held: coaching("held"),
      noShow: coaching("noShow"),
      cancelledLate: coaching("cancelledLate"),
      cancelledInTime: coaching("cancelledInTime"),
      open: coaching("open"),
    },
    allowance: { perMember, total: allowanceTotal, used: coaching("used") },
    events: {
      ...kinds((kind) => period((from, to) => figureKey.events(kind, from, to))),
      waitlisted: period((from, to) => figureKey.events("waitlisted", from, to)),
      byEvent,
    },
    webinars: { registrations: period(figureKey.webinars), byWebinar },
    ebook: { downloads: period(figureKey.ebook) },
    satisfaction,
    trends,
  };
}

/** The report's month of an instant: "YYYY-MM" on the Amsterdam calendar. */
function monthOfInstant(instant: Date): string {
  const local = localDateOf(instant.getTime(), REPORT_TIME_ZONE);
  return `${local.year}-${String(local.month).padStart(2, "0")}`;
}
