import type { Database } from "~/db/connection.server";
import type { Language } from "~/utils/i18n/config";
import { loadAvailability, slotsFor } from "./availability.server";
import type { DirectoryQuery } from "./directory";
import { type DirectoryPage, searchDirectory } from "./directory.server";
import type { SessionKind } from "./sessions";
import type { Slot } from "./slots";

/**
 * What the public coach pages show is the same for everyone: the directory's pages and a coach's
 * free slots per session type. Each is kept for a few seconds. Anything that changes them (a
 * booking, a cancellation, hours, a profile, a synced calendar) empties this instance's caches at
 * once through `invalidateCoachViews`; other instances catch up within the TTL. Booking checks the
 * slot again in its transaction, so a slot shown a few seconds too long is refused, never taken
 * twice. Kept per database, so tests on databases of their own never see each other's pages. The
 * directory is filled from reads that may lag (a replica, `laggingReadsOf`): a page a replica
 * second behind is no staler than one kept for the TTL.
 */
const TTL_MS = 10_000;
const KEPT = 500;

interface Entry<T> {
  until: number;
  value: Promise<T>;
}

let caches = new WeakMap<Database, Map<string, Entry<unknown>>>();

export function invalidateCoachViews(): void {
  caches = new WeakMap();
}

function cached<T>(db: Database, key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && hit.until > now.getTime()) return hit.value;
  const value = compute();
  const entries = cache;
  entries.set(key, { until: now.getTime() + TTL_MS, value });
  // A failed computation is not kept.
  value.catch(() => entries.delete(key));
  if (entries.size > KEPT) entries.delete(entries.keys().next().value as string);
  return value;
}

export function cachedDirectory(db: Database, query: DirectoryQuery, lng: Language, now: Date): Promise<DirectoryPage> {
  return cached(db, `directory|${lng}|${JSON.stringify(query)}`, now, () => searchDirectory(db, query, lng, now));
}

type CoachRules = Parameters<typeof loadAvailability>[1][number];

/**
 * A published coach's free slots for a session type, as a visitor sees them; a slot that came
 * within the coach's notice since the list was made is left out.
 */
export async function cachedCoachSlots(db: Database, coach: CoachRules, kind: SessionKind, now: Date): Promise<Slot[]> {
  const slots = await cached(db, `slots|${coach.id}|${kind}`, now, async () => {
    const availability = (await loadAvailability(db, [coach], now)).get(coach.id);
    return availability ? slotsFor(availability, kind, now) : [];
  });
  const earliest = now.getTime() + coach.minimumNoticeMinutes * 60_000;
  const first = slots[0];
  return first && first.start.getTime() < earliest ? slots.filter((slot) => slot.start.getTime() >= earliest) : slots;
}
