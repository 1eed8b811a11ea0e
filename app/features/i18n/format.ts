import type { Language } from "./config";

const locales: Record<Language, string> = { nl: "nl-NL", en: "en-GB" };

export function formatDate(value: Date, lng: Language, timeZone: string, style: "long" | "medium" = "long"): string {
  return new Intl.DateTimeFormat(locales[lng], { dateStyle: style, timeZone }).format(value);
}

export function formatTime(value: Date, lng: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(locales[lng], { hour: "2-digit", minute: "2-digit", timeZone }).format(value);
}

export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lng], options).format(value);
}

/** "ma 23 nov, 09:30": a weekday, date and time, for slots and appointments. */
export function formatDateTime(value: Date, lng: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(locales[lng], {
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
  return new Intl.DateTimeFormat(locales[lng], {
    weekday: style,
    day: "numeric",
    month: style,
    timeZone,
  }).format(value);
}
