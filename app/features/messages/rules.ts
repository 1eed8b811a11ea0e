// When a member and a coach may write to each other (decision 030). Pure: the clock and the
// appointments are parameters.
//
// A conversation exists once the two have had an appointment that was not cancelled: a booking
// cancelled before it took place gave them nothing to talk about, and a member would not expect a
// coach they only nearly met to be able to write to them. It is open while they have an upcoming
// (confirmed) appointment or had one start within the last six months; after that both can still
// read it, but nobody can write. A member can block the coach: the coach can then no longer write,
// the member still can, and can lift the block.

import type { appointmentStatuses } from "~/db/schema/coaching";

/** The longest message, in characters after trimming. */
export const MAX_MESSAGE = 4000;

/** How long after their last session a member and a coach can still write. */
export const OPEN_MONTHS = 6;

export type Side = "member" | "coach";

export interface AppointmentFact {
  startsAt: Date;
  status: (typeof appointmentStatuses)[number];
}

/** Whether the pair may have a conversation at all: an appointment that was not cancelled. */
export function mayConverse(appointments: readonly AppointmentFact[]): boolean {
  return appointments.some((appointment) => appointment.status !== "cancelled");
}

/** The moment six months before `now`: a session that started after it keeps the conversation open. */
export function openSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - OPEN_MONTHS);
  return since;
}

/** Whether the pair's appointments keep the conversation open now. */
export function isOpen(appointments: readonly AppointmentFact[], now: Date): boolean {
  const since = openSince(now);
  return appointments.some((appointment) => {
    if (appointment.status === "cancelled") return false;
    if (appointment.startsAt > now) return appointment.status === "confirmed";
    return appointment.startsAt >= since;
  });
}

/** Why a side cannot write, when it cannot. */
export type ReadOnlyReason = "no-recent-session" | "blocked";

export type WriteState = { canWrite: true } | { canWrite: false; reason: ReadOnlyReason };

/** Whether `side` may write now, or why not. A blocked coach cannot; the member who blocked can. */
export function writeState(
  side: Side,
  conversation: { blockedAt: Date | null },
  appointments: readonly AppointmentFact[],
  now: Date,
): WriteState {
  if (!isOpen(appointments, now)) return { canWrite: false, reason: "no-recent-session" };
  if (side === "coach" && conversation.blockedAt) return { canWrite: false, reason: "blocked" };
  return { canWrite: true };
}

/** A message's text as it is stored: trimmed; null when empty or too long. */
export function messageText(posted: string): string | null {
  const text = posted.replace(/\r\n?/g, "\n").trim();
  if (text.length < 1 || text.length > MAX_MESSAGE) return null;
  return text;
}
