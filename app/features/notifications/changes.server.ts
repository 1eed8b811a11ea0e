import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { eventRegistrations, eventSessions, events } from "~/db/schema/events";
import { notify } from "./notify.server";

// What the booking and event changes put in the other person's notification list. Called inside
// the change's transaction, beside the mail, exactly when the mail job is queued the first time;
// the params hold names, titles and instants only, written out when the list is shown.

/** An appointment change, as the mail names it. */
export type AppointmentChange = "booked" | "rescheduled" | "cancelled";

/**
 * Tells the other party of an appointment change: the member books, moves and cancels (the coach
 * hears of it), the coach cancels (the member does). An account that is gone hears nothing.
 */
export async function notifyAppointmentChange(
  db: Database,
  appointmentId: string,
  change: AppointmentChange,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({
      memberId: appointments.memberId,
      startsAt: appointments.startsAt,
      cancelledBy: appointments.cancelledBy,
      coachName: coaches.name,
      coachUserId: coaches.userId,
      memberName: users.name,
      memberLocale: users.locale,
      memberClosed: users.deactivatedAt,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return;
  const byCoach = change === "cancelled" && row.cancelledBy === "coach";
  const startsAt = row.startsAt.toISOString();
  if (byCoach) {
    if (!row.memberId) return;
    const lng = row.memberLocale === "en" ? "en" : "nl";
    await notify(
      db,
      {
        userId: row.memberId,
        kind: "booking",
        subject: appointmentId,
        link: `/${lng}/coaching/${appointmentId}`,
        params: { change, by: "coach", name: row.coachName, startsAt },
      },
      now,
    );
    return;
  }
  if (!row.coachUserId) return;
  await notify(
    db,
    {
      userId: row.coachUserId,
      kind: "booking",
      subject: appointmentId,
      link: `/coach/appointments/${appointmentId}`,
      // A member whose account is closing (its sessions are cancelled on the way out) is not named.
      params: { change, by: "member", name: row.memberClosed ? "" : (row.memberName ?? ""), startsAt },
    },
    now,
  );
}

/** The registration changes that need the member's attention (the others they made themselves). */
export type RegistrationChange = "promoted" | "session-cancelled" | "session-cancelled-waitlist" | "session-changed";

const registrationChanges = new Set<string>([
  "promoted",
  "session-cancelled",
  "session-cancelled-waitlist",
  "session-changed",
]);

export function isNotifiedRegistrationChange(kind: string): kind is RegistrationChange {
  return registrationChanges.has(kind);
}

/**
 * Tells a member of what happened to their registration without them: a place from the waiting
 * list, or a session the back office cancelled or moved.
 */
export async function notifyRegistrationChange(
  db: Database,
  registrationId: string,
  change: RegistrationChange,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({
      userId: eventRegistrations.userId,
      sessionId: eventSessions.id,
      slug: eventSessions.slug,
      startsAt: eventSessions.startsAt,
      sessionNl: eventSessions.titleNl,
      sessionEn: eventSessions.titleEn,
      eventNl: events.titleNl,
      eventEn: events.titleEn,
      locale: users.locale,
    })
    .from(eventRegistrations)
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) return;
  const lng = row.locale === "en" ? "en" : "nl";
  const params = {
    titleNl: `${row.eventNl}: ${row.sessionNl}`,
    titleEn: `${row.eventEn}: ${row.sessionEn}`,
    startsAt: row.startsAt.toISOString(),
  };
  const link = `/${lng}/events/session/${row.slug}`;
  if (change === "promoted") {
    await notify(db, { userId: row.userId, kind: "waitlist", subject: registrationId, link, params }, now);
    return;
  }
  await notify(
    db,
    {
      userId: row.userId,
      kind: "event",
      subject: row.sessionId,
      link,
      params: { ...params, change: change === "session-changed" ? "moved" : "cancelled" },
    },
    now,
  );
}
