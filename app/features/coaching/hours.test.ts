import { describe, expect, it } from "vitest";
import { formatRanges, parseRanges } from "./hours";

describe("a day's hours as text", () => {
  it("reads several ranges in any order and writes them back sorted", () => {
    const result = parseRanges("13:30-17:00, 9:00 - 12:00");
    expect(result).toEqual({
      ok: true,
      ranges: [
        { start: 540, end: 720 },
        { start: 810, end: 1020 },
      ],
    });
    if (result.ok) expect(formatRanges(result.ranges)).toBe("09:00-12:00, 13:30-17:00");
  });

  it("takes empty text as no hours and 24:00 as the end of the day", () => {
    expect(parseRanges("  ")).toEqual({ ok: true, ranges: [] });
    expect(parseRanges("18:00-24:00")).toEqual({ ok: true, ranges: [{ start: 1080, end: 1440 }] });
  });

  it("refuses nonsense, backwards and overlapping ranges", () => {
    expect(parseRanges("morning")).toEqual({ ok: false, error: "format" });
    expect(parseRanges("25:00-26:00")).toEqual({ ok: false, error: "format" });
    expect(parseRanges("09:70-10:00")).toEqual({ ok: false, error: "format" });
    expect(parseRanges("12:00-09:00")).toEqual({ ok: false, error: "order" });
    expect(parseRanges("09:00-12:00, 11:00-13:00")).toEqual({ ok: false, error: "overlap" });
  });
});
