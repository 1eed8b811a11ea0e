import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";
import { type CaldavError, caldavAccounts, caldavBusy, caldavCalendars, caldavWrites } from "~/db/schema/scheduling";
import { CALENDAR_BUSY_DAYS } from "~/features/coaching/calendar-subscriptions";
import { CalendarBudgetError, CalendarFormatError } from "~/features/coaching/ical-busy";
import { expandCalendarOffThread } from "~/features/coaching/ical-busy-worker.server";
import { queueNextFree } from "~/features/coaching/next-free.server";
import { invalidateCoachViews } from "~/features/coaching/view-cache.server";
import { logger } from "~/utils/logger.server";
import { clientFor } from "./account-secret.server";
import type { CaldavClient, CaldavTransport } from "./client.server";
import { CaldavFailure, type EventResource, pathOf } from "./client-parts";
import { appointmentIdOfUid, uidOf } from "./event";

// Reading a coach's chosen CalDAV calendars into `caldav_busy`: start and end of each event
// resource, nothing else. A calendar is read in full once a day (the window moves with the
// days); between those reads only what changed: one PROPFIND when the ctag and sync token are
// unchanged, a sync-collection REPORT for the changes otherwise, or an ETag comparison on servers
// without sync tokens. What Vitaal wrote itself (appointments) is never read back as busy.

const DAY = 86_400_000;
/** A calendar is read in full again after this long (`caldav_calendars.last_synced_at`). */
export const FULL_READ_MS = DAY;

export type SyncOutcome = { ok: true; changed: number } | { ok: false; error: CaldavError; transient: boolean };

/** The window busy time is kept for: from yesterday to a day past the furthest bookable day. */
export function busyWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - DAY), to: new Date(now.getTime() + (CALENDAR_BUSY_DAYS + 1) * DAY) };
}

interface CalendarRow {
  id: string;
  url: string;
  ctag: string | null;
  syncToken: string | null;
  lastSyncedAt: Date | null;
}

interface Context {
  db: Database;
  client: CaldavClient;
  coachId: string;
  timeZone: string;
  now: Date;
  /** Paths of the event resources Vitaal wrote for this account. */
  ownPaths: Set<string>;
}

/** Busy rows of resources, read off the event loop; a resource that cannot be read counts as free. */
async function busyOf(context: Context, resources: EventResource[]) {
  const candidates = resources.flatMap((resource) => {
    const id = appointmentIdOfUid(uidOf(resource.data));
    return id ? [id] : [];
  });
  const ours = new Set(
    candidates.length === 0
      ? []
      : (
          await context.db
            .select({ id: appointments.id })
            .from(appointments)
            .where(and(eq(appointments.coachId, context.coachId), inArray(appointments.id, candidates)))
        ).map((row) => row.id),
  );
  const window = { ...busyWindow(context.now), timeZone: context.timeZone };
  const rows: { href: string; etag: string | null; startsAt: Date; endsAt: Date }[] = [];
  for (const resource of resources) {
    const href = pathOf(resource.url);
    const id = appointmentIdOfUid(uidOf(resource.data));
    if (context.ownPaths.has(href) || (id && ours.has(id))) continue;
    try {
      const busy = await expandCalendarOffThread(resource.data, window);
      for (const interval of busy)
        rows.push({ href, etag: resource.etag, startsAt: interval.start, endsAt: interval.end });
    } catch (error) {
      if (!(error instanceof CalendarFormatError || error instanceof CalendarBudgetError)) throw error;
      logger.info({ err: error.name }, "caldav event resource skipped");
    }
  }
  return rows;
}

/** Reads one calendar's changes (or all of it) and stores them; how many resources were read. */
async function syncCalendar(context: Context, calendar: CalendarRow): Promise<number> {
  const { client, db, now } = context;
  const state = await client.state(calendar.url);
  const full =
    !calendar.lastSyncedAt ||
    calendar.lastSyncedAt.getTime() <= now.getTime() - FULL_READ_MS ||
    (!calendar.syncToken && !calendar.ctag);
  let fetched: EventResource[] = [];
  let replaced: string[] = [];
  let token = state.syncToken;
  let readAll = full;
  if (!full) {
    if (state.ctag && state.ctag === calendar.ctag && state.syncToken === calendar.syncToken) return 0;
    if (calendar.syncToken && state.syncToken) {
      const changes = await client.changesSince(calendar.url, calendar.syncToken);
      if (changes) {
        token = changes.token;
        const wanted = changes.changed.filter((change) => !context.ownPaths.has(pathOf(change.url)));
        fetched =
          wanted.length > 0
            ? await client.multiget(
                calendar.url,
                wanted.map((change) => change.url),
              )
            : [];
        replaced = [...changes.removed, ...changes.changed.map((change) => change.url)].map(pathOf);
      } else readAll = true;
    } else {
      // No sync tokens on this server: compare the ETags of the events in the window.
      const window = busyWindow(now);
      const listed = await client.query(calendar.url, window.from, window.to, false);
      const stored = new Map(
        (
          await db
            .selectDistinct({ href: caldavBusy.href, etag: caldavBusy.etag })
            .from(caldavBusy)
            .where(eq(caldavBusy.calendarId, calendar.id))
        ).map((row) => [row.href, row.etag]),
      );
      const present = new Set(listed.map((entry) => pathOf(entry.url)));
      const changed = listed.filter(
        (entry) => !context.ownPaths.has(pathOf(entry.url)) && stored.get(pathOf(entry.url)) !== entry.etag,
      );
      fetched =
        changed.length > 0
          ? await client.multiget(
              calendar.url,
              changed.map((entry) => entry.url),
            )
          : [];
      replaced = [
        ...[...stored.keys()].filter((href) => !present.has(href)),
        ...changed.map((entry) => pathOf(entry.url)),
      ];
    }
  }
  if (readAll) {
    const window = busyWindow(now);
    fetched = await client.query(calendar.url, window.from, window.to, true);
  }
  const rows = await busyOf(context, fetched);
  await db.transaction(async (tx) => {
    // Busy times changed (or were all read again): the coach's next free time follows, with them.
    if (readAll || fetched.length + replaced.length > 0) await queueNextFree(tx, context.coachId, context.now);
    if (readAll) await tx.delete(caldavBusy).where(eq(caldavBusy.calendarId, calendar.id));
    else if (replaced.length > 0)
      for (let index = 0; index < replaced.length; index += 500)
        await tx
          .delete(caldavBusy)
          .where(
            and(eq(caldavBusy.calendarId, calendar.id), inArray(caldavBusy.href, replaced.slice(index, index + 500))),
          );
    for (let index = 0; index < rows.length; index += 1000)
      await tx
        .insert(caldavBusy)
        .values(
          rows.slice(index, index + 1000).map((row) => ({ ...row, calendarId: calendar.id, coachId: context.coachId })),
        );
    await tx
      .update(caldavCalendars)
      .set({ ctag: state.ctag, syncToken: token, ...(readAll ? { lastSyncedAt: now } : {}) })
      .where(eq(caldavCalendars.id, calendar.id));
  });
  return fetched.length + replaced.length;
}

/**
 * Syncs the busy calendars of one account and records the attempt: its time, and the success
 * or the reason it failed (the rows of a failed calendar stay as they were, so a server that is
 * down does not open the coach's time). Null for an unknown account.
 */
export async function syncAccount(
  db: Database,
  accountId: string,
  now: Date,
  transport?: CaldavTransport,
): Promise<SyncOutcome | null> {
  const [account] = await db
    .select({ account: caldavAccounts, timeZone: coaches.timeZone })
    .from(caldavAccounts)
    .innerJoin(coaches, eq(coaches.id, caldavAccounts.coachId))
    .where(eq(caldavAccounts.id, accountId));
  if (!account) return null;
  const { coachId } = account.account;
  let changed = 0;
  let failure: CaldavFailure | null = null;
  try {
    const client = clientFor(account.account, transport);
    const calendars = await db
      .select()
      .from(caldavCalendars)
      .where(and(eq(caldavCalendars.accountId, accountId), eq(caldavCalendars.readBusy, true)));
    // Nothing chosen to block times: nothing asked, and the account's state stays as it was.
    if (calendars.length === 0) return { ok: true, changed: 0 };
    const written = await db
      .select({ url: caldavWrites.url })
      .from(caldavWrites)
      .where(eq(caldavWrites.accountId, accountId));
    const context: Context = {
      db,
      client,
      coachId,
      timeZone: account.timeZone,
      now,
      ownPaths: new Set(written.map((row) => pathOf(row.url))),
    };
    for (const calendar of calendars) {
      try {
        changed += await syncCalendar(context, calendar);
      } catch (error) {
        if (!(error instanceof CaldavFailure)) throw error;
        // One calendar's trouble does not keep the others from being read.
        failure ??= error;
        if (error.code === "unauthorized") break;
      }
    }
  } catch (error) {
    if (!(error instanceof CaldavFailure)) throw error;
    failure = error;
  }
  await db
    .update(caldavAccounts)
    .set(
      failure
        ? { lastAttemptAt: now, lastError: failure.code }
        : { lastAttemptAt: now, lastSyncedAt: now, lastError: null },
    )
    .where(eq(caldavAccounts.id, accountId));
  if (changed > 0) invalidateCoachViews();
  return failure ? { ok: false, error: failure.code, transient: failure.transient } : { ok: true, changed };
}
