import { asc, eq, or } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mediaItems } from "~/db/schema/content";
import { contentAccess, isVisibleTo } from "~/features/partners/visibility.server";
import { isPublishedAt } from "./media";

// The files items play (videos, audio, captions) are addressed as `/media/{name}` and kept outside
// `public/`, where every static server would hand them to anyone: a file answers to the rule of
// the items that use it, the rule their pages follow. One file may serve several items (the demo's
// webinar recording plays the breathing video), so it is as open as the most open of them.

/** Where the files named `/media/…` live, from the working folder (the project, or the install). */
export const MEDIA_FILES_DIR = "private/media";

/**
 * A path items may name for a file of theirs: under `/media/`, plain lower-case segments and an
 * extension, so never `..`, an encoded character or a hidden file.
 */
export function isMediaFilePath(path: string): boolean {
  return /^\/media\/[a-z0-9_-]+(\/[a-z0-9_-]+)*(\.[a-z0-9_-]+)*\.[a-z0-9]+$/.test(path);
}

/** What a viewer needs to know about themselves: whether they are logged in, and their partners. */
export interface FileViewer {
  loggedIn: boolean;
  partnerIds: readonly string[];
}

export type MediaFileAccess =
  /** An item everyone may see uses it: the same for every viewer, so shared caches may keep it. */
  | { kind: "public" }
  /** Only items of the viewer's partners use it: for this viewer alone. */
  | { kind: "private" }
  /** A partner's file and a visitor, who may be one of its members: log in (401). */
  | { kind: "login"; slug: string }
  /** A partner's file and someone else's member: 403. */
  | { kind: "forbidden"; slug: string }
  /** No published item uses it (a draft's, a withdrawn item's, or none at all): 404. */
  | { kind: "missing" };

/**
 * Whether the file at `path` may be served to a viewer at `now`, by the page rule of the items
 * that use it (`isPublishedAt` and `contentAccess`). The viewer is looked up only when no public
 * item uses the file, so a public file costs no session lookup.
 */
export async function mediaFileAccess(
  db: Database,
  path: string,
  viewer: () => Promise<FileViewer>,
  now: Date,
): Promise<MediaFileAccess> {
  if (!isMediaFilePath(path)) return { kind: "missing" };
  const rows = await db
    .select({ slug: mediaItems.slug, partnerId: mediaItems.partnerId, publishedAt: mediaItems.publishedAt })
    .from(mediaItems)
    .where(or(eq(mediaItems.mediaUrl, path), eq(mediaItems.captionsNl, path), eq(mediaItems.captionsEn, path)))
    .orderBy(asc(mediaItems.slug));
  const published = rows.filter((row) => isPublishedAt(row, now));
  const [first] = published;
  if (!first) return { kind: "missing" };
  if (published.some((row) => isVisibleTo(row, []))) return { kind: "public" };
  const who = await viewer();
  if (published.some((row) => contentAccess(row, who) === "ok")) return { kind: "private" };
  return contentAccess(first, who) === "login"
    ? { kind: "login", slug: first.slug }
    : { kind: "forbidden", slug: first.slug };
}
