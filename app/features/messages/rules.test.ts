import { describe, expect, it } from "vitest";
import { type AppointmentFact, isOpen, MAX_MESSAGE, mayConverse, messageText, openSince, writeState } from "./rules";

const now = new Date("2027-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const fact = (startsAt: Date, status: AppointmentFact["status"]): AppointmentFact => ({ startsAt, status });

describe("whether a member and a coach have a conversation", () => {
  it("needs an appointment that was not cancelled", () => {
    expect(mayConverse([])).toBe(false);
    expect(mayConverse([fact(inDays(3), "cancelled")])).toBe(false);
    expect(mayConverse([fact(inDays(3), "confirmed")])).toBe(true);
    expect(mayConverse([fact(daysAgo(400), "no_show")])).toBe(true);
  });
});

describe("whether a conversation is open", () => {
  it("is open with an upcoming appointment, or one that started within six months", () => {
    expect(isOpen([fact(inDays(3), "confirmed")], now)).toBe(true);
    expect(isOpen([fact(daysAgo(10), "completed")], now)).toBe(true);
    expect(isOpen([fact(openSince(now), "completed")], now)).toBe(true);
    expect(openSince(now).toISOString()).toBe("2026-12-15T12:00:00.000Z");
  });

  it("is read only after six months without a session, or with only cancelled ones", () => {
    expect(isOpen([fact(daysAgo(200), "completed")], now)).toBe(false);
    expect(isOpen([fact(new Date(openSince(now).getTime() - 1), "completed")], now)).toBe(false);
    expect(isOpen([fact(daysAgo(200), "completed"), fact(inDays(5), "cancelled")], now)).toBe(false);
    expect(isOpen([fact(daysAgo(5), "cancelled")], now)).toBe(false);
  });

  it("says why a side cannot write: no recent session for both, blocked for the coach alone", () => {
    const recent = [fact(daysAgo(10), "completed")];
    const old = [fact(daysAgo(300), "completed")];
    expect(writeState("member", { blockedAt: null }, recent, now)).toEqual({ canWrite: true });
    expect(writeState("coach", { blockedAt: null }, recent, now)).toEqual({ canWrite: true });
    expect(writeState("coach", { blockedAt: daysAgo(1) }, recent, now)).toEqual({ canWrite: false, reason: "blocked" });
    expect(writeState("member", { blockedAt: daysAgo(1) }, recent, now)).toEqual({ canWrite: true });
    expect(writeState("member", { blockedAt: null }, old, now)).toEqual({
      canWrite: false,
      reason: "no-recent-session",
    });
    expect(writeState("coach", { blockedAt: daysAgo(1) }, old, now)).toEqual({
      canWrite: false,
      reason: "no-recent-session",
    });
  });
});

describe("a message's text", () => {
  it("is trimmed, and between 1 and 4000 characters", () => {
    expect(messageText("  hello \r\n there  ")).toBe("hello \n there");
    expect(messageText("   \n ")).toBeNull();
    expect(messageText("x".repeat(MAX_MESSAGE))).toHaveLength(MAX_MESSAGE);
    expect(messageText(` ${"x".repeat(MAX_MESSAGE)} `)).toHaveLength(MAX_MESSAGE);
    expect(messageText("x".repeat(MAX_MESSAGE + 1))).toBeNull();
  });
});
