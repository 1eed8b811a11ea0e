import { useEffect, useState } from "react";
import { webinarPhase } from "~/features/webinars/stream";
import { useTranslation } from "~/utils/i18n/react";

/**
 * The live stream for a registered member, switched on by the browser's clock at the start: the
 * server hands over the address shortly before, and this counts down to it. Rendered first with the
 * server's time so the page hydrates without a mismatch.
 */
export function WebinarStage({
  title,
  startsAt,
  durationMinutes,
  streamUrl,
  serverNow,
}: {
  title: string;
  startsAt: string;
  durationMinutes: number;
  streamUrl: string;
  serverNow: string;
}) {
  const { t } = useTranslation("events");
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const start = new Date(startsAt);
  const phase = webinarPhase(start, durationMinutes, now);
  if (phase === "live") {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-ink">
        <iframe
          src={streamUrl}
          title={t("webinar.streamTitle", { title })}
          className="size-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (phase === "ended") return null;
  const seconds = Math.max(0, Math.round((start.getTime() - now.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-2xl bg-brand-50 p-6 text-center">
      <p className="text-lg font-semibold text-ink">{t("webinar.startsSoon")}</p>
      <p className="text-3xl font-bold text-ink" aria-live="off">
        {t("webinar.countdown", { minutes, seconds: String(seconds % 60).padStart(2, "0") })}
      </p>
      <p className="text-ink-muted">{t("webinar.streamAppears")}</p>
    </div>
  );
}
