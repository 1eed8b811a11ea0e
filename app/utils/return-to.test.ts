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
    // Dot segments that collapse into a protocol-relative address after normalisation.
    ["/.//evil.example"],
    ["/%2e//evil.example"],
    ["/%2E//evil.example"],
    ["/a/..//evil.example"],
    ["/a/%2e%2e//evil.example"],
    ["/a/b/../..//evil.example"],
    ["/././/evil.example"],
    ["/%2e%2e//evil.example"],
    ["/nl/../..//evil.example/path?x=1"],
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value, "/nl")).toBe("/nl");
  });

  it("refuses what is not a string", () => {
    expect(safeReturnTo(undefined)).toBe("/");
    expect(safeReturnTo(["/nl"])).toBe("/");
  });

  it("never returns a path that a browser reads as another host", () => {
    const segments = ["", ".", "..", "%2e", "%2E", "%2e%2e", ".%2e", "a", "%2f", "%5c", "/", "\\"];
    for (const first of segments)
      for (const second of segments)
        for (const third of segments) {
          const result = safeReturnTo(`/${first}/${second}/${third}/evil.example`, "/nl");
          expect(result.startsWith("//") || result.startsWith("/\\"), result).toBe(false);
          expect(new URL(result, "https://vitaal.example").host).toBe("vitaal.example");
        }
  });

  it("normalises dot segments so they cannot climb out", () => {
    expect(safeReturnTo("/nl/../en/coaching")).toBe("/en/coaching");
  });
});
