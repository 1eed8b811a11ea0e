import { useCallback, useEffect, useRef, useState } from "react";
import { HelpNowLink } from "~/components/shell/help-now-link";
import { useTranslation } from "~/utils/i18n/react";
import { suggestVideoOff } from "../quality";
import { type ChatLine, ChatPanel } from "./call-chat";
import { QualityIndicator, VideoOffSuggestion } from "./call-quality";
import { PrejoinPanel } from "./prejoin-panel";
import { useCallQuality } from "./use-call-quality";
import { useIceRestart } from "./use-ice-restart";

type Role = "member" | "coach";
type PeerStatus = "waiting" | "joined" | "left";
type Connection = "new" | "connecting" | "connected" | "disconnected" | "failed" | "closed";

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

/**
 * A 1:1 call: camera and microphone, peer to peer with WebRTC, signalling over `/ws`. The coach is
 * the "impolite" side of perfect negotiation, so offers that cross are settled without a glare.
 * A dropped socket or a reload joins the room again; the other side starts a fresh connection.
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
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const makingOffer = useRef(false);
  // The other person's current connection: what an earlier one of theirs (before a reload) still
  // sends is ignored.
  const remotePeer = useRef<string | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  // Signals are applied one after the other: a candidate must wait for its description.
  const signals = useRef<Promise<void>>(Promise.resolve());
  const [media, setMedia] = useState<"pending" | "video" | "audio" | "none">("pending");
  const [joined, setJoined] = useState(false);
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }>({
    cameras: [],
    microphones: [],
  });
  const [cameraId, setCameraId] = useState("");
  const [microphoneId, setMicrophoneId] = useState("");
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [suggestionDismissed, setSuggestionDismissed] = useState(false);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [peer, setPeer] = useState<PeerStatus>("waiting");
  const [peerState, setPeerState] = useState({ muted: false, camera: true });
  const [connection, setConnection] = useState<Connection>("new");
  const [refused, setRefused] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const polite = side === "member";

  const send = useCallback((message: Record<string, unknown>) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  /** A fresh peer connection with our tracks, replacing any earlier one. */
  const startPeer = useCallback(() => {
    pc.current?.close();
    pendingCandidates.current = [];
    const connectionToPeer = new RTCPeerConnection({ iceServers, iceTransportPolicy });
    pc.current = connectionToPeer;
    for (const track of stream.current?.getTracks() ?? [])
      connectionToPeer.addTrack(track, stream.current as MediaStream);
    connectionToPeer.onnegotiationneeded = async () => {
      // The coach opens every new connection; the member answers it (its own tracks join the
      // coach's offer) and only offers later changes. Offers seldom cross that way.
      if (polite && !connectionToPeer.remoteDescription) return;
      try {
        makingOffer.current = true;
        await connectionToPeer.setLocalDescription();
        send({ type: "signal", data: { description: connectionToPeer.localDescription?.toJSON() } });
      } finally {
        makingOffer.current = false;
      }
    };
    connectionToPeer.onicecandidate = ({ candidate }) => {
      if (candidate) send({ type: "signal", data: { candidate: candidate.toJSON() } });
    };
    connectionToPeer.ontrack = ({ streams }) => {
      if (remoteVideo.current && streams[0]) remoteVideo.current.srcObject = streams[0];
    };
    // A broken path is mended by `useIceRestart`.
    connectionToPeer.onconnectionstatechange = () => setConnection(connectionToPeer.connectionState as Connection);
    return connectionToPeer;
  }, [iceServers, iceTransportPolicy, polite, send]);

  const quality = useCallQuality(pc, connection === "connected", send);
  const restartIce = useIceRestart(pc, connection, !polite, send);

  const onSignal = useCallback(
    async (data: { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit }) => {
      const connectionToPeer = pc.current ?? startPeer();
      if (data.description) {
        const collision =
          data.description.type === "offer" && (makingOffer.current || connectionToPeer.signalingState !== "stable");
        if (collision && !polite) return;
        await connectionToPeer.setRemoteDescription(data.description);
        // Candidates that came before their description are applied now.
        for (const candidate of pendingCandidates.current.splice(0)) {
          await connectionToPeer.addIceCandidate(candidate).catch(() => undefined);
        }
        if (data.description.type === "offer") {
          await connectionToPeer.setLocalDescription();
          send({ type: "signal", data: { description: connectionToPeer.localDescription?.toJSON() } });
        }
      } else if (data.candidate) {
        if (!connectionToPeer.remoteDescription) {
          pendingCandidates.current.push(data.candidate);
          return;
        }
        try {
          await connectionToPeer.addIceCandidate(data.candidate);
        } catch {
          // A candidate of an offer we ignored; harmless.
        }
      }
    },
    [polite, send, startPeer],
  );

  // Camera and microphone first: video and sound, else sound only, else listening only. Choosing
  // another device before joining asks again with that device.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { exact: microphoneId } } : true;
      const video: MediaTrackConstraints | boolean = cameraId ? { deviceId: { exact: cameraId } } : true;
      for (const [constraints, kind] of [
        [{ audio, video }, "video"],
        [{ audio, video: false }, "audio"],
      ] as const) {
        try {
          const got = await navigator.mediaDevices.getUserMedia(constraints);
          if (cancelled) {
            for (const track of got.getTracks()) track.stop();
            return;
          }
          stream.current = got;
          if (localVideo.current) localVideo.current.srcObject = got;
          setMedia(kind);
          setLocalStream(got);
          // Device names are readable once access is granted.
          const all = await navigator.mediaDevices.enumerateDevices();
          setDevices({
            cameras: all.filter((device) => device.kind === "videoinput"),
            microphones: all.filter((device) => device.kind === "audioinput"),
          });
          return;
        } catch {
          // Try with less.
        }
      }
      if (!cancelled) setMedia("none");
    })();
    return () => {
      cancelled = true;
    };
  }, [cameraId, microphoneId]);

  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  // The room: join once the media question is settled; join again when the socket drops.
  useEffect(() => {
    if (!joined || media === "pending") return;
    let closed = false;
    // A refusal (logged out, not this call's, cancelled, ended) is final: no reconnecting. "Not open
    // yet" is not: the window opens by itself.
    let refusedForGood = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: "join", appointmentId }));
      ws.onmessage = (event) => {
        let message: Record<string, unknown>;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (message.type === "refused") {
          refusedForGood = message.reason !== "early";
          setRefused(String(message.reason));
        }
        const from = typeof message.peer === "string" ? message.peer : null;
        if (message.type === "peer") {
          if (message.event === "joined" || message.event === "present") {
            const fresh = from !== remotePeer.current;
            remotePeer.current = from;
            setPeer("joined");
            // Someone (re)joined: start afresh with their new connection.
            if (message.event === "joined" || fresh || !pc.current) startPeer();
            return;
          }
          if (from !== remotePeer.current) return;
          if (message.event === "left") {
            remotePeer.current = null;
            setPeer("left");
            pc.current?.close();
            pc.current = null;
            setConnection("closed");
          } else if (message.event === "state") {
            setPeerState({ muted: Boolean(message.muted), camera: Boolean(message.camera) });
          }
        }
        if (message.type === "signal") {
          if (from !== remotePeer.current) return;
          const data = message.data as Parameters<typeof onSignal>[0] & { quality?: unknown; restart?: unknown };
          // The other side's own measurement, and its request (after a network change) to restart ICE.
          if ("quality" in data) return quality.receive(data.quality);
          if (data.restart === true) return restartIce();
          signals.current = signals.current.then(() => onSignal(data)).catch(() => undefined);
        }
        if (message.type === "chat") {
          setChat((lines) => [...lines, { mine: false, text: String(message.text), at: String(message.at) }]);
        }
      };
      ws.onclose = (event) => {
        // 1008: the server closed it by policy (no login, flooding); reconnecting would not help.
        if (!closed && !refusedForGood && event.code !== 1008) retry = setTimeout(open, 1000);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket.current?.close();
      pc.current?.close();
    };
  }, [joined, media, appointmentId, onSignal, startPeer, quality.receive, restartIce]);

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
    const sender = pc.current?.getSenders().find((candidate) => candidate.track?.kind === "video");
    if (!track || !sender) return;
    await sender.replaceTrack(track);
    track.onended = () => void sender.replaceTrack(stream.current?.getVideoTracks()[0] ?? null);
  };
  const leave = () => {
    send({ type: "leave" });
    location.assign(leaveTo);
  };
  const sendChat = (text: string) => {
    send({ type: "chat", text });
    setChat((lines) => [...lines, { mine: true, text, at: new Date().toISOString() }]);
  };

  if (refused) {
    return (
      <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-700">
        {t(`refused.${refused}`, { defaultValue: t("refused.forbidden") })}
      </p>
    );
  }

  const button =
    "min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-line bg-surface px-4 font-semibold text-ink hover:bg-brand-50 aria-pressed:bg-brand-100";
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
          {/* biome-ignore lint/a11y/useMediaCaption: a live call has no captions */}
          <video ref={remoteVideo} autoPlay playsInline data-testid="remote-video" className="size-full object-cover" />
          <p className="absolute top-3 left-3 rounded-full bg-ink/70 px-3 py-1 text-sm text-white" role="status">
            {!joined
              ? t("prejoin.notYet")
              : peer === "waiting"
                ? t("peer.waiting", { name: otherName })
                : peer === "left"
                  ? t("peer.left", { name: otherName })
                  : `${otherName} · ${t(`connection.${connection}`)}${peerState.muted ? ` · ${t("peer.muted")}` : ""}${peerState.camera ? "" : ` · ${t("peer.cameraOff")}`}`}
          </p>
          <video
            ref={localVideo}
            autoPlay
            playsInline
            muted
            aria-label={t("you")}
            className="absolute right-3 bottom-3 w-1/4 rounded-xl border-2 border-white object-cover"
          />
        </div>
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
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t("controls")}>
          <button
            type="button"
            className={button}
            aria-pressed={muted}
            onClick={toggleMute}
            disabled={media === "none"}
          >
            {muted ? t("unmute") : t("mute")}
          </button>
          <button
            type="button"
            className={button}
            aria-pressed={cameraOff}
            onClick={toggleCamera}
            disabled={media !== "video"}
          >
            {cameraOff ? t("cameraOn") : t("cameraOff")}
          </button>
          <button type="button" className={button} onClick={shareScreen}>
            {t("share")}
          </button>
          <button
            type="button"
            onClick={leave}
            className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-danger-700 px-4 font-semibold text-white"
          >
            {t("leave")}
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        {!joined ? (
          <PrejoinPanel
            media={media}
            devices={devices}
            cameraId={cameraId}
            onCamera={setCameraId}
            microphoneId={microphoneId}
            onMicrophone={setMicrophoneId}
            microphone={localStream?.getAudioTracks()[0]}
            onJoin={() => setJoined(true)}
          />
        ) : (
          <ChatPanel lines={chat} otherName={otherName} onSend={sendChat} />
        )}
        {/* Always beside the call: the way to help now, in a new tab so the call goes on. */}
        <p className="px-1">
          <HelpNowLink place="call" newTab />
        </p>
      </div>
    </div>
  );
}
