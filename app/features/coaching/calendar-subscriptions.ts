import { z } from "zod";
import type { CalendarSyncError } from "~/db/schema/calendar";
import { isUuid } from "~/utils/ids";
import { safeText } from "~/utils/zod-text";

// What the page and the server share about a coach's calendar subscriptions: limits, the forms
// (messages are `calendar` catalog keys) and the view of one subscription. No server code here.

/** Calendars one coach may link. */
export const MAX_CALENDAR_SUBSCRIPTIONS = 5;
/** How often each calendar is fetched again. */
export const CALENDAR_SYNC_MINUTES = 15;
/** How far ahead busy time is kept. */
export const CALENDAR_BUSY_DAYS = 60;
/** Longest address accepted. */
export const MAX_CALENDAR_ADDRESS = 2048;

export const CALENDAR_FORM_INVALID = "errors.formInvalid";

/** An address as it will be fetched: webcal:// as https://; only http(s), without a user name or password. */
export function calendarAddress(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_CALENDAR_ADDRESS) return null;
  const withScheme = /^webcals?:\/\//i.test(text) ? text.replace(/^webcals?:\/\//i, "https://") : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = "";
  const result = url.toString();
  return result.length <= MAX_CALENDAR_ADDRESS ? result : null;
}

/** The address as the page shows it: its host and an ellipsis, never the secret path. */
export function maskCalendarAddress(address: string): string {
  try {
    return `${new URL(address).host}/…`;
  } catch {
    return "…";
  }
}

const subscriptionId = z.string({ error: CALENDAR_FORM_INVALID }).refine(isUuid, CALENDAR_FORM_INVALID);

export const calendarFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("calendar-add"),
      url: safeText(MAX_CALENDAR_ADDRESS + 64, {
        min: 1,
        message: "errors.url",
        messages: { controlCharacters: "errors.url" },
      }).transform((value, context) => {
        const address = calendarAddress(value);
        if (address) return address;
        context.addIssue({ code: "custom", message: "errors.url" });
        return z.NEVER;
      }),
    }),
    z.object({ intent: z.literal("calendar-remove"), id: subscriptionId }),
    z.object({ intent: z.literal("calendar-sync"), id: subscriptionId }),
  ],
  { error: CALENDAR_FORM_INVALID },
);

export const calendarIntents = calendarFormSchema.options.map((option) => option.shape.intent.value);
export type CalendarForm = z.infer<typeof calendarFormSchema>;
export type CalendarIntent = (typeof calendarIntents)[number];

/** One subscription on the page. */
export interface CalendarSubscriptionView {
  id: string;
  /** Masked: host and an ellipsis. */
  address: string;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  /** Why the last attempt failed; null when it worked. */
  error: CalendarSyncError | null;
}
