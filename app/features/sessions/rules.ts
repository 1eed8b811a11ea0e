// The rules of what a coach writes after a session, as pure functions and limits shared by the
// coach's form (`features/coaching/coach-appointment.schema.ts`) and the use-cases.

export const MAX_SUMMARY = 2000;
export const MAX_AGREEMENTS = 2000;
export const MAX_SAFETY_AGREED = 2000;

/** To whom a coach referred the member (the database's check holds the same list). */
export const referralTargets = ["113", "huisarts", "huisartsenpost", "112", "other"] as const;
export type ReferralTarget = (typeof referralTargets)[number];

/** What the rule reads of an appointment. */
export interface HeldCheck {
  status: string;
  startsAt: Date;
}

/**
 * Whether a session was held, so that a summary of it may be written: the coach marked it
 * completed, or it has started and is still confirmed (a coach often writes straight after the
 * call, before marking it). A cancelled session or a no-show was not held.
 */
export function isHeld(appointment: HeldCheck, now: Date): boolean {
  if (appointment.status === "completed") return true;
  return appointment.status === "confirmed" && appointment.startsAt.getTime() <= now.getTime();
}
