import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A member's explicit consent to process health data (GDPR art. 9); withdrawing deletes the scans. */
export const vitascanConsents = pgTable("vitascan_consents", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The version of the consent text agreed to. */
  version: integer("version").notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One scan: answers saved step by step, scored when finished. Readable by its member alone; no
 * other role's page reads this table.
 */
export const vitascans = pgTable(
  "vitascans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    instrumentVersion: integer("instrument_version").notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull().default({}),
    /** The step to show next (0-based). */
    step: smallint("step").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The scored result (see `app/features/vitascan/scoring.ts`), once completed. */
    result: jsonb("result"),
    overall: smallint("overall"),
  },
  (table) => [
    index("vitascans_user_idx").on(table.userId, table.completedAt),
    // At most one unfinished scan per member, so every device resumes the same one.
    uniqueIndex("vitascans_one_open").on(table.userId).where(sql`${table.completedAt} is null`),
    check("vitascans_overall_range", sql`${table.overall} is null or ${table.overall} between 0 and 100`),
    check("vitascans_completed_scored", sql`(${table.completedAt} is null) = (${table.result} is null)`),
  ],
);

/**
 * A withdrawal of consent that can still be undone: the member's consent, scans and pending scan
 * reminders, moved out of `vitascan_consents`, `vitascans` and the job queue at the moment of
 * withdrawal (so nothing that reads those sees them any more) and held here as they were, for 30
 * seconds. Undo puts them back; the `vitascan-purge` job then deletes the row for good. Deleting
 * the account deletes it at once (cascade).
 */
export const vitascanWithdrawals = pgTable("vitascan_withdrawals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }).notNull(),
  /** The consent row as it was (`to_jsonb`), or null when there was none. */
  consent: jsonb("consent"),
  /** The scan rows as they were (`to_jsonb` of each), restored with `jsonb_populate_recordset`. */
  scans: jsonb("scans").notNull().default([]),
  /** The scan reminders that had not run: their key, time and payload. */
  reminders: jsonb("reminders")
    .$type<{ key: string; runAt: string; payload: Record<string, unknown> }[]>()
    .notNull()
    .default([]),
});
