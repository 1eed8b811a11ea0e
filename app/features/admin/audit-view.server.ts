import { type AnyColumn, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { auditLog, coachInvitations } from "~/db/schema/admin";
import { coaches } from "~/db/schema/coaching";
import { mediaItems, partnerPages } from "~/db/schema/content";
import { eventSessions, events, webinars } from "~/db/schema/events";
import { joinLinks, partners } from "~/db/schema/partners";
import type { Language } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";

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
