import { type Language, languageParam, languages } from "./config";
import { getI18n } from "./instance";

export interface PageMetaInput {
  title: string;
  description: string;
  lng: Language;
  /** The path after the language segment, starting with "/" ("" for the home page). */
  path: string;
  origin: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and hreflang alternates for a page in both languages. */
export function pageMeta({ title, description, lng, path, origin, noindex }: PageMetaInput) {
  const url = (language: Language) => `${origin}/${language}${path}`;
  return [
    { title: `${title} · Vitaal` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(lng) },
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: url(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("nl") },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Title of a personal or transient page, kept out of search engines. `key` is "namespace:key". */
export function privateMeta(lng: unknown, key: string) {
  return [{ title: `${getI18n(languageParam(lng)).t(key)} · Vitaal` }, { name: "robots", content: "noindex" }];
}
