import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { TestClock } from "pg-boss";
import { type Connection, connect, type Database } from "../../app/db/connection.server";
import { JOB_NAMES } from "../../app/features/jobs/names";
import { type JobQueue, openJobQueue, setJobQueue } from "../../app/features/jobs/queue.server";

export interface TestDatabase {
  db: Database;
  connection: Connection;
  /** The job queue on this database, with a clock that `queue.runDue(handlers, at)` moves to `at`. */
  queue: JobQueue;
  close(): Promise<void>;
}

/** Opens the job queue on a test's database and makes it the process's (what `enqueueJob` uses). */
async function withQueue(connection: Connection, drop: () => Promise<void>): Promise<TestDatabase> {
  const queue = await openJobQueue(connection, { names: [...JOB_NAMES], clock: new TestClock() });
  setJobQueue(queue);
  return {
    db: connection.db,
    connection,
    queue,
    close: async () => {
      setJobQueue(undefined);
      await queue.stop(0);
      await drop();
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * TEST_DATABASE_URL a new PostgreSQL database on that server, dropped on close, so parallel
 * workers never share rows. `connections` sizes the pool, for tests of truly simultaneous requests.
 */
export async function createTestDatabase(options: { connections?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const connection = await connect({ kind: "pglite", loadDataDir: await pgliteTemplate() });
    // The copy has every migration: this finds nothing to apply.
    await connection.migrate();
    return withQueue(connection, () => connection.close());
  }
  const name = `vitaal_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ kind: "postgres", url: url.toString(), max: options.connections ?? 4 });
  await connection.migrate();
  return withQueue(connection, async () => {
    await connection.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * The files of a migrated embedded database, made once for the migrations as they are and kept in
 * `.tmp/`: each test file starts its database from a copy of them (about a second) instead of
 * creating and migrating one (several). Written under a temporary name and renamed, so test
 * files that make it at the same time never read half of one.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const name of readdirSync("drizzle", { recursive: true }).map(String).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(join("drizzle", name)));
  }
  const folder = join(".tmp", "pglite-template");
  const file = join(folder, `${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const connection = await connect({ kind: "pglite" });
    await connection.migrate();
    if (connection.queueTarget.kind !== "pglite") throw new Error("not an embedded database");
    const files = await connection.queueTarget.client.dumpDataDir("none");
    await connection.close();
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await files.arrayBuffer()));
    renameSync(partial, file);
    // The files of migrations as they were before are of no more use.
    for (const name of readdirSync(folder)) {
      if (name.endsWith(".tar") && join(folder, name) !== file) rmSync(join(folder, name), { force: true });
    }
    return files;
  }
}

/** One statement on the server's maintenance connection (creating and dropping databases). */
export async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
