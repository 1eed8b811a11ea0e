import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { goalDomains } from "../../db/schema/journey";
import enGoals from "../../locales/en/goals.json";
import enScan from "../../locales/en/vitascan.json";
import nlGoals from "../../locales/nl/goals.json";
import nlScan from "../../locales/nl/vitascan.json";
import { coachGoalsSchema, goalPageSchema, goalsPageSchema } from "./goals.schema";
import { isCalendarDate, isCheckInDue, maySee, nextStatus } from "./rules";

/** The first message key per field of a refused form (`intent` for an unknown form). */
function parseForm(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "intent")] ??= issue.message;
  return errors;
}

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2027-03-10T09:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe("when a check-in is due", () => {
  const goal = { status: "active" as const, checkInEveryDays: 7, createdAt: daysAgo(30) };

  it("is due once the interval has passed since the last check-in, not before", () => {
    expect(isCheckInDue(goal, daysAgo(7), now)).toBe(true);
    expect(isCheckInDue(goal, daysAgo(8), now)).toBe(true);
    expect(isCheckInDue(goal, new Date(daysAgo(7).getTime() + 1), now)).toBe(false);
    expect(isCheckInDue(goal, daysAgo(1), now)).toBe(false);
  });

  it("counts from the goal's start before the first check-in", () => {
    expect(isCheckInDue(goal, null, now)).toBe(true);
    expect(isCheckInDue({ ...goal, createdAt: daysAgo(2) }, null, now)).toBe(false);
    expect(isCheckInDue({ ...goal, checkInEveryDays: 1, createdAt: daysAgo(1) }, null, now)).toBe(true);
  });

  it("is never due for a goal that is not being worked on", () => {
    for (const status of ["proposed", "declined", "achieved", "stopped"] as const)
      expect(isCheckInDue({ ...goal, status }, daysAgo(60), now)).toBe(false);
  });
});

describe("status changes", () => {
  it("lets a proposal be accepted or declined, and nothing else", () => {
    expect(nextStatus("proposed", "accept")).toBe("active");
    expect(nextStatus("proposed", "decline")).toBe("declined");
    expect(nextStatus("proposed", "achieved")).toBeNull();
    expect(nextStatus("proposed", "reopen")).toBeNull();
  });

  it("lets a goal being worked on be achieved or stopped, and reopened after", () => {
    expect(nextStatus("active", "achieved")).toBe("achieved");
    expect(nextStatus("active", "stopped")).toBe("stopped");
    expect(nextStatus("active", "accept")).toBeNull();
    expect(nextStatus("achieved", "reopen")).toBe("active");
    expect(nextStatus("stopped", "reopen")).toBe("active");
    expect(nextStatus("achieved", "stopped")).toBeNull();
  });

  it("leaves a declined proposal declined", () => {
    for (const change of ["accept", "decline", "achieved", "stopped", "reopen"] as const)
      expect(nextStatus("declined", change)).toBeNull();
  });
});

describe("who may see a goal", () => {
  const shared = { memberId: "ann", sharedCoachId: "coach-x", status: "active" as const };

  it("shows a member their own goals only", () => {
    expect(maySee(shared, { kind: "member", userId: "ann" })).toBe(true);
    expect(maySee(shared, { kind: "member", userId: "bob" })).toBe(false);
  });

  it("shows a coach only a goal shared with them, by a member they had a session with", () => {
    expect(maySee(shared, { kind: "coach", coachId: "coach-x", hadSession: true })).toBe(true);
    expect(maySee(shared, { kind: "coach", coachId: "coach-y", hadSession: true })).toBe(false);
    expect(maySee(shared, { kind: "coach", coachId: "coach-x", hadSession: false })).toBe(false);
    expect(maySee({ ...shared, sharedCoachId: null }, { kind: "coach", coachId: "coach-x", hadSession: true })).toBe(
      false,
    );
  });

  it("hides a declined proposal from the coach who made it", () => {
    expect(maySee({ ...shared, status: "declined" }, { kind: "coach", coachId: "coach-x", hadSession: true })).toBe(
      false,
    );
    expect(maySee({ ...shared, status: "proposed" }, { kind: "coach", coachId: "coach-x", hadSession: true })).toBe(
      true,
    );
  });
});

describe("dates", () => {
  it("takes only dates that exist", () => {
    expect(isCalendarDate("2027-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-30T25:61")).toBe(false);
    expect(isCalendarDate("27-2-1")).toBe(false);
  });
});

describe("the forms", () => {
  it("takes a new goal with its optional parts empty", () => {
    const result = goalsPageSchema.safeParse({
      intent: "create",
      title: "  Sleep before eleven ",
      domain: "",
      targetDate: "",
      checkInEveryDays: "7",
      shareWith: "",
    });
    expect(result.success && result.data).toEqual({
      intent: "create",
      title: "Sleep before eleven",
      domain: null,
      targetDate: null,
      checkInEveryDays: 7,
      shareWith: "",
    });
  });

  it("refuses a goal without a title, too long, or with an unknown domain, date or interval", () => {
    const errors = parseForm(goalsPageSchema, {
      intent: "create",
      title: "x".repeat(121),
      domain: "happiness",
      targetDate: "2027-02-30",
      checkInEveryDays: "91",
      shareWith: "",
    });
    expect(errors).toMatchObject({
      title: "errors.titleTooLong",
      domain: "errors.domainUnknown",
      targetDate: "errors.dateInvalid",
      checkInEveryDays: "errors.everyDays",
    });
    expect(parseForm(goalsPageSchema, { intent: "create", title: " ", checkInEveryDays: "0" })).toMatchObject({
      title: "errors.titleRequired",
      checkInEveryDays: "errors.everyDays",
    });
  });

  it("takes a check-in of 0 to 10 with a note of at most 500 characters", () => {
    const ok = goalPageSchema.safeParse({ intent: "check-in", progress: "10", note: "Went well" });
    expect(ok.success && ok.data).toEqual({ intent: "check-in", progress: 10, note: "Went well" });
    const zero = goalPageSchema.safeParse({ intent: "check-in", progress: "0" });
    expect(zero.success && zero.data).toEqual({ intent: "check-in", progress: 0, note: "" });
    for (const progress of ["11", "-1", "", "5.5", "NaN", "99999999999999999999"])
      expect(parseForm(goalPageSchema, { intent: "check-in", progress })).toMatchObject({
        progress: "errors.progress",
      });
    expect(parseForm(goalPageSchema, { intent: "check-in", progress: "5", note: "x".repeat(501) })).toMatchObject({
      note: "errors.noteTooLong",
    });
    expect(parseForm(goalPageSchema, { intent: "check-in", progress: "5", note: "a\u0000b" })).toMatchObject({
      note: "errors.controlCharacters",
    });
  });

  it("refuses a step without a title or over 200 characters, and an unknown intent", () => {
    expect(parseForm(goalPageSchema, { intent: "add-step", title: "" })).toMatchObject({
      title: "errors.stepTitleRequired",
    });
    expect(parseForm(coachGoalsSchema, { intent: "propose-step", goalId: "x", title: "y".repeat(201) })).toMatchObject({
      title: "errors.stepTitleTooLong",
    });
    expect(parseForm(coachGoalsSchema, { intent: "check-in" })).toMatchObject({ intent: "errors.unknown" });
  });
});

describe("the domains' names", () => {
  it("are the vitality scan's own, in both languages", () => {
    for (const [goalsCatalog, scanCatalog] of [
      [enGoals, enScan],
      [nlGoals, nlScan],
    ] as const)
      for (const key of goalDomains) expect(goalsCatalog.domain[key]).toBe(scanCatalog.domain[key].name);
  });
});
