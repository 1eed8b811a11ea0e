import { describe, expect, it } from "vitest";
import { ancestorsOf, childrenOf, moveAmongSiblings, pageTree, parsePagePath } from "./pages";

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

describe("ordering program pages", () => {
  const tree = [
    { path: "program", sortOrder: 0 },
    { path: "events", sortOrder: 1 },
    { path: "events/sessions/b", sortOrder: 2 },
    { path: "events/sessions/a", sortOrder: 2 },
    { path: "media", sortOrder: 2 },
  ];

  it("lists pages as a tree under their nearest existing page, siblings in order", () => {
    expect(pageTree(tree).map(({ page, depth }) => `${depth}:${page.path}`)).toEqual([
      "0:program",
      "0:events",
      "1:events/sessions/a",
      "1:events/sessions/b",
      "0:media",
    ]);
  });

  it("swaps a page with its neighbour among its siblings, numbering them apart", () => {
    expect(moveAmongSiblings(tree, "media", "up")).toEqual([
      { path: "media", sortOrder: 1 },
      { path: "events", sortOrder: 2 },
    ]);
    // Tied siblings: b keeps its number, a moves after it.
    expect(moveAmongSiblings(tree, "events/sessions/a", "down")).toEqual([{ path: "events/sessions/a", sortOrder: 3 }]);
    expect(moveAmongSiblings(tree, "program", "up")).toEqual([]);
    expect(moveAmongSiblings(tree, "media", "down")).toEqual([]);
    expect(moveAmongSiblings(tree, "unknown", "down")).toEqual([]);
  });
});
