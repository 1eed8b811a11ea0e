import { and, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { userRoles } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { partners } from "~/db/schema/partners";
import { addDays, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import { boundedCount, rowsOf } from "./counts.server";
import { failedJobCounts } from "./jobs.server";

/** The first instant of the calendar month of `now` in `timeZone`, and of the next month. */
export function monthOf(now: Date, timeZone: string): { from: Date; until: Date } {
  const today = localDateOf(now.getTime(), timeZone);
  const first = { ...today, day: 1 };
  const next = addDays({ year: first.year, month: first.month, day: 28 }, 4);
  const start = (date: typeof first) =>
    new Date(localTimeToInstant(date, 0, timeZone) ?? Date.UTC(date.year, date.month - 1, date.day));
  return { from: start(first), until: start({ ...next, day: 1 }) };
}

/**
 * The back office's figures: members, coach practices, partners (not archived), coaching sessions
 * this month (not cancelled; the month of the administrator's zone), and jobs that failed: waiting
 * to be tried again after a failure, and `gaveUp`, the dead letters (every attempt failed). Each is
 * exact up to ten thousand and an estimate beyond (`boundedCount`), so the page costs the same at
 * any size; the month is read through `appointments_starts_idx`. `db` may be a lagging replica.
 */
export async function adminOverview(db: Database, now: Date, timeZone: string) {
  const month = monthOf(now, timeZone);
  const [members, practices, partnerCount, sessions, jobs] = await Promise.all([
    boundedCount(db, rowsOf(userRoles, sql`${userRoles.role} = 'member'`), userRoles),
    boundedCount(db, rowsOf(coaches), coaches),
    boundedCount(db, rowsOf(partners, isNull(partners.archivedAt)), partners),
    boundedCount(
      db,
      rowsOf(
        appointments,
        and(
          gte(appointments.startsAt, month.from),
          lt(appointments.startsAt, month.until),
          ne(appointments.status, "cancelled"),
        ),
      ),
      appointments,
    ),
    failedJobCounts(db),
  ]);
  return {
    members,
    coaches: practices,
    partners: partnerCount,
    sessions,
    failedJobs: jobs.failed,
    gaveUp: jobs.gaveUp,
    month,
  };
}
