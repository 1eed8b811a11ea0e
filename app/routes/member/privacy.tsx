import { LegalPage } from "~/features/legal/components/legal-page";
import { legalText } from "~/features/legal/legal.server";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/privacy";

// Public: the privacy statement, linked from the footer and the onboarding's terms step.
export function loader({ params }: Route.LoaderArgs) {
  return legalText("privacy", languageParam(params.lng));
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  const origin = matches[0]?.loaderData?.origin ?? "";
  return pageMeta({
    title: t("legal.privacy.title"),
    description: t("legal.privacy.intro"),
    lng,
    path: "/privacy",
    origin,
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <LegalPage title={t("legal.privacy.title")} intro={t("legal.privacy.intro")} {...loaderData} />;
}
