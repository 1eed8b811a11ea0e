import type { Database } from "~/db/connection.server";
import { listAbsencesToConfirm, listCoachAppointments } from "~/features/coaching/appointments.server";
import { checkInsToRead, sharedGoalsOf } from "~/features/goals/journey-api.server";
import { latestAgreement, summariesToWrite } from "~/features/sessions/journey-api.server";
import { unreadForCoach } from "./unread.server";

// The coach's open items on their home: what waits for them (sessions whose member never joined
// the call, to confirm as a no-show or not, among them), and what to read before the next session. Everything is this coach's: their sessions, the goals members share with them, their
// conversations, their own agreements with the member.

/** How far back the check-ins on shared goals are listed. */
export const CHECK_IN_DAYS = 14;

export async function coachOpenItems(db: Database, coachId: string, now: Date) {
  const since = new Date(now.getTime() - CHECK_IN_DAYS * 86_400_000);
  const [summaries, checkIns, unread, upcoming, missed] = await Promise.all([
    summariesToWrite(db, coachId, now),
    checkInsToRead(db, coachId, since),
    unreadForCoach(db, coachId),
    listCoachAppointments(db, coachId, { filter: "upcoming", now }),
    listAbsencesToConfirm(db, coachId),
  ]);
  const absences = missed.map((row) => ({
    appointmentId: row.id,
    memberName: row.memberName,
    startsAt: row.startsAt.toISOString(),
  }));
  // The next session with a member still on the platform (a forgotten member has no goals to show).
  const next = upcoming.find((row) => row.memberId !== null);
  let before = null;
  if (next?.memberId) {
    const [goals, agreement] = await Promise.all([
      sharedGoalsOf(db, coachId, next.memberId),
      latestAgreement(db, next.memberId, coachId),
    ]);
    before = {
      appointmentId: next.id,
      memberId: next.memberId,
      memberName: next.memberName ?? "",
      startsAt: next.startsAt.toISOString(),
      goals,
      agreement,
    };
  }
  return { summaries, checkIns, unread, absences, before };
}
