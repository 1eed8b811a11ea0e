import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { type SQLWrapper, sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, type JobResult, PgBoss, type TestClock } from "pg-boss";
import type { Connection, Database } from "~/db/connection.server";
import { logger } from "~/utils/logger.server";

/**
 * The job queue: work that must happen later or must not be lost (mail, reminders, calendar syncs)
 * is a pg-boss job in the `pgboss` schema of the app's own database, on PostgreSQL and on the
 * embedded database alike. Several instances share it: a job is claimed with `for update skip
 * locked`, retried with back-off when it fails, and after its last attempt copied to the dead-letter
 * queue that `/admin/jobs` shows. See docs/decisions/020-job-queue-on-pg-boss.md.
 */

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

/** What one request queued: read when it has been answered (see `runTrackingJobs`). */
interface QueuedInRequest {
  queued: boolean;
}
const requestJobs = new AsyncLocalStorage<QueuedInRequest>();

/**
 * Handles a request so that `afterQueuing` runs once it has been answered if it queued a job: the
 * function that queues a job (a booking's mail, a waitlist's promotion) thereby has it run at once,
 * after its transaction committed, without every route remembering to ask. Outside a request (a
 * job, a script) the workers' polls run what was queued.
 */
export function runTrackingJobs(
  handle: () => void,
  answered: (listener: () => void) => void,
  afterQueuing: () => void,
) {
  const scope: QueuedInRequest = { queued: false };
  answered(() => {
    if (scope.queued) afterQueuing();
  });
  requestJobs.run(scope, handle);
}

/** Anything that runs SQL: the database or a transaction (the job then commits with the change). */
export type JobExecutor = Pick<Database, "execute">;

export interface JobSpec {
  name: string;
  /** What the job is about; queuing the same name and key twice queues one job. */
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
}

export const QUEUE_SCHEMA = "pgboss";
/** Where a job goes after its last failed attempt, to be looked at, retried or discarded. */
export const DEAD_LETTERS = "dead-letters";

/** pg-boss's own queues (its cron hands work over through one) start with this; they are not the app's. */
export const INTERNAL_QUEUE_PREFIX = "__pgboss__";

/** A condition on a job's queue name (a column or `sql.identifier`): not one of pg-boss's own queues. */
export function notInternalQueue(name: SQLWrapper) {
  return sql`left(${name}, ${INTERNAL_QUEUE_PREFIX.length}) <> ${INTERNAL_QUEUE_PREFIX}`;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * Every queue's rules. Five attempts (retried after about 2, 4, 8 and 16 minutes); a job whose
 * instance died mid-run is taken up again after two minutes; a finished job (done or failed) and a
 * dead letter are deleted after a week, so no mail body outlives it, and a job nobody ran within a
 * week after it was due is dropped as well.
 */
export const QUEUE_RULES = {
  retryLimit: 4,
  retryDelay: 2 * MINUTE,
  retryBackoff: true,
  retryDelayMax: 60 * MINUTE,
  expireInSeconds: 2 * MINUTE,
  deleteAfterSeconds: 7 * DAY,
  retentionSeconds: 7 * DAY,
} as const;

/**
 * Queues whose rules differ from `QUEUE_RULES`. A run of `report-months` closes one month of a
 * partner's report history: for a partner with tens of thousands of members that takes about a
 * minute on its own and several under load, so it is given a quarter of an hour before it counts as
 * lost (the months it stored are kept either way).
 */
export const QUEUE_RULE_OVERRIDES: Readonly<Record<string, Partial<typeof QUEUE_RULES>>> = {
  "report-months": { expireInSeconds: 15 * MINUTE },
};

/**
 * The job's id, derived from its name and key: the queue's primary key then refuses a second job for
 * the same work for as long as the first is kept (waiting, running, done or failed), whoever queues it
 * and in whichever transaction. Every key in use names one moment or one change (a start time, an
 * invitation, a registration's promotion), so nothing is queued again once a job has been deleted.
 */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  // A version 8 (custom) UUID with the RFC 9562 variant.
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueueOptions {
  /** The queues the app works; each is created (or updated) when the queue opens. */
  names: string[];
  /** A clock the tests move by hand; by default the system clock. */
  clock?: TestClock;
}

export class JobQueue {
  readonly names: string[];

  constructor(
    readonly boss: PgBoss,
    names: string[],
    private readonly clock: TestClock | undefined,
  ) {
    this.names = names;
  }

  /**
   * Queues a job unless one for the same name and key is kept; returns whether this call queued it.
   * Through a transaction, the job commits or rolls back with the change.
   */
  async send(db: JobExecutor, job: JobSpec): Promise<boolean> {
    const id = await this.boss.send(job.name, job.payload, {
      id: jobIdFor(job.name, job.key),
      // Kept for reading (the back office, tests); the id is what makes the job unique.
      singletonKey: job.key,
      startAfter: job.runAt,
      db: fromDrizzle(db as never, sql as never),
    });
    const scope = requestJobs.getStore();
    if (scope && id !== null) scope.queued = true;
    return id !== null;
  }

  /**
   * Runs the jobs that are due now and that `handlers` know, here and at once (after a booking, so
   * its confirmation does not wait for the next poll; in tests, at the moment `now`). Each job is
   * claimed by one instance only. Returns how many succeeded.
   */
  async runDue(handlers: Record<string, JobHandler>, now: Date, limit = 20): Promise<number> {
    if (this.clock) await this.clock.setTime(now);
    let succeeded = 0;
    for (const [name, handler] of Object.entries(handlers)) {
      const jobs = await this.boss.fetch<Record<string, unknown>>(name, { batchSize: limit });
      for (const job of jobs) {
        const attempt = { id: job.id, retryCount: job.retryCount };
        try {
          await handler(job.data, now);
          await this.boss.complete(name, attempt);
          succeeded++;
        } catch (error) {
          logger.warn({ err: error, job: name, retries: job.retryCount }, "a job failed; it will be retried");
          await this.boss.fail(name, attempt, { message: errorMessage(error) });
        }
      }
    }
    return succeeded;
  }

  /**
   * Works every queue `handlers` knows in the background: polls every `pollingIntervalSeconds`,
   * ten jobs at a time and at once again while there are more, each job settled on its own.
   */
  async work(handlers: Record<string, JobHandler>, pollingIntervalSeconds: number): Promise<void> {
    for (const [name, handler] of Object.entries(handlers)) {
      await this.boss.work<Record<string, unknown>>(
        name,
        { batchSize: 10, burstWhenBatchFull: true, pollingIntervalSeconds, perJobResults: true },
        async (jobs): Promise<JobResult[]> => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data, new Date());
              results.push({ id: job.id, status: "completed" });
            } catch (error) {
              logger.warn({ err: error, job: name, retries: job.retryCount }, "a job failed; it will be retried");
              results.push({ id: job.id, status: "failed", output: { message: errorMessage(error) } });
            }
          }
          return results;
        },
      );
    }
  }

  /**
   * A dead letter back into the queue it came from, to be tried afresh (`retry`), or deleted
   * (`discard`); through `db`, so it commits with the caller's audit entry.
   */
  async settleDeadLetter(db: JobExecutor, id: string, change: "retry" | "discard"): Promise<void> {
    const through = fromDrizzle(db as never, sql as never);
    if (change === "retry") await this.boss.redrive(DEAD_LETTERS, { ids: [id], db: through });
    else await this.boss.deleteJob(DEAD_LETTERS, id, { db: through });
  }

  /** Runs `name` on a cron expression (in Europe/Amsterdam), once across all instances. */
  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: "Europe/Amsterdam" });
  }

  /** Stops the workers, letting running jobs finish (up to `timeoutMs`), and closes the queue. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}

function errorMessage(error: unknown): string {
  return String(error instanceof Error ? error.message : error).slice(0, 500);
}

/**
 * Opens the queue on the connection's database: installs or upgrades pg-boss's schema (pg-boss
 * holds its own advisory lock for that, so instances starting together migrate it once) and creates
 * the queues with their rules. Workers and schedules start only when asked (`work`, `schedule`).
 */
export async function openJobQueue(connection: Pick<Connection, "queueTarget">, options: JobQueueOptions) {
  const target = connection.queueTarget;
  const common = {
    schema: QUEUE_SCHEMA,
    clock: options.clock,
    // No registry of instances, no statistics: nothing reads them.
    registerInstance: false,
    persistQueueStats: false,
  };
  const boss =
    target.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(target.client as never), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: target.url, max: 4, useListenNotify: false });
  boss.on("error", (error) => logger.error({ err: error }, "the job queue reported an error"));
  await boss.start();
  await ensureQueue(boss, DEAD_LETTERS, { ...QUEUE_RULES, retryLimit: 0 });
  for (const name of options.names) {
    await ensureQueue(boss, name, { ...QUEUE_RULES, ...QUEUE_RULE_OVERRIDES[name], deadLetter: DEAD_LETTERS });
  }
  return new JobQueue(boss, options.names, options.clock);
}

async function ensureQueue(boss: PgBoss, name: string, rules: Parameters<PgBoss["createQueue"]>[1]) {
  if (await boss.getQueue(name)) {
    const { deadLetter: _, ...changeable } = rules ?? {};
    await boss.updateQueue(name, changeable);
  } else {
    await boss.createQueue(name, rules);
  }
}

// The process's queue, like its database connection (one per process, kept across the
// development server's module reloads).
const holder = globalThis as typeof globalThis & { __vitaalQueue?: JobQueue };

/** Makes `queue` the one `enqueueJob` and `kickJobs` use (the server at start, a test's database). */
export function setJobQueue(queue: JobQueue | undefined): void {
  holder.__vitaalQueue = queue;
}

export function currentJobQueue(): JobQueue {
  const queue = holder.__vitaalQueue;
  if (!queue) throw new Error("The job queue has not been opened");
  return queue;
}

/** Queues a job on the process's queue (see `JobQueue.send`). */
export function enqueueJob(db: JobExecutor, job: JobSpec): Promise<boolean> {
  return currentJobQueue().send(db, job);
}

/** A queue's jobs by state, for the metrics and the back office. */
export type JobState = "queued" | "active" | "failed" | "dead";

/**
 * Jobs per queue and state: waiting (or waiting to be tried again), running, failed for good (kept a
 * week) and, in the dead-letter queue, dead letters by the queue they came from. Done jobs are not
 * counted. Read straight from pg-boss's table, as its documentation suggests for monitoring.
 */
export async function jobCounts(db: JobExecutor): Promise<{ queue: string; state: JobState; count: number }[]> {
  const result = (await db.execute(sql`
    select coalesce(source_name, name) as queue,
      case when name = ${DEAD_LETTERS} then 'dead'
           when state in ('created', 'retry') then 'queued'
           when state = 'active' then 'active'
           else 'failed' end as state,
      count(*)::int as count
    from ${sql.identifier(QUEUE_SCHEMA)}.job
    where state not in ('completed', 'cancelled') and ${notInternalQueue(sql.identifier("name"))}
    group by 1, 2
    order by 1, 2`)) as unknown as { rows: { queue: string; state: JobState; count: number }[] };
  return result.rows;
}
