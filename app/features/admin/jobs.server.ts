import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { queueJobs as jobs } from "~/features/jobs/job-table.server";
import { currentJobQueue, DEAD_LETTERS, notInternalQueue, QUEUE_SCHEMA } from "~/features/jobs/queue.server";
import { fail } from "~/utils/app-error";
import { type Actor, recordAudit } from "./audit.server";
import { boundedCount, rowsOf } from "./counts.server";
import { addFigures, exactly, type Figure } from "./figures";
import { JOBS_PER_PAGE, type JobCursor, type JobState, type JobView, jobViews } from "./jobs";

// The job queue as operators see it on /admin/jobs: what waits, what is being tried again and
// what gave up (the dead letters), with the error and the attempts. A job's payload is never
// shown: a mail job holds the whole rendered mail and its address, other jobs name a member; of a
// mail only the recipient's domain is shown ("example.com"), enough to see that one provider refuses.

export interface AdminJob {
  id: string;
  name: string;
  state: JobState;
  runAt: Date;
  attempts: number;
  lastError: string | null;
  doneAt: Date | null;
  /** Of a mail job: the domain of its recipient, nothing more. */
  recipientDomain: string | null;
}

/** The domain of an address, or null for anything that is not one. */
export function domainOf(address: unknown): string | null {
  if (typeof address !== "string") return null;
  const match = /@([a-z0-9.-]+\.[a-z]{2,})>?\s*$/i.exec(address.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

const job = sql.identifier(QUEUE_SCHEMA);
/** The app's queues by name, from pg-boss's list of queues (a job's queue is always on it). */
const appQueueNames = sql`select q.name from ${job}.queue as q
  where q.name <> ${DEAD_LETTERS} and ${notInternalQueue(sql`q.name`)}`;
const waitingStates = ["created", "retry", "active"] as const;
/** The same as SQL literals (constants): a partial index applies only to conditions known when planning. */
const waitingList = sql.raw(waitingStates.map((state) => `'${state}'`).join(", "));

// Conditions for counting, each in a form one of pg-boss's indexes serves: the queue's name first
// (from the list of queues, not "every name but"), then what its partial indexes are made for.
const inAppQueue = sql`${jobs.name} in (${appQueueNames})`;
const viewCondition = (view: JobView) =>
  view === "done"
    ? sql`${inAppQueue} and ${jobs.completedOn} is not null and ${jobs.state} = 'completed'`
    : view === "dead"
      ? eq(jobs.name, DEAD_LETTERS)
      : sql`${inAppQueue} and ${jobs.state} in (${waitingList})`;

/** A job's state on the page: a dead letter, or pg-boss's own state in the page's words. */
function stateOf(row: { name: string; state: string }): JobState {
  if (row.name === DEAD_LETTERS) return "dead";
  if (row.state === "completed") return "done";
  if (row.state === "active") return "running";
  if (row.state === "retry") return "retrying";
  return "queued";
}

// pg-boss keeps every queue's jobs in one table, indexed per queue: (name, created_on), (name,
// completed_on) where completed, (name, state, blocked, start_after) for what waits. No index orders
// the jobs of all queues together, so a view reads each queue's first page from its own index and
// merges those (a handful of short index scans, at any size of the table) instead of sorting them all.

/** Each view's order: its key column, and whether the newest come first. */
const orderOf: Record<JobView, { key: SQL; newestFirst: boolean }> = {
  waiting: { key: sql.raw("start_after"), newestFirst: false },
  dead: { key: sql.raw("created_on"), newestFirst: true },
  done: { key: sql.raw("completed_on"), newestFirst: true },
};

/**
 * The keys of one view's page from one queue (`name`), past the cursor, in the view's order: the
 * id, the queue (with the id, the table's primary key), the order key and the cursor, nothing wide.
 */
function pageOfQueue(view: JobView, name: SQL, after: JobCursor | null, extra: SQL): SQL {
  const { key, newestFirst } = orderOf[view];
  const direction = sql.raw(newestFirst ? "desc" : "asc");
  const past = after
    ? sql`and ${key} ${sql.raw(newestFirst ? "<=" : ">=")} ${after.at}::timestamptz
        and (${key} ${sql.raw(newestFirst ? "<" : ">")} ${after.at}::timestamptz
          or id ${sql.raw(newestFirst ? "<" : ">")} ${after.id}::uuid)`
    : sql``;
  return sql`select id, name, ${key}, ${key}::text as cursor_at
    from ${job}.job where name = ${name} ${extra} ${past}
    order by ${key} ${direction}, id ${direction} limit ${JOBS_PER_PAGE + 1}`;
}

/**
 * A view's first `JOBS_PER_PAGE + 1` rows past the cursor, merged from the queues' own pages by
 * their keys, then read whole for just those rows.
 */
function viewRows(view: JobView, after: JobCursor | null): SQL {
  const { key, newestFirst } = orderOf[view];
  const direction = sql.raw(newestFirst ? "desc" : "asc");
  const source =
    view === "dead"
      ? sql`(${pageOfQueue(view, sql`${DEAD_LETTERS}`, after, sql``)}) as j`
      : view === "done"
        ? sql`(${appQueueNames}) as q cross join lateral (${pageOfQueue(
            view,
            sql`q.name`,
            after,
            sql`and completed_on is not null and state = 'completed'`,
          )}) as j`
        : // What waits, per queue, state and blocked flag: the prefix of pg-boss's index on what waits.
          sql`(${appQueueNames}) as q
            cross join unnest(array[${waitingList}]::${job}.job_state[]) as s(state)
            cross join (values (false), (true)) as b(blocked)
            cross join lateral (${pageOfQueue(
              view,
              sql`q.name`,
              after,
              // The literal list lets the planner see that pg-boss's partial index applies.
              sql`and state in (${waitingList}) and state = s.state and blocked = b.blocked`,
            )}) as j`;
  // Two steps: the queues' pages are merged on their keys alone, and only the page's own jobs are
  // then read whole (a mail job holds the rendered mail: reading it for every queue's candidates
  // costs more than the rest of the page).
  return sql`select w.id, coalesce(w.source_name, w.name) as name, w.name as queue, w.state::text as state,
      w.start_after, w.created_on, w.completed_on, p.cursor_at,
      case when w.name = ${DEAD_LETTERS} then coalesce(w.source_retry_count, 0) + 1
        when w.state = 'created' then w.retry_count else w.retry_count + 1 end as attempts,
      coalesce(w.source_output, w.output) ->> 'message' as last_error,
      case when coalesce(w.source_name, w.name) = 'mail' then w.data -> 'to' end as recipient
    from (select j.id, j.name, j.${key}, j.cursor_at from ${source}
      order by j.${key} ${direction}, j.id ${direction} limit ${JOBS_PER_PAGE + 1}) as p
    join ${job}.job as w on w.name = p.name and w.id = p.id
    order by p.${key} ${direction}, p.id ${direction}`;
}

interface JobRow {
  id: string;
  name: string;
  queue: string;
  state: string;
  start_after: Date | string;
  created_on: Date | string;
  completed_on: Date | string | null;
  cursor_at: string;
  attempts: number | string;
  last_error: string | null;
  recipient: unknown;
}

/**
 * Up to this many jobs a figure of the queue is counted exactly; beyond, it is estimated. Lower than
 * the rest of the back office's: the queue grows by hundreds of thousands of jobs, each count reads
 * that many index entries on every view of the page, and nobody acts on the exact number of jobs
 * past a thousand.
 */
export const JOBS_EXACT_UP_TO = 1_000;

/**
 * How many jobs each view holds: exact up to `JOBS_EXACT_UP_TO`, estimated beyond (`boundedCount`).
 * `db` may be a lagging replica.
 */
export async function jobCounts(db: Database): Promise<Record<JobView, Figure>> {
  const [waiting, deadCount, done] = await Promise.all(
    jobViews.map((view) => boundedCount(db, rowsOf(jobs, viewCondition(view)), jobs, JOBS_EXACT_UP_TO)),
  );
  return { waiting: waiting ?? exactly(0), dead: deadCount ?? exactly(0), done: done ?? exactly(0) };
}

/**
 * The jobs that failed, for the overview: those waiting to be tried again after a failure, and the
 * dead letters (`gaveUp`). Bounded like `jobCounts`; `db` may be a lagging replica.
 */
export async function failedJobCounts(db: Database): Promise<{ failed: Figure; gaveUp: Figure }> {
  const [retrying, gaveUp] = await Promise.all([
    boundedCount(db, rowsOf(jobs, sql`${inAppQueue} and ${jobs.state} = 'retry'`), jobs, JOBS_EXACT_UP_TO),
    boundedCount(db, rowsOf(jobs, viewCondition("dead")), jobs, JOBS_EXACT_UP_TO),
  ]);
  return { failed: addFigures(retrying, gaveUp), gaveUp };
}

/**
 * One page of a view, newest first for done jobs and dead letters, soonest due first otherwise,
 * starting past `after` (the last job of the page before); `next` is the cursor of the page after,
 * or null when this is the last.
 */
export async function listJobs(
  db: Database,
  view: JobView,
  after: JobCursor | null = null,
): Promise<{ jobs: AdminJob[]; next: JobCursor | null }> {
  const result = (await db.execute(viewRows(view, after))) as unknown as { rows: JobRow[] };
  const rows = result.rows.slice(0, JOBS_PER_PAGE);
  const last = rows.at(-1);
  const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: stateOf({ name: row.queue, state: row.state }),
      runAt: date(row.queue === DEAD_LETTERS ? row.created_on : row.start_after),
      attempts: Number(row.attempts),
      lastError: row.queue === DEAD_LETTERS || row.state === "retry" ? row.last_error : null,
      doneAt: row.state === "completed" && row.completed_on ? date(row.completed_on) : null,
      recipientDomain: domainOf(Array.isArray(row.recipient) ? row.recipient[0] : row.recipient),
    })),
    next: result.rows.length > JOBS_PER_PAGE && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

/**
 * A dead letter back in its queue to be tried afresh (its attempts counted anew), or discarded
 * (deleted: nothing will run it). Only a dead letter: a job that waits or runs is the workers'.
 * Audited in the same transaction. A job that is not there fails `notFound`, one that is no dead
 * letter `conflict`.
 */
export async function changeDeadJob(
  db: Database,
  actor: Actor,
  input: { jobId: string; change: "retry" | "discard" },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        name: jobs.name,
        source: jobs.sourceName,
        attempts: jobs.sourceRetryCount,
        lastError: sql<string | null>`${jobs.sourceOutput} ->> 'message'`,
      })
      .from(jobs)
      .where(eq(jobs.id, input.jobId))
      .for("update");
    if (!job) fail("notFound", { key: "jobs.errors.unknown" });
    if (job.name !== DEAD_LETTERS) fail("conflict", { key: "jobs.errors.notDead" });
    await currentJobQueue().settleDeadLetter(tx, input.jobId, input.change);
    await recordAudit(tx, {
      actor,
      action: input.change === "retry" ? "retry" : "discard",
      entity: "job",
      entityId: input.jobId,
      before: { name: job.source, attempts: (job.attempts ?? 0) + 1, lastError: job.lastError },
      after: input.change === "retry" ? { attempts: 0 } : null,
    });
  });
}
