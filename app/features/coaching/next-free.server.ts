import { and, asc, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches, coachNextFree } from "~/db/schema/coaching";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";
import { loadAvailability, slotsFor } from "./availability.server";
import { practiceRuleColumns } from "./practice-rules";
import { coachIsPublic } from "./visibility.server";

/**
 * Each coach's first free intake time (`coach_next_free`), so the directory's "available within 7
 * days" is one indexed condition instead of every coach's free times computed per request.
 *
 * A row is right until one of three things happens, and each has its remedy:
 * - the coach's free time changes (a booking, a move, a cancellation, hours, overrides, vacations,
 *   holidays, rules, publication, busy calendar times): the change queues `coach-next-free` for the
 *   coach inside its own transaction (`queueNextFree`);
 * - the found time comes within the coach's notice or passes: the directory stops counting it at
 *   once (its condition includes the notice), and the sweep recomputes the row within minutes;
 * - nothing was found and the searched span no longer covers the next 7 days: the sweep again.
 * A coach without a row (new, or from before this table) is not "available soon" until the sweep
 * or a change computes one: a list that leaves a coach out for a few minutes is better than one
 * that shows a coach who has no time.
 */

/** How far ahead a computation looks (capped by the coach's own booking window). */
export const NEXT_FREE_HORIZON_DAYS = 14;
/** The directory's "soon". */
export const SOON_DAYS = 7;
/** A change's job waits this long, so a burst of changes (a coach editing a week) makes one run. */
export const NEXT_FREE_DEBOUNCE_MS = 10_000;
/** Coaches computed per transaction (one `loadAvailability` of a bounded size). */
const BATCH = 50;
/** Coaches the sweep recomputes per run at most; the rest wait for the next run. */
export const SWEEP_LIMIT = 1000;

const DAY_MS = 86_400_000;

/**
 * Makes sure the coaches' rows exist and locks them until the transaction ends; returns each row's
 * stamp (its `computed_at`, to the microsecond). A coach without a row gets one that says nothing is
 * known (no time, nothing searched). Both the changes and the computation take this lock first, so a
 * change never slips between a computation's reads and its write unnoticed: it either waits for the
 * computation and sees its new stamp (and queues a new job), or the computation waits for it and
 * reads what it wrote. Unknown ids are skipped.
 */
async function lockRows(db: JobExecutor, coachIds: string[]): Promise<Map<string, string>> {
  if (coachIds.length === 0) return new Map();
  const ids = [...new Set(coachIds)].sort();
  const result = (await db.execute(sql`
    insert into ${coachNextFree} (coach_id, next_free_at, checked_until, computed_at)
    select ${coaches.id}, null, to_timestamp(0), now() from ${coaches}
    where ${coaches.id} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by ${coaches.id}
    on conflict (coach_id) do update set coach_id = excluded.coach_id
    returning coach_id as "coachId", computed_at::text as "stamp"`)) as unknown as {
    rows: { coachId: string; stamp: string }[];
  };
  return new Map(result.rows.map((row) => [row.coachId, row.stamp]));
}

/**
 * Queues the recomputation of these coaches' next free time, inside the transaction of the change
 * that moved it (so it commits with it). Keyed by the row's stamp: every change until the job has
 * run finds the same stamp and queues nothing more; the job gives the row a new stamp, so the next
 * change queues anew. Returns how many jobs this call queued.
 */
export async function queueNextFree(db: JobExecutor, coachIds: string | string[], now = new Date()): Promise<number> {
  const stamps = await lockRows(db, typeof coachIds === "string" ? [coachIds] : coachIds);
  let queued = 0;
  for (const [coachId, stamp] of stamps) {
    const sent = await enqueueJob(db, {
      name: "coach-next-free",
      key: `coach-next-free:${coachId}:${stamp}`,
      runAt: new Date(now.getTime() + NEXT_FREE_DEBOUNCE_MS),
      payload: { coachId },
    });
    if (sent) queued++;
  }
  return queued;
}

/**
 * Computes and stores the first free intake time from `now` of these coaches, with the booking
 * page's rules, `BATCH` coaches per transaction. Unknown coaches are skipped. How many were stored.
 */
export async function refreshNextFree(db: Database, coachIds: string[], now: Date): Promise<number> {
  const ids = [...new Set(coachIds)].sort();
  let stored = 0;
  for (let index = 0; index < ids.length; index += BATCH) {
    const chunk = ids.slice(index, index + BATCH);
    stored += await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const locked = await lockRows(tx, chunk);
      if (locked.size === 0) return 0;
      const rows = await tx
        .select({ id: coaches.id, ...practiceRuleColumns })
        .from(coaches)
        .where(inArray(coaches.id, [...locked.keys()]));
      const availability = await loadAvailability(tx, rows, now);
      const values = rows.map((coach) => {
        const loaded = availability.get(coach.id);
        const days = Math.min(NEXT_FREE_HORIZON_DAYS, coach.windowDays);
        const first = loaded ? (slotsFor(loaded, "intake", now, days, 1)[0] ?? null) : null;
        const until = new Date(now.getTime() + days * DAY_MS);
        return sql`(${coach.id}::uuid, ${first ? first.start.toISOString() : null}::timestamptz, ${until.toISOString()}::timestamptz)`;
      });
      if (values.length === 0) return 0;
      // The stamp only moves forward, so a later change never finds a stamp an earlier job used.
      await tx.execute(sql`
        update ${coachNextFree} as stored set
          next_free_at = found.next_free_at,
          checked_until = found.checked_until,
          computed_at = greatest(clock_timestamp(), stored.computed_at + interval '1 microsecond')
        from (values ${sql.join(values, sql`, `)}) as found (coach_id, next_free_at, checked_until)
        where stored.coach_id = found.coach_id`);
      return values.length;
    });
  }
  return stored;
}

/**
 * The public coaches whose row is missing or may be wrong by now: a found time that came within
 * the coach's notice (or passed), or no time found while the searched span ends before the next
 * `SOON_DAYS` (or the coach's shorter window) do. Oldest first, at most `limit`.
 */
export async function staleNextFree(db: Database, now: Date, limit = SWEEP_LIMIT): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({ id: coaches.id })
    .from(coaches)
    .leftJoin(coachNextFree, sql`${coachNextFree.coachId} = ${coaches.id}`)
    .where(
      and(
        coachIsPublic(),
        sql`(${coachNextFree.coachId} is null
          or ${coachNextFree.nextFreeAt} < ${at} + ${coaches.minimumNoticeMinutes} * interval '1 minute'
          or (${coachNextFree.nextFreeAt} is null
            and ${coachNextFree.checkedUntil} < ${at} + least(${SOON_DAYS}, ${coaches.windowDays}) * interval '1 day'))`,
      ),
    )
    .orderBy(sql`${coachNextFree.computedAt} asc nulls first`, asc(coaches.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The sweep: recomputes what `staleNextFree` finds. How many rows it stored. */
export async function sweepNextFree(db: Database, now: Date, limit = SWEEP_LIMIT): Promise<number> {
  return refreshNextFree(db, await staleNextFree(db, now, limit), now);
}

/** Every coach's row computed afresh (the demo seed, tests). */
export async function refreshAllNextFree(db: Database, now: Date): Promise<number> {
  const rows = await db.select({ id: coaches.id }).from(coaches);
  return refreshNextFree(
    db,
    rows.map((row) => row.id),
    now,
  );
}

export function nextFreeJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "coach-next-free": async (payload, now) => {
      await refreshNextFree(await getDatabase(), [String(payload.coachId)], now);
    },
    "coach-next-free-sweep": async (_payload, now) => {
      await sweepNextFree(await getDatabase(), now);
    },
  };
}
