import { z } from "zod";
import { safeText } from "~/utils/zod-text";
import { MAX_MESSAGE } from "./rules";

// The conversation pages' forms (`/:lng/messages/:coach`, `/coach/messages/:member`). Messages are
// `messages` catalog keys.

export const REPORT_REASONS = ["inappropriate", "harassment", "spam", "other"] as const;
export const MAX_REPORT_NOTE = 1000;

const send = z.object({
  intent: z.literal("send"),
  body: safeText(MAX_MESSAGE, {
    multiline: true,
    min: 1,
    messages: { required: "errors.bodyRequired", tooLong: "errors.bodyTooLong" },
  }),
});

/** The member's page: writing, blocking and unblocking the coach, and reporting. */
export const memberConversationSchema = z.discriminatedUnion(
  "intent",
  [
    send,
    z.object({ intent: z.literal("block") }),
    z.object({ intent: z.literal("unblock") }),
    z.object({
      intent: z.literal("report"),
      reason: z.enum(REPORT_REASONS, { error: "errors.reasonRequired" }),
      note: safeText(MAX_REPORT_NOTE, { multiline: true, messages: { tooLong: "errors.noteTooLong" } }).default(""),
      /** The reported message, when the report is about one; empty for the whole conversation. */
      messageId: z.string().max(64).default(""),
      includeMessage: z.literal("yes").optional(),
    }),
  ],
  { error: "errors.unknown" },
);

/** The coach's page: writing (a file is read apart from the schema). */
export const coachConversationSchema = z.discriminatedUnion("intent", [send], { error: "errors.unknown" });

export type MemberConversationForm = z.infer<typeof memberConversationSchema>;
