import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/utils/i18n/react";
import { type CheckState, playTestTone, useDeviceCheck, useNetworkCheck } from "./use-call-check";
import { useMicLevel } from "./use-mic-level";

type Verdict = CheckState | "none" | "untested";

const verdictStyle: Record<Verdict, string> = {
  checking: "bg-canvas text-ink",
  untested: "bg-canvas text-ink",
  none: "bg-info-50 text-info-700",
  ok: "bg-success-50 text-success-700",
  problem: "bg-danger-50 text-danger-700",
};

/** One check: its heading, what it shows, and the result in words. */
function Check({
  id,
  title,
  verdict,
  result,
  children,
}: {
  id: string;
  title: string;
  verdict: Verdict;
  result: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("calls");
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`${id}-heading`} role="region">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
      <p
        role="status"
        data-testid={`check-${id}`}
        data-verdict={verdict}
        className={`rounded-lg p-3 ${verdictStyle[verdict]}`}
      >
        <strong>{t(`check.verdict.${verdict}`)}</strong> {result}
      </p>
    </Card>
  );
}

function CameraCheck() {
  const { t } = useTranslation("calls");
  const { stream, state } = useDeviceCheck("video");
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Check id="camera" title={t("check.camera.title")} verdict={state} result={t(`check.camera.${state}`)}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label={t("check.camera.preview")}
        className="aspect-video w-full max-w-md rounded-xl bg-ink object-cover"
      />
    </Check>
  );
}

function MicrophoneCheck() {
  const { t } = useTranslation("calls");
  const { stream, state } = useDeviceCheck("audio");
  const level = useMicLevel(stream?.getAudioTracks()[0], true);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    if (level > 2) setHeard(true);
  }, [level]);
  // Access alone is not enough: some sound must reach the meter.
  const verdict: Verdict = state === "ok" ? (heard ? "ok" : "checking") : state;
  return (
    <Check
      id="microphone"
      title={t("check.microphone.title")}
      verdict={verdict}
      result={t(`check.microphone.${verdict}`)}
    >
      {state === "ok" ? (
        <meter min={0} max={100} value={level} aria-label={t("prejoin.level")} className="h-2 w-full max-w-md" />
      ) : null}
    </Check>
  );
}

function SpeakerCheck() {
  const { t } = useTranslation("calls");
  const [verdict, setVerdict] = useState<Verdict>("untested");
  const [played, setPlayed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const play = async () => {
    setPlaying(true);
    try {
      await playTestTone();
      setPlayed(true);
    } catch {
      setVerdict("problem");
    } finally {
      setPlaying(false);
    }
  };
  return (
    <Check id="speaker" title={t("check.speaker.title")} verdict={verdict} result={t(`check.speaker.${verdict}`)}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onPress={play} isDisabled={playing}>
          {t("check.speaker.play")}
        </Button>
        {played ? (
          <>
            <Button variant="secondary" onPress={() => setVerdict("ok")}>
              {t("check.speaker.heard")}
            </Button>
            <Button variant="secondary" onPress={() => setVerdict("problem")}>
              {t("check.speaker.notHeard")}
            </Button>
          </>
        ) : null}
      </div>
    </Check>
  );
}

function NetworkCheck({ turnServers }: { turnServers: RTCIceServer[] }) {
  const { t } = useTranslation("calls");
  const { state, again } = useNetworkCheck(turnServers);
  return (
    <Check id="network" title={t("check.network.title")} verdict={state} result={t(`check.network.${state}`)}>
      {state === "none" ? null : (
        <div>
          <Button variant="secondary" onPress={again} isDisabled={state === "checking"}>
            {t("check.network.again")}
          </Button>
        </div>
      )}
    </Check>
  );
}

/** The pre-call check: camera, microphone, speaker and the network's way to the call relay. */
export function CallCheck({ turnServers }: { turnServers: RTCIceServer[] }) {
  const { t } = useTranslation("calls");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t("check.title")}</h1>
      <p className="text-ink-muted">{t("check.intro")}</p>
      <CameraCheck />
      <MicrophoneCheck />
      <SpeakerCheck />
      <NetworkCheck turnServers={turnServers} />
    </div>
  );
}
