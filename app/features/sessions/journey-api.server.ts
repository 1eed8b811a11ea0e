// What other parts of the product read of the summaries and agreements coaches write after a
// session (the dashboard, the coach's home and agenda, a goal's page).
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";
import { sessionSummaries } from "~/db/schema/journey";
import { isUuid } from "~/utils/ids";
import { agreementColumns, unwrittenSummaries } from "./summaries.server";

export interface Agreement {
  appointmentId: string;
  coachName: string;
  startsAt: string;
  summary: string;
  agreements: string;
  goalId: string | null;
  updatedAt: string;
}

const DAY_MS = 86_400_000;

function agreementOf(row: {
  appointmentId: string;
  coachName: string;
  startsAt: Date;
  summary: string;
  agreements: string;
  goalId: string | null;
  updatedAt: Date;
}): Agreement {
  return { ...row, startsAt: row.startsAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/**
 * The member's latest summary and agreements (with any coach, or with this one), or null. Latest
 * is the most recent session that has one, not the most recently edited summary.
 */
export async function latestAgreement(db: Database, memberId: string, coachId?: string): Promise<Agreement | null> {
  const [row] = await db
    .select(agreementColumns)
    .from(sessionSummaries)
    .innerJoin(appointments, eq(appointments.id, sessionSummaries.appointmentId))
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(and(eq(appointments.memberId, memberId), coachId ? eq(sessionSummaries.coachId, coachId) : undefined))
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  return row ? agreementOf(row) : null;
}

/** The summaries that belong to one of the member's goals, newest first. */
export async function agreementsForGoal(db: Database, memberId: string, goalId: string): Promise<Agreement[]> {
  if (!isUuid(goalId)) return [];
  const rows = await db
    .select(agreementColumns)
    .from(sessionSummaries)
    .innerJoin(appointments, eq(appointments.id, sessionSummaries.appointmentId))
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    // The member's own sessions only: a goal id alone never opens someone else's summaries.
    .where(and(eq(appointments.memberId, memberId), eq(sessionSummaries.goalId, goalId)))
    .orderBy(desc(appointments.startsAt));
  return rows.map(agreementOf);
}

/** The coach's held sessions (completed, in the last 30 days) that have no summary yet, oldest first. */
export async function summariesToWrite(
  db: Database,
  coachId: string,
  now: Date,
): Promise<{ appointmentId: string; memberName: string; startsAt: string }[]> {
  const rows = await unwrittenSummaries(db, coachId, new Date(now.getTime() - 30 * DAY_MS), now);
  return rows.map((row) => ({
    appointmentId: row.appointmentId,
    memberName: row.memberName ?? "",
    startsAt: row.startsAt.toISOString(),
  }));
}
