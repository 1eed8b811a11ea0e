import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { partnerChoice, signedInUser } from "~/features/accounts/areas.server";
import { openJoinLinkCount, partnerLogoVersion } from "~/features/partners/portal.server";
import { ReportPreparing } from "~/features/reports/history.server";
import { partnerReport, REPORT_WAIT_MS } from "~/features/reports/partner-report.server";
import { figureText, monthLabel, translateWith } from "~/features/reports/report-csv";
import { MIN_GROUP_FLOOR } from "~/features/reports/suppression";
import { parseReportPeriod } from "~/features/reports/usage-period";
import { getI18n } from "~/utils/i18n/instance";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { current, partners } = context.get(partnerChoice);
  const title = getI18n(user.locale).t("partner:meta.home");
  if (!current) return { title, partners, current: null, overview: null };
  const db = dbOf(context);
  const now = new Date();
  // This year's figures come from the report itself, so the same suppression applies to them.
  const thisYear = parseReportPeriod(null, now);
  const [report, openLinks, logoVersion] = await Promise.all([
    // A month still being decided leaves the figures out for now ("being prepared").
    thisYear
      ? partnerReport(current.id, thisYear, now, { waitMs: REPORT_WAIT_MS }).catch((error: unknown) => {
          if (error instanceof ReportPreparing) return "preparing" as const;
          throw error;
        })
      : null,
    openJoinLinkCount(db, current.id, now),
    // The logo route serves no archived partner's logo.
    current.archived ? null : partnerLogoVersion(db, current.id),
  ]);
  return {
    title,
    partners,
    current,
    overview: {
      openLinks,
      logoVersion,
      minGroupSize: report && report !== "preparing" ? report.minGroupSize : MIN_GROUP_FLOOR,
      preparing: report === "preparing",
      // Active members of the latest closed month: a running year's own count waits for its end.
      members:
        report && report !== "preparing"
          ? {
              total: report.members.total,
              active: report.trends.at(-1)?.active ?? report.members.active,
              month: report.trends.at(-1)?.month ?? report.through,
            }
          : null,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Partner"}${loaderData?.current ? ` · ${loaderData.current.name}` : ""} · Vitaal` },
  { name: "robots", content: "noindex" },
];

type Loaded = Route.ComponentProps["loaderData"];

function Chooser({ partners, current }: { partners: Loaded["partners"]; current: Loaded["current"] }) {
  const { t } = useTranslation("partner");
  return (
    <Card className="mt-8">
      <nav aria-labelledby="choose-title">
        <h2 id="choose-title" className="text-xl font-semibold text-ink">
          {t("home.choose.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("home.choose.intro")}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {partners.map((partner) => {
            const chosen = partner.id === current?.id;
            return (
              <li key={partner.id}>
                <Link
                  to={`/partner?partner=${encodeURIComponent(partner.slug)}`}
                  aria-current={chosen ? "true" : undefined}
                  className={chosen ? "font-semibold" : undefined}
                >
                  {partner.name}
                </Link>
                {chosen ? <span className="ml-2 text-sm text-ink-muted">{t("home.choose.current")}</span> : null}
                {partner.archived ? (
                  <span className="ml-2 text-sm text-ink-muted">{t("home.choose.archived")}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </Card>
  );
}

/** One of the home page's figures: what it counts, and the number. */
function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-control)] border border-line p-4">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{children}</dd>
    </div>
  );
}

export default function PartnerHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const { current, partners, overview } = loaderData;
  const n = overview?.minGroupSize ?? MIN_GROUP_FLOOR;
  const several = partners.length > 1;
  const figure = (value: Parameters<typeof figureText>[0]) => figureText(value, n, translateWith(t), lng);
  type Members = NonNullable<NonNullable<typeof overview>["members"]>;
  /** A member figure of this year's report, or why there is none yet. */
  const members = (pick: (counts: Members) => Parameters<typeof figureText>[0]) =>
    overview?.members ? figure(pick(overview.members)) : overview?.preparing ? t("report.preparing.home") : "–";

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center gap-4">
        {current && overview?.logoVersion ? (
          // Decorative: the heading names the partner.
          <img
            src={`/partner-logo/${current.slug}?v=${overview.logoVersion}`}
            alt=""
            className="h-12 w-auto max-w-48 object-contain"
          />
        ) : null}
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("home.title")}</p>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{current ? current.name : t("home.title")}</h1>
        </div>
      </div>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{t("home.intro")}</p>

      {several ? <Chooser partners={partners} current={current} /> : null}

      {current && overview ? (
        <>
          {current.archived ? <p className="mt-6 max-w-prose text-ink">{t("home.archived")}</p> : null}
          <Card className="mt-8">
            <section aria-labelledby="figures-title">
              <h2 id="figures-title" className="text-xl font-semibold text-ink">
                {t("home.figures.title")}
              </h2>
              <dl className="mt-4 grid gap-3 sm:grid-cols-3">
                <Figure term={t("home.figures.total")}>{members((counts) => counts.total)}</Figure>
                <Figure
                  term={
                    overview.members
                      ? t("home.figures.activeIn", { month: monthLabel(overview.members.month, lng) })
                      : t("home.figures.active")
                  }
                >
                  {members((counts) => counts.active)}
                </Figure>
                <Figure term={t("home.figures.openLinks")}>{overview.openLinks}</Figure>
              </dl>
              <ul className="mt-6 flex flex-wrap gap-3">
                <li>
                  <Link to="/partner/report" variant="primary">
                    {t("home.toReport")}
                  </Link>
                </li>
                <li>
                  <Link to="/partner/links" variant="secondary">
                    {t("home.toLinks")}
                  </Link>
                </li>
              </ul>
            </section>
          </Card>
        </>
      ) : null}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <section aria-labelledby="never-title">
            <h2 id="never-title" className="text-xl font-semibold text-ink">
              {t("home.never.title")}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
              <li>{t("home.never.health")}</li>
              <li>{t("home.never.names")}</li>
              <li>{t("home.never.groups", { n })}</li>
            </ul>
          </section>
        </Card>
        <Card>
          <section aria-labelledby="cannot-title">
            <h2 id="cannot-title" className="text-xl font-semibold text-ink">
              {t("home.cannot.title")}
            </h2>
            <p className="mt-3 text-ink">{t("home.cannot.text")}</p>
          </section>
        </Card>
      </div>
    </div>
  );
}
