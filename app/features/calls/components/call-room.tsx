import { useCallback, useEffect, useRef, useState } from "react";
import { HelpNowLink } from "~/components/shell/help-now-link";
import { useTranslation } from "~/utils/i18n/react";

type Role = "member" | "coach";
type PeerStatus = "waiting" | "joined" | "left";
type Connection = "new" | "connecting" | "connected" | "disconnected" | "failed" | "closed";

interface ChatLine {
  mine: boolean;
  text: string;
  at: string;
}

export interface CallRoomProps {
  appointmentId: string;
  /** Which of the two people this is; the coach is the impolite side of perfect negotiation. */
  side: Role;
  otherName: string;
  iceServers: RTCIceServer[];
  /** Where "Leave" goes. */
  leaveTo: string;
}

/**
 * A 1:1 call: camera and microphone, peer to peer with WebRTC, signalling over `/ws`. The coach is
 * the "impolite" side of perfect negotiation, so offers that cross are settled without a glare.
 * A dropped socket or a reload joins the room again; the other side starts a fresh connection.
 */
export function CallRoom({ appointmentId, side, otherName, iceServers, leaveTo }: CallRoomProps) {
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
  const [level, setLevel] = useState(0);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [quality, setQuality] = useState<"good" | "fair" | "poor" | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [peer, setPeer] = useState<PeerStatus>("waiting");
  const [peerState, setPeerState] = useState({ muted: false, camera: true });
  const [connection, setConnection] = useState<Connection>("new");
  const [refused, setRefused] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState("");
  const polite = side === "member";

  const send = useCallback((message: Record<string, unknown>) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  /** A fresh peer connection with our tracks, replacing any earlier one. */
  const startPeer = useCallback(() => {
    pc.current?.close();
    pendingCandidates.current = [];
    const connectionToPeer = new RTCPeerConnection({ iceServers });
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
    connectionToPeer.onconnectionstatechange = () => {
      setConnection(connectionToPeer.connectionState as Connection);
      if (connectionToPeer.connectionState === "failed") connectionToPeer.restartIce();
    };
    return connectionToPeer;
  }, [iceServers, polite, send]);

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

  // The microphone's level, for the meter before joining.
  useEffect(() => {
    const audioTrack = localStream?.getAudioTracks()[0];
    if (joined || !audioTrack) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([audioTrack])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [joined, localStream]);

  // How the connection is doing, from the statistics of the selected candidate pair.
  useEffect(() => {
    if (connection !== "connected") return;
    const timer = setInterval(async () => {
      const stats = await pc.current?.getStats();
      let rtt: number | undefined;
      stats?.forEach((report) => {
        if (report.type === "candidate-pair" && report.state === "succeeded" && report.nominated) {
          rtt = report.currentRoundTripTime;
        }
      });
      if (rtt !== undefined) setQuality(rtt < 0.15 ? "good" : rtt < 0.4 ? "fair" : "poor");
    }, 2000);
    return () => clearInterval(timer);
  }, [connection]);

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
          const data = message.data as Parameters<typeof onSignal>[0];
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
  }, [joined, media, appointmentId, onSignal, startPeer]);

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
  const sendChat = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    send({ type: "chat", text });
    setChat((lines) => [...lines, { mine: true, text, at: new Date().toISOString() }]);
    setDraft("");
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
                  : `${otherName} · ${t(`connection.${connection}`)}${
                      connection === "connected" && quality ? ` · ${t(`quality.${quality}`)}` : ""
                    }${peerState.muted ? ` · ${t("peer.muted")}` : ""}${peerState.camera ? "" : ` · ${t("peer.cameraOff")}`}`}
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
              onChange={setCameraId}
              unnamed={(n) => t("prejoin.cameraN", { n })}
              fallback={t("prejoin.default")}
            />
            <DeviceSelect
              id="microphone"
              label={t("prejoin.microphone")}
              devices={devices.microphones}
              value={microphoneId}
              onChange={setMicrophoneId}
              unnamed={(n) => t("prejoin.microphoneN", { n })}
              fallback={t("prejoin.default")}
            />
            {devices.microphones.length > 0 ? (
              <meter min={0} max={100} value={level} aria-label={t("prejoin.level")} className="h-2 w-full" />
            ) : null}
            <button
              type="button"
              onClick={() => setJoined(true)}
              disabled={media === "pending"}
              className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {t("prejoin.join")}
            </button>
          </section>
        ) : (
          <section
            aria-labelledby="chat-heading"
            className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
          >
            <h2 id="chat-heading" className="font-semibold text-ink">
              {t("chat.title")}
            </h2>
            <ol className="flex max-h-80 flex-1 flex-col gap-2 overflow-y-auto" aria-live="polite">
              {chat.map((line) => (
                <li key={`${line.at}-${line.text}`} className={line.mine ? "self-end text-right" : "self-start"}>
                  <span className="sr-only">{line.mine ? t("you") : otherName}: </span>
                  <span
                    className={`inline-block rounded-xl px-3 py-1.5 ${line.mine ? "bg-brand-100" : "bg-canvas"} text-ink`}
                  >
                    {line.text}
                  </span>
                </li>
              ))}
            </ol>
            <form onSubmit={sendChat} className="flex gap-2">
              <label htmlFor="chat-message" className="sr-only">
                {t("chat.label")}
              </label>
              <input
                id="chat-message"
                value={draft}
                maxLength={1000}
                onChange={(event) => setDraft(event.target.value)}
                className="min-h-11 flex-1 rounded-[var(--radius-control)] border border-ink-muted/60 px-3 text-ink"
              />
              <button type="submit" className={button}>
                {t("chat.send")}
              </button>
            </form>
          </section>
        )}
        {/* Always beside the call: the way to help now, in a new tab so the call goes on. */}
        <p className="px-1">
          <HelpNowLink place="call" newTab />
        </p>
      </div>
    </div>
  );
}

/** A choice of camera or microphone, shown once the browser has named the devices. */
function DeviceSelect({
  id,
  label,
  devices,
  value,
  onChange,
  unnamed,
  fallback,
}: {
  id: string;
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (deviceId: string) => void;
  unnamed: (n: number) => string;
  fallback: string;
}) {
  if (devices.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 text-ink"
      >
        <option value="">{fallback}</option>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || unnamed(index + 1)}
          </option>
        ))}
      </select>
    </div>
  );
}
