import { LegalPage } from "~/features/legal/components/legal-page";
import { legalText } from "~/features/legal/legal.server";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/terms";

// Public: the terms of use, linked from the footer and the onboarding's terms step.
export function loader({ params }: Route.LoaderArgs) {
  return legalText("terms", languageParam(params.lng));
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  const origin = matches[0]?.loaderData?.origin ?? "";
  return pageMeta({ title: t("legal.terms.title"), description: t("legal.terms.intro"), lng, path: "/terms", origin });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <LegalPage title={t("legal.terms.title")} intro={t("legal.terms.intro")} {...loaderData} />;
}
