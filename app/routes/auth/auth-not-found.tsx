import { Link } from "~/components/ui/link";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import type { Route } from "./+types/auth-not-found";

// Where a partner login or a login link ends when no account matches it.
export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:notFound.metaTitle");

export default function AuthNotFound({ params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  return (
    <AuthCard title={t("notFound.title")} intro={t("notFound.text")}>
      <div className="flex flex-wrap gap-3">
        <Link variant="primary" to={`/${lng}/signup`}>
          {t("notFound.signup")}
        </Link>
        <Link variant="secondary" to={`/${lng}/login`}>
          {t("notFound.login")}
        </Link>
      </div>
    </AuthCard>
  );
}
