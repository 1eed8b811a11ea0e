import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { dbOf, laggingReadsOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { figureText } from "~/features/admin/figures";
import { adminMeta } from "~/features/admin/overview";
import { adminOverview } from "~/features/admin/overview.server";
import { openSafetyConcernCount } from "~/features/sessions/safety.server";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/overview";

export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  // Figures that may lag a little: a replica's when there is one; safety concerns from the primary.
  const figures = await adminOverview(laggingReadsOf(context), new Date(), admin.timeZone);
  return {
    figures: {
      members: figures.members,
      coaches: figures.coaches,
      partners: figures.partners,
      sessions: figures.sessions,
      failedJobs: figures.failedJobs,
      gaveUp: figures.gaveUp,
    },
    month: figures.month.from.toISOString(),
    zone: admin.timeZone,
    // Coaches' safety concerns nobody has handled yet: the first thing an administrator should see.
    openSafetyConcerns: await openSafetyConcernCount(dbOf(context)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:overview.metaTitle");

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { figures } = loaderData;
  const month = new Intl.DateTimeFormat(lng, { month: "long", year: "numeric", timeZone: loaderData.zone }).format(
    new Date(loaderData.month),
  );
  const tiles = [
    { key: "members", value: figures.members, to: "/admin/users", link: "overview.toPeople" },
    { key: "coaches", value: figures.coaches, to: "/admin/coaches", link: "overview.toCoaches" },
    { key: "partners", value: figures.partners, to: "/admin/partners", link: "overview.toPartners" },
    { key: "sessions", value: figures.sessions, to: null, link: null },
  ] as const;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("overview.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("overview.intro")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Card className="flex h-full flex-col gap-2">
              <h2 className="font-semibold text-ink-muted">
                {tile.key === "sessions" ? t("overview.sessions", { month }) : t(`overview.${tile.key}`)}
              </h2>
              <p className="text-4xl font-bold text-ink">{figureText(tile.value, lng, t)}</p>
              {tile.link && tile.to ? (
                <Link to={tile.to} className="mt-auto">
                  {t(tile.link)}
                </Link>
              ) : (
                <p className="mt-auto text-sm text-ink-muted">{t("overview.sessionsHint")}</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="safety-heading" className="mt-8">
        <Card className={loaderData.openSafetyConcerns > 0 ? "border-danger-700/40" : undefined}>
          <h2 id="safety-heading" className="text-xl font-semibold text-ink">
            {t("overview.safetyTitle")}
          </h2>
          <p className="mt-2 text-ink">
            {loaderData.openSafetyConcerns === 0 ? (
              <span>{t("overview.safetyNone")}</span>
            ) : (
              <span className="font-semibold text-danger-700">
                {t("overview.safetyOpen", { count: loaderData.openSafetyConcerns })}
              </span>
            )}
          </p>
          <p className="mt-2">
            <Link to="/admin/safety">{t("overview.toSafety")}</Link>
          </p>
        </Card>
      </section>
      <section aria-labelledby="jobs-heading" className="mt-8">
        <Card className={figures.failedJobs.value > 0 ? "border-danger-700/40" : undefined}>
          <h2 id="jobs-heading" className="text-xl font-semibold text-ink">
            {t("overview.jobsTitle")}
          </h2>
          <p className="mt-2 text-ink">
            {figures.failedJobs.value === 0 ? (
              <span>{t("overview.jobsNone")}</span>
            ) : (
              <span className="font-semibold text-danger-700">
                {t("overview.jobsFailed", {
                  count: figures.failedJobs.value,
                  failed: figureText(figures.failedJobs, lng, t),
                  gaveUp: figureText(figures.gaveUp, lng, t),
                })}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t("overview.jobsHint")}</p>
        </Card>
      </section>
      <nav aria-label={t("overview.sectionsLabel")} className="mt-8">
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link to="/admin/users" variant="secondary">
              {t("nav.people")}
            </Link>
          </li>
          <li>
            <Link to="/admin/partners" variant="secondary">
              {t("nav.partners")}
            </Link>
          </li>
          <li>
            <Link to="/admin/coaches" variant="secondary">
              {t("nav.coaches")}
            </Link>
          </li>
          <li>
            <Link to="/admin/audit" variant="secondary">
              {t("nav.audit")}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
