import { coaches } from "~/db/schema/coaching";

/** What a practice sets for its bookings: its zone, buffer, notice, window, grid and daily maximum. */
export const PRACTICE_RULES = [
  "timeZone",
  "bufferMinutes",
  "minimumNoticeMinutes",
  "windowDays",
  "gridMinutes",
  "maxPerDay",
] as const;

type RuleName = (typeof PRACTICE_RULES)[number];

export type PracticeRules = Pick<typeof coaches.$inferSelect, RuleName>;

/** The rules' columns, for a query that reads them (`select({ id: coaches.id, ...practiceRuleColumns })`). */
export const practiceRuleColumns = Object.fromEntries(PRACTICE_RULES.map((name) => [name, coaches[name]])) as {
  [Name in RuleName]: (typeof coaches)[Name];
};
