// How a call's connection is doing, graded from the numbers of `RTCPeerConnection.getStats()`.
// Pure: the browser hook (`use-call-quality.ts`) reads the stats and keeps the counters.

export type Quality = "good" | "fair" | "poor";

/** One measurement of the path: each number when the browser reports it. */
export interface LinkSample {
  /** Round-trip time of the selected candidate pair, in seconds. */
  rtt?: number;
  /** Share of the packets sent to us since the last measurement that were lost (0–1). */
  loss?: number;
  /** What the browser estimates it can send, in bits per second. */
  outgoingBitrate?: number;
}

/** Limits: at or beyond the first a path is "fair", at or beyond the second "poor". */
export const limits = {
  rtt: [0.15, 0.4],
  loss: [0.02, 0.08],
  /**
   * Below these: video needs about 300 kbit/s to stay watchable (a browser's estimate starts
   * there and climbs on a good path); under 120 kbit/s only sound gets through well.
   */
  outgoingBitrate: [300_000, 120_000],
} as const;

/** Good, fair or poor by the worst of the numbers known; null when none is. */
export function gradeQuality(sample: LinkSample): Quality | null {
  const { rtt, loss, outgoingBitrate } = sample;
  if (rtt === undefined && loss === undefined && outgoingBitrate === undefined) return null;
  const poor =
    (rtt !== undefined && rtt >= limits.rtt[1]) ||
    (loss !== undefined && loss >= limits.loss[1]) ||
    (outgoingBitrate !== undefined && outgoingBitrate < limits.outgoingBitrate[1]);
  if (poor) return "poor";
  const fair =
    (rtt !== undefined && rtt >= limits.rtt[0]) ||
    (loss !== undefined && loss >= limits.loss[0]) ||
    (outgoingBitrate !== undefined && outgoingBitrate < limits.outgoingBitrate[0]);
  return fair ? "fair" : "good";
}

/** Packets received and lost so far on every incoming stream. */
export interface Counters {
  received: number;
  lost: number;
}

type Report = Record<string, unknown> & { type?: unknown; id?: unknown };

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** The candidate pair in use: the transport's selected pair, else the nominated one that succeeded. */
export function selectedPair(reports: Iterable<Report>): Report | undefined {
  const all = [...reports];
  const transport = all.find((report) => report.type === "transport" && report.selectedCandidatePairId);
  if (transport) {
    const pair = all.find((report) => report.id === transport.selectedCandidatePairId);
    if (pair) return pair;
  }
  return all.find((report) => report.type === "candidate-pair" && report.state === "succeeded" && report.nominated);
}

/** The types (host, srflx, prflx, relay) of the two candidates of the pair in use. */
export function selectedCandidateTypes(reports: Iterable<Report>): { local?: string; remote?: string } {
  const all = [...reports];
  const pair = selectedPair(all);
  if (!pair) return {};
  const type = (id: unknown) => {
    const candidate = all.find((report) => report.id === id);
    return typeof candidate?.candidateType === "string" ? candidate.candidateType : undefined;
  };
  return { local: type(pair.localCandidateId), remote: type(pair.remoteCandidateId) };
}

/**
 * A measurement from one `getStats()` answer, with the counters of the previous one (loss is
 * counted between the two); answers the counters to keep for the next.
 */
export function sampleFromStats(
  reports: Iterable<Report>,
  previous: Counters | null,
): { sample: LinkSample; counters: Counters } {
  const all = [...reports];
  const pair = selectedPair(all);
  const counters: Counters = { received: 0, lost: 0 };
  for (const report of all) {
    if (report.type !== "inbound-rtp") continue;
    counters.received += num(report.packetsReceived) ?? 0;
    counters.lost += Math.max(0, num(report.packetsLost) ?? 0);
  }
  const sample: LinkSample = {
    rtt: num(pair?.currentRoundTripTime),
    outgoingBitrate: num(pair?.availableOutgoingBitrate),
  };
  if (previous) {
    const received = counters.received - previous.received;
    const lost = counters.lost - previous.lost;
    if (received + lost > 0 && received >= 0 && lost >= 0) sample.loss = lost / (received + lost);
  }
  return { sample, counters };
}

/** How many measurements in a row (one every two seconds) must be poor before video off is suggested. */
export const POOR_FOR = 4;

/** Whether the last measurements were all poor: then switching the camera off is suggested. */
export function suggestVideoOff(history: readonly (Quality | null)[], cameraOn: boolean): boolean {
  if (!cameraOn || history.length < POOR_FOR) return false;
  return history.slice(-POOR_FOR).every((quality) => quality === "poor");
}
