import type { Specialty } from "~/features/coaching/taxonomy";
import type { DomainKey } from "./instrument";
import { type Band, type DomainScore, specialtiesFor, weakestDomains } from "./scoring";

// What to suggest a member after a scan: for each of the weakest areas of their latest scan, the
// coaches who help with it, media on it and events about it, each once, under the area it answers
// (so the page can say why). Pure: the candidates (already limited to what the member may see)
// and the clock are given.

export interface CoachCandidate {
  id: string;
  name: string;
  specialties: readonly string[];
  languages: readonly string[];
}

export interface MediaCandidate {
  slug: string;
  topic: string;
  publishedAt: Date;
}

export interface EventCandidate {
  slug: string;
  kind: string;
  titleNl: string;
  titleEn: string;
  summaryNl: string;
  summaryEn: string;
  /** The event's sessions to come, each with its registration deadline. */
  sessions: { slug: string; startsAt: Date; registrationDeadline: Date }[];
}

/** Events carry no area of their own: their kind and the words of their title and summary say it. */
const eventKindAreas: Record<string, DomainKey[]> = {
  sport_event: ["activity"],
  tour: ["activity"],
};

/** Beginnings of words (English, then Dutch) that tie an event's text to an area. */
const areaWords: Record<DomainKey, { en: string[]; nl: string[] }> = {
  wellbeing: { en: ["wellbeing", "well-being", "mindful", "happiness"], nl: ["welzijn", "mindful", "geluk"] },
  energy: { en: ["energy", "energetic", "fatigue", "exhaust"], nl: ["energie", "vermoeid", "uitgeput"] },
  sleep: { en: ["sleep", "insomnia", "nights"], nl: ["slaap", "slapen", "nachten"] },
  stress: {
    en: ["stress", "tension", "pressure", "calm", "relax", "recovery"],
    nl: ["stress", "spanning", "druk", "ontspan", "herstel"],
  },
  activity: {
    en: ["sport", "running", "walk", "cycling", "ride", "yoga", "mobility", "exercise", "moving", "skating"],
    nl: ["sport", "hardlo", "loop", "wandel", "fiets", "yoga", "mobiliteit", "beweg", "schaats"],
  },
  nutrition: {
    en: ["nutrition", "food", "eating", "meal", "diet", "healthy lunch"],
    nl: ["voeding", "eten", "maaltijd", "gezonde lunch"],
  },
  work_life_balance: {
    en: ["work-life", "balance", "working from home", "switch off"],
    nl: ["werk-privé", "balans", "thuiswerk", "loslaten"],
  },
  connection: {
    en: ["connection", "lonel", "belong", "social"],
    nl: ["verbinding", "eenzaam", "samenhorig", "sociaal"],
  },
};

const startsWord = (text: string, word: string) => {
  const lower = text.toLowerCase();
  let from = lower.indexOf(word);
  while (from !== -1) {
    const before = from === 0 ? "" : (lower[from - 1] ?? "");
    if (!/\p{L}/u.test(before)) return true;
    from = lower.indexOf(word, from + 1);
  }
  return false;
};

/**
 * How closely an event is about each scan area: 2 when its title says so (or its kind: a sport
 * event or a tour is about activity), 1 when only its summary does; areas it is not about are absent.
 */
export function eventAreaWeights(
  event: Pick<EventCandidate, "kind" | "titleNl" | "titleEn" | "summaryNl" | "summaryEn">,
): Map<DomainKey, number> {
  const weights = new Map<DomainKey, number>();
  for (const area of eventKindAreas[event.kind] ?? []) weights.set(area, 2);
  const says = (words: { en: string[]; nl: string[] }, en: string, nl: string) =>
    words.en.some((word) => startsWord(en, word)) || words.nl.some((word) => startsWord(nl, word));
  for (const [area, words] of Object.entries(areaWords) as [DomainKey, { en: string[]; nl: string[] }][]) {
    const weight = says(words, event.titleEn, event.titleNl)
      ? 2
      : says(words, event.summaryEn, event.summaryNl)
        ? 1
        : 0;
    if (weight > (weights.get(area) ?? 0)) weights.set(area, weight);
  }
  return weights;
}

/** The scan areas an event is about: by its kind, and by words in its title or summary in either language. */
export function eventAreas(event: Pick<EventCandidate, "kind" | "titleNl" | "titleEn" | "summaryNl" | "summaryEn">) {
  return [...eventAreaWeights(event).keys()];
}

export interface SuggestionLimits {
  /** Per area. */
  coaches: number;
  media: number;
  events: number;
}

export const defaultLimits: SuggestionLimits = { coaches: 2, media: 2, events: 1 };

/**
 * Names and ids in the order of their character codes: the order the database gives with
 * `collate "C"`, so that it can pick the candidates (`coachCandidates`) exactly as this ranks them.
 */
export const byCodes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One weak area of the scan with what answers it. */
export interface SuggestionGroup<C, M, E extends EventCandidate> {
  area: DomainScore;
  coaches: C[];
  media: M[];
  /** An event with the first of its sessions that still takes registrations. */
  events: { event: E; session: E["sessions"][number] }[];
}

/**
 * Suggestions for the weakest areas of a scan (at most two, the ones that are not good, lowest
 * first). Coaches: a specialty that answers the area; those who speak the member's language first,
 * then those with the area higher in their own list of specialties, then those who answer more of
 * the weak areas, then by name (`byCodes`). Media: on the area, newest first. Events: about the area (named in
 * the title before only in the summary) with a session still open for registration, soonest first.
 * Nothing is suggested twice: something that fits both areas stands under the weaker.
 */
export function rankSuggestions<C extends CoachCandidate, M extends MediaCandidate, E extends EventCandidate>(
  scan: { domains: DomainScore[] },
  candidates: { coaches: C[]; media: M[]; events: E[] },
  member: { language: string },
  now: Date,
  limits: SuggestionLimits = defaultLimits,
): SuggestionGroup<C, M, E>[] {
  const weakest = weakestDomains(scan);
  const allWeak = new Set<Specialty>(weakest.flatMap((area) => specialtiesFor[area.key]));
  const usedCoaches = new Set<string>();
  const usedMedia = new Set<string>();
  const usedEvents = new Set<string>();
  const coverage = (coach: C) => coach.specialties.filter((specialty) => allWeak.has(specialty as Specialty)).length;
  const speaks = (coach: C) => (coach.languages.includes(member.language) ? 1 : 0);
  const coachOrder = [...candidates.coaches].sort(
    (a, b) => speaks(b) - speaks(a) || coverage(b) - coverage(a) || byCodes(a.name, b.name) || byCodes(a.id, b.id),
  );
  const mediaOrder = [...candidates.media].sort(
    (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.slug.localeCompare(b.slug),
  );
  const openEvents = candidates.events
    .map((event) => ({
      event,
      weights: eventAreaWeights(event),
      session: [...event.sessions]
        .filter((session) => session.startsAt > now && session.registrationDeadline > now)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0],
    }))
    .filter((entry): entry is typeof entry & { session: E["sessions"][number] } => entry.session !== undefined)
    .sort(
      (a, b) => a.session.startsAt.getTime() - b.session.startsAt.getTime() || a.event.slug.localeCompare(b.event.slug),
    );
  return weakest.map((area) => {
    const answers = new Set<string>(specialtiesFor[area.key]);
    // A coach for whom the area comes earlier in their specialties (their own order: what they
    // do most) before one for whom it is a side line.
    const primacy = (coach: C) => coach.specialties.findIndex((specialty) => answers.has(specialty));
    const coaches = coachOrder
      .filter((coach) => !usedCoaches.has(coach.id) && primacy(coach) !== -1)
      .sort((a, b) => speaks(b) - speaks(a) || primacy(a) - primacy(b))
      .slice(0, limits.coaches);
    const media = mediaOrder
      .filter((item) => !usedMedia.has(item.slug) && item.topic === area.key)
      .slice(0, limits.media);
    // Events whose title names the area before those whose summary does; sooner first.
    const weight = (entry: (typeof openEvents)[number]) => entry.weights.get(area.key) ?? 0;
    const events = openEvents
      .filter((entry) => !usedEvents.has(entry.event.slug) && weight(entry) > 0)
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, limits.events)
      .map(({ event, session }) => ({ event, session }));
    for (const coach of coaches) usedCoaches.add(coach.id);
    for (const item of media) usedMedia.add(item.slug);
    for (const entry of events) usedEvents.add(entry.event.slug);
    return { area, coaches, media, events };
  });
}

/** A suggestion group as a page shows it: the weak area, and what answers it, in the page's language. */
export interface Suggestions {
  area: { key: DomainKey; score: number; band: Band };
  coaches: { id: string; slug: string; name: string; headline: string; photoVersion: number | null }[];
  /** As media cards show them. */
  media: {
    slug: string;
    type: string;
    topic: string;
    title: string;
    summary: string;
    minutes: number | null;
    partnerOnly: boolean;
  }[];
  events: { slug: string; title: string; session: string; startsAt: string; online: boolean }[];
}
