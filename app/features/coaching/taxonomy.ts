// The fixed vocabularies of coaching: what coaches help with, the languages they work in and how
// they meet. Labels live in the `coaching` catalog under the same keys.

export const specialties = [
  "stress",
  "sleep",
  "energy",
  "nutrition",
  "movement",
  "career",
  "leadership",
  "relationships",
  "mindfulness",
  "resilience",
  "work_life_balance",
  "finances",
] as const;
export type Specialty = (typeof specialties)[number];

export const coachLanguages = ["nl", "en", "de", "fr", "es", "tr", "ar", "pl"] as const;
export type CoachLanguage = (typeof coachLanguages)[number];

export const coachModes = ["video", "in_person"] as const;
export type CoachMode = (typeof coachModes)[number];

export const isSpecialty = (value: unknown): value is Specialty =>
  typeof value === "string" && (specialties as readonly string[]).includes(value);
export const isCoachLanguage = (value: unknown): value is CoachLanguage =>
  typeof value === "string" && (coachLanguages as readonly string[]).includes(value);
export const isCoachMode = (value: unknown): value is CoachMode =>
  typeof value === "string" && (coachModes as readonly string[]).includes(value);

/** Initials for the avatar shown until a coach uploads a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
