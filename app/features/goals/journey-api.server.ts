// What other parts of the product read of a member's goals (the dashboard, the coach's home and
// appointment pages). Every query is scoped by its caller's identity: a member's own goals, or the
// goals a member shares with this coach.
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { goalCheckIns, goalSteps, goals } from "~/db/schema/journey";
import { coachGoalViews } from "./goals.server";
import { isCheckInDue } from "./rules";

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

/**
 * The member's goals shared with this coach: proposals of this coach still waiting, then the ones
 * being worked on, then achieved and stopped ones, newest first in each. None when the member never
 * had a session with the coach that was not cancelled; declined proposals are never among them.
 */
export async function sharedGoalsOf(db: Database, coachId: string, memberId: string): Promise<SharedGoal[]> {
  const views = await coachGoalViews(db, coachId, memberId);
  return views.map((goal) => ({
    id: goal.id,
    title: goal.title,
    domain: goal.domain,
    status: goal.status as SharedGoal["status"],
    targetDate: goal.targetDate,
    steps: goal.steps.map((step) => ({
      id: step.id,
      title: step.title,
      dueDate: step.dueDate,
      status: step.status as "proposed" | "active",
      done: step.done,
    })),
    lastCheckIn: goal.lastCheckIn
      ? { progress: goal.lastCheckIn.progress, note: goal.lastCheckIn.note, at: goal.lastCheckIn.at }
      : null,
  }));
}

/**
 * A member's active goals whose check-in is due at `now`: none in the last `checkInEveryDays` days
 * (before the first check-in, counted from the goal's start), oldest goal first.
 */
export async function dueCheckIns(
  db: Database,
  memberId: string,
  now: Date,
): Promise<{ goalId: string; title: string; lastCheckInAt: string | null }[]> {
  const active = await db
    .select()
    .from(goals)
    .where(and(eq(goals.memberId, memberId), eq(goals.status, "active")))
    .orderBy(goals.createdAt, goals.id);
  if (active.length === 0) return [];
  const last = await db
    .selectDistinctOn([goalCheckIns.goalId], { goalId: goalCheckIns.goalId, at: goalCheckIns.createdAt })
    .from(goalCheckIns)
    .where(
      inArray(
        goalCheckIns.goalId,
        active.map((goal) => goal.id),
      ),
    )
    .orderBy(goalCheckIns.goalId, desc(goalCheckIns.createdAt));
  const lastAt = new Map(last.map((row) => [row.goalId, row.at]));
  return active
    .filter((goal) => isCheckInDue(goal, lastAt.get(goal.id) ?? null, now))
    .map((goal) => ({
      goalId: goal.id,
      title: goal.title,
      lastCheckInAt: lastAt.get(goal.id)?.toISOString() ?? null,
    }));
}

/** Proposals from coaches that wait for the member's answer (goals and steps). */
export async function pendingProposals(
  db: Database,
  memberId: string,
): Promise<{ goalId: string; kind: "goal" | "step"; title: string; coachName: string }[]> {
  const [proposedGoals, proposedSteps] = await Promise.all([
    db
      .select({ goalId: goals.id, title: goals.title, coachName: coaches.name, at: goals.createdAt })
      .from(goals)
      .leftJoin(coaches, eq(coaches.id, goals.proposedByCoachId))
      .where(and(eq(goals.memberId, memberId), eq(goals.status, "proposed"))),
    db
      .select({ goalId: goals.id, title: goalSteps.title, coachName: coaches.name, at: goalSteps.createdAt })
      .from(goalSteps)
      .innerJoin(goals, eq(goals.id, goalSteps.goalId))
      .leftJoin(coaches, eq(coaches.id, goalSteps.proposedByCoachId))
      .where(and(eq(goals.memberId, memberId), eq(goalSteps.status, "proposed"), ne(goals.status, "declined"))),
  ]);
  return [
    ...proposedGoals.map((row) => ({ ...row, kind: "goal" as const })),
    ...proposedSteps.map((row) => ({ ...row, kind: "step" as const })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map(({ goalId, kind, title, coachName }) => ({ goalId, kind, title, coachName: coachName ?? "" }));
}

/** Check-ins on goals shared with this coach since `since`, newest first (the coach's home). */
export async function checkInsToRead(
  db: Database,
  coachId: string,
  since: Date,
): Promise<
  { memberId: string; memberName: string; goalId: string; goalTitle: string; progress: number; at: string }[]
> {
  // Only members who have or had a session with this coach that was not cancelled.
  const hadSession = db
    .select({ memberId: appointments.memberId })
    .from(appointments)
    .where(and(eq(appointments.coachId, coachId), ne(appointments.status, "cancelled")));
  const rows = await db
    .select({
      memberId: goals.memberId,
      memberName: users.name,
      goalId: goals.id,
      goalTitle: goals.title,
      progress: goalCheckIns.progress,
      at: goalCheckIns.createdAt,
    })
    .from(goalCheckIns)
    .innerJoin(goals, eq(goals.id, goalCheckIns.goalId))
    .innerJoin(users, eq(users.id, goals.memberId))
    .where(
      and(
        eq(goals.sharedCoachId, coachId),
        ne(goals.status, "declined"),
        gt(goalCheckIns.createdAt, since),
        inArray(goals.memberId, hadSession),
      ),
    )
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(50);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
