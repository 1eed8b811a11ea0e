import { asc, desc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { partnerPages } from "~/db/schema/content";
import { eventSessions, events } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import type { OnWrite } from "~/features/events/manage.server";
import { pageTree } from "~/features/partners/pages";
import * as manage from "~/features/partners/pages-manage.server";
import { type Actor, recordAudit } from "./audit.server";

// The back office's program pages: its list and page, and its changes, which the partners domain
// makes (`features/partners/pages-manage.server.ts`) and the back office audits in the
// transaction of the change. A refusal is the domain's `fail`.

export type { PageInput } from "~/features/partners/pages-manage.server";

const auditedBy =
  (actor: Actor): OnWrite =>
  (tx, change) =>
    recordAudit(tx, { actor, ...change });

/** A new page for a partner, last among its pages. */
export const createPartnerPage = (db: Database, actor: Actor, partnerId: string, input: manage.PageInput) =>
  manage.createPartnerPage(db, partnerId, input, auditedBy(actor));

/** Saves a page's texts and settings. */
export const updatePartnerPage = (db: Database, actor: Actor, id: string, input: manage.PageInput) =>
  manage.updatePartnerPage(db, id, input, auditedBy(actor));

/** Moves a page one place up or down among its siblings. */
export const movePartnerPage = (db: Database, actor: Actor, id: string, direction: "up" | "down") =>
  manage.movePartnerPage(db, id, direction, auditedBy(actor));

/** Every partner with its pages in tree order (for the list). */
export async function listPagesForAdmin(db: Database) {
  const [partnerRows, pageRows] = await Promise.all([
    db.select({ id: partners.id, slug: partners.slug, name: partners.name }).from(partners).orderBy(asc(partners.name)),
    db
      .select({
        id: partnerPages.id,
        partnerId: partnerPages.partnerId,
        path: partnerPages.path,
        isPublic: partnerPages.isPublic,
        titleNl: partnerPages.titleNl,
        titleEn: partnerPages.titleEn,
        listing: partnerPages.listing,
        sessionId: partnerPages.sessionId,
        sortOrder: partnerPages.sortOrder,
      })
      .from(partnerPages),
  ]);
  return partnerRows.map((partner) => ({
    ...partner,
    pages: pageTree(pageRows.filter((page) => page.partnerId === partner.id)),
  }));
}

/** One page for its edit form, its partner, and the sessions it may register for (newest first). */
export async function pageForAdmin(db: Database, id: string) {
  const [page] = await db.select().from(partnerPages).where(eq(partnerPages.id, id));
  if (!page) return null;
  const [partner] = await db
    .select({ id: partners.id, slug: partners.slug, name: partners.name })
    .from(partners)
    .where(eq(partners.id, page.partnerId));
  if (!partner) return null;
  const sessions = await db
    .select({
      id: eventSessions.id,
      slug: eventSessions.slug,
      titleNl: eventSessions.titleNl,
      titleEn: eventSessions.titleEn,
      eventTitleNl: events.titleNl,
      eventTitleEn: events.titleEn,
      startsAt: eventSessions.startsAt,
    })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(or(isNull(events.partnerId), eq(events.partnerId, page.partnerId)))
    .orderBy(desc(eventSessions.startsAt))
    .limit(500);
  return { page, partner, sessions };
}
