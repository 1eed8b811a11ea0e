// The coach's page of one member's goals (`/coach/goals/:member`): its loader and action. The page
// is `member-goals.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { type CoachGoalsForm, coachGoalsSchema } from "~/features/goals/goals.schema";
import {
  coachGoalViews,
  memberForCoach,
  proposeGoal,
  proposeStep,
  recentCheckIns,
} from "~/features/goals/goals.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/member-goals";

export async function loader({ params, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const db = dbOf(context);
  // Only a member who has (or had) a session with this coach that was not cancelled; anyone else,
  // or anything that is no account id, is as good as absent.
  const member = await memberForCoach(db, coach.id, params.member);
  if (!member) throw data(null, { status: 404 });
  const goals = await coachGoalViews(db, coach.id, member.id);
  const checkIns = await recentCheckIns(
    db,
    goals.map((goal) => goal.id),
  );
  return {
    member,
    goals: goals.map((goal) => ({ ...goal, checkIns: checkIns[goal.id] ?? [] })),
    timeZone: coach.timeZone,
  };
}

export type MemberGoalsFormId = "propose-goal" | "propose-step";

export type MemberGoalsAnswer = FormAnswer<MemberGoalsFormId> & { done?: CoachGoalsForm["intent"] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const db = dbOf(context);
  const submission = parseSubmission(await request.formData(), coachGoalsSchema);
  const posted = {
    form: (submission.payload.intent === "propose-step" ? "propose-step" : "propose-goal") as MemberGoalsFormId,
    submission,
  };
  try {
    const member = await memberForCoach(db, coach.id, params.member);
    if (!member) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const input = submission.value;
    const now = new Date();
    if (input.intent === "propose-goal")
      await proposeGoal(
        db,
        coach.id,
        member.id,
        { title: input.title, domain: input.domain, targetDate: input.targetDate },
        now,
      );
    else await proposeStep(db, coach.id, member.id, input.goalId, { title: input.title, dueDate: input.dueDate }, now);
    return data<MemberGoalsAnswer>({
      form: posted.form,
      result: submission.reply({ resetForm: true }),
      done: input.intent,
    });
  } catch (error) {
    return answerError(error, posted as { form: MemberGoalsFormId; submission: Submission<unknown> });
  }
}
