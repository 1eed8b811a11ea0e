import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { jobs } from "~/db/schema/coaching";
import { MAX_ATTEMPTS } from "~/features/jobs/jobs.server";
import { type Actor, recordAudit } from "./audit.server";
import { JOBS_PER_PAGE, type JobState, type JobView } from "./jobs";

// The job queue as operators see it on /admin/jobs: what waits, what is being tried again and
// what gave up, with the error and the attempts. A job's payload is never shown: a mail job holds
// the whole rendered mail and its address, other jobs name a member; of a mail only the
// recipient's domain is shown ("example.com"), enough to see that one provider refuses.

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

/**
 * A job's state: done; dead (all attempts failed); retrying (it failed before and waits for, or
 * is in, its next attempt); running (claimed for the first time, its lease not run out); queued.
 */
function stateOf(
  row: { doneAt: Date | null; attempts: number; lockedUntil: Date | null; lastError: string | null },
  now: Date,
): JobState {
  if (row.doneAt) return "done";
  if (row.attempts >= MAX_ATTEMPTS) return "dead";
  if (row.lastError !== null) return "retrying";
  if (row.lockedUntil && row.lockedUntil > now) return "running";
  return "queued";
}

const viewCondition = (view: JobView) =>
  view === "done"
    ? isNotNull(jobs.doneAt)
    : view === "dead"
      ? and(isNull(jobs.doneAt), gte(jobs.attempts, MAX_ATTEMPTS))
      : and(isNull(jobs.doneAt), lt(jobs.attempts, MAX_ATTEMPTS));

/** One page of a view, newest due first for done jobs, soonest due first otherwise. */
export async function listJobs(
  db: Database,
  view: JobView,
  page: number,
  now: Date,
): Promise<{ jobs: AdminJob[]; total: number; counts: Record<JobView, number> }> {
  const rows = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      runAt: jobs.runAt,
      attempts: jobs.attempts,
      lockedUntil: jobs.lockedUntil,
      doneAt: jobs.doneAt,
      lastError: jobs.lastError,
      // Only the recipient of a mail, and of it only the domain below: the rest stays in the row.
      recipient: sql<unknown>`case when ${jobs.name} = 'mail' then ${jobs.payload}->'to' end`,
    })
    .from(jobs)
    .where(viewCondition(view))
    .orderBy(view === "done" ? desc(jobs.doneAt) : jobs.runAt)
    .limit(JOBS_PER_PAGE)
    .offset((page - 1) * JOBS_PER_PAGE);
  const [counts] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${jobs.doneAt} is null and ${jobs.attempts} < ${MAX_ATTEMPTS}))::int`,
      dead: sql<number>`(count(*) filter (where ${jobs.doneAt} is null and ${jobs.attempts} >= ${MAX_ATTEMPTS}))::int`,
      done: sql<number>`(count(*) filter (where ${jobs.doneAt} is not null))::int`,
    })
    .from(jobs);
  const all = counts ?? { waiting: 0, dead: 0, done: 0 };
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: stateOf(row, now),
      runAt: row.runAt,
      attempts: row.attempts,
      lastError: row.lastError,
      doneAt: row.doneAt,
      recipientDomain: domainOf(Array.isArray(row.recipient) ? row.recipient[0] : row.recipient),
    })),
    total: all[view],
    counts: all,
  };
}

export type JobWrite =
  | { ok: true }
  | { ok: false; status: 404 | 409; error: "jobs.errors.unknown" | "jobs.errors.notDead" };

/**
 * A dead job tried again from now, its attempts counted afresh, or discarded (deleted: nothing
 * will run it). Only a dead job: one that waits or runs is the runner's. Audited in the same
 * transaction.
 */
export async function changeDeadJob(
  db: Database,
  actor: Actor,
  input: { jobId: string; change: "retry" | "discard" },
  now: Date,
): Promise<JobWrite> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, input.jobId)).for("update");
    if (!job) return { ok: false, status: 404, error: "jobs.errors.unknown" } as const;
    if (job.doneAt || job.attempts < MAX_ATTEMPTS)
      return { ok: false, status: 409, error: "jobs.errors.notDead" } as const;
    if (input.change === "retry") {
      await tx.update(jobs).set({ attempts: 0, lockedUntil: null, runAt: now }).where(eq(jobs.id, job.id));
    } else {
      await tx.delete(jobs).where(eq(jobs.id, job.id));
    }
    await recordAudit(tx, {
      actor,
      action: input.change === "retry" ? "retry" : "discard",
      entity: "job",
      entityId: job.id,
      before: { name: job.name, attempts: job.attempts, lastError: job.lastError },
      after: input.change === "retry" ? { attempts: 0, runAt: now } : null,
    });
    return { ok: true } as const;
  });
}
