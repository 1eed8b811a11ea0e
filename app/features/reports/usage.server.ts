import { type AnyColumn, and, eq, gte, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments } from "~/db/schema/coaching";
import { ebookDownloads } from "~/db/schema/content";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { monthsOf, type Period, REPORT_TIME_ZONE } from "./usage-period";

// A partner's usage report: counts of people and events in groups, never a row per person, never
// a name, an address, free text, a coaching topic, a coach's note or anything from the vitascan.
// Every query names its columns, so the database role of REPORTING_GRANTS (SELECT on exactly
// these columns) is enough to run it; `usage-role.test.ts` runs the report under that role.
//
// Who counts: the partner's current members (partner_memberships with role 'member'; the
// partner's own admins are not program members). Membership history is not kept, so a person who
// left the program is no longer counted, also not for months when they were a member, and a
// person who joined later is counted for their activity before joining.
//
// When things count: an appointment, an event session and a webinar in the period of their start,
// an ebook download when it was downloaded, a membership when it was joined.
//
// Each count of things (sessions, registrations, downloads) comes with the distinct members behind
// it (`peopleBehind`), because the minimum-group-size rule is about people: 40 sessions of 3 members
// describe 3 people.
//
// The figures are not suppressed: this is the raw usage of one period (the demo's checks and the
// reporting role's tests read it). Partner reports are made from the report history instead
// (history.server.ts, decision 025), which reads the same columns month by month under the same
// role; the equalities above (booked is the sum of the five statuses, every trend column sums over
// the months to its period figure, …) are what its atoms are built on.

/** Held sessions are marked `completed` by the coach; this is the allowance rule of eligibility.server.ts. */
const usesAllowance = sql`(${appointments.status} <> 'cancelled' or ${appointments.late})`;

export interface UsageReport {
  partnerId: string;
  period: Period;
  generatedAt: Date;
  members: {
    /** Current members who had joined before the period ended. */
    total: number;
    /** Of those, joined in the period. */
    joined: number;
    /**
     * Members who used anything in the period: a coaching session that was not cancelled in time,
     * a place at an event session, a webinar registration or an ebook download.
     */
    active: number;
  };
  coaching: CoachingCounts & {
    /** Members with at least one session that uses the allowance. */
    people: number;
    /** The distinct members behind each count (a member with two no-shows is one person). */
    peopleBehind: CoachingPeople;
  };
  allowance: {
    /** Sessions per member per calendar year (partners.coaching_allowance). */
    perMember: number;
    members: number;
    /**
     * perMember × members: a year's allowance, also for a month or quarter report (the allowance
     * is per calendar year, not spread over months).
     */
    total: number;
    /** Sessions in the period that use the allowance: not cancelled, or cancelled late. */
    used: number;
  };
  /** Places at event sessions starting in the period, and the members with one or more. */
  events: RegistrationCounts & { byEvent: EventUsage[] };
  webinars: {
    /** Registrations for webinars starting in the period (a cancelled registration is deleted). */
    registrations: number;
    people: number;
    /** No attendance is recorded for webinars either. */
    attendance: "not-recorded";
    byWebinar: WebinarUsage[];
  };
  ebook: { downloads: number; people: number };
  /** One row per calendar month of the period (Amsterdam), zeros included. */
  trends: MonthUsage[];
}

/** Coaching sessions of the period by what became of them. */
export interface CoachingCounts {
  /** Sessions (intakes included) starting in the period, whatever became of them. */
  booked: number;
  /** Marked completed by the coach. */
  held: number;
  noShow: number;
  /** Cancelled inside the cancellation window: it counts against the allowance. */
  cancelledLate: number;
  cancelledInTime: number;
  /** Confirmed and not yet marked (a session still to come, or not marked yet). */
  open: number;
}

/** The distinct members behind each coaching count (a member with two no-shows is one person). */
export interface CoachingPeople extends CoachingCounts {
  /** Members with a session that uses the allowance (the same as `coaching.people`). */
  used: number;
}

/** Distinct members behind registration counts: one per session, possibly more per event. */
export interface RegistrationPeople {
  registered: number;
  waitlisted: number;
  attended: number;
}

export interface RegistrationCounts {
  registered: number;
  waitlisted: number;
  cancelled: number;
  /** Places marked as attended (attended_at set; only a place can be attended). */
  attended: number;
  /** Members with a place. */
  people: number;
  peopleBehind: RegistrationPeople;
}

export interface EventUsage extends RegistrationCounts {
  eventId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  sessions: SessionUsage[];
}

export interface SessionUsage extends RegistrationCounts {
  sessionId: string;
  slug: string;
  startsAt: Date;
}

export interface WebinarUsage {
  webinarId: string;
  slug: string;
  titleNl: string;
  titleEn: string;
  startsAt: Date;
  registrations: number;
}

export interface MonthUsage {
  /** "YYYY-MM" on the Amsterdam calendar. */
  month: string;
  joined: number;
  active: number;
  coachingBooked: number;
  coachingHeld: number;
  eventRegistrations: number;
  webinarRegistrations: number;
  ebookDownloads: number;
  /** The distinct members behind each count of the month (`joined` and `active` are people already). */
  peopleBehind: MonthPeople;
}

export interface MonthPeople {
  coachingBooked: number;
  coachingHeld: number;
  eventRegistrations: number;
  webinarRegistrations: number;
  ebookDownloads: number;
}

/** The role partner reports run under in production; see REPORTING_GRANTS. */
export const REPORTING_ROLE = "vitaal_reporting";

/**
 * SELECT on exactly the columns the usage report reads, for `role`. Nothing on users (names,
 * addresses), vitascans, vitascan_consents, coach_notes, appointments.topic or
 * appointments.cancel_reason; the REVOKEs say so again in case someone granted more by hand.
 * Idempotent (the role is created when missing, GRANT and REVOKE may repeat). Roles belong to the
 * server and grants to a database: run it in every database the report reads.
 */
export function reportingGrantStatements(role: string = REPORTING_ROLE): string[] {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`Not a plain role name: ${role}`);
  return [
    // Created once per server (two databases migrating at the same moment may race for it), and
    // granted to the account that runs the app, so that it can SET ROLE for a report. A superuser
    // is a member of every role already; an operator may create the role and grant it beforehand.
    `DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN
    BEGIN CREATE ROLE ${role} NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
  END IF;
  IF NOT pg_has_role(current_user, '${role}', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', '${role}', current_user); END IF;
END $$;`,
    `GRANT USAGE ON SCHEMA public TO ${role};`,
    `GRANT SELECT (id, coaching_allowance) ON partners TO ${role};`,
    `GRANT SELECT (partner_id, user_id, role, joined_at) ON partner_memberships TO ${role};`,
    `GRANT SELECT (member_id, status, late, starts_at) ON appointments TO ${role};`,
    `GRANT SELECT (id, slug, title_nl, title_en) ON events TO ${role};`,
    `GRANT SELECT (id, event_id, slug, starts_at) ON event_sessions TO ${role};`,
    `GRANT SELECT (session_id, user_id, status, attended_at) ON event_registrations TO ${role};`,
    `GRANT SELECT (id, slug, title_nl, title_en, starts_at) ON webinars TO ${role};`,
    `GRANT SELECT (webinar_id, user_id) ON webinar_registrations TO ${role};`,
    `GRANT SELECT (user_id, downloaded_at) ON ebook_downloads TO ${role};`,
    // Satisfaction: the score, the recommendation and when; never the comment or the coach.
    `GRANT SELECT (member_id, rating, recommend, created_at) ON session_ratings TO ${role};`,
    `REVOKE ALL ON users, vitascans, vitascan_consents, coach_notes FROM ${role};`,
    `REVOKE ALL (topic, cancel_reason) ON appointments FROM ${role};`,
    `REVOKE ALL (comment, coach_id, appointment_id) ON session_ratings FROM ${role};`,
    `REVOKE ALL ON safety_concerns, session_summaries, goals, goal_steps, goal_check_ins FROM ${role};`,
  ];
}

/**
 * The grants for the production role as SQL text, statements separated by Drizzle's breakpoint
 * (a comment to plain SQL), ready for a custom migration (`drizzle-kit generate --custom`).
 */
export const REPORTING_GRANTS = reportingGrantStatements(REPORTING_ROLE).join("\n--> statement-breakpoint\n");

type Reader = Pick<Database, "select">;

const count = (condition?: SQL) =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;
const people = (column: SQLWrapper, condition?: SQL) =>
  condition
    ? sql<number>`(count(distinct ${column}) filter (where ${condition}))::int`
    : sql<number>`count(distinct ${column})::int`;
const within = (column: AnyColumn, period: Period) => and(gte(column, period.from), lt(column, period.until));
const monthOf = (column: SQLWrapper) => sql`to_char(${column} at time zone '${sql.raw(REPORT_TIME_ZONE)}', 'YYYY-MM')`;

/** Joins a table's user column to the partner's current members (one row each: a membership is unique). */
const memberOf = (partnerId: string, userColumn: AnyColumn) =>
  and(
    eq(partnerMemberships.userId, userColumn),
    eq(partnerMemberships.partnerId, partnerId),
    eq(partnerMemberships.role, "member"),
  );

/**
 * The usage of a partner's program in `period`, as plain counts. One query per section, run one
 * after another: inside a transaction there is one connection, and its queries go one at a time.
 */
export async function usageReport(db: Reader, partnerId: string, period: Period, now: Date): Promise<UsageReport> {
  const members = await membersSection(db, partnerId, period);
  const coaching = await coachingSection(db, partnerId, period);
  const eventsUsage = await eventsSection(db, partnerId, period);
  const webinarsUsage = await webinarsSection(db, partnerId, period);
  const ebook = await ebookSection(db, partnerId, period);
  const activity = await activitySection(db, partnerId, period);
  return {
    partnerId,
    period,
    generatedAt: now,
    members: { total: members.total, joined: members.joined, active: activity.active },
    coaching: {
      booked: coaching.booked,
      held: coaching.held,
      noShow: coaching.noShow,
      cancelledLate: coaching.cancelledLate,
      cancelledInTime: coaching.cancelledInTime,
      open: coaching.open,
      people: coaching.people,
      peopleBehind: {
        booked: coaching.bookedPeople,
        held: coaching.heldPeople,
        noShow: coaching.noShowPeople,
        cancelledLate: coaching.cancelledLatePeople,
        cancelledInTime: coaching.cancelledInTimePeople,
        open: coaching.openPeople,
        used: coaching.people,
      },
    },
    allowance: {
      perMember: members.perMember,
      members: members.total,
      total: members.perMember * members.total,
      used: coaching.used,
    },
    events: eventsUsage,
    webinars: webinarsUsage,
    ebook,
    trends: activity.trends,
  };
}

async function membersSection(db: Reader, partnerId: string, period: Period) {
  // From the partner, so a partner without members still gives its allowance and zeros.
  const [row] = await db
    .select({
      perMember: partners.coachingAllowance,
      total: count(sql`${partnerMemberships.joinedAt} < ${period.until.toISOString()}::timestamptz`),
      joined: count(
        sql`${partnerMemberships.joinedAt} >= ${period.from.toISOString()}::timestamptz and ${partnerMemberships.joinedAt} < ${period.until.toISOString()}::timestamptz`,
      ),
    })
    .from(partners)
    .leftJoin(
      partnerMemberships,
      and(eq(partnerMemberships.partnerId, partners.id), eq(partnerMemberships.role, "member")),
    )
    .where(eq(partners.id, partnerId))
    .groupBy(partners.id, partners.coachingAllowance);
  return row ?? { perMember: 0, total: 0, joined: 0 };
}

async function coachingSection(db: Reader, partnerId: string, period: Period) {
  const [row] = await db
    .select({
      booked: count(),
      held: count(sql`${appointments.status} = 'completed'`),
      noShow: count(sql`${appointments.status} = 'no_show'`),
      cancelledLate: count(sql`${appointments.status} = 'cancelled' and ${appointments.late}`),
      cancelledInTime: count(sql`${appointments.status} = 'cancelled' and not ${appointments.late}`),
      open: count(sql`${appointments.status} = 'confirmed'`),
      used: count(usesAllowance),
      people: people(appointments.memberId, usesAllowance),
      bookedPeople: people(appointments.memberId),
      heldPeople: people(appointments.memberId, sql`${appointments.status} = 'completed'`),
      noShowPeople: people(appointments.memberId, sql`${appointments.status} = 'no_show'`),
      cancelledLatePeople: people(
        appointments.memberId,
        sql`${appointments.status} = 'cancelled' and ${appointments.late}`,
      ),
      cancelledInTimePeople: people(
        appointments.memberId,
        sql`${appointments.status} = 'cancelled' and not ${appointments.late}`,
      ),
      openPeople: people(appointments.memberId, sql`${appointments.status} = 'confirmed'`),
    })
    .from(appointments)
    .innerJoin(partnerMemberships, memberOf(partnerId, appointments.memberId))
    .where(within(appointments.startsAt, period));
  return (
    row ?? {
      booked: 0,
      held: 0,
      noShow: 0,
      cancelledLate: 0,
      cancelledInTime: 0,
      open: 0,
      used: 0,
      people: 0,
      bookedPeople: 0,
      heldPeople: 0,
      noShowPeople: 0,
      cancelledLatePeople: 0,
      cancelledInTimePeople: 0,
      openPeople: 0,
    }
  );
}

async function eventsSection(db: Reader, partnerId: string, period: Period): Promise<UsageReport["events"]> {
  // Rows per session, per event and for the period (grouping sets), so "people" is distinct at
  // each level rather than a sum of sessions.
  const rows = await db
    .select({
      eventId: events.id,
      eventSlug: events.slug,
      titleNl: events.titleNl,
      titleEn: events.titleEn,
      sessionId: eventSessions.id,
      sessionSlug: eventSessions.slug,
      startsAt: eventSessions.startsAt,
      registered: count(sql`${eventRegistrations.status} = 'registered'`),
      waitlisted: count(sql`${eventRegistrations.status} = 'waitlisted'`),
      cancelled: count(sql`${eventRegistrations.status} = 'cancelled'`),
      attended: count(sql`${eventRegistrations.attendedAt} is not null`),
      people: people(eventRegistrations.userId, sql`${eventRegistrations.status} = 'registered'`),
      waitlistedPeople: people(eventRegistrations.userId, sql`${eventRegistrations.status} = 'waitlisted'`),
      attendedPeople: people(eventRegistrations.userId, sql`${eventRegistrations.attendedAt} is not null`),
    })
    .from(eventRegistrations)
    .innerJoin(partnerMemberships, memberOf(partnerId, eventRegistrations.userId))
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(within(eventSessions.startsAt, period))
    .groupBy(
      sql`grouping sets ((${events.id}, ${events.slug}, ${events.titleNl}, ${events.titleEn}, ${eventSessions.id}, ${eventSessions.slug}, ${eventSessions.startsAt}), (${events.id}, ${events.slug}, ${events.titleNl}, ${events.titleEn}), ())`,
    )
    .orderBy(sql`${events.slug} nulls first`, sql`${eventSessions.startsAt} nulls first`, eventSessions.slug);
  const counts = (row: (typeof rows)[number]): RegistrationCounts => ({
    registered: row.registered,
    waitlisted: row.waitlisted,
    cancelled: row.cancelled,
    attended: row.attended,
    people: row.people,
    peopleBehind: { registered: row.people, waitlisted: row.waitlistedPeople, attended: row.attendedPeople },
  });
  const total = rows.find((row) => row.eventId === null);
  const byEvent: EventUsage[] = [];
  for (const row of rows) {
    if (row.eventId === null) continue;
    if (row.sessionId === null) {
      byEvent.push({
        eventId: row.eventId,
        slug: row.eventSlug,
        titleNl: row.titleNl,
        titleEn: row.titleEn,
        ...counts(row),
        sessions: [],
      });
      continue;
    }
    byEvent
      .find((event) => event.eventId === row.eventId)
      ?.sessions.push({
        sessionId: row.sessionId,
        slug: row.sessionSlug,
        startsAt: new Date(row.startsAt),
        ...counts(row),
      });
  }
  return {
    registered: total?.registered ?? 0,
    waitlisted: total?.waitlisted ?? 0,
    cancelled: total?.cancelled ?? 0,
    attended: total?.attended ?? 0,
    people: total?.people ?? 0,
    peopleBehind: {
      registered: total?.people ?? 0,
      waitlisted: total?.waitlistedPeople ?? 0,
      attended: total?.attendedPeople ?? 0,
    },
    byEvent,
  };
}

async function webinarsSection(db: Reader, partnerId: string, period: Period): Promise<UsageReport["webinars"]> {
  const rows = await db
    .select({
      webinarId: webinars.id,
      slug: webinars.slug,
      titleNl: webinars.titleNl,
      titleEn: webinars.titleEn,
      startsAt: webinars.startsAt,
      registrations: count(),
      people: people(webinarRegistrations.userId),
    })
    .from(webinarRegistrations)
    .innerJoin(partnerMemberships, memberOf(partnerId, webinarRegistrations.userId))
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(within(webinars.startsAt, period))
    .groupBy(
      sql`grouping sets ((${webinars.id}, ${webinars.slug}, ${webinars.titleNl}, ${webinars.titleEn}, ${webinars.startsAt}), ())`,
    )
    .orderBy(sql`${webinars.startsAt} nulls first`, webinars.slug);
  const total = rows.find((row) => row.webinarId === null);
  return {
    registrations: total?.registrations ?? 0,
    people: total?.people ?? 0,
    attendance: "not-recorded",
    byWebinar: rows
      .filter((row) => row.webinarId !== null)
      .map((row) => ({
        webinarId: row.webinarId,
        slug: row.slug,
        titleNl: row.titleNl,
        titleEn: row.titleEn,
        startsAt: new Date(row.startsAt),
        registrations: row.registrations,
      })),
  };
}

async function ebookSection(db: Reader, partnerId: string, period: Period) {
  // Downloads through a visitor's link (lead_id, no user) are nobody's program: not counted.
  const [row] = await db
    .select({ downloads: count(), people: people(ebookDownloads.userId) })
    .from(ebookDownloads)
    .innerJoin(partnerMemberships, memberOf(partnerId, ebookDownloads.userId))
    .where(within(ebookDownloads.downloadedAt, period));
  return row ?? { downloads: 0, people: 0 };
}

/**
 * Everything members did, one row per thing (never returned), counted per month and kind, per
 * month, and for the whole period (grouping sets): "active" is a distinct count over all kinds.
 */
async function activitySection(db: Reader, partnerId: string, period: Period) {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const until = sql`${period.until.toISOString()}::timestamptz`;
  const member = sql`${partnerMemberships.partnerId} = ${partnerId} and ${partnerMemberships.role} = 'member'`;
  const activity = sql`(
    select 'joined' as kind, ${partnerMemberships.userId} as user_id, ${partnerMemberships.joinedAt} as at, false as uses, false as held
      from ${partnerMemberships}
      where ${member} and ${partnerMemberships.joinedAt} >= ${from} and ${partnerMemberships.joinedAt} < ${until}
    union all
    select 'coaching', ${appointments.memberId}, ${appointments.startsAt}, ${usesAllowance}, ${appointments.status} = 'completed'
      from ${appointments} join ${partnerMemberships} on ${partnerMemberships.userId} = ${appointments.memberId}
      where ${member} and ${appointments.startsAt} >= ${from} and ${appointments.startsAt} < ${until}
    union all
    select 'event', ${eventRegistrations.userId}, ${eventSessions.startsAt}, true, false
      from ${eventRegistrations}
      join ${eventSessions} on ${eventSessions.id} = ${eventRegistrations.sessionId}
      join ${partnerMemberships} on ${partnerMemberships.userId} = ${eventRegistrations.userId}
      where ${member} and ${eventRegistrations.status} = 'registered'
        and ${eventSessions.startsAt} >= ${from} and ${eventSessions.startsAt} < ${until}
    union all
    select 'webinar', ${webinarRegistrations.userId}, ${webinars.startsAt}, true, false
      from ${webinarRegistrations}
      join ${webinars} on ${webinars.id} = ${webinarRegistrations.webinarId}
      join ${partnerMemberships} on ${partnerMemberships.userId} = ${webinarRegistrations.userId}
      where ${member} and ${webinars.startsAt} >= ${from} and ${webinars.startsAt} < ${until}
    union all
    select 'ebook', ${ebookDownloads.userId}, ${ebookDownloads.downloadedAt}, true, false
      from ${ebookDownloads} join ${partnerMemberships} on ${partnerMemberships.userId} = ${ebookDownloads.userId}
      where ${member} and ${ebookDownloads.downloadedAt} >= ${from} and ${ebookDownloads.downloadedAt} < ${until}
  ) as activity`;
  const month = monthOf(sql`activity.at`);
  const rows = await db
    .select({
      month: sql<string | null>`${month}`,
      kind: sql<string | null>`activity.kind`,
      things: sql<number>`count(*)::int`,
      held: sql<number>`(count(*) filter (where activity.held))::int`,
      people: sql<number>`count(distinct activity.user_id)::int`,
      heldPeople: sql<number>`(count(distinct activity.user_id) filter (where activity.held))::int`,
      active: sql<number>`(count(distinct activity.user_id) filter (where activity.uses))::int`,
    })
    .from(activity)
    .groupBy(sql`grouping sets ((${month}, activity.kind), (${month}), ())`);
  const trends: MonthUsage[] = monthsOf(period).map((key) => {
    const of = (kind: string) => rows.find((row) => row.month === key && row.kind === kind);
    return {
      month: key,
      joined: of("joined")?.things ?? 0,
      active: rows.find((row) => row.month === key && row.kind === null)?.active ?? 0,
      coachingBooked: of("coaching")?.things ?? 0,
      coachingHeld: of("coaching")?.held ?? 0,
      eventRegistrations: of("event")?.things ?? 0,
      webinarRegistrations: of("webinar")?.things ?? 0,
      ebookDownloads: of("ebook")?.things ?? 0,
      peopleBehind: {
        coachingBooked: of("coaching")?.people ?? 0,
        coachingHeld: of("coaching")?.heldPeople ?? 0,
        eventRegistrations: of("event")?.people ?? 0,
        webinarRegistrations: of("webinar")?.people ?? 0,
        ebookDownloads: of("ebook")?.people ?? 0,
      },
    };
  });
  const active = rows.find((row) => row.month === null && row.kind === null)?.active ?? 0;
  return { active, trends };
}
