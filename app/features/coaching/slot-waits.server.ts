import { sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { slotWaits } from "~/db/schema/scheduling";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";
import { offerFreedTimes } from "./slot-offer-job.server";

// The waitlist's hooks into the rest: the job queued when a coach's time may have freed up, and
// its handler. Asking to wait is in `slot-wait-members.server.ts`, the offers' job in
// `slot-offer-job.server.ts`, confirming an offer in `slot-offers.server.ts`.

/**
 * A coach's time may have freed up (an appointment was cancelled or moved): queues the job that
 * offers free times to the members waiting for that coach, in the order they asked, but only when
 * somebody waits for that coach (one look-up on the partial index of open waits). Keyed by the
 * change, so it runs once per change.
 */
export async function queueFreedTimeOffers(
  db: JobExecutor,
  input: { coachId: string; appointmentId: string; sequence: number },
  now: Date,
): Promise<void> {
  const result = (await db.execute(
    sql`select 1 from ${slotWaits} where ${slotWaits.coachId} = ${input.coachId} and ${slotWaits.status} = 'waiting' limit 1`,
  )) as unknown as { rows: unknown[] };
  if (result.rows.length === 0) return;
  await enqueueJob(db, {
    name: "slot-wait-offers",
    key: `slot-wait-offers:${input.appointmentId}:${input.sequence}`,
    runAt: now,
    payload: { coachId: input.coachId },
  });
}

export function slotWaitJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "slot-wait-offers": async (payload, now) => {
      await offerFreedTimes(await getDatabase(), String(payload.coachId), now);
    },
  };
}
