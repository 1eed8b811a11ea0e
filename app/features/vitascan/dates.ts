import { addDays, type LocalDate, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";

/** When a member may take the next scan: `intervalDays` after the last one; now when there is none. */
export function nextScanOpensAt(lastCompletedAt: Date | null, intervalDays: number): Date | null {
  return lastCompletedAt ? new Date(lastCompletedAt.getTime() + intervalDays * 86_400_000) : null;
}

export const isScanOpen = (opensAt: Date | null, now: Date) => opensAt === null || opensAt <= now;

/**
 * A reminder "in a week" or "in a month" from `now`, at 09:00 on that day in the member's time
 * zone: the day is counted on their calendar, so a choice made just after midnight their time
 * (still the day before in UTC) lands on the day they expect. A month from the 31st is the last
 * day of the next month.
 */
export function reminderDate(choice: "week" | "month", now: Date, timeZone: string): Date {
  const today = localDateOf(now.getTime(), timeZone);
  let day: LocalDate;
  if (choice === "week") day = addDays(today, 7);
  else {
    const month = today.month === 12 ? 1 : today.month + 1;
    const year = today.month === 12 ? today.year + 1 : today.year;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    day = { year, month, day: Math.min(today.day, last) };
  }
  // 09:00 exists on every day in the zones Vitaal knows; were it skipped, an hour later.
  return new Date(localTimeToInstant(day, 9 * 60, timeZone) ?? localTimeToInstant(day, 10 * 60, timeZone) ?? now);
}
