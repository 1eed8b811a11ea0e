import { type RefObject, useCallback, useEffect } from "react";

type Connection = RTCPeerConnectionState;

/** How long a "disconnected" connection may try to come back by itself before ICE restarts. */
const DISCONNECTED_GRACE_MS = 3000;

/**
 * ICE restarts when the path breaks: the connection stays "disconnected" for a few seconds or
 * "failed", or this device's network changes (`online`, the Network Information API's `change`).
 * The offerer (the coach's side) restarts; the other side asks it to with `{ restart: true }` over
 * the signalling, which the offerer's page passes to the returned `restart`.
 */
export function useIceRestart(
  pc: RefObject<RTCPeerConnection | null>,
  connection: Connection,
  offerer: boolean,
  send: (message: Record<string, unknown>) => void,
) {
  const restart = useCallback(() => {
    const current = pc.current;
    // Nothing to restart before the first offer was answered, or after the call closed.
    if (!current?.remoteDescription || current.signalingState === "closed") return;
    if (offerer) current.restartIce();
    else send({ type: "signal", data: { restart: true } });
  }, [pc, offerer, send]);

  useEffect(() => {
    if (connection === "failed") {
      restart();
      return;
    }
    if (connection !== "disconnected") return;
    const timer = setTimeout(restart, DISCONNECTED_GRACE_MS);
    return () => clearTimeout(timer);
  }, [connection, restart]);

  useEffect(() => {
    const information = (navigator as Navigator & { connection?: EventTarget }).connection;
    window.addEventListener("online", restart);
    information?.addEventListener?.("change", restart);
    return () => {
      window.removeEventListener("online", restart);
      information?.removeEventListener?.("change", restart);
    };
  }, [restart]);

  return restart;
}
