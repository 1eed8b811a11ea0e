// Random partners for the report's property tests: members, and what each of them did month by
// month (coaching, events, webinars, the ebook), made from a seed, then counted the way the
// database queries count (history.server.ts): per month, and the distinct people behind every
// figure of the month, the quarter and the year up to it.
import {
  type CoachingStatus,
  coachingByStatus,
  coachingStatuses,
  intervalKey,
  intervalsEndingAt,
  type MonthInput,
  monthAt,
  monthIndex,
  type PeriodPeople,
  type RegistrationKind,
} from "../../app/features/reports/history";

/** mulberry32: a small seeded generator, so a failing partner can be made again from its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PartnerShape {
  seed: number;
  members: number;
  /** The first month of the history ("YYYY-01") and how many months it has closed. */
  start: string;
  months: number;
  /** How busy a member is in a month: 0.02 is sparse, 0.5 dense. */
  density: number;
}

interface Use {
  user: number;
  month: string;
  key: string;
}

/** The month inputs of a random partner, oldest first. */
export function simulatePartner(shape: PartnerShape): MonthInput[] {
  const next = random(shape.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const first = monthIndex(shape.start);
  const last = first + shape.months - 1;
  const joinedAt = Array.from({ length: shape.members }, () =>
    next() < 0.3 ? first - 1 - Math.floor(next() * 12) : first + Math.floor(next() * shape.months * 1.2),
  );
  const uses: Use[] = [];
  const coaching: { month: string; status: CoachingStatus }[] = [];
  const downloads: string[] = [];
  // Events with sessions here and there; webinars of their own month.
  const events = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, index) => ({
    eventId: `event-${shape.seed}-${index}`,
    slug: `event-${index}`,
    titleNl: `Evenement ${index}`,
    titleEn: `Event ${index}`,
  }));
  const sessions: { sessionId: string; eventId: string; slug: string; month: number; popularity: number }[] = [];
  const webinars: { webinarId: string; slug: string; month: number; popularity: number }[] = [];
  for (let month = first; month <= last; month++) {
    const count = next() < 0.5 ? 0 : 1 + Math.floor(next() * 3);
    for (let index = 0; index < count; index++) {
      sessions.push({
        sessionId: `session-${shape.seed}-${month}-${index}`,
        eventId: pick(events).eventId,
        slug: `s-${month}-${index}`,
        month,
        popularity: next() * next() * 0.3,
      });
    }
    if (next() < 0.6) {
      webinars.push({
        webinarId: `webinar-${shape.seed}-${month}`,
        slug: `w-${month}`,
        month,
        popularity: next() * next() * 0.4,
      });
    }
  }
  const registrations: { sessionId: string; user: number; kind: RegistrationKind }[] = [];
  const webinarRegistrations: { webinarId: string; user: number }[] = [];
  for (let user = 0; user < shape.members; user++) {
    const busy = shape.density * (0.2 + next() * 1.6);
    for (let month = first; month <= last; month++) {
      const key = monthAt(month);
      if (next() < busy) {
        const status = pick(coachingStatuses);
        coaching.push({ month: key, status });
        uses.push({ user, month: key, key: `c:${status}` }, { user, month: key, key: "c:booked" });
        if (status !== "cancelledInTime")
          uses.push({ user, month: key, key: "c:used" }, { user, month: key, key: "active" });
      }
      if (next() < busy / 3) {
        downloads.push(key);
        uses.push({ user, month: key, key: "b" }, { user, month: key, key: "active" });
      }
    }
    for (const session of sessions) {
      if (next() >= session.popularity * shape.density * 4) continue;
      const kind: RegistrationKind = next() < 0.15 ? "waitlisted" : "registered";
      const key = monthAt(session.month);
      registrations.push({ sessionId: session.sessionId, user, kind });
      uses.push({ user, month: key, key: `e:${kind}` }, { user, month: key, key: `e:${session.eventId}:${kind}` });
      if (kind === "registered") {
        uses.push({ user, month: key, key: "active" });
        if (next() < 0.7) {
          registrations.push({ sessionId: session.sessionId, user, kind: "attended" });
          uses.push(
            { user, month: key, key: "e:attended" },
            { user, month: key, key: `e:${session.eventId}:attended` },
          );
        }
      }
    }
    for (const webinar of webinars) {
      if (next() >= webinar.popularity * shape.density * 4) continue;
      webinarRegistrations.push({ webinarId: webinar.webinarId, user });
      const key = monthAt(webinar.month);
      uses.push({ user, month: key, key: "w" }, { user, month: key, key: "active" });
    }
  }
  // The distinct people behind a key in the months `from`..`to`.
  const people = new Map<string, Set<number>>();
  for (const use of uses) {
    const id = `${use.key}|${use.month}`;
    const set = people.get(id) ?? new Set<number>();
    set.add(use.user);
    people.set(id, set);
  }
  const distinct = (key: string, from: number, to: number) => {
    const all = new Set<number>();
    for (let month = from; month <= to; month++)
      for (const user of people.get(`${key}|${monthAt(month)}`) ?? []) all.add(user);
    return all.size;
  };
  const inputs: MonthInput[] = [];
  for (let month = first; month <= last; month++) {
    const key = monthAt(month);
    const ofMonth = sessions.filter((session) => session.month === month);
    const count = (sessionId: string, kind: RegistrationKind) =>
      registrations.filter((row) => row.sessionId === sessionId && row.kind === kind).length;
    const peopleOf: Record<string, PeriodPeople> = {};
    for (const [from, to] of intervalsEndingAt(key)) {
      const a = monthIndex(from);
      const b = monthIndex(to);
      const byEvent: PeriodPeople["byEvent"] = {};
      for (const event of events) {
        byEvent[event.eventId] = {
          registered: distinct(`e:${event.eventId}:registered`, a, b),
          waitlisted: distinct(`e:${event.eventId}:waitlisted`, a, b),
          attended: distinct(`e:${event.eventId}:attended`, a, b),
        };
      }
      peopleOf[intervalKey(from, to)] = {
        active: distinct("active", a, b),
        coaching: {
          held: distinct("c:held", a, b),
          noShow: distinct("c:noShow", a, b),
          cancelledLate: distinct("c:cancelledLate", a, b),
          cancelledInTime: distinct("c:cancelledInTime", a, b),
          open: distinct("c:open", a, b),
          booked: distinct("c:booked", a, b),
          used: distinct("c:used", a, b),
        },
        events: {
          registered: distinct("e:registered", a, b),
          waitlisted: distinct("e:waitlisted", a, b),
          attended: distinct("e:attended", a, b),
        },
        byEvent,
        webinars: distinct("w", a, b),
        ebook: distinct("b", a, b),
      };
    }
    const status = (which: CoachingStatus) =>
      coaching.filter((row) => row.month === key && row.status === which).length;
    inputs.push({
      month: key,
      perMember: 4,
      membersTotal: joinedAt.filter((at) => at <= month).length,
      ...(month === first ? { membersBefore: joinedAt.filter((at) => at < first).length } : {}),
      joined: joinedAt.filter((at) => at === month).length,
      coaching: coachingByStatus(status),
      ebook: downloads.filter((at) => at === key).length,
      events: events.filter((event) => ofMonth.some((session) => session.eventId === event.eventId)),
      sessions: ofMonth
        .map((session) => ({
          sessionId: session.sessionId,
          eventId: session.eventId,
          slug: session.slug,
          startsAt: new Date(Date.UTC(Math.floor(month / 12), month % 12, 15, 10)).toISOString(),
          registered: count(session.sessionId, "registered"),
          waitlisted: count(session.sessionId, "waitlisted"),
          attended: count(session.sessionId, "attended"),
        }))
        .filter((session) => session.registered + session.waitlisted > 0),
      webinars: webinars
        .filter((webinar) => webinar.month === month)
        .map((webinar) => ({
          webinarId: webinar.webinarId,
          slug: webinar.slug,
          titleNl: webinar.slug,
          titleEn: webinar.slug,
          startsAt: new Date(Date.UTC(Math.floor(month / 12), month % 12, 20, 18)).toISOString(),
          registrations: webinarRegistrations.filter((row) => row.webinarId === webinar.webinarId).length,
        }))
        .filter((webinar) => webinar.registrations > 0),
      people: peopleOf,
    });
  }
  return inputs;
}
