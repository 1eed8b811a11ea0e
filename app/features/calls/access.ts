/** Who may be in an appointment's call, and when. Pure: the clock is a parameter. */

export const OPENS_MINUTES_BEFORE = 10;
export const CLOSES_MINUTES_AFTER = 30;

export interface CallAppointment {
  status: string;
  startsAt: Date;
  endsAt: Date;
  memberId: string | null;
  coachUserId: string | null;
}

export type CallAccess =
  | { ok: true; role: "member" | "coach" }
  | { ok: false; reason: "forbidden" | "early" | "ended" | "cancelled" };

/** The call room is open from 10 minutes before the start until 30 minutes after the end. */
export function callWindow(startsAt: Date, endsAt: Date) {
  return {
    opensAt: new Date(startsAt.getTime() - OPENS_MINUTES_BEFORE * 60_000),
    closesAt: new Date(endsAt.getTime() + CLOSES_MINUTES_AFTER * 60_000),
  };
}

/** Whether a confirmed appointment's call is open at `now` (for a join button). */
export function isCallOpen(appointment: { status: string; startsAt: Date; endsAt: Date }, now: Date): boolean {
  const { opensAt, closesAt } = callWindow(appointment.startsAt, appointment.endsAt);
  return appointment.status === "confirmed" && now >= opensAt && now < closesAt;
}

export function callAccess(appointment: CallAppointment, userId: string, now: Date): CallAccess {
  const role = appointment.memberId === userId ? "member" : appointment.coachUserId === userId ? "coach" : null;
  if (!role) return { ok: false, reason: "forbidden" };
  if (appointment.status === "cancelled") return { ok: false, reason: "cancelled" };
  const { opensAt, closesAt } = callWindow(appointment.startsAt, appointment.endsAt);
  if (now < opensAt) return { ok: false, reason: "early" };
  if (now >= closesAt || appointment.status !== "confirmed") return { ok: false, reason: "ended" };
  return { ok: true, role };
}
