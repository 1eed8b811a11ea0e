import { and, asc, eq, gt, inArray, notInArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments } from "~/db/schema/coaching";
import { caldavAccounts, caldavBusy, caldavCalendars } from "~/db/schema/scheduling";
import { queueNextFree } from "~/features/coaching/next-free.server";
import { invalidateCoachViews } from "~/features/coaching/view-cache.server";
import { enqueueJob } from "~/features/jobs/queue.server";
import { fail } from "~/utils/app-error";
import { clientFor, sealPassword } from "./account-secret.server";
import type { CaldavAccountView, CaldavForm } from "./caldav.schema";
import { CaldavClient, type CaldavTransport } from "./client.server";
import { CaldavFailure, type CalendarInfo } from "./client-parts";
import { syncAccount } from "./sync.server";

// A coach's CalDAV account: connecting it (the calendars are found and listed at once, so the
// coach learns right away whether it works), choosing which calendars block times and which one
// receives appointments, syncing on demand, and disconnecting. The app password is sealed before
// it is stored and never leaves the server again.

/** A connection that failed: the reason at the field the coach can correct. */
function refused(error: CaldavFailure): never {
  const field = error.code === "unauthorized" ? "password" : "serverUrl";
  fail("invalid", { fields: { [field]: `connect.failed.${error.code}` } });
}

/** Stores the calendars found, keeping the choices made for those that were there before. */
async function storeCalendars(db: Database, accountId: string, coachId: string, found: CalendarInfo[]) {
  const urls = found.map((calendar) => calendar.url);
  await db.transaction(async (tx) => {
    await tx
      .delete(caldavCalendars)
      .where(
        and(
          eq(caldavCalendars.accountId, accountId),
          urls.length > 0 ? notInArray(caldavCalendars.url, urls) : undefined,
        ),
      );
    for (const calendar of found)
      await tx
        .insert(caldavCalendars)
        .values({ accountId, coachId, url: calendar.url, displayName: calendar.displayName })
        .onConflictDoUpdate({
          target: [caldavCalendars.accountId, caldavCalendars.url],
          set: { displayName: calendar.displayName },
        });
    const [account] = await tx
      .select({ write: caldavAccounts.writeCalendarUrl })
      .from(caldavAccounts)
      .where(eq(caldavAccounts.id, accountId));
    // The calendar appointments went to is gone: none is chosen until the coach picks another.
    if (account?.write && !urls.includes(account.write))
      await tx.update(caldavAccounts).set({ writeCalendarUrl: null }).where(eq(caldavAccounts.id, accountId));
  });
}

/**
 * Connects (or reconnects) the coach's account: the server is asked for the calendars with these
 * credentials first; only then is anything stored, the password sealed. A reconnect replaces the
 * earlier account and its choices.
 */
export async function connectAccount(
  db: Database,
  coachId: string,
  input: { serverUrl: string; username: string; password: string },
  now: Date,
  transport?: CaldavTransport,
): Promise<void> {
  const client = new CaldavClient({ username: input.username, password: input.password }, transport);
  let found: CalendarInfo[];
  try {
    found = await client.calendars(await client.discover(input.serverUrl));
  } catch (error) {
    if (error instanceof CaldavFailure) refused(error);
    throw error;
  }
  if (found.length === 0) fail("invalid", { fields: { serverUrl: "connect.failed.noCalendars" } });
  const accountId = await db.transaction(async (tx) => {
    await tx.delete(caldavAccounts).where(eq(caldavAccounts.coachId, coachId));
    // A previous account's busy times went with it.
    await queueNextFree(tx, coachId, now);
    const [account] = await tx
      .insert(caldavAccounts)
      .values({
        coachId,
        serverUrl: input.serverUrl,
        username: input.username,
        sealedPassword: sealPassword(input.password),
        lastAttemptAt: now,
        lastSyncedAt: now,
      })
      .returning({ id: caldavAccounts.id });
    return (account as { id: string }).id;
  });
  await storeCalendars(db, accountId, coachId, found);
  invalidateCoachViews();
}

async function accountOf(db: Database, coachId: string) {
  const [account] = await db.select().from(caldavAccounts).where(eq(caldavAccounts.coachId, coachId));
  return account ?? null;
}

/**
 * The coach's choice: the calendars whose events block times, and the one appointments are
 * written to (or none). A calendar no longer read forgets its busy time; the chosen ones are read
 * at once. Ids that are not this coach's calendars change nothing.
 */
export async function chooseCalendars(
  db: Database,
  coachId: string,
  choice: { read: string[]; write: string },
  now: Date,
  transport?: CaldavTransport,
): Promise<void> {
  const account = await accountOf(db, coachId);
  if (!account) fail("invalid", { fields: { read: "errors.notConnected" } });
  const calendars = await db.select().from(caldavCalendars).where(eq(caldavCalendars.accountId, account.id));
  const ids = new Set(calendars.map((calendar) => calendar.id));
  if (choice.read.some((id) => !ids.has(id))) fail("invalid", { fields: { read: "errors.unknownCalendar" } });
  if (choice.write && !ids.has(choice.write)) fail("invalid", { fields: { write: "errors.unknownCalendar" } });
  const read = new Set(choice.read);
  const dropped = calendars.filter((calendar) => calendar.readBusy && !read.has(calendar.id)).map((row) => row.id);
  await db.transaction(async (tx) => {
    if (dropped.length > 0) {
      await tx.delete(caldavBusy).where(inArray(caldavBusy.calendarId, dropped));
      await queueNextFree(tx, coachId, now);
      await tx
        .update(caldavCalendars)
        .set({ readBusy: false, ctag: null, syncToken: null, lastSyncedAt: null })
        .where(inArray(caldavCalendars.id, dropped));
    }
    if (read.size > 0)
      await tx
        .update(caldavCalendars)
        .set({ readBusy: true })
        .where(inArray(caldavCalendars.id, [...read]));
    await tx
      .update(caldavAccounts)
      .set({ writeCalendarUrl: calendars.find((calendar) => calendar.id === choice.write)?.url ?? null })
      .where(eq(caldavAccounts.id, account.id));
  });
  if (dropped.length > 0) invalidateCoachViews();
  if (choice.write) await queueUpcomingWrites(db, coachId, account.id, choice.write, now);
  await syncAccount(db, account.id, now, transport);
}

/**
 * The coach's upcoming appointments go to the calendar just chosen (each write finds what is
 * there already and writes nothing twice). Keyed by the calendar, so choosing it again queues
 * nothing more.
 */
async function queueUpcomingWrites(db: Database, coachId: string, accountId: string, calendarId: string, now: Date) {
  const upcoming = await db
    .select({ id: appointments.id, sequence: appointments.sequence })
    .from(appointments)
    .where(
      and(eq(appointments.coachId, coachId), eq(appointments.status, "confirmed"), gt(appointments.startsAt, now)),
    );
  for (const appointment of upcoming)
    await enqueueJob(db, {
      name: "caldav-write",
      key: `caldav-write:${appointment.id}:${appointment.sequence}:${accountId}:${calendarId}`,
      runAt: now,
      payload: { appointmentId: appointment.id, sequence: appointment.sequence },
    });
}

/**
 * "Sync now": the calendar list is read again (new calendars appear, removed ones go), then the
 * busy calendars. Whether it worked; a failure shows as the account's last error.
 */
export async function syncNow(db: Database, coachId: string, now: Date, transport?: CaldavTransport): Promise<boolean> {
  const account = await accountOf(db, coachId);
  if (!account) fail("invalid", { fields: { intent: "errors.notConnected" } });
  try {
    const client = clientFor(account, transport);
    await storeCalendars(db, account.id, coachId, await client.calendars(await client.discover(account.serverUrl)));
    // The server answered with these credentials: what failed before is over (a busy calendar that
    // fails below says so again).
    await db
      .update(caldavAccounts)
      .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null })
      .where(eq(caldavAccounts.id, account.id));
  } catch (error) {
    if (!(error instanceof CaldavFailure)) throw error;
    await db
      .update(caldavAccounts)
      .set({ lastAttemptAt: now, lastError: error.code })
      .where(eq(caldavAccounts.id, account.id));
    return false;
  }
  return (await syncAccount(db, account.id, now, transport))?.ok === true;
}

/**
 * Disconnects: the account, its password, its calendars and their busy time are deleted at once;
 * nothing more is read or written. Events written before stay in the coach's calendar.
 */
export async function disconnectAccount(db: Database, coachId: string): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(caldavAccounts)
      .where(eq(caldavAccounts.coachId, coachId))
      .returning({ id: caldavAccounts.id });
    if (rows.length > 0) await queueNextFree(tx, coachId);
    return rows;
  });
  if (removed.length > 0) invalidateCoachViews();
  return removed.length > 0;
}

/** The page's forms, as the schema accepted them: whether it worked. */
export async function caldavAction(
  db: Database,
  coachId: string,
  form: CaldavForm,
  now: Date,
  transport?: CaldavTransport,
): Promise<boolean> {
  switch (form.intent) {
    case "connect":
      await connectAccount(db, coachId, form, now, transport);
      return true;
    case "calendars":
      await chooseCalendars(db, coachId, form, now, transport);
      return true;
    case "sync":
      return syncNow(db, coachId, now, transport);
    case "disconnect":
      if (!(await disconnectAccount(db, coachId))) fail("invalid", { fields: { intent: "errors.notConnected" } });
      return true;
  }
}

/** The coach's account as the page shows it. */
export async function caldavAccountView(db: Database, coachId: string): Promise<CaldavAccountView> {
  const account = await accountOf(db, coachId);
  if (!account) return { connected: false };
  const calendars = await db
    .select()
    .from(caldavCalendars)
    .where(eq(caldavCalendars.accountId, account.id))
    .orderBy(asc(caldavCalendars.displayName), asc(caldavCalendars.url));
  return {
    connected: true,
    serverUrl: account.serverUrl,
    username: account.username,
    lastSyncedAt: account.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: account.lastAttemptAt?.toISOString() ?? null,
    lastError: account.lastError ?? null,
    calendars: calendars.map((calendar) => ({
      id: calendar.id,
      displayName: calendar.displayName,
      readBusy: calendar.readBusy,
      write: calendar.url === account.writeCalendarUrl,
    })),
  };
}
