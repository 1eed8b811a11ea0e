import { z } from "zod";
import type { CaldavError } from "~/db/schema/scheduling";
import { isUuid } from "~/utils/ids";
import { safeText } from "~/utils/zod-text";

// What the CalDAV page and the server share: the forms (messages are `caldav` catalog keys) and
// the view of an account. No server code here.

export const MAX_CALDAV_ADDRESS = 2048;
export const MAX_CALDAV_USERNAME = 320;
export const MAX_CALDAV_PASSWORD = 256;
/** Accounts not synced for this long are queued by the sweep. */
export const CALDAV_SYNC_MINUTES = 5;

export const CALDAV_FORM_INVALID = "errors.formInvalid";

/** A server address as it will be asked: http(s) only, without a user name, password or fragment. */
export function caldavAddress(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_CALDAV_ADDRESS) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = "";
  const result = url.toString();
  return result.length <= MAX_CALDAV_ADDRESS ? result : null;
}

const calendarId = z.string({ error: CALDAV_FORM_INVALID }).refine(isUuid, CALDAV_FORM_INVALID);

export const caldavFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("connect"),
      serverUrl: safeText(MAX_CALDAV_ADDRESS + 64, {
        min: 1,
        message: "errors.serverUrl",
        messages: { controlCharacters: "errors.serverUrl" },
      }).transform((value, context) => {
        const address = caldavAddress(value);
        if (address) return address;
        context.addIssue({ code: "custom", message: "errors.serverUrl" });
        return z.NEVER;
      }),
      username: safeText(MAX_CALDAV_USERNAME, {
        min: 1,
        message: "errors.username",
        messages: { controlCharacters: "errors.username" },
      }),
      password: safeText(MAX_CALDAV_PASSWORD, {
        min: 1,
        trim: false,
        message: "errors.password",
        messages: { controlCharacters: "errors.password" },
      }),
    }),
    z.object({
      intent: z.literal("calendars"),
      // Checkboxes post one value per ticked box; none ticked posts nothing.
      read: z
        .union([calendarId, z.array(calendarId)], { error: CALDAV_FORM_INVALID })
        .optional()
        .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
      write: z
        .union([z.literal(""), calendarId], { error: CALDAV_FORM_INVALID })
        .optional()
        .default(""),
    }),
    z.object({ intent: z.literal("sync") }),
    z.object({ intent: z.literal("disconnect") }),
  ],
  { error: CALDAV_FORM_INVALID },
);

export const caldavIntents = caldavFormSchema.options.map((option) => option.shape.intent.value);
export type CaldavForm = z.infer<typeof caldavFormSchema>;

export interface CaldavCalendarView {
  id: string;
  displayName: string;
  readBusy: boolean;
  write: boolean;
}

/** The coach's account as the page shows it: never the password. */
export type CaldavAccountView =
  | { connected: false }
  | {
      connected: true;
      serverUrl: string;
      username: string;
      lastSyncedAt: string | null;
      lastAttemptAt: string | null;
      lastError: CaldavError | null;
      calendars: CaldavCalendarView[];
    };
