import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Env, parseEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { Database } from "./connection.server";
import {
  assessLag,
  isConnectionFailure,
  isRecoveryConflict,
  type LagSample,
  nextMarks,
  type PrimaryMark,
  type ReplicaReading,
} from "./replica-lag";
import { schema } from "./schema";

// A PostgreSQL streaming replica for the reads that may lag a little (`laggingReadsOf` in
// `context.server.ts`). The server picks it per request from the monitor's latest reading: only
// while it answers and is at most `maxLagSeconds` behind. Between the replica failing and the
// monitor noticing, a request may still be handed the replica: a query of it that fails for want of
// a connection (refused, reset, the server shutting down) is sent once more to the primary, and
// that first failure marks the replica down at once, so the requests after it go to the primary
// without trying. A transaction that began on the replica is not moved: lagging reads are single
// statements. Sessions on the replica are read-only, so a write sent there by mistake fails.

/** The settings, read with the rest of the environment (`app/utils/env.server.ts`, `.env.example`). */
export type ReplicaSettings = Pick<Env, "DATABASE_REPLICA_URL" | "REPLICA_MAX_LAG_SECONDS">;

export function replicaSettings(source: Record<string, string | undefined>): ReplicaSettings {
  const { DATABASE_REPLICA_URL, REPLICA_MAX_LAG_SECONDS } = parseEnv(source);
  return { DATABASE_REPLICA_URL, REPLICA_MAX_LAG_SECONDS };
}

/** How often the monitor asks the replica how far behind it is. */
export const CHECK_INTERVAL_MS = 2_000;
// A replica that does not answer within these is treated as down: the primary answers instead.
const CONNECT_TIMEOUT_MS = 2_000;
const CHECK_TIMEOUT_MS = 2_000;
// Lagging reads are reports and counts, not exports of everything: a runaway query ends.
const STATEMENT_TIMEOUT_MS = 15_000;
const POOL_SIZE = 4;

/** Where the replica is, without its password, for the log. */
export function replicaAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/**
 * The replica's pool: a statement that fails for want of a connection, or that the replica
 * cancelled in a conflict with recovery, runs once more on the primary's pool.
 */
class ReplicaPool extends pg.Pool {
  fallback: pg.Pool | null = null;
  onFailure: (error: Error) => void = () => {};

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; Drizzle uses the promise form
  override query(...args: any[]): any {
    const query = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
    const fallback = this.fallback;
    if (!fallback || args.some((arg) => typeof arg === "function")) return query.apply(this, args);
    return (query.apply(this, args) as Promise<unknown>).catch((error: unknown) => {
      const lost = isConnectionFailure(error);
      if (!lost && !isRecoveryConflict(error)) throw error;
      if (lost) this.onFailure(error as Error);
      return query.apply(fallback, args);
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above; the pool itself calls connect with a callback
  override connect(...args: any[]): any {
    const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
    const fallback = this.fallback;
    if (!fallback || args.length > 0) return connect.apply(this, args);
    // A transaction starts with a connection: one the replica cannot give comes from the primary.
    return (connect.apply(this, []) as Promise<pg.PoolClient>).catch((error: unknown) => {
      if (!isConnectionFailure(error)) throw error;
      this.onFailure(error as Error);
      return fallback.connect();
    });
  }

  /** A query of the replica itself, never sent elsewhere (the monitor's). */
  direct<T extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<T>> {
    const query = pg.Pool.prototype.query as (text: string) => Promise<pg.QueryResult<T>>;
    return query.call(this, text);
  }
}

export interface Replica {
  /** The replica's database (its failed reads go to the primary). */
  db: Database;
  /** The database for a request's lagging reads: the replica while the latest reading says usable, else null. */
  forReads(): Database | null;
  /** The latest reading. */
  reading(): ReplicaReading;
  /** Takes a reading now. */
  check(): Promise<ReplicaReading>;
  /** Takes a first reading, then one every `intervalMs`. */
  start(): Promise<ReplicaReading>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  url: string;
  /** The primary's database: where the WAL position is read and failed reads go. */
  primary: Database;
  maxLagSeconds: number;
  intervalMs?: number;
  /** Called once per change of status (usable, behind, down). */
  onChange?: (reading: ReplicaReading, before: ReplicaReading) => void;
  clock?: () => Date;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function openReplica(options: ReplicaOptions): Replica {
  const clock = options.clock ?? (() => new Date());
  const pool = new ReplicaPool({
    connectionString: options.url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Read-only sessions: nothing is written through the replica, even if the URL names a primary.
    options: `-c default_transaction_read_only=on -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
  });
  pool.fallback = (options.primary as unknown as { $client: pg.Pool }).$client;
  const db = drizzle(pool, { schema }) as unknown as Database;

  let current: ReplicaReading = {
    status: "down",
    lagBytes: null,
    lagSeconds: null,
    problem: "not checked yet",
    at: clock(),
  };
  let marks: PrimaryMark[] = [];
  // A reading begun before a failure was reported must not undo it.
  let failures = 0;
  let running: Promise<ReplicaReading> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const record = (reading: ReplicaReading): ReplicaReading => {
    const before = current;
    current = reading;
    if (reading.status !== before.status) options.onChange?.(reading, before);
    return reading;
  };
  const down = (problem: string): ReplicaReading =>
    record({ status: "down", lagBytes: null, lagSeconds: null, problem, at: clock() });

  pool.onFailure = (error) => {
    failures++;
    if (current.status !== "down") down(`a query failed: ${messageOf(error)}`);
  };
  // An idle connection the replica closed (it is shutting down) says so before any query fails.
  pool.on("error", (error) => {
    if (isConnectionFailure(error)) pool.onFailure(error);
  });

  async function measure(): Promise<ReplicaReading> {
    const startedWith = failures;
    const now = clock();
    let primaryLsn: string;
    try {
      const result = (await options.primary.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as unknown as {
        rows: { lsn: string }[];
      };
      primaryLsn = result.rows[0]?.lsn ?? "";
    } catch (error) {
      // Without the primary's position the lag is unknown; the primary's own trouble shows in /readyz.
      return record({
        ...current,
        status: "behind",
        problem: `the primary did not answer: ${messageOf(error)}`,
        at: now,
      });
    }
    let sample: LagSample;
    try {
      let timeout: NodeJS.Timeout | undefined;
      const asked = pool.direct<{ standby: boolean; replay: string | null; age: number | null }>(
        `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay,
           extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as age`,
      );
      const late = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      });
      asked.catch(() => {});
      const result = await Promise.race([asked, late]).finally(() => clearTimeout(timeout));
      const row = result.rows[0];
      sample = {
        primaryLsn,
        replayLsn: row?.replay ?? null,
        replayAgeSeconds: row?.age ?? null,
        inRecovery: row?.standby ?? false,
      };
    } catch (error) {
      return down(messageOf(error));
    }
    if (failures !== startedWith) return current;
    const reading = assessLag(sample, marks, options.maxLagSeconds, now);
    marks = nextMarks(marks, sample, now);
    return record(reading);
  }

  const check = () => {
    running ??= measure().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    db,
    forReads: () => (current.status === "usable" ? db : null),
    reading: () => current,
    check,
    async start() {
      const first = await check();
      timer ??= setInterval(() => void check(), options.intervalMs ?? CHECK_INTERVAL_MS);
      timer.unref();
      return first;
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
      await pool.end();
    },
  };
}

// One replica per process, kept on globalThis like the primary's connection (`client.server.ts`),
// so the development server's module reloads do not open a second pool and monitor.
const holder = globalThis as typeof globalThis & { __vitaalReplica?: Replica };

/** One log line per change of the replica's state (not one per reading). */
export function logReplicaChange(reading: ReplicaReading): void {
  const figures = { lagSeconds: reading.lagSeconds, lagBytes: reading.lagBytes };
  if (reading.status === "usable") logger.info(figures, "read replica usable: reads that may lag go to it");
  else if (reading.status === "behind") {
    logger.warn({ ...figures, problem: reading.problem }, "read replica behind: reads that may lag go to the primary");
  } else logger.warn({ problem: reading.problem }, "read replica down: reads that may lag go to the primary");
}

/**
 * Opens the process's replica and starts its monitor (its changes logged unless `onChange` says
 * otherwise); the first reading is taken before it returns.
 */
export async function startProcessReplica(options: ReplicaOptions): Promise<Replica> {
  holder.__vitaalReplica ??= openReplica({ onChange: logReplicaChange, ...options });
  await holder.__vitaalReplica.start();
  return holder.__vitaalReplica;
}

/** The process's replica, when one is configured and started. */
export function processReplica(): Replica | null {
  return holder.__vitaalReplica ?? null;
}

/** A request's database for lagging reads: the replica while it is usable, else null (the primary). */
export function laggingReadsDatabase(): Database | null {
  return holder.__vitaalReplica?.forReads() ?? null;
}

export async function closeProcessReplica(): Promise<void> {
  const replica = holder.__vitaalReplica;
  holder.__vitaalReplica = undefined;
  await replica?.close();
}
