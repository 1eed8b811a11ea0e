// The coach page's loader and action; the page itself is `coach.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { adminCoachFormSchema } from "~/features/admin/coaches.schema";
import { adminCoach, changePublicationOf } from "~/features/admin/coaches.server";
import { COACH_MINIMUM_RATERS, coachRatingComments, coachRatingFigures } from "~/features/feedback/journey-api.server";
import { replyFiguresOf } from "~/features/messages/reply-time.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/coach";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  // An id that is not a UUID names nothing.
  const now = new Date();
  const coach = isUuid(params.id) ? await adminCoach(dbOf(context), params.id, now) : null;
  if (!coach) throw data(null, { status: 404 });
  // How quickly the coach answers members: from the messages' times only, never their content.
  const replies = await replyFiguresOf(dbOf(context), coach.id, now);
  // Members' ratings: the figures under the coach's own threshold, and the comments without who
  // wrote them (the back office acts on what was said; whom it came from stays the member's).
  const ratings = await coachRatingFigures(dbOf(context), coach.id, COACH_MINIMUM_RATERS);
  const comments = await coachRatingComments(dbOf(context), coach.id);
  return {
    timeZone: user.timeZone,
    coach,
    replies,
    ratings,
    comments: {
      total: comments.total,
      items: comments.comments.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    },
  };
}

/**
 * The page's forms, as answers name them: the hold with its reason (`hold`), and the buttons that
 * publish or lift the hold (`publication`, also for a post whose intent the page does not know).
 */
export type CoachFormId = "hold" | "publication";

export type CoachAnswer = FormAnswer<CoachFormId> & {
  /** The change that was made, as an `admin:coaches.done.*` key. */
  done?: "publish" | "unpublish" | "release";
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), adminCoachFormSchema);
  const posted = { form: submission.payload.intent === "unpublish" ? "hold" : "publication", submission } as const;
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    await changePublicationOf(dbOf(context), actor, { ...submission.value, id: params.id }, new Date());
    const result = submission.reply({ resetForm: true });
    return data<CoachAnswer>({ form: posted.form, result, done: submission.value.intent });
  } catch (error) {
    return answerError(error, posted);
  }
}
