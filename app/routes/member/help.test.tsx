import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { drawPage } from "../../../tests/support/route-form";
import Help, { meta } from "./help";

// Where to get help now: public, outside every area, so it opens without an account; in plain
// words with the numbers to call, in both languages.

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** The files of the route and of every layout above it. */
function ancestry(entries: RouteEntry[], file: string, above: string[] = []): string[] | null {
  for (const entry of entries) {
    if (entry.file === file) return [...above, entry.file];
    const found = entry.children ? ancestry(entry.children, file, [...above, entry.file]) : null;
    if (found) return found;
  }
  return null;
}

describe("the help page", () => {
  it("sits outside every area: only the language layout is above it, and it has no loader to refuse anyone", () => {
    expect(ancestry(routes as RouteEntry[], "routes/member/help.tsx")).toEqual([
      "routes/lng-layout.tsx",
      "routes/member/help.tsx",
    ]);
  });

  it("draws without anyone logged in, with 113, 0800-0113, the chat, 112, the GP and the out-of-hours GP", () => {
    const en = drawPage(Help, "/en/help", { loaderData: undefined }, "en");
    expect(en).toContain("Need help now?");
    expect(en).toContain('href="tel:113"');
    expect(en).toContain('href="tel:08000113"');
    expect(en).toContain('href="tel:112"');
    expect(en).toContain('href="https://www.113.nl"');
    expect(en).toContain("Your GP (huisarts)");
    expect(en).toContain("huisartsenpost");
    const nl = drawPage(Help, "/nl/help", { loaderData: undefined }, "nl");
    expect(nl).toContain("Hulp nodig?");
    expect(nl).toContain("Bel gratis 0800-0113");
    expect(nl).toContain("De huisartsenpost");
    expect(nl).toContain("Je huisarts");
  });

  it("is indexable, with its title, description and both languages", () => {
    const tags = meta({
      params: { lng: "nl" },
      matches: [{ loaderData: { origin: "https://vitaal.example" } }],
    } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Hulp nodig? Hier kun je nu terecht · Vitaal" });
    expect(tags).toContainEqual(expect.objectContaining({ rel: "canonical", href: "https://vitaal.example/nl/help" }));
    expect(tags).toContainEqual(expect.objectContaining({ hrefLang: "en", href: "https://vitaal.example/en/help" }));
    expect(tags.some((tag) => tag.name === "robots")).toBe(false);
  });
});
