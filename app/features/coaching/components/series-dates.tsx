import type { PlannedOccurrence } from "~/features/coaching/series.server";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime, formatDay } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

const tone: Record<PlannedOccurrence["state"], string> = {
  free: "bg-success-50 text-success-700",
  taken: "bg-danger-50 text-danger-700",
  "not-offered": "bg-danger-50 text-danger-700",
  "member-busy": "bg-warning-50 text-warning-700",
};

/** The dates of a series before it is booked, each with whether it is free, in words (and colour). */
export function SeriesDates({
  dates,
  lng,
  zone,
  who = "member",
}: {
  dates: readonly PlannedOccurrence[];
  lng: Language;
  zone: string;
  /** Whose busy time "member-busy" speaks of: the reader's own, or the coach's client's. */
  who?: "member" | "coach";
}) {
  const { t } = useTranslation("series");
  return (
    <ol className="flex flex-col gap-2" aria-label={t("preview.dates")}>
      {dates.map((item) => (
        <li
          key={item.index}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-3 py-2"
        >
          <span className="text-ink">
            <span className="text-ink-muted">{t("preview.number", { index: item.index })} </span>
            {item.start
              ? formatDateTime(new Date(item.start), lng, zone)
              : formatDay(new Date(`${item.date}T12:00:00Z`), lng, "UTC", "short")}
          </span>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${tone[item.state]}`}>
            {item.state === "free" ? "✓ " : "✕ "}
            {t(`state.${item.state === "member-busy" ? `member-busy-${who}` : item.state}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
