import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { calendarBusy } from "~/db/schema/calendar";
import { caldavBusy, caldavCalendars } from "~/db/schema/scheduling";

// Reading the busy time the calendar syncs keep: the iCal subscriptions (`calendar-sync.server.ts`)
// and the CalDAV calendars a coach chose to block times (`features/caldav/sync.server.ts`). A
// module of its own so availability reads it without depending on the syncs, whose writes empty
// the coach views that availability fills: they would otherwise import each other.

/** Busy time of the coaches' own calendars overlapping [from, to), in start order. */
export async function listBusyIntervals(
  db: Pick<Database, "select">,
  coachIds: string[],
  from: Date,
  to: Date,
): Promise<{ coachId: string; start: Date; end: Date }[]> {
  if (coachIds.length === 0) return [];
  const [subscribed, caldav] = await Promise.all([
    db
      .select({ coachId: calendarBusy.coachId, start: calendarBusy.startsAt, end: calendarBusy.endsAt })
      .from(calendarBusy)
      .where(
        and(inArray(calendarBusy.coachId, coachIds), gt(calendarBusy.endsAt, from), lt(calendarBusy.startsAt, to)),
      ),
    // Only calendars still chosen to block times; the events Vitaal wrote were never stored here.
    db
      .select({ coachId: caldavBusy.coachId, start: caldavBusy.startsAt, end: caldavBusy.endsAt })
      .from(caldavBusy)
      .innerJoin(
        caldavCalendars,
        and(eq(caldavCalendars.id, caldavBusy.calendarId), eq(caldavCalendars.readBusy, true)),
      )
      .where(and(inArray(caldavBusy.coachId, coachIds), gt(caldavBusy.endsAt, from), lt(caldavBusy.startsAt, to))),
  ]);
  return [...subscribed, ...caldav]
    .map((row) => ({ coachId: row.coachId, start: new Date(row.start), end: new Date(row.end) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
