import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { SESSION_FORM_INVALID, sessionFormSchema } from "./session.schema";

/** The message the panel shows for a refused form, or null when the schema accepts it. */
const problem = (data: FormData) => {
  const parsed = parseForm(sessionFormSchema, data);
  return parsed.ok ? null : (Object.values(parsed.errors)[0] ?? SESSION_FORM_INVALID);
};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the session form", () => {
  it("registers with or without a choice, and cancels", () => {
    expect(parseForm(sessionFormSchema, form({ intent: "register", choice: "10k" }))).toEqual({
      ok: true,
      data: { intent: "register", choice: "10k" },
    });
    expect(parseForm(sessionFormSchema, form({ intent: "register" }))).toEqual({
      ok: true,
      data: { intent: "register", choice: null },
    });
    expect(parseForm(sessionFormSchema, form({ intent: "register", choice: "" }))).toEqual({
      ok: true,
      data: { intent: "register", choice: null },
    });
    expect(problem(form({ intent: "cancel" }))).toBeNull();
  });

  it("refuses an unknown or missing intent", () => {
    expect(problem(form({ intent: "promote" }))).toBe(SESSION_FORM_INVALID);
    expect(problem(form({}))).toBe(SESSION_FORM_INVALID);
  });

  it("refuses a choice with control characters or beyond any option's length", () => {
    expect(problem(form({ intent: "register", choice: "10k\u0000" }))).toBe("errors.controlCharacters");
    expect(problem(form({ intent: "register", choice: "x".repeat(101) }))).toBe("session.error.choice");
  });
});
