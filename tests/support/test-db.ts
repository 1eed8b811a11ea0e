import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Connection, connect, type Database } from "../../app/db/connection.server";

export interface TestDatabase {
  db: Database;
  connection: Connection;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * TEST_DATABASE_URL a new PostgreSQL database on that server, dropped on close, so parallel
 * workers never share rows. `connections` sizes the pool, for tests of truly simultaneous requests.
 */
export async function createTestDatabase(options: { connections?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const connection = await connect({ kind: "pglite" });
    await connection.migrate();
    return { db: connection.db, connection, close: () => connection.close() };
  }
  const name = `vitaal_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ kind: "postgres", url: url.toString(), max: options.connections ?? 4 });
  await connection.migrate();
  return {
    db: connection.db,
    connection,
    close: async () => {
      await connection.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
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
