import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { MyEvents } from "~/features/events/components/my-events";
import { Suggestions } from "~/features/vitascan/components/scan-suggestions";
import { languageNames, languageParam } from "~/utils/i18n/config";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/dashboard";

export { action, loader } from "./dashboard.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:dashboard.metaTitle");

function NextAppointment({
  next,
  allowanceLeft,
  timeZone,
}: Pick<Route.ComponentProps["loaderData"], "next" | "allowanceLeft" | "timeZone">) {
  const { t } = useTranslation("coaching");
  const lng = useLanguage();
  return (
    <Card className="mt-8 border-brand-200 bg-brand-50">
      <h2 className="text-xl font-semibold text-ink">{t("dashboard.nextAppointment")}</h2>
      {next ? (
        <>
          <p className="mt-2 text-lg text-ink">
            {t("appointment.title", { kind: t(`kind.${next.kind}Short`), coach: next.coachName })}
            <br />
            <span className="font-semibold">{formatDateTime(new Date(next.startsAt), lng, timeZone)}</span>
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-4">
            {next.callOpen ? (
              <Link variant="primary" to={`/${lng}/call/${next.id}`}>
                {t("dashboard.joinNow")}
              </Link>
            ) : null}
            <Link to={`/${lng}/coaching/${next.id}`}>{t("dashboard.open")}</Link>
            <Link to={`/${lng}/messages/${next.coachSlug}`}>
              {t("messages:links.toCoach", { name: next.coachName })}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-2 text-ink">
          {t("dashboard.noAppointment")} <Link to={`/${lng}/coaches`}>{t("coaching.findCoach")}</Link>
        </p>
      )}
      <p className="mt-3 text-sm text-ink-muted">{t("dashboard.allowance", { count: allowanceLeft })}</p>
    </Card>
  );
}

function VitascanSummary({ vitascan, timeZone }: Pick<Route.ComponentProps["loaderData"], "vitascan" | "timeZone">) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const { latest, opensAt } = vitascan;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("dashboard.title")}</h2>
      {latest ? (
        <>
          <p className="mt-2 text-lg font-semibold text-ink">{t("dashboard.latest", { score: latest.overall })}</p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-ink">
            {latest.domains.map((domain) => (
              <li key={domain.key} className="flex justify-between gap-2">
                <span>{t(`domain.${domain.key}.name`)}</span>
                <span className="tabular-nums font-medium">{domain.score}</span>
              </li>
            ))}
          </ul>
          {vitascan.open ? (
            <p className="mt-3 text-ink">{t("dashboard.newOpen")}</p>
          ) : opensAt ? (
            <p className="mt-3 text-ink-muted">
              {t("dashboard.next", { date: formatDate(new Date(opensAt), lng, timeZone) })}
            </p>
          ) : null}
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={`/${lng}/vitascan/results`}>{t("dashboard.open")}</Link>
            {vitascan.open ? <Link to={`/${lng}/vitascan`}>{t("dashboard.takeNew")}</Link> : null}
          </p>
        </>
      ) : (
        <p className="mt-3">
          <Link variant="primary" to={`/${lng}/vitascan-onboarding`}>
            {t("dashboard.take")}
          </Link>
        </p>
      )}
    </Card>
  );
}

export default function Dashboard({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const resent = actionData && "resent" in actionData && actionData.resent;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t("dashboard.greeting", { name: loaderData.name })}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{t("dashboard.intro")}</p>
      {!loaderData.emailVerified ? (
        <div className="mt-6">
          <Alert tone={problem ? "danger" : "warning"}>
            <p>
              {resent
                ? t("verify.resent", { email: loaderData.email })
                : t("verify.pending", { email: loaderData.email })}
            </p>
            {problem ? <p>{t(problem.key, { ...problem.values })}</p> : null}
            <Form method="post" className="mt-3">
              <Button type="submit" variant="secondary">
                {t("verify.resend")}
              </Button>
            </Form>
          </Alert>
        </div>
      ) : null}
      <NextAppointment next={loaderData.next} allowanceLeft={loaderData.allowanceLeft} timeZone={loaderData.timeZone} />
      <Suggestions suggestions={loaderData.suggestions} timeZone={loaderData.timeZone} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <VitascanSummary vitascan={loaderData.vitascan} timeZone={loaderData.timeZone} />
        <MyEvents kind="events" rows={loaderData.events} timeZone={loaderData.timeZone} />
        <MyEvents kind="webinars" rows={loaderData.webinars} timeZone={loaderData.timeZone} />
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("dashboard.accountTitle")}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{t("dashboard.email")}</dt>
            <dd className="text-ink">
              <span className="break-all">{loaderData.email}</span>{" "}
              <span className="whitespace-nowrap text-sm font-semibold [hyphens:none]">
                ({loaderData.emailVerified ? t("dashboard.verified") : t("dashboard.unverified")})
              </span>
            </dd>
            <dt className="text-ink-muted">{t("dashboard.timeZone")}</dt>
            <dd className="text-ink">{loaderData.timeZone.replaceAll("_", " ")}</dd>
            <dt className="text-ink-muted">{t("dashboard.language")}</dt>
            <dd className="text-ink">{languageNames[loaderData.locale]}</dd>
          </dl>
          <p className="mt-4">
            <Link to={`/${lng}/account`}>{t("dashboard.account")}</Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
