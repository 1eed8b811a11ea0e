import { z } from "zod";
import { safeText } from "~/utils/zod-text";

export const MAX_NOTE = 5000;
export const MAX_CANCEL_REASON = 500;

/**
 * The coach's page of one appointment (`/coach/appointments/:id`): private notes, cancelling with
 * a reason the client reads, and marking how it went. Messages are `coach` catalog keys.
 */
export const coachAppointmentFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("note"),
      // Emptying the notes is saving them empty.
      note: safeText(MAX_NOTE, { multiline: true, messages: { tooLong: "detail.noteTooLong" } }).default(""),
    }),
    z.object({
      intent: z.literal("cancel"),
      reason: safeText(MAX_CANCEL_REASON, {
        multiline: true,
        min: 1,
        messages: { required: "detail.reason-required", tooLong: "detail.reasonTooLong" },
      }),
    }),
    z.object({ intent: z.literal("completed") }),
    z.object({ intent: z.literal("no_show") }),
  ],
  // The page's own message for a form it does not have.
  { error: "detail.unknown" },
);

export const coachAppointmentIntents = coachAppointmentFormSchema.options.map((option) => option.shape.intent.value);

export type CoachAppointmentForm = z.infer<typeof coachAppointmentFormSchema>;
