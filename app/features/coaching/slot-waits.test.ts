import { describe, expect, it } from "vitest";
import {
  dayIn,
  isCalendarDate,
  MAX_WAIT_DAYS,
  nearestTimes,
  offerPageSchema,
  offerState,
  rangeProblems,
  timesToOffer,
  waitPageSchema,
} from "./slot-waits";

// The waitlist's rules without a database: the ranges a member may wait for, which free times an
// offer run takes, and what an offer is at a given moment.

const at = (iso: string) => ({ start: new Date(iso) });

describe("a wait's range", () => {
  const today = "2026-12-01";
  it("takes today up to the coach's window, at most 60 days", () => {
    expect(rangeProblems({ fromDate: today, toDate: today }, today, 60)).toBeNull();
    expect(rangeProblems({ fromDate: today, toDate: "2027-01-29" }, today, 60)).toBeNull();
  });
  it("refuses a first day in the past and a last day before the first", () => {
    expect(rangeProblems({ fromDate: "2026-11-30", toDate: today }, today, 60)).toEqual({
      fromDate: "errors.fromPast",
    });
    expect(rangeProblems({ fromDate: "2026-12-05", toDate: "2026-12-04" }, today, 60)).toEqual({
      toDate: "errors.toBeforeFrom",
    });
  });
  it("refuses more than 60 days, and days beyond the coach's window", () => {
    expect(rangeProblems({ fromDate: today, toDate: "2027-01-30" }, today, 90)).toEqual({ toDate: "errors.tooLong" });
    expect(MAX_WAIT_DAYS).toBe(60);
    expect(rangeProblems({ fromDate: today, toDate: "2026-12-16" }, today, 14)).toEqual({
      toDate: "errors.beyondWindow",
    });
    expect(rangeProblems({ fromDate: today, toDate: "2026-12-15" }, today, 14)).toBeNull();
  });
  it("knows real dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("yesterday")).toBe(false);
  });
});

describe("the forms", () => {
  it("read a join and a withdrawal, and refuse the rest with catalog keys", () => {
    expect(
      waitPageSchema.safeParse({ intent: "join", kind: "coaching", fromDate: "2026-12-01", toDate: "2026-12-02" })
        .success,
    ).toBe(true);
    expect(waitPageSchema.safeParse({ intent: "withdraw" }).success).toBe(true);
    const wrong = waitPageSchema.safeParse({ intent: "join", kind: "massage", fromDate: "2026-13-01", toDate: "" });
    expect(wrong.success).toBe(false);
    const keys = wrong.error?.issues.map((issue) => issue.message).sort();
    expect(keys).toEqual(["errors.dateInvalid", "errors.dateRequired", "errors.kind"]);
    expect(waitPageSchema.safeParse({ intent: "drop" }).success).toBe(false);
    expect(offerPageSchema.safeParse({ intent: "confirm" }).success).toBe(true);
    expect(offerPageSchema.safeParse({}).success).toBe(false);
  });
});

describe("the times offered", () => {
  const range = { fromDate: "2026-12-03", toDate: "2026-12-04" };
  it("takes free times on the wait's days in the coach's zone, not offered before, earliest three", () => {
    const free = [
      at("2026-12-02T22:30:00Z"), // 23:30 on the 2nd in Amsterdam: outside
      at("2026-12-02T23:00:00Z"), // midnight on the 3rd: inside
      at("2026-12-03T09:00:00Z"),
      at("2026-12-03T10:00:00Z"),
      at("2026-12-04T10:00:00Z"),
      at("2026-12-04T23:00:00Z"), // the 5th: outside
    ];
    const offered = new Set([new Date("2026-12-03T09:00:00Z").getTime()]);
    expect(timesToOffer(free, range, "Europe/Amsterdam", offered).map((slot) => slot.start.toISOString())).toEqual([
      "2026-12-02T23:00:00.000Z",
      "2026-12-03T10:00:00.000Z",
      "2026-12-04T10:00:00.000Z",
    ]);
    expect(timesToOffer(free, range, "Europe/Amsterdam", new Set(), 1)).toHaveLength(1);
    expect(timesToOffer([at("2026-12-05T09:00:00Z")], range, "Europe/Amsterdam", new Set())).toEqual([]);
  });
  it("reads days in the coach's zone", () => {
    expect(dayIn(new Date("2026-12-02T23:30:00Z"), "Europe/Amsterdam")).toBe("2026-12-03");
    expect(dayIn(new Date("2026-12-02T23:30:00Z"), "America/New_York")).toBe("2026-12-02");
  });
});

describe("an offer's state", () => {
  const now = new Date("2026-12-01T06:00:00Z");
  const base = {
    startsAt: new Date("2026-12-03T08:00:00Z"),
    appointmentId: null,
    waitStatus: "waiting" as const,
    stillFree: true,
    now,
  };
  it("is open while the time is free and the wait open", () => {
    expect(offerState(base)).toBe("open");
  });
  it("says why it cannot be had", () => {
    expect(offerState({ ...base, stillFree: false })).toBe("taken");
    expect(offerState({ ...base, now: new Date("2026-12-03T08:00:00Z") })).toBe("past");
    expect(offerState({ ...base, waitStatus: "withdrawn" })).toBe("withdrawn");
    expect(offerState({ ...base, waitStatus: "expired" })).toBe("withdrawn");
    expect(offerState({ ...base, waitStatus: "booked", stillFree: false })).toBe("booked-elsewhere");
    expect(offerState({ ...base, appointmentId: "a", waitStatus: "booked", stillFree: false })).toBe("confirmed");
  });
  it("points to the nearest other free times, in time order", () => {
    const free = [
      at("2026-12-01T09:00:00Z"),
      at("2026-12-03T07:00:00Z"),
      at("2026-12-03T08:00:00Z"),
      at("2026-12-03T12:00:00Z"),
      at("2026-12-09T09:00:00Z"),
    ];
    expect(nearestTimes(free, base.startsAt).map((slot) => slot.start.toISOString())).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-03T07:00:00.000Z",
      "2026-12-03T12:00:00.000Z",
    ]);
  });
});
