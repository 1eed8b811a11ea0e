// The consent before a first vitality scan: its loader and action. The page is `onboarding.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { consentFormSchema } from "~/features/vitascan/vitascan.schema";
import { getConsent, giveConsent } from "~/features/vitascan/vitascan.server";
import { answerError, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/onboarding";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const consent = await getConsent(dbOf(context), user.id);
  return { consentedAt: consent?.consentedAt ?? null, timeZone: user.timeZone };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const submission = parseSubmission(await request.formData(), consentFormSchema);
  // Consent given once stands; the form then only leads on to the scan.
  try {
    if (!(await getConsent(db, user.id))) {
      if (submission.status !== "success") fail("invalid");
      await giveConsent(db, user.id, new Date());
    }
  } catch (error) {
    return answerError(error, { form: "consent", submission: submission as Submission<unknown> });
  }
  throw redirect(`/${lng}/vitascan`);
}
