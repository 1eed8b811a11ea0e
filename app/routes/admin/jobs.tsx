import { data, Form } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { JOBS_PER_PAGE, type JobView, jobViews } from "~/features/admin/jobs";
import { changeDeadJob, listJobs } from "~/features/admin/jobs.server";
import { adminMeta } from "~/features/admin/overview";
import { formatDateTime, formatNumber } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
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
  const list = await listJobs(await getDb(), view, page);
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

const jobForm = z.object({
  intent: z.enum(["retry", "discard"]),
  jobId: z.uuid(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const parsed = parseForm(jobForm, await request.formData());
  if (!parsed.ok) return data({ error: "jobs.errors.form", done: null }, { status: 400 });
  const write = await changeDeadJob(await getDb(), actor, { jobId: parsed.data.jobId, change: parsed.data.intent });
  if (!write.ok) return data({ error: write.error, done: null }, { status: write.status });
  return { error: null, done: parsed.data.intent };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:jobs.metaTitle");

const th = "px-3 py-3 font-semibold";
const td = "px-3 py-3 align-top text-ink";

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { view, page, jobs, counts, total, timeZone } = loaderData;
  const pages = Math.max(1, Math.ceil(total / JOBS_PER_PAGE));
  const caption = t(`jobs.views.${view}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("jobs.title")}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{t("jobs.intro")}</p>

      <nav aria-label={t("jobs.viewsLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {jobViews.map((name) => (
            <li key={name}>
              <Link
                to={`/admin/jobs?view=${name}`}
                aria-current={name === view ? "page" : undefined}
                variant={name === view ? "primary" : "secondary"}
              >
                {t(`jobs.views.${name}`)} ({formatNumber(counts[name], lng)})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div aria-live="polite" className="mt-4">
        {actionData?.done ? <Alert tone="success">{t(`jobs.done.${actionData.done}`)}</Alert> : null}
        {actionData?.error ? (
          <Alert tone="danger" role="alert">
            {t(actionData.error)}
          </Alert>
        ) : null}
      </div>

      {jobs.length === 0 ? (
        <p className="mt-6 text-ink-muted">{t("jobs.empty")}</p>
      ) : (
        <ScrollRegion label={caption} className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface">
          <table className="w-full min-w-[52rem] text-left">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line text-sm text-ink-muted">
              <tr>
                <th scope="col" className={th}>
                  {t("jobs.columns.name")}
                </th>
                <th scope="col" className={th}>
                  {t("jobs.columns.state")}
                </th>
                <th scope="col" className={th}>
                  {view === "done" ? t("jobs.columns.doneAt") : t("jobs.columns.runAt")}
                </th>
                <th scope="col" className={th}>
                  {t("jobs.columns.attempts")}
                </th>
                <th scope="col" className={th}>
                  {t("jobs.columns.error")}
                </th>
                {view === "dead" ? (
                  <th scope="col" className={th}>
                    <span className="sr-only">{t("jobs.columns.actions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className={`${td} font-medium`}>
                    <span className="font-mono text-sm">{job.name}</span>
                    {job.recipientDomain ? (
                      <span className="block text-sm text-ink-muted">
                        {t("jobs.recipient", { domain: job.recipientDomain })}
                      </span>
                    ) : null}
                  </th>
                  <td className={td}>{t(`jobs.states.${job.state}`)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatDateTime(new Date(job.doneAt ?? job.runAt), lng, timeZone)}
                  </td>
                  <td className={`${td} tabular-nums`}>{job.attempts}</td>
                  <td className={`${td} max-w-md break-words text-sm`}>{job.lastError ?? "–"}</td>
                  {view === "dead" ? (
                    <td className={td}>
                      <div className="flex flex-wrap gap-2">
                        {(["retry", "discard"] as const).map((intent) => (
                          <Form key={intent} method="post">
                            <input type="hidden" name="intent" value={intent} />
                            <input type="hidden" name="jobId" value={job.id} />
                            <Button
                              type="submit"
                              variant={intent === "retry" ? "secondary" : "ghost"}
                              aria-label={t(`jobs.${intent}Label`, { name: job.name })}
                            >
                              {t(`jobs.${intent}`)}
                            </Button>
                          </Form>
                        ))}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      {pages > 1 ? (
        <nav aria-label={t("jobs.pagesLabel")} className="mt-6 flex items-center gap-3">
          {page > 1 ? (
            <Link to={`/admin/jobs?view=${view}&page=${page - 1}`} variant="secondary">
              {t("jobs.previous")}
            </Link>
          ) : null}
          <span className="text-ink-muted">{t("jobs.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={`/admin/jobs?view=${view}&page=${page + 1}`} variant="secondary">
              {t("jobs.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
