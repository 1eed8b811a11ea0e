import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { bandRanges, bands, type ScanResult, shownDomains } from "../scoring";

const bandClass: Record<string, string> = {
  low: "bg-danger-50 text-danger-700",
  fair: "bg-warning-50 text-warning-700",
  good: "bg-success-50 text-success-700",
};

/** What each rating means, from the same ranges the ratings are given by. */
export function BandLegend() {
  const { t } = useTranslation("vitascan");
  return (
    <section aria-labelledby="band-legend-title" className="mt-4">
      <h3 id="band-legend-title" className="text-sm font-semibold text-ink">
        {t("results.legendTitle")}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink" data-testid="band-legend">
        {bands.map((band) => (
          <li key={band} className="flex items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 font-semibold ${bandClass[band]}`}>{t(`band.${band}`)}</span>
            <span className="tabular-nums">
              {t("results.legendRange", { from: bandRanges[band][0], to: bandRanges[band][1] })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A scan's score per domain with its band, and the change since `previous` when there is one. */
export function DomainScores({ result, previous }: { result: ScanResult; previous: ScanResult | null }) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const before = new Map(previous ? shownDomains(previous).map((domain) => [domain.key, domain.score]) : []);
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
  const band = (key: string) => bandClass[key] ?? "";
  return (
    <>
      <Table caption={t("results.chartTitle")}>
        <TableHead>
          <Row>
            <HeaderCell>{t("results.domain")}</HeaderCell>
            <HeaderCell>{t("results.score")}</HeaderCell>
            <HeaderCell>{t("results.bandLabel")}</HeaderCell>
            {previous ? <HeaderCell>{t("results.changeLabel")}</HeaderCell> : null}
          </Row>
        </TableHead>
        <TableBody>
          {shownDomains(result).map((domain) => {
            const earlier = before.get(domain.key);
            return (
              <Row key={domain.key}>
                <HeaderCell scope="row">{t(`domain.${domain.key}.name`)}</HeaderCell>
                <Cell className="tabular-nums">{domain.score}</Cell>
                <Cell>
                  <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${band(domain.band)}`}>
                    {t(`band.${domain.band}`)}
                  </span>
                </Cell>
                {previous ? (
                  <Cell className="tabular-nums">{earlier === undefined ? "–" : signed(domain.score - earlier)}</Cell>
                ) : null}
              </Row>
            );
          })}
        </TableBody>
      </Table>
      <BandLegend />
      <p className="mt-3 text-sm text-ink-muted">
        {t("results.activityDetail", {
          met: formatNumber(result.activity.metMinutes, lng),
          category: t(`results.ipaq.${result.activity.category}`),
          hours: result.activity.sittingHours,
        })}
      </p>
    </>
  );
}
