// The job queue page's loader and action; the page itself is `jobs.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { type JobView, jobFormSchema, jobViews } from "~/features/admin/jobs";
import { changeDeadJob, listJobs } from "~/features/admin/jobs.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/jobs";

const MAX_PAGE = 1000;

/** `?view=` and `?page=`: anything else is the first page of the waiting jobs. */
function query(url: URL): { view: JobView; page: number } {
  const view = jobViews.find((name) => name === url.searchParams.get("view")) ?? "waiting";
  const page = Number(url.searchParams.get("page"));
  return { view, page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { view, page } = query(new URL(request.url));
  const list = await listJobs(dbOf(context), view, page);
  return {
    view,
    page,
    timeZone: user.timeZone,
    total: list.total,
    counts: list.counts,
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
