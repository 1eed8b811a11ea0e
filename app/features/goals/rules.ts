// A member's goals (decision 031): the rules, pure, with the clock as a parameter.
//
// A goal is its member's. The member may show one goal to one coach they have (or had) a session
// with that was not cancelled, and take it back at any time. A coach may propose a goal or a step;
// it waits for the member, who accepts (it becomes the member's like any other) or declines it. A
// declined proposal stays in the database for the record but is shown to nobody: not in the coach's
// lists, not in the member's.

import type { GoalStatus, goalDomains, StepStatus } from "~/db/schema/journey";

export const MAX_GOAL_TITLE = 120;
export const MAX_STEP_TITLE = 200;
export const MAX_CHECK_IN_NOTE = 500;
export const MIN_CHECK_IN_DAYS = 1;
export const MAX_CHECK_IN_DAYS = 90;
export const DEFAULT_CHECK_IN_DAYS = 7;

export type GoalDomain = (typeof goalDomains)[number];

const DAY = 24 * 60 * 60 * 1000;

/** What the member can do to a goal's status, by the status it has now. */
export type StatusChange = "accept" | "decline" | "achieved" | "stopped" | "reopen";

const transitions: Record<GoalStatus, Partial<Record<StatusChange, GoalStatus>>> = {
  proposed: { accept: "active", decline: "declined" },
  active: { achieved: "achieved", stopped: "stopped" },
  achieved: { reopen: "active" },
  stopped: { reopen: "active" },
  declined: {},
};

/** The status a change leads to, or null when the goal's status does not allow it. */
export function nextStatus(status: GoalStatus, change: StatusChange): GoalStatus | null {
  return transitions[status][change] ?? null;
}

/** Whether the member works on the goal (edits it, shares it, adds steps): accepted and not declined. */
export function isOwnGoal(status: GoalStatus): boolean {
  return status === "active" || status === "achieved" || status === "stopped";
}

/** Whether a check-in can be made: only on a goal the member is working on now. */
export function canCheckIn(status: GoalStatus): boolean {
  return status === "active";
}

/** Whether a step can be ticked off or edited: one the member has (not a proposal, not declined). */
export function isActiveStep(status: StepStatus): boolean {
  return status === "active";
}

/**
 * Whether a check-in on an active goal is due at `now`: the last one (or, before the first, the
 * goal's start) is `checkInEveryDays` days ago or longer. A goal just made is not due at once.
 */
export function isCheckInDue(
  goal: { status: GoalStatus; checkInEveryDays: number; createdAt: Date },
  lastCheckInAt: Date | null,
  now: Date,
): boolean {
  if (goal.status !== "active") return false;
  const since = lastCheckInAt ?? goal.createdAt;
  return now.getTime() - since.getTime() >= goal.checkInEveryDays * DAY;
}

/** Who asks to see a goal. Partners and administrators are nobody here: they never see goals. */
export type Viewer = { kind: "member"; userId: string } | { kind: "coach"; coachId: string; hadSession: boolean };

/**
 * Whether `viewer` may see the goal: its member always; a coach only when the member shares it
 * with that coach (or it is that coach's proposal still waiting), it was not declined, and the
 * member has or had a session with the coach that was not cancelled.
 */
export function maySee(goal: { memberId: string; sharedCoachId: string | null; status: GoalStatus }, viewer: Viewer) {
  if (viewer.kind === "member") return goal.memberId === viewer.userId;
  return viewer.hadSession && goal.sharedCoachId === viewer.coachId && goal.status !== "declined";
}

/** A date as `YYYY-MM-DD` that exists on the calendar (no 30 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
