import { and, asc, desc, eq, isNull, max, or } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { partnerPages } from "~/db/schema/content";
import { eventSessions, events } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import { moveAmongSiblings, pageTree } from "~/features/partners/pages";
import { pgCode } from "~/utils/pg-error.server";
import { type Actor, recordAudit } from "./audit.server";
import type { PageListing } from "./pages-admin.schema";
import type { WriteResult } from "./partners.server";

// The back office's program pages: per partner, created, edited in both languages, ordered among
// their siblings, public or for members, optionally registering for one event session. The demo
// seed creates its pages with `createPartnerPage` too, without an actor (nothing to audit).

const refused = (status: 400 | 404 | 409, field: string, key: string): WriteResult<never> => ({
  ok: false,
  status,
  errors: { [field]: `pages.errors.${key}` },
});

export interface PageInput {
  path: string;
  isPublic: boolean;
  titleNl: string;
  titleEn: string;
  introNl: string;
  introEn: string;
  bodyNl: string;
  bodyEn: string;
  listing: PageListing;
  sessionId: string | null;
}

type PageRow = typeof partnerPages.$inferSelect;

function auditFields(row: PageRow) {
  return {
    partnerId: row.partnerId,
    path: row.path,
    isPublic: row.isPublic,
    titleNl: row.titleNl,
    titleEn: row.titleEn,
    introNl: row.introNl,
    introEn: row.introEn,
    bodyNl: row.bodyNl,
    bodyEn: row.bodyEn,
    listing: row.listing,
    sessionId: row.sessionId,
    sortOrder: row.sortOrder,
  };
}

/** A session a page may register for: of an event for everyone or for the page's own partner. */
async function sessionFits(db: Pick<Database, "select">, sessionId: string, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(eventSessions.id, sessionId), or(isNull(events.partnerId), eq(events.partnerId, partnerId))));
  return Boolean(row);
}

/**
 * A new page for a partner. Without `sortOrder` it goes last among the partner's pages. Nobody
 * but its partner's members sees it unless it is public.
 */
export async function createPartnerPage(
  db: Database,
  actor: Actor | null,
  partnerId: string,
  input: PageInput & { sortOrder?: number },
): Promise<WriteResult<{ id: string }>> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) return refused(400, "partnerId", "partner");
  if (input.sessionId && !(await sessionFits(db, input.sessionId, partnerId))) {
    return refused(400, "sessionId", "session");
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ order: max(partnerPages.sortOrder) })
        .from(partnerPages)
        .where(eq(partnerPages.partnerId, partnerId));
      const [created] = await tx
        .insert(partnerPages)
        .values({ partnerId, ...input, sortOrder: input.sortOrder ?? (last?.order ?? -1) + 1 })
        .returning();
      if (!created) throw new Error("insert returned nothing");
      if (actor) {
        await recordAudit(tx, {
          actor,
          action: "create",
          entity: "partner-page",
          entityId: created.id,
          after: auditFields(created),
        });
      }
      return created;
    });
    return { ok: true, value: { id: row.id } };
  } catch (error) {
    if (pgCode(error) === "23505") return refused(409, "path", "pathTaken");
    throw error;
  }
}

/** Saves a page's texts and settings. */
export async function updatePartnerPage(
  db: Database,
  actor: Actor,
  id: string,
  input: PageInput,
): Promise<WriteResult<{ path: string }>> {
  const [before] = await db.select().from(partnerPages).where(eq(partnerPages.id, id));
  if (!before) return refused(404, "form", "unknown");
  if (input.sessionId && !(await sessionFits(db, input.sessionId, before.partnerId))) {
    return refused(400, "sessionId", "session");
  }
  try {
    const after = await db.transaction(async (tx) => {
      const [row] = await tx.update(partnerPages).set(input).where(eq(partnerPages.id, id)).returning();
      if (!row) throw new Error("update returned nothing");
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "partner-page",
        entityId: id,
        before: auditFields(before),
        after: auditFields(row),
      });
      return row;
    });
    return { ok: true, value: { path: after.path } };
  } catch (error) {
    if (pgCode(error) === "23505") return refused(409, "path", "pathTaken");
    throw error;
  }
}

/**
 * Moves a page one place up or down among the pages under the same parent. The partner's pages
 * are locked for the move, so two moves at once cannot mix their numbers.
 */
export async function movePartnerPage(
  db: Database,
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<WriteResult<{ moved: boolean }>> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(partnerPages).where(eq(partnerPages.id, id));
    if (!page) return refused(404, "form", "unknown");
    const pages = await tx
      .select()
      .from(partnerPages)
      .where(eq(partnerPages.partnerId, page.partnerId))
      .orderBy(asc(partnerPages.path))
      .for("update");
    const changes = moveAmongSiblings(pages, page.path, direction);
    if (changes.length === 0) return { ok: true as const, value: { moved: false } };
    for (const change of changes) {
      const before = pages.find((candidate) => candidate.path === change.path);
      if (!before) continue;
      await tx.update(partnerPages).set({ sortOrder: change.sortOrder }).where(eq(partnerPages.id, before.id));
      await recordAudit(tx, {
        actor,
        action: "move",
        entity: "partner-page",
        entityId: before.id,
        before: { sortOrder: before.sortOrder },
        after: { sortOrder: change.sortOrder },
      });
    }
    return { ok: true as const, value: { moved: true } };
  });
}

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
