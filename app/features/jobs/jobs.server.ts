import { sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { jobs } from "~/db/schema/coaching";
import { logger } from "~/utils/logger.server";

/**
 * The job runner: work that must happen later (reminders, follow-up mail) is a row in `jobs`.
 * The same table and queries serve the embedded database and PostgreSQL; on PostgreSQL several
 * instances share it safely, since a job is claimed with `for update skip locked` and a lease.
 * A job is done once: its `key` stops it from being queued twice, `done_at` from running twice,
 * and a job whose instance died mid-run is taken up again when its lease has run out.
 */

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

const LEASE_MINUTES = 5;
export const MAX_ATTEMPTS = 5;

/**
 * Queues a job unless one with its key exists (done or not): queuing the same work twice, say
 * once inside a change's transaction and again by a caller that does not know, is harmless.
 * Returns whether this call queued it. Inside a transaction the job commits or rolls back with
 * the change; a concurrent transaction queuing the same key waits for it and then does nothing.
 */
export async function enqueueJob(
  db: Pick<Database, "insert">,
  job: { name: string; key: string; runAt: Date; payload: Record<string, unknown> },
): Promise<boolean> {
  const queued = await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.key }).returning({ id: jobs.id });
  return queued.length > 0;
}

/**
 * Runs the jobs that are due at `now` and that `handlers` know (at most `limit`); returns how many
 * succeeded.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  now: Date,
  limit = 20,
): Promise<number> {
  const at = now.toISOString();
  const names = Object.keys(handlers);
  if (names.length === 0) return 0;
  const claimed = (await db.execute(sql`
    update ${jobs} set locked_until = ${at}::timestamptz + make_interval(mins => ${LEASE_MINUTES}),
      attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= ${at}::timestamptz and attempts < ${MAX_ATTEMPTS}
        and name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
        and (locked_until is null or locked_until <= ${at}::timestamptz)
      order by run_at limit ${limit}
      for update skip locked
    )
    returning id, name, payload, attempts`)) as unknown as {
    rows: { id: string; name: string; payload: Record<string, unknown>; attempts: number }[];
  };
  let succeeded = 0;
  for (const job of claimed.rows) {
    const handler = handlers[job.name];
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, now);
      await db.execute(sql`update ${jobs} set done_at = ${at}::timestamptz, last_error = null where id = ${job.id}`);
      succeeded++;
    } catch (error) {
      // Tried again after a back-off that grows with each attempt.
      const retryMinutes = 2 ** job.attempts;
      logger.warn({ err: error, job: job.name, attempts: job.attempts }, "a job failed; it will be retried");
      await db.execute(sql`
        update ${jobs} set locked_until = ${at}::timestamptz + make_interval(mins => ${retryMinutes}),
          last_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)}
        where id = ${job.id}`);
    }
  }
  return succeeded;
}

/**
 * How long a finished job stays. A mail job's payload is the rendered mail with its address, and
 * other payloads name a member, so no job is kept longer than it is useful: a done job for 7 days
 * (enough to look into a complaint about a mail or a reminder), and one that never got done (it
 * failed all its attempts, or nothing handles its name) for 30 days after it was due, to find out
 * why. A key stops a job from being queued twice only while its row lives; every key in use is tied
 * to one moment or one change (a start time, an invite's sequence, a registration's promotion), so
 * none is queued again after the purge.
 */
export const JOB_RETENTION = { doneDays: 7, unfinishedDays: 30 } as const;

export type JobRetention = { doneDays: number; unfinishedDays: number };

/** Deletes the jobs that are past their retention at `now`; returns how many. */
export async function purgeOldJobs(db: Database, now: Date, retention: JobRetention = JOB_RETENTION): Promise<number> {
  const at = now.toISOString();
  const purged = await db
    .delete(jobs)
    .where(
      sql`(${jobs.doneAt} < ${at}::timestamptz - make_interval(days => ${retention.doneDays}))
        or (${jobs.doneAt} is null and ${jobs.runAt} < ${at}::timestamptz - make_interval(days => ${retention.unfinishedDays}))`,
    )
    .returning({ id: jobs.id });
  return purged.length;
}

export interface JobRunnerOptions {
  /** How often due jobs are looked for. */
  intervalMs?: number;
  /** How often old jobs are purged (also at the first poll). */
  purgeEveryMs?: number;
  retention?: JobRetention;
  /** The runner's clock; a parameter so tests can move it. */
  clock?: () => Date;
}

/**
 * Polls for due jobs every `intervalMs` until stopped, and purges old jobs every `purgeEveryMs`;
 * one run at a time per process. Every instance purges: the delete is the same whoever runs it.
 */
export function startJobRunner(
  getDatabase: () => Promise<Database>,
  handlers: Record<string, JobHandler>,
  options: JobRunnerOptions = {},
): { stop(): void } {
  const {
    intervalMs = 30_000,
    purgeEveryMs = 3_600_000,
    retention = JOB_RETENTION,
    clock = () => new Date(),
  } = options;
  let running = false;
  let purgedAt: number | null = null;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDatabase();
      await runDueJobs(db, handlers, clock());
      const now = clock();
      if (purgedAt === null || now.getTime() - purgedAt >= purgeEveryMs) {
        purgedAt = now.getTime();
        const purged = await purgeOldJobs(db, now, retention);
        if (purged > 0) logger.info({ purged }, "old jobs purged");
      }
    } catch (error) {
      logger.error({ err: error }, "the job runner could not run");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}

/** A queue's jobs by state, for the metrics: waiting to run, retrying after a failure, or dead. */
export type JobState = "queued" | "retrying" | "dead";

/**
 * Unfinished jobs per name and state: `dead` ones failed all their attempts (or nothing handles
 * them) and wait for someone to look; done jobs are not counted.
 */
export async function jobCounts(db: Database): Promise<{ queue: string; state: JobState; count: number }[]> {
  const result = (await db.execute(sql`
    select ${jobs.name} as queue,
      case when ${jobs.attempts} >= ${MAX_ATTEMPTS} then 'dead'
           when ${jobs.attempts} > 0 then 'retrying'
           else 'queued' end as state,
      count(*)::int as count
    from ${jobs}
    where ${jobs.doneAt} is null
    group by 1, 2`)) as unknown as { rows: { queue: string; state: JobState; count: number }[] };
  return result.rows;
}
