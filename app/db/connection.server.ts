import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server";
import { schema } from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  db: Database;
  kind: "pglite" | "postgres";
  /** Brings the schema up to date; instances starting together migrate one after the other. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs start-up work on this database (migrations, demo
   * seeding). Not re-entrant: do not call it, or `migrate`, inside `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The pool's connections (PostgreSQL), for the metrics; null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where the job queue keeps its tables: the same database, reached its own way (see the jobs feature). */
  queueTarget: { kind: "postgres"; url: string } | { kind: "pglite"; client: PGlite };
}

export type ConnectionTarget =
  | { kind: "postgres"; url: string; max?: number }
  /**
   * `dataDir` undefined: in memory. `loadDataDir`: start from a copy of another database's files
   * (`PGlite.dumpDataDir`), as the tests do from one migrated database.
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = resolve(process.cwd(), "drizzle");

/**
 * The advisory lock of start-up work, a constant of this application (advisory locks are per
 * database, so other databases on the server are not held up). Held by a session: when the
 * instance holding it dies, PostgreSQL releases it with the connection.
 */
export const STARTUP_LOCK = 0x56_69_74_61; // "Vita"

export async function connect(target: ConnectionTarget): Promise<Connection> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10 });
    // An idle connection the server closed (a restart, a dropped test database) is replaced by the
    // pool on the next query; it must not take the process down.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    };
    return {
      db: db as unknown as Database,
      kind: "postgres",
      // Drizzle's migrator reads the applied migrations and then applies the rest: two instances
      // doing that at once would both apply them. Under the lock, the second finds nothing to do.
      migrate: () => exclusive(() => migratePg(db, { migrationsFolder })),
      exclusive,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      queueTarget: { kind: "postgres", url: target.url },
    };
  }
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
      extensions: { btree_gist, pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // The data folder's lock already keeps every other process out of an embedded database.
    exclusive: (work) => work(),
    poolStats: () => null,
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      unlock();
    },
    queueTarget: { kind: "pglite", client },
  };
}
