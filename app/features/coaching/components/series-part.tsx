import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import type { seriesOfAppointment } from "~/features/coaching/series.server";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

type Series = NonNullable<Awaited<ReturnType<typeof seriesOfAppointment>>>;

/** "Part of a series: 3 of 6", with the series' other dates linked (cancelled ones marked). */
export function SeriesPart({
  series,
  currentId,
  hrefOf,
  lng,
  zone,
}: {
  series: Pick<Series, "position" | "total"> & {
    items: readonly { id: string; startsAt: string | Date; status: string }[];
  };
  currentId: string;
  hrefOf: (id: string) => string;
  lng: Language;
  zone: string;
}) {
  const { t } = useTranslation("series");
  return (
    <section aria-labelledby="series-heading">
      <Card className="mt-6">
        <h2 id="series-heading" className="text-xl font-semibold text-ink">
          {t("part.heading", { position: series.position, total: series.total })}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("part.note")}</p>
        <ol className="mt-3 flex flex-col gap-1">
          {series.items.map((item, i) => {
            const when = `${t("preview.number", { index: i + 1 })} ${formatDateTime(new Date(item.startsAt), lng, zone)}`;
            const cancelled = item.status === "cancelled" ? ` (${t("part.cancelled")})` : "";
            return (
              <li key={item.id} className="text-ink">
                {item.id === currentId ? (
                  <span aria-current="page" className="inline-flex min-h-11 items-center font-semibold">
                    {when}
                    {cancelled} · {t("part.this")}
                  </span>
                ) : (
                  <Link to={hrefOf(item.id)} className="inline-flex min-h-11 items-center">
                    {when}
                    {cancelled}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
    </section>
  );
}
