import { formatDay, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Slot } from "../slots";
import { formatLocalDate, localDateOf } from "../zoned-time";

/** A day of the preview: its date on the coach's calendar, how many free times, and the first (ISO). */
export interface PreviewDay {
  date: string;
  count: number;
  first: string;
}

/** Free slots (in time order) per day of the coach's calendar. */
export function previewDays(slots: readonly Slot[], timeZone: string): PreviewDay[] {
  const days: PreviewDay[] = [];
  for (const slot of slots) {
    const date = formatLocalDate(localDateOf(slot.start.getTime(), timeZone));
    const last = days.at(-1);
    if (last?.date === date) last.count++;
    else days.push({ date, count: 1, first: slot.start.toISOString() });
  }
  return days;
}

/** What members will see: free intakes per day with the first time; the total is announced as it changes. */
export function SlotPreview({ days, zone }: { days: PreviewDay[]; zone: string }) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <>
      <p aria-live="polite" className="mt-3 font-medium text-ink">
        {total === 0 ? t("availability.previewEmpty") : t("availability.previewTotal", { count: total })}
      </p>
      {days.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1.5" aria-label={t("availability.previewTitle")}>
          {days.map((day) => (
            <li key={day.date} className="text-ink">
              <span className="font-semibold">{formatDay(new Date(day.first), lng, zone, "short")}:</span>{" "}
              {t("availability.slotCount", { count: day.count })} · {formatTime(new Date(day.first), lng, zone)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
