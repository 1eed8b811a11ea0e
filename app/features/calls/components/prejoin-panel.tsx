import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { DeviceSelect } from "./device-select";
import { useMicLevel } from "./use-mic-level";

/** Before joining: the devices to choose, the microphone's level, the pre-call check and "join". */
export function PrejoinPanel({
  media,
  devices,
  cameraId,
  onCamera,
  microphoneId,
  onMicrophone,
  microphone,
  onJoin,
}: {
  media: "pending" | "video" | "audio" | "none";
  devices: { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] };
  cameraId: string;
  onCamera: (deviceId: string) => void;
  microphoneId: string;
  onMicrophone: (deviceId: string) => void;
  /** The microphone in use, for the level meter. */
  microphone: MediaStreamTrack | undefined;
  onJoin: () => void;
}) {
  const { t } = useTranslation("calls");
  const lng = useLanguage();
  const level = useMicLevel(microphone, true);
  return (
    <section
      aria-labelledby="prejoin-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="prejoin-heading" className="font-semibold text-ink">
        {t("prejoin.title")}
      </h2>
      {media === "none" ? <p className="text-ink">{t("media.none")}</p> : null}
      <DeviceSelect
        id="camera"
        label={t("prejoin.camera")}
        devices={devices.cameras}
        value={cameraId}
        onChange={onCamera}
        unnamed={(n) => t("prejoin.cameraN", { n })}
        fallback={t("prejoin.default")}
      />
      <DeviceSelect
        id="microphone"
        label={t("prejoin.microphone")}
        devices={devices.microphones}
        value={microphoneId}
        onChange={onMicrophone}
        unnamed={(n) => t("prejoin.microphoneN", { n })}
        fallback={t("prejoin.default")}
      />
      {devices.microphones.length > 0 ? (
        <meter min={0} max={100} value={level} aria-label={t("prejoin.level")} className="h-2 w-full" />
      ) : null}
      <p>
        <Link to={`/${lng}/call-check`}>{t("prejoin.check")}</Link>
      </p>
      <button
        type="button"
        onClick={onJoin}
        disabled={media === "pending"}
        className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t("prejoin.join")}
      </button>
    </section>
  );
}
