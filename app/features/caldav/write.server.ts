import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { type CaldavError, caldavAccounts, caldavWrites } from "~/db/schema/scheduling";
import { siteOrigin } from "~/utils/env.server";
import { getI18n } from "~/utils/i18n/instance";
import { clientFor } from "./account-secret.server";
import type { CaldavTransport } from "./client.server";
import { CaldavFailure, failOnStatus } from "./client-parts";
import { buildCaldavEvent, eventUrlFor } from "./event";

// Writing an appointment's current state to the coach's chosen CalDAV calendar: the event is
// created (If-None-Match: *), updated (If-Match its ETag) or removed when the appointment is
// cancelled. What was written is kept in `caldav_writes`, so a job that runs twice, or a stale
// job after a newer one, writes nothing more. The resource is named by the appointment, so even a
// write whose record was lost can only replace the same event, never add a second one.

export type WriteOutcome =
  | { ok: true; action: "created" | "updated" | "removed" | "none" }
  | { ok: false; error: CaldavError; transient: boolean };

async function load(db: Database, appointmentId: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      memberName: users.name,
      coachUserId: coaches.userId,
      account: caldavAccounts,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .innerJoin(caldavAccounts, eq(caldavAccounts.coachId, appointments.coachId))
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  const [coachUser] = row.coachUserId
    ? await db.select({ locale: users.locale }).from(users).where(eq(users.id, row.coachUserId))
    : [];
  const [written] = await db.select().from(caldavWrites).where(eq(caldavWrites.appointmentId, appointmentId));
  return { ...row, lng: coachUser?.locale === "en" ? ("en" as const) : ("nl" as const), written: written ?? null };
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

function eventText(row: Loaded, now: Date): string {
  const { t } = getI18n(row.lng);
  const { appointment } = row;
  return buildCaldavEvent({
    appointmentId: appointment.id,
    sequence: appointment.sequence,
    start: appointment.startsAt,
    end: appointment.endsAt,
    now,
    summary: t("caldav:event.summary", {
      kind: t(`coaching:kind.${appointment.kind}Short`),
      name: row.memberName ?? t("coaching:mail.formerMember"),
    }),
    url: `${siteOrigin()}/coach/appointments/${appointment.id}`,
  });
}

/**
 * Brings the coach's calendar to the appointment's current state. Nothing happens for a coach
 * without a CalDAV account or write calendar, or when the state was written already. Failures
 * are recorded on the account (its page says them in words) and returned; `transient` ones
 * are for the queue to try again.
 */
export async function writeAppointment(
  db: Database,
  appointmentId: string,
  now: Date,
  transport?: CaldavTransport,
): Promise<WriteOutcome> {
  const row = await load(db, appointmentId);
  if (!row) return { ok: true, action: "none" };
  const { appointment, account, written } = row;
  const cancelled = appointment.status === "cancelled";
  const current =
    written &&
    written.accountId === account.id &&
    written.sequence >= appointment.sequence &&
    (cancelled ? written.removedAt !== null : written.removedAt === null);
  if (current) return { ok: true, action: "none" };
  if (!cancelled && !account.writeCalendarUrl) return { ok: true, action: "none" };
  try {
    const client = clientFor(account, transport);
    const standing = written && written.removedAt === null && written.accountId === account.id ? written : null;
    if (cancelled || (standing && account.writeCalendarUrl && !standing.url.startsWith(account.writeCalendarUrl))) {
      // Cancelled, or the coach chose another calendar since: the event leaves where it is.
      if (standing) {
        const status = await client.remove(standing.url);
        if (status !== 404 && status !== 410) failOnStatus(status);
      }
      if (cancelled) {
        if (written)
          await db
            .update(caldavWrites)
            .set({ sequence: appointment.sequence, removedAt: now, writtenAt: now })
            .where(eq(caldavWrites.appointmentId, appointmentId));
        return { ok: true, action: standing ? "removed" : "none" };
      }
    }
    const calendarUrl = account.writeCalendarUrl as string;
    const url = standing?.url.startsWith(calendarUrl) ? standing.url : eventUrlFor(calendarUrl, appointment.id);
    const text = eventText(row, now);
    const update = url === standing?.url;
    let answer = await client.put(
      url,
      text,
      update && standing?.etag ? { ifMatch: standing.etag } : { ifNoneMatch: true },
    );
    // The event is there already (a write whose record was lost) or was changed in the calendar
    // (another ETag), or it was deleted there: the appointment's state is what counts.
    if (answer.status === 412) answer = await client.put(url, text, null);
    else if (answer.status === 404 && update) answer = await client.put(url, text, { ifNoneMatch: true });
    if (answer.status === 404 || answer.status === 409) throw new CaldavFailure("calendarGone", false);
    failOnStatus(answer.status);
    await db
      .insert(caldavWrites)
      .values({
        appointmentId,
        accountId: account.id,
        url,
        etag: answer.etag,
        sequence: appointment.sequence,
        removedAt: null,
        writtenAt: now,
      })
      .onConflictDoUpdate({
        target: caldavWrites.appointmentId,
        set: {
          accountId: account.id,
          url,
          etag: answer.etag,
          sequence: sql`greatest(${caldavWrites.sequence}, excluded.sequence)`,
          removedAt: null,
          writtenAt: now,
        },
      });
    return { ok: true, action: update ? "updated" : "created" };
  } catch (error) {
    if (!(error instanceof CaldavFailure)) throw error;
    // The sync clears it again once the server answers (a write that fails says so meanwhile).
    await db.update(caldavAccounts).set({ lastError: error.code }).where(eq(caldavAccounts.id, account.id));
    return { ok: false, error: error.code, transient: error.transient };
  }
}
