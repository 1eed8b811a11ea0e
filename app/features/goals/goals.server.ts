import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { type GoalStatus, goalCheckIns, goalSteps, goals, type StepStatus } from "~/db/schema/journey";
import { notify } from "~/features/notifications/notify.server";
import { fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import {
  canCheckIn,
  type GoalDomain,
  isActiveStep,
  isCalendarDate,
  isOwnGoal,
  maySee,
  nextStatus,
  type StatusChange,
} from "./rules";

// The member's goals and the coach's proposals: every query is scoped by who asks. A member reads
// and changes only their own goals (anyone else's id is as good as absent: not found); a coach
// reads and proposes only where the member has (or had) a session with them that was not
// cancelled, and sees only the goals the member shares with them. Partners and administrators
// have no way in here at all.

/** A goal's fields as the member writes them. */
export interface GoalInput {
  title: string;
  domain: GoalDomain | null;
  targetDate: string | null;
  checkInEveryDays: number;
}

export interface StepView {
  id: string;
  title: string;
  dueDate: string | null;
  status: StepStatus;
  done: boolean;
  proposedBy: string | null;
}

export interface CheckInView {
  id: string;
  progress: number;
  note: string | null;
  at: string;
}

export interface GoalView {
  id: string;
  title: string;
  domain: GoalDomain | null;
  status: GoalStatus;
  targetDate: string | null;
  checkInEveryDays: number;
  sharedCoachId: string | null;
  sharedCoachName: string | null;
  proposedByName: string | null;
  createdAt: string;
  steps: StepView[];
  lastCheckIn: CheckInView | null;
}

/** Whether the member has, or had, a session with the coach that was not cancelled. */
export async function hadSession(db: Database, coachId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.coachId, coachId), eq(appointments.memberId, memberId), ne(appointments.status, "cancelled")),
    )
    .limit(1);
  return Boolean(row);
}

/** The coaches a member may show a goal to: those of their sessions that were not cancelled, by name. */
export async function shareableCoaches(db: Database, memberId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: coaches.id, name: coaches.name })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(and(eq(appointments.memberId, memberId), ne(appointments.status, "cancelled")))
    .orderBy(asc(coaches.name), asc(coaches.id));
}

/** The coach to share with, checked: null for none; refused at the field when not one of the member's. */
async function coachToShareWith(db: Database, memberId: string, shareWith: string): Promise<string | null> {
  if (shareWith === "") return null;
  const allowed = await shareableCoaches(db, memberId);
  if (!allowed.some((coach) => coach.id === shareWith))
    fail("invalid", { fields: { shareWith: "errors.coachUnknown" } });
  return shareWith;
}

/** The goals with their steps (declined ones left out) and last check-in, as the pages show them. */
async function viewsOf(db: Database, rows: (typeof goals.$inferSelect)[]): Promise<GoalView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const coachIds = [
    ...new Set(rows.flatMap((row) => [row.sharedCoachId, row.proposedByCoachId]).filter((id): id is string => !!id)),
  ];
  const [steps, lastCheckIns, names] = await Promise.all([
    db
      .select()
      .from(goalSteps)
      .where(and(inArray(goalSteps.goalId, ids), ne(goalSteps.status, "declined")))
      .orderBy(asc(goalSteps.createdAt), asc(goalSteps.id)),
    db
      .selectDistinctOn([goalCheckIns.goalId])
      .from(goalCheckIns)
      .where(inArray(goalCheckIns.goalId, ids))
      .orderBy(goalCheckIns.goalId, desc(goalCheckIns.createdAt), desc(goalCheckIns.id)),
    coachIds.length > 0
      ? db.select({ id: coaches.id, name: coaches.name }).from(coaches).where(inArray(coaches.id, coachIds))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(names.map((coach) => [coach.id, coach.name]));
  return rows.map((row) => {
    const last = lastCheckIns.find((checkIn) => checkIn.goalId === row.id);
    return {
      id: row.id,
      title: row.title,
      domain: row.domain,
      status: row.status,
      targetDate: row.targetDate,
      checkInEveryDays: row.checkInEveryDays,
      sharedCoachId: row.sharedCoachId,
      sharedCoachName: row.sharedCoachId ? (nameOf.get(row.sharedCoachId) ?? null) : null,
      proposedByName: row.proposedByCoachId ? (nameOf.get(row.proposedByCoachId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      steps: steps
        .filter((step) => step.goalId === row.id)
        .map((step) => ({
          id: step.id,
          title: step.title,
          dueDate: step.dueDate,
          status: step.status,
          done: step.doneAt !== null,
          proposedBy: step.proposedByCoachId ? (nameOf.get(step.proposedByCoachId) ?? null) : null,
        })),
      lastCheckIn: last
        ? { id: last.id, progress: last.progress, note: last.note, at: last.createdAt.toISOString() }
        : null,
    };
  });
}

/** The order of the lists: proposals, then goals being worked on, then achieved and stopped; newest first. */
const statusRank = sql`case ${goals.status} when 'proposed' then 0 when 'active' then 1 when 'achieved' then 2 else 3 end`;

/** The member's own goals (declined proposals left out). */
export async function listMemberGoals(db: Database, memberId: string): Promise<GoalView[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.memberId, memberId), ne(goals.status, "declined")))
    .orderBy(statusRank, desc(goals.createdAt), desc(goals.id));
  return viewsOf(db, rows);
}

/** The member's own goal by id, or a 404 for anything else (another member's, a malformed id). */
async function ownGoalRow(db: Database, memberId: string, goalId: string) {
  if (!isUuid(goalId)) fail("notFound");
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.memberId, memberId)));
  if (!row) fail("notFound");
  return row;
}

/** Whether the goal is the member's own (any other id, malformed or another member's, is not). */
export async function ownsGoal(db: Database, memberId: string, goalId: string): Promise<boolean> {
  if (!isUuid(goalId)) return false;
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.memberId, memberId)));
  return Boolean(row);
}

/** One of the member's goals with all its steps and check-ins (newest first), or null when not theirs. */
export async function getMemberGoal(db: Database, memberId: string, goalId: string) {
  if (!isUuid(goalId)) return null;
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.memberId, memberId)));
  if (!row) return null;
  const [view] = await viewsOf(db, [row]);
  const checkIns = await db
    .select()
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, row.id))
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(100);
  return {
    ...(view as GoalView),
    checkIns: checkIns.map((checkIn) => ({
      id: checkIn.id,
      progress: checkIn.progress,
      note: checkIn.note,
      at: checkIn.createdAt.toISOString(),
    })),
  };
}

export type MemberGoal = NonNullable<Awaited<ReturnType<typeof getMemberGoal>>>;

function checkDate(value: string | null, field: string) {
  if (value !== null && !isCalendarDate(value)) fail("invalid", { fields: { [field]: "errors.dateInvalid" } });
}

/** A new goal of the member's own, kept to themselves or shown to one of their coaches. */
export async function createGoal(
  db: Database,
  input: GoalInput & { memberId: string; shareWith: string },
  now: Date,
): Promise<string> {
  checkDate(input.targetDate, "targetDate");
  const sharedCoachId = await coachToShareWith(db, input.memberId, input.shareWith);
  const [row] = await db
    .insert(goals)
    .values({
      memberId: input.memberId,
      title: input.title,
      domain: input.domain,
      targetDate: input.targetDate,
      checkInEveryDays: input.checkInEveryDays,
      sharedCoachId,
      status: "active",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: goals.id });
  if (!row) throw new Error("the goal was not inserted");
  return row.id;
}

/** The member changes what the goal is; not while it is a proposal waiting for an answer. */
export async function updateGoal(db: Database, memberId: string, goalId: string, input: GoalInput, now: Date) {
  const row = await ownGoalRow(db, memberId, goalId);
  if (!isOwnGoal(row.status)) fail("conflict", { key: "errors.notYours" });
  checkDate(input.targetDate, "targetDate");
  await db
    .update(goals)
    .set({ ...input, updatedAt: now })
    .where(and(eq(goals.id, row.id), eq(goals.memberId, memberId)));
}

/** The member shows the goal to one of their coaches, another one, or nobody (`""`). */
export async function shareGoal(db: Database, memberId: string, goalId: string, shareWith: string, now: Date) {
  const row = await ownGoalRow(db, memberId, goalId);
  if (!isOwnGoal(row.status)) fail("conflict", { key: "errors.notYours" });
  const sharedCoachId = await coachToShareWith(db, memberId, shareWith);
  await db
    .update(goals)
    .set({ sharedCoachId, updatedAt: now })
    .where(and(eq(goals.id, row.id), eq(goals.memberId, memberId)));
}

/** Achieved, stopped, or back to working on it. Accepting and declining are `answerGoalProposal`. */
export async function setGoalStatus(
  db: Database,
  memberId: string,
  goalId: string,
  change: Extract<StatusChange, "achieved" | "stopped" | "reopen">,
  now: Date,
) {
  const row = await ownGoalRow(db, memberId, goalId);
  const status = nextStatus(row.status, change);
  if (!status) fail("conflict", { key: "errors.statusConflict" });
  await db
    .update(goals)
    .set({ status, updatedAt: now })
    .where(and(eq(goals.id, row.id), eq(goals.memberId, memberId), eq(goals.status, row.status)));
}

/** The member deletes the goal, with its steps and check-ins (by cascade). */
export async function deleteGoal(db: Database, memberId: string, goalId: string) {
  const row = await ownGoalRow(db, memberId, goalId);
  await db.delete(goals).where(and(eq(goals.id, row.id), eq(goals.memberId, memberId)));
}

/** A step of one of the member's goals, with its goal, or a 404. */
async function ownStepRow(db: Database, memberId: string, stepId: string, goalId?: string) {
  if (!isUuid(stepId)) fail("notFound");
  const [row] = await db
    .select({ step: goalSteps, goal: goals })
    .from(goalSteps)
    .innerJoin(goals, eq(goals.id, goalSteps.goalId))
    .where(
      and(
        eq(goalSteps.id, stepId),
        eq(goals.memberId, memberId),
        goalId === undefined ? undefined : eq(goals.id, goalId),
      ),
    );
  if (!row) fail("notFound");
  return row;
}

/** The member adds a step to a goal they are working on. */
export async function addStep(
  db: Database,
  memberId: string,
  goalId: string,
  input: { title: string; dueDate: string | null },
  now: Date,
) {
  const goal = await ownGoalRow(db, memberId, goalId);
  if (!isOwnGoal(goal.status)) fail("conflict", { key: "errors.notYours" });
  checkDate(input.dueDate, "dueDate");
  const [row] = await db
    .insert(goalSteps)
    .values({ goalId: goal.id, title: input.title, dueDate: input.dueDate, status: "active", createdAt: now })
    .returning({ id: goalSteps.id });
  await touch(db, goal.id, now);
  return row?.id ?? "";
}

/** The member changes a step of theirs (not a proposal: that is accepted first). */
export async function updateStep(
  db: Database,
  memberId: string,
  goalId: string,
  stepId: string,
  input: { title: string; dueDate: string | null },
  now: Date,
) {
  const { step } = await ownStepRow(db, memberId, stepId, goalId);
  if (!isActiveStep(step.status)) fail("conflict", { key: "errors.stepNotActive" });
  checkDate(input.dueDate, "dueDate");
  await db.update(goalSteps).set(input).where(eq(goalSteps.id, step.id));
  await touch(db, goalId, now);
}

/** Ticks a step off, or back on. */
export async function setStepDone(
  db: Database,
  memberId: string,
  goalId: string,
  stepId: string,
  done: boolean,
  now: Date,
) {
  const { step } = await ownStepRow(db, memberId, stepId, goalId);
  if (!isActiveStep(step.status)) fail("conflict", { key: "errors.stepNotActive" });
  await db
    .update(goalSteps)
    .set({ doneAt: done ? (step.doneAt ?? now) : null })
    .where(eq(goalSteps.id, step.id));
  await touch(db, goalId, now);
}

/** The member deletes a step of theirs. */
export async function deleteStep(db: Database, memberId: string, goalId: string, stepId: string, now: Date) {
  const { step } = await ownStepRow(db, memberId, stepId, goalId);
  await db.delete(goalSteps).where(eq(goalSteps.id, step.id));
  await touch(db, goalId, now);
}

async function touch(db: Database, goalId: string, now: Date) {
  await db.update(goals).set({ updatedAt: now }).where(eq(goals.id, goalId));
}

/** A check-in on a goal the member works on now: progress 0–10 and an optional note. */
export async function checkIn(
  db: Database,
  memberId: string,
  goalId: string,
  input: { progress: number; note: string },
  now: Date,
) {
  const goal = await ownGoalRow(db, memberId, goalId);
  if (!canCheckIn(goal.status)) fail("conflict", { key: "errors.checkInClosed" });
  if (!Number.isInteger(input.progress) || input.progress < 0 || input.progress > 10)
    fail("invalid", { fields: { progress: "errors.progress" } });
  await db
    .insert(goalCheckIns)
    .values({ goalId: goal.id, progress: input.progress, note: input.note === "" ? null : input.note, createdAt: now });
}

/** The member's language and name, and the coach's account, for the notifications either way. */
async function memberOf(db: Database, memberId: string) {
  const [row] = await db.select({ name: users.name, locale: users.locale }).from(users).where(eq(users.id, memberId));
  return row ?? null;
}

async function coachOf(db: Database, coachId: string) {
  const [row] = await db
    .select({ name: coaches.name, userId: coaches.userId })
    .from(coaches)
    .where(eq(coaches.id, coachId));
  return row ?? null;
}

const memberLink = (locale: string | undefined, goalId: string) => `/${locale === "en" ? "en" : "nl"}/goals/${goalId}`;

/** The coach proposes a goal to a member they have (or had) a session with. */
export async function proposeGoal(
  db: Database,
  coachId: string,
  memberId: string,
  input: { title: string; domain: GoalDomain | null; targetDate: string | null },
  now: Date,
): Promise<string> {
  if (!(await hadSession(db, coachId, memberId))) fail("notFound");
  checkDate(input.targetDate, "targetDate");
  const [row] = await db
    .insert(goals)
    .values({
      memberId,
      title: input.title,
      domain: input.domain,
      targetDate: input.targetDate,
      status: "proposed",
      sharedCoachId: coachId,
      proposedByCoachId: coachId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: goals.id });
  if (!row) throw new Error("the goal was not inserted");
  const [member, coach] = await Promise.all([memberOf(db, memberId), coachOf(db, coachId)]);
  await notify(
    db,
    {
      userId: memberId,
      kind: "goal",
      link: memberLink(member?.locale, row.id),
      subject: row.id,
      params: { name: coach?.name ?? "", title: input.title, change: "proposedGoal" },
    },
    now,
  );
  return row.id;
}

/** The coach proposes a step on a goal the member shares with them (and works on). */
export async function proposeStep(
  db: Database,
  coachId: string,
  memberId: string,
  goalId: string,
  input: { title: string; dueDate: string | null },
  now: Date,
): Promise<string> {
  if (!(await hadSession(db, coachId, memberId))) fail("notFound");
  if (!isUuid(goalId)) fail("invalid", { fields: { goalId: "errors.goalUnknown" } });
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.memberId, memberId), eq(goals.sharedCoachId, coachId)));
  if (!goal || goal.status === "declined") fail("invalid", { fields: { goalId: "errors.goalUnknown" } });
  if (goal.status !== "active") fail("conflict", { key: "errors.goalNotActive" });
  checkDate(input.dueDate, "dueDate");
  const [row] = await db
    .insert(goalSteps)
    .values({
      goalId: goal.id,
      title: input.title,
      dueDate: input.dueDate,
      status: "proposed",
      proposedByCoachId: coachId,
      createdAt: now,
    })
    .returning({ id: goalSteps.id });
  const [member, coach] = await Promise.all([memberOf(db, memberId), coachOf(db, coachId)]);
  await notify(
    db,
    {
      userId: memberId,
      kind: "goal",
      link: memberLink(member?.locale, goal.id),
      subject: goal.id,
      params: { name: coach?.name ?? "", title: goal.title, change: "proposedStep" },
    },
    now,
  );
  return row?.id ?? "";
}

/** Tells the proposing coach the member's answer (when the coach still has an account). */
async function tellCoach(
  db: Database,
  coachId: string | null,
  memberId: string,
  goal: { id: string; title: string },
  accepted: boolean,
  now: Date,
) {
  if (!coachId) return;
  const [coach, member] = await Promise.all([coachOf(db, coachId), memberOf(db, memberId)]);
  if (!coach?.userId) return;
  await notify(
    db,
    {
      userId: coach.userId,
      kind: "goal",
      link: `/coach/goals/${memberId}`,
      subject: goal.id,
      params: { name: member?.name ?? "", title: goal.title, change: accepted ? "accepted" : "declined" },
    },
    now,
  );
}

/**
 * The member accepts a proposed goal (it becomes theirs, still shown to the coach who proposed it)
 * or declines it (then nobody sees it any more). Only a proposal can be answered: 409 otherwise.
 */
export async function answerGoalProposal(db: Database, memberId: string, goalId: string, accept: boolean, now: Date) {
  const row = await ownGoalRow(db, memberId, goalId);
  const status = nextStatus(row.status, accept ? "accept" : "decline");
  if (!status) fail("conflict", { key: "errors.notAProposal" });
  const [changed] = await db
    .update(goals)
    .set({ status, updatedAt: now })
    .where(and(eq(goals.id, row.id), eq(goals.memberId, memberId), eq(goals.status, "proposed")))
    .returning({ id: goals.id });
  if (!changed) fail("conflict", { key: "errors.notAProposal" });
  await tellCoach(db, row.proposedByCoachId, memberId, row, accept, now);
}

/**
 * The member accepts a proposed step (it becomes one of theirs) or declines it. `goalId`, when
 * given, is the goal whose page the answer came from.
 */
export async function answerStepProposal(
  db: Database,
  memberId: string,
  stepId: string,
  accept: boolean,
  now: Date,
  goalId?: string,
) {
  const { step, goal } = await ownStepRow(db, memberId, stepId, goalId);
  if (step.status !== "proposed") fail("conflict", { key: "errors.notAProposal" });
  const [changed] = await db
    .update(goalSteps)
    .set({ status: accept ? "active" : "declined" })
    .where(and(eq(goalSteps.id, step.id), eq(goalSteps.status, "proposed")))
    .returning({ id: goalSteps.id });
  if (!changed) fail("conflict", { key: "errors.notAProposal" });
  await touch(db, goal.id, now);
  await tellCoach(db, step.proposedByCoachId, memberId, goal, accept, now);
}

/** The member's name, for the coach's page of their goals, when the coach may see it at all. */
export async function memberForCoach(db: Database, coachId: string, memberId: string) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(memberId)) return null;
  if (!(await hadSession(db, coachId, memberId))) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, memberId));
  return row ?? null;
}

/** The goals a member shares with this coach, as the coach's pages show them (with their steps). */
export async function coachGoalViews(db: Database, coachId: string, memberId: string): Promise<GoalView[]> {
  const viewer = { kind: "coach" as const, coachId, hadSession: await hadSession(db, coachId, memberId) };
  if (!viewer.hadSession) return [];
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.memberId, memberId), eq(goals.sharedCoachId, coachId), ne(goals.status, "declined")))
    .orderBy(statusRank, desc(goals.createdAt), desc(goals.id));
  // The query asks for what the rule allows; the rule has the last word.
  return viewsOf(
    db,
    rows.filter((row) => maySee(row, viewer)),
  );
}

/** The last few check-ins on each of these goals, newest first (the coach's page of a member). */
export async function recentCheckIns(
  db: Database,
  goalIds: string[],
  perGoal = 5,
): Promise<Record<string, CheckInView[]>> {
  // One short query per goal: a member has a handful of goals, and each gets its own last few.
  const lists = await Promise.all(
    goalIds.map((goalId) =>
      db
        .select()
        .from(goalCheckIns)
        .where(eq(goalCheckIns.goalId, goalId))
        .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
        .limit(perGoal),
    ),
  );
  const recent: Record<string, CheckInView[]> = {};
  goalIds.forEach((goalId, index) => {
    recent[goalId] = (lists[index] ?? []).map((row) => ({
      id: row.id,
      progress: row.progress,
      note: row.note,
      at: row.createdAt.toISOString(),
    }));
  });
  return recent;
}
