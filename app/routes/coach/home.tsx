import { Link } from "~/components/ui/link";
import { requireRole } from "~/features/accounts/guards.server";
import { useTranslation } from "~/features/i18n/react";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "coach");
  return { name: user.name, lng: user.locale, alsoMember: user.roles.includes("member") };
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

export default function CoachHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t("coachArea.greeting", { name: loaderData.name })}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("coachArea.intro")}</p>
      {loaderData.alsoMember ? (
        <p className="mt-6">
          <Link to={`/${loaderData.lng}/dashboard`}>{t("coachArea.memberArea")}</Link>
        </p>
      ) : null}
    </div>
  );
}
