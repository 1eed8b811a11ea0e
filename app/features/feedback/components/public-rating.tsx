import type { Language } from "~/utils/i18n/config";
import { formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

/** "★ 4.6 (23 ratings)" on a coach's public profile; the loader sends it only past the threshold. */
export function PublicRating({ average, count, lng }: { average: number; count: number; lng: Language }) {
  const { t } = useTranslation("feedback");
  const values = {
    average: formatNumber(average, lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    count: formatNumber(count, lng),
  };
  return (
    <p className="text-lg font-semibold text-ink">
      <span aria-hidden="true">{t("public.summary", values)}</span>
      <span className="sr-only">{t("public.label", values)}</span>
    </p>
  );
}
