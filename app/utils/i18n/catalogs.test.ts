import { describe, expect, it } from "vitest";
import { catalogDifferences } from "./catalogs";
import { allResources as resources } from "./resources.server";

describe("catalogs", () => {
  it("nl and en have exactly the same keys in every namespace", () => {
    expect(catalogDifferences(resources)).toEqual([]);
  });

  it("have no empty texts", () => {
    const empty: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "string") {
        if (value.trim() === "") empty.push(path);
      } else if (value && typeof value === "object") {
        for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
      }
    };
    walk(resources, "");
    expect(empty).toEqual([]);
  });

  it("report a key that exists in one language only", () => {
    const differences = catalogDifferences({
      nl: { common: { a: "x", b: { c: "y" } } },
      en: { common: { a: "x" }, extra: { d: "z" } },
    });
    expect(differences).toEqual(["common: b.c is in nl but not in en", "extra: d is in en but not in nl"]);
  });
});
