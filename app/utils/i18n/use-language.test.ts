import { describe, expect, it } from "vitest";
import { switchLanguagePath } from "./use-language";

describe("language switch", () => {
  it("keeps the path and the query", () => {
    expect(switchLanguagePath("/nl/changelog", "?a=1", "en")).toBe("/en/changelog?a=1");
    expect(switchLanguagePath("/en", "", "nl")).toBe("/nl");
    expect(switchLanguagePath("/nl/coaches/anna-de-vries", "", "en")).toBe("/en/coaches/anna-de-vries");
  });

  it("goes to the home page in the chosen language when the path has no language", () => {
    expect(switchLanguagePath("/xx/whatever", "", "en")).toBe("/en");
  });
});
