export const languages = ["nl", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "nl";
export const languageCookie = "lng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Names of the languages in their own language, for the language switch. */
export const languageNames: Record<Language, string> = { nl: "Nederlands", en: "English" };

/** The language of a `{lng}` route parameter (the layout already refused unknown codes). */
export function languageParam(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}
