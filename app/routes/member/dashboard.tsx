import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { firstName } from "~/features/accounts/names";
import { actionKinds } from "~/features/dashboard/next-steps";
import { Suggestions } from "~/features/vitascan/components/scan-suggestions";
import { languageNames } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/dashboard";
import {
  type Action,
  type Coming,
  ComingUp,
  LatestAgreement,
  NextThings,
  VitascanSummary,
  Welcome,
} from "./dashboard-sections";

export { action, loader } from "./dashboard.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:dashboard.metaTitle");

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = useLanguage();
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const resent = actionData && "resent" in actionData && actionData.resent;
  const { steps, timeZone } = loaderData;
  const actions = steps.filter((step): step is Action => actionKinds.has(step.kind));
  const coming = steps.filter((step): step is Coming => step.kind === "appointment" || step.kind === "event");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t("dashboard.greeting", { name: firstName(loaderData.name) })}
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
      {loaderData.newMember ? (
        <>
          <Welcome lng={lng} />
          {/* An event the member already signed up for still shows. */}
          {coming.length > 0 ? (
            <ComingUp rows={coming} allowanceLeft={loaderData.allowanceLeft} timeZone={timeZone} />
          ) : null}
        </>
      ) : (
        <>
          <NextThings actions={actions} timeZone={timeZone} />
          <ComingUp rows={coming} allowanceLeft={loaderData.allowanceLeft} timeZone={timeZone} />
          {loaderData.agreement ? <LatestAgreement agreement={loaderData.agreement} timeZone={timeZone} /> : null}
        </>
      )}
      <Suggestions suggestions={loaderData.suggestions} timeZone={timeZone} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <VitascanSummary vitascan={loaderData.vitascan} timeZone={timeZone} />
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
            <dd className="text-ink">{timeZone.replaceAll("_", " ")}</dd>
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
