import { z } from "zod";
import { isSlug } from "~/utils/ids";
import { safeText } from "~/utils/zod-text";
import { currentPassword, emailAddress, FORM_INVALID, MAX_PASSWORD, MIN_PASSWORD, profileFields } from "./forms";

// The forms of the account pages, one schema per action; messages are `auth` catalog keys.

/** A partner named by a hidden field: a slug, or the partner offers nothing to link. */
const ssoPartner = z
  .string({ error: "account.ssoUnavailable" })
  .refine((value) => isSlug(value), "account.ssoUnavailable");

/** A switch of the mail preferences: on when it posts "on", off when it posts nothing. */
const mailSwitch = z
  .unknown()
  .optional()
  .transform((value) => value === "on");

/** The account page (`/account`): one form per card, told apart by `intent`. */
export const accountFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("profile"), ...profileFields }),
    // The password is absent for an account without one, which confirms by a fresh login
    // through its organisation instead (`confirmIdentity`); an empty field is a missing one.
    z.object({ intent: z.literal("email"), email: emailAddress, emailPassword: currentPassword.optional() }),
    z.object({
      intent: z.literal("password"),
      currentPassword,
      // An empty new password has always been answered with the length it needs.
      newPassword: safeText(MAX_PASSWORD, {
        trim: false,
        min: MIN_PASSWORD,
        messages: {
          required: "errors.passwordTooShort",
          tooShort: "errors.passwordTooShort",
          tooLong: "errors.passwordTooLong",
        },
      }),
    }),
    z.object({ intent: z.literal("sessions") }),
    z.object({ intent: z.literal("link-sso"), partner: ssoPartner }),
    z.object({ intent: z.literal("unlink-sso"), partner: ssoPartner }),
    z.object({ intent: z.literal("withdraw-vitascan") }),
    // What the account wants by mail: both switches on one form.
    z.object({ intent: z.literal("mail"), reminders: mailSwitch, messages: mailSwitch }),
    z.object({ intent: z.literal("delete"), deletePassword: currentPassword.optional() }),
    // Logging in again through a linked organisation, to confirm a change without a password.
    z.object({ intent: z.literal("reauth"), partner: ssoPartner }),
  ],
  { error: FORM_INVALID },
);

/** The onboarding (`/signup/:step`): the step comes from the address, the fields from its form. */
export const onboardingFormSchema = z.discriminatedUnion(
  "step",
  [
    z.object({ step: z.literal("profile"), ...profileFields }),
    z.object({ step: z.literal("terms"), accept: z.literal("yes", { error: "errors.termsRequired" }) }),
    z.object({ step: z.literal("theapp") }),
    // "Later" unless "now" was chosen: the member may always come back to the scan.
    z.object({
      step: z.literal("vitascan"),
      choice: z.enum(["now", "later"]).catch("later"),
    }),
  ],
  { error: FORM_INVALID },
);

export type OnboardingForm = z.infer<typeof onboardingFormSchema>;
