import { Form as RouterForm, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/features/admin/overview";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime, formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/message-reports";
import type { ReportsAnswer } from "./message-reports.server";

// Members' reports about a coach or a message (decision 030): open ones first, then the handled
// ones. The only place administrators see anything of a conversation, and only what the member
// chose to include; never the conversation itself. Loader and action are in
// `message-reports.server.ts`; a refused button is answered in the one error summary (decision 028).

export { action, loader } from "./message-reports.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:messageReports.metaTitle");

type Report = Route.ComponentProps["loaderData"]["reports"][number];

export default function AdminMessageReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { reports, timeZone } = loaderData;
  const answer = actionData as ReportsAnswer | undefined;
  const open = reports.filter((report) => report.handledAt === null);
  const handled = reports.filter((report) => report.handledAt !== null);
  return (
    <FormMessages namespace="admin">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("messageReports.title")}</h1>
        <p className="mt-2 max-w-prose text-ink-muted">{t("messageReports.intro")}</p>

        <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
          {answer?.done ? <Alert tone="success">{t(`messageReports.done.${answer.done}`)}</Alert> : null}
          <ErrorSummary errors={answer?.result.error} status={answer?.result.status} fieldId={() => null} />
        </div>

        <section aria-labelledby="open-reports" className="mt-8">
          <h2 id="open-reports" className="text-xl font-semibold text-ink">
            {t("messageReports.openHeading", { count: formatNumber(open.length, lng) })}
          </h2>
          {open.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("messageReports.emptyOpen")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {open.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} lng={lng} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="handled-reports" className="mt-10">
          <h2 id="handled-reports" className="text-xl font-semibold text-ink">
            {t("messageReports.handledHeading")}
          </h2>
          {handled.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("messageReports.emptyHandled")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {handled.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} lng={lng} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </FormMessages>
  );
}

function ReportCard({ report, lng, timeZone }: { report: Report; lng: Language; timeZone: string }) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  const reason = t(`messageReports.reasons.${report.reason}`);
  const coachName = report.coach?.name ?? t("messageReports.formerCoach");
  const titleId = `report-${report.id}`;
  const { content } = report;
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          {t("messageReports.reportTitle", { reason, coach: coachName })}
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="text-ink-muted">{t("messageReports.reasonLabel")}</dt>
          <dd className="text-ink">{reason}</dd>
          <dt className="text-ink-muted">{t("messageReports.coach")}</dt>
          <dd className="text-ink">
            {report.coach ? <Link to={`/admin/coaches/${report.coach.id}`}>{report.coach.name}</Link> : coachName}
          </dd>
          <dt className="text-ink-muted">{t("messageReports.reporter")}</dt>
          <dd className="text-ink">
            {report.reporter ? (
              <Link to={`/admin/users/${report.reporter.id}`}>{report.reporter.name}</Link>
            ) : (
              t("messageReports.formerMember")
            )}
          </dd>
          <dt className="text-ink-muted">{t("messageReports.reportedAt")}</dt>
          <dd className="text-ink">{formatDateTime(new Date(report.createdAt), lng, timeZone)}</dd>
          {report.handledAt ? (
            <>
              <dt className="text-ink-muted">{t("messageReports.handledAt")}</dt>
              <dd className="text-ink">{formatDateTime(new Date(report.handledAt), lng, timeZone)}</dd>
            </>
          ) : null}
        </dl>
        {content ? (
          <div className="mt-4 flex flex-col gap-3">
            <div>
              <h4 className="font-semibold text-ink">{t("messageReports.note")}</h4>
              {content.note ? (
                <p className="mt-1 whitespace-pre-line break-words text-ink">{content.note}</p>
              ) : (
                <p className="mt-1 text-ink-muted">{t("messageReports.noNote")}</p>
              )}
            </div>
            {content.message ? (
              <div>
                <h4 className="font-semibold text-ink">
                  {t("messageReports.message", {
                    date: formatDateTime(new Date(content.message.sentAt), lng, timeZone),
                  })}
                </h4>
                <blockquote className="mt-1 whitespace-pre-line break-words border-l-4 border-line pl-3 text-ink">
                  {content.message.text}
                </blockquote>
              </div>
            ) : (
              <p className="text-ink-muted">{t("messageReports.noMessage")}</p>
            )}
          </div>
        ) : (
          <p className="mt-4 text-ink-muted">{t("messageReports.unreadable")}</p>
        )}
        {report.handledAt ? null : (
          <RouterForm method="post" className="mt-4">
            <input type="hidden" name="id" value={report.id} />
            <Button
              type="submit"
              name="intent"
              value="handle"
              isDisabled={busy}
              variant="secondary"
              aria-describedby={titleId}
            >
              {t("messageReports.markHandled")}
            </Button>
          </RouterForm>
        )}
      </article>
    </Card>
  );
}
