import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/connection.server";
import { EXACT_UP_TO, type Figure } from "./figures";

// Counts for the back office that cost the same at a thousand rows and at a million: a count reads
// at most `cap + 1` rows; beyond that the figure is the planner's estimate of the same query (from
// the statistics ANALYZE keeps) or, where there are no statistics to go on, "more than the cap".

type Rows = { rows: unknown[] };

/** The planner's estimate of the rows a query returns, or null when the plan cannot be read. */
async function plannedRows(db: Database, query: SQLWrapper): Promise<number | null> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as Rows;
  const cell = Object.values((result.rows[0] ?? {}) as Record<string, unknown>)[0];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan?: { "Plan Rows"?: unknown } }] | null;
  const rows = plan?.[0]?.Plan?.["Plan Rows"];
  return typeof rows === "number" && Number.isFinite(rows) ? rows : null;
}

/**
 * Whether the planner has statistics for `table` or, when it is partitioned (pg-boss's job table),
 * for one of its partitions: reltuples is -1 until a table was first analyzed or vacuumed, and the
 * embedded database never runs autovacuum. Without statistics its estimates are guesses, not figures.
 */
async function hasStatistics(db: Database, table: PgTable): Promise<boolean> {
  const { name, schema } = getTableConfig(table);
  const qualified = `"${schema ?? "public"}"."${name}"`;
  const result = (await db.execute(sql`
    select coalesce(bool_or(reltuples >= 0), false) as known from pg_class
    where oid = to_regclass(${qualified})
       or oid in (select inhrelid from pg_inherits where inhparent = to_regclass(${qualified}))`)) as unknown as Rows;
  return (result.rows[0] as { known?: unknown } | undefined)?.known === true;
}

/**
 * The number of rows `rows` (a select of the rows to count) returns: exact up to `cap`, else the
 * planner's estimate when `table` (the table counted) has statistics and the estimate is above the
 * cap, else "more than `cap`".
 */
export async function boundedCount(db: Database, rows: SQLWrapper, table: PgTable, cap = EXACT_UP_TO): Promise<Figure> {
  const capped = (await db.execute(
    sql`select count(*)::int as n from (${rows} limit ${cap + 1}) as capped`,
  )) as unknown as Rows;
  const counted = Number((capped.rows[0] as { n?: unknown } | undefined)?.n ?? 0);
  if (counted <= cap) return { kind: "exact", value: counted };
  const estimate = (await hasStatistics(db, table)) ? await plannedRows(db, rows) : null;
  return estimate !== null && estimate > cap ? { kind: "about", value: estimate } : { kind: "over", value: cap };
}

/** A select of the rows of `table` that meet `where`, for `boundedCount`. */
export function rowsOf(table: PgTable, where?: SQL): SQL {
  return where ? sql`select 1 from ${table} where ${where}` : sql`select 1 from ${table}`;
}
