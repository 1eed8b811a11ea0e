import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
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

/** The trail, newest first, filtered by person, entity and period. */
export async function listAudit(db: Database, filter: AuditFilter, page = 1, pageSize = 50) {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.until) conditions.push(lt(auditLog.at, filter.until));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}
