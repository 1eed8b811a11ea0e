import { Link } from "react-router";
import { signedInUser } from "~/features/accounts/areas.server";
import { AuthCard } from "~/features/accounts/components/form-parts";
import { areaHome, enterableAreas } from "~/features/accounts/onboarding";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/app-selector";

export function loader({ params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const areas = [
    ...enterableAreas(user).map((area) => ({ key: area, to: areaHome(area, lng) })),
    { key: "app", to: `/${lng}/theapp` },
  ];
  return { areas };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:appSelector.metaTitle");

export default function AppSelector({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("appSelector.title")} intro={t("appSelector.intro")}>
      <ul className="flex flex-col gap-3">
        {loaderData.areas.map((area) => (
          <li key={area.key}>
            <Link
              to={area.to}
              className="block rounded-[var(--radius-control)] border border-line p-4 hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block font-semibold text-ink">{t(`appSelector.${area.key}`)}</span>
              <span className="block text-sm text-ink-muted">{t(`appSelector.${area.key}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
