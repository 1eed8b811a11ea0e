import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import type { Language } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";

export interface MediaCardItem {
  slug: string;
  type: string;
  topic: string;
  title: string;
  summary: string;
  minutes: number | null;
  partnerOnly: boolean;
}

/** The list rows as cards can show them, in the page's language. */
export function toMediaCard(
  row: {
    slug: string;
    type: string;
    topic: string;
    partnerId: string | null;
    titleNl: string;
    titleEn: string;
    summaryNl: string;
    summaryEn: string;
    durationSeconds: number | null;
  },
  lng: Language,
): MediaCardItem {
  return {
    slug: row.slug,
    type: row.type,
    topic: row.topic,
    title: lng === "en" ? row.titleEn : row.titleNl,
    summary: lng === "en" ? row.summaryEn : row.summaryNl,
    minutes: row.durationSeconds ? Math.max(1, Math.round(row.durationSeconds / 60)) : null,
    partnerOnly: row.partnerId !== null,
  };
}

/** One media item in a grid: type and topic, title as the link, summary. */
export function MediaCard({
  item,
  lng,
  headingLevel = 3,
}: {
  item: MediaCardItem;
  lng: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("media");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // A long word in a title or summary (a name, an address) wraps rather than widen a phone's page.
    <Card className="flex h-full flex-col gap-2 wrap-anywhere">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t(`type.${item.type}`)} · {t(`topic.${item.topic}`)}
        {item.minutes ? ` · ${t("minutes", { count: item.minutes })}` : ""}
      </p>
      <Heading className="text-lg font-semibold text-ink">
        <Link to={`/${lng}/media/id/${item.slug}`}>{item.title}</Link>
      </Heading>
      <p className="text-ink-muted">{item.summary}</p>
      {item.partnerOnly ? <p className="text-sm text-ink-muted">{t("partnerOnly")}</p> : null}
    </Card>
  );
}
