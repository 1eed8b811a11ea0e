import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

describe("safe returnTo", () => {
  it("keeps same-origin paths with query and hash", () => {
    expect(safeReturnTo("/nl/coaching")).toBe("/nl/coaching");
    expect(safeReturnTo("/nl/coaches?specialty=sleep#slots")).toBe("/nl/coaches?specialty=sleep#slots");
  });

  it.each([
    ["//evil.example.com"],
    ["/\\evil.example.com"],
    ["https://evil.example.com/nl"],
    ["javascript:alert(1)"],
    ["nl/coaching"],
    [""],
    ["/nl/\u0000x"],
    ["/nl\\..\\evil"],
    ["/\t/evil.example.com"],
    [" /nl"],
    [`/${"a".repeat(3000)}`],
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value, "/nl")).toBe("/nl");
  });

  it("refuses what is not a string", () => {
    expect(safeReturnTo(undefined)).toBe("/");
    expect(safeReturnTo(["/nl"])).toBe("/");
  });

  it("normalises dot segments so they cannot climb out", () => {
    expect(safeReturnTo("/nl/../en/coaching")).toBe("/en/coaching");
  });
});
