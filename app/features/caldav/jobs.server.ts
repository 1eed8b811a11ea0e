import { and, eq, exists, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments } from "~/db/schema/coaching";
import { caldavAccounts, caldavCalendars, caldavWrites } from "~/db/schema/scheduling";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";
import { isUuid } from "~/utils/ids";
import { CALDAV_SYNC_MINUTES } from "./caldav.schema";
import { syncAccount } from "./sync.server";
import { writeAppointment } from "./write.server";

/**
 * Queues the write of an appointment's current state (booked, moved or cancelled) to its coach's
 * CalDAV calendar, keyed by the appointment and its invite sequence: a change is written once,
 * whoever queues it. Called inside the transaction of the change (`queueAppointmentMails`). Only
 * when there is something to write: the coach has chosen a calendar for appointments, or an
 * event of this appointment is still in one (to be removed). One query; nothing for coaches
 * without CalDAV.
 */
export async function queueCaldavWrite(
  db: JobExecutor,
  appointmentId: string,
  sequence: number,
  now: Date,
): Promise<void> {
  const result = (await db.execute(sql`
    select 1 as "due" from ${appointments}
    join ${caldavAccounts} on ${caldavAccounts.coachId} = ${appointments.coachId}
    where ${appointments.id} = ${appointmentId}
      and (${caldavAccounts.writeCalendarUrl} is not null
        or exists (select 1 from ${caldavWrites} where ${caldavWrites.appointmentId} = ${appointments.id}
          and ${caldavWrites.removedAt} is null))`)) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) return;
  await enqueueJob(db, {
    name: "caldav-write",
    key: `caldav-write:${appointmentId}:${sequence}`,
    runAt: now,
    payload: { appointmentId, sequence },
  });
}

/**
 * Queues a sync for every account with a busy calendar not tried in the last five minutes, once
 * per attempt (the key names it). An account the server refused (401) waits for the coach: a
 * new password or "sync now" on the page. How many were queued.
 */
export async function queueDueAccounts(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: caldavAccounts.id, lastAttemptAt: caldavAccounts.lastAttemptAt })
    .from(caldavAccounts)
    .where(
      and(
        or(
          isNull(caldavAccounts.lastAttemptAt),
          lte(caldavAccounts.lastAttemptAt, new Date(now.getTime() - CALDAV_SYNC_MINUTES * 60_000)),
        ),
        or(isNull(caldavAccounts.lastError), ne(caldavAccounts.lastError, "unauthorized")),
        exists(
          db
            .select({ id: caldavCalendars.id })
            .from(caldavCalendars)
            .where(and(eq(caldavCalendars.accountId, caldavAccounts.id), eq(caldavCalendars.readBusy, true))),
        ),
      ),
    )
    .orderBy(sql`${caldavAccounts.lastAttemptAt} asc nulls first`);
  let queued = 0;
  for (const { id, lastAttemptAt } of due) {
    const key = `caldav-sync:${id}:${lastAttemptAt?.toISOString() ?? "never"}`;
    if (await enqueueJob(db, { name: "caldav-sync", key, runAt: now, payload: { accountId: id } })) queued++;
  }
  return queued;
}

/** A failure worth another attempt: the queue retries the job with back-off. */
class CaldavRetry extends Error {
  constructor(code: string) {
    super(`caldav: ${code}, to be tried again`);
    this.name = "CaldavRetry";
  }
}

/** The CalDAV jobs: write an appointment, sync one account's busy times, the sweep that finds stale accounts. */
export function caldavJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "caldav-write": async (payload, now) => {
      const id = String(payload.appointmentId ?? "");
      if (!isUuid(id)) return;
      const outcome = await writeAppointment(await getDatabase(), id, now);
      // A refusal (401, a calendar that is gone) waits for the coach; the page says what to do.
      if (!outcome.ok && outcome.transient) throw new CaldavRetry(outcome.error);
    },
    "caldav-sync": async (payload, now) => {
      const id = String(payload.accountId ?? "");
      if (!isUuid(id)) return;
      const outcome = await syncAccount(await getDatabase(), id, now);
      if (outcome && !outcome.ok && outcome.transient) throw new CaldavRetry(outcome.error);
    },
    "caldav-sweep": async (_payload, now) => {
      await queueDueAccounts(await getDatabase(), now);
    },
  };
}
