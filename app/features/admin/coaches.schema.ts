import { z } from "zod";
import { safeText } from "~/utils/zod-text";
import { ADMIN_FORM_INVALID, adminId, invitationForms } from "./invitations.schema";

// The forms of the back office's coach pages, one schema per page (a discriminated union on
// `intent`); messages are `admin` catalog keys.

/** What the administrator tells the coach when taking the page down: optional, shown to the coach. */
export const HOLD_REASON_MAX = 500;

const holdReason = safeText(HOLD_REASON_MAX, {
  multiline: true,
  message: "coaches.errors.reason",
  messages: { controlCharacters: "coaches.errors.reasonCharacters" },
})
  .default("")
  .transform((value) => value || null);

// Unpublishing puts the page on hold (the coach cannot publish it again); publishing lifts any
// hold; `release` lifts the hold and leaves publishing to the coach.
// On a coach's own page the address names the practice; in the list each button posts its id.
const pageForms = [
  z.object({ intent: z.literal("publish") }),
  z.object({ intent: z.literal("unpublish"), reason: holdReason }),
  z.object({ intent: z.literal("release") }),
] as const;
const publishForms = [
  pageForms[0].extend({ id: adminId }),
  pageForms[1].extend({ id: adminId }),
  pageForms[2].extend({ id: adminId }),
] as const;

/** `/admin/coaches`: invitations, and publishing a practice from the list. */
export const adminCoachesFormSchema = z.discriminatedUnion("intent", [...invitationForms, ...publishForms], {
  error: ADMIN_FORM_INVALID,
});

/** `/admin/coaches/:id`: publishing the practice, holding it, lifting the hold (its id comes from the address). */
export const adminCoachFormSchema = z.discriminatedUnion("intent", [...pageForms], { error: ADMIN_FORM_INVALID });

export const adminCoachesIntents = adminCoachesFormSchema.options.map((option) => option.shape.intent.value);
