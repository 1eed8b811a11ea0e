import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { domains } from "./instrument";
import { consentFormSchema, delayFormSchema, SCAN_FORM_INVALID, scanFormSchema } from "./vitascan.schema";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the vitality scan's forms", () => {
  it("read a step going on or back; a post without an intent goes on", () => {
    expect(parseForm(scanFormSchema, form({ intent: "back", step: "2" }))).toEqual({
      ok: true,
      data: { intent: "back", step: 2 },
    });
    expect(parseForm(scanFormSchema, form({ step: "0", who1: "3" }))).toEqual({
      ok: true,
      data: { intent: "next", step: 0 },
    });
  });

  it.each([
    ["an unknown intent", { intent: "skip", step: "0" }],
    ["a step past the last domain", { intent: "next", step: String(domains.length) }],
    ["a step that is no number", { intent: "next", step: "1e1" }],
    ["a negative step", { intent: "next", step: "-1" }],
    ["no step", { intent: "next" }],
  ])("refuse %s", (_, values) => {
    const result = parseForm(scanFormSchema, form(values));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.values(result.errors)).toEqual([SCAN_FORM_INVALID]);
  });

  it("need the consent ticked", () => {
    expect(parseForm(consentFormSchema, form({ consent: "yes" })).ok).toBe(true);
    expect(parseForm(consentFormSchema, form({}))).toEqual({
      ok: false,
      errors: { consent: "onboarding.consentRequired" },
    });
  });

  it("know a week or a month for the reminder", () => {
    expect(parseForm(delayFormSchema, form({ when: "month" }))).toEqual({ ok: true, data: { when: "month" } });
    expect(parseForm(delayFormSchema, form({ when: "year" }))).toEqual({
      ok: false,
      errors: { when: "delay.invalid" },
    });
    expect(parseForm(delayFormSchema, form({}))).toEqual({ ok: false, errors: { when: "delay.invalid" } });
  });
});
