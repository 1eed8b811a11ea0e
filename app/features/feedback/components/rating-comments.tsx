import { Card } from "~/components/ui/card";
import type { Language } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

/**
 * The comments members left about a coach, for the back office: the text and its date, newest
 * first, the newest 50 with how many there are. Without names: the coach never sees them, and the
 * back office reads what was said, not who said it.
 */
export function RatingComments({
  total,
  items,
  lng,
  timeZone,
}: {
  total: number;
  items: readonly { comment: string; createdAt: string }[];
  lng: Language;
  timeZone: string;
}) {
  const { t } = useTranslation("feedback");
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("figures.comments")}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t("figures.commentsHint")} {total > 0 ? t("figures.commentsCount", { count: total }) : null}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("figures.noComments")}</p>
      ) : (
        <ol className="mt-4 flex flex-col divide-y divide-line">
          {items.map((item, index) => (
            // Comments have no id of their own on the page: their order is fixed (newest first).
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn once, never reordered
            <li key={index} className="py-3">
              <p className="text-sm text-ink-muted">
                <span className="sr-only">{t("figures.commentDate")}: </span>
                {formatDate(new Date(item.createdAt), lng, timeZone)}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-ink">{item.comment}</p>
            </li>
          ))}
        </ol>
      )}
      {total > items.length ? (
        <p className="mt-3 text-sm text-ink-muted">
          {t("figures.commentsShown", { shown: items.length, count: total })}
        </p>
      ) : null}
    </Card>
  );
}
