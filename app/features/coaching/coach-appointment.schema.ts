import { z } from "zod";
import { MAX_AGREEMENTS, MAX_SAFETY_AGREED, MAX_SUMMARY, referralTargets } from "~/features/sessions/rules";
import { safeText } from "~/utils/zod-text";

export const MAX_NOTE = 5000;
export const MAX_CANCEL_REASON = 500;

/**
 * The coach's page of one appointment (`/coach/appointments/:id`): private notes, cancelling with
 * a reason the client reads, marking how it went, what was agreed (for the client) and a safety
 * concern (for the administrators). Messages are `coach` catalog keys, or `sessions:` ones.
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
    z.object({
      intent: z.literal("summary"),
      summary: safeText(MAX_SUMMARY, {
        multiline: true,
        min: 1,
        messages: {
          required: "sessions:summary.errors.summaryRequired",
          tooLong: "sessions:summary.errors.summaryTooLong",
        },
      }),
      agreements: safeText(MAX_AGREEMENTS, {
        multiline: true,
        messages: { tooLong: "sessions:summary.errors.agreementsTooLong" },
      }).default(""),
      // "No goal" posts an empty value.
      goalId: z
        .union([z.literal(""), z.uuid()], { error: "sessions:summary.errors.goal" })
        .default("")
        .transform((value) => value || null),
    }),
    z
      .object({
        intent: z.literal("safety"),
        agreed: safeText(MAX_SAFETY_AGREED, {
          multiline: true,
          min: 1,
          messages: {
            required: "sessions:safety.errors.agreedRequired",
            tooLong: "sessions:safety.errors.agreedTooLong",
          },
        }),
        referred: z.enum(["yes", "no"], { error: "sessions:safety.errors.referred" }),
        // Read only when the member was referred: a choice left in the list after "no" is ignored.
        referredTo: z.string().default(""),
      })
      .superRefine((value, context) => {
        if (value.referred === "yes" && !(referralTargets as readonly string[]).includes(value.referredTo)) {
          context.addIssue({ code: "custom", path: ["referredTo"], message: "sessions:safety.errors.referredTo" });
        }
      }),
  ],
  // The page's own message for a form it does not have.
  { error: "detail.unknown" },
);

export const coachAppointmentIntents = coachAppointmentFormSchema.options.map((option) => option.shape.intent.value);

export type CoachAppointmentForm = z.infer<typeof coachAppointmentFormSchema>;
