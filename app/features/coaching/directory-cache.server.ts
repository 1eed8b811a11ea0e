import type { Database } from "~/db/connection.server";
import type { Language } from "~/features/i18n/config";
import type { DirectoryQuery } from "./directory";
import { type DirectoryPage, searchDirectory } from "./directory.server";

/**
 * The directory's pages are the same for everyone, so a page is kept for a few seconds. Anything
 * that changes what it shows (a booking, a cancellation, hours, a profile) empties the cache of this
 * instance at once; other instances catch up within the TTL.
 */
const TTL_MS = 10_000;
const cache = new Map<string, { until: number; page: Promise<DirectoryPage> }>();

export function invalidateDirectory(): void {
  cache.clear();
}

export function cachedDirectory(db: Database, query: DirectoryQuery, lng: Language, now: Date): Promise<DirectoryPage> {
  const key = `${lng}|${JSON.stringify(query)}`;
  const hit = cache.get(key);
  if (hit && hit.until > now.getTime()) return hit.page;
  const page = searchDirectory(db, query, lng, now);
  cache.set(key, { until: now.getTime() + TTL_MS, page });
  // A failed search is not kept.
  page.catch(() => cache.delete(key));
  if (cache.size > 500) cache.delete(cache.keys().next().value as string);
  return page;
}
