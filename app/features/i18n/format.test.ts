import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatTime } from "./format";

// 30 March 2025, 01:30 UTC: the night clocks in Amsterdam jump from 02:00 to 03:00.
const instant = new Date("2025-03-30T01:30:00Z");

describe("formatting through Intl", () => {
  it("writes dates in the language and the given time zone", () => {
    expect(formatDate(instant, "nl", "Europe/Amsterdam")).toBe("30 maart 2025");
    expect(formatDate(instant, "en", "America/New_York")).toBe("29 March 2025");
  });

  it("writes times on the 24-hour clock across a DST change", () => {
    expect(formatTime(instant, "nl", "Europe/Amsterdam")).toBe("03:30");
    expect(formatTime(instant, "en", "Asia/Kolkata")).toBe("07:00");
  });

  it("writes numbers with the language's separators", () => {
    expect(formatNumber(1234.5, "nl")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });
});
