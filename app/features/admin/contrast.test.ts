import { describe, expect, it } from "vitest";
import { contrastRatio, relativeLuminance, whiteTextPasses } from "./contrast";

describe("brand colour contrast", () => {
  it("computes the WCAG luminance and ratio", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 5);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    // Worked example: #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(4.54, 2);
  });

  it("lets dark colours carry white text and refuses light ones", () => {
    expect(whiteTextPasses("#1d4f91")).toBe(true);
    expect(whiteTextPasses("#e4002b")).toBe(true);
    expect(whiteTextPasses("#767676")).toBe(true);
    expect(whiteTextPasses("#777777")).toBe(false);
    expect(whiteTextPasses("#ffcc00")).toBe(false);
    expect(whiteTextPasses("#FFFFFF")).toBe(false);
  });

  it("compares unrounded ratios at the bar", () => {
    // 4.446:1 rounds to 4.4 or 4.45, and fails; 4.5002:1 (Deloitte's green) passes.
    expect(contrastRatio("#ffffff", "#268a0d")).toBeCloseTo(4.446, 3);
    expect(whiteTextPasses("#268a0d")).toBe(false);
    expect(contrastRatio("#ffffff", "#26890d")).toBeGreaterThanOrEqual(4.5);
    expect(whiteTextPasses("#26890d")).toBe(true);
  });

  it("refuses what is not a colour", () => {
    expect(() => relativeLuminance("red")).toThrow();
  });
});
