import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "~/locales/en/admin.json";
import nl from "~/locales/nl/admin.json";

// Every action and entity the back office records has a name on the audit page in both languages:
// read from the `recordAudit` calls themselves, so a new kind of change cannot appear untranslated.
const folder = new URL(".", import.meta.url);
const sources = readdirSync(folder)
  .filter((name) => name.endsWith(".server.ts"))
  .map((name) => readFileSync(new URL(name, folder), "utf8"));

function literalsOf(field: string): string[] {
  const found = new Set<string>();
  for (const source of sources)
    for (const [, expression = ""] of source.matchAll(new RegExp(`\\b${field}:\\s*([^,\\n]+)`, "g")))
      for (const [, literal] of expression.matchAll(/"([a-z-]+)"/g)) if (literal) found.add(literal);
  return [...found].sort();
}

describe("the audit page's names", () => {
  it("name every recorded action and entity in both languages", () => {
    const actions = literalsOf("action");
    const entities = literalsOf("entity");
    expect(actions.length).toBeGreaterThan(5);
    for (const catalog of [en, nl]) {
      expect(actions.filter((action) => !(action in catalog.audit.actions))).toEqual([]);
      expect(entities.filter((entity) => !(entity in catalog.audit.entities))).toEqual([]);
      // And as a sentence: a verb for each action, a phrase for each kind of thing.
      expect(actions.filter((action) => !(action in catalog.audit.verbs))).toEqual([]);
      expect(entities.filter((entity) => !(entity in catalog.audit.objects))).toEqual([]);
    }
  });
});
