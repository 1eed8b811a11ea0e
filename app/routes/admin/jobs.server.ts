// The job queue page's loader and action; the page itself is `jobs.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf, laggingReadsOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { type JobCursor, type JobView, jobFormSchema, jobViews, parseJobCursor } from "~/features/admin/jobs";
import { changeDeadJob, jobCounts, listJobs } from "~/features/admin/jobs.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/jobs";

/** `?view=` and `?after=` (a page's cursor): anything else is the first page of the waiting jobs. */
function query(url: URL): { view: JobView; after: JobCursor | null } {
  const view = jobViews.find((name) => name === url.searchParams.get("view")) ?? "waiting";
  return { view, after: parseJobCursor(url.searchParams.get("after")) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { view, after } = query(new URL(request.url));
  // The list from the primary (a job just retried shows at once); the counts may lag a little.
  const [list, counts] = await Promise.all([listJobs(dbOf(context), view, after), jobCounts(laggingReadsOf(context))]);
  return {
    view,
    paged: after !== null,
    next: list.next,
    timeZone: user.timeZone,
    counts,
    jobs: list.jobs.map((job) => ({
      ...job,
      runAt: job.runAt.toISOString(),
      doneAt: job.doneAt?.toISOString() ?? null,
    })),
  };
}

/** The page's one form: the buttons of a dead letter. */
export type JobsAnswer = FormAnswer<"job"> & { done?: "retry" | "discard" };

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), jobFormSchema);
  const posted = { form: "job" as const, submission };
  try {
    if (submission.status !== "success") fail("invalid", { key: "jobs.errors.form" });
    const { jobId, intent } = submission.value;
    await changeDeadJob(dbOf(context), actor, { jobId, change: intent });
    return data<JobsAnswer>({ form: "job", result: submission.reply({ resetForm: true }), done: intent });
  } catch (error) {
    return answerError(error, posted);
  }
}
