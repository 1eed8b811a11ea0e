import { z } from "zod";
import { type MinuteRange, parseRanges } from "./hours";

/** Every IANA zone the runtime knows; a coach's zone must be one of them. */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
};

export const rulesSchema = z.object({
  timeZone: z.string().refine(isTimeZone, "availability.errors.timeZone"),
  bufferMinutes: z.coerce
    .number()
    .int("availability.errors.buffer")
    .min(0, "availability.errors.buffer")
    .max(120, "availability.errors.buffer"),
  noticeHours: z.coerce
    .number()
    .int("availability.errors.notice")
    .min(0, "availability.errors.notice")
    .max(336, "availability.errors.notice"),
  windowDays: z.coerce
    .number()
    .int("availability.errors.window")
    .min(1, "availability.errors.window")
    .max(365, "availability.errors.window"),
  gridMinutes: z.coerce.number().refine((value) => [15, 30, 60].includes(value), "availability.errors.grid"),
  maxPerDay: z.coerce
    .number()
    .int("availability.errors.max")
    .min(1, "availability.errors.max")
    .max(24, "availability.errors.max"),
});

/** The seven weekday fields of the editor ("day1" … "day7"), each parsed; errors per field. */
export function parseWeek(
  form: FormData,
): { ok: true; days: Map<number, MinuteRange[]> } | { ok: false; errors: Record<string, string> } {
  const days = new Map<number, MinuteRange[]>();
  const errors: Record<string, string> = {};
  for (let weekday = 1; weekday <= 7; weekday++) {
    const result = parseRanges(String(form.get(`day${weekday}`) ?? ""));
    if (result.ok) days.set(weekday, result.ranges);
    else errors[`day${weekday}`] = `availability.errors.${result.error}`;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, days };
}

export const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export interface ProfileInput {
  name: string;
  headlineNl: string;
  headlineEn: string;
  bioNl: string;
  bioEn: string;
  specialties: string[];
  languages: string[];
  modes: string[];
  city: string | null;
  published: boolean;
}

/** The coach's profile form; every error is a `coach` catalog key on its field. */
export function parseProfileForm(
  form: FormData,
  known: { specialties: readonly string[]; languages: readonly string[]; modes: readonly string[] },
): { ok: true; profile: ProfileInput } | { ok: false; errors: Record<string, string> } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const list = (name: string, allowed: readonly string[]) =>
    [...new Set(form.getAll(name).map(String))].filter((value) => allowed.includes(value));
  const profile: ProfileInput = {
    name: text("name"),
    headlineNl: text("headlineNl"),
    headlineEn: text("headlineEn"),
    bioNl: text("bioNl"),
    bioEn: text("bioEn"),
    specialties: list("specialties", known.specialties),
    languages: list("languages", known.languages),
    modes: list("modes", known.modes),
    city: text("city") || null,
    published: form.get("published") === "yes",
  };
  const errors: Record<string, string> = {};
  if (profile.name.length < 2 || profile.name.length > 80) errors.name = "profile.errors.name";
  for (const field of ["headlineNl", "headlineEn"] as const) {
    if (!profile[field] || profile[field].length > 120) errors[field] = "profile.errors.headline";
  }
  for (const field of ["bioNl", "bioEn"] as const) {
    if (profile[field].length < 50 || profile[field].length > 2000) errors[field] = "profile.errors.bio";
  }
  if (profile.specialties.length < 1 || profile.specialties.length > 6)
    errors.specialties = "profile.errors.specialties";
  if (profile.languages.length < 1) errors.languages = "profile.errors.languages";
  if (profile.modes.length < 1) errors.modes = "profile.errors.modes";
  if (profile.modes.includes("in_person") && !profile.city) errors.city = "profile.errors.city";
  if (profile.city && profile.city.length > 80) errors.city = "profile.errors.city";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, profile };
}
