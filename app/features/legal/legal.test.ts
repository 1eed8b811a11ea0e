import { describe, expect, it } from "vitest";
import { TERMS_VERSION } from "~/features/accounts/onboarding";
import { legalText } from "./legal.server";

describe("the terms of use and the privacy statement", () => {
  for (const lng of ["nl", "en"] as const) {
    it(`render in ${lng}, link to each other in the same language and carry the terms' version`, () => {
      const terms = legalText("terms", lng);
      const privacy = legalText("privacy", lng);
      expect(terms.version).toBe(TERMS_VERSION);
      expect(terms.html).toContain(`href="/${lng}/privacy"`);
      expect(privacy.html).toContain(`href="/${lng}/terms"`);
      expect(terms.html).toContain(`href="/${lng}/help"`);
      for (const { html } of [terms, privacy]) {
        expect(html).toMatch(/<h2>/);
        expect(html).not.toMatch(/<script|on\w+=/i);
      }
    });
  }

  it("says the same in both languages: as many sections and points", () => {
    for (const text of ["terms", "privacy"] as const) {
      const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
      const nl = legalText(text, "nl").html;
      const en = legalText(text, "en").html;
      expect(count(nl, "h2")).toBe(count(en, "h2"));
      expect(count(nl, "li")).toBe(count(en, "li"));
    }
  });
});
