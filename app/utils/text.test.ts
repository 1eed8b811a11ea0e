import { describe, expect, it } from "vitest";
import { hasControlCharacters, requestText } from "./text";

describe("text from a request", () => {
  it.each([["a\u0000b"], ["\u0007"], ["x\u001b[31m"], ["\u007f"], ["\u0085"], ["a\nb"], ["a\tb"]])(
    "refuses %j on one line",
    (value) => {
      expect(hasControlCharacters(value)).toBe(true);
      expect(requestText(value, 100)).toBeNull();
    },
  );

  it("lets line breaks and tabs through in multi-line text, never NUL", () => {
    expect(requestText("line one\r\nline two\tend", 100, { multiline: true })).toBe("line one\r\nline two\tend");
    expect(requestText("a\u0000b", 100, { multiline: true })).toBeNull();
  });

  it("trims, limits the length and refuses what is not a string", () => {
    expect(requestText("  slaap  ", 10)).toBe("slaap");
    expect(requestText("x".repeat(11), 10)).toBeNull();
    expect(requestText(undefined, 10)).toBeNull();
    expect(requestText(["a"], 10)).toBeNull();
  });

  it("keeps every letter a person types, accents and emoji included", () => {
    expect(requestText("Zoë – café 😀 日本", 100)).toBe("Zoë – café 😀 日本");
  });
});
