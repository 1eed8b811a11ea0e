import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "../../../tests/support/parse-form";
import { accountFormSchema, onboardingFormSchema } from "./account.schema";
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  loginSchema,
  profileSchema,
  resetSchema,
  signupFormSchema,
  signupSchema,
  timeZoneChoices,
} from "./forms";

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

  it("refuse control characters in every text field, passwords included", () => {
    const result = parseForm(
      signupSchema,
      form({ name: "Anna\u0000", email: "anna\u0007@example.com", password: "a long enough\u001b secret" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "errors.controlCharacters",
        email: "errors.controlCharacters",
        password: "errors.controlCharacters",
      },
    });
    expect(parseForm(loginSchema, form({ email: "anna@example.com", password: "x\u0000" }))).toEqual({
      ok: false,
      errors: { password: "errors.controlCharacters" },
    });
    expect(parseForm(resetSchema, form({ token: "abc\u0000", password: "a long enough secret" }))).toEqual({
      ok: false,
      errors: { token: "errors.tokenInvalid" },
    });
  });

  it("take a password as typed, spaces and all", () => {
    const result = parseForm(loginSchema, form({ email: "anna@example.com", password: "  spaced  " }));
    expect(result).toEqual({ ok: true, data: { email: "anna@example.com", password: "  spaced  " } });
  });

  it("fill in what the signup page adds, and drop what is not safe", () => {
    const good = parseForm(
      signupFormSchema,
      form({
        name: "Anna",
        email: "anna@example.com",
        password: "a long enough secret",
        timeZone: "Asia/Tokyo",
        join: "deloitte-fit-forward",
        returnTo: "/nl/coaches",
      }),
    );
    expect(good).toEqual({
      ok: true,
      data: {
        name: "Anna",
        email: "anna@example.com",
        password: "a long enough secret",
        timeZone: "Asia/Tokyo",
        join: "deloitte-fit-forward",
        returnTo: "/nl/coaches",
      },
    });
    const junk = parseForm(
      signupFormSchema,
      form({
        name: "Anna",
        email: "anna@example.com",
        password: "a long enough secret",
        timeZone: "Mars/Olympus",
        join: "../etc",
        returnTo: "//evil.example",
      }),
    );
    expect(junk.ok && junk.data).toMatchObject({ timeZone: DEFAULT_TIME_ZONE, join: null, returnTo: "" });
    // A page without script posts no zone, and most signups come through no join link.
    const bare = parseForm(
      signupFormSchema,
      form({ name: "Anna", email: "anna@example.com", password: "a long enough secret" }),
    );
    expect(bare.ok && bare.data).toMatchObject({ timeZone: DEFAULT_TIME_ZONE, join: null, returnTo: "" });
  });

  it("check the profile: name, a known zone, a language", () => {
    expect(parseForm(profileSchema, form({ name: " Anna ", timeZone: "Europe/Amsterdam", locale: "en" }))).toEqual({
      ok: true,
      data: { name: "Anna", timeZone: "Europe/Amsterdam", locale: "en" },
    });
    expect(parseForm(profileSchema, form({ name: "", timeZone: "Mars/Olympus", locale: "de" }))).toEqual({
      ok: false,
      errors: { name: "errors.required", timeZone: "errors.timeZoneInvalid", locale: "errors.required" },
    });
    expect(parseForm(profileSchema, form({ name: "Anna" }))).toEqual({
      ok: false,
      errors: { timeZone: "errors.timeZoneInvalid", locale: "errors.required" },
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

describe("the account page's forms", () => {
  it("parse each card's form by its intent", () => {
    expect(parseForm(accountFormSchema, form({ intent: "sessions" }))).toEqual({
      ok: true,
      data: { intent: "sessions" },
    });
    expect(parseForm(accountFormSchema, form({ intent: "email", email: " New@Example.com " }))).toEqual({
      ok: true,
      data: { intent: "email", email: "new@example.com" },
    });
    expect(parseForm(accountFormSchema, form({ intent: "link-sso", partner: "ohra" }))).toEqual({
      ok: true,
      data: { intent: "link-sso", partner: "ohra" },
    });
  });

  it("say an unknown or missing intent once, for the whole form", () => {
    expect(parseForm(accountFormSchema, form({ intent: "drop-tables" }))).toEqual({
      ok: false,
      errors: { form: "errors.formInvalid" },
    });
    expect(parseForm(accountFormSchema, form({}))).toEqual({ ok: false, errors: { form: "errors.formInvalid" } });
  });

  it("keep the messages each card had", () => {
    expect(parseForm(accountFormSchema, form({ intent: "password", currentPassword: "", newPassword: "" }))).toEqual({
      ok: false,
      errors: { currentPassword: "errors.required", newPassword: "errors.passwordTooShort" },
    });
    expect(
      parseForm(accountFormSchema, form({ intent: "password", currentPassword: "old", newPassword: "p".repeat(129) })),
    ).toEqual({ ok: false, errors: { newPassword: "errors.passwordTooLong" } });
    expect(parseForm(accountFormSchema, form({ intent: "delete", deletePassword: "" }))).toEqual({
      ok: false,
      errors: { deletePassword: "errors.required" },
    });
    // An account without a password has no field to send; the page asks for the password when
    // the account has one (`confirmIdentity`), with the same message.
    expect(parseForm(accountFormSchema, form({ intent: "delete" }))).toEqual({ ok: true, data: { intent: "delete" } });
    expect(parseForm(accountFormSchema, form({ intent: "unlink-sso", partner: "Not A Slug" }))).toEqual({
      ok: false,
      errors: { partner: "account.ssoUnavailable" },
    });
    expect(
      parseForm(accountFormSchema, form({ intent: "profile", name: "Anna\u0000", timeZone: "UTC", locale: "nl" })),
    ).toEqual({ ok: false, errors: { name: "errors.controlCharacters" } });
  });
});

describe("the onboarding's forms", () => {
  const step = (name: string, values: Record<string, string> = {}) =>
    parseForm(onboardingFormSchema, form(values), { with: { step: name } });

  it("ask each step for its own fields", () => {
    expect(step("terms", { accept: "yes" })).toEqual({ ok: true, data: { step: "terms", accept: "yes" } });
    expect(step("terms")).toEqual({ ok: false, errors: { accept: "errors.termsRequired" } });
    expect(step("terms", { accept: "no" })).toEqual({ ok: false, errors: { accept: "errors.termsRequired" } });
    expect(step("theapp")).toEqual({ ok: true, data: { step: "theapp" } });
    expect(step("vitascan", { choice: "now" })).toEqual({ ok: true, data: { step: "vitascan", choice: "now" } });
    expect(step("vitascan")).toEqual({ ok: true, data: { step: "vitascan", choice: "later" } });
    expect(step("vitascan", { choice: "whenever" })).toEqual({
      ok: true,
      data: { step: "vitascan", choice: "later" },
    });
  });

  it("take the step from the address, not from the form", () => {
    expect(step("theapp", { step: "terms" })).toEqual({ ok: true, data: { step: "theapp" } });
  });
});

describe("parsing a form", () => {
  it("reads repeated fields as lists when told so", () => {
    const data = new FormData();
    data.append("tag", "a");
    data.append("tag", "b");
    const schema = z.object({ tag: z.array(z.string()) });
    expect(parseForm(schema, data, { lists: ["tag"] })).toEqual({ ok: true, data: { tag: ["a", "b"] } });
    expect(parseForm(schema, new FormData(), { lists: ["tag"] })).toEqual({ ok: true, data: { tag: [] } });
  });
});
