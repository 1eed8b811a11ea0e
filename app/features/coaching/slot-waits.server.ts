import type { Database } from "~/db/connection.server";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";

/**
 * A coach's time may have freed up (an appointment was cancelled or moved): queues the job that
 * offers free times to the members waiting for that coach, in the order they asked. Keyed by the
 * change, so it runs once per change.
 */
export async function queueFreedTimeOffers(
  db: JobExecutor,
  input: { coachId: string; appointmentId: string; sequence: number },
  now: Date,
): Promise<void> {
  await enqueueJob(db, {
    name: "slot-wait-offers",
    key: `slot-wait-offers:${input.appointmentId}:${input.sequence}`,
    runAt: now,
    payload: { coachId: input.coachId },
  });
}

export function slotWaitJobHandlers(_getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {};
}
