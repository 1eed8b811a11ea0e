import type { Language } from "~/utils/i18n/config";
import type { Figure } from "./published";
import { figureText, type Translate } from "./report-csv";

// The coaching allowance below the coaching figures, in one sentence. The rule itself
// ("sessions per member per year") is stated once, in its own row; this sentence derives from it:
// the sessions used in the period, and the allowance of the whole year (members × that rule). A
// figure that is hidden or not yet decided is said so in words, never put in the place of a number.
// The year is named: a range of months may cross into a new year (its last month's year counts).

/** Whether a figure reads as an amount in a sentence: a number, a band, or "fewer than N". */
const readsAsAmount = (figure: Figure) => "value" in figure || "range" in figure || figure.suppressed === "small";

export function allowanceSentence(
  allowance: { used: Figure; total: Figure; perMember: number },
  period: string,
  periodKey: string,
  n: number,
  t: Translate,
  lng: Language,
): string {
  const used = figureText(allowance.used, n, t, lng);
  const total = figureText(allowance.total, n, t, lng);
  // The allowance's year: that of the period's last month (`2026-03`, `2026-Q1`, `2025-11..2026-02`).
  const year = /(\d{4})(?!.*\d{4})/.exec(periodKey)?.[1] ?? "";
  const values = { used, total, period, year, perMember: allowance.perMember };
  const usedShown = readsAsAmount(allowance.used);
  const totalShown = readsAsAmount(allowance.total);
  if (usedShown && totalShown) return t("report.coaching.allowanceBoth", values);
  if (usedShown) return t("report.coaching.allowanceUsedOnly", values);
  if (totalShown) return t("report.coaching.allowanceTotalOnly", values);
  return t("report.coaching.allowanceNeither", values);
}
