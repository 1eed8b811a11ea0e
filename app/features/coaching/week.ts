import type { Slot } from "./slots";
import { addDays, formatLocalDate, isoWeekday, type LocalDate, localDateOf, offsetMinutes } from "./zoned-time";

export type DayPart = "morning" | "afternoon" | "evening";

/** Morning before 12:00, afternoon until 18:00, evening after, on the viewer's clock. */
export const dayPartOf = (hour: number): DayPart => (hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening");

export interface WeekDay {
  /** "YYYY-MM-DD" on the viewer's calendar. */
  date: string;
  parts: Record<DayPart, string[]>;
}

export function parseLocalDate(value: string | null): LocalDate | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatLocalDate(addDays(date, 0)) === value ? date : null;
}

export const mondayOf = (date: LocalDate): LocalDate => addDays(date, 1 - isoWeekday(date));

/** The hour on the viewer's wall clock of an instant. */
export function localHour(instant: number, timeZone: string): number {
  const minutes = Math.floor(instant / 60_000) + offsetMinutes(instant, timeZone);
  return Math.floor((((minutes % 1440) + 1440) % 1440) / 60);
}

/**
 * The seven days from `monday` on the viewer's calendar, each with its slot starts (ISO) grouped by
 * part of the day. Slots are shown where the viewer lives, whatever the coach's zone.
 */
export function weekOfSlots(slots: Slot[], viewerZone: string, monday: LocalDate): WeekDay[] {
  const days: WeekDay[] = Array.from({ length: 7 }, (_, index) => ({
    date: formatLocalDate(addDays(monday, index)),
    parts: { morning: [], afternoon: [], evening: [] },
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const slot of slots) {
    const instant = slot.start.getTime();
    const day = byDate.get(formatLocalDate(localDateOf(instant, viewerZone)));
    day?.parts[dayPartOf(localHour(instant, viewerZone))].push(slot.start.toISOString());
  }
  return days;
}
