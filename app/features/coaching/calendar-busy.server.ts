import { and, asc, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { calendarBusy } from "~/db/schema/calendar";

// Reading the busy time the calendar sync keeps (`calendar-sync.server.ts` writes it). A module of
// its own so availability reads it without depending on the sync, whose writes empty the coach
// views that availability fills: the two would otherwise import each other.

/** Busy time of the coaches' own calendars overlapping [from, to), in start order. */
export async function listBusyIntervals(
  db: Pick<Database, "select">,
  coachIds: string[],
  from: Date,
  to: Date,
): Promise<{ coachId: string; start: Date; end: Date }[]> {
  if (coachIds.length === 0) return [];
  const rows = await db
    .select({ coachId: calendarBusy.coachId, start: calendarBusy.startsAt, end: calendarBusy.endsAt })
    .from(calendarBusy)
    .where(and(inArray(calendarBusy.coachId, coachIds), gt(calendarBusy.endsAt, from), lt(calendarBusy.startsAt, to)))
    .orderBy(asc(calendarBusy.startsAt));
  return rows.map((row) => ({ coachId: row.coachId, start: new Date(row.start), end: new Date(row.end) }));
}
