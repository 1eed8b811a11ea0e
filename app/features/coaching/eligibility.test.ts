import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppointmentOptions,
  addPartnerMember,
  createAppointment,
  createCoach,
  createPartner,
  createUser,
  type UserOptions,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import {
  type Allowance,
  accountEligibility,
  allowanceEligibility,
  allowanceFor,
  type Booker,
  bookingEligibility,
} from "./eligibility.server";

const ready: Booker = { roles: ["member"], emailVerified: true, onboardingStep: null };
const allowance = (values: Partial<Allowance>): Allowance => ({
  total: 6,
  used: 0,
  left: 6,
  intakeOnly: false,
  ...values,
});

describe("who may book, by account", () => {
  it("asks in order: logged in, a member, a confirmed address, onboarding done", () => {
    expect(accountEligibility(null)).toBe("login");
    expect(accountEligibility({ ...ready, roles: ["coach"], emailVerified: false })).toBe("coach-only");
    expect(accountEligibility({ ...ready, emailVerified: false, onboardingStep: "terms" })).toBe("verify");
    expect(accountEligibility({ ...ready, onboardingStep: "terms" })).toBe("onboarding");
    expect(accountEligibility({ ...ready, roles: ["coach", "member"] })).toBe("ok");
  });
});

describe("who may book, by allowance", () => {
  it("gives a member without a partner one intake and a partner's member the year's sessions", () => {
    const solo = allowance({ total: 1, left: 1, intakeOnly: true });
    expect(allowanceEligibility(solo, "coaching", false)).toBe("intake-only");
    expect(allowanceEligibility(solo, "intake", false)).toBe("ok");
    expect(allowanceEligibility({ ...solo, used: 1, left: 0 }, "intake", false)).toBe("no-allowance");
    expect(allowanceEligibility(allowance({ used: 6, left: 0 }), "coaching", false)).toBe("no-allowance");
    expect(allowanceEligibility(allowance({ used: 5, left: 1 }), "coaching", false)).toBe("ok");
  });

  it("lets a session be moved whatever is left, since moving uses no credit", () => {
    expect(allowanceEligibility(allowance({ used: 6, left: 0 }), "coaching", true)).toBe("ok");
    expect(allowanceEligibility(allowance({ total: 1, left: 0, intakeOnly: true }), "coaching", true)).toBe("ok");
  });
});

describe("who may book, from the database", () => {
  let test: TestDatabase;
  const now = new Date("2026-12-01T06:00:00Z");
  const done = { profileDoneAt: now, termsVersion: 1, appDoneAt: now, vitascanDoneAt: now };

  beforeAll(async () => {
    test = await createTestDatabase();
    const { db } = test;
    const person = (id: string, name: string, options: UserOptions) =>
      createUser(db, { id, name, email: `${id}@example.com`, ...options });
    await person("ready", "Ready", { emailVerified: true, roles: ["member"], onboarding: done });
    await person("partner", "Partner", { emailVerified: true, roles: ["member"], onboarding: done });
    await person("unverified", "Unverified", { roles: ["member"], onboarding: done });
    await person("halfway", "Halfway", { emailVerified: true, roles: ["member"], onboarding: { profileDoneAt: now } });
    await person("coach", "Coach", { emailVerified: true, roles: ["coach"], onboarding: done });
    for (const program of [
      { slug: "small", name: "Small", brandColor: "#123456", coachingAllowance: 2 },
      { slug: "large", name: "Large", brandColor: "#654321", coachingAllowance: 4 },
    ]) {
      await addPartnerMember(db, (await createPartner(db, program)).id, "partner");
    }
    const coach = await createCoach(db, { slug: "anna", name: "Anna" });
    const session = (startsAt: string, values: Partial<AppointmentOptions> = {}) =>
      createAppointment(db, { coachId: coach.id, memberId: "partner", startsAt, idempotencyKey: startsAt, ...values });
    await session("2026-03-02T09:00:00Z");
    // An early cancellation does not count, a late one does.
    await session("2026-04-02T09:00:00Z", { status: "cancelled", late: false });
    await session("2026-05-02T09:00:00Z", { status: "cancelled", late: true });
    // 1 January 00:30 in Amsterdam is still New Year's Eve in UTC: it counts in 2027.
    await session("2026-12-31T23:30:00Z");
  });

  afterAll(async () => {
    await test?.close();
  });

  it("gives each person their reason, reading the account from the database", async () => {
    const ask = (id: string | null, kind: "intake" | "coaching" = "intake") =>
      bookingEligibility(test.db, id ? { id } : null, { kind, at: now }).then((result) => result.eligibility);
    expect(await ask(null)).toBe("login");
    expect(await ask("nobody")).toBe("login");
    expect(await ask("coach")).toBe("coach-only");
    expect(await ask("unverified")).toBe("verify");
    expect(await ask("halfway")).toBe("onboarding");
    expect(await ask("ready", "coaching")).toBe("intake-only");
    expect(await ask("ready", "intake")).toBe("ok");
    expect(await ask("partner", "coaching")).toBe("ok");
  });

  it("counts the year of the session in Amsterdam, the largest partner allowance, and late cancellations", async () => {
    expect(await allowanceFor(test.db, "partner", now)).toEqual({ total: 4, used: 2, left: 2, intakeOnly: false });
    expect(await allowanceFor(test.db, "partner", new Date("2027-01-05T00:00:00Z"))).toEqual({
      total: 4,
      used: 1,
      left: 3,
      intakeOnly: false,
    });
    expect(await allowanceFor(test.db, "ready", now)).toEqual({ total: 1, used: 0, left: 1, intakeOnly: true });
    const result = await bookingEligibility(test.db, { id: "partner" }, { kind: "coaching", at: now });
    expect(result).toEqual({ eligibility: "ok", allowance: { total: 4, used: 2, left: 2, intakeOnly: false } });
  });
});
