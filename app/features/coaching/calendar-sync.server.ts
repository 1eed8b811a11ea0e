import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { type CalendarSyncError, calendarBusy, calendarSubscriptions } from "~/db/schema/calendar";
import { coaches } from "~/db/schema/coaching";
import { parseForm } from "~/features/accounts/forms";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { isUuid } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { CalendarFetchError, type CalendarFetcher, defaultCalendarFetcher } from "./calendar-fetch.server";
import {
  CALENDAR_BUSY_DAYS,
  CALENDAR_SYNC_MINUTES,
  type CalendarSubscriptionView,
  calendarFormSchema,
  MAX_CALENDAR_SUBSCRIPTIONS,
  maskCalendarAddress,
} from "./calendar-subscriptions";
import { type BusyInterval, busyIntervalsFromICal, CalendarFormatError } from "./ical-busy";
import { invalidateCoachViews } from "./view-cache.server";

// A coach's own calendars (iCal subscriptions): fetched every 15 minutes and on demand, only
// their busy intervals kept for the next 60 days. See docs/decisions/018-calendar-subscriptions.md.

type Outcome = { ok: true; intervals: number } | { ok: false; error: CalendarSyncError };

const DAY = 86_400_000;

function failureCode(error: unknown): CalendarSyncError {
  if (error instanceof CalendarFetchError) return error.code;
  if (error instanceof CalendarFormatError) return error.code;
  return "unreachable";
}

/** Fetches and reads one calendar for a coach's zone; never throws, never logs the address. */
async function readCalendar(
  url: string,
  timeZone: string,
  now: Date,
  fetcher: CalendarFetcher,
): Promise<{ ok: true; busy: BusyInterval[] } | { ok: false; error: CalendarSyncError }> {
  try {
    const text = await fetcher(url);
    const busy = busyIntervalsFromICal(text, {
      from: now,
      to: new Date(now.getTime() + CALENDAR_BUSY_DAYS * DAY),
      timeZone,
    });
    return { ok: true, busy };
  } catch (error) {
    const code = failureCode(error);
    if (!(error instanceof CalendarFetchError || error instanceof CalendarFormatError)) {
      logger.warn({ err: error instanceof Error ? error.name : "unknown" }, "calendar sync failed unexpectedly");
    }
    return { ok: false, error: code };
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Replaces one subscription's busy rows (in the caller's transaction), in batches. */
async function replaceBusy(tx: Tx, subscriptionId: string, coachId: string, busy: BusyInterval[]) {
  await tx.delete(calendarBusy).where(eq(calendarBusy.subscriptionId, subscriptionId));
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
 * while does not suddenly open the coach's time. Null for an unknown subscription.
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
    })
    .from(calendarSubscriptions)
    .innerJoin(coaches, eq(coaches.id, calendarSubscriptions.coachId))
    .where(eq(calendarSubscriptions.id, id));
  if (!row) return null;
  const result = await readCalendar(row.url, row.timeZone, now, fetcher);
  if (!result.ok) {
    await db
      .update(calendarSubscriptions)
      .set({ lastAttemptAt: now, lastError: result.error })
      .where(eq(calendarSubscriptions.id, id));
    return result;
  }
  const stored = await db.transaction(async (tx) => {
    // Removed while it was being fetched: nothing to store.
    const [still] = await tx
      .update(calendarSubscriptions)
      .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null })
      .where(eq(calendarSubscriptions.id, id))
      .returning({ id: calendarSubscriptions.id });
    if (!still) return false;
    await replaceBusy(tx, id, row.coachId, result.busy);
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
 * attempt), however often the sweep runs before the job does. How many were queued.
 */
export async function queueDueSubscriptions(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: calendarSubscriptions.id, lastAttemptAt: calendarSubscriptions.lastAttemptAt })
    .from(calendarSubscriptions)
    .where(
      or(
        isNull(calendarSubscriptions.lastAttemptAt),
        lte(calendarSubscriptions.lastAttemptAt, new Date(now.getTime() - CALENDAR_SYNC_MINUTES * 60_000)),
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

/** Busy time of the coaches' own calendars overlapping [from, to), in start order. */
export async function listBusyIntervals(
  db: Pick<Database, "select">,
  coachIds: string[],
  from: Date,
  to: Date,
): Promise<{ coachId: string; start: Date; end: Date }[]> {
  if (coachIds.length === 0) return [];
  const rows = await db
    .select({ coachId: calendarBusy.coachId, start: calendarBusy.startsAt, end: calendarBusy.endsAt })
    .from(calendarBusy)
    .where(and(inArray(calendarBusy.coachId, coachIds), gt(calendarBusy.endsAt, from), lt(calendarBusy.startsAt, to)))
    .orderBy(asc(calendarBusy.startsAt));
  return rows.map((row) => ({ coachId: row.coachId, start: new Date(row.start), end: new Date(row.end) }));
}

export type AddResult = { ok: true; id: string } | { ok: false; field: "url"; message: string };

/**
 * Links a calendar to a coach's practice: the address must be new for this coach and within the
 * cap, and it is fetched at once, so the coach learns right away whether it works. An address
 * that cannot be fetched or read is not kept (the reason is the field's message).
 */
export async function addSubscription(
  db: Database,
  coach: { id: string; timeZone: string },
  url: string,
  now: Date,
  fetcher: CalendarFetcher = defaultCalendarFetcher,
): Promise<AddResult> {
  const existing = await db
    .select({ url: calendarSubscriptions.url })
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.coachId, coach.id));
  if (existing.some((row) => row.url === url)) return { ok: false, field: "url", message: "errors.duplicate" };
  if (existing.length >= MAX_CALENDAR_SUBSCRIPTIONS) return { ok: false, field: "url", message: "errors.tooMany" };
  const result = await readCalendar(url, coach.timeZone, now, fetcher);
  if (!result.ok) return { ok: false, field: "url", message: `sync.${result.error}` };
  const outcome = await db.transaction(async (tx): Promise<AddResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar:${coach.id}`}, 0))`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(calendarSubscriptions)
      .where(eq(calendarSubscriptions.coachId, coach.id));
    if (total >= MAX_CALENDAR_SUBSCRIPTIONS) return { ok: false, field: "url", message: "errors.tooMany" };
    const [inserted] = await tx
      .insert(calendarSubscriptions)
      .values({ coachId: coach.id, url, lastAttemptAt: now, lastSyncedAt: now })
      .onConflictDoNothing()
      .returning({ id: calendarSubscriptions.id });
    if (!inserted) return { ok: false, field: "url", message: "errors.duplicate" };
    await replaceBusy(tx, inserted.id, coach.id, result.busy);
    return { ok: true, id: inserted.id };
  });
  if (outcome.ok) invalidateCoachViews();
  return outcome;
}

/** Unlinks one of the coach's calendars and forgets its busy time; false when the coach has no such calendar. */
export async function removeSubscription(db: Database, coachId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.id, id), eq(calendarSubscriptions.coachId, coachId)))
    .returning({ id: calendarSubscriptions.id });
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
 * "calendar-sync"): messages are `calendar` catalog keys by field. Another coach's subscription is
 * unknown here and nothing changes.
 */
export async function calendarSubscriptionAction(
  db: Database,
  coach: { id: string; timeZone: string },
  formData: FormData,
  now: Date,
  fetcher: CalendarFetcher = defaultCalendarFetcher,
): Promise<{ errors: Record<string, string>; saved: boolean }> {
  const parsed = parseForm(calendarFormSchema, formData);
  if (!parsed.ok) return { errors: parsed.errors as Record<string, string>, saved: false };
  const form = parsed.data;
  switch (form.intent) {
    case "calendar-add": {
      const added = await addSubscription(db, coach, form.url, now, fetcher);
      return added.ok ? { errors: {}, saved: true } : { errors: { [added.field]: added.message }, saved: false };
    }
    case "calendar-remove":
      return (await removeSubscription(db, coach.id, form.id))
        ? { errors: {}, saved: true }
        : { errors: { id: "errors.unknown" }, saved: false };
    case "calendar-sync": {
      if (!(await ownsSubscription(db, coach.id, form.id))) return { errors: { id: "errors.unknown" }, saved: false };
      // A failed check is no mistake of the coach's: its reason shows on the subscription's row.
      const outcome = await syncSubscription(db, form.id, now, fetcher);
      return { errors: {}, saved: outcome?.ok === true };
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
