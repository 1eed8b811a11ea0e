// When the next vitality scan opens, and a reminder for it: the loader and action. The page is `delay.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { isScanOpen, reminderDate } from "~/features/vitascan/dates";
import { delayFormSchema } from "~/features/vitascan/vitascan.schema";
import { pendingReminder, scanStatus, setReminder } from "~/features/vitascan/vitascan.server";
import { answerError, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/delay";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const now = new Date();
  const { latest, opensAt } = await scanStatus(db, user.id);
  return {
    open: isScanOpen(opensAt, now),
    opensAt,
    hasResults: latest !== null,
    reminder: await pendingReminder(db, user.id),
    timeZone: user.timeZone,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), delayFormSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    const now = new Date();
    await setReminder(dbOf(context), user.id, reminderDate(submission.value.when, now, user.timeZone), now);
  } catch (error) {
    return answerError(error, { form: "delay", submission: submission as Submission<unknown> });
  }
  throw redirect(`/${lng}/vitascan/delay?reminder=1`);
}
