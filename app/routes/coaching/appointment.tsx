import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { AbsenceNote } from "~/features/calls/components/absence-note";
import { SeriesPart } from "~/features/coaching/components/series-part";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { SESSION_MINUTES } from "~/features/coaching/sessions";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/appointment";

export { action, loader } from "./appointment.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "coaching:appointment.metaTitle");

export default function Appointment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { appointment, timeZone } = loaderData;
  const startsAt = new Date(appointment.startsAt);
  const late = !loaderData.canChange && loaderData.canCancel;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {loaderData.notice ? (
        <div className="mb-6">
          <Alert tone="success">{t(`appointment.${loaderData.notice}`, { email: loaderData.email })}</Alert>
        </div>
      ) : null}
      {actionData?.problem ? (
        <div className="mb-6">
          <Alert tone="danger" role="alert">
            {t(actionData.problem.key)}
          </Alert>
        </div>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t("appointment.title", { kind: t(`kind.${appointment.kind}Short`), coach: appointment.coachName })}
      </h1>
      <Card className="mt-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{t("appointment.statusLabel")}</dt>
          <dd>
            <StatusBadge status={appointment.status} />
          </dd>
          <dt className="font-semibold text-ink">{t("appointment.when")}</dt>
          <dd className="text-ink">
            {formatDateTime(startsAt, lng, timeZone)} ({timeZone.replaceAll("_", " ")})
          </dd>
          <dt className="font-semibold text-ink">{t("appointment.duration")}</dt>
          <dd className="text-ink">{t("appointment.minutes", { count: SESSION_MINUTES[appointment.kind] })}</dd>
          <dt className="font-semibold text-ink">{t("appointment.how")}</dt>
          <dd className="text-ink">{t("appointment.videoHow")}</dd>
          <dt className="font-semibold text-ink">{t("appointment.topic")}</dt>
          <dd className="whitespace-pre-line text-ink">{appointment.topic || t("appointment.noTopic")}</dd>
        </dl>
        {appointment.status === "cancelled" && appointment.cancelledAt ? (
          <div className="mt-4 text-ink">
            <p>
              {t("appointment.cancelledBy", {
                who: t(`appointment.who.${appointment.cancelledBy === "coach" ? "coach" : "member"}`),
                when: formatDateTime(new Date(appointment.cancelledAt), lng, timeZone),
              })}
            </p>
            {appointment.cancelReason ? <p>{t("appointment.reason", { reason: appointment.cancelReason })}</p> : null}
            {appointment.late ? <p className="font-semibold">{t("appointment.lateNote")}</p> : null}
            <div className="mt-3 empty:hidden">
              <AbsenceNote absence={appointment.absence} />
            </div>
          </div>
        ) : null}
        {appointment.status === "confirmed" ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {loaderData.callOpen ? (
              <Link variant="primary" to={`/${lng}/call/${appointment.id}`}>
                {t("appointment.join")}
              </Link>
            ) : (
              <p className="w-full text-ink-muted">
                {t("appointment.joinOpensAt", {
                  time: formatDateTime(new Date(loaderData.opensAt), lng, timeZone),
                })}
              </p>
            )}
            <a
              href={`/${lng}/coaching/${appointment.id}/invite.ics`}
              download="vitaal.ics"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {t("appointment.addToCalendar")}
            </a>
          </div>
        ) : null}
      </Card>
      {loaderData.series ? (
        <SeriesPart
          series={loaderData.series}
          currentId={appointment.id}
          hrefOf={(id) => `/${lng}/coaching/${id}`}
          lng={lng}
          zone={timeZone}
        />
      ) : null}
      {loaderData.summary ? (
        <section aria-labelledby="agreed-heading">
          <Card className="mt-6">
            <h2 id="agreed-heading" className="text-xl font-semibold text-ink">
              {t("sessions:member.title")}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t("sessions:member.by", {
                coach: appointment.coachName,
                when: formatDateTime(new Date(loaderData.summary.updatedAt), lng, timeZone),
              })}
            </p>
            <h3 className="mt-4 font-semibold text-ink">{t("sessions:member.summary")}</h3>
            <p className="mt-1 whitespace-pre-line break-words text-ink">{loaderData.summary.summary}</p>
            {loaderData.summary.agreements ? (
              <>
                <h3 className="mt-4 font-semibold text-ink">{t("sessions:member.agreements")}</h3>
                <p className="mt-1 whitespace-pre-line break-words text-ink">{loaderData.summary.agreements}</p>
              </>
            ) : null}
            {loaderData.summary.goal ? (
              <p className="mt-4">
                <Link to={`/${lng}/goals/${loaderData.summary.goal.id}`}>
                  {t("sessions:member.goal", { title: loaderData.summary.goal.title })}
                </Link>
              </p>
            ) : null}
          </Card>
        </section>
      ) : null}
      {appointment.status === "completed" ? (
        <p className="mt-6">
          <Link variant="secondary" to={`/${lng}/coaching/${appointment.id}/feedback`}>
            {t("sessions:member.rate")}
          </Link>
        </p>
      ) : null}
      {appointment.status === "confirmed" ? (
        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("appointment.nextSteps")}</h2>
          <p className="mt-2 text-ink">{t("appointment.nextStepsText")}</p>
          {loaderData.canChange ? (
            <p className="mt-4">
              <Link variant="secondary" to={`/${lng}/coaches/${appointment.coachSlug}?reschedule=${appointment.id}`}>
                {t("appointment.reschedule")}
              </Link>
            </p>
          ) : loaderData.canCancel ? (
            <p className="mt-4 text-ink-muted">{t("appointment.changeClosed")}</p>
          ) : null}
          {loaderData.canCancel ? (
            <details className="mt-4">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-danger-700">
                {t("appointment.cancel")}
              </summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <h3 className="font-semibold text-ink">{t("appointment.cancelTitle")}</h3>
                <p className="text-ink">{late ? t("appointment.cancelLate") : t("appointment.cancelFree")}</p>
                <input type="hidden" name="intent" value="cancel" />
                <div>
                  <Button type="submit" variant="danger">
                    {t("appointment.cancelConfirm")}
                  </Button>
                </div>
              </Form>
            </details>
          ) : null}
        </Card>
      ) : null}
      {appointment.status !== "cancelled" ? (
        <p className="mt-6">
          <Link to={`/${lng}/messages/${appointment.coachSlug}`}>
            {t("messages:links.toCoach", { name: appointment.coachName })}
          </Link>
        </p>
      ) : null}
      <p className="mt-6">
        <Link to={`/${lng}/coaching`}>{t("appointment.back")}</Link>
      </p>
    </div>
  );
}
