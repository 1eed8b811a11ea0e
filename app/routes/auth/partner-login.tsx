import { data, redirect } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { LoginForm } from "~/features/accounts/components/login-form";
import { attemptLogin } from "~/features/accounts/login.server";
import { redirectingPath } from "~/features/accounts/paths";
import { getCurrentUser } from "~/features/accounts/session.server";
import { getPartnerBySlug } from "~/features/partners/partners.server";
import { partnerHasSso } from "~/features/partners/sso.server";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import { requestContext } from "~/utils/request-context.server";
import { safeReturnTo } from "~/utils/return-to";
import type { Route } from "./+types/partner-login";

async function partnerOr404(slug: string | undefined) {
  const partner = isSlug(slug) ? await getPartnerBySlug(slug) : null;
  if (!partner) throw data(null, { status: 404 });
  return partner;
}

/**
 * An archived partner's page says so, with 410: the address was real and will not work again
 * (its members still log in at the general login page with their password).
 */
function archived(partner: { name: string }) {
  return data({ archived: true as const, partner: { name: partner.name } }, { status: 410 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const partner = await partnerOr404(params.partner);
  if (partner.archivedAt) return archived(partner);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "");
  if (await getCurrentUser(request)) throw redirect(redirectingPath(lng, returnTo));
  return {
    archived: false as const,
    passwordLogin: partner.passwordLogin,
    returnTo,
    sso: await partnerHasSso(dbOf(context), partner.slug),
    partner: {
      slug: partner.slug,
      name: partner.name,
      brandColor: partner.brandColor,
      logoVersion: partner.logoVersion,
      tagline: lng === "en" ? partner.taglineEn : partner.taglineNl,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const partner = await partnerOr404(params.partner);
  if (partner.archivedAt) return archived(partner);
  const lng = languageParam(params.lng);
  const attempt = await attemptLogin(request, context.get(requestContext).clientIp);
  if (!attempt.ok) return attempt.response;
  return redirect(redirectingPath(lng, attempt.returnTo), { headers: attempt.headers });
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  const name = loaderData?.partner.name ?? "";
  if (loaderData?.archived) {
    return [
      { title: `${t("auth:archivedPartner.metaTitle", { partner: name })} · Vitaal` },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({
    title: t("auth:partner.loginTitle", { partner: name }),
    description: t("auth:partner.loginIntro", { partner: name }),
    lng,
    path: `/login/${params.partner}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function PartnerLogin({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  if (loaderData.archived || (actionData && "archived" in actionData)) {
    const name = loaderData.partner.name;
    return (
      <AuthCard title={t("archivedPartner.loginTitle", { partner: name })}>
        <p className="-mt-2 text-ink-muted">{t("archivedPartner.loginText", { partner: name })}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link variant="primary" to={`/${lng}/login`}>
            {t("archivedPartner.login")}
          </Link>
          <Link variant="secondary" to={`/${lng}`}>
            {t("archivedPartner.home")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  const { partner } = loaderData;
  // A partner with single sign-on only offers its own login; the form stays for a partner without it.
  const passwordForm = loaderData.passwordLogin || !loaderData.sso;
  return (
    <div>
      {/* The partner's colour as a band: brand recognition without relying on colour for meaning. */}
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: partner.brandColor }} />
      <AuthCard title={t("partner.loginTitle", { partner: partner.name })} intro={partner.tagline}>
        {partner.logoVersion > 0 ? (
          // Decorative: the heading names the partner.
          <img
            src={`/partner-logo/${partner.slug}?v=${partner.logoVersion}`}
            alt=""
            className="-mt-2 mb-4 h-12 w-auto"
          />
        ) : null}
        <p className="-mt-2 mb-6 text-ink-muted">{t("partner.loginIntro", { partner: partner.name })}</p>
        {loaderData.sso ? (
          <>
            {/* A plain link: the start of the login redirects the browser to the identity provider. */}
            <a
              href={`/sso/start/${partner.slug}?lng=${lng}${loaderData.returnTo ? `&returnTo=${encodeURIComponent(loaderData.returnTo)}` : ""}`}
              className={`${buttonStyles.primary} mb-6 w-full`}
            >
              {t("partner.ssoButton", { partner: partner.name })}
            </a>
            {passwordForm ? <p className="mb-4 text-center text-sm text-ink-muted">{t("partner.or")}</p> : null}
          </>
        ) : null}
        {passwordForm ? (
          <LoginForm
            returnTo={loaderData.returnTo}
            result={actionData && "form" in actionData ? actionData : undefined}
          />
        ) : null}
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <Link to={`/${lng}/forgot-password`}>{t("login.forgot")}</Link>
        </div>
      </AuthCard>
    </div>
  );
}
