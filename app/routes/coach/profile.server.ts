// The coach's own profile: its loader and action. The page is `profile.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { reencodePhoto } from "~/features/coaching/photo.server";
import { saveProfile } from "~/features/coaching/practice.server";
import { coachProfileSchema } from "~/features/coaching/practice-forms";
import { COACH_MINIMUM_RATERS, coachRatingFigures } from "~/features/feedback/journey-api.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { postedFile } from "~/utils/image-upload.server";
import type { Route } from "./+types/profile";

export async function loader({ context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  return {
    // Members' ratings taken together, only once enough of them rated (null until then).
    ratings: await coachRatingFigures(dbOf(context), coach.id, COACH_MINIMUM_RATERS),
    timeZone: context.get(signedInUser).timeZone,
    // An administrator's hold: the page stays out of the directory, and the coach is told why.
    hold: coach.heldAt ? { since: coach.heldAt.toISOString(), reason: coach.holdReason } : null,
    coach: {
      id: coach.id,
      slug: coach.slug,
      name: coach.name,
      published: coach.published,
      photoVersion: coach.photo ? coach.photoVersion : null,
    },
    // The form's values as saved; under a hold the page is not published, whatever was saved.
    profile: {
      name: coach.name,
      headlineNl: coach.headlineNl,
      headlineEn: coach.headlineEn,
      bioNl: coach.bioNl,
      bioEn: coach.bioEn,
      specialties: coach.specialties,
      languages: coach.languages,
      modes: coach.modes,
      city: coach.city ?? "",
      published: coach.published && !coach.heldAt ? "yes" : undefined,
      replyWithinDays: coach.replyWithinDays === null ? "" : String(coach.replyWithinDays),
    },
  };
}

/** The page's one form; `saved` after a write. */
export type ProfileAnswer = FormAnswer<"profile"> & { saved?: true };

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const user = context.get(signedInUser);
  const form = await request.formData();
  const submission = parseSubmission(form, coachProfileSchema);
  const posted = { form: "profile" as const, submission };
  try {
    // The photo is a file, not text: its own check (type, size) re-encodes it, or says why not,
    // beside whatever the schema says of the other fields.
    const file = postedFile(form, "photo");
    const photo = file ? await reencodePhoto(file) : null;
    if (submission.status !== "success") fail("invalid");
    const { removePhoto, ...profile } = submission.value;
    const outcome = await saveProfile(
      dbOf(context),
      user,
      coach.id,
      profile,
      photo ? { set: photo } : removePhoto ? { remove: true } : null,
    );
    if (outcome === "not-found") fail("notFound");
    // Only an administrator lifts a hold: publishing under one saves nothing.
    if (outcome === "held") fail("conflict", { fields: { published: "profile.errors.held" } });
    // The form starts again from the saved profile.
    return data<ProfileAnswer>({ form: "profile", result: submission.reply({ resetForm: true }), saved: true });
  } catch (error) {
    return answerError(error, posted);
  }
}
