import { z } from "zod";
import { newPassword } from "~/features/accounts/forms";
import { coachProfileSchema } from "~/features/coaching/practice-forms";
import { languages } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";
import { safeText } from "~/utils/zod-text";
import { MAX_BYTES } from "./invite-list";

// The forms of coach invitations. The back office's messages are `admin` catalog keys; the
// acceptance page's are `auth` keys, and the coach profile's fields keep their `coach` keys
// (`profile.errors.*`), shown beside the field they name.

/** A form the page does not have (an unknown `intent`), or a hidden id that was tampered with. */
export const ADMIN_FORM_INVALID = "coaches.errors.form";

export const adminId = z.string({ error: ADMIN_FORM_INVALID }).refine(isUuid, ADMIN_FORM_INVALID);

/** The mail's language: the administrator's choice, Dutch when none is given. */
const mailLanguage = z.enum(languages, { error: "coaches.errors.language" }).default("nl");

/** Invite, resend and withdraw: the invitation forms of `/admin/coaches`. */
export const invitationForms = [
  z.object({
    intent: z.literal("invite"),
    // Pasted lines; a CSV file comes beside it as a file, checked by `parseInviteCsv`.
    list: safeText(MAX_BYTES, { multiline: true, message: "coaches.errors.listTooLarge" }).default(""),
    lng: mailLanguage,
  }),
  z.object({ intent: z.literal("resend"), id: adminId, lng: mailLanguage }),
  z.object({ intent: z.literal("withdraw"), id: adminId }),
] as const;

const profile = coachProfileSchema.shape;

/**
 * The acceptance page (`/{lng}/coach-invitation`): the token from the link, a name and password
 * (the signup's rules), and the essential fields of the coach profile (its own rules).
 */
export const acceptInvitationSchema = z
  .object({
    token: safeText(128, {
      min: 1,
      message: "errors.tokenInvalid",
      messages: { controlCharacters: "errors.tokenInvalid" },
    }),
    name: profile.name,
    password: newPassword,
    headlineNl: profile.headlineNl,
    headlineEn: profile.headlineEn,
    bioNl: profile.bioNl,
    bioEn: profile.bioEn,
    specialties: profile.specialties,
    languages: profile.languages,
    modes: profile.modes,
    city: profile.city,
  })
  .refine((value) => !value.modes.includes("in_person") || value.city, {
    path: ["city"],
    message: "profile.errors.city",
    when: (payload) => !payload.issues.some((issue) => ["modes", "city"].includes(String(issue.path?.[0]))),
  });

export const acceptInvitationLists = ["specialties", "languages", "modes"] as const;

export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
