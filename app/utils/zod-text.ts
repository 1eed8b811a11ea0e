import { z } from "zod";
import { hasControlCharacters } from "./text";

/**
 * The message for text with control characters. Every catalog that shows form errors (`auth`,
 * `coach`) has this key, so a schema in any of them can use the default.
 */
export const CONTROL_CHARACTERS = "errors.controlCharacters";

export interface SafeTextOptions {
  /** Tab and line breaks pass (a note, a biography); every other control character is refused. */
  multiline?: boolean;
  /** Characters needed after trimming; 0 (the default) lets the field be empty. */
  min?: number;
  /** Passwords are taken exactly as typed; everything else is trimmed first. */
  trim?: boolean;
  /** One catalog key for every length problem (missing, too short, too long), as a field's single hint. */
  message?: string;
  /** Catalog keys per problem; they win over `message`. */
  messages?: { required?: string; tooShort?: string; tooLong?: string; controlCharacters?: string };
}

/**
 * One text field of a form, as every schema writes it: trimmed, between `min` and `max`
 * characters, and refused (not silently cleaned) when it holds control characters, by the same
 * rule as `hasControlCharacters`. Messages are catalog keys; the defaults are the `auth` ones
 * (`errors.required`, `errors.tooLong`, `errors.controlCharacters`).
 */
export function safeText(max: number, options: SafeTextOptions = {}) {
  const { multiline = false, min = 0, trim = true, message, messages = {} } = options;
  const required = messages.required ?? message ?? "errors.required";
  let schema = z.string({ error: required });
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(1, required);
  if (min > 1) schema = schema.min(min, messages.tooShort ?? message ?? required);
  return schema
    .max(max, messages.tooLong ?? message ?? "errors.tooLong")
    .refine((value) => !hasControlCharacters(value, { multiline }), messages.controlCharacters ?? CONTROL_CHARACTERS);
}
