/** Ranges of a day written as text ("09:00-12:00, 13:30-17:00"), as the availability editor uses them. */

export interface MinuteRange {
  start: number;
  end: number;
}

export type RangesResult = { ok: true; ranges: MinuteRange[] } | { ok: false; error: "format" | "order" | "overlap" };

const RANGE = /^(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})$/;

/**
 * Parses a day's ranges. Empty text is no hours. Each range must end after it starts ("24:00" is
 * midnight at the end of the day); ranges may come in any order but may not overlap.
 */
export function parseRanges(text: string): RangesResult {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: MinuteRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return { ok: false, error: "format" };
    const [startHour, startMinute, endHour, endMinute] = match.slice(1).map(Number) as [number, number, number, number];
    if (startMinute > 59 || endMinute > 59 || startHour > 23 || endHour > 24 || (endHour === 24 && endMinute > 0)) {
      return { ok: false, error: "format" };
    }
    const range = { start: startHour * 60 + startMinute, end: endHour * 60 + endMinute };
    if (range.end <= range.start) return { ok: false, error: "order" };
    ranges.push(range);
  }
  ranges.sort((a, b) => a.start - b.start);
  for (let index = 1; index < ranges.length; index++) {
    if ((ranges[index]?.start ?? 0) < (ranges[index - 1]?.end ?? 0)) return { ok: false, error: "overlap" };
  }
  return { ok: true, ranges };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function formatRanges(ranges: MinuteRange[]): string {
  return [...ranges]
    .sort((a, b) => a.start - b.start)
    .map((range) => `${clock(range.start)}-${clock(range.end)}`)
    .join(", ");
}
