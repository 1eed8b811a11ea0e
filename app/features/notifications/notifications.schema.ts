import { z } from "zod";
import { FORM_INVALID } from "~/features/accounts/forms";

// The notification list's forms; messages are catalog keys. Opening names the notification by
// its id (whoever owns it is checked by the query, an id of anything else is not found); marking
// everything read has no fields.

export const notificationFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("open"),
      id: z.string({ error: "notifications:notFound" }).max(100, "notifications:notFound"),
    }),
    z.object({ intent: z.literal("read-all") }),
  ],
  { error: FORM_INVALID },
);

export type NotificationForm = z.infer<typeof notificationFormSchema>;
