import type { Language } from "~/utils/i18n/config";
import { formatNumber } from "~/utils/i18n/format";

// How the back office shows a count it did not read to the last row (no server imports: the pages
// use it). Counting every row of a table of millions costs a page hundreds of milliseconds for a
// figure nobody needs to the unit: up to a cap a count is exact; beyond it the page says so.

/**
 * A count: `exact`; `about` an estimate from the database's statistics ("about 200,000"); `over`
 * more than `value`, when no estimate could be had ("more than 10,000").
 */
export interface Figure {
  kind: "exact" | "about" | "over";
  value: number;
}

/** Up to this many rows a figure is counted exactly. */
export const EXACT_UP_TO = 10_000;

export const exactly = (value: number): Figure => ({ kind: "exact", value });

/** An estimate rounded to two significant figures: "about 198,432" promises more than it knows. */
export function roughly(value: number): number {
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * The sum of two counts of different rows: exact when both are, a floor when either is one (an
 * estimate plus a floor is no more than a floor), else an estimate.
 */
export function addFigures(a: Figure, b: Figure): Figure {
  const kind =
    a.kind === "over" || b.kind === "over" ? "over" : a.kind === "about" || b.kind === "about" ? "about" : "exact";
  return { kind, value: a.value + b.value };
}

/** The catalog key (in `admin`) and values that put a figure in words. */
export function figureMessage(figure: Figure, lng: Language): { key: string; value: string } {
  if (figure.kind === "exact") return { key: "figures.exact", value: formatNumber(figure.value, lng) };
  if (figure.kind === "about") return { key: "figures.about", value: formatNumber(roughly(figure.value), lng) };
  return { key: "figures.over", value: formatNumber(figure.value, lng) };
}

/** A figure in words, with the page's `admin` translation function. */
export function figureText(
  figure: Figure,
  lng: Language,
  t: (key: string, options: { value: string }) => string,
): string {
  const { key, value } = figureMessage(figure, lng);
  return t(key, { value });
}
