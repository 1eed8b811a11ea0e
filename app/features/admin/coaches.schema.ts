import { z } from "zod";
import { ADMIN_FORM_INVALID, adminId, invitationForms } from "./invitations.schema";

// The forms of the back office's coach pages, one schema per page (a discriminated union on
// `intent`); messages are `admin` catalog keys.

const publishForms = [
  z.object({ intent: z.literal("publish"), id: adminId }),
  z.object({ intent: z.literal("unpublish"), id: adminId }),
] as const;

/** `/admin/coaches`: invitations, and publishing a practice from the list. */
export const adminCoachesFormSchema = z.discriminatedUnion("intent", [...invitationForms, ...publishForms], {
  error: ADMIN_FORM_INVALID,
});

/** `/admin/coaches/:id`: publishing the practice (its id comes from the address). */
export const adminCoachFormSchema = z.discriminatedUnion("intent", [...publishForms], { error: ADMIN_FORM_INVALID });

export const adminCoachesIntents = adminCoachesFormSchema.options.map((option) => option.shape.intent.value);
