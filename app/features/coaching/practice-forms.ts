import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { safeText } from "~/utils/zod-text";
import { type MinuteRange, readDay, readWeek } from "./hours";
import { coachLanguages, coachModes, specialties } from "./taxonomy";

// The forms of the coach area, one schema per action. Messages are `coach` catalog keys, shown
// beside the field they name; `form` is a message for the form as a whole.

/** A form the page does not have (an unknown `intent`), or a hidden field that was tampered with. */
export const COACH_FORM_INVALID = "errors.formInvalid";

/** Every IANA zone the runtime knows; a coach's zone must be one of them. */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
};

export const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An object-level check that runs once the fields it compares are valid, whatever the others say. */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

const isoDate = (message: string) =>
  safeText(10, { min: 1, message, messages: { controlCharacters: message } }).refine(isIsoDate, message);

/** A date's own hours in the override form: a switch (`hours.on`) and intervals, as one weekday has them. */
export const OVERRIDE_HOURS = "hours";

const whole = (message: string, min: number, max: number) =>
  z.coerce.number().int(message).min(min, message).max(max, message);

export const rulesFields = {
  timeZone: safeText(64, {
    min: 1,
    message: "availability.errors.timeZone",
    messages: { controlCharacters: "availability.errors.timeZone" },
  }).refine(isTimeZone, "availability.errors.timeZone"),
  bufferMinutes: whole("availability.errors.buffer", 0, 120),
  noticeHours: whole("availability.errors.notice", 0, 336),
  windowDays: whole("availability.errors.window", 1, 365),
  gridMinutes: z.coerce.number().refine((value) => [15, 30, 60].includes(value), "availability.errors.grid"),
  maxPerDay: whole("availability.errors.max", 1, 24),
};

export const rulesSchema = z.object(rulesFields);

/**
 * A form's values with their posted names: Conform reads `day3.0.start` as `{ day3: { 0: { start } } }`,
 * the hours' reader takes the names as posted (`readDay`), so nested values are joined back.
 */
export function postedNames(values: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !(value instanceof Blob)) {
      Object.assign(flat, postedNames(value as Record<string, unknown>, name));
    } else {
      flat[name] = value;
    }
  }
  return flat;
}

/** The availability page (`/coach/availability`): its forms, told apart by `intent`. */
export const availabilityFormSchema = z.discriminatedUnion(
  "intent",
  [
    // Per weekday a switch (`day3.on`) and its intervals (`day3.0.start`, `day3.0.end`, …): see
    // `readWeek`; a message belongs to the interval's time it names.
    z
      .object({ intent: z.literal("week") })
      .catchall(z.unknown())
      .superRefine((values, context) => {
        const result = readWeek(postedNames(values));
        if (result.ok) return;
        for (const [field, message] of Object.entries(result.errors)) {
          context.addIssue({ code: "custom", path: [field], message });
        }
      }),
    // The date, and its hours as one day of the week form has them (switch off: a day off).
    z
      .object({ intent: z.literal("override"), date: isoDate("availability.errors.date") })
      .catchall(z.unknown())
      .superRefine((values, context) => {
        const result = readDay(postedNames(values), OVERRIDE_HOURS);
        if (result.ok) return;
        for (const [field, message] of Object.entries(result.errors)) {
          context.addIssue({ code: "custom", path: [field], message });
        }
      }),
    z.object({ intent: z.literal("remove-override"), date: isoDate("availability.errors.date") }),
    z
      .object({
        intent: z.literal("vacation"),
        from: isoDate("availability.errors.date"),
        to: isoDate("availability.errors.dateOrder"),
      })
      .refine((value) => value.to >= value.from, {
        path: ["to"],
        message: "availability.errors.dateOrder",
        when: whenValid("from", "to"),
      }),
    z.object({
      intent: z.literal("remove-vacation"),
      id: z.string({ error: COACH_FORM_INVALID }).refine(isUuid, COACH_FORM_INVALID),
    }),
    z.object({ intent: z.literal("rules"), ...rulesFields }),
  ],
  { error: COACH_FORM_INVALID },
);

export const availabilityIntents = availabilityFormSchema.options.map((option) => option.shape.intent.value);
export type AvailabilityForm = z.infer<typeof availabilityFormSchema>;

/** The week form's seven days by weekday number (1 is Monday), as `saveWeeklyHours` takes them. */
export function weekOf(form: Record<string, unknown>): Map<number, MinuteRange[]> {
  const result = readWeek(postedNames(form));
  // The schema has refused a week with errors before it gets here.
  if (!result.ok) throw new Error("weekOf takes a week the schema accepted");
  return result.week;
}

/** The override form's hours (none: a day off), from a form the schema accepted. */
export function overrideHoursOf(form: Record<string, unknown>): MinuteRange[] {
  const result = readDay(postedNames(form), OVERRIDE_HOURS);
  if (!result.ok) throw new Error("overrideHoursOf takes hours the schema accepted");
  return result.ranges;
}

/**
 * Checkbox values: none, one (a form posts a single ticked box as a text) or a list. Anything but
 * text and unknown values are dropped (they name nothing on the page), duplicates once.
 */
const choices = (allowed: readonly string[], message: string, min: number, max: number) =>
  z
    // Whatever was posted; the type is what a form can post under the name.
    .custom<string | string[]>(() => true)
    .optional()
    .transform((posted: unknown) =>
      [...new Set(posted === undefined ? [] : Array.isArray(posted) ? posted : [posted])].filter(
        (value): value is string => typeof value === "string" && allowed.includes(value),
      ),
    )
    .pipe(z.array(z.string()).min(min, message).max(max, message));

/** A ticked box posts "yes"; an unticked one posts nothing. */
const checked = z
  .custom<string>(() => true)
  .optional()
  .transform((value: unknown) => value === "yes");

/** The most working days a coach may say they take to reply (the database's CHECK says the same). */
export const REPLY_WITHIN_DAYS_MAX = 10;
const REPLY_WITHIN_DAYS = Array.from({ length: REPLY_WITHIN_DAYS_MAX }, (_, index) => String(index + 1));

/**
 * The coach's profile form (the photo, a file, is checked on its own), as `parseSubmission` reads
 * it; the coach invitation's form takes its fields.
 */
export const coachProfileSchema = z
  .object({
    name: safeText(80, { min: 2, message: "profile.errors.name" }),
    headlineNl: safeText(120, { min: 1, message: "profile.errors.headline" }),
    headlineEn: safeText(120, { min: 1, message: "profile.errors.headline" }),
    bioNl: safeText(2000, { multiline: true, min: 50, message: "profile.errors.bio" }),
    bioEn: safeText(2000, { multiline: true, min: 50, message: "profile.errors.bio" }),
    specialties: choices(specialties, "profile.errors.specialties", 1, 6),
    languages: choices(coachLanguages, "profile.errors.languages", 1, coachLanguages.length),
    modes: choices(coachModes, "profile.errors.modes", 1, coachModes.length),
    city: safeText(80, { message: "profile.errors.city" })
      .default("")
      .transform((value) => value || null),
    published: checked,
    removePhoto: checked,
    /** "I usually reply within N working days": not said (nothing chosen), or 1 to 10. */
    replyWithinDays: z
      .string({ error: "profile.errors.replyWithinDays" })
      .optional()
      .refine((days) => !days || REPLY_WITHIN_DAYS.includes(days), "profile.errors.replyWithinDays")
      .transform((days) => (days ? Number(days) : null)),
  })
  .refine((profile) => !profile.modes.includes("in_person") || profile.city, {
    path: ["city"],
    message: "profile.errors.city",
    when: whenValid("modes", "city"),
  });

/** The agenda (`/coach`): renewing the calendar feed's secret address. */
export const coachHomeFormSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("renew-feed") })], {
  error: COACH_FORM_INVALID,
});
