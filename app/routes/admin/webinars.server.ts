// The back office's list of webinars: its loader and action. The page is `webinars.tsx`.
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { createWebinarSchema } from "~/features/admin/events-admin.schema";
import { createWebinar, listAdminWebinars, partnerChoices } from "~/features/admin/events-admin.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/webinars";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const rows = await listAdminWebinars(db);
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(db),
    webinars: rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
  };
}

/** The page's one form, a new webinar (`webinar`); a created webinar opens its own page. */
export type WebinarsAnswer = FormAnswer<"webinar">;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), createWebinarSchema);
  const posted = { form: "webinar" as const, submission };
  let id: string;
  try {
    if (submission.status !== "success") fail("invalid");
    const { intent: _intent, ...input } = submission.value;
    ({ id } = await createWebinar(dbOf(context), actor, input));
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(`/admin/webinars/${id}?created=1`);
}
