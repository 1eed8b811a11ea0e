import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { getOnboarding } from "~/features/accounts/accounts.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { destinationAfterLogin, nextOnboardingStep } from "~/features/accounts/onboarding";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/redirecting";

/** After any login: decides where the person goes next and sends them there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const onboardingStep = user.roles.includes("member") ? nextOnboardingStep(await getOnboarding(user.id)) : null;
  const destination = destinationAfterLogin({
    lng,
    roles: user.roles,
    partnerAdmin: user.partnerAdmin,
    onboardingStep,
    returnTo: new URL(request.url).searchParams.get("returnTo"),
  });
  throw redirect(destination);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:redirecting.metaTitle");

// Shown only if the redirect could not be followed.
export default function Redirecting({ params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("redirecting.title")} intro={t("redirecting.text")}>
      <Link variant="primary" to={`/${languageParam(params.lng)}/dashboard`}>
        {t("redirecting.continue")}
      </Link>
    </AuthCard>
  );
}
