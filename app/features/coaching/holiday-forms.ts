import { z } from "zod";
import type { HolidayKey } from "~/db/schema/scheduling";
import { HOLIDAY_KEYS } from "./holidays";

// The holidays form of the availability page (`/coach/availability`): per holiday a box "I work on
// this day", named by the holiday's key, posting "yes" when ticked. Messages are `holidays`
// catalog keys (with their namespace: the page's other messages are the `coach` catalog's).

export const HOLIDAYS_INTENT = "holidays";
export const HOLIDAY_FORM_INVALID = "holidays:errors.invalid";

/** A ticked box posts "yes", an unticked one nothing; anything else is a tampered form. */
const ticked = z
  .string({ error: HOLIDAY_FORM_INVALID })
  .refine((value) => value === "yes", HOLIDAY_FORM_INVALID)
  .optional();

export const holidayFormSchema = z.object({
  intent: z.literal(HOLIDAYS_INTENT, { error: HOLIDAY_FORM_INVALID }),
  ...(Object.fromEntries(HOLIDAY_KEYS.map((key) => [key, ticked])) as Record<HolidayKey, typeof ticked>),
});

export type HolidayForm = z.infer<typeof holidayFormSchema>;

/** The holidays the coach works on, from a form the schema accepted. */
export function workedHolidays(form: HolidayForm): HolidayKey[] {
  return HOLIDAY_KEYS.filter((key) => form[key] === "yes");
}
