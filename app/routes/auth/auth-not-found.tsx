import { eq } from "drizzle-orm";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { partners } from "~/db/schema/partners";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/auth-not-found";

const reasons = [
  "unknown",
  "unverified",
  "existing-account",
  "identity-taken",
  "already-linked",
  "session",
  "deactivated",
  "failed",
];

// Where a partner login or a login link ends when it logs nobody in; `?reason=` says why
// (see `SsoRefusal` in sso.server.ts) and `?partner=` names the partner.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reason = reasons.find((known) => known === url.searchParams.get("reason")) ?? "unknown";
  const slug = url.searchParams.get("partner") ?? "";
  let partner: { slug: string; name: string } | null = null;
  if (isSlug(slug)) {
    const db = dbOf(context);
    [partner = null] = await db
      .select({ slug: partners.slug, name: partners.name })
      .from(partners)
      .where(eq(partners.slug, slug));
  }
  return { reason, partner };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:notFound.metaTitle");

const texts: Record<string, { title: string; text: string }> = {
  unverified: { title: "notFound.refused.unverifiedTitle", text: "notFound.refused.unverifiedText" },
  "existing-account": { title: "notFound.refused.existingTitle", text: "notFound.refused.existingText" },
  "identity-taken": { title: "notFound.refused.takenTitle", text: "notFound.refused.takenText" },
  "already-linked": { title: "notFound.refused.alreadyTitle", text: "notFound.refused.alreadyText" },
  session: { title: "notFound.refused.sessionTitle", text: "notFound.refused.sessionText" },
  deactivated: { title: "notFound.refused.deactivatedTitle", text: "notFound.refused.deactivatedText" },
  failed: { title: "notFound.refused.failedTitle", text: "notFound.refused.failedText" },
};

export default function AuthNotFound({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const { reason, partner } = loaderData;
  const partnerName = partner?.name ?? t("notFound.refused.partnerFallback");
  const known = texts[reason];
  const accountPath = `/${lng}/account${partner ? `?link=${partner.slug}` : ""}`;
  if (known) {
    const toAccount = reason === "existing-account" || reason === "already-linked" || reason === "session";
    return (
      <AuthCard title={t(known.title, { partner: partnerName })} intro={t(known.text, { partner: partnerName })}>
        <div className="flex flex-wrap gap-3">
          {toAccount ? (
            <Link variant="primary" to={`/${lng}/login?returnTo=${encodeURIComponent(accountPath)}`}>
              {reason === "existing-account"
                ? t("notFound.refused.existingLogin", { partner: partnerName })
                : t("notFound.refused.account")}
            </Link>
          ) : (
            <Link variant="primary" to={partner ? `/${lng}/login/${partner.slug}` : `/${lng}/login`}>
              {t("notFound.login")}
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }
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
