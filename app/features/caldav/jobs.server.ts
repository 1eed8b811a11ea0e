import type { Database } from "~/db/connection.server";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";

/**
 * Queues the write of an appointment's current state (booked, moved or cancelled) to its coach's
 * CalDAV calendar, keyed by the appointment and its invite sequence: a change is written once,
 * whoever queues it. Called inside the transaction of the change (`queueAppointmentMails`).
 */
export async function queueCaldavWrite(
  db: JobExecutor,
  appointmentId: string,
  sequence: number,
  now: Date,
): Promise<void> {
  await enqueueJob(db, {
    name: "caldav-write",
    key: `caldav-write:${appointmentId}:${sequence}`,
    runAt: now,
    payload: { appointmentId, sequence },
  });
}

/** The CalDAV jobs: write an appointment, sync one account's busy times, the sweep that finds stale accounts. */
export function caldavJobHandlers(_getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {};
}
