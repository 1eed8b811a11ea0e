import { z } from "zod";
import { type SessionKind, sessionKinds } from "./sessions";
import { addDays, formatLocalDate, localDateOf } from "./zoned-time";

// The rules of the slot waitlist that need no database: what range a member may wait for, which
// free times fall in it, when a wait is over and what a freed time offered to a member is now.
// Dates are calendar days (YYYY-MM-DD) in the coach's zone, as the coach's hours are.

/** A wait covers at most this many days, from its first to its last. */
export const MAX_WAIT_DAYS = 60;

/** Free times offered to one member in one run of the offer job, earliest first. */
export const MAX_OFFERS_PER_RUN = 3;

/** Other free times a member is shown when an offered time was taken. */
export const NEAREST_OTHER_TIMES = 3;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a date that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!calendarDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day of an instant in a zone, as YYYY-MM-DD. */
export const dayIn = (instant: Date, timeZone: string): string =>
  formatLocalDate(localDateOf(instant.getTime(), timeZone));

const dateField = z
  .string({ error: "errors.dateRequired" })
  .trim()
  .min(1, "errors.dateRequired")
  .refine((value) => value === "" || isCalendarDate(value), "errors.dateInvalid");

const join = z.object({
  intent: z.literal("join"),
  kind: z.enum(sessionKinds as [SessionKind, ...SessionKind[]], { error: "errors.kind" }),
  fromDate: dateField,
  toDate: dateField,
});
const withdraw = z.object({ intent: z.literal("withdraw") });

/** The waiting page's forms: asking to wait, and withdrawing the wait. */
export const waitPageSchema = z.discriminatedUnion("intent", [join, withdraw], { error: "errors.unknown" });
export type WaitPageForm = z.infer<typeof waitPageSchema>;

/** The offer page's one form. */
export const offerPageSchema = z.object({ intent: z.literal("confirm", { error: "errors.unknown" }) });

/**
 * What is wrong with a wait's range, per field (`waitlist` catalog keys), or null: it starts today
 * or later, ends on or after its start, spans at most `MAX_WAIT_DAYS` days and ends within the
 * coach's booking window.
 */
export function rangeProblems(
  range: { fromDate: string; toDate: string },
  today: string,
  windowDays: number,
): Partial<Record<"fromDate" | "toDate", string>> | null {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const lastDay = formatLocalDate(addDays({ year, month, day }, windowDays));
  if (range.fromDate < today) return { fromDate: "errors.fromPast" };
  if (range.toDate < range.fromDate) return { toDate: "errors.toBeforeFrom" };
  if (daysBetween(range.fromDate, range.toDate) + 1 > MAX_WAIT_DAYS) return { toDate: "errors.tooLong" };
  if (range.toDate > lastDay) return { toDate: "errors.beyondWindow" };
  return null;
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether a wait ending on `toDate` is over on `today` (both in the coach's zone). */
export const waitIsOver = (toDate: string, today: string): boolean => toDate < today;

/** Whether a time falls on one of the wait's days, in the coach's zone. */
export function inRange(start: Date, range: { fromDate: string; toDate: string }, coachZone: string): boolean {
  const day = dayIn(start, coachZone);
  return day >= range.fromDate && day <= range.toDate;
}

/** The free times of a coach that fall in a wait's range and were not offered to it before. */
export function timesToOffer<T extends { start: Date }>(
  free: readonly T[],
  range: { fromDate: string; toDate: string },
  coachZone: string,
  offered: ReadonlySet<number>,
  limit = MAX_OFFERS_PER_RUN,
): T[] {
  return free
    .filter((slot) => inRange(slot.start, range, coachZone) && !offered.has(slot.start.getTime()))
    .slice(0, limit);
}

/** An offer as its member sees it now. */
export type OfferState = "open" | "confirmed" | "taken" | "past" | "withdrawn" | "booked-elsewhere";

/**
 * What an offer is now: confirmed (this offer became the member's appointment); past (its time has
 * come); closed with its wait (withdrawn or expired, or booked from another offer); taken when
 * the time is no longer among the coach's free times (someone else confirmed first); else open.
 */
export function offerState(input: {
  startsAt: Date;
  appointmentId: string | null;
  waitStatus: "waiting" | "booked" | "withdrawn" | "expired";
  stillFree: boolean;
  now: Date;
}): OfferState {
  if (input.appointmentId) return "confirmed";
  if (input.startsAt.getTime() <= input.now.getTime()) return "past";
  if (input.waitStatus === "booked") return "booked-elsewhere";
  if (input.waitStatus !== "waiting") return "withdrawn";
  return input.stillFree ? "open" : "taken";
}

/** The free times nearest to `at` (before or after), in time order. */
export function nearestTimes<T extends { start: Date }>(
  free: readonly T[],
  at: Date,
  count = NEAREST_OTHER_TIMES,
): T[] {
  const target = at.getTime();
  return [...free]
    .filter((slot) => slot.start.getTime() !== target)
    .sort((a, b) => Math.abs(a.start.getTime() - target) - Math.abs(b.start.getTime() - target))
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
