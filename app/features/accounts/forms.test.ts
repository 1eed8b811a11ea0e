import { describe, expect, it } from "vitest";
import { isTimeZone, loginSchema, parseForm, resetSchema, signupSchema, timeZoneChoices } from "./forms";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("account forms", () => {
  it("accept a good signup and normalise the email", () => {
    const result = parseForm(
      signupSchema,
      form({ name: " Anna ", email: " Anna@Example.COM ", password: "a long enough secret" }),
    );
    expect(result).toEqual({
      ok: true,
      data: { name: "Anna", email: "anna@example.com", password: "a long enough secret" },
    });
  });

  it("say what is wrong per field", () => {
    const result = parseForm(signupSchema, form({ name: "", email: "not-an-email", password: "short" }));
    expect(result).toEqual({
      ok: false,
      errors: { name: "errors.required", email: "errors.emailInvalid", password: "errors.passwordTooShort" },
    });
  });

  it("refuse missing fields, overlong values and an empty password", () => {
    expect(parseForm(loginSchema, form({}))).toEqual({
      ok: false,
      errors: { email: "errors.required", password: "errors.required" },
    });
    const long = parseForm(
      signupSchema,
      form({ name: "x".repeat(101), email: `${"a".repeat(250)}@x.nl`, password: "p".repeat(129) }),
    );
    expect(long).toEqual({
      ok: false,
      errors: { name: "errors.tooLong", email: "errors.tooLong", password: "errors.passwordTooLong" },
    });
  });

  it("need a token to reset a password", () => {
    expect(parseForm(resetSchema, form({ token: "", password: "a long enough secret" }))).toEqual({
      ok: false,
      errors: { token: "errors.tokenInvalid" },
    });
  });

  it("know real time zones only", () => {
    expect(isTimeZone("Europe/Amsterdam")).toBe(true);
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe("time zone choices", () => {
  it("always include the account's own zone", () => {
    expect(timeZoneChoices("Europe/Amsterdam")).toContain("Europe/Amsterdam");
    expect(timeZoneChoices("Etc/GMT+5")).toContain("Etc/GMT+5");
  });
});
