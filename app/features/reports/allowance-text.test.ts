import { describe, expect, it } from "vitest";
import en from "~/locales/en/partner.json";
import nl from "~/locales/nl/partner.json";
import { allowanceSentence } from "./allowance-text";
import type { Translate } from "./report-csv";

/** A translate function over a catalog, with i18next's {{name}} interpolation. */
function translator(catalog: unknown): Translate {
  return (key, options = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
    if (typeof text !== "string") throw new Error(`No text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

const shown = (value: number) => ({ value });
const hidden = { suppressed: "complement" as const };
const pending = { suppressed: "pending" as const };

describe("the allowance sentence", () => {
  for (const [lng, catalog] of [
    ["nl", nl],
    ["en", en],
  ] as const) {
    const t = translator(catalog);
    const say = (used: Parameters<typeof allowanceSentence>[0]["used"], total: typeof used) =>
      allowanceSentence({ used, total, perMember: 4 }, "maart 2026", "2026-03", 10, t, lng);

    it(`never puts a hidden figure where a number belongs (${lng})`, () => {
      const hiddenWord = t("figure.hidden");
      for (const sentence of [
        say(hidden, shown(294)),
        say(shown(14), hidden),
        say(hidden, hidden),
        say(pending, shown(294)),
      ]) {
        // "verborgen van 294" / "hidden of 294": the word for hidden is not used as an amount.
        expect(sentence).not.toMatch(new RegExp(`${hiddenWord} (van|of)`, "i"));
        expect(sentence).not.toContain(t("figure.pending"));
        expect(sentence).toMatch(/\.$/);
      }
      expect(say(hidden, shown(294))).toContain("294");
      expect(say(shown(14), hidden)).toContain("14");
      expect(say(shown(14), hidden)).not.toContain("294");
    });

    it(`says the year's allowance is derived from the rule, without restating the rule (${lng})`, () => {
      const both = say(shown(14), shown(168));
      expect(both).toContain("14");
      expect(both).toContain("168");
      expect(both).toContain("maart 2026");
      expect(both).toContain("× 4");
      // The allowance's year is named (a range of months may cross into the next year).
      expect(both).toContain(lng === "nl" ? "heel 2026" : "whole of 2026");
      expect(
        allowanceSentence({ used: shown(3), total: shown(168), perMember: 4 }, "x", "2025-11..2026-02", 10, t, lng),
      ).toContain("2026");
      // The rule "per member per year" has its own row; the sentence does not state it again.
      expect(both).not.toContain(lng === "nl" ? "per lid per jaar" : "per member per year");
      expect(say({ range: [10, 19] }, shown(168))).toContain("10–19");
      expect(say({ suppressed: "small" }, shown(168))).toContain(t("figure.fewerThan", { n: 10 }));
    });
  }
});
