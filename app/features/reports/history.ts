import { type ActiveFigure, suppressActive } from "./active-suppression";
import {
  publishedSatisfaction,
  type RatingCounts,
  type Satisfaction,
  type SatisfactionPeriod,
  type SatisfactionStatus,
  satisfactionStatus,
  suppressSatisfaction,
} from "./satisfaction";
import { type FamilyFigure, type Figure, publishedFigure, type Status, suppressFamily } from "./suppression";

// The partner's report history: one frozen record per closed month (decision 025). When a month
// closes, its counts are read once and every figure that becomes publishable with it is decided:
// the month's own figures, the quarter's and the year's when they end with it, its event sessions
// and webinars, the members in total at its end. Earlier months are never decided again, so a
// report of a past period shows the same figures, hidden or not, however often it is asked for; a
// quarter or year that is still running shows its closed months.
//
// All figures of one family (coaching of one year, the places at events of one year, members over
// all years, …) are one system: a figure that several reports hold is one figure over the same
// atoms, decided once, so it is shown in every report that holds it or hidden in every one.

/** Coaching sessions by what became of them (atoms: they do not overlap). */
export const coachingStatuses = ["held", "noShow", "cancelledLate", "cancelledInTime", "open"] as const;
export type CoachingStatus = (typeof coachingStatuses)[number];
/** The coaching sessions of a month by status, each counted by `count`. */
export function coachingByStatus(count: (status: CoachingStatus) => number): Record<CoachingStatus, number> {
  return Object.fromEntries(coachingStatuses.map((status) => [status, count(status)])) as Record<
    CoachingStatus,
    number
  >;
}
/** Statuses that count against the allowance (`usesAllowance`: not cancelled, or cancelled late). */
const usedStatuses: readonly CoachingStatus[] = ["held", "noShow", "cancelledLate", "open"];
export const registrationKinds = ["registered", "waitlisted", "attended"] as const;
export type RegistrationKind = (typeof registrationKinds)[number];

export interface EventMeta {
  eventId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
}

export interface SessionCounts {
  sessionId: string;
  eventId: string;
  slug: string;
  /** ISO instant. */
  startsAt: string;
  registered: number;
  waitlisted: number;
  attended: number;
}

export interface WebinarCounts {
  webinarId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  startsAt: string;
  registrations: number;
}

/** The distinct members behind the counts of one period (an interval of months of one year). */
export interface PeriodPeople {
  active: number;
  coaching: Record<CoachingStatus | "booked" | "used", number>;
  events: Record<RegistrationKind, number>;
  byEvent: Record<string, Record<RegistrationKind, number>>;
  webinars: number;
  ebook: number;
  /** Members who rated a coaching session (satisfaction.ts); none where ratings were not read. */
  raters?: number;
}

/** The counts of a month, as read when it closes and kept in its record. */
interface MonthCounts {
  month: string;
  perMember: number;
  /** Members joined before the month ended, as counted when it closed. */
  membersTotal: number;
  joined: number;
  coaching: Record<CoachingStatus, number>;
  ebook: number;
  /** Events with a session in a period ending with this month (for their titles). */
  events: EventMeta[];
  sessions: SessionCounts[];
  webinars: WebinarCounts[];
  /**
   * The ratings given in the month; absent in months closed before satisfaction was part of the
   * report (or where the ratings could not be read), which say "not measured".
   */
  satisfaction?: RatingCounts;
}

/** What is read from the database when a month closes. */
export interface MonthInput extends MonthCounts {
  /** Members joined before the first month of the history (its first month only). */
  membersBefore?: number;
  /** The people behind the figures of the periods that end with this month, by interval key. */
  people: Record<string, PeriodPeople>;
}

/** The frozen record of a closed month. */
export interface FrozenMonth extends MonthCounts {
  minGroupSize: number;
  membersBefore: number | null;
  /** Every figure published when the month closed, by key (see `figureKey`). */
  figures: Record<string, Figure>;
  satisfaction?: MonthSatisfaction;
}

/** A closed month's ratings, and the satisfaction of the periods that end with it. */
export interface MonthSatisfaction extends RatingCounts {
  /** Distinct members who rated in each period ending with this month, by interval key. */
  raters: Record<string, number>;
  /** What was published for each of those periods, by interval key. */
  published: Record<string, Satisfaction>;
}

/** "YYYY-MM" arithmetic. */
export function monthIndex(month: string): number {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return year * 12 + number - 1;
}
export function monthAt(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The periods whose figures a month's closing publishes: the month, and the quarter and the year
 * that end with it. A quarter or year that is still running publishes no totals of its own (its
 * report adds up its closed months where they are shown, see partner-report.ts): totals "up to
 * this month", month after month, would differ by exactly the month's figures.
 */
export function intervalsEndingAt(month: string): [string, string][] {
  const index = monthIndex(month);
  const intervals: [string, string][] = [[month, month]];
  if (index % 3 === 2) intervals.push([monthAt(index - 2), month]);
  if (index % 12 === 11) intervals.push([monthAt(index - 11), month]);
  return intervals;
}

export const intervalKey = (from: string, to: string) => `${from}..${to}`;

/** The key of a published figure. */
export const figureKey = {
  members: (month: string) => `members@${month}`,
  joined: (from: string, to: string) => `joined@${intervalKey(from, to)}`,
  active: (from: string, to: string) => `active@${intervalKey(from, to)}`,
  coaching: (what: CoachingStatus | "booked" | "used", from: string, to: string) =>
    `coaching.${what}@${intervalKey(from, to)}`,
  ebook: (from: string, to: string) => `ebook@${intervalKey(from, to)}`,
  webinars: (from: string, to: string) => `webinars@${intervalKey(from, to)}`,
  events: (kind: RegistrationKind, from: string, to: string) => `events.${kind}@${intervalKey(from, to)}`,
  event: (eventId: string, kind: RegistrationKind, from: string, to: string) =>
    `event:${eventId}:${kind}@${intervalKey(from, to)}`,
  session: (sessionId: string, kind: RegistrationKind) => `session:${sessionId}:${kind}`,
  webinar: (webinarId: string) => `webinar:${webinarId}`,
};

/**
 * The figures whose family reaches across years: the members in total and who joined (see
 * `closeMonth`). Every other family is decided within one year.
 */
export const figuresAcrossYears = ["members@", "joined@"] as const;

/** A record of an earlier year as `closeMonth` reads it: its joins, its members and their figures. */
export function membersPart(record: FrozenMonth): FrozenMonth {
  const figures = Object.entries(record.figures).filter(([key]) =>
    figuresAcrossYears.some((prefix) => key.startsWith(prefix)),
  );
  return { ...record, events: [], sessions: [], webinars: [], figures: Object.fromEntries(figures) };
}

/**
 * What closing `month` needs of the records before it: those of its year whole, those of earlier
 * years only as `membersPart`. `closeMonth` decides the same record from these as from the whole
 * history, so a large partner's earlier years (their sessions, webinars and figures) need not be
 * read or sent to the worker.
 */
export function neededToClose(earlier: readonly FrozenMonth[], month: string): FrozenMonth[] {
  const year = month.slice(0, 4);
  return earlier.map((record) => (record.month.startsWith(year) ? record : membersPart(record)));
}

/** A figure of a family while it is decided: where it is published, its atoms and people. */
interface Candidate {
  key: string;
  /** The month whose record publishes it. */
  month: string;
  atoms: string[];
  kind: "people" | "things";
  people: number;
  frozen?: Status;
  /** Shown instead of the atoms' sum (members: as counted when the month closed). */
  display?: number;
  banded?: boolean;
  preferBand?: boolean;
}

/** What became of a stored figure (records hold decided figures only, never "pending"). */
function statusOf(figure: Figure): Status {
  if ("value" in figure) return "shown";
  if ("range" in figure) return "band";
  if (figure.suppressed === "pending") throw new Error("A record holds an undecided figure");
  return figure.suppressed;
}

const emptyPeople = (): PeriodPeople => ({
  active: 0,
  coaching: { held: 0, noShow: 0, cancelledLate: 0, cancelledInTime: 0, open: 0, booked: 0, used: 0 },
  events: { registered: 0, waitlisted: 0, attended: 0 },
  byEvent: {},
  webinars: 0,
  ebook: 0,
  raters: 0,
});

/**
 * Closes `input.month`: decides and returns its frozen record, given the records of every earlier
 * month of the history (in order, without gaps).
 */
export async function closeMonth(earlier: readonly FrozenMonth[], input: MonthInput, n: number): Promise<FrozenMonth> {
  const previous = earlier.at(-1);
  if (previous && monthIndex(previous.month) + 1 !== monthIndex(input.month)) {
    throw new Error(`The history has a gap before ${input.month}`);
  }
  const people = (from: string, to: string) => input.people[intervalKey(from, to)] ?? emptyPeople();
  const current: FrozenMonth = {
    month: input.month,
    minGroupSize: n,
    perMember: input.perMember,
    membersBefore: earlier.length === 0 ? (input.membersBefore ?? 0) : null,
    membersTotal: input.membersTotal,
    joined: input.joined,
    coaching: { ...input.coaching },
    ebook: input.ebook,
    events: input.events,
    sessions: input.sessions,
    webinars: input.webinars,
    figures: {},
    ...(input.satisfaction
      ? {
          satisfaction: {
            ...input.satisfaction,
            raters: Object.fromEntries(
              intervalsEndingAt(input.month).map(([from, to]) => [intervalKey(from, to), people(from, to).raters ?? 0]),
            ),
            published: {},
          },
        }
      : {}),
  };
  const all = [...earlier, current];
  const year = input.month.slice(0, 4);
  const ofYear = all.filter((record) => record.month.startsWith(year));
  const byMonth = new Map(all.map((record) => [record.month, record]));
  const frozenStatus = (record: FrozenMonth, key: string): Status | undefined => {
    if (record === current) return undefined;
    const figure = record.figures[key];
    return figure ? statusOf(figure) : undefined;
  };
  /** A figure that `record` publishes under `key`, with what became of it if the record is stored. */
  const candidate = (
    record: FrozenMonth,
    key: string,
    atoms: string[],
    kind: Candidate["kind"],
    people: number,
  ): Candidate => {
    const frozen = frozenStatus(record, key);
    return { key, month: record.month, atoms, kind, people, ...(frozen ? { frozen } : {}) };
  };
  const monthsOf = (from: string, to: string) => {
    const months: string[] = [];
    for (let index = monthIndex(from); index <= monthIndex(to); index++) months.push(monthAt(index));
    return months;
  };
  const publish = async (family: Candidate[], values: Map<string, number>, order: [string, string][] = []) => {
    const atomIndex = new Map<string, number>();
    const atomValues: number[] = [];
    const indexOf = (atom: string) => {
      let index = atomIndex.get(atom);
      if (index === undefined) {
        index = atomValues.length;
        atomIndex.set(atom, index);
        atomValues.push(values.get(atom) ?? 0);
      }
      return index;
    };
    // One figure per set of atoms: the same sum in two reports is one figure.
    const canonical = new Map<string, number>();
    const figures: FamilyFigure[] = [];
    const positionOf = family.map((candidate) => {
      const atoms = [...new Set(candidate.atoms.map(indexOf))].sort((a, b) => a - b);
      const id = atoms.join(",");
      const known = canonical.get(id);
      if (known !== undefined) {
        const figure = figures[known] as FamilyFigure;
        if (candidate.frozen && !figure.frozen) figures[known] = { ...figure, frozen: candidate.frozen };
        return known;
      }
      canonical.set(id, figures.length);
      figures.push({
        atoms,
        kind: candidate.kind,
        people: candidate.people,
        ...(candidate.frozen ? { frozen: candidate.frozen } : {}),
        ...(candidate.banded ? { banded: true, preferBand: candidate.preferBand === true } : {}),
      });
      return figures.length - 1;
    });
    const orders = order.map(([small, large]) => ({ small: indexOf(small), large: indexOf(large) }));
    const status = await suppressFamily(atomValues, figures, n, orders);
    family.forEach((candidate, position) => {
      if (candidate.month !== current.month) return;
      const index = positionOf[position] as number;
      const value =
        candidate.display ?? (figures[index]?.atoms ?? []).reduce((sum, atom) => sum + (atomValues[atom] ?? 0), 0);
      current.figures[candidate.key] = publishedFigure(value, status[index] as Status, n);
    });
  };
  // The periods published so far in this year, each with the month whose record holds it.
  const periods = ofYear.flatMap((record) =>
    intervalsEndingAt(record.month).map(([from, to]) => ({ record, from, to })),
  );

  // Coaching: atoms are the statuses of each month.
  {
    const values = new Map<string, number>();
    for (const record of ofYear) {
      for (const status of coachingStatuses) values.set(`c:${status}:${record.month}`, record.coaching[status]);
    }
    const family: Candidate[] = [];
    for (const { record, from, to } of periods) {
      const months = monthsOf(from, to);
      const atomsOf = (statuses: readonly CoachingStatus[]) =>
        months.flatMap((month) => statuses.map((status) => `c:${status}:${month}`));
      const behind = record === current ? people(from, to).coaching : undefined;
      for (const what of [...coachingStatuses, "booked", "used"] as const) {
        const key = figureKey.coaching(what, from, to);
        const statuses = what === "booked" ? coachingStatuses : what === "used" ? usedStatuses : [what];
        family.push(candidate(record, key, atomsOf(statuses), "things", behind?.[what] ?? 0));
      }
    }
    await publish(family, values);
  }

  // Members: who joined in each month, and the members in total at each month's end (all years).
  {
    const values = new Map<string, number>();
    const first = all[0] as FrozenMonth;
    values.set("before", first.membersBefore ?? 0);
    for (const record of all) values.set(`j:${record.month}`, record.joined);
    const family: Candidate[] = [];
    const allPeriods = all.flatMap((record) =>
      intervalsEndingAt(record.month).map(([from, to]) => ({ record, from, to })),
    );
    for (const { record, from, to } of allPeriods) {
      const key = figureKey.joined(from, to);
      const atoms = monthsOf(from, to).map((month) => `j:${month}`);
      const value = atoms.reduce((sum, atom) => sum + (values.get(atom) ?? 0), 0);
      family.push(candidate(record, key, atoms, "people", value));
    }
    for (const record of all) {
      const key = figureKey.members(record.month);
      const frozen = frozenStatus(record, key);
      const atoms = ["before", ...monthsOf(first.month, record.month).map((month) => `j:${month}`)];
      // As counted when the month closed: a member who left since is not taken off again. When
      // someone left, the joins (atoms) add up to more than the members: then "fewer than N" says
      // less about the atoms, and the figure counts as things for the audit.
      const display = record.membersTotal;
      const joins = atoms.reduce((sum, atom) => sum + (values.get(atom) ?? 0), 0);
      family.push({
        key,
        month: record.month,
        atoms,
        kind: display === joins ? "people" : "things",
        people: display,
        banded: true,
        // Where a month's joins were a small group in the last year, exact totals would give them
        // away (now or next month): such a partner's members in total are bands of N.
        preferBand: all
          .slice(Math.max(0, all.indexOf(record) - 11), all.indexOf(record) + 1)
          .some((month) => month.joined > 0 && month.joined < n),
        display,
        ...(frozen ? { frozen } : {}),
      });
    }
    await publish(family, values);
  }

  // Ebook downloads: one atom per month.
  {
    const values = new Map<string, number>();
    for (const record of ofYear) values.set(`b:${record.month}`, record.ebook);
    const family = periods.map(({ record, from, to }): Candidate => {
      const key = figureKey.ebook(from, to);
      return candidate(
        record,
        key,
        monthsOf(from, to).map((month) => `b:${month}`),
        "things",
        record === current ? people(from, to).ebook : 0,
      );
    });
    await publish(family, values);
  }

  // Webinars: one atom per webinar (a registration is one person), summed per period.
  {
    const values = new Map<string, number>();
    const family: Candidate[] = [];
    for (const record of ofYear) {
      for (const webinar of record.webinars) {
        values.set(`w:${webinar.webinarId}`, webinar.registrations);
        const key = figureKey.webinar(webinar.webinarId);
        family.push(candidate(record, key, [`w:${webinar.webinarId}`], "people", webinar.registrations));
      }
    }
    for (const { record, from, to } of periods) {
      const key = figureKey.webinars(from, to);
      const atoms = monthsOf(from, to).flatMap(
        (month) => byMonth.get(month)?.webinars.map((webinar) => `w:${webinar.webinarId}`) ?? [],
      );
      family.push(candidate(record, key, atoms, "things", record === current ? people(from, to).webinars : 0));
    }
    await publish(family, values);
  }

  // Events: sessions are atoms (one place per person), events and the period total are their sums.
  // Places and attendance are one family, since an attended place is a place (attended ≤ places,
  // session by session).
  {
    const values = new Map<string, number>();
    const family: Candidate[] = [];
    const order: [string, string][] = [];
    for (const kind of ["registered", "attended"] as const) {
      for (const record of ofYear) {
        for (const session of record.sessions) {
          const atom = `s:${session.sessionId}:${kind}`;
          values.set(atom, session[kind]);
          if (kind === "attended") order.push([atom, `s:${session.sessionId}:registered`]);
          const key = figureKey.session(session.sessionId, kind);
          family.push(candidate(record, key, [atom], "people", session[kind]));
        }
      }
      for (const { record, from, to } of periods) {
        const sessions = monthsOf(from, to).flatMap((month) => byMonth.get(month)?.sessions ?? []);
        const behind = record === current ? people(from, to) : undefined;
        const atoms = sessions.map((session) => `s:${session.sessionId}:${kind}`);
        family.push(candidate(record, figureKey.events(kind, from, to), atoms, "things", behind?.events[kind] ?? 0));
        for (const eventId of [...new Set(sessions.map((session) => session.eventId))].sort()) {
          const key = figureKey.event(eventId, kind, from, to);
          family.push(
            candidate(
              record,
              key,
              sessions
                .filter((session) => session.eventId === eventId)
                .map((session) => `s:${session.sessionId}:${kind}`),
              "things",
              behind?.byEvent[eventId]?.[kind] ?? 0,
            ),
          );
        }
      }
    }
    await publish(family, values, order);
  }

  // The waiting lists: per period only. A session's waiting list is nearly always a handful of
  // people, so per session and per event they would be hidden anyway, and as a table of events by
  // months they would make a system of hundreds of unknowns for nothing shown.
  {
    const values = new Map<string, number>();
    for (const record of ofYear) {
      values.set(
        `wl:${record.month}`,
        record.sessions.reduce((sum, session) => sum + session.waitlisted, 0),
      );
    }
    const family = periods.map(({ record, from, to }): Candidate => {
      const key = figureKey.events("waitlisted", from, to);
      return candidate(
        record,
        key,
        monthsOf(from, to).map((month) => `wl:${month}`),
        "things",
        record === current ? people(from, to).events.waitlisted : 0,
      );
    });
    await publish(family, values);
  }

  // Active members: distinct people, decided by the rules of active-suppression.ts.
  {
    const start = monthIndex(`${year}-01`);
    const sectionOf = (record: FrozenMonth, key: string, value: number) => {
      const figure = record.figures[key];
      return { value, status: figure ? statusOf(figure) : ("shown" as Status) };
    };
    const figures: ActiveFigure[] = periods.map(({ record, from, to }) => {
      const key = figureKey.active(from, to);
      const frozen = frozenStatus(record, key);
      const months = monthsOf(from, to).map((month) => byMonth.get(month) as FrozenMonth);
      const sum = (pick: (record: FrozenMonth) => number) => months.reduce((total, m) => total + pick(m), 0);
      const stored = record.figures[key];
      const value = record === current ? people(from, to).active : stored && "value" in stored ? stored.value : 0;
      return {
        from: monthIndex(from) - start,
        to: monthIndex(to) - start,
        value,
        ...(frozen ? { frozen } : {}),
        sections: [
          sectionOf(
            record,
            figureKey.coaching("used", from, to),
            sum((m) => usedStatuses.reduce((total, status) => total + m.coaching[status], 0)),
          ),
          sectionOf(
            record,
            figureKey.events("registered", from, to),
            sum((m) => m.sessions.reduce((total, session) => total + session.registered, 0)),
          ),
          sectionOf(
            record,
            figureKey.webinars(from, to),
            sum((m) => m.webinars.reduce((total, webinar) => total + webinar.registrations, 0)),
          ),
          sectionOf(
            record,
            figureKey.ebook(from, to),
            sum((m) => m.ebook),
          ),
        ],
      };
    });
    const status = suppressActive(figures, n);
    periods.forEach(({ record, from, to }, position) => {
      if (record !== current) return;
      const figure = figures[position] as ActiveFigure;
      current.figures[figureKey.active(from, to)] = publishedFigure(figure.value, status[position] as Status, n);
    });
  }

  // Satisfaction: averages over the distinct members who rated, decided by satisfaction.ts. A
  // month closed without its ratings makes every period holding it "not measured".
  if (current.satisfaction) {
    const start = monthIndex(`${year}-01`);
    const counts = (from: string, to: string): RatingCounts & { measured: boolean } => {
      const months = monthsOf(from, to).map((month) => byMonth.get(month)?.satisfaction);
      const sum = (pick: (counts: RatingCounts) => number) =>
        months.reduce((total, month) => total + (month ? pick(month) : 0), 0);
      return {
        ratings: sum((month) => month.ratings),
        sum: sum((month) => month.sum),
        recommended: sum((month) => month.recommended),
        measured: months.every((month) => month !== undefined),
      };
    };
    const candidates: SatisfactionPeriod[] = periods.map(({ record, from, to }) => {
      const key = intervalKey(from, to);
      const stored = record === current ? undefined : record.satisfaction?.published[key];
      const frozen = record === current ? undefined : stored ? satisfactionStatus(stored) : "unmeasured";
      return {
        from: monthIndex(from) - start,
        to: monthIndex(to) - start,
        raters: record.satisfaction?.raters[key] ?? 0,
        measured: counts(from, to).measured,
        ...(frozen ? { frozen } : {}),
      };
    });
    const status = suppressSatisfaction(candidates, n);
    periods.forEach(({ record, from, to }, position) => {
      if (record !== current || !current.satisfaction) return;
      current.satisfaction.published[intervalKey(from, to)] = publishedSatisfaction(
        counts(from, to),
        status[position] as SatisfactionStatus,
      );
    });
  }
  return current;
}
