import { and, count, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { userRoles } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { partners } from "~/db/schema/partners";
import { addDays, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import { queueJobs as jobs } from "~/features/jobs/job-table.server";
import { DEAD_LETTERS, notInternalQueue } from "~/features/jobs/queue.server";

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
 * to be tried again after a failure, and `gaveUp`, the dead letters (every attempt failed).
 */
export async function adminOverview(db: Database, now: Date, timeZone: string) {
  const month = monthOf(now, timeZone);
  const one = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);
  const [members, practices, partnerCount, sessions, failed, gaveUp] = await Promise.all([
    one(db.select({ value: count() }).from(userRoles).where(sql`${userRoles.role} = 'member'`)),
    one(db.select({ value: count() }).from(coaches)),
    one(db.select({ value: count() }).from(partners).where(isNull(partners.archivedAt))),
    one(
      db
        .select({ value: count() })
        .from(appointments)
        .where(
          and(
            gte(appointments.startsAt, month.from),
            lt(appointments.startsAt, month.until),
            ne(appointments.status, "cancelled"),
          ),
        ),
    ),
    one(
      db
        .select({ value: count() })
        .from(jobs)
        .where(sql`(${jobs.state} = 'retry' and ${notInternalQueue(jobs.name)}) or ${jobs.name} = ${DEAD_LETTERS}`),
    ),
    one(db.select({ value: count() }).from(jobs).where(eq(jobs.name, DEAD_LETTERS))),
  ]);
  return { members, coaches: practices, partners: partnerCount, sessions, failedJobs: failed, gaveUp, month };
}
