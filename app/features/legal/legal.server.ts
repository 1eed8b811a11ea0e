import { TERMS_VERSION } from "~/features/accounts/onboarding";
import type { Language } from "~/utils/i18n/config";
import { renderMarkdown } from "~/utils/markdown.server";
import privacyEn from "./texts/privacy.en.md?raw";
import privacyNl from "./texts/privacy.nl.md?raw";
import termsEn from "./texts/terms.en.md?raw";
import termsNl from "./texts/terms.nl.md?raw";

// The terms of use and the privacy statement, in the reader's language. The terms carry the version
// that the onboarding's terms step asks people to accept (`TERMS_VERSION`): a change that matters
// raises it there and is written here in the same change. Rendered once per process per text.
export type LegalText = "terms" | "privacy";

const sources: Record<LegalText, Record<Language, string>> = {
  terms: { nl: termsNl, en: termsEn },
  privacy: { nl: privacyNl, en: privacyEn },
};
const rendered = new Map<string, string>();

/** The text as safe HTML, and the version of the terms it belongs to. */
export function legalText(text: LegalText, lng: Language): { html: string; version: number } {
  const key = `${text}:${lng}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderMarkdown(sources[text][lng]);
    rendered.set(key, html);
  }
  return { html, version: TERMS_VERSION };
}
