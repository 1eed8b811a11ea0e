import { createHash } from "node:crypto";
import { and, asc, count, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { type CalendarSyncError, calendarBusy, calendarSubscriptions } from "~/db/schema/calendar";
import { coaches } from "~/db/schema/coaching";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { CalendarFetchError, type CalendarFetcher, defaultCalendarFetcher } from "./calendar-fetch.server";
import {
  CALENDAR_BUSY_DAYS,
  CALENDAR_SYNC_MINUTES,
  type CalendarForm,
  type CalendarSubscriptionView,
  MAX_CALENDAR_SUBSCRIPTIONS,
  maskCalendarAddress,
} from "./calendar-subscriptions";
import { type BusyInterval, CalendarBudgetError, CalendarFormatError } from "./ical-busy";
import { expandCalendarOffThread } from "./ical-busy-worker.server";
import { queueNextFree } from "./next-free.server";
import { invalidateCoachViews } from "./view-cache.server";

// A coach's own calendars (iCal subscriptions): fetched every 15 minutes and on demand, only
// their busy intervals kept for the next 60 days. See docs/decisions/018-calendar-subscriptions.md;
// what reading one may cost, and how a refused one is left alone: 026-calendar-expansion-budget.md.

type Outcome = { ok: true; intervals: number } | { ok: false; error: CalendarSyncError };

const DAY = 86_400_000;
/** The wait after a file is refused as too complex, doubling with each refusal in a row… */
export const REFUSAL_WAIT_MS = 60 * 60_000;
/** …up to a day. */
export const REFUSAL_WAIT_MAX_MS = DAY;

/** The wait before a calendar refused `refusals` times in a row is read again on its own. */
export function refusalWait(refusals: number): number {
  return Math.min(REFUSAL_WAIT_MAX_MS, REFUSAL_WAIT_MS * 2 ** Math.min(Math.max(refusals - 1, 0), 16));
}

/**
 * What reading a calendar gave: its busy time, or why not. A file refused as too complex has its
 * hash, and `again` when it is the very file this calendar had refused already.
 */
type Read =
  | { ok: true; busy: BusyInterval[] }
  | { ok: false; error: CalendarSyncError; refused?: { hash: string; again: boolean } };

/**
 * Files refused as too complex, by hash, while a coach tries to link them (no subscription
 * remembers them then): the same file typed again is answered without reading it. Forgotten
 * after the first refusal's wait, and bounded.
 */
const refusedFiles = new Map<string, { error: CalendarSyncError; until: number }>();
const REFUSED_FILES_KEPT = 500;

function rememberRefusal(hash: string, error: CalendarSyncError, now: Date) {
  if (refusedFiles.size >= REFUSED_FILES_KEPT) refusedFiles.delete(refusedFiles.keys().next().value as string);
  refusedFiles.set(hash, { error, until: now.getTime() + REFUSAL_WAIT_MS });
}

/**
 * Fetches and reads one calendar for a coach's zone, off the event loop and within its budget;
 * never throws, never logs the address. `known` is the file this calendar last had refused, while
 * it is not to be read again: the same file is then answered with the same refusal, unread.
 */
async function readCalendar(
  url: string,
  timeZone: string,
  now: Date,
  fetcher: CalendarFetcher,
  known: { hash: string; error: CalendarSyncError } | null,
): Promise<Read> {
  let text: string;
  try {
    text = await fetcher(url);
  } catch (error) {
    if (error instanceof CalendarFetchError) return { ok: false, error: error.code };
    logger.warn({ err: error instanceof Error ? error.name : "unknown" }, "calendar fetch failed unexpectedly");
    return { ok: false, error: "unreachable" };
  }
  const hash = createHash("sha256").update(text).digest("hex");
  if (known?.hash === hash) return { ok: false, error: known.error, refused: { hash, again: true } };
  if (!known) {
    const remembered = refusedFiles.get(hash);
    if (remembered && remembered.until > now.getTime()) {
      return { ok: false, error: remembered.error, refused: { hash, again: false } };
    }
  }
  try {
    const busy = await expandCalendarOffThread(text, {
      from: now,
      to: new Date(now.getTime() + CALENDAR_BUSY_DAYS * DAY),
      timeZone,
    });
    return { ok: true, busy };
  } catch (error) {
    if (error instanceof CalendarFormatError) return { ok: false, error: error.code };
    if (error instanceof CalendarBudgetError) {
      logger.info({ limit: error.limit, bytes: text.length }, "calendar refused: over its budget");
      rememberRefusal(hash, error.code, now);
      return { ok: false, error: error.code, refused: { hash, again: false } };
    }
    logger.warn({ err: error instanceof Error ? error.message : "unknown" }, "calendar reading failed unexpectedly");
    return { ok: false, error: "unreachable" };
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Replaces one subscription's busy rows (in the caller's transaction), in batches. When the busy
 * times differ from those it had, the coach's next free time is queued for recomputation with them
 * (a calendar synced unchanged every 15 minutes queues nothing).
 */
async function replaceBusy(tx: Tx, subscriptionId: string, coachId: string, busy: BusyInterval[], now: Date) {
  const before = await tx
    .delete(calendarBusy)
    .where(eq(calendarBusy.subscriptionId, subscriptionId))
    .returning({ start: calendarBusy.startsAt, end: calendarBusy.endsAt });
  const times = (intervals: { start: Date; end: Date }[]) =>
    intervals.map((interval) => `${interval.start.getTime()}-${interval.end.getTime()}`).sort();
  const old = times(before);
  const fresh = times(busy);
  if (old.length !== fresh.length || old.some((time, index) => time !== fresh[index])) {
    await queueNextFree(tx, coachId, now);
  }
  for (let index = 0; index < busy.length; index += 1000) {
    await tx.insert(calendarBusy).values(
      busy.slice(index, index + 1000).map((interval) => ({
        subscriptionId,
        coachId,
        startsAt: interval.start,
        endsAt: interval.end,
      })),
    );
  }
}

/**
 * Fetches one subscription now and replaces its busy rows in one transaction, recording the
 * attempt and its outcome. A failed sync keeps the rows it had, so a calendar that is down for a
 * while does not suddenly open the coach's time. A file refused as too complex is remembered
 * by its hash and not read again until it changes or its wait is over (an hour, doubling with
 * each refusal in a row, up to a day); the sweep leaves the calendar alone until then. Null for
 * an unknown subscription.
 */
export async function syncSubscription(
  db: Database,
  id: string,
  now: Date,
  fetcher: CalendarFetcher = defaultCalendarFetcher,
): Promise<Outcome | null> {
  const [row] = await db
    .select({
      id: calendarSubscriptions.id,
      url: calendarSubscriptions.url,
      coachId: coaches.id,
      timeZone: coaches.timeZone,
      lastError: calendarSubscriptions.lastError,
      refusedHash: calendarSubscriptions.refusedHash,
      refusals: calendarSubscriptions.refusals,
      retryAt: calendarSubscriptions.retryAt,
    })
    .from(calendarSubscriptions)
    .innerJoin(coaches, eq(coaches.id, calendarSubscriptions.coachId))
    .where(eq(calendarSubscriptions.id, id));
  if (!row) return null;
  const known =
    row.refusedHash && row.lastError && row.retryAt && row.retryAt > now
      ? { hash: row.refusedHash, error: row.lastError }
      : null;
  const result = await readCalendar(row.url, row.timeZone, now, fetcher, known);
  if (!result.ok) {
    const refusal = result.refused;
    await db
      .update(calendarSubscriptions)
      .set(
        refusal && !refusal.again
          ? {
              lastAttemptAt: now,
              lastError: result.error,
              refusedHash: refusal.hash,
              refusals: row.refusals + 1,
              retryAt: new Date(now.getTime() + refusalWait(row.refusals + 1)),
            }
          : { lastAttemptAt: now, lastError: result.error },
      )
      .where(eq(calendarSubscriptions.id, id));
    return { ok: false, error: result.error };
  }
  const stored = await db.transaction(async (tx) => {
    // Removed while it was being fetched: nothing to store.
    const [still] = await tx
      .update(calendarSubscriptions)
      .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null, refusedHash: null, refusals: 0, retryAt: null })
      .where(eq(calendarSubscriptions.id, id))
      .returning({ id: calendarSubscriptions.id });
    if (!still) return false;
    await replaceBusy(tx, id, row.coachId, result.busy, now);
    return true;
  });
  if (!stored) return null;
  invalidateCoachViews();
  return { ok: true, intervals: result.busy.length };
}

/**
 * Queues a sync job for every subscription not tried in the last 15 minutes (the sweep, every few
 * minutes on one instance): the workers of all instances then sync them side by side, each job with
 * the queue's retries. A subscription is queued once per attempt (the job's key names its last
 * attempt), however often the sweep runs before the job does; one whose file was refused waits
 * until its `retryAt`. How many were queued.
 */
export async function queueDueSubscriptions(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: calendarSubscriptions.id, lastAttemptAt: calendarSubscriptions.lastAttemptAt })
    .from(calendarSubscriptions)
    .where(
      and(
        or(
          isNull(calendarSubscriptions.lastAttemptAt),
          lte(calendarSubscriptions.lastAttemptAt, new Date(now.getTime() - CALENDAR_SYNC_MINUTES * 60_000)),
        ),
        or(isNull(calendarSubscriptions.retryAt), lte(calendarSubscriptions.retryAt, now)),
      ),
    )
    .orderBy(sql`${calendarSubscriptions.lastAttemptAt} asc nulls first`);
  let queued = 0;
  for (const { id, lastAttemptAt } of due) {
    const key = `calendar-sync:${id}:${lastAttemptAt?.toISOString() ?? "never"}`;
    if (await enqueueJob(db, { name: "calendar-sync", key, runAt: now, payload: { subscriptionId: id } })) queued++;
  }
  return queued;
}

/** The address is one this coach has linked already. */
function duplicate(): never {
  fail("conflict", { fields: { url: "errors.duplicate" } });
}

/** The coach has linked as many calendars as there may be. */
function tooMany(): never {
  fail("conflict", { fields: { url: "errors.tooMany" } });
}

/**
 * Links a calendar to a coach's practice: the address must be new for this coach and within the
 * cap, and it is fetched at once, so the coach learns right away whether it works. An address
 * that cannot be fetched or read is not kept: it fails with the reason as the field's message
 * (`calendar` catalog keys). The new subscription's id.
 */
export async function addSubscription(
  db: Database,
  coach: { id: string; timeZone: string },
  url: string,
  now: Date,
  fetcher: CalendarFetcher = defaultCalendarFetcher,
): Promise<string> {
  const existing = await db
    .select({ url: calendarSubscriptions.url })
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.coachId, coach.id));
  if (existing.some((row) => row.url === url)) duplicate();
  if (existing.length >= MAX_CALENDAR_SUBSCRIPTIONS) tooMany();
  const result = await readCalendar(url, coach.timeZone, now, fetcher, null);
  // The address the coach typed does not give a calendar: a mistake to correct at the field.
  if (!result.ok) fail("invalid", { fields: { url: `linkFailed.${result.error}` } });
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar:${coach.id}`}, 0))`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(calendarSubscriptions)
      .where(eq(calendarSubscriptions.coachId, coach.id));
    if (total >= MAX_CALENDAR_SUBSCRIPTIONS) tooMany();
    const [inserted] = await tx
      .insert(calendarSubscriptions)
      .values({ coachId: coach.id, url, lastAttemptAt: now, lastSyncedAt: now })
      .onConflictDoNothing()
      .returning({ id: calendarSubscriptions.id });
    if (!inserted) duplicate();
    await replaceBusy(tx, inserted.id, coach.id, result.busy, now);
    return inserted.id;
  });
  invalidateCoachViews();
  return id;
}

/** Unlinks one of the coach's calendars and forgets its busy time; false when the coach has no such calendar. */
export async function removeSubscription(db: Database, coachId: string, id: string): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(calendarSubscriptions)
      .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.coachId, coachId)))
      .returning({ id: calendarSubscriptions.id });
    if (rows.length > 0) await queueNextFree(tx, coachId);
    return rows;
  });
  if (removed.length > 0) invalidateCoachViews();
  return removed.length > 0;
}

async function ownsSubscription(db: Database, coachId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarSubscriptions.id })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.coachId, coachId)));
  return Boolean(row);
}

/**
 * The calendar forms of `/coach/availability` ("calendar-add", "calendar-remove",
 * "calendar-sync"), as the schema accepted them: whether it worked. A refusal fails with
 * `calendar` catalog keys by field; another coach's subscription is unknown here and nothing
 * changes.
 */
export async function calendarSubscriptionAction(
  db: Database,
  coach: { id: string; timeZone: string },
  form: CalendarForm,
  now: Date,
  fetcher: CalendarFetcher = defaultCalendarFetcher,
): Promise<boolean> {
  switch (form.intent) {
    case "calendar-add":
      await addSubscription(db, coach, form.url, now, fetcher);
      return true;
    case "calendar-remove":
      if (!(await removeSubscription(db, coach.id, form.id))) fail("invalid", { fields: { id: "errors.unknown" } });
      return true;
    case "calendar-sync": {
      if (!(await ownsSubscription(db, coach.id, form.id))) fail("invalid", { fields: { id: "errors.unknown" } });
      // A failed check is no mistake of the coach's: its reason shows on the subscription's row.
      const outcome = await syncSubscription(db, form.id, now, fetcher);
      return outcome?.ok === true;
    }
  }
}

/** The coach's subscriptions as the page shows them: the address masked, the last sync and its error. */
export async function calendarSubscriptionsView(
  db: Database,
  coachId: string,
): Promise<{ subscriptions: CalendarSubscriptionView[]; max: number }> {
  const rows = await db
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.coachId, coachId))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
  return {
    subscriptions: rows.map((row) => ({
      id: row.id,
      address: maskCalendarAddress(row.url),
      lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      error: row.lastError ?? null,
    })),
    max: MAX_CALENDAR_SUBSCRIPTIONS,
  };
}

/**
 * The queue's work: "calendar-sync" fetches one subscription (payload `{ subscriptionId }`),
 * "calendar-sweep" queues one for every subscription not tried in the last 15 minutes.
 */
export function calendarJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "calendar-sync": async (payload, now) => {
      const id = String(payload.subscriptionId ?? "");
      if (!isUuid(id)) return;
      await syncSubscription(await getDatabase(), id, now);
    },
    "calendar-sweep": async (_payload, now) => {
      await queueDueSubscriptions(await getDatabase(), now);
    },
  };
}
