// The CalDAV page's loader and action (`/coach/availability/caldav`); the page is `caldav.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { caldavAccountView, caldavAction } from "~/features/caldav/accounts.server";
import { type CaldavForm, caldavFormSchema } from "~/features/caldav/caldav.schema";
import { answerError, type FormAnswer, fail, replyTo } from "~/utils/app-error";
import type { Route } from "./+types/caldav";

export async function loader({ context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  return {
    account: await caldavAccountView(dbOf(context), coach.id),
    zone: coach.timeZone,
    now: new Date().toISOString(),
  };
}

/** The page's forms, as answers name them. */
export type CaldavFormId = "connect" | "calendars" | "sync" | "disconnect";

export type CaldavAnswer = FormAnswer<CaldavFormId> & { done?: CaldavForm["intent"]; failed?: true };

const formOf = (intent: unknown): CaldavFormId =>
  intent === "calendars" || intent === "sync" || intent === "disconnect" ? intent : "connect";

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const db = dbOf(context);
  const body = await request.formData();
  const form = formOf(body.get("intent"));
  const submission = parseSubmission(body, caldavFormSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    const worked = await caldavAction(db, coach.id, submission.value, new Date());
    // A sync that did not work is no mistake of the coach's: the account's error says why.
    return data<CaldavAnswer>({
      form,
      result: replyTo({ submission, hideFields: ["password"] }, { resetForm: true }),
      ...(worked ? { done: submission.value.intent } : { failed: true as const }),
    });
  } catch (error) {
    // The password is never sent back into the page, whatever the answer.
    return answerError(error, { form, submission: submission as Submission<unknown>, hideFields: ["password"] });
  }
}
