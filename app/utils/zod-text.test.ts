import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTROL_CHARACTERS, hasBidiControls, safeText } from "./zod-text";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("safe text", () => {
  it("trims and keeps every letter a person types", () => {
    expect(safeText(100).parse("  Zoë – café 😀 日本  ")).toBe("Zoë – café 😀 日本");
  });

  it.each([["a\u0000b"], ["\u0007"], ["x\u001b[31m"], ["\u007f"], ["\u0085"], ["a\nb"], ["a\tb"]])(
    "refuses %j on one line",
    (value) => {
      expect(messageOf(safeText(100), value)).toBe(CONTROL_CHARACTERS);
    },
  );

  it("lets line breaks and tabs through in multi-line text, never NUL or escapes", () => {
    const schema = safeText(100, { multiline: true });
    expect(schema.parse("line one\r\nline two\tend")).toBe("line one\r\nline two\tend");
    expect(messageOf(schema, "a\u0000b")).toBe(CONTROL_CHARACTERS);
    expect(messageOf(schema, "a\u001b[2Jb")).toBe(CONTROL_CHARACTERS);
  });

  it.each([["\u202a"], ["\u202b"], ["\u202c"], ["\u202d"], ["\u202e"], ["\u2066"], ["\u2067"], ["\u2068"], ["\u2069"]])(
    "refuses the bidi control %j, on one line and in multi-line text",
    (control) => {
      // "Daan \u202Enakkab" shows as "Daan bakkan": the override turns what follows around.
      for (const schema of [safeText(100), safeText(100, { multiline: true })]) {
        expect(messageOf(schema, `Daan ${control}nakkab`)).toBe(CONTROL_CHARACTERS);
        expect(messageOf(schema, `${control}`)).toBe(CONTROL_CHARACTERS);
      }
      expect(hasBidiControls(`a${control}b`)).toBe(true);
      const own = safeText(80, { min: 2, message: "profile.errors.name", messages: { controlCharacters: "own" } });
      expect(messageOf(own, `Daan ${control}`)).toBe("own");
    },
  );

  it("lets the direction marks and right-to-left writing through", () => {
    // LRM, RLM and ALM settle punctuation beside them; keyboards for these scripts type them.
    expect(safeText(100).parse("שלום\u200f!")).toBe("שלום\u200f!");
    expect(safeText(100).parse("Daan\u200e (NL)")).toBe("Daan\u200e (NL)");
    expect(safeText(100).parse("مرحبا\u061c 2")).toBe("مرحبا\u061c 2");
    expect(hasBidiControls("سلام Daan")).toBe(false);
  });

  it("says what is missing, short or long, with the field's own keys", () => {
    expect(messageOf(safeText(5, { min: 1 }), undefined)).toBe("errors.required");
    expect(messageOf(safeText(5, { min: 1 }), "   ")).toBe("errors.required");
    expect(messageOf(safeText(5), "x".repeat(6))).toBe("errors.tooLong");
    expect(safeText(5).parse("")).toBe("");
    const name = safeText(80, { min: 2, message: "profile.errors.name" });
    expect(messageOf(name, "")).toBe("profile.errors.name");
    expect(messageOf(name, "D")).toBe("profile.errors.name");
    expect(messageOf(name, "x".repeat(81))).toBe("profile.errors.name");
    expect(messageOf(name, "D\u0000")).toBe(CONTROL_CHARACTERS);
    const tooShort = safeText(10, { min: 4, messages: { tooShort: "short" } });
    expect(messageOf(tooShort, "")).toBe("errors.required");
    expect(messageOf(tooShort, "abc")).toBe("short");
  });

  it("takes a password as typed when asked not to trim", () => {
    expect(safeText(20, { trim: false }).parse(" secret ")).toBe(" secret ");
    expect(messageOf(safeText(20, { trim: false }), "sec\u0000ret")).toBe(CONTROL_CHARACTERS);
  });

  it("refuses what is not text", () => {
    expect(messageOf(safeText(5), 42)).toBe("errors.required");
    expect(messageOf(safeText(5), ["a"])).toBe("errors.required");
  });
});
