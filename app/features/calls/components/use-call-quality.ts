import { type RefObject, useCallback, useEffect, useState } from "react";
import { type Counters, gradeQuality, POOR_FOR, type Quality, sampleFromStats } from "../quality";

const isQuality = (value: unknown): value is Quality => value === "good" || value === "fair" || value === "poor";

/**
 * The connection's quality while connected, measured every two seconds from `getStats`; each
 * change is sent to the other side over the signalling (`{ quality }`), whose own grade arrives
 * through `receive`. `history` holds the last measurements, for the suggestion to switch video off.
 */
export function useCallQuality(
  pc: RefObject<RTCPeerConnection | null>,
  connected: boolean,
  send: (message: Record<string, unknown>) => void,
) {
  const [own, setOwn] = useState<Quality | null>(null);
  const [peer, setPeer] = useState<Quality | null>(null);
  const [history, setHistory] = useState<(Quality | null)[]>([]);

  useEffect(() => {
    if (!connected) return;
    let counters: Counters | null = null;
    let last: Quality | null | undefined;
    const timer = setInterval(async () => {
      const stats = await pc.current?.getStats().catch(() => undefined);
      if (!stats) return;
      const measured = sampleFromStats(stats.values() as Iterable<Record<string, unknown>>, counters);
      counters = measured.counters;
      const grade = gradeQuality(measured.sample);
      setOwn(grade);
      setHistory((earlier) => [...earlier.slice(-(POOR_FOR - 1)), grade]);
      if (grade !== last) {
        last = grade;
        send({ type: "signal", data: { quality: grade } });
      }
    }, 2000);
    return () => {
      clearInterval(timer);
      setOwn(null);
      setPeer(null);
      setHistory([]);
    };
  }, [connected, pc, send]);

  const receive = useCallback((quality: unknown) => setPeer(isQuality(quality) ? quality : null), []);
  return { own, peer, history, receive };
}
