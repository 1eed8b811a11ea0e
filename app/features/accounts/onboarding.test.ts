import { describe, expect, it } from "vitest";
import { areaHome, destinationAfterLogin, enterableAreas, nextOnboardingStep, TERMS_VERSION } from "./onboarding";

const done = new Date("2026-01-01T00:00:00Z");
const finished = { profileDoneAt: done, termsVersion: TERMS_VERSION, appDoneAt: done, vitascanDoneAt: done };

describe("onboarding", () => {
  it("resumes at the first unfinished step", () => {
    expect(nextOnboardingStep(null)).toBe("profile");
    expect(nextOnboardingStep({ ...finished, profileDoneAt: null })).toBe("profile");
    expect(nextOnboardingStep({ ...finished, termsVersion: null })).toBe("terms");
    expect(nextOnboardingStep({ ...finished, appDoneAt: null })).toBe("theapp");
    expect(nextOnboardingStep({ ...finished, vitascanDoneAt: null })).toBe("vitascan");
    expect(nextOnboardingStep(finished)).toBeNull();
  });

  it("asks for the terms again when a new version is in force", () => {
    expect(nextOnboardingStep(finished, TERMS_VERSION + 1)).toBe("terms");
  });
});

describe("after login", () => {
  it("sends a member with unfinished onboarding to the step, keeping returnTo", () => {
    expect(
      destinationAfterLogin({ lng: "nl", roles: ["member"], onboardingStep: "terms", returnTo: "/nl/coaching" }),
    ).toBe("/nl/signup/terms?returnTo=%2Fnl%2Fcoaching");
  });

  it("honours a safe returnTo and refuses an unsafe one", () => {
    expect(
      destinationAfterLogin({ lng: "en", roles: ["member"], onboardingStep: null, returnTo: "/en/coaching" }),
    ).toBe("/en/coaching");
    expect(
      destinationAfterLogin({ lng: "en", roles: ["member"], onboardingStep: null, returnTo: "//evil.example.com" }),
    ).toBe("/en/dashboard");
    expect(
      destinationAfterLogin({
        lng: "en",
        roles: ["member"],
        onboardingStep: null,
        returnTo: "https://evil.example.com",
      }),
    ).toBe("/en/dashboard");
  });

  it("lists the back office among the areas of an administrator", () => {
    expect(enterableAreas({ roles: ["member", "admin"] })).toEqual(["member", "admin"]);
    expect(enterableAreas({ roles: ["member", "coach", "admin"] })).toEqual(["member", "coach", "admin"]);
    expect(enterableAreas({ roles: ["member"] })).toEqual(["member"]);
    expect(areaHome("admin", "nl")).toBe("/admin");
  });

  it("offers the partner portal to a partner's admin, not by any role", () => {
    expect(enterableAreas({ roles: ["member"], partnerAdmin: true })).toEqual(["member", "partner"]);
    expect(enterableAreas({ roles: ["admin"], partnerAdmin: false })).toEqual(["admin"]);
    expect(areaHome("partner", "en")).toBe("/partner");
    // A member who administers a partner chooses; a partner admin who is no member goes straight there.
    expect(destinationAfterLogin({ lng: "nl", roles: ["member"], partnerAdmin: true, onboardingStep: null })).toBe(
      "/nl/app-selector",
    );
    expect(destinationAfterLogin({ lng: "en", roles: [], partnerAdmin: true, onboardingStep: null })).toBe("/partner");
    expect(areaHome("member", "en")).toBe("/en/dashboard");
  });

  it("sends an administrator who is no member to the back office", () => {
    expect(destinationAfterLogin({ lng: "en", roles: ["admin"], onboardingStep: null })).toBe("/admin");
  });

  it("offers the app selector to accounts with several areas", () => {
    // An administrator who is also a member starts in the back office all the same.
    expect(destinationAfterLogin({ lng: "nl", roles: ["member", "admin"], onboardingStep: null })).toBe("/admin");
    expect(destinationAfterLogin({ lng: "nl", roles: ["member", "coach"], onboardingStep: null })).toBe(
      "/nl/app-selector",
    );
  });

  it("sends a coach without member role to the coach area, skipping member onboarding", () => {
    expect(destinationAfterLogin({ lng: "nl", roles: ["coach"], onboardingStep: "profile" })).toBe("/coach");
  });

  it("sends a finished member to the dashboard", () => {
    expect(destinationAfterLogin({ lng: "nl", roles: ["member"], onboardingStep: null })).toBe("/nl/dashboard");
  });
});
