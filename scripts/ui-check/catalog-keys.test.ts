import { describe, expect, it } from "vitest";
import { catalogKeys, rawKeysIn } from "./catalog-keys";

describe("raw translation keys on a page", () => {
  const keys = catalogKeys();

  it("knows the catalogs' keys, with and without their namespace, plural forms as their base", () => {
    expect(keys.has("legal.terms.title")).toBe(true);
    expect(keys.has("common:legal.terms.title")).toBe(true);
  });

  it("finds a key shown as text, and not ordinary words, addresses or numbers", () => {
    expect(rawKeysIn("Welcome legal.terms.title and more", keys)).toEqual(["legal.terms.title"]);
    expect(rawKeysIn("See common:legal.privacy.title.", keys)).toEqual(["common:legal.privacy.title"]);
    expect(rawKeysIn("Mail member@example.com at 12.30, see vitaal.example/nl/help", keys)).toEqual([]);
  });
});
