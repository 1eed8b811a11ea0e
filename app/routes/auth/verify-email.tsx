import { Link } from "~/components/ui/link";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { getCurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import type { Route } from "./+types/verify-email";

// The verification link passes through better-auth, which confirms the address, logs the person
// in and sends them here; `?error=…` when the link was expired or already used.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getCurrentUser(request);
  return { verified: !url.searchParams.has("error") && Boolean(user?.emailVerified) };
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
    <AuthCard title={t("verify.title")} intro={t("verify.text")}>
      <Link variant="primary" to={`/${lng}/redirecting`}>
        {t("verify.continue")}
      </Link>
    </AuthCard>
  );
}
