import { describe, expect, it } from "vitest";
import { ancestorsOf, childrenOf, parsePagePath } from "./pages";

const pages = [
  { path: "program", sortOrder: 0 },
  { path: "sport-events", sortOrder: 1 },
  { path: "sport-events/sessions/weissensee", sortOrder: 6 },
  { path: "sport-events/sessions/dam-to-dam", sortOrder: 2 },
  { path: "sport-events-extra", sortOrder: 3 },
];

describe("program pages", () => {
  it("reads a page path from the address and refuses anything else", () => {
    expect(parsePagePath("sport-events/sessions/dam-to-dam/")).toBe("sport-events/sessions/dam-to-dam");
    for (const bad of ["", "../secret", "Sport-Events", "a//b", "a/-b", "a/b c", undefined]) {
      expect(parsePagePath(bad)).toBeNull();
    }
  });

  it("lists the pages below a page in their order, not its look-alike neighbours", () => {
    expect(childrenOf(pages, "sport-events").map((page) => page.path)).toEqual([
      "sport-events/sessions/dam-to-dam",
      "sport-events/sessions/weissensee",
    ]);
  });

  it("gives the existing pages above a page for the trail", () => {
    expect(ancestorsOf(pages, "sport-events/sessions/dam-to-dam").map((page) => page.path)).toEqual(["sport-events"]);
    expect(ancestorsOf(pages, "program")).toEqual([]);
  });
});
