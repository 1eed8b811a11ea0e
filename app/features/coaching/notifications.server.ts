import { and, eq, gt, like, lte, notLike } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { queueCaldavWrite } from "~/features/caldav/jobs.server";
import { type CalendarInvite, inviteAttachment, inviteMail } from "~/features/email/invite-mail.server";
import { composeMail } from "~/features/email/templates.server";
import { sendMail } from "~/features/email/transport.server";
import { queueJobs as jobs, notYetRun } from "~/features/jobs/job-table.server";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";
import { notifyAppointmentChange } from "~/features/notifications/changes.server";
import { notify } from "~/features/notifications/notify.server";
import { REMINDER_LEAD_HOURS, reminderPlans } from "~/features/notifications/preferences.server";
import { siteOrigin } from "~/utils/env.server";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { logger } from "~/utils/logger.server";
import { queueNextFree } from "./next-free.server";
import { queueFreedTimeOffers } from "./slot-waits.server";

export type AppointmentEvent = "booked" | "rescheduled" | "cancelled";

/**
 * Reminders are queued for every lead time anyone may choose (48, 24, 2 and 1 hours before the
 * start); when one is due, each of the two people gets it if they chose that lead time.
 */
export const REMINDER_HOURS = REMINDER_LEAD_HOURS;

/** The hourly sweep looks this far ahead: the longest lead time and an hour. */
const SWEEP_WINDOW_HOURS = Math.max(...REMINDER_HOURS) + 1;

/** The people and texts an appointment's mails need. */
async function loadParticipants(db: Database, appointmentId: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      coachName: coaches.name,
      coachUserId: coaches.userId,
      memberName: users.name,
      memberEmail: users.email,
      memberLocale: users.locale,
      memberZone: users.timeZone,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  const [coachUser] = row.coachUserId
    ? await db
        .select({ name: users.name, email: users.email, locale: users.locale, timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, row.coachUserId))
    : [];
  return { ...row, coachUser: coachUser ?? null };
}

type Participants = NonNullable<Awaited<ReturnType<typeof loadParticipants>>>;

interface Recipient {
  role: "member" | "coach";
  name: string;
  email: string;
  lng: Language;
  timeZone: string;
  /** Where this person opens the appointment and its call. */
  link: string;
}

function recipients(people: Participants): Recipient[] {
  const origin = siteOrigin();
  const id = people.appointment.id;
  const list: Recipient[] = [];
  if (people.memberEmail) {
    const lng = people.memberLocale === "en" ? "en" : "nl";
    list.push({
      role: "member",
      name: people.memberName ?? "",
      email: people.memberEmail,
      lng,
      timeZone: people.memberZone ?? "Europe/Amsterdam",
      link: `${origin}/${lng}/coaching/${id}`,
    });
  }
  if (people.coachUser) {
    list.push({
      role: "coach",
      name: people.coachUser.name,
      email: people.coachUser.email,
      lng: people.coachUser.locale === "en" ? "en" : "nl",
      timeZone: people.coachUser.timeZone,
      link: `${origin}/coach/appointments/${id}`,
    });
  }
  return list;
}

/** The appointment as a calendar event for one of its two people: one UID, the sequence of its changes. */
function invite(people: Participants, to: Recipient, method: "REQUEST" | "CANCEL", now: Date): CalendarInvite {
  const { t } = getI18n(to.lng);
  const { appointment } = people;
  const other = to.role === "member" ? people.coachName : (people.memberName ?? "");
  return {
    method,
    uid: `${appointment.id}@vitaal`,
    sequence: appointment.sequence,
    start: appointment.startsAt,
    end: appointment.endsAt,
    now,
    summary: t("coaching:mail.icsSummary", { kind: t(`coaching:kind.${appointment.kind}Short`), name: other }),
    description: `${t("coaching:mail.icsDescription")}\n${to.link}`,
    url: to.link,
    attendees: [
      ...(people.memberEmail ? [{ name: people.memberName ?? "", email: people.memberEmail }] : []),
      ...(people.coachUser ? [{ name: people.coachUser.name, email: people.coachUser.email }] : []),
    ],
  };
}

/** Mails the member and the coach about a booking, a change or a cancellation, with the invite. */
export async function sendAppointmentMails(
  db: Database,
  appointmentId: string,
  event: AppointmentEvent,
  now: Date,
): Promise<void> {
  const people = await loadParticipants(db, appointmentId);
  if (!people) return;
  const { appointment } = people;
  for (const to of recipients(people)) {
    const { t } = getI18n(to.lng);
    const other = to.role === "member" ? people.coachName : (people.memberName ?? t("coaching:mail.formerMember"));
    const when = formatDateTime(appointment.startsAt, to.lng, to.timeZone);
    const kind = t(`coaching:kind.${appointment.kind}Short`);
    const paragraphs = [t(`coaching:mail.${event}.${to.role}`, { kind, name: other, when, zone: to.timeZone })];
    if (event === "cancelled" && appointment.cancelReason) {
      paragraphs.push(t("coaching:mail.reason", { reason: appointment.cancelReason }));
    }
    if (event === "cancelled" && to.role === "member") {
      paragraphs.push(t(appointment.late ? "coaching:mail.countsAsUsed" : "coaching:mail.creditKept"));
    }
    // Before the call: a check of camera, microphone, speaker and network.
    if (event !== "cancelled") {
      paragraphs.push(t("coaching:mail.callCheck", { url: `${siteOrigin()}/${to.lng}/call-check` }));
    }
    await sendMail(
      inviteMail({
        to: to.email,
        lng: to.lng,
        subject: t(`coaching:mail.${event}.subject`, { kind, name: other, when }),
        name: to.name,
        paragraphs,
        action: { label: t("coaching:mail.open"), url: to.link },
        footnote: event === "cancelled" ? undefined : t("coaching:mail.calendarHint"),
        invite: invite(people, to, event === "cancelled" ? "CANCEL" : "REQUEST", now),
      }),
    );
  }
}

/**
 * Queues the mails of an appointment change, and its reminders when it is (still) on. The
 * booking, rescheduling and cancelling functions call it inside the transaction of their change,
 * so the mail is queued exactly when the change commits. Every job is keyed by the change (the
 * invite's sequence, the start time), so another call for the same change queues nothing; returns
 * how many jobs this call queued.
 */
export async function queueAppointmentMails(
  db: Database,
  appointmentId: string,
  event: AppointmentEvent,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ startsAt: appointments.startsAt, sequence: appointments.sequence, coachId: appointments.coachId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) return 0;
  // Every change of an appointment goes through here, so the coach's next free time follows them all.
  await queueNextFree(db, row.coachId, now);
  let queued = 0;
  const queue = async (job: Parameters<typeof enqueueJob>[1]) => {
    if (await enqueueJob(db, job)) queued++;
  };
  await queue({
    name: "appointment-mail",
    key: `appointment-mail:${appointmentId}:${event}:${row.sequence}`,
    runAt: now,
    payload: { appointmentId, event },
  });
  // The other party's notification goes with the mail, once per change like the mail.
  if (queued > 0) await notifyAppointmentChange(db, appointmentId, event, now);
  // The coach's CalDAV calendar follows every change; a time given up may go to someone waiting.
  await queueCaldavWrite(db, appointmentId, row.sequence, now);
  if (event !== "booked") {
    await queueFreedTimeOffers(db, { coachId: row.coachId, appointmentId, sequence: row.sequence }, now);
  }
  // Reminders for a start time the appointment no longer has leave the queue with the change:
  // all of them when it is cancelled, the old time's when it moved.
  await withdrawReminders(db, appointmentId, event === "cancelled" ? null : row.startsAt);
  if (event === "cancelled") return queued;
  return queued + (await queueAppointmentReminders(db, appointmentId, row.startsAt, now));
}

/** Takes the appointment's reminders that have not run out of the queue, but those for `keep`. */
async function withdrawReminders(db: Database, appointmentId: string, keep: Date | null): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.name, "appointment-reminder"),
        like(jobs.key, `appointment-reminder:${appointmentId}:%`),
        keep ? notLike(jobs.key, `%:${keep.toISOString()}`) : undefined,
        notYetRun,
      ),
    );
}

/** Queues the reminders of an appointment that are still ahead at `now`; returns how many it queued. */
async function queueAppointmentReminders(
  db: JobExecutor,
  appointmentId: string,
  startsAt: Date,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const hours of REMINDER_HOURS) {
    const runAt = new Date(startsAt.getTime() - hours * 3_600_000);
    if (runAt <= now) continue;
    const job = {
      name: "appointment-reminder",
      // One per start time: a moved appointment gets new reminders; the old ones find it moved.
      key: `appointment-reminder:${appointmentId}:${hours}:${startsAt.toISOString()}`,
      runAt,
      payload: { appointmentId, hours, startsAt: startsAt.toISOString() },
    };
    if (await enqueueJob(db, job)) queued++;
  }
  return queued;
}

/**
 * The hourly sweep: every confirmed appointment of the next 49 hours has its reminders queued.
 * They were queued with the booking; this puts back any that went missing (a queue restored from an
 * older backup, say). A reminder that was sent is kept a week, so it is never queued again.
 */
export async function sweepAppointmentReminders(db: Database, now: Date): Promise<number> {
  const soon = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "confirmed"),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + SWEEP_WINDOW_HOURS * 3_600_000)),
      ),
    );
  let queued = 0;
  for (const row of soon) queued += await queueAppointmentReminders(db, row.id, row.startsAt, now);
  return queued;
}

/** A reminder's mail subject by its lead time. */
function reminderSubject(t: ReturnType<typeof getI18n>["t"], hours: number, values: { name: string; when: string }) {
  if (hours >= 48) return t("coaching:mail.reminder.subjectTwoDays", values);
  if (hours >= 24) return t("coaching:mail.reminder.subjectDay", values);
  if (hours >= 2) return t("coaching:mail.reminder.subjectTwoHours", values);
  return t("coaching:mail.reminder.subjectHour", values);
}

/**
 * A reminder, `hours` before the start, to each of the two people who chose that lead time, by
 * the way they chose (mail, a notification, or both); skipped when the appointment moved or ended.
 */
export async function sendReminder(db: Database, appointmentId: string, hours: number, startsAt: string, now: Date) {
  const people = await loadParticipants(db, appointmentId);
  if (!people) return;
  const { appointment } = people;
  if (appointment.status !== "confirmed" || appointment.startsAt.toISOString() !== startsAt) return;
  const origin = siteOrigin();
  // What each chose on their account page: no reminders, or a channel and lead times.
  const plans = await reminderPlans(db, [appointment.memberId, people.coachUserId]);
  for (const to of recipients(people)) {
    const userId = to.role === "member" ? appointment.memberId : people.coachUserId;
    const plan = userId ? plans.get(userId) : null;
    if (!userId || !plan || !(plan.hours as readonly number[]).includes(hours)) continue;
    const { t } = getI18n(to.lng);
    const other = to.role === "member" ? people.coachName : (people.memberName ?? "");
    if (plan.channel !== "mail") {
      const link =
        to.role === "member" ? `/${to.lng}/coaching/${appointment.id}` : `/coach/appointments/${appointment.id}`;
      await notify(
        db,
        { userId, kind: "reminder", subject: appointment.id, link, params: { name: other, startsAt } },
        now,
      );
    }
    if (plan.channel === "notification") continue;
    const when = formatDateTime(appointment.startsAt, to.lng, to.timeZone);
    const callLink =
      to.role === "member"
        ? `${origin}/${to.lng}/call/${appointment.id}`
        : `${origin}/coach/appointments/${appointment.id}/call`;
    const mail = composeMail({
      lng: to.lng,
      subject: reminderSubject(t, hours, { name: other, when }),
      name: to.name,
      paragraphs: [
        t("coaching:mail.reminder.body", {
          kind: t(`coaching:kind.${appointment.kind}Short`),
          name: other,
          when,
          zone: to.timeZone,
        }),
      ],
      action: { label: t("coaching:mail.reminder.join"), url: callLink },
      footnote: t("coaching:mail.reminder.opens"),
    });
    await sendMail({ to: to.email, ...mail });
  }
}

export function appointmentJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "appointment-mail": async (payload, now) => {
      await sendAppointmentMails(
        await getDatabase(),
        String(payload.appointmentId),
        payload.event as AppointmentEvent,
        now,
      );
    },
    "appointment-reminder-sweep": async (_payload, now) => {
      const queued = await sweepAppointmentReminders(await getDatabase(), now);
      if (queued > 0) logger.warn({ queued }, "reminders that had gone missing were queued again");
    },
    "appointment-reminder": async (payload, now) => {
      await sendReminder(
        await getDatabase(),
        String(payload.appointmentId),
        Number(payload.hours),
        String(payload.startsAt),
        now,
      );
    },
  };
}

/** The current invite of an appointment as one of its two people sees it (callers check access). */
export async function inviteFor(
  db: Database,
  appointmentId: string,
  role: "member" | "coach",
  now: Date,
): Promise<string | null> {
  const people = await loadParticipants(db, appointmentId);
  const to = people ? recipients(people).find((recipient) => recipient.role === role) : undefined;
  if (!people || !to) return null;
  return inviteAttachment(invite(people, to, people.appointment.status === "cancelled" ? "CANCEL" : "REQUEST", now))
    .content;
}
