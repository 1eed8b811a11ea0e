import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { specialtiesFor } from "~/features/vitascan/scoring";
import type { Suggestions as SuggestionGroup } from "~/features/vitascan/suggestions";
import type { Language } from "~/utils/i18n/config";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/** One weak area of the latest scan: why, and the coaches, media and events that answer it. */
function SuggestionArea({
  group,
  scannedAt,
  lng,
  timeZone,
}: {
  group: SuggestionGroup;
  scannedAt: string;
  lng: Language;
  timeZone: string;
}) {
  const { t } = useTranslation("vitascan");
  const { t: tm } = useTranslation("media");
  const area = t(`domain.${group.area.key}.name`);
  const headingId = `suggest-${group.area.key}`;
  const empty = group.coaches.length === 0 && group.media.length === 0 && group.events.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-canvas p-4">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {area}
      </h3>
      <p className="mt-1 text-ink">
        {t(group.area.band === "low" ? "suggestions.becauseLow" : "suggestions.becauseFair", {
          area: area.toLowerCase(),
          score: group.area.score,
          date: formatDate(new Date(scannedAt), lng, timeZone),
        })}
      </p>
      {empty ? <p className="mt-3 text-ink-muted">{t("suggestions.nothing")}</p> : null}
      {group.coaches.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("suggestions.coaches")}
          </h4>
          <ul className="mt-1 flex flex-col gap-2">
            {group.coaches.map((coach) => (
              <li key={coach.id}>
                <Link to={`/${lng}/coaches/${coach.slug}`}>{coach.name}</Link>
                {coach.headline ? <p className="text-sm text-ink-muted">{coach.headline}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {group.media.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("suggestions.media")}
          </h4>
          <ul className="mt-1 flex flex-col gap-2">
            {group.media.map((item) => (
              <li key={item.slug}>
                <Link to={`/${lng}/media/id/${item.slug}`}>{item.title}</Link>
                <p className="text-sm text-ink-muted">
                  {tm(`type.${item.type}`)}
                  {item.minutes ? ` · ${tm("minutes", { count: item.minutes })}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {group.events.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("suggestions.events")}
          </h4>
          <ul className="mt-1 flex flex-col gap-2">
            {group.events.map((event) => (
              <li key={event.slug}>
                <Link to={`/${lng}/events/session/${event.slug}`}>{event.title}</Link>
                <p className="text-sm text-ink-muted">
                  {event.session} · {formatDateTime(new Date(event.startsAt), lng, timeZone)}
                  {event.online ? ` · ${t("suggestions.online")}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link
          className="inline-flex min-h-6 items-center"
          to={`/${lng}/coaches?specialty=${specialtiesFor[group.area.key][0]}`}
        >
          {t("suggestions.moreCoaches", { area: area.toLowerCase() })}
        </Link>
        <Link className="inline-flex min-h-6 items-center" to={`/${lng}/media?topic=${group.area.key}`}>
          {t("suggestions.moreMedia", { area: area.toLowerCase() })}
        </Link>
      </p>
    </section>
  );
}

/** What the member could do now: driven by their latest scan, with the reason for each suggestion. */
export function Suggestions({
  suggestions,
  timeZone,
}: {
  /** The groups of the member's latest scan, or null without a scan. */
  suggestions: { scannedAt: string; groups: SuggestionGroup[] } | null;
  timeZone: string;
}) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const browse = (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
      <Link to={`/${lng}/coaches`}>{t("suggestions.browseCoaches")}</Link>
      <Link to={`/${lng}/events`}>{t("suggestions.browseEvents")}</Link>
      <Link to={`/${lng}/media`}>{t("suggestions.browseMedia")}</Link>
    </p>
  );
  return (
    <Card className="mt-8">
      <h2 className="text-xl font-semibold text-ink">{t("suggestions.title")}</h2>
      {!suggestions ? (
        <>
          <p className="mt-2 text-ink">{t("suggestions.noScan")}</p>
          <p className="mt-4">
            <Link variant="primary" to={`/${lng}/vitascan`}>
              {t("suggestions.startScan")}
            </Link>
          </p>
        </>
      ) : suggestions.groups.length === 0 ? (
        <>
          <p className="mt-2 text-ink">{t("suggestions.allGood")}</p>
          {browse}
        </>
      ) : (
        <>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {suggestions.groups.map((group) => (
              <SuggestionArea
                key={group.area.key}
                group={group}
                scannedAt={suggestions.scannedAt}
                lng={lng}
                timeZone={timeZone}
              />
            ))}
          </div>
          {browse}
        </>
      )}
    </Card>
  );
}
