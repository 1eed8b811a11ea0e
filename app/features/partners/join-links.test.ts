import { describe, expect, it } from "vitest";
import { endOfDay } from "~/features/admin/join-links.server";
import { formatDate } from "~/utils/i18n/format";
import { joinLinkAvailability, joinLinkStatus, lastWorkingMoment } from "./join-links";

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

describe("join link availability", () => {
  const open = { expiresAt: null, maxUses: null, uses: 0 };

  it("follows the link's own state while the partner is active", () => {
    expect(joinLinkAvailability(open, { archivedAt: null }, now)).toBe("open");
    expect(joinLinkAvailability({ ...open, maxUses: 1, uses: 1 }, { archivedAt: null }, now)).toBe("used-up");
  });

  it("is closed for every link of an archived partner", () => {
    const archivedAt = new Date("2026-11-01T00:00:00Z");
    expect(joinLinkAvailability(open, { archivedAt }, now)).toBe("archived");
    expect(joinLinkAvailability({ ...open, expiresAt: new Date("2026-01-01T00:00:00Z") }, { archivedAt }, now)).toBe(
      "archived",
    );
  });
});

describe("the last day a link works, as shown", () => {
  it("is the day typed, not the midnight after it", () => {
    const stops = endOfDay("2026-12-31", "Europe/Amsterdam");
    expect(formatDate(lastWorkingMoment(stops), "nl", "Europe/Amsterdam", "medium")).toBe("31 dec 2026");
    expect(formatDate(lastWorkingMoment(stops), "en", "Europe/Amsterdam", "medium")).toBe("31 Dec 2026");
  });

  it("is the day a link was ended by hand", () => {
    const ended = new Date("2026-11-22T13:30:00Z");
    expect(formatDate(lastWorkingMoment(ended), "en", "Europe/Amsterdam", "medium")).toBe("22 Nov 2026");
  });
});
