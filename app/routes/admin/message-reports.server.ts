// The message reports page's loader and action; the page itself is `message-reports.tsx`.
import { data } from "react-router";
import { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { listReports, markReportHandled } from "~/features/messages/reports.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/message-reports";

/** A report's one button; messages are `admin` catalog keys. */
const reportFormSchema = z.object({
  intent: z.literal("handle", { error: "messageReports.errors.form" }),
  id: z.uuid({ error: "messageReports.errors.form" }),
});

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const reports = await listReports(dbOf(context), authSecret());
  return {
    timeZone: user.timeZone,
    reports: reports.map((report) => ({
      ...report,
      createdAt: report.createdAt.toISOString(),
      handledAt: report.handledAt?.toISOString() ?? null,
    })),
  };
}

/** The page's one form: a report's "Mark handled". */
export type ReportsAnswer = FormAnswer<"report"> & { done?: "handle" };

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), reportFormSchema);
  const posted = { form: "report" as const, submission };
  try {
    if (submission.status !== "success") fail("invalid", { key: "messageReports.errors.form" });
    await markReportHandled(dbOf(context), actor, submission.value.id, new Date());
    return data<ReportsAnswer>({ form: "report", result: submission.reply({ resetForm: true }), done: "handle" });
  } catch (error) {
    return answerError(error, posted);
  }
}
