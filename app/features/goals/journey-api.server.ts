// What other parts of the product read of a member's goals (the dashboard, the coach's home and
// appointment pages). Every query is scoped by its caller's identity: a member's own goals, or the
// goals a member shares with this coach.
import type { Database } from "~/db/connection.server";

/** A goal the member shares with a coach, as the coach sees it. */
export interface SharedGoal {
  id: string;
  title: string;
  domain: string | null;
  status: "proposed" | "active" | "achieved" | "stopped";
  targetDate: string | null;
  steps: { id: string; title: string; dueDate: string | null; status: "proposed" | "active"; done: boolean }[];
  lastCheckIn: { progress: number; note: string | null; at: string } | null;
}

/** The member's goals shared with this coach (active and proposed by this coach, newest first). */
export async function sharedGoalsOf(_db: Database, _coachId: string, _memberId: string): Promise<SharedGoal[]> {
  throw new Error("to be built");
}

/** A member's active goals whose check-in is due at `now` (none in the last `checkInEveryDays`). */
export async function dueCheckIns(
  _db: Database,
  _memberId: string,
  _now: Date,
): Promise<{ goalId: string; title: string; lastCheckInAt: string | null }[]> {
  throw new Error("to be built");
}

/** Proposals from coaches that wait for the member's answer (goals and steps). */
export async function pendingProposals(
  _db: Database,
  _memberId: string,
): Promise<{ goalId: string; kind: "goal" | "step"; title: string; coachName: string }[]> {
  throw new Error("to be built");
}

/** Check-ins on goals shared with this coach since `since`, newest first (the coach's home). */
export async function checkInsToRead(
  _db: Database,
  _coachId: string,
  _since: Date,
): Promise<
  { memberId: string; memberName: string; goalId: string; goalTitle: string; progress: number; at: string }[]
> {
  throw new Error("to be built");
}
