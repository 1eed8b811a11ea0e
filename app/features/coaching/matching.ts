import type { Specialty } from "./taxonomy";
import type { DayPart } from "./week";

export type { DayPart } from "./week";

/** What the matching knows of a coach. */
export interface MatchCoach {
  id: string;
  name: string;
  specialties: Specialty[];
  languages: string[];
  modes: ("video" | "in_person")[];
  city: string | null;
  /** Parts of the member's day in which the coach has free slots in the coming 14 days. */
  freeDayParts: DayPart[];
  nextFree: Date | null;
}

export interface MatchAnswers {
  topics: Specialty[];
  language: string;
  mode: "video" | "in_person" | "either";
  times: DayPart[];
  /** Specialties that answer the weakest domains of the member's latest vitality scan. */
  weakAreas?: Specialty[];
}

export type MatchReason =
  | { kind: "topics"; specialties: Specialty[] }
  | { kind: "weak-areas"; specialties: Specialty[] }
  | { kind: "language"; language: string }
  | { kind: "mode"; mode: "video" | "in_person" }
  | { kind: "times"; parts: DayPart[] }
  | { kind: "soon"; at: Date };

export interface Match {
  coach: MatchCoach;
  score: number;
  reasons: MatchReason[];
}

const WEEK = 7 * 86_400_000;

/**
 * Ranks coaches for a member. Language is required, and so is the way of meeting unless the member
 * does not mind. A coach must share a chosen topic or a weak area when the member gave any.
 * Points: 3 a shared topic, 2 a weak area not already a topic, 1 a shared part of the day, 1 for a
 * free slot within a week. Ties go to the earliest free slot, then the name. Pure: `now` is given.
 */
export function rankCoaches(coaches: MatchCoach[], answers: MatchAnswers, now: Date): Match[] {
  const weakAreas = answers.weakAreas ?? [];
  const wantsTopic = answers.topics.length > 0 || weakAreas.length > 0;
  const matches: Match[] = [];
  for (const coach of coaches) {
    if (!coach.languages.includes(answers.language)) continue;
    if (answers.mode !== "either" && !coach.modes.includes(answers.mode)) continue;
    const topics = answers.topics.filter((topic) => coach.specialties.includes(topic));
    const weak = weakAreas.filter((area) => coach.specialties.includes(area) && !topics.includes(area));
    if (wantsTopic && topics.length === 0 && weak.length === 0) continue;
    const parts = answers.times.filter((part) => coach.freeDayParts.includes(part));
    const soon = coach.nextFree !== null && coach.nextFree.getTime() - now.getTime() <= WEEK;
    const reasons: MatchReason[] = [];
    if (topics.length > 0) reasons.push({ kind: "topics", specialties: topics });
    if (weak.length > 0) reasons.push({ kind: "weak-areas", specialties: weak });
    reasons.push({ kind: "language", language: answers.language });
    if (answers.mode !== "either") reasons.push({ kind: "mode", mode: answers.mode });
    if (parts.length > 0) reasons.push({ kind: "times", parts });
    if (soon && coach.nextFree) reasons.push({ kind: "soon", at: coach.nextFree });
    matches.push({
      coach,
      score: topics.length * 3 + weak.length * 2 + parts.length + (soon ? 1 : 0),
      reasons,
    });
  }
  const firstFree = (match: Match) => match.coach.nextFree?.getTime() ?? Number.POSITIVE_INFINITY;
  return matches.sort(
    (a, b) => b.score - a.score || firstFree(a) - firstFree(b) || a.coach.name.localeCompare(b.coach.name),
  );
}
