import type { Language } from "./config";

const locales: Record<Language, string> = { nl: "nl-NL", en: "en-GB" };

// Making an Intl formatter costs far more than using one: keep one per language, zone and style.
// Using one still costs microseconds, and a page formats the same instants again and again (a
// week of times, the directory's next free times): the texts are kept too, a few thousand at most.
const formatters = new Map<string, Intl.DateTimeFormat>();
const texts = new Map<string, string>();
const TEXTS_KEPT = 5_000;

function formatWith(lng: Language, options: Intl.DateTimeFormatOptions, value: Date): string {
  const key = `${lng}|${JSON.stringify(options)}`;
  const textKey = `${key}|${value.getTime()}`;
  const known = texts.get(textKey);
  if (known !== undefined) return known;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lng], options);
    formatters.set(key, format);
  }
  const text = format.format(value);
  if (texts.size >= TEXTS_KEPT) texts.clear();
  texts.set(textKey, text);
  return text;
}

export function formatDate(value: Date, lng: Language, timeZone: string, style: "long" | "medium" = "long"): string {
  return formatWith(lng, { dateStyle: style, timeZone }, value);
}

export function formatTime(value: Date, lng: Language, timeZone: string): string {
  return formatWith(lng, { hour: "2-digit", minute: "2-digit", timeZone }, value);
}

export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lng], options).format(value);
}

/** "ma 23 nov, 09:30": a weekday, date and time, for slots and appointments. */
export function formatDateTime(value: Date, lng: Language, timeZone: string): string {
  return formatWith(
    lng,
    { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone },
    value,
  );
}

/** "maandag 23 november": the day of a slot in the week view. */
export function formatDay(value: Date, lng: Language, timeZone: string, style: "long" | "short" = "long"): string {
  return formatWith(lng, { weekday: style, day: "numeric", month: style, timeZone }, value);
}
