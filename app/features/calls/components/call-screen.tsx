import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { CallRoom } from "./call-room";

export interface CallScreenData {
  state: "open" | "early" | "ended" | "cancelled";
  opensAt: string;
  startsAt: string;
  otherName: string;
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
}

/** Seconds until an instant, counting down every second; the page reloads its data at zero. */
function Countdown({ until }: { until: string }) {
  const { t } = useTranslation("calls");
  const revalidator = useRevalidator();
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)));
  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        void revalidator.revalidate();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, revalidator]);
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const clock = `${hours > 0 ? `${hours}:` : ""}${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  // The server counted at its own moment and the browser counts at hydration, often a second
  // later: the one text that may differ, and the next tick shows the browser's count anyway.
  return (
    <p
      className="text-4xl font-bold tabular-nums text-ink"
      role="timer"
      aria-label={t("waiting.countdown")}
      suppressHydrationWarning
    >
      {clock}
    </p>
  );
}

export function CallScreen({
  call,
  appointmentId,
  side,
  back,
  timeZone,
}: {
  call: CallScreenData;
  appointmentId: string;
  /** Which of the two people this page is for. */
  side: "member" | "coach";
  back: string;
  timeZone: string;
}) {
  const { t } = useTranslation("calls");
  const lng = useLanguage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight break-words text-ink">{t("title", { name: call.otherName })}</h1>
      <div className="mt-6">
        {call.state === "open" ? (
          <CallRoom
            appointmentId={appointmentId}
            side={side}
            otherName={call.otherName}
            iceServers={call.iceServers}
            iceTransportPolicy={call.iceTransportPolicy}
            leaveTo={back}
          />
        ) : call.state === "early" ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
            <p className="text-lg text-ink">
              {t("waiting.text", { time: formatDateTime(new Date(call.opensAt), lng, timeZone) })}
            </p>
            <Countdown until={call.opensAt} />
            <p className="text-ink-muted">{t("waiting.tip")}</p>
            <Link to={`/${lng}/call-check`}>{t("waiting.check")}</Link>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
            <p className="text-lg text-ink">{t(call.state === "cancelled" ? "ended.cancelled" : "ended.text")}</p>
            <Link to={back}>{t("ended.back")}</Link>
          </div>
        )}
      </div>
    </div>
  );
}
