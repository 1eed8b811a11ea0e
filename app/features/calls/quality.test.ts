import { describe, expect, it } from "vitest";
import { gradeQuality, POOR_FOR, sampleFromStats, selectedCandidateTypes, suggestVideoOff } from "./quality";

describe("grading a call's connection", () => {
  it("is unknown without numbers", () => {
    expect(gradeQuality({})).toBeNull();
  });

  it("is good with a short round trip, no loss and room to send", () => {
    expect(gradeQuality({ rtt: 0.03, loss: 0, outgoingBitrate: 2_000_000 })).toBe("good");
  });

  it("takes the worst of the numbers", () => {
    expect(gradeQuality({ rtt: 0.2, loss: 0, outgoingBitrate: 2_000_000 })).toBe("fair");
    expect(gradeQuality({ rtt: 0.03, loss: 0.03 })).toBe("fair");
    expect(gradeQuality({ rtt: 0.03, outgoingBitrate: 250_000 })).toBe("fair");
    expect(gradeQuality({ rtt: 0.03, outgoingBitrate: 300_000 })).toBe("good");
    expect(gradeQuality({ rtt: 0.5, loss: 0 })).toBe("poor");
    expect(gradeQuality({ rtt: 0.03, loss: 0.1 })).toBe("poor");
    expect(gradeQuality({ rtt: 0.03, outgoingBitrate: 100_000 })).toBe("poor");
  });

  it("counts the limits themselves as the worse grade", () => {
    expect(gradeQuality({ rtt: 0.15 })).toBe("fair");
    expect(gradeQuality({ rtt: 0.4 })).toBe("poor");
    expect(gradeQuality({ loss: 0.08 })).toBe("poor");
    expect(gradeQuality({ outgoingBitrate: 120_000 })).toBe("fair");
  });
});

const stats = (received: number, lost: number) => [
  { id: "T1", type: "transport", selectedCandidatePairId: "P2" },
  { id: "P1", type: "candidate-pair", state: "failed", currentRoundTripTime: 9 },
  {
    id: "P2",
    type: "candidate-pair",
    state: "succeeded",
    nominated: true,
    localCandidateId: "L1",
    remoteCandidateId: "R1",
    currentRoundTripTime: 0.05,
    availableOutgoingBitrate: 1_200_000,
  },
  { id: "L1", type: "local-candidate", candidateType: "relay" },
  { id: "R1", type: "remote-candidate", candidateType: "relay" },
  { id: "I1", type: "inbound-rtp", kind: "audio", packetsReceived: received, packetsLost: lost },
  { id: "I2", type: "inbound-rtp", kind: "video", packetsReceived: received * 2, packetsLost: 0 },
];

describe("measuring from getStats", () => {
  it("reads the selected pair's round trip and bitrate, and no loss from a first answer", () => {
    const { sample, counters } = sampleFromStats(stats(100, 0), null);
    expect(sample).toEqual({ rtt: 0.05, outgoingBitrate: 1_200_000 });
    expect(counters).toEqual({ received: 300, lost: 0 });
  });

  it("counts the loss between two answers", () => {
    const first = sampleFromStats(stats(100, 0), null);
    const { sample } = sampleFromStats(stats(150, 10), first.counters);
    // 150 received and 10 lost since: 10 of 160.
    expect(sample.loss).toBeCloseTo(10 / 160);
  });

  it("finds the nominated pair when no transport names one, and the candidates' types", () => {
    const reports = stats(1, 0).filter((report) => report.type !== "transport");
    expect(sampleFromStats(reports, null).sample.rtt).toBe(0.05);
    expect(selectedCandidateTypes(stats(1, 0))).toEqual({ local: "relay", remote: "relay" });
    expect(selectedCandidateTypes([])).toEqual({});
  });
});

describe("suggesting to switch video off", () => {
  const poor = Array.from({ length: POOR_FOR }, () => "poor" as const);

  it("happens after a run of poor measurements with the camera on", () => {
    expect(suggestVideoOff(poor, true)).toBe(true);
    expect(suggestVideoOff(["good", ...poor], true)).toBe(true);
  });

  it("does not for a short dip, a recovery or a camera already off", () => {
    expect(suggestVideoOff(poor.slice(1), true)).toBe(false);
    expect(suggestVideoOff([...poor, "fair"], true)).toBe(false);
    expect(suggestVideoOff(poor, false)).toBe(false);
  });
});
