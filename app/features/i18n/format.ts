import type { Language } from "./config";

const locales: Record<Language, string> = { nl: "nl-NL", en: "en-GB" };

// Making an Intl formatter costs far more than using one: keep one per language, zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(lng: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lng], options);
    formatters.set(key, format);
  }
  return format;
}

export function formatDate(value: Date, lng: Language, timeZone: string, style: "long" | "medium" = "long"): string {
  return dateTimeFormat(lng, { dateStyle: style, timeZone }).format(value);
}

export function formatTime(value: Date, lng: Language, timeZone: string): string {
  return dateTimeFormat(lng, { hour: "2-digit", minute: "2-digit", timeZone }).format(value);
}

export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lng], options).format(value);
}

/** "ma 23 nov, 09:30": a weekday, date and time, for slots and appointments. */
export function formatDateTime(value: Date, lng: Language, timeZone: string): string {
  return dateTimeFormat(lng, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(value);
}

/** "maandag 23 november": the day of a slot in the week view. */
export function formatDay(value: Date, lng: Language, timeZone: string, style: "long" | "short" = "long"): string {
  return dateTimeFormat(lng, { weekday: style, day: "numeric", month: style, timeZone }).format(value);
}
