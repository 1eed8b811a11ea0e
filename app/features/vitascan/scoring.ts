import type { Specialty } from "~/features/coaching/taxonomy";
import { type Domain, type DomainKey, domains } from "./instrument";

/** Answers by item id: the chosen value, or the number given. */
export type Answers = Record<string, number>;
export type Band = "low" | "fair" | "good";

export interface DomainScore {
  key: DomainKey;
  /** 0–100, higher is better. */
  score: number;
  band: Band;
}

export interface ScanResult {
  version: number;
  domains: DomainScore[];
  /** The mean of the domain scores, rounded. */
  overall: number;
  who5: { raw: number; percentage: number; low: boolean; adviseGp: boolean };
  activity: { metMinutes: number; category: "low" | "moderate" | "high"; sittingHours: number };
}

/**
 * Bands for every domain on the 0–100 scale: up to 50 low (WHO-5's own cut-off), up to 75 fair.
 * The one rule: the bands shown, the legend and every domain's score follow these ranges.
 */
export const bandRanges: Readonly<Record<Band, readonly [number, number]>> = {
  low: [0, 50],
  fair: [51, 75],
  good: [76, 100],
};
export const bands: readonly Band[] = ["low", "fair", "good"];

export const bandOf = (score: number): Band =>
  score <= bandRanges.low[1] ? "low" : score <= bandRanges.fair[1] ? "fair" : "good";

const ipaqBand: Record<"low" | "moderate" | "high", Band> = { low: "low", moderate: "fair", high: "good" };

/**
 * Activity's 0–100 score: MET-minutes a week against 3000 (IPAQ's "high" for daily activity),
 * held within the range of the band of its IPAQ category, so the score and its band never
 * disagree (815 MET-minutes, "moderate", is 51 and fair; not 27 beside "fair").
 */
export function activityScore(activity: { metMinutes: number; category: "low" | "moderate" | "high" }): number {
  const [min, max] = bandRanges[ipaqBand[activity.category]];
  return Math.max(min, Math.min(max, Math.round(activity.metMinutes / 30)));
}

/**
 * A result's domains as shown: every score in range and banded by `bandOf`. Scans saved before
 * activity's score followed its band get that score again from their saved MET-minutes and
 * category (the band itself stays the IPAQ one).
 */
export function shownDomains(result: Pick<ScanResult, "domains" | "activity">): DomainScore[] {
  return result.domains.map((domain) => {
    const score = domain.key === "activity" ? activityScore(result.activity) : domain.score;
    return { key: domain.key, score, band: bandOf(score) };
  });
}

const value = (answers: Answers, id: string) => answers[id] ?? 0;

/**
 * WHO-5: the raw score is the sum of five items (0–5 each, 0–25), times 4 for a percentage.
 * 50 or less is low wellbeing; 28 or less, or any item answered 0 or 1, is reason to advise a
 * talk with a GP (the index's published guidance).
 */
export function scoreWho5(answers: Answers) {
  const items = ["who1", "who2", "who3", "who4", "who5"].map((id) => value(answers, id));
  const raw = items.reduce((sum, item) => sum + item, 0);
  const percentage = raw * 4;
  return { raw, percentage, low: percentage <= 50, adviseGp: percentage <= 28 || items.some((item) => item <= 1) };
}

/**
 * RAND-36 energy/fatigue: each answer 1–6 is recoded to 100, 80, 60, 40, 20, 0 for the positive
 * items (pep, energy) and the other way round for the negative ones (worn out, tired); the scale
 * is the mean.
 */
export function scoreRandEnergy(answers: Answers): number {
  const positive = (answer: number) => (6 - answer) * 20;
  const negative = (answer: number) => (answer - 1) * 20;
  const scores = [
    positive(value(answers, "rand23")),
    positive(value(answers, "rand27")),
    negative(value(answers, "rand29")),
    negative(value(answers, "rand31")),
  ];
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/**
 * IPAQ short form, by its scoring protocol (2005): bouts under 10 minutes count as none, a day's
 * minutes are truncated at 180; MET-minutes a week = 8.0 × vigorous + 4.0 × moderate + 3.3 ×
 * walking (minutes × days). High: vigorous on 3+ days reaching 1500 MET-minutes, or 7 days of any
 * mix reaching 3000. Moderate: 3+ days of 20+ minutes vigorous, or 5+ days of 30+ minutes moderate
 * or walking, or 5+ days of any mix reaching 600. Otherwise low.
 */
export function scoreIpaq(answers: Answers) {
  const minutesOf = (id: string) => {
    const raw = value(answers, id);
    return raw < 10 ? 0 : Math.min(raw, 180);
  };
  const vigorous = { days: value(answers, "vigorousDays"), minutes: minutesOf("vigorousMinutes") };
  const moderate = { days: value(answers, "moderateDays"), minutes: minutesOf("moderateMinutes") };
  const walking = { days: value(answers, "walkingDays"), minutes: minutesOf("walkingMinutes") };
  const met = {
    vigorous: 8 * vigorous.minutes * vigorous.days,
    moderate: 4 * moderate.minutes * moderate.days,
    walking: 3.3 * walking.minutes * walking.days,
  };
  const metMinutes = Math.round(met.vigorous + met.moderate + met.walking);
  const activeDays = (activity: { days: number; minutes: number }) => (activity.minutes > 0 ? activity.days : 0);
  const totalDays = Math.min(7, activeDays(vigorous) + activeDays(moderate) + activeDays(walking));
  let category: "low" | "moderate" | "high" = "low";
  if ((activeDays(vigorous) >= 3 && met.vigorous >= 1500) || (totalDays >= 7 && metMinutes >= 3000)) {
    category = "high";
  } else if (
    (vigorous.days >= 3 && vigorous.minutes >= 20) ||
    (moderate.days + walking.days >= 5 && Math.max(moderate.minutes, walking.minutes) >= 30) ||
    (totalDays >= 5 && metMinutes >= 600)
  ) {
    category = "moderate";
  }
  return { metMinutes, category, sittingHours: value(answers, "sittingHours") };
}

/** Our own items: each 0–4 (reverse-scored where marked), the mean scaled to 0–100. */
export function scoreOwnDomain(domain: Domain, answers: Answers): number {
  const scores = domain.items.map((item) => {
    const answer = value(answers, item.id);
    return item.kind === "choice" && item.reverse ? 4 - answer : answer;
  });
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / (scores.length * 4)) * 100);
}

/** The whole scan; every domain's band is `bandOf` its score (activity's: see `activityScore`). */
export function scoreScan(answers: Answers, version = 1): ScanResult {
  const who5 = scoreWho5(answers);
  const activity = scoreIpaq(answers);
  const scores: DomainScore[] = domains.map((domain) => {
    if (domain.key === "wellbeing") return { key: domain.key, score: who5.percentage, band: bandOf(who5.percentage) };
    if (domain.key === "energy") {
      const score = scoreRandEnergy(answers);
      return { key: domain.key, score, band: bandOf(score) };
    }
    if (domain.key === "activity") {
      const score = activityScore(activity);
      return { key: domain.key, score, band: bandOf(score) };
    }
    const score = scoreOwnDomain(domain, answers);
    return { key: domain.key, score, band: bandOf(score) };
  });
  const overall = Math.round(scores.reduce((sum, domain) => sum + domain.score, 0) / scores.length);
  return { version, domains: scores, overall, who5, activity };
}

/** Which coaching specialties answer which domain. */
export const specialtiesFor: Record<DomainKey, Specialty[]> = {
  wellbeing: ["resilience", "mindfulness"],
  energy: ["energy"],
  sleep: ["sleep"],
  stress: ["stress"],
  activity: ["movement"],
  nutrition: ["nutrition"],
  work_life_balance: ["work_life_balance"],
  connection: ["relationships"],
};

/** The (at most two) weakest domains that are not good, lowest first. */
export function weakestDomains(result: Pick<ScanResult, "domains">, count = 2): DomainScore[] {
  return [...result.domains]
    .filter((domain) => domain.band !== "good")
    .sort((a, b) => a.score - b.score)
    .slice(0, count);
}

/** The specialties of a coach who can help with the weakest domains, for the matching. */
export function weakAreasOf(result: Pick<ScanResult, "domains">): Specialty[] {
  return [...new Set(weakestDomains(result).flatMap((domain) => specialtiesFor[domain.key]))];
}

export type StepErrors = Record<string, "required" | "range">;

/**
 * Reads one step's answers from a form: every item answered, each a whole number the item
 * allows. IPAQ minutes may be left empty when its days are 0.
 */
export function parseStep(
  domain: Domain,
  form: (name: string) => string | null,
): { answers: Answers; errors: StepErrors } {
  const answers: Answers = {};
  const errors: StepErrors = {};
  for (const item of domain.items) {
    const raw = (form(item.id) ?? "").trim();
    const daysId = item.id.replace("Minutes", "Days");
    const optional = item.kind === "number" && item.id.endsWith("Minutes") && form(daysId)?.trim() === "0";
    if (raw === "") {
      if (optional) answers[item.id] = 0;
      else errors[item.id] = "required";
      continue;
    }
    const number = Number(raw);
    const allowed =
      Number.isInteger(number) &&
      (item.kind === "choice"
        ? item.scale.options.some((option) => option.value === number)
        : number >= item.min && number <= item.max);
    if (allowed) answers[item.id] = number;
    else errors[item.id] = "range";
  }
  return { answers, errors };
}
