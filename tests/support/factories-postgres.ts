import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../../app/db/connection.server";
import { schema } from "../../app/db/schema";

/**
 * A Drizzle handle on a PostgreSQL database by its address (a spec's own instances, see
 * `instance.ts`), for the factories of `factories.ts`. Close it when the rows are in place.
 */
export async function withFactoryDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(drizzle(pool, { schema }) as unknown as Database);
  } finally {
    await pool.end();
  }
}
