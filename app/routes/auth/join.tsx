import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { requireSignedIn } from "~/features/accounts/areas.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { getCurrentUser } from "~/features/accounts/session.server";
import { findJoinLink, isPartnerMember, joinWithLink } from "~/features/partners/partners.server";
import { answerError, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/join";

/**
 * A link of an archived partner: 410 with a page that says the program ended (the partner's
 * members keep their accounts), for everyone, members included.
 */
function archived(partner: { name: string }) {
  return data({ archived: true as const, partner: { name: partner.name } }, { status: 410 });
}

/**
 * Unknown link (or no slug at all): `notFound`. Expired or used up: `gone` (the error boundary
 * explains). An archived partner's link: 410 with its own page (returned, not thrown).
 */
async function usableLink(slug: string | undefined) {
  const found = isSlug(slug) ? await findJoinLink(slug) : null;
  if (!found) fail("notFound");
  if (found.status !== "open" && found.status !== "archived") fail("gone");
  return found;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const found = isSlug(params.slug) ? await findJoinLink(params.slug) : null;
  if (!found) throw data(null, { status: 404 });
  if (found.status === "archived") return archived(found.partner);
  const user = await getCurrentUser(request);
  // A member may follow their old link again; for everyone else it must still be usable.
  const alreadyMember = user ? await isPartnerMember(user.id, found.partner.slug) : false;
  if (!alreadyMember && found.status !== "open") throw data(null, { status: 410 });
  return {
    archived: false as const,
    slug: found.link.slug,
    loggedIn: Boolean(user),
    alreadyMember,
    justJoined: alreadyMember && new URL(request.url).searchParams.has("joined"),
    partner: {
      name: found.partner.name,
      brandColor: found.partner.brandColor,
      tagline: lng === "en" ? found.partner.taglineEn : found.partner.taglineNl,
    },
  };
}

// The page is public; joining is not. The action has no fields: the link in the address is all it takes.
export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = await requireSignedIn(request, params);
  try {
    const found = await usableLink(params.slug);
    if (found.status === "archived") return archived(found.partner);
    const result = await joinWithLink(user.id, found.link.slug);
    if (!result.ok && result.status === "archived") return archived(found.partner);
    if (!result.ok) fail(result.status === "unknown" ? "notFound" : "gone");
    return redirect(`/${lng}/join/${found.link.slug}?joined=1`);
  } catch (error) {
    return answerError(error);
  }
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => [
  {
    title: `${getI18n(languageParam(params.lng)).t(
      loaderData?.archived ? "auth:archivedPartner.metaTitle" : "auth:partner.joinTitle",
      { partner: loaderData?.partner.name ?? "" },
    )} · Vitaal`,
  },
  { name: "robots", content: "noindex" },
];

export default function Join({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  if (loaderData.archived || (actionData && "archived" in actionData)) {
    const name = loaderData.partner.name;
    return (
      <AuthCard title={t("archivedPartner.joinTitle", { partner: name })}>
        <p className="-mt-2 text-ink-muted">{t("archivedPartner.joinText", { partner: name })}</p>
        <div className="mt-6">
          <Link variant="primary" to={`/${lng}`}>
            {t("archivedPartner.home")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  const { partner } = loaderData;
  const here = `/${lng}/join/${loaderData.slug}`;
  return (
    <div>
      <div aria-hidden="true" className="h-2" style={{ backgroundColor: partner.brandColor }} />
      <AuthCard title={t("partner.joinTitle", { partner: partner.name })} intro={partner.tagline}>
        {loaderData.alreadyMember ? (
          <div className="flex flex-col gap-4">
            <Alert tone="success">
              {t(loaderData.justJoined ? "partner.joined" : "partner.alreadyMember", { partner: partner.name })}
            </Alert>
            <Link variant="primary" to={`/${lng}/dashboard`}>
              {t("redirecting.continue")}
            </Link>
          </div>
        ) : (
          <>
            <p className="-mt-2 mb-6 text-ink-muted">{t("partner.joinIntro", { partner: partner.name })}</p>
            {loaderData.loggedIn ? (
              <Form method="post">
                <Button type="submit">{t("partner.joinButton", { partner: partner.name })}</Button>
              </Form>
            ) : (
              <div className="flex flex-wrap gap-3">
                <Link
                  variant="primary"
                  to={`/${lng}/signup?returnTo=${encodeURIComponent(here)}&join=${loaderData.slug}`}
                >
                  {t("partner.joinSignup")}
                </Link>
                <Link variant="secondary" to={`/${lng}/login?returnTo=${encodeURIComponent(here)}`}>
                  {t("partner.joinLogin")}
                </Link>
              </div>
            )}
          </>
        )}
      </AuthCard>
    </div>
  );
}
