import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatNumber, formatTime } from "./format";

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

  it("keeps each text apart by language, zone, style and instant", () => {
    // Asked again and again, in turns: the kept texts never answer for another combination.
    for (let round = 0; round < 2; round++) {
      expect(formatTime(instant, "nl", "Europe/Amsterdam")).toBe("03:30");
      expect(formatTime(instant, "nl", "UTC")).toBe("01:30");
      expect(formatTime(new Date(instant.getTime() + 60_000), "nl", "UTC")).toBe("01:31");
      expect(formatDay(instant, "nl", "UTC")).toBe("zondag 30 maart");
      expect(formatDay(instant, "en", "UTC")).toBe("Sunday 30 March");
      expect(formatDay(instant, "en", "UTC", "short")).toBe("Sun 30 Mar");
    }
  });

  it("writes numbers with the language's separators", () => {
    expect(formatNumber(1234.5, "nl")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });
});
