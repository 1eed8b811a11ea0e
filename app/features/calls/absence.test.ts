import { describe, expect, it } from "vitest";
import { absenceOf, coachMissed } from "./absence";

const start = new Date("2026-11-27T10:00:00Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("who missed a call", () => {
  it("names the side that never joined", () => {
    expect(absenceOf([{ role: "coach", joinedAt: at(-5) }], start)).toBe("member");
    expect(absenceOf([{ role: "member", joinedAt: at(-2) }], start)).toBe("coach");
    expect(absenceOf([], start)).toBe("both");
    expect(
      absenceOf(
        [
          { role: "member", joinedAt: at(1) },
          { role: "coach", joinedAt: at(0) },
        ],
        start,
      ),
    ).toBeNull();
  });

  it("counts a coach more than ten minutes late as absent, whatever came later", () => {
    const member = { role: "member" as const, joinedAt: at(0) };
    expect(absenceOf([member, { role: "coach", joinedAt: at(10) }], start)).toBeNull();
    expect(absenceOf([member, { role: "coach", joinedAt: at(10.02) }], start)).toBe("coach");
    // A first visit in time counts, even when the coach dropped out and came back late.
    expect(
      absenceOf([member, { role: "coach", joinedAt: at(40) }, { role: "coach", joinedAt: at(3) }], start),
    ).toBeNull();
    // Late, and the member never came: neither side held the session.
    expect(absenceOf([{ role: "coach", joinedAt: at(25) }], start)).toBe("both");
  });

  it("says when the coach's absence keeps the session from counting", () => {
    expect(coachMissed("coach")).toBe(true);
    expect(coachMissed("both")).toBe(true);
    expect(coachMissed("member")).toBe(false);
    expect(coachMissed(null)).toBe(false);
  });
});
