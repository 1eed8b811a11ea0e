// The member's goals (`/:lng/goals`): its loader and action. The page is `goals.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { goalDomains } from "~/db/schema/journey";
import { signedInUser } from "~/features/accounts/areas.server";
import { type GoalsPageForm, goalsPageSchema } from "~/features/goals/goals.schema";
import {
  answerGoalProposal,
  answerStepProposal,
  createGoal,
  listMemberGoals,
  shareableCoaches,
} from "~/features/goals/goals.server";
import { isCheckInDue } from "~/features/goals/rules";
import { weakestDomains } from "~/features/vitascan/scoring";
import { completedScans } from "~/features/vitascan/vitascan.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/goals";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const now = new Date();
  const [goals, coaches, [scan]] = await Promise.all([
    listMemberGoals(db, user.id),
    shareableCoaches(db, user.id),
    completedScans(db, user.id, 1),
  ]);
  // The domain the member's latest scan shows most room in: the empty page suggests starting there.
  const weakest = scan ? weakestDomains(scan.result, 1)[0]?.key : undefined;
  const suggestedDomain = weakest && (goalDomains as readonly string[]).includes(weakest) ? weakest : null;
  return {
    goals: goals.map((goal) => ({
      ...goal,
      checkInDue: isCheckInDue(
        { ...goal, createdAt: new Date(goal.createdAt) },
        goal.lastCheckIn ? new Date(goal.lastCheckIn.at) : null,
        now,
      ),
    })),
    coaches,
    suggestedDomain,
    timeZone: user.timeZone,
  };
}

/** The page's forms, as answers name them: a new goal, and the answers to proposals. */
export type GoalsFormId = "create" | "proposal";

export type GoalsAnswer = FormAnswer<GoalsFormId> & { done?: GoalsPageForm["intent"] };

const formOf = (payload: Record<string, unknown>): GoalsFormId => (payload.intent === "create" ? "create" : "proposal");

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), goalsPageSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    if (submission.status !== "success") fail("invalid");
    const input = submission.value;
    const created = await handle(dbOf(context), user.id, input);
    // A new goal opens on its own page, where its steps are added next.
    if (created) return redirect(`/${languageParam(params.lng)}/goals/${created}`);
    return data<GoalsAnswer>({ form: posted.form, result: submission.reply({ resetForm: true }), done: input.intent });
  } catch (error) {
    return answerError(error, posted as { form: GoalsFormId; submission: Submission<unknown> });
  }
}

/** One form's work; returns the new goal's id when one was made. */
async function handle(db: Database, memberId: string, input: GoalsPageForm): Promise<string | null> {
  const now = new Date();
  switch (input.intent) {
    case "create":
      return createGoal(
        db,
        {
          memberId,
          title: input.title,
          domain: input.domain,
          targetDate: input.targetDate,
          checkInEveryDays: input.checkInEveryDays,
          shareWith: input.shareWith,
        },
        now,
      );
    case "accept-goal":
    case "decline-goal":
      await answerGoalProposal(db, memberId, input.goalId, input.intent === "accept-goal", now);
      return null;
    case "accept-step":
    case "decline-step":
      await answerStepProposal(db, memberId, input.stepId, input.intent === "accept-step", now);
      return null;
  }
}
