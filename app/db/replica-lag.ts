// How far a streaming replica is behind its primary, from one reading of each (pure: the reading's
// time is a parameter). Used by the replica's monitor (`replica.server.ts`).

/** What the monitor makes of the replica: lagging reads go to it only while it is "usable". */
export type ReplicaStatus = "usable" | "behind" | "down";

export interface ReplicaReading {
  status: ReplicaStatus;
  /** WAL the primary has written that the replica has not replayed yet; null when not measured. */
  lagBytes: number | null;
  /** How old the replica's data may be, in seconds; null when not known. */
  lagSeconds: number | null;
  /** Why it is not usable, in words for the log. */
  problem: string | null;
  at: Date;
}

/** One look at both servers: the primary's WAL position and what the replica has replayed. */
export interface LagSample {
  /** `pg_current_wal_lsn()` on the primary, read just before the replica's figures. */
  primaryLsn: string;
  /** `pg_last_wal_replay_lsn()` on the replica (null on a server that is not a standby). */
  replayLsn: string | null;
  /** `now() - pg_last_xact_replay_timestamp()` on the replica, in seconds (null before its first replayed commit). */
  replayAgeSeconds: number | null;
  /** `pg_is_in_recovery()` on the replica: false for a primary or a promoted replica. */
  inRecovery: boolean;
}

/** An LSN as PostgreSQL prints it ("16/B374D848") as a number of bytes into the WAL. */
export function lsnBytes(lsn: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn);
  if (!match) throw new Error(`Not an LSN: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** Where the primary's WAL was at an earlier reading, and when. */
export interface PrimaryMark {
  lsn: string;
  at: Date;
}

/**
 * The replica's lag from a sample taken at `now`. Bytes: what the primary had written when asked and
 * the replica has not replayed. Seconds: none when nothing is missing; else the age of the last
 * commit the replica replayed. That age alone overstates the lag after a quiet spell (the last
 * commit is old, and a checkpoint record in flight is all that is missing), so when the replica has
 * replayed everything the primary had at an earlier reading (`marks`), the lag is at most the time
 * since the latest such reading.
 */
export function assessLag(
  sample: LagSample,
  marks: readonly PrimaryMark[],
  maxLagSeconds: number,
  now: Date,
): ReplicaReading {
  const reading = (
    status: ReplicaStatus,
    problem: string | null,
    lagBytes: number | null,
    lagSeconds: number | null,
  ) => ({
    status,
    lagBytes,
    lagSeconds,
    problem,
    at: now,
  });
  if (!sample.inRecovery || sample.replayLsn === null) {
    return reading("down", "the server is not a standby (pg_is_in_recovery() is false)", null, null);
  }
  const replayed = lsnBytes(sample.replayLsn);
  const missing = lsnBytes(sample.primaryLsn) - replayed;
  const lagBytes = missing > 0n ? Number(missing) : 0;
  let lagSeconds: number | null = 0;
  if (lagBytes > 0) {
    const reached = latestReached(marks, sample.replayLsn);
    const sinceReached = reached ? (now.getTime() - reached.at.getTime()) / 1000 : null;
    const age = sample.replayAgeSeconds === null ? null : Math.max(0, sample.replayAgeSeconds);
    lagSeconds = age === null ? sinceReached : sinceReached === null ? age : Math.min(age, sinceReached);
  }
  if (lagSeconds === null) return reading("behind", "its lag is not known yet", lagBytes, null);
  if (lagSeconds > maxLagSeconds) {
    return reading("behind", `${lagSeconds.toFixed(1)} s behind (at most ${maxLagSeconds} s)`, lagBytes, lagSeconds);
  }
  return reading("usable", null, lagBytes, lagSeconds);
}

/** The latest of `marks` the replica has replayed up to, or null. */
function latestReached(marks: readonly PrimaryMark[], replayLsn: string): PrimaryMark | null {
  const replayed = lsnBytes(replayLsn);
  let best: PrimaryMark | null = null;
  for (const mark of marks) {
    if (lsnBytes(mark.lsn) <= replayed && (!best || mark.at > best.at)) best = mark;
  }
  return best;
}

/**
 * The marks to keep after a sample: the latest one the replica has reached (its bound keeps
 * growing while replay stands still) and this reading's (the next sample may reach it).
 */
export function nextMarks(marks: readonly PrimaryMark[], sample: LagSample, now: Date): PrimaryMark[] {
  const current = { lsn: sample.primaryLsn, at: now };
  if (sample.replayLsn === null) return [current];
  const reached = latestReached([...marks, current], sample.replayLsn);
  return reached && reached !== current ? [reached, current] : [current];
}

/** Errors after which a read is retried on the primary: the replica is unreachable or went away. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE class 08: connection exception; 57P01–57P03: shut down by an administrator, crashed,
    // or not accepting connections yet (starting, shutting down, not yet consistent).
    if (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03") return true;
    if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(code)) {
      return true;
    }
  }
  // node-postgres's own words when a connection ends or cannot be made in time.
  return /^Connection terminated|timeout exceeded when trying to connect|not queryable/.test(error.message);
}

/**
 * A query the replica cancelled because replaying the primary's changes needed what it read (a
 * hot standby's "conflict with recovery"): the replica is fine, the read is retried on the primary.
 */
export function isRecoveryConflict(error: unknown): boolean {
  return error instanceof Error && /conflict with recovery/.test(error.message);
}
