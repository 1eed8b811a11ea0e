import { Link } from "~/components/ui/link";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { getCurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/verify-email";

// The verification link passes through better-auth, which confirms the address and sends the
// visitor here, or with `?error=…` when the link was expired or already used. Opening the link
// logs nobody in: the browser that signed up is logged in already; any other is asked to log in.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request);
  const verified = !url.searchParams.has("error") && (user ? user.emailVerified : true);
  return { verified, loggedIn: Boolean(user) };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:verify.metaTitle");

export default function VerifyEmail({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  if (!loaderData.verified) {
    return (
      <AuthCard title={t("verify.failedTitle")} intro={t("verify.failedText")}>
        <Link variant="primary" to={`/${lng}/login`}>
          {t("login.submit")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("verify.title")} intro={t(loaderData.loggedIn ? "verify.text" : "verify.loggedOutText")}>
      {loaderData.loggedIn ? (
        <Link variant="primary" to={`/${lng}/redirecting`}>
          {t("verify.continue")}
        </Link>
      ) : (
        <Link variant="primary" to={`/${lng}/login`}>
          {t("login.submit")}
        </Link>
      )}
    </AuthCard>
  );
}
