import { useEffect, useRef, useState } from "react";
import { HelpNowLink } from "~/components/shell/help-now-link";
import { useTranslation } from "~/utils/i18n/react";
import { suggestVideoOff } from "../quality";
import { ChatPanel } from "./call-chat";
import { CallControls } from "./call-controls";
import { QualityIndicator, VideoOffSuggestion } from "./call-quality";
import { PrejoinPanel } from "./prejoin-panel";
import { useCallConnection } from "./use-call-connection";
import { useFullViewport, usePhoneScreen } from "./use-full-viewport";
import { useLocalMedia } from "./use-local-media";

type Role = "member" | "coach";

export interface CallRoomProps {
  appointmentId: string;
  /** Which of the two people this is; the coach is the impolite side of perfect negotiation. */
  side: Role;
  otherName: string;
  iceServers: RTCIceServer[];
  /** "relay": only through the TURN server. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  /** Where "Leave" goes. */
  leaveTo: string;
}

/** A `<video>` showing a stream; the element may come and go (before and after joining). */
function StreamVideo({ stream, ...props }: { stream: MediaStream | null } & React.ComponentProps<"video">) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  // A live call has no captions (the rule does not see through the spread props).
  return <video ref={video} autoPlay playsInline {...props} />;
}

/**
 * A 1:1 call: camera and microphone, peer to peer with WebRTC (`useCallConnection`). Before
 * joining, only the preview and the pre-join panel; once joined, the controls and the chat. On a
 * phone the joined call covers the whole screen, with the controls in a bar at the bottom and the
 * chat as a sheet over the video; leaving goes back to the page it came from.
 */
export function CallRoom({
  appointmentId,
  side,
  otherName,
  iceServers,
  iceTransportPolicy = "all",
  leaveTo,
}: CallRoomProps) {
  const { t } = useTranslation("calls");
  const local = useLocalMedia();
  const { media, stream } = local;
  const [joined, setJoined] = useState(false);
  const call = useCallConnection({
    appointmentId,
    polite: side === "member",
    iceServers,
    iceTransportPolicy,
    joined,
    media,
    stream,
  });
  const { send, connection, quality, peer, peerState, chat } = call;
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [suggestionDismissed, setSuggestionDismissed] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  // Lines that came in while the chat sheet was closed: counted on its toggle.
  const [seenLines, setSeenLines] = useState(0);
  const room = useRef<HTMLDivElement>(null);
  const phone = usePhoneScreen();
  // A refusal replaces the call with its message, in the page again.
  const fullScreen = joined && phone && !call.refused;
  useFullViewport(room, fullScreen);
  useEffect(() => {
    if (chatOpen || !fullScreen) setSeenLines(chat.length);
  }, [chatOpen, fullScreen, chat.length]);
  const unread = chat.slice(seenLines).filter((line) => !line.mine).length;

  const toggleMute = () => {
    const next = !muted;
    for (const track of stream.current?.getAudioTracks() ?? []) track.enabled = !next;
    setMuted(next);
    send({ type: "state", muted: next, camera: !cameraOff });
  };
  const toggleCamera = () => {
    const next = !cameraOff;
    for (const track of stream.current?.getVideoTracks() ?? []) track.enabled = !next;
    setCameraOff(next);
    send({ type: "state", muted, camera: !next });
  };
  const shareScreen = async () => {
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: true }).catch(() => null);
    const track = screen?.getVideoTracks()[0];
    const sender = call.pc.current?.getSenders().find((candidate) => candidate.track?.kind === "video");
    if (!track || !sender) return;
    await sender.replaceTrack(track);
    track.onended = () => void sender.replaceTrack(stream.current?.getVideoTracks()[0] ?? null);
  };
  const leave = () => {
    send({ type: "leave" });
    location.assign(leaveTo);
  };

  if (call.refused) {
    return (
      <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-700">
        {t(`refused.${call.refused}`, { defaultValue: t("refused.forbidden") })}
      </p>
    );
  }

  const status = !joined
    ? t("prejoin.notYet")
    : peer === "waiting"
      ? t("peer.waiting", { name: otherName })
      : peer === "left"
        ? t("peer.left", { name: otherName })
        : `${otherName} · ${t(`connection.${connection}`)}${peerState.muted ? ` · ${t("peer.muted")}` : ""}${peerState.camera ? "" : ` · ${t("peer.cameraOff")}`}`;
  const chatPanel = (
    <ChatPanel
      lines={chat}
      otherName={otherName}
      onSend={call.sendChat}
      onClose={fullScreen ? () => setChatOpen(false) : undefined}
    />
  );
  const controls = joined ? (
    <CallControls
      compact={fullScreen}
      media={media}
      muted={muted}
      cameraOff={cameraOff}
      onMute={toggleMute}
      onCamera={toggleCamera}
      onShare={shareScreen}
      onLeave={leave}
      chat={fullScreen ? { open: chatOpen, unread, onToggle: () => setChatOpen((open) => !open) } : undefined}
    />
  ) : null;
  // What the call says besides the video: quality, the offer to switch video off, missing devices.
  const notes = (
    <>
      {joined && connection === "connected" ? (
        <QualityIndicator own={quality.own} peer={quality.peer} otherName={otherName} />
      ) : null}
      {connection === "connected" && !suggestionDismissed && suggestVideoOff(quality.history, !cameraOff) ? (
        <VideoOffSuggestion
          onSwitchOff={() => {
            toggleCamera();
            setSuggestionDismissed(true);
          }}
          onDismiss={() => setSuggestionDismissed(true)}
        />
      ) : null}
      {media === "audio" ? <p className="text-ink-muted">{t("media.audioOnly")}</p> : null}
      {media === "none" ? <p className="text-ink-muted">{t("media.none")}</p> : null}
    </>
  );
  // Always beside the call: the way to help now, in a new tab so the call goes on.
  const helpNow = <HelpNowLink place="call" newTab />;

  return (
    <div
      ref={room}
      data-testid="call-room"
      data-full-screen={fullScreen || undefined}
      className={
        fullScreen
          ? "fixed inset-0 z-50 flex h-dvh w-full flex-col bg-ink"
          : "grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]"
      }
    >
      <div className={fullScreen ? "relative min-h-0 flex-1" : "flex min-w-0 flex-col gap-3"}>
        <div
          data-testid="call-stage"
          className={
            fullScreen
              ? "relative size-full overflow-hidden bg-ink"
              : "relative aspect-video overflow-hidden rounded-2xl bg-ink"
          }
        >
          {joined ? (
            <StreamVideo stream={call.remoteStream} data-testid="remote-video" className="size-full object-cover" />
          ) : (
            // The preview before joining: one's own camera, large.
            <StreamVideo stream={local.localStream} muted aria-label={t("you")} className="size-full object-cover" />
          )}
          <p
            className="absolute top-3 left-3 max-w-[calc(100%-1.5rem)] rounded-full bg-ink/70 px-3 py-1 text-sm break-words text-white"
            role="status"
          >
            {status}
          </p>
          {joined ? (
            <StreamVideo
              stream={local.localStream}
              muted
              aria-label={t("you")}
              className={`absolute right-3 bottom-3 rounded-xl border-2 border-white object-cover ${fullScreen ? "w-1/3 max-w-36" : "w-1/4"}`}
            />
          ) : null}
          {fullScreen && chatOpen ? (
            <div className="absolute inset-x-0 bottom-0 flex max-h-[75%] flex-col">{chatPanel}</div>
          ) : null}
        </div>
        {fullScreen ? null : (
          <>
            {notes}
            {controls}
          </>
        )}
      </div>
      {fullScreen ? (
        <>
          <div className="flex flex-col gap-2 bg-surface px-3 pt-2 text-sm">
            {notes}
            <p>{helpNow}</p>
          </div>
          {controls}
        </>
      ) : (
        <div className="flex min-w-0 flex-col gap-4">
          {!joined ? (
            <PrejoinPanel
              media={media}
              devices={local.devices}
              cameraId={local.cameraId}
              onCamera={local.setCameraId}
              microphoneId={local.microphoneId}
              onMicrophone={local.setMicrophoneId}
              microphone={local.localStream?.getAudioTracks()[0]}
              onJoin={() => setJoined(true)}
            />
          ) : (
            chatPanel
          )}
          <p className="px-1">{helpNow}</p>
        </div>
      )}
    </div>
  );
}
