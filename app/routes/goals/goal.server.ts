// One of the member's goals (`/:lng/goals/:id`): its loader and action. The page is `goal.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { type GoalPageForm, goalPageSchema } from "~/features/goals/goals.schema";
import {
  addStep,
  answerGoalProposal,
  answerStepProposal,
  checkIn,
  deleteGoal,
  deleteStep,
  getMemberGoal,
  ownsGoal,
  setGoalStatus,
  setStepDone,
  shareableCoaches,
  shareGoal,
  updateGoal,
  updateStep,
} from "~/features/goals/goals.server";
import { canCheckIn, isCheckInDue, isOwnGoal } from "~/features/goals/rules";
import { agreementsForGoal } from "~/features/sessions/journey-api.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/goal";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  // Another member's goal, or anything that is no goal id, is as good as absent.
  const goal = await getMemberGoal(db, user.id, params.id);
  if (!goal) throw data(null, { status: 404 });
  const [coaches, agreements] = await Promise.all([
    shareableCoaches(db, user.id),
    agreementsForGoal(db, user.id, goal.id),
  ]);
  const now = new Date();
  return {
    goal,
    coaches,
    agreements,
    timeZone: user.timeZone,
    canCheckIn: canCheckIn(goal.status),
    canChange: isOwnGoal(goal.status),
    checkInDue: isCheckInDue(
      { ...goal, createdAt: new Date(goal.createdAt) },
      goal.lastCheckIn ? new Date(goal.lastCheckIn.at) : null,
      now,
    ),
  };
}

/**
 * The page's forms, as answers name them: the goal's details, sharing, a new step, each step's
 * own edit form (`step-{id}`), the check-in, and the one-button forms (`actions`).
 */
export type GoalFormId = "edit" | "share" | "add-step" | "check-in" | "actions" | `step-${string}`;

export type GoalAnswer = FormAnswer<GoalFormId> & { done?: GoalPageForm["intent"] };

function formOf(payload: Record<string, unknown>): GoalFormId {
  switch (payload.intent) {
    case "edit":
    case "share":
    case "add-step":
    case "check-in":
      return payload.intent;
    case "edit-step":
      return isUuid(payload.stepId) ? `step-${payload.stepId}` : "actions";
    default:
      return "actions";
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const submission = parseSubmission(await request.formData(), goalPageSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    // Someone else's goal is not found, whatever was posted.
    if (!(await ownsGoal(db, user.id, params.id))) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const input = submission.value;
    const lng = languageParam(params.lng);
    const gone = await handle(db, user.id, params.id, input);
    if (gone) return redirect(`/${lng}/goals`);
    // The forms start again from the goal as it is now.
    return data<GoalAnswer>({ form: posted.form, result: submission.reply({ resetForm: true }), done: input.intent });
  } catch (error) {
    return answerError(error, posted as { form: GoalFormId; submission: Submission<unknown> });
  }
}

/** One form's work; true when the goal is no longer there to show (deleted, or a proposal declined). */
async function handle(db: Database, memberId: string, goalId: string, input: GoalPageForm): Promise<boolean> {
  const now = new Date();
  switch (input.intent) {
    case "edit":
      await updateGoal(
        db,
        memberId,
        goalId,
        {
          title: input.title,
          domain: input.domain,
          targetDate: input.targetDate,
          checkInEveryDays: input.checkInEveryDays,
        },
        now,
      );
      return false;
    case "share":
      await shareGoal(db, memberId, goalId, input.shareWith, now);
      return false;
    case "achieved":
    case "stopped":
    case "reopen":
      await setGoalStatus(db, memberId, goalId, input.intent, now);
      return false;
    case "delete":
      // The form names its goal: a post from another goal's page deletes nothing.
      if (input.goalId !== goalId) fail("conflict", { key: "errors.staleForm" });
      await deleteGoal(db, memberId, goalId);
      return true;
    case "add-step":
      await addStep(db, memberId, goalId, { title: input.title, dueDate: input.dueDate }, now);
      return false;
    case "edit-step":
      await updateStep(db, memberId, goalId, input.stepId, { title: input.title, dueDate: input.dueDate }, now);
      return false;
    case "step-done":
    case "step-undone":
      await setStepDone(db, memberId, goalId, input.stepId, input.intent === "step-done", now);
      return false;
    case "delete-step":
      await deleteStep(db, memberId, goalId, input.stepId, now);
      return false;
    case "check-in":
      await checkIn(db, memberId, goalId, { progress: input.progress, note: input.note }, now);
      return false;
    case "accept-goal":
      await answerGoalProposal(db, memberId, goalId, true, now);
      return false;
    case "decline-goal":
      await answerGoalProposal(db, memberId, goalId, false, now);
      return true;
    case "accept-step":
    case "decline-step":
      await answerStepProposal(db, memberId, input.stepId, input.intent === "accept-step", now, goalId);
      return false;
  }
}
