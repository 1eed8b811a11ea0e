import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { queueJobs as jobs } from "~/features/jobs/job-table.server";
import { currentJobQueue, DEAD_LETTERS, notInternalQueue } from "~/features/jobs/queue.server";
import { fail } from "~/utils/app-error";
import { type Actor, recordAudit } from "./audit.server";
import { JOBS_PER_PAGE, type JobState, type JobView } from "./jobs";

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

const dead = eq(jobs.name, DEAD_LETTERS);
/** The app's own queues: not the dead letters, nor pg-boss's internal ones. */
const appQueues = and(ne(jobs.name, DEAD_LETTERS), notInternalQueue(jobs.name));
const viewCondition = (view: JobView) =>
  view === "done"
    ? and(appQueues, eq(jobs.state, "completed"))
    : view === "dead"
      ? dead
      : and(appQueues, inArray(jobs.state, ["created", "retry", "active"]));

/** A job's state on the page: a dead letter, or pg-boss's own state in the page's words. */
function stateOf(row: { name: string; state: string }): JobState {
  if (row.name === DEAD_LETTERS) return "dead";
  if (row.state === "completed") return "done";
  if (row.state === "active") return "running";
  if (row.state === "retry") return "retrying";
  return "queued";
}

/** One page of a view, newest first for done jobs and dead letters, soonest due first otherwise. */
export async function listJobs(
  db: Database,
  view: JobView,
  page: number,
): Promise<{ jobs: AdminJob[]; total: number; counts: Record<JobView, number> }> {
  const rows = await db
    .select({
      id: jobs.id,
      name: sql<string>`coalesce(${jobs.sourceName}, ${jobs.name})`,
      queue: jobs.name,
      state: jobs.state,
      startAfter: jobs.startAfter,
      createdOn: jobs.createdOn,
      completedOn: jobs.completedOn,
      // Attempts made: the first claim counts 0, each further claim one more.
      attempts: sql<number>`case
        when ${dead} then coalesce(${jobs.sourceRetryCount}, 0) + 1
        when ${jobs.state} = 'created' then ${jobs.retryCount}
        else ${jobs.retryCount} + 1 end`,
      lastError: sql<string | null>`coalesce(${jobs.sourceOutput}, ${jobs.output}) ->> 'message'`,
      // Only the recipient of a mail, and of it only the domain below: the rest stays in the row.
      recipient: sql<unknown>`case when coalesce(${jobs.sourceName}, ${jobs.name}) = 'mail' then ${jobs.data}->'to' end`,
    })
    .from(jobs)
    .where(viewCondition(view))
    .orderBy(view === "done" ? desc(jobs.completedOn) : view === "dead" ? desc(jobs.createdOn) : jobs.startAfter)
    .limit(JOBS_PER_PAGE)
    .offset((page - 1) * JOBS_PER_PAGE);
  const [counts] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${viewCondition("waiting")}))::int`,
      dead: sql<number>`(count(*) filter (where ${viewCondition("dead")}))::int`,
      done: sql<number>`(count(*) filter (where ${viewCondition("done")}))::int`,
    })
    .from(jobs);
  const all = counts ?? { waiting: 0, dead: 0, done: 0 };
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: stateOf({ name: row.queue, state: row.state }),
      runAt: row.queue === DEAD_LETTERS ? row.createdOn : row.startAfter,
      attempts: Number(row.attempts),
      lastError: row.queue === DEAD_LETTERS || row.state === "retry" ? row.lastError : null,
      doneAt: row.state === "completed" ? row.completedOn : null,
      recipientDomain: domainOf(Array.isArray(row.recipient) ? row.recipient[0] : row.recipient),
    })),
    total: all[view],
    counts: all,
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
