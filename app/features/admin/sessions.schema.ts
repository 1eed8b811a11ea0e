import { z } from "zod";
import { isUuid } from "~/utils/ids";

// The form of the back office's session page; messages are `admin` catalog keys.

/** A form the page does not have (an unknown `intent`), or a hidden id that was tampered with. */
export const SESSION_FORM_INVALID = "sessions.errors.form";

/** No session has more places than this (the database's capacity check), so no form marks more. */
export const MAX_ATTENDED = 100_000;

/** The repeated checkbox field: one registration id per person marked as having come. */
export const ATTENDED_FIELD = "attended";

/**
 * `/admin/sessions/:id`: attendance. Every place of the session is sent as ticked (`attended`,
 * one registration id each) or left out; the ones left out are saved as not having come.
 */
export const adminSessionFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("attendance"),
      // None ticked posts nothing, one ticked a single text: both are lists here.
      [ATTENDED_FIELD]: z.preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z
          .array(z.string().refine(isUuid, SESSION_FORM_INVALID), { error: SESSION_FORM_INVALID })
          .max(MAX_ATTENDED, SESSION_FORM_INVALID)
          .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
      ),
    }),
  ],
  { error: SESSION_FORM_INVALID },
);

export type AdminSessionForm = z.infer<typeof adminSessionFormSchema>;

/** The fields the schema tests' `parseForm` reads as lists (the schema takes a single value or none as well). */
export const adminSessionFormLists = [ATTENDED_FIELD] as const;
