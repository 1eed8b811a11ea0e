import { describe, expect, it } from "vitest";
import { joinLinkStatus } from "./join-links";

const now = new Date("2026-11-22T12:00:00Z");

describe("join link status", () => {
  it("is open without limits", () => {
    expect(joinLinkStatus({ expiresAt: null, maxUses: null, uses: 40 }, now)).toBe("open");
  });

  it("expires at the moment given, not a moment later", () => {
    expect(joinLinkStatus({ expiresAt: new Date("2026-11-22T12:00:01Z"), maxUses: null, uses: 0 }, now)).toBe("open");
    expect(joinLinkStatus({ expiresAt: new Date("2026-11-22T12:00:00Z"), maxUses: null, uses: 0 }, now)).toBe(
      "expired",
    );
  });

  it("is used up at its limit", () => {
    expect(joinLinkStatus({ expiresAt: null, maxUses: 2, uses: 1 }, now)).toBe("open");
    expect(joinLinkStatus({ expiresAt: null, maxUses: 2, uses: 2 }, now)).toBe("used-up");
  });
});
