import { type DomainKey, domainKeys } from "./instrument";
import { bandOf, type DomainScore } from "./scoring";

// Scans for the tests of the outcome and the suggestions.

/** The moment the suggestion tests take as now, and a day before or after it. */
export const fixtureNow = new Date("2027-03-10T09:00:00Z");
export const daysFromNow = (days: number) => new Date(fixtureNow.getTime() + days * 86_400_000);

/** Every area's score and band: the ones given, every other area 90 (good). */
export function domainScores(scores: Partial<Record<DomainKey, number>>): DomainScore[] {
  return domainKeys.map((key) => {
    const score = scores[key] ?? 90;
    return { key, score, band: bandOf(score) };
  });
}
