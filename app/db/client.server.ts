import { env } from "~/utils/env.server";
import { type Connection, connect, type Database } from "./connection.server";

// One connection per process, kept on globalThis so the development server's module reloads
// never open the embedded database a second time.
const holder = globalThis as typeof globalThis & { __vitaalDb?: Promise<Connection> };

function connection(): Promise<Connection> {
  if (!holder.__vitaalDb) {
    const config = env();
    holder.__vitaalDb = connect(
      config.DATABASE_URL
        ? { kind: "postgres", url: config.DATABASE_URL }
        : { kind: "pglite", dataDir: config.DATA_DIR },
    );
    holder.__vitaalDb.catch(() => {
      holder.__vitaalDb = undefined;
    });
  }
  return holder.__vitaalDb;
}

/** The process's connection (the job queue reaches the same database through it). */
export function getConnection(): Promise<Connection> {
  return connection();
}

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

export async function migrateDatabase(): Promise<void> {
  await (await connection()).migrate();
}

/** Start-up work that one instance at a time may do (see `Connection.exclusive`). */
export async function startupExclusive<T>(work: () => Promise<T>): Promise<T> {
  return (await connection()).exclusive(work);
}

/** The connection pool's use, for the metrics (null on the embedded database). */
export async function databasePoolStats() {
  return (await connection()).poolStats();
}

export async function pingDatabase(): Promise<void> {
  await (await connection()).ping();
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__vitaalDb;
  holder.__vitaalDb = undefined;
  if (pending) await (await pending).close();
}
