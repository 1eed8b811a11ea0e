import { data, redirect } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { LoginForm } from "~/features/accounts/components/login-form";
import { attemptLogin } from "~/features/accounts/login.server";
import { redirectingPath } from "~/features/accounts/paths";
import { getCurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/features/i18n/config";
import { getI18n } from "~/features/i18n/instance";
import { pageMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { getPartnerBySlug } from "~/features/partners/partners.server";
import { partnerHasSso } from "~/features/partners/sso.server";
import { isSlug } from "~/utils/ids";
import { requestContext } from "~/utils/request-context.server";
import { safeReturnTo } from "~/utils/return-to";
import type { Route } from "./+types/partner-login";

async function partnerOr404(slug: string | undefined) {
  const partner = isSlug(slug) ? await getPartnerBySlug(slug) : null;
  if (!partner) throw data(null, { status: 404 });
  return partner;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const partner = await partnerOr404(params.partner);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "");
  if (await getCurrentUser(request)) throw redirect(redirectingPath(lng, returnTo));
  return {
    returnTo,
    sso: await partnerHasSso(partner.slug),
    partner: {
      slug: partner.slug,
      name: partner.name,
      brandColor: partner.brandColor,
      tagline: lng === "en" ? partner.taglineEn : partner.taglineNl,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await partnerOr404(params.partner);
  const lng = languageParam(params.lng);
  const attempt = await attemptLogin(request, context.get(requestContext).clientIp);
  if (!attempt.ok) return attempt.response;
  return redirect(redirectingPath(lng, attempt.returnTo), { headers: attempt.headers });
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  const name = loaderData?.partner.name ?? "";
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
  const { partner } = loaderData;
  return (
    <div>
      {/* The partner's colour as a band: brand recognition without relying on colour for meaning. */}
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: partner.brandColor }} />
      <AuthCard title={t("partner.loginTitle", { partner: partner.name })} intro={partner.tagline}>
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
            <p className="mb-4 text-center text-sm text-ink-muted">{t("partner.or")}</p>
          </>
        ) : null}
        <LoginForm returnTo={loaderData.returnTo} result={actionData} />
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <Link to={`/${lng}/forgot-password`}>{t("login.forgot")}</Link>
        </div>
      </AuthCard>
    </div>
  );
}
