import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { type SafeTextOptions, safeText } from "~/utils/zod-text";

// Field schemas the back office's forms share. Each form's messages are keys of its catalog under
// one prefix (`eventForm.errors`, `media.errors`, `pages.errors`, `partners.errors`), so every
// field takes the prefix or the key it refuses with.

/** A form's message keys under `prefix`, and `safeText` with that prefix's `required`, `tooLong`, `controlCharacters`. */
export function formMessages(prefix: string) {
  const message = (key: string) => `${prefix}.${key}`;
  const text = (max: number, options: SafeTextOptions = {}) =>
    safeText(max, {
      ...options,
      messages: {
        required: message("required"),
        tooLong: message("tooLong"),
        controlCharacters: message("controlCharacters"),
        ...options.messages,
      },
    });
  return { message, text };
}

/** An id (any case, kept in lower case), refused with `error`. */
export const uuidField = (error: string) =>
  z
    .string({ error })
    .refine(isUuid, error)
    .transform((value) => value.toLowerCase());

/** "" for none (null), or an id: a partner as audience, a session to register for. */
export const optionalUuidField = (error: string) =>
  z
    .string({ error })
    .trim()
    .refine((value) => value === "" || isUuid(value), error)
    .transform((value) => (value === "" ? null : value.toLowerCase()));

/** A checkbox that posts "yes" when ticked and nothing otherwise. */
export const checkboxField = z
  .unknown()
  .optional()
  .transform((value) => value === "yes");
