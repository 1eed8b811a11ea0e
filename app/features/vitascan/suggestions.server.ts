import { and, arrayOverlaps, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { coachIsPublic } from "~/features/coaching/visibility.server";
import { suggestableEvents } from "~/features/events/event-list.server";
import { localised } from "~/features/events/events";
import { partnerIdsOf } from "~/features/events/events.server";
import { toMediaCard } from "~/features/media/components/media-card";
import { mediaForTopics } from "~/features/media/media.server";
import type { Language } from "~/utils/i18n/config";
import { type ScanResult, specialtiesFor, weakestDomains } from "./scoring";
import { defaultLimits, rankSuggestions, type Suggestions } from "./suggestions";
import { type CompletedScan, completedScans } from "./vitascan.server";

/**
 * Coaches, media and events for the weakest areas of a scan, limited to what the member may see:
 * media and events through the same queries (and partner rule) as the media and events pages,
 * published coaches other than the member's own practice. A handful of queries, whatever the size
 * of the catalogue: the coaches who answer the areas, media per area, and the upcoming events.
 */
export async function suggestionsForScan(
  db: Database,
  member: { id: string },
  result: Pick<ScanResult, "domains">,
  lng: Language,
  now: Date,
): Promise<Suggestions[]> {
  const weakest = weakestDomains(result);
  if (weakest.length === 0) return [];
  const partnerIds = await partnerIdsOf(db, member.id);
  const [coachRows, mediaRows, upcoming] = await Promise.all([
    coachCandidates(db, member, weakest, lng),
    Promise.all(weakest.map((area) => mediaForTopics(db, [area.key], partnerIds, now, defaultLimits.media))).then(
      (lists) => lists.flat(),
    ),
    suggestableEvents(db, partnerIds, now),
  ]);
  const groups = rankSuggestions(
    result,
    {
      coaches: coachRows,
      media: mediaRows,
      events: upcoming.events.map((entry) => ({ ...entry.event, sessions: entry.sessions })),
    },
    { language: lng },
    now,
  );
  return groups.map((group) => ({
    area: { key: group.area.key, score: group.area.score, band: group.area.band },
    coaches: group.coaches.map((coach) => ({
      id: coach.id,
      slug: coach.slug,
      name: coach.name,
      headline: localised(coach, "headline", lng),
      photoVersion: coach.hasPhoto ? coach.photoVersion : null,
    })),
    media: group.media.map((item) => toMediaCard(item, lng)),
    events: group.events.map(({ event, session }) => ({
      slug: session.slug,
      title: localised(event, "title", lng),
      session: localised(session, "title", lng),
      startsAt: session.startsAt.toISOString(),
      online: session.online,
    })),
  }));
}

/**
 * The coaches `rankSuggestions` can pick for these areas, never all who answer them (thousands, at
 * scale): per area, the first `limits.coaches × areas` in that area's order (speaks the language,
 * the area early in their specialties, answers more of the weak areas, name, id). An area takes at
 * most `limits.coaches` of them and the areas before it at most that many each, so the ranking over
 * this union is the ranking over every coach. One indexed query per area.
 */
async function coachCandidates(
  db: Database,
  member: { id: string },
  weakest: Pick<ScanResult["domains"][number], "key">[],
  lng: Language,
) {
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const allWeak = list([...new Set(weakest.flatMap((area) => specialtiesFor[area.key]))]);
  const perArea = defaultLimits.coaches * weakest.length;
  const lists = await Promise.all(
    weakest.map((area) => {
      const answers = specialtiesFor[area.key];
      return db
        .select({
          id: coaches.id,
          slug: coaches.slug,
          name: coaches.name,
          specialties: coaches.specialties,
          languages: coaches.languages,
          headlineNl: coaches.headlineNl,
          headlineEn: coaches.headlineEn,
          hasPhoto: sql<boolean>`${coaches.photo} is not null`,
          photoVersion: coaches.photoVersion,
        })
        .from(coaches)
        .where(
          and(
            coachIsPublic(),
            arrayOverlaps(coaches.specialties, [...answers]),
            or(isNull(coaches.userId), ne(coaches.userId, member.id)),
          ),
        )
        .orderBy(
          sql`(${lng} = any(${coaches.languages})) desc`,
          sql`(select min(u.ord) from unnest(${coaches.specialties}) with ordinality as u(s, ord) where u.s in (${list(answers)}))`,
          sql`(select count(*) from unnest(${coaches.specialties}) as u(s) where u.s in (${allWeak})) desc`,
          sql`${coaches.name} collate "C"`,
          sql`${coaches.id}::text collate "C"`,
        )
        .limit(perArea);
    }),
  );
  const byId = new Map(lists.flat().map((coach) => [coach.id, coach]));
  return [...byId.values()];
}

/**
 * The member's latest finished scan and the suggestions it drives; only this member's scans are
 * read. Without a finished scan there is nothing to suggest from (the page offers the scan).
 */
export async function memberSuggestions(
  db: Database,
  member: { id: string },
  lng: Language,
  now: Date,
): Promise<{ latest: CompletedScan | null; groups: Suggestions[] }> {
  const [latest] = await completedScans(db, member.id, 1);
  if (!latest) return { latest: null, groups: [] };
  return { latest, groups: await suggestionsForScan(db, member, latest.result, lng, now) };
}
