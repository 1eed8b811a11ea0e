import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { isAppError } from "~/utils/app-error";
import type { CalendarFetcher } from "./calendar-fetch.server";
import { calendarFormSchema } from "./calendar-subscriptions";
import { calendarSubscriptionAction } from "./calendar-sync.server";

/**
 * A calendar form of `/coach/availability` posted as the page posts it, read with the page's
 * schema and run as its action runs it: the messages by field (the first of each, `calendar`
 * catalog keys), or whether it worked.
 */
export async function postCalendarForm(
  db: Database,
  coach: { id: string; timeZone: string },
  form: FormData,
  now: Date,
  fetcher: CalendarFetcher,
): Promise<{ errors: Record<string, string>; saved: boolean }> {
  const submission = parseSubmission(form, calendarFormSchema);
  if (submission.status !== "success") {
    const errors = Object.entries(submission.error ?? {}).flatMap(([name, keys]) =>
      keys?.[0] ? [[name, keys[0]]] : [],
    );
    return { errors: Object.fromEntries(errors), saved: false };
  }
  try {
    return { errors: {}, saved: await calendarSubscriptionAction(db, coach, submission.value, now, fetcher) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { errors: error.fields, saved: false };
  }
}
