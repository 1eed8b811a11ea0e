import { and, asc, eq, isNull, max, or } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { partnerPages } from "~/db/schema/content";
import { eventSessions, events } from "~/db/schema/events";
import { audienceExists, inTransaction, type OnWrite, unlessDuplicate } from "~/features/events/manage.server";
import { fail } from "~/utils/app-error";
import { moveAmongSiblings } from "./pages";

// A partner's program pages: created, edited in both languages, ordered among their siblings,
// public or for members, optionally registering for one event session. The use-cases the back
// office calls (and the demo seed). A refusal is a `fail` with the field's message key
// (`admin-content` catalog); `onWrite` hears of each change in its transaction.

export interface PageInput {
  path: string;
  isPublic: boolean;
  titleNl: string;
  titleEn: string;
  introNl: string;
  introEn: string;
  bodyNl: string;
  bodyEn: string;
  /** One of `pageListings` (the back office's form), which the database checks too. */
  listing: string;
  sessionId: string | null;
}

type PageRow = typeof partnerPages.$inferSelect;

const key = (name: string) => `pages.errors.${name}`;
const pathTaken = { path: key("pathTaken") };

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
async function checkSession(db: Database, sessionId: string | null, partnerId: string): Promise<void> {
  if (!sessionId) return;
  const [row] = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(eq(eventSessions.id, sessionId), or(isNull(events.partnerId), eq(events.partnerId, partnerId))));
  if (!row) fail("invalid", { fields: { sessionId: key("session") } });
}

/**
 * A new page for a partner. Without `sortOrder` it goes last among the partner's pages. Nobody
 * but its partner's members sees it unless it is public.
 */
export async function createPartnerPage(
  db: Database,
  partnerId: string,
  input: PageInput & { sortOrder?: number },
  onWrite?: OnWrite,
): Promise<{ id: string }> {
  if (!(await audienceExists(db, partnerId))) fail("invalid", { fields: { partnerId: key("partner") } });
  await checkSession(db, input.sessionId, partnerId);
  const row = await unlessDuplicate(
    () =>
      inTransaction(db, async (tx) => {
        const [last] = await tx
          .select({ order: max(partnerPages.sortOrder) })
          .from(partnerPages)
          .where(eq(partnerPages.partnerId, partnerId));
        const [created] = await tx
          .insert(partnerPages)
          .values({ partnerId, ...input, sortOrder: input.sortOrder ?? (last?.order ?? -1) + 1 })
          .returning();
        if (!created) throw new Error("insert returned nothing");
        await onWrite?.(tx, {
          action: "create",
          entity: "partner-page",
          entityId: created.id,
          after: auditFields(created),
        });
        return created;
      }),
    pathTaken,
  );
  return { id: row.id };
}

/** Saves a page's texts and settings. */
export async function updatePartnerPage(
  db: Database,
  id: string,
  input: PageInput,
  onWrite?: OnWrite,
): Promise<{ path: string }> {
  const [before] = await db.select().from(partnerPages).where(eq(partnerPages.id, id));
  if (!before) return fail("notFound", { key: key("unknown") });
  await checkSession(db, input.sessionId, before.partnerId);
  const after = await unlessDuplicate(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx.update(partnerPages).set(input).where(eq(partnerPages.id, id)).returning();
        if (!row) throw new Error("update returned nothing");
        const change = { before: auditFields(before), after: auditFields(row) };
        await onWrite?.(tx, { action: "update", entity: "partner-page", entityId: id, ...change });
        return row;
      }),
    pathTaken,
  );
  return { path: after.path };
}

/**
 * Moves a page one place up or down among the pages under the same parent. The partner's pages
 * are locked for the move, so two moves at once cannot mix their numbers.
 */
export async function movePartnerPage(
  db: Database,
  id: string,
  direction: "up" | "down",
  onWrite?: OnWrite,
): Promise<{ moved: boolean }> {
  return inTransaction(db, async (tx) => {
    const [page] = await tx.select().from(partnerPages).where(eq(partnerPages.id, id));
    if (!page) return fail("notFound", { key: key("unknown") });
    const pages = await tx
      .select()
      .from(partnerPages)
      .where(eq(partnerPages.partnerId, page.partnerId))
      .orderBy(asc(partnerPages.path))
      .for("update");
    const changes = moveAmongSiblings(pages, page.path, direction);
    for (const change of changes) {
      const before = pages.find((candidate) => candidate.path === change.path);
      if (!before) continue;
      await tx.update(partnerPages).set({ sortOrder: change.sortOrder }).where(eq(partnerPages.id, before.id));
      await onWrite?.(tx, {
        action: "move",
        entity: "partner-page",
        entityId: before.id,
        before: { sortOrder: before.sortOrder },
        after: { sortOrder: change.sortOrder },
      });
    }
    return { moved: changes.length > 0 };
  });
}
