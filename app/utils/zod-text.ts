import { z } from "zod";
import { hasControlCharacters } from "./text";

/**
 * The message for text with control characters. Every catalog that shows form errors (`auth`,
 * `coach`) has this key, so a schema in any of them can use the default.
 */
export const CONTROL_CHARACTERS = "errors.controlCharacters";

/**
 * The bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI,
 * PDI). Each reorders everything after it up to the end of the paragraph, so a name with U+202E
 * shows its letters backwards and drags the text around it along (a time in a calendar, the rest
 * of a sentence). Nobody types them: they are refused like control characters. The marks (LRM,
 * RLM, ALM) pass: they are invisible letters with a direction that only settle the punctuation
 * beside them, and keyboards for Arabic, Hebrew and Persian insert them in ordinary writing.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** Whether a text holds a bidirectional embedding, override or isolate (see `BIDI_CONTROLS`). */
export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

export interface SafeTextOptions {
  /** Tab and line breaks pass (a note, a biography); every other control character is refused. */
  multiline?: boolean;
  /** Characters needed after trimming; 0 (the default) lets the field be empty. */
  min?: number;
  /** Passwords are taken exactly as typed; everything else is trimmed first. */
  trim?: boolean;
  /** One catalog key for every length problem (missing, too short, too long), as a field's single hint. */
  message?: string;
  /** Catalog keys per problem; they win over `message`. Bidi controls get `controlCharacters`'s. */
  messages?: { required?: string; tooShort?: string; tooLong?: string; controlCharacters?: string };
}

/**
 * One text field of a form, as every schema writes it: trimmed, between `min` and `max`
 * characters, and refused (not silently cleaned) when it holds control characters, by the same
 * rule as `hasControlCharacters`, or bidirectional controls (`hasBidiControls`), with the same
 * message: to the person typing, both are invisible characters that cannot be used. Messages are catalog keys; the defaults are the `auth` ones
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
    .refine(
      (value) => !hasControlCharacters(value, { multiline }) && !hasBidiControls(value),
      messages.controlCharacters ?? CONTROL_CHARACTERS,
    );
}
