import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { signOut } from "~/features/accounts/accounts.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { type LoginAnswer, LoginForm } from "~/features/accounts/components/login-form";
import { attemptLogin } from "~/features/accounts/login.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { requestContext } from "~/utils/request-context.server";
import { safeReturnTo } from "~/utils/return-to";
import type { Route } from "./+types/login";

const coachPath = (returnTo: string) => (returnTo === "/coach" || returnTo.startsWith("/coach/") ? returnTo : "/coach");

export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "");
  const user = await getCurrentUser(request);
  if (user?.roles.includes("coach")) throw redirect(coachPath(returnTo));
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const attempt = await attemptLogin(request, context.get(requestContext).clientIp);
  if (!attempt.ok) return attempt.response;
  // Look at the new session's account; a login without the coach role is undone at once.
  const cookie = attempt.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const asLoggedIn = new Request(request.url, { headers: { cookie } });
  const user = await getCurrentUser(asLoggedIn);
  if (!user?.roles.includes("coach")) {
    const cleared = await signOut(asLoggedIn);
    return data<LoginAnswer>(
      { form: "login", result: attempt.submission.reply({ formErrors: ["errors.notCoach"] }) },
      { status: 403, headers: cleared },
    );
  }
  return redirect(coachPath(attempt.returnTo), { headers: attempt.headers });
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

export default function CoachLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = useLanguage();
  return (
    <AuthCard title={t("coachLogin.title")} intro={t("coachLogin.intro")}>
      <LoginForm returnTo={loaderData.returnTo} result={actionData} />
      <p className="mt-6 text-sm">
        <Link to={`/${lng}/login`}>{t("coachLogin.memberLink")}</Link>
      </p>
    </AuthCard>
  );
}
