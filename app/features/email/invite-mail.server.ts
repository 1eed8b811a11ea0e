import { buildIcs, type IcsEvent } from "~/features/coaching/ics";
import { mailOrganizer } from "~/utils/env.server";
import type { MailAttachment } from "./outbox.server";
import { type ComposedMail, composeMail } from "./templates.server";
import type { MailMessage } from "./transport.server";

/**
 * One calendar event as an invite: `REQUEST` for a new or changed one, `CANCEL` to take it out of
 * the calendar. The organiser is always the sender of every mail, so replies never reach a person.
 */
export type CalendarInvite = Omit<IcsEvent, "organizer">;

/** The invite as a mail attachment; calendars read the method from the content type too. */
export function inviteAttachment(invite: CalendarInvite): MailAttachment {
  return {
    filename: invite.method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${invite.method}`,
    content: buildIcs({ ...invite, organizer: mailOrganizer() }),
  };
}

/**
 * A mail in the house style to one person, with its calendar invite attached (none when `invite`
 * is null: a waitlist place, say). Appointment, event and webinar mail are all made here.
 */
export function inviteMail(input: ComposedMail & { to: string; invite: CalendarInvite | null }): MailMessage {
  const { to, invite, ...mail } = input;
  return { to, ...composeMail(mail), attachments: invite ? [inviteAttachment(invite)] : [] };
}
