import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { EBOOK_FORM_INVALID, ebookFormSchema } from "./lead-form";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const token = "a".repeat(43);

describe("the ebook's forms", () => {
  it("take a visitor's address with consent, with or without the intent", () => {
    const expected = { ok: true, data: { intent: "lead", email: "anna@example.com", consent: "yes" } };
    expect(parseForm(ebookFormSchema, form({ intent: "lead", email: " Anna@Example.com ", consent: "yes" }))).toEqual(
      expected,
    );
    expect(parseForm(ebookFormSchema, form({ email: "anna@example.com", consent: "yes" }))).toEqual(expected);
  });

  it("answer each field's problem beside it", () => {
    expect(parseForm(ebookFormSchema, form({ email: "" }))).toEqual({
      ok: false,
      errors: { email: "ebook.errors.emailRequired", consent: "ebook.errors.consentRequired" },
    });
    expect(parseForm(ebookFormSchema, form({ email: "not-an-address", consent: "yes" }))).toEqual({
      ok: false,
      errors: { email: "ebook.errors.emailInvalid" },
    });
    expect(parseForm(ebookFormSchema, form({ email: "anna\u0000@example.com", consent: "yes" }))).toEqual({
      ok: false,
      errors: { email: "errors.controlCharacters" },
    });
  });

  it("take a withdrawal's token, and refuse one no link carries", () => {
    expect(parseForm(ebookFormSchema, form({ intent: "withdraw", token }))).toEqual({
      ok: true,
      data: { intent: "withdraw", token },
    });
    for (const bad of ["", "x".repeat(65), "abc\u0007"]) {
      expect(parseForm(ebookFormSchema, form({ intent: "withdraw", token: bad }))).toEqual({
        ok: false,
        errors: { token: "ebook.withdrawUnknown" },
      });
    }
  });

  it("refuse a form the page does not have", () => {
    expect(parseForm(ebookFormSchema, form({ intent: "subscribe" }))).toEqual({
      ok: false,
      errors: { form: EBOOK_FORM_INVALID },
    });
  });
});
