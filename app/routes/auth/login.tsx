import { redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { LoginForm } from "~/features/accounts/components/login-form";
import { attemptLogin } from "~/features/accounts/login.server";
import { redirectingPath } from "~/features/accounts/paths";
import { getCurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { requestContext } from "~/utils/request-context.server";
import { safeReturnTo } from "~/utils/return-to";
import type { Route } from "./+types/login";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), "");
  if (await getCurrentUser(request)) throw redirect(redirectingPath(lng, returnTo));
  return { returnTo, passwordReset: url.searchParams.get("reset") === "done" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const attempt = await attemptLogin(request, context.get(requestContext).clientIp);
  if (!attempt.ok) return attempt.response;
  return redirect(redirectingPath(languageParam(params.lng), attempt.returnTo), { headers: attempt.headers });
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("auth:login.metaTitle"),
    description: t("auth:login.metaDescription"),
    lng,
    path: "/login",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function Login({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
      {loaderData.passwordReset ? (
        <div className="mb-6">
          <Alert tone="success">{t("login.passwordReset")}</Alert>
        </div>
      ) : null}
      <LoginForm returnTo={loaderData.returnTo} result={actionData} />
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to={`/${lng}/forgot-password`}>{t("login.forgot")}</Link>
        <p className="text-ink-muted">
          {t("login.noAccount")}{" "}
          <Link
            to={`/${lng}/signup${loaderData.returnTo ? `?returnTo=${encodeURIComponent(loaderData.returnTo)}` : ""}`}
          >
            {t("login.signup")}
          </Link>
        </p>
        <Link to="/coach/login">{t("login.coachLink")}</Link>
      </div>
    </AuthCard>
  );
}
