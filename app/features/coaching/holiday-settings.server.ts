import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coachHolidayOptOuts, type HolidayKey, holidayKeys } from "~/db/schema/scheduling";
import { nextHolidayDates } from "./holidays";
import { queueNextFree } from "./next-free.server";
import { invalidateCoachViews } from "./view-cache.server";

// The holidays part of a coach's settings: each Dutch public holiday with its next date, and
// whether the coach works on it (a row in `coach_holiday_opt_outs`). Callers have checked that the
// coach is the logged-in person's own.

export interface HolidaySetting {
  key: HolidayKey;
  /** Its next date on or after today, "YYYY-MM-DD" on the coach's calendar. */
  next: string;
  works: boolean;
}

/** Every holiday in the order of `holidayKeys`, with its next date from `today` (the coach's zone). */
export async function readHolidaySettings(db: Database, coachId: string, today: string): Promise<HolidaySetting[]> {
  const rows = await db
    .select({ holiday: coachHolidayOptOuts.holiday })
    .from(coachHolidayOptOuts)
    .where(eq(coachHolidayOptOuts.coachId, coachId));
  const worked = new Set(rows.map((row) => row.holiday));
  return nextHolidayDates(holidayKeys, today).map((holiday) => ({
    key: holiday.key,
    next: holiday.date,
    works: worked.has(holiday.key),
  }));
}

/** Replaces the holidays the coach works on (all at once, as the form shows them). */
export async function saveHolidaySettings(db: Database, coachId: string, works: readonly HolidayKey[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(coachHolidayOptOuts).where(eq(coachHolidayOptOuts.coachId, coachId));
    const rows = [...new Set(works)].map((holiday) => ({ coachId, holiday }));
    if (rows.length > 0) await tx.insert(coachHolidayOptOuts).values(rows);
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}
