import { type AnyColumn, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { auditActors as auditActorsTable, coachInvitations } from "~/db/schema/admin";
import { coaches } from "~/db/schema/coaching";
import { mediaItems, partnerPages } from "~/db/schema/content";
import { eventSessions, events, webinars } from "~/db/schema/events";
import { joinLinks, partners } from "~/db/schema/partners";
import type { Language } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";

// The entity filter's choices come from the trail itself, a million entries at scale. A plain
// `distinct` or `group by` reads them all; `auditEntityNames` walks the index instead (a "loose
// index scan", written as a recursive query because PostgreSQL has no skip scan before 18): each
// step asks the index for the first value above the last one found, so the cost grows with the
// number of distinct values, not of entries. The same SQL runs on PGlite. The people come from
// `audit_actors`, a table of their own (thousands of them at scale: too many to walk on each view).

type Rows = { rows: unknown[] };

/** How many people the filter offers: the most recently active. Anyone else is one link away. */
export const AUDIT_ACTOR_CHOICES = 200;

/**
 * The people who made entries, for the filter: the most recently active first (at most
 * `AUDIT_ACTOR_CHOICES`), each with the label of their latest entry, and the one the filter holds
 * (`selected`) whatever their activity. Read from `audit_actors`, which a trigger keeps as entries
 * are written: a short read of an index, however long the trail. An actor further down is reached
 * from any of their entries (the page links each to the filter).
 */
export async function auditActors(db: Database, selected = ""): Promise<{ id: string; label: string }[]> {
  const latest = await db
    .select({ id: auditActorsTable.actorId, label: auditActorsTable.label })
    .from(auditActorsTable)
    .orderBy(desc(auditActorsTable.lastAt), desc(auditActorsTable.actorId))
    .limit(AUDIT_ACTOR_CHOICES);
  if (!selected || latest.some((actor) => actor.id === selected)) return latest;
  const [chosen] = await db
    .select({ id: auditActorsTable.actorId, label: auditActorsTable.label })
    .from(auditActorsTable)
    .where(eq(auditActorsTable.actorId, selected));
  return chosen ? [...latest, chosen] : latest;
}

/** The kinds of things the trail names, for the filter. Walks `audit_log_entity_idx (entity, …)`. */
export async function auditEntityNames(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive kind(entity) as (
      (select entity from audit_log order by entity limit 1)
      union all
      select (select next.entity from audit_log as next where next.entity > kind.entity order by next.entity limit 1)
      from kind where kind.entity is not null
    )
    select entity from kind where entity is not null order by entity limit 100`)) as unknown as Rows;
  return (result.rows as { entity: string }[]).map((row) => row.entity);
}

/** Ids of the entries of one kind, deduplicated and well-formed for a uuid column where needed. */
function idsOf(entries: { entity: string; entityId: string }[], entity: string, uuid = true): string[] {
  const ids = new Set(entries.filter((entry) => entry.entity === entity).map((entry) => entry.entityId));
  return [...ids].filter((id) => !uuid || isUuid(id));
}

/**
 * What the entries of a page are about, by name: a person's or coach's name, a partner's, the title
 * of an event, webinar, media item or page in the reader's language. Keyed `entity:id`. One query
 * per kind of thing on the page, whatever the number of entries. A thing that is gone has no name;
 * reports and safety concerns are never named (their subject is private).
 */
export async function auditSubjects(
  db: Database,
  entries: { entity: string; entityId: string }[],
  lng: Language,
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const put = (entity: string, rows: { id: string; name: string | null }[]) => {
    for (const row of rows) if (row.name) names[`${entity}:${row.id}`] = row.name;
  };
  const title = (nl: AnyColumn, en: AnyColumn) => (lng === "nl" ? nl : en);
  const lookups: [string, boolean, (ids: string[]) => Promise<{ id: string; name: string | null }[]>][] = [
    ["user", false, (ids) => db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))],
    [
      "coach",
      true,
      (ids) => db.select({ id: coaches.id, name: coaches.name }).from(coaches).where(inArray(coaches.id, ids)),
    ],
    [
      "partner",
      true,
      (ids) => db.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, ids)),
    ],
    [
      "join-link",
      true,
      (ids) =>
        db
          .select({ id: joinLinks.id, name: sql<string>`${partners.name} || ' (' || ${joinLinks.slug} || ')'` })
          .from(joinLinks)
          .innerJoin(partners, eq(partners.id, joinLinks.partnerId))
          .where(inArray(joinLinks.id, ids)),
    ],
    [
      "coach-invitation",
      true,
      (ids) =>
        db
          .select({ id: coachInvitations.id, name: coachInvitations.name })
          .from(coachInvitations)
          .where(inArray(coachInvitations.id, ids)),
    ],
    [
      "event",
      true,
      (ids) =>
        db
          .select({ id: events.id, name: sql<string>`${title(events.titleNl, events.titleEn)}` })
          .from(events)
          .where(inArray(events.id, ids)),
    ],
    [
      "event-session",
      true,
      (ids) =>
        db
          .select({ id: eventSessions.id, name: sql<string>`${title(eventSessions.titleNl, eventSessions.titleEn)}` })
          .from(eventSessions)
          .where(inArray(eventSessions.id, ids)),
    ],
    [
      "webinar",
      true,
      (ids) =>
        db
          .select({ id: webinars.id, name: sql<string>`${title(webinars.titleNl, webinars.titleEn)}` })
          .from(webinars)
          .where(inArray(webinars.id, ids)),
    ],
    [
      "media-item",
      true,
      (ids) =>
        db
          .select({ id: mediaItems.id, name: sql<string>`${title(mediaItems.titleNl, mediaItems.titleEn)}` })
          .from(mediaItems)
          .where(inArray(mediaItems.id, ids)),
    ],
    [
      "partner-page",
      true,
      (ids) =>
        db
          .select({ id: partnerPages.id, name: sql<string>`${title(partnerPages.titleNl, partnerPages.titleEn)}` })
          .from(partnerPages)
          .where(inArray(partnerPages.id, ids)),
    ],
  ];
  for (const [entity, uuid, lookup] of lookups) {
    const ids = idsOf(entries, entity, uuid);
    if (ids.length > 0) put(entity, await lookup(ids));
  }
  return names;
}
