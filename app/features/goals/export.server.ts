import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { goalCheckIns, goalSteps, goals } from "~/db/schema/journey";

// A member's goals in their personal-data download: every goal of theirs (declined proposals
// included: they are kept, so they are theirs to see), with all steps and check-ins. Erasure needs
// nothing here: goals go with the account by cascade (`goals.member_id`), steps and check-ins
// with their goal.

export async function goalsForExport(db: Database, userId: string) {
  const rows = await db
    .select({ goal: goals, sharedWith: coaches.name })
    .from(goals)
    .leftJoin(coaches, eq(coaches.id, goals.sharedCoachId))
    .where(eq(goals.memberId, userId))
    .orderBy(asc(goals.createdAt), asc(goals.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.goal.id);
  const [steps, checkIns] = await Promise.all([
    db.select().from(goalSteps).where(inArray(goalSteps.goalId, ids)).orderBy(asc(goalSteps.createdAt)),
    db.select().from(goalCheckIns).where(inArray(goalCheckIns.goalId, ids)).orderBy(asc(goalCheckIns.createdAt)),
  ]);
  return rows.map(({ goal, sharedWith }) => ({
    title: goal.title,
    domain: goal.domain,
    status: goal.status,
    targetDate: goal.targetDate,
    checkInEveryDays: goal.checkInEveryDays,
    sharedWithCoach: sharedWith,
    proposedByCoach: goal.proposedByCoachId !== null,
    createdAt: goal.createdAt.toISOString(),
    updatedAt: goal.updatedAt.toISOString(),
    steps: steps
      .filter((step) => step.goalId === goal.id)
      .map((step) => ({
        title: step.title,
        dueDate: step.dueDate,
        status: step.status,
        proposedByCoach: step.proposedByCoachId !== null,
        doneAt: step.doneAt?.toISOString() ?? null,
        createdAt: step.createdAt.toISOString(),
      })),
    checkIns: checkIns
      .filter((checkIn) => checkIn.goalId === goal.id)
      .map((checkIn) => ({ progress: checkIn.progress, note: checkIn.note, at: checkIn.createdAt.toISOString() })),
  }));
}
