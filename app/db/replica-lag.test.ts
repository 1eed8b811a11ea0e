import { describe, expect, it } from "vitest";
import { assessLag, isConnectionFailure, isRecoveryConflict, type LagSample, lsnBytes, nextMarks } from "./replica-lag";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));
const sample = (overrides: Partial<LagSample> = {}): LagSample => ({
  primaryLsn: "0/3000100",
  replayLsn: "0/3000100",
  replayAgeSeconds: 600,
  inRecovery: true,
  ...overrides,
});

describe("lsnBytes", () => {
  it("reads both halves of an LSN as hexadecimal", () => {
    expect(lsnBytes("0/0")).toBe(0n);
    expect(lsnBytes("16/B374D848")).toBe(0x16n * 2n ** 32n + 0xb374d848n);
    expect(() => lsnBytes("not an lsn")).toThrow(/Not an LSN/);
  });
});

describe("assessLag", () => {
  it("finds a replica level with the primary usable, however old its last commit", () => {
    expect(assessLag(sample(), [], 10, at(0))).toMatchObject({ status: "usable", lagBytes: 0, lagSeconds: 0 });
    // Replayed past the position read a moment earlier: nothing missing either.
    expect(assessLag(sample({ replayLsn: "0/3000200" }), [], 10, at(0))).toMatchObject({ lagBytes: 0 });
  });

  it("measures a replica that is missing WAL by the age of its last replayed commit", () => {
    const reading = assessLag(sample({ primaryLsn: "0/3001100", replayAgeSeconds: 12.5 }), [], 10, at(0));
    expect(reading).toMatchObject({ status: "behind", lagBytes: 0x1000, lagSeconds: 12.5 });
    expect(reading.problem).toBe("12.5 s behind (at most 10 s)");
    expect(assessLag(sample({ primaryLsn: "0/3001100", replayAgeSeconds: 3 }), [], 10, at(0)).status).toBe("usable");
  });

  it("after a quiet spell, bounds the lag by the latest earlier reading the replica has reached", () => {
    // The last commit is ten minutes old, but the replica had everything the primary had 2 s ago.
    const marks = [{ lsn: "0/3000100", at: at(0) }];
    const reading = assessLag(sample({ primaryLsn: "0/3000180" }), marks, 10, at(2));
    expect(reading).toMatchObject({ status: "usable", lagBytes: 0x80, lagSeconds: 2 });
    // A mark it has not reached bounds nothing.
    const ahead = [{ lsn: "0/3000180", at: at(1) }];
    expect(assessLag(sample({ primaryLsn: "0/3000200" }), ahead, 10, at(2)).lagSeconds).toBe(600);
  });

  it("lets the bound grow while replay stands still, until the replica is passed over", () => {
    let marks = nextMarks([], sample(), at(0));
    const paused = sample({ primaryLsn: "0/3000900", replayAgeSeconds: 3600 });
    for (const second of [2, 4, 6, 8]) {
      expect(assessLag(paused, marks, 10, at(second))).toMatchObject({ status: "usable", lagSeconds: second });
      marks = nextMarks(marks, paused, at(second));
    }
    expect(assessLag(paused, marks, 10, at(11))).toMatchObject({ status: "behind", lagSeconds: 11 });
    expect(marks).toHaveLength(2);
  });

  it("does not know the lag of a replica missing WAL with no replayed commit and no mark reached", () => {
    const reading = assessLag(sample({ primaryLsn: "0/3001100", replayAgeSeconds: null }), [], 10, at(0));
    expect(reading).toMatchObject({ status: "behind", lagSeconds: null, problem: "its lag is not known yet" });
  });

  it("refuses a server that is not a standby (a primary, a promoted replica)", () => {
    const reading = assessLag(sample({ inRecovery: false, replayLsn: null }), [], 10, at(0));
    expect(reading.status).toBe("down");
    expect(reading.problem).toMatch(/not a standby/);
  });
});

describe("which failures send a read to the primary", () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it("retries when the replica cannot be reached or went away", () => {
    expect(isConnectionFailure(withCode("connect ECONNREFUSED 127.0.0.1:5433", "ECONNREFUSED"))).toBe(true);
    expect(isConnectionFailure(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isConnectionFailure(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isConnectionFailure(withCode("connection failure", "08006"))).toBe(true);
    expect(isConnectionFailure(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionFailure(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("does not retry a query that failed on its own", () => {
    expect(isConnectionFailure(withCode("cannot execute INSERT in a read-only transaction", "25006"))).toBe(false);
    expect(isConnectionFailure(withCode("canceling statement due to statement timeout", "57014"))).toBe(false);
    expect(isConnectionFailure(withCode('relation "x" does not exist', "42P01"))).toBe(false);
    expect(isConnectionFailure("ECONNREFUSED")).toBe(false);
  });

  it("retries a query the replica cancelled to replay, without calling it down", () => {
    const conflict = withCode("canceling statement due to conflict with recovery", "40001");
    expect(isRecoveryConflict(conflict)).toBe(true);
    expect(isConnectionFailure(conflict)).toBe(false);
    expect(isRecoveryConflict(withCode("could not serialize access", "40001"))).toBe(false);
  });
});
