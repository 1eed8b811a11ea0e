// The repeat choice of the booking form on a coach's page: a GET form, so the preview of the dates
// works without JavaScript too, and the preview itself.
import { Form as RouterForm } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { fieldStyle } from "~/components/ui/field-style";
import { SeriesDates } from "~/features/coaching/components/series-dates";
import { SERIES_INTERVALS, SERIES_MAX, SERIES_MIN } from "~/features/coaching/series";
import type { MemberSeriesPanel } from "~/features/coaching/series-panel.server";
import type { Language } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";

const counts = Array.from({ length: SERIES_MAX - SERIES_MIN + 1 }, (_, i) => SERIES_MIN + i);

/** Whether the booking form books the previewed series: every date free and the allowance enough. */
export function seriesReady(series: MemberSeriesPanel): series is NonNullable<MemberSeriesPanel> & {
  repeat: NonNullable<NonNullable<MemberSeriesPanel>["repeat"]>;
} {
  return Boolean(series?.repeat && series.plan?.allFree && series.plan.allowanceCovers);
}

export function RepeatChooser({
  series,
  keep,
  lng,
  zone,
}: {
  series: NonNullable<MemberSeriesPanel>;
  /** The page's own choices the GET form carries along (type, week, slot). */
  keep: Record<string, string>;
  lng: Language;
  zone: string;
}) {
  const { t } = useTranslation("series");
  const plan = series.plan;
  return (
    <section aria-labelledby="repeat-heading" className="flex flex-col gap-3 rounded-xl bg-canvas p-4">
      <h4 id="repeat-heading" className="font-semibold text-ink">
        {t("repeat.heading")}
      </h4>
      <RouterForm method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex min-w-40 flex-col gap-1">
          <label htmlFor="repeat-interval" className="font-medium text-ink">
            {t("repeat.label")}
          </label>
          <select
            id="repeat-interval"
            name="repeat"
            defaultValue={series.repeat ? String(series.repeat.intervalWeeks) : ""}
            className={fieldStyle}
          >
            <option value="">{t("repeat.none")}</option>
            {SERIES_INTERVALS.map((weeks) => (
              <option key={weeks} value={weeks}>
                {t("repeat.every", { count: weeks })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-28 flex-col gap-1">
          <label htmlFor="repeat-count" className="font-medium text-ink">
            {t("repeat.count")}
          </label>
          <select
            id="repeat-count"
            name="count"
            defaultValue={String(series.repeat?.count ?? 4)}
            className={fieldStyle}
          >
            {counts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {t("repeat.show")}
        </Button>
      </RouterForm>
      <p className="text-sm text-ink-muted">{t("repeat.hint")}</p>
      {plan ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          <SeriesDates dates={plan.dates} lng={lng} zone={zone} />
          {!plan.allFree ? (
            <Alert tone="warning">{t("preview.notAllFree")}</Alert>
          ) : !plan.allowanceCovers ? (
            <Alert tone="warning">{t("preview.noAllowance", { count: plan.dates.length })}</Alert>
          ) : (
            <p className="text-sm text-ink">{t("preview.allFree", { count: plan.dates.length })}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
