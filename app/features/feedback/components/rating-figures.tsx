import { Card } from "~/components/ui/card";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import type { Language } from "~/utils/i18n/config";
import { formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

/** The figures as the loaders send them (`coachRatingFigures`), or null below the threshold. */
export interface RatingFiguresView {
  count: number;
  average: number;
  distribution: readonly number[];
  recommendShare: number;
}

/**
 * A coach's ratings taken together: the average (one decimal), how often each score was given (a
 * table with the counts; the bars only repeat them) and the share that would recommend the coach.
 * Below the threshold only a sentence, with no number at all, not even how many rated.
 */
export function RatingFigures({
  figures,
  lng,
  audience,
}: {
  figures: RatingFiguresView | null;
  lng: Language;
  audience: "coach" | "admin";
}) {
  const { t } = useTranslation("feedback");
  const admin = audience === "admin";
  const title = admin ? t("figures.adminTitle") : t("figures.title");
  if (!figures) {
    return (
      <Card>
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <p className="mt-2 text-ink-muted">{admin ? t("figures.adminHidden") : t("figures.hidden")}</p>
      </Card>
    );
  }
  const most = Math.max(1, ...figures.distribution);
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t("figures.anonymous")}</p>
      <dl className="mt-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-2">
        <dt className="text-ink-muted">{t("figures.average")}</dt>
        <dd className="text-right font-semibold tabular-nums text-ink">
          {t("figures.averageValue", {
            value: formatNumber(figures.average, lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          })}
        </dd>
        <dt className="text-ink-muted">{t("figures.count")}</dt>
        <dd className="text-right font-semibold tabular-nums text-ink">{formatNumber(figures.count, lng)}</dd>
        <dt className="text-ink-muted">{admin ? t("figures.adminRecommend") : t("figures.recommend")}</dt>
        <dd className="text-right font-semibold tabular-nums text-ink">
          {formatNumber(figures.recommendShare, lng, { style: "percent", maximumFractionDigits: 0 })}
        </dd>
      </dl>
      <Table caption={t("figures.distribution")} className="mt-5">
        <TableHead>
          <Row>
            <HeaderCell>{t("figures.stars")}</HeaderCell>
            <HeaderCell className="w-full">{t("figures.times")}</HeaderCell>
          </Row>
        </TableHead>
        <TableBody>
          {[5, 4, 3, 2, 1].map((score) => {
            const times = figures.distribution[score - 1] ?? 0;
            return (
              <Row key={score}>
                <HeaderCell scope="row" className="whitespace-nowrap font-normal text-ink">
                  {t("figures.starsRow", { count: score })}
                </HeaderCell>
                <Cell>
                  <div className="flex items-center gap-3">
                    <span className="w-10 shrink-0 text-right tabular-nums">{formatNumber(times, lng)}</span>
                    {/* The bar repeats the count beside it: for the eye only. */}
                    <div aria-hidden="true" className="h-3 w-full min-w-16 rounded-full bg-line">
                      <div className="h-3 rounded-full bg-brand-700" style={{ width: `${(times / most) * 100}%` }} />
                    </div>
                  </div>
                </Cell>
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}
