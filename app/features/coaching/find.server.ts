import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { loadAvailability, nextFreeSlot, slotsFor } from "./availability.server";
import { type DayPart, type MatchAnswers, type MatchCoach, rankCoaches } from "./matching";
import { isCoachLanguage, isSpecialty, type Specialty } from "./taxonomy";
import { coachIsPublic } from "./visibility.server";
import { dayPartOf, localHour } from "./week";

const dayParts: DayPart[] = ["morning", "afternoon", "evening"];

/** The questionnaire's answers from the URL; null until it was sent. */
export function parseFindAnswers(params: URLSearchParams, fallbackLanguage: string): MatchAnswers | null {
  if (!params.has("language")) return null;
  const language = params.get("language");
  const mode = params.get("mode");
  return {
    topics: [...new Set(params.getAll("topic"))].filter(isSpecialty).slice(0, 3) as Specialty[],
    language: isCoachLanguage(language) ? language : fallbackLanguage,
    mode: mode === "video" || mode === "in_person" ? mode : "either",
    times: [...new Set(params.getAll("time"))].filter((part): part is DayPart => (dayParts as string[]).includes(part)),
  };
}

/**
 * Ranks every published coach for the answers: the coaches' free times in the next 14 days (as
 * parts of the viewer's day) and their first free slot come from the slot engine.
 */
export async function findCoaches(db: Database, answers: MatchAnswers, viewerZone: string, now: Date) {
  const rows = await db.select().from(coaches).where(coachIsPublic());
  const availability = await loadAvailability(db, rows, now);
  const candidates: MatchCoach[] = rows.map((row) => {
    const loaded = availability.get(row.id);
    const soon = loaded ? slotsFor(loaded, "intake", now, 14) : [];
    const parts = new Set(soon.map((slot) => dayPartOf(localHour(slot.start.getTime(), viewerZone))));
    return {
      id: row.id,
      name: row.name,
      specialties: row.specialties as Specialty[],
      languages: row.languages,
      modes: row.modes as MatchCoach["modes"],
      city: row.city,
      freeDayParts: dayParts.filter((part) => parts.has(part)),
      nextFree: soon[0]?.start ?? (loaded ? (nextFreeSlot(loaded, "intake", now)?.start ?? null) : null),
    };
  });
  const bySlug = new Map(rows.map((row) => [row.id, row]));
  return rankCoaches(candidates, answers, now)
    .slice(0, 10)
    .map((match) => {
      const row = bySlug.get(match.coach.id);
      return {
        id: match.coach.id,
        slug: row?.slug ?? "",
        name: match.coach.name,
        headlineNl: row?.headlineNl ?? "",
        headlineEn: row?.headlineEn ?? "",
        photoVersion: row?.photo ? row.photoVersion : null,
        score: match.score,
        nextFree: match.coach.nextFree?.toISOString() ?? null,
        reasons: match.reasons.map((reason) =>
          reason.kind === "soon" ? { ...reason, at: reason.at.toISOString() } : reason,
        ),
      };
    });
}
