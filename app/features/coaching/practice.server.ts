import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import type { MinuteRange } from "./hours";
import { invalidateCoachViews } from "./view-cache.server";

// A coach's own settings: hours, exceptions, rules and profile. Callers have checked that the
// coach is the logged-in person's own.

export async function readPractice(db: Database, coachId: string, today: string) {
  const [weekly, overrides, vacations] = await Promise.all([
    db
      .select()
      .from(coachWeeklyHours)
      .where(eq(coachWeeklyHours.coachId, coachId))
      .orderBy(asc(coachWeeklyHours.weekday), asc(coachWeeklyHours.startMinute)),
    db
      .select()
      .from(coachDateOverrides)
      .where(and(eq(coachDateOverrides.coachId, coachId), gte(coachDateOverrides.date, today)))
      .orderBy(asc(coachDateOverrides.date), asc(coachDateOverrides.startMinute)),
    db
      .select()
      .from(coachVacations)
      .where(and(eq(coachVacations.coachId, coachId), gte(coachVacations.toDate, today)))
      .orderBy(asc(coachVacations.fromDate)),
  ]);
  return { weekly, overrides, vacations };
}

/** Replaces the weekly hours (all seven days at once). */
export async function saveWeeklyHours(db: Database, coachId: string, days: Map<number, MinuteRange[]>) {
  await db.transaction(async (tx) => {
    await tx.delete(coachWeeklyHours).where(eq(coachWeeklyHours.coachId, coachId));
    const rows = [...days].flatMap(([weekday, ranges]) =>
      ranges.map((range) => ({ coachId, weekday, startMinute: range.start, endMinute: range.end })),
    );
    if (rows.length > 0) await tx.insert(coachWeeklyHours).values(rows);
  });
  invalidateCoachViews();
}

/** Sets one date's hours (none: a day off), replacing what that date had. */
export async function saveOverride(db: Database, coachId: string, date: string, ranges: MinuteRange[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(coachDateOverrides)
      .where(and(eq(coachDateOverrides.coachId, coachId), eq(coachDateOverrides.date, date)));
    await tx
      .insert(coachDateOverrides)
      .values(
        ranges.length > 0
          ? ranges.map((range) => ({ coachId, date, startMinute: range.start, endMinute: range.end }))
          : [{ coachId, date, startMinute: null, endMinute: null }],
      );
  });
  invalidateCoachViews();
}

export async function removeOverride(db: Database, coachId: string, date: string) {
  await db
    .delete(coachDateOverrides)
    .where(and(eq(coachDateOverrides.coachId, coachId), eq(coachDateOverrides.date, date)));
  invalidateCoachViews();
}

export async function addVacation(db: Database, coachId: string, from: string, to: string) {
  await db.insert(coachVacations).values({ coachId, fromDate: from, toDate: to });
  invalidateCoachViews();
}

export async function removeVacation(db: Database, coachId: string, id: string) {
  await db.delete(coachVacations).where(and(eq(coachVacations.coachId, coachId), eq(coachVacations.id, id)));
  invalidateCoachViews();
}

export interface PracticeRules {
  timeZone: string;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  windowDays: number;
  gridMinutes: number;
  maxPerDay: number;
}

export async function saveRules(db: Database, coachId: string, rules: PracticeRules) {
  await db.update(coaches).set(rules).where(eq(coaches.id, coachId));
  invalidateCoachViews();
}
