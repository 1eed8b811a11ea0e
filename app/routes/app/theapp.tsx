import { Card } from "~/components/ui/card";
import { appLinks } from "~/features/app/app-links.server";
import { AppLinks } from "~/features/app/components/app-links";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/theapp";

export async function loader({ request, params }: Route.LoaderArgs) {
  return { links: appLinks(request, languageParam(params.lng)) };
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("auth:onboarding.theapp.title"),
    description: t("auth:onboarding.theapp.intro"),
    lng,
    path: "/theapp",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function TheApp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("onboarding.theapp.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">{t("onboarding.theapp.intro")}</p>
      <Card className="mt-8">
        <ul className="list-disc space-y-2 pl-5 text-ink">
          <li>{t("onboarding.theapp.point1")}</li>
          <li>{t("onboarding.theapp.point2")}</li>
          <li>{t("onboarding.theapp.point3")}</li>
        </ul>
      </Card>
      <Card className="mt-6">
        <AppLinks links={loaderData.links} />
      </Card>
    </div>
  );
}
