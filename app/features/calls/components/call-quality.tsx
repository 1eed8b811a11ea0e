import { useTranslation } from "~/utils/i18n/react";
import type { Quality } from "../quality";

const tone: Record<Quality, string> = {
  good: "bg-success-700",
  fair: "bg-warning-700",
  poor: "bg-danger-700",
};

function Grade({ testId, label, quality }: { testId: string; label: string; quality: Quality | null }) {
  const { t } = useTranslation("calls");
  return (
    <div className="flex items-center gap-2" data-testid={testId} data-quality={quality ?? "unknown"}>
      <span aria-hidden="true" className={`inline-block size-3 rounded-full ${quality ? tone[quality] : "bg-line"}`} />
      <dt className="text-ink-muted">{label}:</dt>
      <dd className="font-medium text-ink">{quality ? t(`indicator.${quality}`) : t("indicator.measuring")}</dd>
    </div>
  );
}

/** Both sides' connection quality, in words with a coloured dot. */
export function QualityIndicator({
  own,
  peer,
  otherName,
}: {
  own: Quality | null;
  peer: Quality | null;
  otherName: string;
}) {
  const { t } = useTranslation("calls");
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label={t("indicator.title")}>
      <Grade testId="quality-own" label={t("indicator.own")} quality={own} />
      <Grade testId="quality-peer" label={t("indicator.peer", { name: otherName })} quality={peer} />
    </dl>
  );
}

/** After a while of poor connection: the offer to continue with sound only. */
export function VideoOffSuggestion({ onSwitchOff, onDismiss }: { onSwitchOff: () => void; onDismiss: () => void }) {
  const { t } = useTranslation("calls");
  const button = "min-h-11 cursor-pointer rounded-[var(--radius-control)] px-4 font-semibold";
  return (
    <div
      role="status"
      data-testid="video-off-suggestion"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <p className="flex-1 text-ink">{t("suggestion.text")}</p>
      <button type="button" onClick={onSwitchOff} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
        {t("suggestion.switchOff")}
      </button>
      <button type="button" onClick={onDismiss} className={`${button} border border-line bg-surface text-ink`}>
        {t("suggestion.dismiss")}
      </button>
    </div>
  );
}
