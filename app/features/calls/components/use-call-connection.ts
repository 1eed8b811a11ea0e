import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { ChatLine } from "./call-chat";
import { useCallQuality } from "./use-call-quality";
import { useIceRestart } from "./use-ice-restart";
import type { MediaKind } from "./use-local-media";

export type PeerStatus = "waiting" | "joined" | "left";
export type Connection = "new" | "connecting" | "connected" | "disconnected" | "failed" | "closed";
type SignalData = { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };

/**
 * The call's connection: signalling over `/ws` and the WebRTC peer connection. The coach is the
 * "impolite" side of perfect negotiation (`polite` false), so offers that cross are settled
 * without a glare. A dropped socket or a reload joins the room again; the other side starts a
 * fresh connection. Nothing connects before `joined`.
 */
export function useCallConnection({
  appointmentId,
  polite,
  iceServers,
  iceTransportPolicy,
  joined,
  media,
  stream,
}: {
  appointmentId: string;
  polite: boolean;
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
  joined: boolean;
  media: MediaKind;
  stream: RefObject<MediaStream | null>;
}) {
  const socket = useRef<WebSocket | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const makingOffer = useRef(false);
  // The other person's current connection: what an earlier one of theirs (before a reload) still
  // sends is ignored.
  const remotePeer = useRef<string | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  // Signals are applied one after the other: a candidate must wait for its description.
  const signals = useRef<Promise<void>>(Promise.resolve());
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [peer, setPeer] = useState<PeerStatus>("waiting");
  const [peerState, setPeerState] = useState({ muted: false, camera: true });
  const [connection, setConnection] = useState<Connection>("new");
  const [refused, setRefused] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);

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
      if (streams[0]) setRemoteStream(streams[0]);
    };
    // A broken path is mended by `useIceRestart`.
    connectionToPeer.onconnectionstatechange = () => setConnection(connectionToPeer.connectionState as Connection);
    return connectionToPeer;
  }, [iceServers, iceTransportPolicy, polite, send, stream]);

  const quality = useCallQuality(pc, connection === "connected", send);
  const restartIce = useIceRestart(pc, connection, !polite, send);

  const onSignal = useCallback(
    async (data: SignalData) => {
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
          const data = message.data as SignalData & { quality?: unknown; restart?: unknown };
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

  const sendChat = useCallback(
    (text: string) => {
      send({ type: "chat", text });
      setChat((lines) => [...lines, { mine: true, text, at: new Date().toISOString() }]);
    },
    [send],
  );

  return { send, pc, remoteStream, peer, peerState, connection, refused, chat, sendChat, quality };
}
