import { and, asc, eq, gt, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { eventSessions, events } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import { visibleWhere } from "~/features/partners/visibility.server";
import { type SessionSummary, summarise, takenBySession } from "./events.server";

// The events list, a page of sessions at a time. Every query here reads a bounded number of rows
// through an index, whatever the size of the catalogue: the page's sessions in time order
// (`event_sessions_starts_idx`), the places taken of those sessions only, and the months that have
// sessions one index probe per month. Months are on the Amsterdam calendar, where events take place.

/** Sessions on one page of the list. */
export const EVENTS_PAGE_SIZE = 20;

const ZONE = "Europe/Amsterdam";

export interface EventListFilters {
  kind: string | null;
  /** "YYYY-MM", already checked (`parseMonth`). */
  month: string | null;
  /** Only this partner's own events (its program page). */
  partnerId?: string;
}

/** Where a page starts: after this session, in (start, id) order. */
export interface SessionCursor {
  id: string;
  startsAt: Date;
}

/** The session a "more" link names, by its slug; null when there is no such session. */
export async function sessionCursor(db: Database, slug: string): Promise<SessionCursor | null> {
  const [row] = await db
    .select({ id: eventSessions.id, startsAt: eventSessions.startsAt })
    .from(eventSessions)
    .where(eq(eventSessions.slug, slug));
  return row ?? null;
}

/** The month's first instant in Amsterdam, and the next month's. */
const monthStart = (month: string) => sql`((${`${month}-01`})::timestamp at time zone ${ZONE})`;
const monthEnd = (month: string) => sql`(((${`${month}-01`})::timestamp + interval '1 month') at time zone ${ZONE})`;

function audience(partnerIds: string[], kind: string | null): SQL {
  return and(visibleWhere(events, partnerIds), kind ? eq(events.kind, kind) : undefined) as SQL;
}

export interface EventPageEntry {
  event: typeof events.$inferSelect;
  partnerName: string | null;
  /** The event's sessions on this page, soonest first. */
  sessions: SessionSummary[];
}

/**
 * One page of upcoming sessions the viewer may see (of a kind and a month, when chosen), after
 * `after` when given, grouped by event in the order of their first session on the page; and the
 * last session's slug when more follow (the "more" link continues from it, so no session is shown
 * twice or skipped, even when sessions are added or start between two pages).
 */
export async function listEventPage(
  db: Database,
  partnerIds: string[],
  filters: EventListFilters,
  after: SessionCursor | null,
  now: Date,
  size = EVENTS_PAGE_SIZE,
) {
  const rows = await db
    .select({ event: events, session: eventSessions, partnerName: partners.name })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .leftJoin(partners, eq(partners.id, events.partnerId))
    .where(
      and(
        gte(eventSessions.startsAt, now),
        filters.month ? sql`${eventSessions.startsAt} >= ${monthStart(filters.month)}` : undefined,
        filters.month ? sql`${eventSessions.startsAt} < ${monthEnd(filters.month)}` : undefined,
        // The plain bound lets the index start at the cursor; the pair breaks ties between equal starts.
        after ? gte(eventSessions.startsAt, after.startsAt) : undefined,
        after
          ? sql`(${eventSessions.startsAt}, ${eventSessions.id}) > (${after.startsAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
        audience(partnerIds, filters.kind),
        filters.partnerId ? eq(events.partnerId, filters.partnerId) : undefined,
      ),
    )
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.id))
    .limit(size + 1);
  const shown = rows.slice(0, size);
  const taken = await takenBySession(
    db,
    shown.map((row) => row.session.id),
  );
  const byEvent = new Map<string, EventPageEntry>();
  for (const row of shown) {
    const entry = byEvent.get(row.event.id) ?? { event: row.event, partnerName: row.partnerName, sessions: [] };
    entry.sessions.push(summarise(row.session, taken.get(row.session.id)));
    byEvent.set(row.event.id, entry);
  }
  const last = shown.at(-1);
  return { events: [...byEvent.values()], next: rows.length > size && last ? last.session.slug : null };
}

/**
 * The months ("YYYY-MM") with an upcoming session the viewer may see, for the month filter: a
 * loose index scan, one probe of `event_sessions_starts_idx` per month (the first visible session
 * from the start of the month after the last one found), never a pass over every session.
 */
export async function upcomingMonths(
  db: Database,
  partnerIds: string[],
  kind: string | null,
  now: Date,
): Promise<string[]> {
  const firstMonthFrom = (from: SQL) => sql`(
    select date_trunc('month', ${eventSessions.startsAt} at time zone ${ZONE})
    from ${eventSessions} inner join ${events} on ${events.id} = ${eventSessions.eventId}
    where ${eventSessions.startsAt} >= ${from} and ${audience(partnerIds, kind)}
    order by ${eventSessions.startsAt} limit 1)`;
  const result = (await db.execute(sql`
    with recursive months(m) as (
      select ${firstMonthFrom(sql`${now.toISOString()}::timestamptz`)}
      union all
      select ${firstMonthFrom(sql`((months.m + interval '1 month') at time zone ${ZONE})`)}
      from months where months.m is not null
    )
    select to_char(m, 'YYYY-MM') as month from months where m is not null`)) as unknown as {
    rows: { month: string }[];
  };
  return result.rows.map((row) => row.month);
}

/**
 * Upcoming events to suggest from a scan: the events of the next `limit` sessions that still take
 * registrations, each with those sessions, and only the columns the suggestions read (no bodies,
 * no places).
 */
export async function suggestableEvents(db: Database, partnerIds: string[], now: Date, limit = 200) {
  const rows = await db
    .select({
      event: {
        id: events.id,
        slug: events.slug,
        kind: events.kind,
        partnerId: events.partnerId,
        titleNl: events.titleNl,
        titleEn: events.titleEn,
        summaryNl: events.summaryNl,
        summaryEn: events.summaryEn,
      },
      session: {
        slug: eventSessions.slug,
        titleNl: eventSessions.titleNl,
        titleEn: eventSessions.titleEn,
        startsAt: eventSessions.startsAt,
        registrationDeadline: eventSessions.registrationDeadline,
        online: sql<boolean>`${eventSessions.onlineUrl} is not null`,
      },
    })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(
      and(
        gt(eventSessions.startsAt, now),
        gt(eventSessions.registrationDeadline, now),
        sql`${eventSessions.cancelledAt} is null`,
        visibleWhere(events, partnerIds),
      ),
    )
    .orderBy(asc(eventSessions.startsAt))
    .limit(limit);
  const byEvent = new Map<
    string,
    { event: (typeof rows)[number]["event"]; sessions: (typeof rows)[number]["session"][] }
  >();
  for (const row of rows) {
    const entry = byEvent.get(row.event.id) ?? { event: row.event, sessions: [] };
    entry.sessions.push(row.session);
    byEvent.set(row.event.id, entry);
  }
  return { events: [...byEvent.values()] };
}
