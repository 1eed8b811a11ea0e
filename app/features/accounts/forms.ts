import { z } from "zod";

export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 128;
export const MAX_NAME = 100;
export const MAX_EMAIL = 254;

// Messages are catalog keys in the `auth` namespace; the page translates them.
const email = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .max(MAX_EMAIL, "errors.tooLong")
  .pipe(z.email("errors.emailInvalid"))
  .transform((value) => value.toLowerCase());

/** An address as a person types it, or as an identity provider asserts it: the same rules. */
export const emailAddress = email;

const newPassword = z
  .string({ error: "errors.required" })
  .min(1, "errors.required")
  .min(MIN_PASSWORD, "errors.passwordTooShort")
  .max(MAX_PASSWORD, "errors.passwordTooLong");

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "errors.required" })
    .min(1, "errors.required")
    .max(MAX_PASSWORD, "errors.passwordTooLong"),
});

export const signupSchema = z.object({
  name: z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(MAX_NAME, "errors.tooLong"),
  email,
  password: newPassword,
});

export const forgotSchema = z.object({ email });

export const resetSchema = z.object({
  token: z.string().min(1, "errors.tokenInvalid").max(512, "errors.tokenInvalid"),
  password: newPassword,
});

export type FieldErrors = Partial<Record<string, string>>;

/** Parses form data with a schema; on failure, one message key per field. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  form: FormData,
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
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

/** The numbers a field's messages mention ("at most {{max}} characters"). */
export function limitsOf(field: string): { min?: number; max?: number } {
  if (field === "name") return { max: MAX_NAME };
  if (field === "email") return { max: MAX_EMAIL };
  if (field === "password") return { min: MIN_PASSWORD, max: MAX_PASSWORD };
  return {};
}

/** Zones to choose from; the account's own zone is always among them, even an alias like Asia/Kolkata. */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [...zones, current].sort();
}

export interface ProfileInput {
  name: string;
  timeZone: string;
  locale: "nl" | "en";
}

/** Name, time zone and language, as the onboarding and the account page ask for them. */
export function parseProfile(form: FormData): { ok: true; data: ProfileInput } | { ok: false; errors: FieldErrors } {
  const name = String(form.get("name") ?? "").trim();
  const timeZone = form.get("timeZone");
  const locale = form.get("locale");
  const errors: FieldErrors = {};
  if (!name) errors.name = "errors.required";
  else if (name.length > MAX_NAME) errors.name = "errors.tooLong";
  if (!isTimeZone(timeZone)) errors.timeZone = "errors.timeZoneInvalid";
  if (locale !== "nl" && locale !== "en") errors.locale = "errors.required";
  if (Object.keys(errors).length > 0 || !isTimeZone(timeZone) || (locale !== "nl" && locale !== "en")) {
    return { ok: false, errors };
  }
  return { ok: true, data: { name, timeZone, locale } };
}
