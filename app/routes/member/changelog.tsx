import { changelogHtml } from "~/features/changelog/changelog.server";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/changelog";

export function loader({ params }: Route.LoaderArgs) {
  return { html: changelogHtml(languageParam(params.lng)) };
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = params.lng === "en" ? "en" : "nl";
  const { t } = getI18n(lng);
  const origin = matches[0]?.loaderData?.origin ?? "";
  return pageMeta({
    title: t("changelog.metaTitle"),
    description: t("changelog.metaDescription"),
    lng,
    path: "/changelog",
    origin,
  });
};

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("changelog.title")}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t("changelog.intro")}</p>
      {loaderData.html ? (
        <div
          className="prose-vitaal mt-8"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from our own notes and sanitised on the server
          dangerouslySetInnerHTML={{ __html: loaderData.html }}
        />
      ) : (
        <p className="mt-8">{t("changelog.empty")}</p>
      )}
    </div>
  );
}
