import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { adminCoachesFormSchema, adminCoachFormSchema } from "./coaches.schema";
import { acceptInvitationLists, acceptInvitationSchema } from "./invitations.schema";

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
};
const id = "7d1f8f3e-2b0c-4c52-9d7a-1f2e3d4c5b6a";

describe("the forms of the coach pages in the back office", () => {
  it("tells the forms apart by intent and checks ids", () => {
    expect(parseForm(adminCoachesFormSchema, form({ intent: "invite", list: "Eva <eva@example.com>" }))).toEqual({
      ok: true,
      data: { intent: "invite", list: "Eva <eva@example.com>", lng: "nl" },
    });
    expect(parseForm(adminCoachesFormSchema, form({ intent: "resend", id, lng: "en" }))).toMatchObject({ ok: true });
    expect(parseForm(adminCoachesFormSchema, form({ intent: "withdraw", id: "1 or 1=1" }))).toEqual({
      ok: false,
      errors: { id: "coaches.errors.form" },
    });
    expect(parseForm(adminCoachesFormSchema, form({ intent: "drop" }))).toEqual({
      ok: false,
      errors: { form: "coaches.errors.form" },
    });
    expect(parseForm(adminCoachFormSchema, form({ intent: "publish" }))).toEqual({
      ok: true,
      data: { intent: "publish" },
    });
  });

  it("reads the reason of a hold: optional, at most 500 characters, no control or bidi characters", () => {
    expect(parseForm(adminCoachFormSchema, form({ intent: "unpublish" }))).toEqual({
      ok: true,
      data: { intent: "unpublish", reason: null },
    });
    expect(
      parseForm(adminCoachesFormSchema, form({ intent: "unpublish", id, reason: "  Klacht\r\nin onderzoek " })),
    ).toEqual({ ok: true, data: { intent: "unpublish", id, reason: "Klacht\r\nin onderzoek" } });
    expect(parseForm(adminCoachFormSchema, form({ intent: "unpublish", reason: "x".repeat(501) }))).toEqual({
      ok: false,
      errors: { reason: "coaches.errors.reason" },
    });
    for (const reason of ["Klacht \u202Ekeolk", "Klacht\u0000"]) {
      expect(parseForm(adminCoachFormSchema, form({ intent: "unpublish", reason }))).toEqual({
        ok: false,
        errors: { reason: "coaches.errors.reasonCharacters" },
      });
    }
    expect(parseForm(adminCoachFormSchema, form({ intent: "release" }))).toEqual({
      ok: true,
      data: { intent: "release" },
    });
    expect(parseForm(adminCoachesFormSchema, form({ intent: "release", id: "nope" }))).toEqual({
      ok: false,
      errors: { id: "coaches.errors.form" },
    });
  });

  it("refuses a language it does not send and a list with control characters, beside the field", () => {
    expect(parseForm(adminCoachesFormSchema, form({ intent: "invite", list: "", lng: "de" }))).toEqual({
      ok: false,
      errors: { lng: "coaches.errors.language" },
    });
    expect(parseForm(adminCoachesFormSchema, form({ intent: "invite", list: "Eva\u0000 <eva@example.com>" }))).toEqual({
      ok: false,
      errors: { list: "errors.controlCharacters" },
    });
  });
});

describe("the acceptance form", () => {
  const valid = {
    token: "abc",
    name: "Eva de Wit",
    password: "a calm and long password",
    headlineNl: "Rust",
    headlineEn: "Calm",
    bioNl: "Ik help mensen al tien jaar om rust te vinden in een drukke baan, met kleine stappen.",
    bioEn: "For ten years I have helped people find calm in a demanding job, one small step at a time.",
    specialties: ["stress", "no-such-topic"],
    languages: ["nl"],
    modes: ["video"],
  };

  it("reads the account and the essential profile, with the profile's own rules", () => {
    const parsed = parseForm(acceptInvitationSchema, form(valid), { lists: acceptInvitationLists });
    expect(parsed).toMatchObject({ ok: true, data: { specialties: ["stress"], city: null } });
  });

  it("puts each message beside its field: a short password, no city for in person", () => {
    const parsed = parseForm(
      acceptInvitationSchema,
      form({ ...valid, password: "short", modes: ["in_person"], city: "" }),
      { lists: acceptInvitationLists },
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { password: "errors.passwordTooShort", city: "profile.errors.city" },
    });
  });
});
