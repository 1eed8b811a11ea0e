import { sql } from "drizzle-orm";
import { getConnection, getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { accountChangeJobHandlers } from "~/features/accounts/account-changes.server";
import { caldavJobHandlers } from "~/features/caldav/jobs.server";
import { absenceJobHandlers } from "~/features/calls/absence.server";
import { calendarJobHandlers } from "~/features/coaching/calendar-sync.server";
import { nextFreeJobHandlers } from "~/features/coaching/next-free.server";
import { appointmentJobHandlers } from "~/features/coaching/notifications.server";
import { slotWaitJobHandlers } from "~/features/coaching/slot-waits.server";
import { sendQueuedMail } from "~/features/email/queue.server";
import { eventJobHandlers } from "~/features/events/notifications.server";
import { ratingRequestJobHandlers } from "~/features/feedback/rating-mail.server";
import { retentionJobHandlers } from "~/features/messages/retention.server";
import { reportJobHandlers } from "~/features/reports/partner-report.server";
import { vitascanJobHandlers } from "~/features/vitascan/vitascan.server";
import { webinarJobHandlers } from "~/features/webinars/webinars.server";
import { logger } from "~/utils/logger.server";
import { JOB_NAMES, JOB_SCHEDULES } from "./names";
import { currentJobQueue, type JobHandler, type JobQueue, openJobQueue, setJobQueue } from "./queue.server";

/** Every kind of job the app knows, by name. */
export const jobHandlers: Record<string, JobHandler> = {
  mail: sendQueuedMail,
  ...appointmentJobHandlers(getDb),
  ...vitascanJobHandlers(getDb),
  ...eventJobHandlers(getDb),
  ...webinarJobHandlers(getDb),
  ...calendarJobHandlers(getDb),
  ...accountChangeJobHandlers(getDb),
  ...reportJobHandlers(getDb),
  ...retentionJobHandlers(getDb),
  ...ratingRequestJobHandlers(getDb),
  ...caldavJobHandlers(getDb),
  ...slotWaitJobHandlers(getDb),
  ...absenceJobHandlers(getDb),
  ...nextFreeJobHandlers(getDb),
  "adopt-legacy-jobs": async (_payload, now) => {
    const queue = currentJobQueue();
    const adopted = await adoptLegacyJobs(await getDb(), queue, now);
    if (adopted > 0) logger.info({ adopted }, "unfinished jobs of the old job table moved into the queue");
  },
};

/**
 * The queues a request fills (mail of a booking, a registration, a change): what `kickJobs` runs at
 * once. Periodic work (the sweeps) is left to the workers, so a request never pays for it.
 */
const requestJobHandlers: Record<string, JobHandler> = Object.fromEntries(
  Object.entries(jobHandlers).filter(([name]) => !(name in JOB_SCHEDULES)),
);

/**
 * Opens the process's job queue and makes it the one `enqueueJob` uses (before anything is queued:
 * the demo seed queues mail). `work` starts this instance's workers, polling every
 * `pollingIntervalSeconds`; a process that only queues (a script) leaves them off.
 */
export async function startJobs(options: { work: boolean; pollingIntervalSeconds: number }) {
  const connection = await getConnection();
  const queue = await openJobQueue(connection, { names: [...JOB_NAMES] });
  setJobQueue(queue);
  const adopted = await connection.exclusive(() => adoptLegacyJobs(connection.db, queue, new Date()));
  if (adopted > 0) logger.info({ adopted }, "unfinished jobs of the old job table moved into the queue");
  if (options.work) {
    await queue.work(jobHandlers, options.pollingIntervalSeconds);
    for (const [name, cron] of Object.entries(JOB_SCHEDULES)) await queue.schedule(name, cron);
    // Coaches' next free times are swept at start too, not only at the next cron minute: rows
    // missing after an upgrade or a restore are filled before "available within 7 days" is asked.
    const now = new Date();
    await queue.send(connection.db, {
      name: "coach-next-free-sweep",
      key: `coach-next-free-sweep:start:${now.toISOString()}`,
      runAt: now,
      payload: {},
    });
  }
  return {
    stop: async () => {
      setJobQueue(undefined);
      await queue.stop();
    },
  };
}

/**
 * Moves the unfinished jobs of the table-backed runner that came before the queue (the table
 * `jobs`, kept by migration 0016) into the queue, with their names, keys and times. Instances of the
 * previous version may still be running during a rolling upgrade and queue into that table, so this
 * runs at every start and every ten minutes; a job such an instance is running (its lease not run
 * out) is left to it. Returns how many it moved.
 */
export async function adoptLegacyJobs(db: Database, queue: JobQueue, now: Date): Promise<number> {
  const found = (await db.execute(sql`select to_regclass('public.jobs') is not null as "present"`)) as unknown as {
    rows: { present: boolean }[];
  };
  if (!found.rows[0]?.present) return 0;
  return db.transaction(async (tx) => {
    const left = (await tx.execute(sql`
      delete from jobs where id in (
        select id from jobs
        where done_at is null and attempts < 5 and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        for update skip locked)
      returning name, key, payload, run_at as "runAt"`)) as unknown as {
      rows: { name: string; key: string; payload: Record<string, unknown>; runAt: string | Date }[];
    };
    let moved = 0;
    for (const job of left.rows) {
      if (!(JOB_NAMES as readonly string[]).includes(job.name)) continue;
      if (await queue.send(tx, { ...job, runAt: new Date(job.runAt) })) moved++;
    }
    return moved;
  });
}

/** Runs what is due now here, without waiting for a worker's next poll (after a booking, say); never throws. */
export function kickJobs(): void {
  void Promise.resolve()
    .then(() => currentJobQueue().runDue(requestJobHandlers, new Date()))
    .catch((error) => logger.error({ err: error }, "running due jobs failed"));
}
