// The safety concerns page's loader and action; the page itself is `safety.tsx`.
import { data } from "react-router";
import { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { listSafetyConcerns, markSafetyConcernHandled } from "~/features/sessions/safety.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/safety";

/** A concern's one button; messages are `sessions` catalog keys. */
const concernFormSchema = z.object({
  intent: z.literal("handle", { error: "sessions:admin.errors.form" }),
  id: z.uuid({ error: "sessions:admin.errors.form" }),
});

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const concerns = await listSafetyConcerns(dbOf(context));
  return {
    timeZone: user.timeZone,
    concerns: concerns.map((concern) => ({
      ...concern,
      createdAt: concern.createdAt.toISOString(),
      handledAt: concern.handledAt?.toISOString() ?? null,
      startsAt: concern.startsAt.toISOString(),
    })),
  };
}

/** The page's one form: a concern's "Mark as handled". */
export type SafetyAnswer = FormAnswer<"concern"> & { done?: "handle" };

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), concernFormSchema);
  const posted = { form: "concern" as const, submission };
  try {
    if (submission.status !== "success") fail("invalid", { key: "sessions:admin.errors.form" });
    await markSafetyConcernHandled(dbOf(context), actor, submission.value.id, new Date());
    return data<SafetyAnswer>({ form: "concern", result: submission.reply({ resetForm: true }), done: "handle" });
  } catch (error) {
    return answerError(error, posted);
  }
}
