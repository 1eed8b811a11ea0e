import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mediaItems, mediaSlugRedirects } from "~/db/schema/content";
import { audienceExists, inTransaction, type OnWrite, unlessDuplicate } from "~/features/events/manage.server";
import { allowedStreamUrl } from "~/features/webinars/stream";
import { fail } from "~/utils/app-error";
import type { Language } from "~/utils/i18n/config";
import { isLocalMediaFile, type MediaState, type MediaTopic, type MediaType, mediaState } from "./media";

// Creating, editing, publishing (now or at a time), withdrawing media items, and their captions:
// the use-cases the back office calls (and the demo seed). A refusal is a `fail` with the field's
// message key (`admin-content` catalog); `onWrite` hears of each change in its transaction (the
// back office's audit trail). A renamed item keeps a redirect from its old slug.

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

type FieldErrors = Partial<Record<string, string>>;

const key = (name: string) => `media.errors.${name}`;
const slugTaken = { slug: key("slugTaken") };

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
  const needed = key("neededToPublish");
  if (!item.summaryNl.trim()) errors.summaryNl = needed;
  if (!item.summaryEn.trim()) errors.summaryEn = needed;
  if (item.type === "article") {
    if (!item.bodyNl.trim()) errors.bodyNl = needed;
    if (!item.bodyEn.trim()) errors.bodyEn = needed;
  } else if (!item.mediaUrl) errors.mediaUrl = needed;
  return errors;
}

/** Refused at each field that is not ready to publish. */
function failUnpublishable(item: Parameters<typeof publishProblems>[0]) {
  const problems = publishProblems(item);
  if (Object.keys(problems).length > 0) fail("invalid", { fields: problems });
}

/** Checks shared by create and save; the cleaned player address. */
async function checkInput(db: Database, input: MediaInput, hosts: readonly string[]): Promise<string | null> {
  const url = checkMediaUrl(input.type === "article" ? null : input.mediaUrl, hosts);
  const errors: FieldErrors = {};
  if (!url.ok) errors.mediaUrl = key(url.key);
  else if (input.type !== "article" && !url.url) errors.mediaUrl = key("mediaUrlRequired");
  if (!(await audienceExists(db, input.partnerId))) errors.partnerId = key("partner");
  if (Object.keys(errors).length > 0) fail("invalid", { fields: errors });
  return url.ok ? url.url : null;
}

/** Whether a slug is free for this item: no other item has it now or had it before. */
async function slugFree(db: Database, slug: string, ownId: string | null): Promise<boolean> {
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

/** The columns the create and save forms write. */
function columnsOf(input: MediaInput, mediaUrl: string | null) {
  return {
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
    mediaUrl,
    durationSeconds: input.durationSeconds,
  };
}

/** Changes an item under a lock on its row and tells `onWrite`; `change` gets the row as it was. */
async function changeItem(
  db: Database,
  id: string,
  onWrite: OnWrite | undefined,
  change: (before: MediaRow, tx: Database) => Promise<{ action: string; values: Partial<MediaRow> }>,
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
    if (!before) return fail("notFound", { key: key("unknown") });
    const { action, values } = await change(before, tx);
    const [after] = await tx
      .update(mediaItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mediaItems.id, id))
      .returning();
    if (!after) throw new Error("update returned nothing");
    const publication = action !== "update";
    await onWrite?.(tx, {
      action,
      entity: "media-item",
      entityId: id,
      before: publication ? { publishedAt: before.publishedAt, withdrawnAt: before.withdrawnAt } : auditFields(before),
      after: publication ? { publishedAt: after.publishedAt, withdrawnAt: after.withdrawnAt } : auditFields(after),
    });
    return after;
  });
}

/** A new item, a draft: nobody sees it until it is published. */
export async function createMediaItem(db: Database, input: MediaInput, hosts: readonly string[], onWrite?: OnWrite) {
  const mediaUrl = await checkInput(db, input, hosts);
  if (!(await slugFree(db, input.slug, null))) fail("conflict", { fields: slugTaken });
  const created = await unlessDuplicate(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(mediaItems)
          .values({
            ...columnsOf(input, mediaUrl),
            captionsNl: input.captionFiles?.nl ?? null,
            captionsEn: input.captionFiles?.en ?? null,
            publishedAt: null,
          })
          .returning();
        if (!row) throw new Error("insert returned nothing");
        await onWrite?.(tx, { action: "create", entity: "media-item", entityId: row.id, after: auditFields(row) });
        return row;
      }),
    slugTaken,
  );
  return { id: created.id, slug: created.slug };
}

/**
 * Saves an item's texts and settings. A changed slug leaves a redirect from the old one; going
 * back to an earlier slug takes its redirect away. A published or scheduled item must stay
 * publishable.
 */
export async function updateMediaItem(
  db: Database,
  id: string,
  input: MediaInput,
  hosts: readonly string[],
  onWrite?: OnWrite,
) {
  const [current] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!current) fail("notFound", { key: key("unknown") });
  const mediaUrl = await checkInput(db, input, hosts);
  if (current.publishedAt) failUnpublishable({ ...input, mediaUrl });
  if (input.slug !== current.slug && !(await slugFree(db, input.slug, id))) fail("conflict", { fields: slugTaken });
  const after = await unlessDuplicate(
    () =>
      changeItem(db, id, onWrite, async (before, tx) => {
        if (input.slug !== before.slug) {
          await tx
            .delete(mediaSlugRedirects)
            .where(and(eq(mediaSlugRedirects.oldSlug, input.slug), eq(mediaSlugRedirects.mediaId, id)));
          await tx.insert(mediaSlugRedirects).values({ oldSlug: before.slug, mediaId: id }).onConflictDoNothing();
        }
        return { action: "update", values: columnsOf(input, mediaUrl) };
      }),
    slugTaken,
  );
  return { slug: after.slug };
}

export type PublicationChange =
  | { kind: "publish"; at: Date }
  | { kind: "schedule"; at: Date }
  | { kind: "unpublish" }
  | { kind: "withdraw" };

/** The publication columns a change sets, or its refusal in the item's state. */
function publicationOf(before: MediaRow, change: PublicationChange, now: Date) {
  const state = mediaState(before, now);
  switch (change.kind) {
    case "publish":
    case "schedule":
      failUnpublishable(before);
      // A published item is taken down by withdrawing it, not by scheduling it again.
      if (state === "published") fail("conflict", { key: key("alreadyPublished") });
      if (change.kind === "schedule" && change.at.getTime() <= now.getTime()) {
        fail("invalid", { fields: { publishAt: key("publishAtPast") } });
      }
      return { publishedAt: change.at, withdrawnAt: null };
    case "unpublish":
      if (state !== "scheduled" && state !== "withdrawn") fail("conflict", { key: key("notScheduled") });
      return { publishedAt: null, withdrawnAt: null };
    case "withdraw":
      if (state !== "published") fail("conflict", { key: key("notPublished") });
      return { publishedAt: null, withdrawnAt: now };
  }
}

/**
 * Publishes an item now (`at`: the moment, normally `now`), schedules it for a later time, takes a
 * scheduled or withdrawn item back to draft, or withdraws a published one. The row is locked for
 * the change, so two administrators cannot interleave.
 */
export async function setMediaPublication(
  db: Database,
  id: string,
  change: PublicationChange,
  now: Date,
  onWrite?: OnWrite,
): Promise<{ state: MediaState }> {
  const after = await changeItem(db, id, onWrite, async (before) => ({
    action: change.kind === "withdraw" ? "take-down" : change.kind,
    values: publicationOf(before, change, now),
  }));
  return { state: mediaState(after, now) };
}

/** Stores uploaded WebVTT captions for one language (checked by the caller), or removes them (null). */
export async function setMediaCaptions(
  db: Database,
  id: string,
  language: Language,
  vtt: string | null,
  onWrite?: OnWrite,
): Promise<void> {
  await changeItem(db, id, onWrite, async (before) => {
    if (vtt !== null && before.type === "article") fail("invalid", { fields: { captions: key("captionsArticle") } });
    return { action: "update", values: language === "nl" ? { captionsTextNl: vtt } : { captionsTextEn: vtt } };
  });
}
