import { useCallback, useEffect, useRef, useState } from "react";

export type CheckState = "checking" | "ok" | "problem";

/** Camera or microphone alone: its stream when the browser grants it, else a problem. */
export function useDeviceCheck(kind: "video" | "audio") {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [state, setState] = useState<CheckState>("checking");
  useEffect(() => {
    let got: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia(kind === "video" ? { video: true } : { audio: true })
      .then((answer) => {
        got = answer;
        if (cancelled) {
          for (const track of answer.getTracks()) track.stop();
          return;
        }
        setStream(answer);
        setState("ok");
      })
      .catch(() => {
        if (!cancelled) setState("problem");
      });
    return () => {
      cancelled = true;
      for (const track of got?.getTracks() ?? []) track.stop();
    };
  }, [kind]);
  return { stream, state };
}

/** How long the network check waits for the relay server's answer. */
export const RELAY_WAIT_MS = 6000;

/**
 * Whether the network reaches the TURN server: ICE candidates are gathered with the relay policy,
 * and a relay candidate within `RELAY_WAIT_MS` means it does. "none" when no TURN server is
 * configured (calls then go directly).
 */
export function useNetworkCheck(turnServers: RTCIceServer[]) {
  const [state, setState] = useState<CheckState | "none">(turnServers.length === 0 ? "none" : "checking");
  const [round, setRound] = useState(0);
  const running = useRef(false);
  useEffect(() => {
    if (turnServers.length === 0) return;
    void round;
    running.current = true;
    setState("checking");
    const pc = new RTCPeerConnection({ iceServers: turnServers, iceTransportPolicy: "relay" });
    let settled = false;
    const settle = (result: CheckState) => {
      if (settled) return;
      settled = true;
      running.current = false;
      clearTimeout(timer);
      setState(result);
      pc.close();
    };
    const timer = setTimeout(() => settle("problem"), RELAY_WAIT_MS);
    pc.onicecandidate = ({ candidate }) => {
      if (candidate?.type === "relay" || candidate?.candidate.includes(" typ relay")) settle("ok");
    };
    pc.onicegatheringstatechange = () => {
      // Everything gathered and no relay among it: the server did not answer.
      if (pc.iceGatheringState === "complete") settle("problem");
    };
    pc.createDataChannel("check");
    pc.createOffer()
      .then((offer) => pc.setLocalDescription(offer))
      .catch(() => settle("problem"));
    return () => {
      settled = true;
      clearTimeout(timer);
      pc.close();
    };
  }, [turnServers, round]);
  const again = useCallback(() => {
    if (!running.current) setRound((n) => n + 1);
  }, []);
  return { state, again };
}

/** A short tone (440 Hz, one second, fading in and out) through the speaker, made with WebAudio. */
export async function playTestTone() {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 440;
  const start = context.currentTime;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(0.3, start + 0.05);
  gain.gain.setValueAtTime(0.3, start + 0.9);
  gain.gain.linearRampToValueAtTime(0, start + 1);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + 1);
  await new Promise((resolve) => {
    oscillator.onended = resolve;
  });
  await context.close();
}
