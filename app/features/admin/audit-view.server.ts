import { asc, max } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { auditLog } from "~/db/schema/admin";

/** The people who made entries, for the filter: each actor once, with the latest label they had. */
export async function auditActors(db: Database) {
  const rows = await db
    .select({ id: auditLog.actorId, label: max(auditLog.actorLabel) })
    .from(auditLog)
    .groupBy(auditLog.actorId)
    .orderBy(asc(max(auditLog.actorLabel)))
    .limit(500);
  return rows.map((row) => ({ id: row.id, label: row.label ?? row.id }));
}

/** The kinds of things the trail names, for the filter. */
export async function auditEntityNames(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity))
    .limit(100);
  return rows.map((row) => row.entity);
}
