// What other parts of the product read of the summaries and agreements coaches write after a
// session (the dashboard, the coach's home and agenda, a goal's page).
import type { Database } from "~/db/connection.server";

export interface Agreement {
  appointmentId: string;
  coachName: string;
  startsAt: string;
  summary: string;
  agreements: string;
  goalId: string | null;
  updatedAt: string;
}

/** The member's latest summary and agreements (with any coach, or with this one), or null. */
export async function latestAgreement(_db: Database, _memberId: string, _coachId?: string): Promise<Agreement | null> {
  throw new Error("to be built");
}

/** The summaries that belong to one of the member's goals, newest first. */
export async function agreementsForGoal(_db: Database, _memberId: string, _goalId: string): Promise<Agreement[]> {
  throw new Error("to be built");
}

/** The coach's held sessions (completed, in the last 30 days) that have no summary yet, oldest first. */
export async function summariesToWrite(
  _db: Database,
  _coachId: string,
  _now: Date,
): Promise<{ appointmentId: string; memberName: string; startsAt: string }[]> {
  throw new Error("to be built");
}
