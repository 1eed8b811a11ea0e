import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches, coachNextFree } from "~/db/schema/coaching";
import type { Language } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { loadAvailability, nextFreeSlot } from "./availability.server";
import type { DirectoryQuery } from "./directory";
import { SOON_DAYS } from "./next-free.server";
import { practiceRuleColumns } from "./practice-rules";
import { type Specialty, specialties } from "./taxonomy";
import { coachIsPublic } from "./visibility.server";

export const PAGE_SIZE = 12;

export interface CoachCard {
  id: string;
  slug: string;
  name: string;
  headline: string;
  specialties: string[];
  languages: string[];
  modes: string[];
  city: string | null;
  photoVersion: number | null;
  /** ISO instant of the first free intake slot, or null. */
  nextSlot: string | null;
}

export interface DirectoryPage {
  coaches: CoachCard[];
  total: number;
  page: number;
  pages: number;
}

/** Specialties whose name (in either language) a search term starts, so "slaap" finds sleep coaches. */
function specialtiesNamedIn(term: string): Specialty[] {
  const words = term
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  return specialties.filter((key) =>
    (["nl", "en"] as const).some((lng) => {
      const label = getI18n(lng).t(`coaching:specialty.${key}`).toLocaleLowerCase();
      return words.some((word) => label.split(/[\s-]+/).some((part) => part.startsWith(word)));
    }),
  );
}

/**
 * The published coaches that match a directory query, a page at a time. Text search uses
 * PostgreSQL full text in Dutch and English (with prefix matching), trigram similarity on the name
 * for typos, and specialty names; filters are exact. "Available within 7 days" is read from each
 * coach's stored next free time, and so is the time its cards show; otherwise the next free slot
 * is computed for the page's coaches only, over their whole booking window.
 */
export async function searchDirectory(
  db: Database,
  query: DirectoryQuery,
  lng: Language,
  now: Date,
): Promise<DirectoryPage> {
  const term = query.q.trim();
  const conditions = [coachIsPublic()];
  if (query.specialty) conditions.push(sql`${query.specialty} = any(${coaches.specialties})`);
  if (query.language) conditions.push(sql`${query.language} = any(${coaches.languages})`);
  if (query.mode) conditions.push(sql`${query.mode} = any(${coaches.modes})`);
  let rank: ReturnType<typeof sql<number>> | null = null;
  if (term) {
    const prefix = term
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => `${word}:*`)
      .join(" & ");
    const named = specialtiesNamedIn(term);
    const tsquery = sql`(websearch_to_tsquery('dutch', ${term}) || websearch_to_tsquery('english', ${term}) || to_tsquery('simple', ${prefix || "''"}))`;
    conditions.push(
      sql`(${coaches.search} @@ ${tsquery} or word_similarity(${term}, ${coaches.name}) > 0.45 ${
        named.length > 0
          ? sql`or ${coaches.specialties} && array[${sql.join(
              named.map((key) => sql`${key}`),
              sql`, `,
            )}]::text[]`
          : sql``
      })`,
    );
    rank = sql<number>`ts_rank(${coaches.search}, ${tsquery}) + word_similarity(${term}, ${coaches.name})`;
  }
  const where = and(...conditions);
  const order = rank ? [sql`${rank} desc`, asc(coaches.name)] : [asc(coaches.name)];
  const rules = { id: coaches.id, ...practiceRuleColumns };
  const next = new Map<string, string | null>();
  let total: number;
  let pageIds: string[];
  let page: number;
  if (query.soon) {
    // From each coach's stored next free intake time (`next-free.server.ts`), counted and paged by
    // the database. A stored time that came within the coach's notice no longer counts, and a coach
    // without a row is left out, until the job queue computes it again (within minutes).
    const at = sql`${now.toISOString()}::timestamptz`;
    const soonWhere = and(
      where,
      // Implied by the notice's bound, but on the column alone, so the index on it can serve.
      sql`${coachNextFree.nextFreeAt} >= ${at}`,
      sql`${coachNextFree.nextFreeAt} >= ${at} + ${coaches.minimumNoticeMinutes} * interval '1 minute'`,
      sql`${coachNextFree.nextFreeAt} < ${at} + ${SOON_DAYS} * interval '1 day'`,
    );
    const joined = eq(coachNextFree.coachId, coaches.id);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(coaches)
      .innerJoin(coachNextFree, joined)
      .where(soonWhere);
    total = counted?.n ?? 0;
    page = Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
    const rows = await db
      .select({ id: coaches.id, nextFreeAt: coachNextFree.nextFreeAt })
      .from(coaches)
      .innerJoin(coachNextFree, joined)
      .where(soonWhere)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    for (const row of rows) next.set(row.id, row.nextFreeAt?.toISOString() ?? null);
    pageIds = rows.map((row) => row.id);
  } else {
    // Otherwise the database counts and pages: only one page of coaches is read.
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(coaches).where(where);
    total = counted?.n ?? 0;
    page = Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
    const ids = await db
      .select({ id: coaches.id })
      .from(coaches)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    pageIds = ids.map((row) => row.id);
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shownRows =
    pageIds.length === 0
      ? []
      : await db
          .select({
            ...rules,
            slug: coaches.slug,
            name: coaches.name,
            headlineNl: coaches.headlineNl,
            headlineEn: coaches.headlineEn,
            specialties: coaches.specialties,
            languages: coaches.languages,
            modes: coaches.modes,
            city: coaches.city,
            hasPhoto: sql<boolean>`${coaches.photo} is not null`,
            photoVersion: coaches.photoVersion,
          })
          .from(coaches)
          .where(inArray(coaches.id, pageIds));
  const byId = new Map(shownRows.map((row) => [row.id, row]));
  const shown = pageIds.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const missing = shown.filter((row) => !next.has(row.id));
  if (missing.length > 0) {
    const availability = await loadAvailability(db, missing, now);
    for (const row of missing) {
      const loaded = availability.get(row.id);
      next.set(row.id, loaded ? (nextFreeSlot(loaded, "intake", now)?.start.toISOString() ?? null) : null);
    }
  }
  return {
    total,
    page,
    pages,
    coaches: shown.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      headline: lng === "nl" ? row.headlineNl : row.headlineEn,
      specialties: row.specialties,
      languages: row.languages,
      modes: row.modes,
      city: row.city,
      photoVersion: row.hasPhoto ? row.photoVersion : null,
      nextSlot: next.get(row.id) ?? null,
    })),
  };
}
