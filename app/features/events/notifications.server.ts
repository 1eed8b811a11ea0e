import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { eventRegistrations, eventSessions, events } from "~/db/schema/events";
import { inviteMail } from "~/features/email/invite-mail.server";
import { sendMail } from "~/features/email/transport.server";
import { formatDateTime } from "~/features/i18n/format";
import { getI18n } from "~/features/i18n/instance";
import { enqueueJob, type JobHandler } from "~/features/jobs/jobs.server";
import { siteOrigin } from "~/utils/env.server";
import { localised } from "./events";
import { waitlistPosition } from "./events.server";

export type RegistrationMail = "registered" | "waitlisted" | "cancelled" | "promoted";

/**
 * Queues the mail about a registration change; once per registration and kind. Called inside the
 * change's transaction, so the mail is queued exactly when the change is committed.
 */
export async function queueRegistrationMail(
  db: Pick<Database, "insert">,
  registrationId: string,
  kind: RegistrationMail,
  now: Date,
) {
  await enqueueJob(db, {
    name: "event-mail",
    key: `event-mail:${registrationId}:${kind}`,
    runAt: now,
    payload: { registrationId, kind },
  });
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
  const paragraphs = [t(`events:mail.${kind}.body`, { title, when, where, zone: user.timeZone })];
  if (choice) paragraphs.push(t("events:mail.choice", { choice: choice[lng] }));
  if (kind === "waitlisted") {
    paragraphs.push(t("events:mail.position", { position: await waitlistPosition(db, registration) }));
  }
  await sendMail(
    inviteMail({
      to: user.email,
      lng,
      subject: t(`events:mail.${kind}.subject`, { title }),
      name: user.name,
      paragraphs,
      action: { label: t("events:mail.open"), url: link },
      footnote: kind === "registered" || kind === "promoted" ? t("events:mail.calendarHint") : undefined,
      // A waitlist place is not in the calendar yet.
      invite:
        kind === "waitlisted"
          ? null
          : {
              method: kind === "cancelled" ? "CANCEL" : "REQUEST",
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
