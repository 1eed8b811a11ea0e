import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPartner } from "../../tests/support/factories";
import { createTestReplication, type TestReplication } from "../../tests/support/replica";
import { admin } from "../../tests/support/test-db";
import { type Connection, connect, type Database } from "./connection.server";
import { openReplica, type Replica } from "./replica.server";
import type { ReplicaReading } from "./replica-lag";
import { partners } from "./schema/partners";

// A real streaming replica (pg_basebackup of a primary of the test's own, on other ports; see
// tests/support/replica.ts): what it shows, when it is passed over, and what requests see when it
// stops in the middle of a run and comes back.
const serverUrl = process.env.TEST_DATABASE_URL;
const MAX_LAG_SECONDS = 1;
const INTERVAL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which server answered: a standby says it is in recovery. */
async function answeredByStandby(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`select pg_is_in_recovery() as standby`)) as unknown as {
    rows: { standby: boolean }[];
  };
  return result.rows[0]?.standby ?? false;
}

async function until(what: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!what()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

describe.runIf(serverUrl)("a streaming replica for the reads that may lag", () => {
  let servers: TestReplication;
  let primary: Connection;
  let test: { db: Database };
  let replica: Replica;
  const databaseName = "vitaal";
  const changes: ReplicaReading["status"][] = [];

  beforeAll(async () => {
    servers = await createTestReplication(serverUrl as string);
    await admin(servers.primary.url("postgres"), `CREATE DATABASE ${databaseName}`);
    primary = await connect({ kind: "postgres", url: servers.primary.url(databaseName), max: 4 });
    await primary.migrate();
    test = { db: primary.db };
    replica = openReplica({
      url: servers.replica.url(databaseName),
      primary: primary.db,
      maxLagSeconds: MAX_LAG_SECONDS,
      intervalMs: INTERVAL_MS,
      onChange: (reading) => changes.push(reading.status),
    });
    await servers.caughtUp();
    await replica.start();
  });

  afterAll(async () => {
    await replica?.close();
    await primary?.close();
    servers?.remove();
  });

  /** A replica session of the test's own: pausing replay is a superuser's function call. */
  async function onReplica(statement: string) {
    const client = new pg.Client({ connectionString: servers.replica.url(databaseName) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it("reads a write on the primary through the replica once it has replayed it", async () => {
    const partner = await createPartner(test.db);
    await servers.caughtUp();
    const reading = await replica.check();
    // Other tests may be writing on the same server: the replica is close behind, rarely exactly level.
    expect(reading.status).toBe("usable");
    expect(reading.lagSeconds).toBeLessThanOrEqual(MAX_LAG_SECONDS);
    const db = replica.forReads();
    expect(db).not.toBeNull();
    const [row] = await (db as Database).select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.slug).toBe(partner.slug);
    expect(await answeredByStandby(db as Database)).toBe(true);
  });

  it("refuses writes: its sessions are read-only", async () => {
    await expect(createPartner(replica.db)).rejects.toThrow();
  });

  it("reports its lag and is passed over while more than the stated lag behind", async () => {
    await onReplica("select pg_wal_replay_pause()");
    try {
      const partner = await createPartner(test.db);
      await replica.check();
      await sleep(MAX_LAG_SECONDS * 1000 + 300);
      const reading = await replica.check();
      expect(reading.status).toBe("behind");
      expect(reading.lagBytes).toBeGreaterThan(0);
      expect(reading.lagSeconds).toBeGreaterThan(MAX_LAG_SECONDS);
      expect(replica.forReads()).toBeNull();
      // What it would have answered: not the partner just written.
      expect(await replica.db.select().from(partners).where(eq(partners.id, partner.id))).toEqual([]);
    } finally {
      await onReplica("select pg_wal_replay_resume()");
    }
    await servers.caughtUp();
    expect((await replica.check()).status).toBe("usable");
  });

  it("sends reads to the primary within the monitor's interval when the replica stops, and back when it returns", async () => {
    const partner = await createPartner(test.db);
    await servers.caughtUp();
    await until(() => replica.forReads() !== null, 2_000);
    changes.length = 0;
    // Requests in a steady stream, each choosing its database as the server does.
    const failures: string[] = [];
    let served = 0;
    let stopped = false;
    const answers: boolean[] = [];
    const stream = (async () => {
      while (!stopped) {
        const db = replica.forReads() ?? test.db;
        try {
          const [row] = await db.select().from(partners).where(eq(partners.id, partner.id));
          if (row?.id === partner.id) served++;
          else failures.push("no row");
        } catch (error) {
          failures.push(String(error));
        }
        await sleep(10);
      }
    })();
    try {
      await sleep(100);
      servers.replica.stop();
      // A query handed the stopped replica still answers, from the primary.
      expect(await answeredByStandby(replica.db)).toBe(false);
      const noticed = await until(() => replica.forReads() === null, INTERVAL_MS + 2_000);
      expect(noticed).toBeLessThanOrEqual(INTERVAL_MS + 2_000);
      expect(replica.reading().status).toBe("down");
      for (let i = 0; i < 10; i++) answers.push(await answeredByStandby(replica.forReads() ?? test.db));
      expect(answers.every((standby) => !standby)).toBe(true);

      servers.replica.start();
      await until(() => replica.forReads() !== null, 5_000);
      expect(await answeredByStandby(replica.forReads() as Database)).toBe(true);
    } finally {
      stopped = true;
      await stream;
    }
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(5);
    // Each change said once: down when it stopped, usable when it came back (perhaps "behind" for a
    // moment while it catches up).
    expect(changes[0]).toBe("down");
    expect(changes.at(-1)).toBe("usable");
    expect(changes.filter((status) => status === "down")).toHaveLength(1);
  });
});
