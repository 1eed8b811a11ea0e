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

export function callAccess(appointment: CallAppointment, userId: string, now: Date): CallAccess {
  const role = appointment.memberId === userId ? "member" : appointment.coachUserId === userId ? "coach" : null;
  if (!role) return { ok: false, reason: "forbidden" };
  if (appointment.status === "cancelled") return { ok: false, reason: "cancelled" };
  const opens = appointment.startsAt.getTime() - OPENS_MINUTES_BEFORE * 60_000;
  const closes = appointment.endsAt.getTime() + CLOSES_MINUTES_AFTER * 60_000;
  if (now.getTime() < opens) return { ok: false, reason: "early" };
  if (now.getTime() >= closes || appointment.status !== "confirmed") return { ok: false, reason: "ended" };
  return { ok: true, role };
}
