import { and, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { messageReports } from "~/db/schema/messages";
import type { JobHandler } from "~/features/jobs/queue.server";
import { logger } from "~/utils/logger.server";

// How long a closed conversation is kept (decision 030). A conversation is open while its member
// and coach have an appointment to come or had one in the last 6 months; after that it is
// read-only ("closed"), and 12 months after closing, 18 months after their last session, it is
// deleted with its messages and files (the foreign keys cascade). Cancelled appointments do not
// count: they were never a session. Members can read and export it until then.

/** Months after the last session that a conversation closes, and that it is deleted. */
export const CLOSES_AFTER_MONTHS = 6;
export const KEPT_AFTER_CLOSING_MONTHS = 12;
const DELETED_AFTER_MONTHS = CLOSES_AFTER_MONTHS + KEPT_AFTER_CLOSING_MONTHS;

/** Deleted per statement: a long backlog goes in short transactions. */
const BATCH = 500;

/**
 * Deletes the conversations that closed more than 12 months ago: none of their appointments
 * (other than cancelled ones) starts later than 18 months before `now`; one without any counts
 * from when it was opened. An appointment to come therefore always keeps it. Returns how many.
 */
export async function deleteExpiredConversations(db: Database, now: Date): Promise<number> {
  // Months counted on the UTC calendar, as the conversation's own "open" rule counts them.
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - DELETED_AFTER_MONTHS);
  const cutoff = sql`${since.toISOString()}::timestamptz`;
  let deleted = 0;
  for (;;) {
    const result = (await db.execute(sql`
      delete from conversations where id in (
        select c.id from conversations c
        where c.created_at < ${cutoff}
          and not exists (
            select 1 from appointments a
            where a.member_id = c.member_id and a.coach_id = c.coach_id
              and a.status <> 'cancelled' and a.starts_at >= ${cutoff}
          )
        limit ${BATCH}
      )
      returning id`)) as unknown as { rows: { id: string }[] };
    deleted += result.rows.length;
    if (result.rows.length < BATCH) return deleted;
  }
}

/** Months a handled report is kept after it was handled: long enough for a complaint to follow it. */
export const REPORTS_KEPT_AFTER_HANDLING_MONTHS = 12;

/**
 * Deletes the reports handled more than 12 months ago (what the member included goes with them;
 * the audit trail keeps that a report was made, about whom and why). Open reports are never
 * deleted: an administrator has still to read them. Returns how many.
 */
export async function deleteExpiredReports(db: Database, now: Date): Promise<number> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - REPORTS_KEPT_AFTER_HANDLING_MONTHS);
  const gone = await db
    .delete(messageReports)
    .where(and(isNotNull(messageReports.handledAt), lt(messageReports.handledAt, since)))
    .returning({ id: messageReports.id });
  return gone.length;
}

/** The daily job that carries the retention out. */
export function retentionJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "messages-retention": async (_payload, now) => {
      const db = await getDatabase();
      const deleted = await deleteExpiredConversations(db, now);
      if (deleted > 0) logger.info({ deleted }, "closed conversations past their retention deleted");
      const reports = await deleteExpiredReports(db, now);
      if (reports > 0) logger.info({ reports }, "handled message reports past their retention deleted");
    },
  };
}
