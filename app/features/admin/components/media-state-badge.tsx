import type { MediaState } from "~/features/media/media";
import { useTranslation } from "~/utils/i18n/react";

const tones: Record<MediaState, string> = {
  draft: "border-line bg-surface text-ink",
  scheduled: "border-info-700/30 bg-info-50 text-info-700",
  published: "border-success-700/30 bg-success-50 text-success-700",
  withdrawn: "border-warning-700/30 bg-warning-50 text-warning-700",
};

/** A media item's state as a word on a coloured badge (the word carries the meaning). */
export function MediaStateBadge({ state }: { state: MediaState }) {
  const { t } = useTranslation("admin-content");
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${tones[state]}`}>
      {t(`media.states.${state}`)}
    </span>
  );
}
