import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mediaItems, mediaSlugRedirects } from "~/db/schema/content";
import { partners } from "~/db/schema/partners";
import type { Language } from "~/features/i18n/config";
import { isLocalMediaFile, type MediaState, type MediaTopic, type MediaType, mediaState } from "~/features/media/media";
import { allowedStreamUrl } from "~/features/webinars/stream";
import { pgCode } from "~/utils/pg-error.server";
import { type Actor, recordAudit } from "./audit.server";
import type { MediaListState } from "./media-admin.schema";
import type { FieldErrors, WriteResult } from "./partners.server";

// The back office's media: creating, editing, publishing (now or at a time), withdrawing, captions.
// The demo seed creates its items with these same functions, without an actor (nothing to audit:
// no person made the change). Every write by an administrator records its audit entry in the
// transaction of the change.

const refused = (status: 400 | 404 | 409, field: string, key: string): WriteResult<never> => ({
  ok: false,
  status,
  errors: { [field]: `media.errors.${key}` },
});

/** Everything an item is made of, as the create and save forms (and the seed) give it. */
export interface MediaInput {
  slug: string;
  type: MediaType;
  topic: MediaTopic;
  partnerId: string | null;
  titleNl: string;
  titleEn: string;
  summaryNl: string;
  summaryEn: string;
  bodyNl: string;
  bodyEn: string;
  mediaUrl: string | null;
  durationSeconds: number | null;
  /** Same-origin WebVTT files shipped with the site (the demo's); uploads use `setMediaCaptions`. */
  captionFiles?: { nl: string; en: string } | null;
}

/**
 * The player's address when it may be stored: a same-origin video or audio file of the site, or an
 * https address on an allowed stream host exactly; otherwise the reason.
 */
export function checkMediaUrl(
  value: string | null,
  hosts: readonly string[],
): { ok: true; url: string | null } | { ok: false; key: "mediaUrlHost" } {
  if (!value) return { ok: true, url: null };
  if (isLocalMediaFile(value)) return { ok: true, url: value };
  const allowed = allowedStreamUrl(value, hosts);
  return allowed ? { ok: true, url: allowed } : { ok: false, key: "mediaUrlHost" };
}

/** What is missing before an item may be published (or stay published): per field, a message key. */
export function publishProblems(item: {
  type: string;
  summaryNl: string;
  summaryEn: string;
  bodyNl: string;
  bodyEn: string;
  mediaUrl: string | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  const needed = "media.errors.neededToPublish";
  if (!item.summaryNl.trim()) errors.summaryNl = needed;
  if (!item.summaryEn.trim()) errors.summaryEn = needed;
  if (item.type === "article") {
    if (!item.bodyNl.trim()) errors.bodyNl = needed;
    if (!item.bodyEn.trim()) errors.bodyEn = needed;
  } else if (!item.mediaUrl) errors.mediaUrl = needed;
  return errors;
}

/** Checks shared by create and save; the cleaned player address. */
async function checkInput(
  db: Database,
  input: MediaInput,
  hosts: readonly string[],
): Promise<{ ok: true; mediaUrl: string | null } | { ok: false; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const url = checkMediaUrl(input.type === "article" ? null : input.mediaUrl, hosts);
  if (!url.ok) errors.mediaUrl = `media.errors.${url.key}`;
  else if (input.type !== "article" && !url.url) errors.mediaUrl = "media.errors.mediaUrlRequired";
  if (input.partnerId) {
    const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId));
    if (!partner) errors.partnerId = "media.errors.partner";
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, mediaUrl: url.ok ? url.url : null };
}

/** Whether a slug is free for this item: no other item has it now or had it before. */
async function slugFree(db: Pick<Database, "select">, slug: string, ownId: string | null): Promise<boolean> {
  const [current] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(and(eq(mediaItems.slug, slug), ownId ? ne(mediaItems.id, ownId) : undefined));
  if (current) return false;
  const [old] = await db
    .select({ id: mediaSlugRedirects.mediaId })
    .from(mediaSlugRedirects)
    .where(eq(mediaSlugRedirects.oldSlug, slug));
  return !old || old.id === ownId;
}

type MediaRow = typeof mediaItems.$inferSelect;

/** The fields of an item as the audit trail records them. */
function auditFields(row: MediaRow) {
  return {
    slug: row.slug,
    type: row.type,
    topic: row.topic,
    partnerId: row.partnerId,
    titleNl: row.titleNl,
    titleEn: row.titleEn,
    summaryNl: row.summaryNl,
    summaryEn: row.summaryEn,
    bodyNl: row.bodyNl,
    bodyEn: row.bodyEn,
    mediaUrl: row.mediaUrl,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt,
    withdrawnAt: row.withdrawnAt,
    captionsNl: row.captionsTextNl ? `${row.captionsTextNl.length} characters` : row.captionsNl,
    captionsEn: row.captionsTextEn ? `${row.captionsTextEn.length} characters` : row.captionsEn,
  };
}

/** A new item, a draft: nobody sees it until it is published. */
export async function createMediaItem(
  db: Database,
  actor: Actor | null,
  input: MediaInput,
  hosts: readonly string[],
): Promise<WriteResult<{ id: string; slug: string }>> {
  const checked = await checkInput(db, input, hosts);
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  if (!(await slugFree(db, input.slug, null))) return refused(409, "slug", "slugTaken");
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(mediaItems)
        .values({
          slug: input.slug,
          type: input.type,
          topic: input.topic,
          partnerId: input.partnerId,
          titleNl: input.titleNl,
          titleEn: input.titleEn,
          summaryNl: input.summaryNl,
          summaryEn: input.summaryEn,
          bodyNl: input.bodyNl,
          bodyEn: input.bodyEn,
          mediaUrl: checked.mediaUrl,
          captionsNl: input.captionFiles?.nl ?? null,
          captionsEn: input.captionFiles?.en ?? null,
          durationSeconds: input.durationSeconds,
          publishedAt: null,
        })
        .returning();
      if (!created) throw new Error("insert returned nothing");
      if (actor) {
        await recordAudit(tx, {
          actor,
          action: "create",
          entity: "media-item",
          entityId: created.id,
          after: auditFields(created),
        });
      }
      return created;
    });
    return { ok: true, value: { id: row.id, slug: row.slug } };
  } catch (error) {
    if (pgCode(error) === "23505") return refused(409, "slug", "slugTaken");
    throw error;
  }
}

/**
 * Saves an item's texts and settings. A changed slug leaves a redirect from the old one; going
 * back to an earlier slug takes its redirect away. A published or scheduled item must stay
 * publishable.
 */
export async function updateMediaItem(
  db: Database,
  actor: Actor,
  id: string,
  input: MediaInput,
  hosts: readonly string[],
): Promise<WriteResult<{ slug: string }>> {
  const [before] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!before) return refused(404, "form", "unknown");
  const checked = await checkInput(db, input, hosts);
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  if (before.publishedAt) {
    const problems = publishProblems({ ...input, mediaUrl: checked.mediaUrl });
    if (Object.keys(problems).length > 0) return { ok: false, status: 400, errors: problems };
  }
  if (input.slug !== before.slug && !(await slugFree(db, input.slug, id))) return refused(409, "slug", "slugTaken");
  try {
    const slug = await db.transaction(async (tx) => {
      const [after] = await tx
        .update(mediaItems)
        .set({
          slug: input.slug,
          type: input.type,
          topic: input.topic,
          partnerId: input.partnerId,
          titleNl: input.titleNl,
          titleEn: input.titleEn,
          summaryNl: input.summaryNl,
          summaryEn: input.summaryEn,
          bodyNl: input.bodyNl,
          bodyEn: input.bodyEn,
          mediaUrl: checked.mediaUrl,
          durationSeconds: input.durationSeconds,
          updatedAt: new Date(),
        })
        .where(eq(mediaItems.id, id))
        .returning();
      if (!after) throw new Error("update returned nothing");
      if (after.slug !== before.slug) {
        await tx
          .delete(mediaSlugRedirects)
          .where(and(eq(mediaSlugRedirects.oldSlug, after.slug), eq(mediaSlugRedirects.mediaId, id)));
        await tx.insert(mediaSlugRedirects).values({ oldSlug: before.slug, mediaId: id }).onConflictDoNothing();
      }
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "media-item",
        entityId: id,
        before: auditFields(before),
        after: auditFields(after),
      });
      return after.slug;
    });
    return { ok: true, value: { slug } };
  } catch (error) {
    if (pgCode(error) === "23505") return refused(409, "slug", "slugTaken");
    throw error;
  }
}

export type PublicationChange =
  | { kind: "publish"; at: Date }
  | { kind: "schedule"; at: Date }
  | { kind: "unpublish" }
  | { kind: "withdraw" };

/**
 * Publishes an item now (`at`: the moment, normally `now`), schedules it for a later time, takes a
 * scheduled or withdrawn item back to draft, or withdraws a published one. The row is locked for
 * the change, so two administrators cannot interleave.
 */
export async function setMediaPublication(
  db: Database,
  actor: Actor | null,
  id: string,
  change: PublicationChange,
  now: Date,
): Promise<WriteResult<{ state: MediaState }>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
    if (!before) return refused(404, "form", "unknown");
    const state = mediaState(before, now);
    let values: { publishedAt: Date | null; withdrawnAt: Date | null };
    switch (change.kind) {
      case "publish":
      case "schedule": {
        const problems = publishProblems(before);
        if (Object.keys(problems).length > 0) return { ok: false as const, status: 400 as const, errors: problems };
        // A published item is taken down by withdrawing it, not by scheduling it again.
        if (state === "published") return refused(409, "form", "alreadyPublished");
        if (change.kind === "schedule" && change.at.getTime() <= now.getTime()) {
          return refused(400, "publishAt", "publishAtPast");
        }
        values = { publishedAt: change.at, withdrawnAt: null };
        break;
      }
      case "unpublish":
        if (state !== "scheduled" && state !== "withdrawn") return refused(409, "form", "notScheduled");
        values = { publishedAt: null, withdrawnAt: null };
        break;
      case "withdraw":
        if (state !== "published") return refused(409, "form", "notPublished");
        values = { publishedAt: null, withdrawnAt: now };
        break;
    }
    const [after] = await tx
      .update(mediaItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mediaItems.id, id))
      .returning();
    if (!after) throw new Error("update returned nothing");
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: change.kind === "withdraw" ? "take-down" : change.kind,
        entity: "media-item",
        entityId: id,
        before: { publishedAt: before.publishedAt, withdrawnAt: before.withdrawnAt },
        after: { publishedAt: after.publishedAt, withdrawnAt: after.withdrawnAt },
      });
    }
    return { ok: true as const, value: { state: mediaState(after, now) } };
  });
}

/** Stores uploaded WebVTT captions for one language (checked by the caller), or removes them (null). */
export async function setMediaCaptions(
  db: Database,
  actor: Actor,
  id: string,
  language: Language,
  vtt: string | null,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
    if (!before) return refused(404, "form", "unknown");
    if (vtt !== null && before.type === "article") return refused(400, "captions", "captionsArticle");
    const column = language === "nl" ? { captionsTextNl: vtt } : { captionsTextEn: vtt };
    const [after] = await tx
      .update(mediaItems)
      .set({ ...column, updatedAt: new Date() })
      .where(eq(mediaItems.id, id))
      .returning();
    if (!after) throw new Error("update returned nothing");
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "media-item",
      entityId: id,
      before: auditFields(before),
      after: auditFields(after),
    });
    return { ok: true as const, value: undefined };
  });
}

/** Whether an item exists (a preview is for an item's page). */
export async function mediaExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.id, id));
  return Boolean(row);
}

/** The back office's list: every item with its state at `now`, filtered by state, newest first. */
export async function listMediaForAdmin(db: Database, state: MediaListState, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const where = {
    all: undefined,
    draft: and(isNull(mediaItems.publishedAt), isNull(mediaItems.withdrawnAt)),
    scheduled: sql`${mediaItems.publishedAt} > ${at}`,
    published: sql`${mediaItems.publishedAt} <= ${at}`,
    withdrawn: isNotNull(mediaItems.withdrawnAt),
  }[state];
  const rows = await db
    .select({
      id: mediaItems.id,
      slug: mediaItems.slug,
      type: mediaItems.type,
      topic: mediaItems.topic,
      titleNl: mediaItems.titleNl,
      titleEn: mediaItems.titleEn,
      partnerName: partners.name,
      publishedAt: mediaItems.publishedAt,
      withdrawnAt: mediaItems.withdrawnAt,
      updatedAt: mediaItems.updatedAt,
    })
    .from(mediaItems)
    .leftJoin(partners, eq(partners.id, mediaItems.partnerId))
    .where(where)
    .orderBy(desc(mediaItems.updatedAt), asc(mediaItems.slug));
  return rows.map((row) => ({ ...row, state: mediaState(row, now) }));
}

/** One item as its back office page shows it, with its old slugs. */
export async function mediaForAdmin(db: Database, id: string, now: Date) {
  const [item] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!item) return null;
  const redirects = await db
    .select({ oldSlug: mediaSlugRedirects.oldSlug })
    .from(mediaSlugRedirects)
    .where(eq(mediaSlugRedirects.mediaId, id))
    .orderBy(asc(mediaSlugRedirects.createdAt));
  return { item, state: mediaState(item, now), oldSlugs: redirects.map((row) => row.oldSlug) };
}

/** Partners to choose from, archived ones included (an item may already be theirs). */
export async function partnerChoices(db: Database) {
  return db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(asc(partners.name));
}
