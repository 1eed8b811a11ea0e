import { redirect } from "react-router";
import { HelpNowLink } from "~/components/shell/help-now-link";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { MediaCard } from "~/features/media/components/media-card";
import { DomainScores } from "~/features/vitascan/components/domain-scores";
import { RadarChart } from "~/features/vitascan/components/radar-chart";
import { isScanOpen, nextScanOpensAt } from "~/features/vitascan/dates";
import { shownDomains, weakestDomains } from "~/features/vitascan/scoring";
import { suggestionsForScan } from "~/features/vitascan/suggestions.server";
import { completedScans, scanIntervalDays } from "~/features/vitascan/vitascan.server";
import { languageParam } from "~/utils/i18n/config";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/results";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  // Only the member's own scans are ever read here.
  const db = dbOf(context);
  const scans = await completedScans(db, user.id);
  if (scans.length === 0) throw redirect(`/${lng}/vitascan`);
  // A scan chosen in the address is looked up among these, never in the database.
  const asked = new URL(request.url).searchParams.get("scan");
  const index = Math.max(
    0,
    scans.findIndex((scan) => scan.id === asked),
  );
  const current = scans[index] as (typeof scans)[number];
  const previous = scans[index + 1] ?? null;
  const weakest = weakestDomains(current.result).map((domain) => domain.key);
  const nextScan = nextScanOpensAt(scans[0]?.completedAt ?? null, scanIntervalDays());
  // Coaches, media and events for the scan shown, among what this member may see.
  const suggestions = await suggestionsForScan(db, user, current.result, lng, new Date());
  return {
    current,
    previous,
    history: scans.map((scan) => ({ id: scan.id, completedAt: scan.completedAt, overall: scan.result.overall })),
    weakest,
    coaches: suggestions.flatMap((group) => group.coaches.map((coach) => ({ ...coach, area: group.area.key }))),
    media: suggestions.flatMap((group) => group.media),
    events: suggestions.flatMap((group) => group.events.map((event) => ({ ...event, area: group.area.key }))),
    nextScan,
    scanOpen: isScanOpen(nextScan, new Date()),
    timeZone: user.timeZone,
  };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:results.metaTitle");

export default function Results({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = languageParam(params.lng);
  const { current, previous, timeZone } = loaderData;
  const result = current.result;
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
  const change = previous ? result.overall - previous.result.overall : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("results.title")}</h1>
      <p className="mt-1 text-ink-muted">
        {t("results.takenOn", { date: formatDate(new Date(current.completedAt), lng, timeZone) })}
      </p>
      {/* Results can be hard to read: the way to help now is always on this page. */}
      <p className="mt-2">
        <HelpNowLink place="results" />
      </p>
      {result.who5.adviseGp ? (
        <div className="mt-6">
          <Alert tone="warning" title={t("results.helpTitle")}>
            <p>{t("results.help")}</p>
            <p className="mt-2">{t("results.helpWhere")}</p>
          </Alert>
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card className="flex flex-col items-center gap-4">
          <p className="text-center">
            <span className="block text-sm font-medium text-ink-muted">{t("results.overall")}</span>
            <span className="text-5xl font-bold text-ink">{result.overall}</span>{" "}
            <span className="text-ink-muted">{t("results.outOf")}</span>
          </p>
          <p className="text-ink">
            {change === null
              ? t("results.first")
              : change === 0
                ? t("results.noChange")
                : t("results.change", { change: signed(change) })}
          </p>
          <RadarChart
            title={t("results.chartTitle")}
            description={t("results.chartDescription")}
            points={shownDomains(result).map((domain) => ({
              label: t(`domain.${domain.key}.name`),
              value: domain.score,
            }))}
            legend={{ current: t("results.legendCurrent"), previous: t("results.legendPrevious") }}
            previous={(previous ? shownDomains(previous.result) : undefined)?.map((domain) => ({
              label: t(`domain.${domain.key}.name`),
              value: domain.score,
            }))}
          />
        </Card>
        <Card>
          <DomainScores result={result} previous={previous?.result ?? null} />
        </Card>
      </div>

      <section className="mt-8" aria-labelledby="recommend-heading">
        <h2 id="recommend-heading" className="text-2xl font-semibold text-ink">
          {t("results.recommendTitle")}
        </h2>
        {loaderData.weakest.length === 0 ? (
          <p className="mt-2 text-ink">{t("results.allGood")}</p>
        ) : (
          <>
            <p className="mt-2 text-ink">
              {t("results.recommendText", {
                domains: loaderData.weakest.map((key) => t(`domain.${key}.name`).toLowerCase()).join(" & "),
              })}
            </p>
            <p className="mt-3">
              <Link variant="primary" to={`/${lng}/coaches/find?language=${lng}`}>
                {t("results.findCoach")}
              </Link>
            </p>
            {loaderData.coaches.length > 0 ? (
              <>
                <h3 className="mt-6 text-lg font-semibold text-ink">{t("results.coachesTitle")}</h3>
                <ul className="mt-3 grid gap-4 md:grid-cols-2">
                  {loaderData.coaches.map((coach) => (
                    <li key={coach.id}>
                      <Card className="flex h-full items-center gap-4">
                        <CoachAvatar id={coach.id} name={coach.name} photoVersion={coach.photoVersion} />
                        <div>
                          <Link to={`/${lng}/coaches/${coach.slug}`}>{coach.name}</Link>
                          {coach.headline ? <p className="text-sm text-ink-muted">{coach.headline}</p> : null}
                          <p className="text-sm text-ink-muted">
                            {t("results.helpsWith", { area: t(`domain.${coach.area}.name`).toLowerCase() })}
                          </p>
                        </div>
                      </Card>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {loaderData.media.length > 0 ? (
              <>
                <h3 className="mt-6 text-lg font-semibold text-ink">{t("results.mediaTitle")}</h3>
                <ul className="mt-3 grid gap-4 md:grid-cols-3">
                  {loaderData.media.map((item) => (
                    <li key={item.slug}>
                      <MediaCard item={item} lng={lng} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {loaderData.events.length > 0 ? (
              <>
                <h3 className="mt-6 text-lg font-semibold text-ink">{t("results.eventsTitle")}</h3>
                <ul className="mt-3 flex flex-col gap-3">
                  {loaderData.events.map((event) => (
                    <li key={event.slug}>
                      <Link to={`/${lng}/events/session/${event.slug}`}>{event.title}</Link>
                      <p className="text-sm text-ink-muted">
                        {event.session} · {formatDateTime(new Date(event.startsAt), lng, timeZone)} ·{" "}
                        {t("results.helpsWith", { area: t(`domain.${event.area}.name`).toLowerCase() })}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </section>

      <section className="mt-8" aria-labelledby="meaning-heading">
        <h2 id="meaning-heading" className="text-2xl font-semibold text-ink">
          {t("results.meaning")}
        </h2>
        <dl className="mt-3 grid gap-4 md:grid-cols-2">
          {result.domains.map((domain) => (
            <div key={domain.key}>
              <dt className="font-semibold text-ink">{t(`domain.${domain.key}.name`)}</dt>
              <dd className="text-ink-muted">{t(`domain.${domain.key}.about`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mt-8" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-2xl font-semibold text-ink">
          {t("results.historyTitle")}
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {loaderData.history.map((scan) => (
            <li key={scan.id} className="flex items-center justify-between gap-3 py-2">
              <span className="text-ink">
                {formatDate(new Date(scan.completedAt), lng, timeZone)}: {scan.overall} {t("results.outOf")}
              </span>
              {scan.id === current.id ? (
                <span className="text-ink-muted">{t("results.current")}</span>
              ) : (
                <Link to={`?scan=${scan.id}`}>
                  {t("results.view")}
                  <span className="sr-only"> {formatDate(new Date(scan.completedAt), lng, timeZone)}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
        {loaderData.scanOpen ? (
          <p className="mt-3 text-ink">
            {t("dashboard.newOpen")} <Link to={`/${lng}/vitascan`}>{t("dashboard.takeNew")}</Link>
          </p>
        ) : loaderData.nextScan ? (
          <p className="mt-3 text-ink">
            {t("results.nextScan", { date: formatDate(new Date(loaderData.nextScan), lng, timeZone) })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
