/** When a member may take the next scan: `intervalDays` after the last one; now when there is none. */
export function nextScanOpensAt(lastCompletedAt: Date | null, intervalDays: number): Date | null {
  return lastCompletedAt ? new Date(lastCompletedAt.getTime() + intervalDays * 86_400_000) : null;
}

export const isScanOpen = (opensAt: Date | null, now: Date) => opensAt === null || opensAt <= now;

/** A reminder "in a week" or "in a month" from `now`, at 09:00 UTC of that day. */
export function reminderDate(choice: "week" | "month", now: Date): Date {
  const at = new Date(now);
  if (choice === "week") at.setUTCDate(at.getUTCDate() + 7);
  else at.setUTCMonth(at.getUTCMonth() + 1);
  at.setUTCHours(9, 0, 0, 0);
  return at;
}
