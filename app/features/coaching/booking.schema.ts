import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { safeText } from "~/utils/zod-text";
import { TOPIC_LIMIT } from "./booking-limits";
import { isSessionKind, type SessionKind } from "./sessions";

// The forms of a member's coaching pages; messages are `coaching` catalog keys.

export { TOPIC_LIMIT } from "./booking-limits";

/** A form the page did not send, or a choice it did not offer. */
export const BOOKING_INVALID = "booking.invalid";

const uuid = z.string({ error: BOOKING_INVALID }).refine((value) => isUuid(value), BOOKING_INVALID);

/**
 * Booking a slot on a coach's page, or moving an appointment there (`reschedule` names it). The
 * kind, the start and the key come from the page itself; only the topic is typed.
 */
export const bookingFormSchema = z.object({
  kind: z.custom<SessionKind>((value) => isSessionKind(value), BOOKING_INVALID),
  // The page sends the slot as `toISOString()` gives it.
  start: z.iso.datetime({ offset: true, error: BOOKING_INVALID }).transform((value) => new Date(value)),
  topic: safeText(TOPIC_LIMIT, { multiline: true, messages: { tooLong: "booking.topicTooLong" } }).default(""),
  idempotencyKey: uuid,
  reschedule: z
    .union([z.literal(""), uuid], { error: BOOKING_INVALID })
    .optional()
    .transform((value) => value || null),
});

export type BookingForm = z.infer<typeof bookingFormSchema>;

/** The forms of a member's appointment page: only cancelling (moving happens on the coach's page). */
export const appointmentFormSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("cancel") })], {
  error: BOOKING_INVALID,
});
