import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { bookingFormSchema } from "./booking.schema";
import { isSeriesInterval, SERIES_MAX, SERIES_MIN, type SeriesInterval } from "./series";

// The forms of a series; messages are `series` catalog keys (written with their namespace where a
// page of another catalog shows them).

const INVALID = "series:form.invalid";

/** "every 1, 2 or 4 weeks", as a form posts it; "" (or nothing) for no repeat. */
const interval = z
  .union([z.literal(""), z.enum(["1", "2", "4"])], { error: INVALID })
  .optional()
  .transform((value) => (value ? (Number(value) as SeriesInterval) : null));

const count = z
  .string({ error: INVALID })
  .regex(/^\d{1,2}$/, INVALID)
  .transform(Number)
  .refine((value) => value >= SERIES_MIN && value <= SERIES_MAX, INVALID);

/**
 * The member's booking form on the coach's page with the repeat choice: no repeat books one
 * session as before; a repeat books a series of `count` coaching sessions.
 */
export const memberSeriesFormSchema = bookingFormSchema
  .extend({ repeat: interval, count: count.optional() })
  .superRefine((value, context) => {
    if (!value.repeat) return;
    if (value.count === undefined) context.addIssue({ code: "custom", path: ["count"], message: INVALID });
    if (value.kind !== "coaching" || value.reschedule) {
      context.addIssue({ code: "custom", path: ["repeat"], message: "series:form.coachingOnly" });
    }
  });

/** The coach's form: book the sessions after an appointment as a series for its member. */
export const coachSeriesFormSchema = z.object({
  intervalWeeks: z
    .enum(["1", "2", "4"], { error: "form.interval" })
    .transform((value) => Number(value) as SeriesInterval),
  count: z
    .string({ error: "form.count" })
    .regex(/^\d{1,2}$/, "form.count")
    .transform(Number)
    .refine((value) => value >= SERIES_MIN && value <= SERIES_MAX, "form.count"),
  intent: z.literal("book", { error: "form.invalid" }),
  idempotencyKey: z.string({ error: "form.invalid" }).refine((value) => isUuid(value), "form.invalid"),
});

/** The repeat asked for in a page's address (`?repeat=2&count=6`), or null when none or not valid. */
export function repeatFromSearch(params: URLSearchParams): { intervalWeeks: SeriesInterval; count: number } | null {
  const repeat = Number(params.get("repeat"));
  const count = Number(params.get("count"));
  if (!isSeriesInterval(repeat) || !Number.isInteger(count) || count < SERIES_MIN || count > SERIES_MAX) return null;
  return { intervalWeeks: repeat, count };
}
