import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { auditLog } from "~/db/schema/admin";

/** Who made an administrative change: the acting account's id, name and address. */
export interface Actor {
  id: string;
  name: string;
  email: string;
}

type Fields = Record<string, unknown>;

/** Fields whose values never enter the trail: they are shown as changed, never as what they are. */
const SECRET = /secret|token|^password$|^logo$|^photo$/i;
export const MASKED = "••••";

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `${value.byteLength} bytes`;
  return value;
}

/**
 * The fields of `after` that differ from `before` (every field on a create, every field of
 * `before` on a delete), each side masked where it is a secret.
 */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changedBefore: Fields = {};
  const changedAfter: Fields = {};
  for (const key of [...keys].sort()) {
    const old = plain(before?.[key]);
    const now = plain(after?.[key]);
    if (before && after && JSON.stringify(old) === JSON.stringify(now)) continue;
    const mask = (value: unknown) => (SECRET.test(key) && value !== null && value !== undefined ? MASKED : value);
    if (before) changedBefore[key] = mask(old) ?? null;
    if (after) changedAfter[key] = mask(now) ?? null;
  }
  return { before: before ? changedBefore : null, after: after ? changedAfter : null };
}

/**
 * Records one administrative write. Call it with the transaction that makes the change, so the
 * change and its entry are saved together or not at all.
 */
export async function recordAudit(
  tx: Pick<Database, "insert">,
  entry: {
    actor: Actor;
    action: string;
    entity: string;
    entityId: string;
    before?: Fields | null;
    after?: Fields | null;
  },
): Promise<void> {
  const changed = changedFields(entry.before ?? null, entry.after ?? null);
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorLabel: `${entry.actor.name} <${entry.actor.email}>`,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: changed.before,
    after: changed.after,
  });
}

export interface AuditFilter {
  actorId?: string | null;
  entity?: string | null;
  entityId?: string | null;
  /** Inclusive start and exclusive end of the period. */
  from?: Date | null;
  until?: Date | null;
}

/** Where a page of the trail starts: just past an entry, towards older or newer entries. */
export interface AuditCursor {
  direction: "older" | "newer";
  id: number;
}

/** A page of the trail, and whether there are older and newer entries beyond it. */
export interface AuditPage {
  entries: (typeof auditLog.$inferSelect)[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/**
 * One page of the trail, newest first, filtered by person, entity and period, paged by keyset
 * (`at`, then id, both descending): a page starts just past the entry `cursor` names, so a deep page
 * costs what the first does (an offset reads and drops every row before it) and an entry written
 * meanwhile neither shifts nor repeats what the next page shows. The entry's time is read in SQL, not
 * handed back from JavaScript, whose dates drop the microseconds the column keeps.
 */
export async function auditPage(
  db: Database,
  filter: AuditFilter,
  cursor: AuditCursor | null = null,
  pageSize = 50,
): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.until) conditions.push(lt(auditLog.at, filter.until));
  const page = (direction: "older" | "newer", edge: SQL[]) =>
    db
      .select()
      .from(auditLog)
      .where(and(...conditions, ...edge))
      .orderBy(
        ...(direction === "older" ? [desc(auditLog.at), desc(auditLog.id)] : [asc(auditLog.at), asc(auditLog.id)]),
      )
      .limit(pageSize + 1);
  if (cursor?.direction === "newer") {
    const edgeAt = sql`(select ${auditLog.at} from ${auditLog} where ${auditLog.id} = ${cursor.id})`;
    const rows = await page("newer", [
      sql`${auditLog.at} >= ${edgeAt}`,
      sql`(${auditLog.at} > ${edgeAt} or ${auditLog.id} > ${cursor.id})`,
    ]);
    // Back at the newest entries: the first page, full, rather than the few left before the cursor.
    if (rows.length > pageSize) return { entries: rows.slice(0, pageSize).reverse(), hasOlder: true, hasNewer: true };
  }
  const edge =
    cursor?.direction === "older"
      ? (() => {
          const edgeAt = sql`(select ${auditLog.at} from ${auditLog} where ${auditLog.id} = ${cursor.id})`;
          return [sql`${auditLog.at} <= ${edgeAt}`, sql`(${auditLog.at} < ${edgeAt} or ${auditLog.id} < ${cursor.id})`];
        })()
      : [];
  const rows = await page("older", edge);
  return {
    entries: rows.slice(0, pageSize),
    hasOlder: rows.length > pageSize,
    hasNewer: cursor?.direction === "older",
  };
}

/** The newest entries of the trail that meet `filter`, newest first. */
export async function listAudit(db: Database, filter: AuditFilter, limit = 50) {
  return (await auditPage(db, filter, null, limit)).entries;
}
