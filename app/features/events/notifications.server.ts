import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { eventRegistrations, eventSessions, events } from "~/db/schema/events";
import { inviteMail } from "~/features/email/invite-mail.server";
import { sendMail } from "~/features/email/transport.server";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { isNotifiedRegistrationChange, notifyRegistrationChange } from "~/features/notifications/changes.server";
import { siteOrigin } from "~/utils/env.server";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { localised } from "./events";
import { waitlistPosition } from "./events.server";

/**
 * `session-cancelled`: the back office cancelled the session and this was a place (the invite's
 * CANCEL goes along); `session-cancelled-waitlist`: it was a waitlist entry (a plain mail);
 * `session-changed`: the back office moved a place's session (the updated invite goes along).
 */
export type RegistrationMail =
  | "registered"
  | "waitlisted"
  | "cancelled"
  | "promoted"
  | "session-cancelled"
  | "session-cancelled-waitlist"
  | "session-changed";

/** The catalog key of each mail under `events:mail`. */
const mailKey: Record<RegistrationMail, string> = {
  registered: "registered",
  waitlisted: "waitlisted",
  cancelled: "cancelled",
  promoted: "promoted",
  "session-cancelled": "sessionCancelled",
  "session-cancelled-waitlist": "sessionCancelledWaitlist",
  "session-changed": "sessionChanged",
};

/**
 * Queues the mail about a registration change; once per registration and kind. Called inside the
 * change's transaction, so the mail is queued exactly when the change is committed.
 */
export async function queueRegistrationMail(
  db: Database,
  registrationId: string,
  kind: RegistrationMail,
  now: Date,
  /** Tells apart mails of a kind that can come more than once (each change of a session). */
  version?: number,
) {
  const queued = await enqueueJob(db, {
    name: "event-mail",
    key: `event-mail:${registrationId}:${kind}${version === undefined ? "" : `:${version}`}`,
    runAt: now,
    payload: { registrationId, kind },
  });
  // What happened without the member (a place from the waitlist, a session cancelled or moved) is
  // also in their notification list, once per change like the mail.
  if (queued && isNotifiedRegistrationChange(kind)) await notifyRegistrationChange(db, registrationId, kind, now);
}

/** Sends a registration mail; a place (registered or promoted) carries the invite, a cancel its CANCEL. */
export async function sendRegistrationMail(db: Database, registrationId: string, kind: RegistrationMail, now: Date) {
  const [row] = await db
    .select({ registration: eventRegistrations, session: eventSessions, event: events, user: users })
    .from(eventRegistrations)
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) return;
  const { registration, session, event, user } = row;
  const lng = user.locale === "en" ? "en" : "nl";
  const { t } = getI18n(lng);
  const title = `${localised(event, "title", lng)}: ${localised(session, "title", lng)}`;
  const when = formatDateTime(session.startsAt, lng, user.timeZone);
  const link = `${siteOrigin()}/${lng}/events/session/${session.slug}`;
  const where = session.location ?? session.onlineUrl ?? "";
  const choice = session.choices.find((option) => option.value === registration.choice);
  const paragraphs = [t(`events:mail.${mailKey[kind]}.body`, { title, when, where, zone: user.timeZone })];
  if (choice) paragraphs.push(t("events:mail.choice", { choice: choice[lng] }));
  if (kind === "waitlisted") {
    paragraphs.push(t("events:mail.position", { position: await waitlistPosition(db, registration) }));
  }
  await sendMail(
    inviteMail({
      to: user.email,
      lng,
      subject: t(`events:mail.${mailKey[kind]}.subject`, { title }),
      name: user.name,
      paragraphs,
      action: { label: t("events:mail.open"), url: link },
      footnote:
        kind === "registered" || kind === "promoted" || kind === "session-changed"
          ? t("events:mail.calendarHint")
          : undefined,
      // A waitlist place is not in the calendar yet.
      invite:
        kind === "waitlisted" || kind === "session-cancelled-waitlist"
          ? null
          : {
              method: kind === "cancelled" || kind === "session-cancelled" ? "CANCEL" : "REQUEST",
              uid: `${registration.id}@vitaal`,
              sequence: registration.sequence,
              start: session.startsAt,
              end: session.endsAt,
              now,
              summary: title,
              description: `${localised(event, "summary", lng)}\n${link}`,
              url: link,
              location: where || undefined,
              attendees: [{ name: user.name, email: user.email }],
            },
    }),
  );
}

export function eventJobHandlers(getDb: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "event-mail": async (payload, now) => {
      await sendRegistrationMail(await getDb(), String(payload.registrationId), payload.kind as RegistrationMail, now);
    },
  };
}
