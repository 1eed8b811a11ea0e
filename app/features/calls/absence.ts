/**
 * Who missed a call, from its attendance. Pure: the visits and the start are parameters.
 *
 * The member is absent when they never joined. The coach is absent when they never joined, or
 * first joined more than `COACH_LATE_MINUTES` after the start (10:00 late is on time, 10:01 is
 * not): a coach who was late or absent never costs the member a session. "both": neither side
 * held the session. Null: both came (the coach in time).
 */

export const COACH_LATE_MINUTES = 10;

export type Absence = "member" | "coach" | "both";

export interface Visit {
  role: "member" | "coach";
  joinedAt: Date;
}

export function absenceOf(visits: readonly Visit[], startsAt: Date): Absence | null {
  const memberCame = visits.some((visit) => visit.role === "member");
  const coachJoins = visits.filter((visit) => visit.role === "coach").map((visit) => visit.joinedAt.getTime());
  const coachInTime =
    coachJoins.length > 0 && Math.min(...coachJoins) <= startsAt.getTime() + COACH_LATE_MINUTES * 60_000;
  if (!memberCame && !coachInTime) return "both";
  if (!memberCame) return "member";
  if (!coachInTime) return "coach";
  return null;
}

/** Whether the coach's absence (late or missing) keeps the session from counting for the member. */
export const coachMissed = (absence: Absence | null | undefined) => absence === "coach" || absence === "both";
