import { z } from "zod";

// The forms of a webinar's page; messages are `events` catalog keys.

/** A form the page did not send. */
export const WEBINAR_FORM_INVALID = "session.error.invalid";

export const webinarFormSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("register") }), z.object({ intent: z.literal("cancel") })],
  { error: WEBINAR_FORM_INVALID },
);

export type WebinarForm = z.infer<typeof webinarFormSchema>;
