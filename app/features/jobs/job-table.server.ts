import { sql } from "drizzle-orm";
import { integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { QUEUE_SCHEMA } from "./queue.server";

/**
 * pg-boss's job table, for what the app reads and erases in its own transactions: the back office's
 * list, a person's download, the erasure of an account's queued mail. pg-boss owns the table and its
 * migrations (it sits outside `app/db/schema`, so the app's migrations never touch it); only the
 * columns read here are declared.
 */
export const queueJobs = pgSchema(QUEUE_SCHEMA).table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  /** The key the job was queued with (see `JobQueue.send`). */
  key: text("singleton_key"),
  data: jsonb("data").$type<Record<string, unknown>>(),
  state: text("state").notNull(),
  retryCount: integer("retry_count").notNull(),
  retryLimit: integer("retry_limit").notNull(),
  startAfter: timestamp("start_after", { withTimezone: true }).notNull(),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
  startedOn: timestamp("started_on", { withTimezone: true }),
  completedOn: timestamp("completed_on", { withTimezone: true }),
  output: jsonb("output").$type<{ message?: string } | null>(),
  sourceName: text("source_name"),
  sourceOutput: jsonb("source_output").$type<{ message?: string } | null>(),
  sourceRetryCount: integer("source_retry_count"),
});

/** Jobs that have not run yet: waiting for their time or to be tried again. */
export const notYetRun = sql`${queueJobs.state} in ('created', 'retry')`;
