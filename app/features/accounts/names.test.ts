import { describe, expect, it } from "vitest";
import { firstName } from "./names";

describe("firstName", () => {
  it("greets by the first word of the name", () => {
    expect(firstName("Eva Smit-de Boer")).toBe("Eva");
    expect(firstName("Iris Mulder-Bos")).toBe("Iris");
    expect(firstName("  Liam\tBrown ")).toBe("Liam");
  });

  it("keeps a name of one word, hyphens and all", () => {
    expect(firstName("Anne-Marie")).toBe("Anne-Marie");
    expect(firstName("Noor")).toBe("Noor");
  });

  it("gives nothing for an empty name", () => {
    expect(firstName("")).toBe("");
    expect(firstName("   ")).toBe("");
  });
});
