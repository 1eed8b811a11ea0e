import { describe, expect, it } from "vitest";
import { parseForm } from "../../../tests/support/parse-form";
import { createPartnerSchema, isIssuer, partnerPageSchema } from "./partners.schema";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
};

const create = { intent: "create", name: "Acme", slug: "acme-care", brandColor: "#1D4F91", coachingAllowance: "6" };
const update = {
  intent: "update",
  name: "Acme",
  brandColor: "#1d4f91",
  coachingAllowance: "52",
  taglineNl: "",
  taglineEn: "",
  loginMethods: "both",
  emailDomains: "Acme.example\nmail.acme.example, acme.example",
  ssoIssuer: "https://login.acme.example/realms/x",
  ssoClientId: "vitaal",
  ssoClientSecret: "",
  ssoProvisioning: "yes",
};

describe("partner forms", () => {
  it("parses a new partner, lower-casing the colour", () => {
    expect(parseForm(createPartnerSchema, form(create))).toEqual({
      ok: true,
      data: { intent: "create", name: "Acme", slug: "acme-care", brandColor: "#1d4f91", coachingAllowance: 6 },
    });
  });

  it("refuses bad slugs, colours white text cannot be read on, and allowances out of range", () => {
    const errors = (values: Record<string, string>) => {
      const parsed = parseForm(createPartnerSchema, form({ ...create, ...values }));
      return parsed.ok ? {} : parsed.errors;
    };
    expect(errors({ slug: "Acme" })).toEqual({ slug: "partners.errors.slugFormat" });
    expect(errors({ slug: "acme--care" })).toEqual({ slug: "partners.errors.slugFormat" });
    expect(errors({ slug: "" })).toEqual({ slug: "partners.errors.required" });
    expect(errors({ brandColor: "#ffcc00" })).toEqual({ brandColor: "partners.errors.colourContrast" });
    expect(errors({ brandColor: "blue" })).toEqual({ brandColor: "partners.errors.colourFormat" });
    expect(errors({ coachingAllowance: "53" })).toEqual({ coachingAllowance: "partners.errors.allowance" });
    expect(errors({ coachingAllowance: "-1" })).toEqual({ coachingAllowance: "partners.errors.allowance" });
    expect(errors({ name: "a\u0000b" })).toEqual({ name: "partners.errors.controlCharacters" });
    expect(errors({ intent: "drop" })).toEqual({ form: "partners.errors.formInvalid" });
  });

  it("parses the settings: domains lower-cased without repeats, checkboxes as booleans", () => {
    const parsed = parseForm(partnerPageSchema, form(update));
    expect(parsed.ok && parsed.data).toMatchObject({
      intent: "update",
      coachingAllowance: 52,
      emailDomains: ["acme.example", "mail.acme.example"],
      ssoProvisioning: true,
      removeLogo: false,
    });
  });

  it("refuses a domain that is not one, and SSO without issuer or client id", () => {
    const errors = (values: Record<string, string>) => {
      const parsed = parseForm(partnerPageSchema, form({ ...update, ...values }));
      return parsed.ok ? {} : parsed.errors;
    };
    expect(errors({ emailDomains: "@acme.example" })).toEqual({ emailDomains: "partners.errors.domain" });
    expect(errors({ emailDomains: "localhost" })).toEqual({ emailDomains: "partners.errors.domain" });
    expect(errors({ ssoIssuer: "", ssoClientId: "" })).toEqual({
      ssoIssuer: "partners.errors.ssoIncomplete",
      ssoClientId: "partners.errors.ssoIncomplete",
    });
    expect(errors({ loginMethods: "password", ssoIssuer: "", ssoClientId: "" })).toEqual({});
    expect(errors({ loginMethods: "magic" })).toEqual({ loginMethods: "partners.errors.loginMethods" });
    expect(errors({ ssoIssuer: "http://login.acme.example" })).toEqual({ ssoIssuer: "partners.errors.issuer" });
  });

  it("accepts https issuers, and http only on loopback", () => {
    expect(isIssuer("https://login.example.com")).toBe(true);
    expect(isIssuer("http://127.0.0.1:4400")).toBe(true);
    expect(isIssuer("http://localhost:4400/oidc")).toBe(true);
    expect(isIssuer("http://10.0.0.1")).toBe(false);
    expect(isIssuer("https://user:pw@login.example.com")).toBe(false);
    expect(isIssuer("https://login.example.com/?a=1")).toBe(false);
    expect(isIssuer("javascript:alert(1)")).toBe(false);
  });

  it("parses join link forms and checks ids", () => {
    expect(
      parseForm(partnerPageSchema, form({ intent: "create-link", linkSlug: "", expiresOn: "", maxUses: "" })),
    ).toEqual({
      ok: true,
      data: { intent: "create-link", linkSlug: "", expiresOn: null, maxUses: null },
    });
    const bad = parseForm(
      partnerPageSchema,
      form({ intent: "create-link", linkSlug: "A B", expiresOn: "2026-02-30", maxUses: "0" }),
    );
    expect(bad.ok ? {} : bad.errors).toEqual({
      linkSlug: "partners.errors.slugFormat",
      expiresOn: "partners.errors.date",
      maxUses: "partners.errors.maxUses",
    });
    const revoke = parseForm(partnerPageSchema, form({ intent: "revoke-link", linkId: "1; drop table" }));
    expect(revoke.ok ? {} : revoke.errors).toEqual({ linkId: "partners.errors.linkUnknown" });
  });
});
