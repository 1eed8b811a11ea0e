import { type AnyColumn, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { coachInvitations } from "~/db/schema/admin";
import { coaches } from "~/db/schema/coaching";
import { mediaItems, partnerPages } from "~/db/schema/content";
import { eventSessions, events, webinars } from "~/db/schema/events";
import { joinLinks, partners } from "~/db/schema/partners";
import type { Language } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";

// The filters' choices come from the trail itself, a million entries at scale. A plain `distinct`
// or `group by` reads them all; these walk the index instead (a "loose index scan", written as a
// recursive query because PostgreSQL has no skip scan before 18): each step asks the index for the
// first value above the last one found, so the cost grows with the number of distinct values, not
// of entries. The same SQL runs on PGlite.

type Rows = { rows: unknown[] };

/**
 * The people who made entries, for the filter: each actor once, with the label of their latest
 * entry, by label (at most 500). Walks `audit_log_actor_idx (actor_id, at)` backwards: each step is
 * the latest entry of the next actor down, which holds both the actor and their latest label.
 */
export async function auditActors(db: Database) {
  const result = (await db.execute(sql`
    with recursive actor(id, label) as (
      (select actor_id, actor_label from audit_log order by actor_id desc, at desc limit 1)
      union all
      select next.actor_id, next.actor_label from actor
      cross join lateral (
        select entry.actor_id, entry.actor_label from audit_log as entry
        where entry.actor_id < actor.id order by entry.actor_id desc, entry.at desc limit 1
      ) as next
    )
    select id, label from actor order by label, id limit 500`)) as unknown as Rows;
  return (result.rows as { id: string; label: string }[]).map((row) => ({ id: row.id, label: row.label }));
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
