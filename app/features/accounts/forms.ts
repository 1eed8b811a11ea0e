import { z } from "zod";
import { isSlug } from "~/utils/ids";
import { safeReturnTo } from "~/utils/return-to";
import { safeText } from "~/utils/zod-text";

export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;
export const MAX_NAME = 100;
export const MAX_EMAIL = 254;

// Messages are catalog keys in the `auth` namespace; the page translates them.
const email = safeText(MAX_EMAIL, { min: 1 })
  .pipe(z.email("errors.emailInvalid"))
  .transform((value) => value.toLowerCase());

/** An address as a person types it, or as an identity provider asserts it: the same rules. */
export const emailAddress = email;

/** A person's name, as the signup, the onboarding and the account page ask for it. */
export const personName = safeText(MAX_NAME, { min: 1 });

/** A password being set; taken as typed (spaces count), never trimmed. */
export const newPassword = safeText(MAX_PASSWORD, {
  trim: false,
  min: MIN_PASSWORD,
  messages: { tooShort: "errors.passwordTooShort", tooLong: "errors.passwordTooLong" },
});

/** A password being checked (login, confirming a change or a deletion). */
export const currentPassword = safeText(MAX_PASSWORD, {
  trim: false,
  min: 1,
  messages: { tooLong: "errors.passwordTooLong" },
});

export const loginSchema = z.object({ email, password: currentPassword });

export const signupSchema = z.object({ name: personName, email, password: newPassword });

/** The default zone of an account whose browser did not tell its own. */
export const DEFAULT_TIME_ZONE = "Europe/Amsterdam";

/**
 * The signup form: the fields above, plus what the page adds. The browser fills in its zone;
 * without script, or with junk, the default zone applies. A join link that is not a slug, or a
 * `returnTo` off the site, is dropped: the account is made either way.
 */
export const signupFormSchema = signupSchema.extend({
  timeZone: z
    .unknown()
    .optional()
    .transform((value) => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE)),
  join: z
    .unknown()
    .optional()
    .transform((value) => (isSlug(value) ? value : null)),
  returnTo: z
    .unknown()
    .optional()
    .transform((value) => safeReturnTo(value, "")),
});

export const forgotSchema = z.object({ email });

export const resetSchema = z.object({
  token: safeText(512, {
    trim: false,
    min: 1,
    message: "errors.tokenInvalid",
    messages: { controlCharacters: "errors.tokenInvalid" },
  }),
  password: newPassword,
});

/** Message for a form the page does not have (an unknown `intent`), shown above the forms. */
export const FORM_INVALID = "errors.formInvalid";

export type FieldErrors = Partial<Record<string, string>>;

/** The `intent` a form was posted with, when it is one of `intents`; otherwise null. */
export function knownIntent<const T extends string>(form: FormData, intents: readonly T[]): T | null {
  const posted = form.get("intent");
  return intents.find((intent) => intent === posted) ?? null;
}

/** IANA zone names the browser may send; anything unknown to Intl is refused. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The fields of the account forms that hold a password (being set, or being checked). */
const passwordFields = ["password", "newPassword", "currentPassword", "emailPassword", "deletePassword"];

/** The numbers a field's messages mention ("at most {{max}} characters"). */
export function limitsOf(field: string): { min?: number; max?: number } {
  if (field === "name") return { max: MAX_NAME };
  if (field === "email") return { max: MAX_EMAIL };
  if (passwordFields.includes(field)) return { min: MIN_PASSWORD, max: MAX_PASSWORD };
  return {};
}

/** Zones to choose from; the account's own zone is always among them, even an alias like Asia/Kolkata. */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [...zones, current].sort();
}

/** Name, time zone and language, as the onboarding and the account page ask for them. */
export const profileFields = {
  name: personName,
  timeZone: safeText(64, {
    min: 1,
    message: "errors.timeZoneInvalid",
    messages: { controlCharacters: "errors.timeZoneInvalid" },
  }).refine(isTimeZone, "errors.timeZoneInvalid"),
  locale: z.enum(["nl", "en"], { error: "errors.required" }),
};

export const profileSchema = z.object(profileFields);

export type ProfileInput = z.infer<typeof profileSchema>;
