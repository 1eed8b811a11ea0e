// The member's rating of a held session: its loader and action. The page is `feedback.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { ratingFormSchema } from "~/features/feedback/feedback.schema";
import { rateSession, ratingPage } from "~/features/feedback/ratings.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/feedback";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  // Anything but a UUID names no appointment, and another member's is as good as absent.
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const page = await ratingPage(dbOf(context), params.id, user.id);
  if (!page) throw data(null, { status: 404 });
  return {
    timeZone: user.timeZone,
    session: {
      id: page.appointmentId,
      coachName: page.coachName,
      kind: page.kind,
      startsAt: page.startsAt.toISOString(),
      held: page.held,
    },
    rating: page.rating ? { ...page.rating, createdAt: page.rating.createdAt.toISOString() } : null,
  };
}

/** The page's one form; `rated` once the rating was saved. */
export type RatingAnswer = FormAnswer<"rate"> & { rated?: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), ratingFormSchema);
  const posted = { form: "rate" as const, submission };
  try {
    // Another member's appointment is not found, whatever was posted.
    if (!(await ratingPage(dbOf(context), params.id, user.id))) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const { rating, recommend, comment } = submission.value;
    // Not the member's: not found; not held or rated before: refused, and nothing changes.
    await rateSession(dbOf(context), {
      appointmentId: params.id,
      memberId: user.id,
      rating,
      recommend,
      comment,
      now: new Date(),
    });
    // The page is drawn again from the loader: the thank-you with what was given.
    return data<RatingAnswer>({ form: "rate", result: submission.reply({ resetForm: true }), rated: true });
  } catch (error) {
    return answerError(error, posted);
  }
}
