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

/** The ways reminders may reach someone, and the lead times they may choose (hours before the start). */
export const reminderChannels = ["mail", "notification", "both"] as const;
export const reminderLeadHours = ["48", "24", "2", "1"] as const;

/** The lead times ticked: none, one (posted as a text) or several; anything else is refused. */
const ticked = z
  // Whatever was posted; the type is what a form can post under the name.
  .custom<string | string[]>(() => true)
  .optional()
  .transform((posted: unknown) => (posted === undefined ? [] : Array.isArray(posted) ? posted : [posted]))
  .pipe(
    z
      .array(z.string())
      .refine(
        (values) => values.every((value) => (reminderLeadHours as readonly string[]).includes(value)),
        "account.reminderHoursInvalid",
      ),
  );

/**
 * What the account wants by mail and of reminders: the switches, how reminders come and when.
 * With reminders on, at least one lead time; the lead times go out once each, as numbers.
 */
const mailForm = z
  .object({
    intent: z.literal("mail"),
    reminders: mailSwitch,
    messages: mailSwitch,
    reminderChannel: z.enum(reminderChannels, { error: "account.reminderChannelInvalid" }),
    reminderHours: ticked,
  })
  .superRefine((form, context) => {
    if (form.reminders && form.reminderHours.length === 0) {
      context.addIssue({ code: "custom", path: ["reminderHours"], message: "account.reminderHoursRequired" });
    }
  })
  .transform(({ reminderHours, ...form }) => ({
    ...form,
    reminderHours: reminderLeadHours.filter((hours) => reminderHours.includes(hours)).map(Number),
  }));

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
    mailForm,
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
