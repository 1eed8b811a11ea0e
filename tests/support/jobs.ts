import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/connection.server";
import { QUEUE_SCHEMA } from "../../app/features/jobs/queue.server";

export interface JobRow {
  id: string;
  name: string;
  /** The key it was queued with. */
  key: string;
  data: Record<string, unknown>;
  state: string;
  startAfter: Date;
  retryCount: number;
  output: { message?: string } | null;
  sourceName: string | null;
}

/** The queue's jobs as rows (all of them, or one queue's), oldest first: what tests look at. */
export async function jobRows(db: Database, name?: string): Promise<JobRow[]> {
  const result = (await db.execute(sql`
    select id, name, coalesce(singleton_key, '') as "key", data, state, start_after as "startAfter", retry_count as "retryCount", output,
      source_name as "sourceName"
    from ${sql.identifier(QUEUE_SCHEMA)}.job
    where ${name === undefined ? sql`true` : sql`name = ${name}`}
    order by created_on, start_after, id`)) as unknown as { rows: JobRow[] };
  return result.rows.map((row) => ({ ...row, startAfter: new Date(row.startAfter) }));
}

/** Deletes every job (between tests). */
export async function clearJobs(db: Database): Promise<void> {
  await db.execute(sql`delete from ${sql.identifier(QUEUE_SCHEMA)}.job`);
}
