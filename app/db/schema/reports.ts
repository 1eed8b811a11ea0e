import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { partners } from "./partners";

/**
 * A partner's usage report, one closed month at a time (decision 025): the month's counts and every
 * figure published when it closed, shown or hidden. Written once and never changed, so a report of
 * a past period says the same however often and however late it is asked for. Per minimum group
 * size: a different setting starts a history of its own. Only the application reads it; the
 * reporting role (which reads the usage) has no grant on it.
 */
export const reportMonths = pgTable(
  "report_months",
  {
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    minGroupSize: integer("min_group_size").notNull(),
    /** "YYYY-MM" on the Amsterdam calendar. */
    month: text("month").notNull(),
    /** The frozen record (`FrozenMonth` in app/features/reports/history.ts). */
    data: jsonb("data").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.minGroupSize, table.month] }),
    check("report_months_month_format", sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
