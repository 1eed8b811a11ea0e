import { z } from "zod";
import { safeText } from "~/utils/zod-text";

// The forms of an event session's panel (its own page and a partner's page); messages are
// `events` catalog keys.

/** A form the panel did not send. */
export const SESSION_FORM_INVALID = "session.error.invalid";

/** A choice's value (a distance, a track) as the session offers it; which ones exist is the session's. */
const CHOICE_LIMIT = 100;

export const sessionFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("register"),
      choice: safeText(CHOICE_LIMIT, { messages: { tooLong: "session.error.choice" } })
        .optional()
        .transform((value) => value || null),
    }),
    z.object({ intent: z.literal("cancel") }),
  ],
  { error: SESSION_FORM_INVALID },
);

export type SessionForm = z.infer<typeof sessionFormSchema>;
