import { Form } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { figureText } from "~/features/admin/figures";
import { jobsHref, jobViews } from "~/features/admin/jobs";
import { adminMeta } from "~/features/admin/overview";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/jobs";
import type { JobsAnswer } from "./jobs.server";

// The job queue for operators: what waits, what is tried again, and the dead letters, each with a
// button to try it afresh or discard it. Loader and action are in `jobs.server.ts`; a refused
// button is answered in the one error summary (decision 028).

export { action, loader } from "./jobs.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:jobs.metaTitle");

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { view, paged, next, jobs, counts, timeZone } = loaderData;
  const caption = t(`jobs.views.${view}`);
  const answer = actionData as JobsAnswer | undefined;
  return (
    <FormMessages namespace="admin">
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
                  {t(`jobs.views.${name}`)} ({figureText(counts[name], lng, t)})
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div aria-live="polite" className="mt-4 flex flex-col gap-3">
          {answer?.done ? <Alert tone="success">{t(`jobs.done.${answer.done}`)}</Alert> : null}
          <ErrorSummary errors={answer?.result.error} status={answer?.result.status} fieldId={() => null} />
        </div>

        {jobs.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t("jobs.empty")}</p>
        ) : (
          <Table caption={caption} hideCaption minWidth="min-w-[52rem]" className="mt-6">
            <TableHead>
              <Row>
                <HeaderCell>{t("jobs.columns.name")}</HeaderCell>
                <HeaderCell>{t("jobs.columns.state")}</HeaderCell>
                <HeaderCell>{view === "done" ? t("jobs.columns.doneAt") : t("jobs.columns.runAt")}</HeaderCell>
                <HeaderCell>{t("jobs.columns.attempts")}</HeaderCell>
                <HeaderCell>{t("jobs.columns.error")}</HeaderCell>
                {view === "dead" ? (
                  <HeaderCell>
                    <span className="sr-only">{t("jobs.columns.actions")}</span>
                  </HeaderCell>
                ) : null}
              </Row>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <Row key={job.id}>
                  <HeaderCell scope="row">
                    <span className="font-mono text-sm">{job.name}</span>
                    {job.recipientDomain ? (
                      <span className="block text-sm text-ink-muted">
                        {t("jobs.recipient", { domain: job.recipientDomain })}
                      </span>
                    ) : null}
                  </HeaderCell>
                  <Cell>{t(`jobs.states.${job.state}`)}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatDateTime(new Date(job.doneAt ?? job.runAt), lng, timeZone)}
                  </Cell>
                  <Cell className="tabular-nums">{job.attempts}</Cell>
                  <Cell className="max-w-md break-words text-sm">{job.lastError ?? "–"}</Cell>
                  {view === "dead" ? (
                    <Cell>
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="jobId" value={job.id} />
                        {(["retry", "discard"] as const).map((intent) => (
                          <Button
                            key={intent}
                            type="submit"
                            name="intent"
                            value={intent}
                            variant={intent === "retry" ? "secondary" : "ghost"}
                            aria-label={t(`jobs.${intent}Label`, { name: job.name })}
                          >
                            {t(`jobs.${intent}`)}
                          </Button>
                        ))}
                      </Form>
                    </Cell>
                  ) : null}
                </Row>
              ))}
            </TableBody>
          </Table>
        )}

        {paged || next ? (
          <nav aria-label={t("jobs.pagesLabel")} className="mt-6 flex flex-wrap items-center gap-3">
            {paged ? (
              <Link to={jobsHref(view)} variant="secondary">
                {t("jobs.first")}
              </Link>
            ) : null}
            {next ? (
              <Link to={jobsHref(view, next)} variant="secondary">
                {t("jobs.next")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </FormMessages>
  );
}
