import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getOnboarding, resendVerification } from "~/features/accounts/accounts.server";
import { requireRole } from "~/features/accounts/guards.server";
import { nextOnboardingStep } from "~/features/accounts/onboarding";
import { languageNames, languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import type { Route } from "./+types/dashboard";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = await requireRole(request, "member");
  const step = nextOnboardingStep(await getOnboarding(user.id));
  if (step) throw redirect(`/${lng}/signup/${step}`);
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    timeZone: user.timeZone,
    locale: user.locale,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = await requireRole(request, "member");
  if (user.emailVerified) return { resent: false, error: null };
  const result = await resendVerification(user, lng);
  if (!result.ok)
    return data({ resent: false, error: { key: result.error, minutes: result.minutes } }, { status: 429 });
  return { resent: true, error: null };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:dashboard.metaTitle");

export default function Dashboard({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t("dashboard.greeting", { name: loaderData.name })}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{t("dashboard.intro")}</p>
      {!loaderData.emailVerified ? (
        <div className="mt-6">
          <Alert tone={actionData?.error ? "danger" : "warning"}>
            <p>
              {actionData?.resent
                ? t("verify.resent", { email: loaderData.email })
                : t("verify.pending", { email: loaderData.email })}
            </p>
            {actionData?.error ? <p>{t(actionData.error.key, { minutes: actionData.error.minutes })}</p> : null}
            <Form method="post" className="mt-3">
              <Button type="submit" variant="secondary">
                {t("verify.resend")}
              </Button>
            </Form>
          </Alert>
        </div>
      ) : null}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("dashboard.nextTitle")}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            <li>
              <Link to={`/${lng}/vitascan-onboarding`}>{t("dashboard.nextScan")}</Link>
            </li>
            <li>
              <Link to={`/${lng}/coaches`}>{t("dashboard.nextCoaches")}</Link>
            </li>
            <li>
              <Link to={`/${lng}/events`}>{t("dashboard.nextEvents")}</Link>
            </li>
          </ul>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("dashboard.accountTitle")}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{t("dashboard.email")}</dt>
            <dd className="break-all text-ink">
              {loaderData.email}{" "}
              <span className="text-sm font-semibold">
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
