// The availability page's loader and action; the page itself is `availability.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { knownIntent, timeZoneChoices } from "~/features/accounts/forms";
import { loadAvailability, slotsFor } from "~/features/coaching/availability.server";
import {
  type AvailabilityRemoval,
  removeOverrideUndoably,
  removeVacationUndoably,
  saveWeekUndoably,
  undoAvailabilityRemoval,
} from "~/features/coaching/availability-undo.server";
import { calendarFormSchema, calendarIntents } from "~/features/coaching/calendar-subscriptions";
import { calendarSubscriptionAction, calendarSubscriptionsView } from "~/features/coaching/calendar-sync.server";
import { PREVIEW_DAYS } from "~/features/coaching/components/availability-preview";
import { previewDays } from "~/features/coaching/components/slot-preview";
import type { DayHours } from "~/features/coaching/components/weekly-hours-editor";
import { HOLIDAYS_INTENT, holidayFormSchema, workedHolidays } from "~/features/coaching/holiday-forms";
import { readHolidaySettings, saveHolidaySettings } from "~/features/coaching/holiday-settings.server";
import { clockOf, formatRanges } from "~/features/coaching/hours";
import { addVacation, readPractice, saveOverride, saveRules } from "~/features/coaching/practice.server";
import {
  type AvailabilityForm,
  availabilityFormSchema,
  overrideHoursOf,
  weekOf,
} from "~/features/coaching/practice-forms";
import { formatLocalDate, localDateOf } from "~/features/coaching/zoned-time";
import { checkUndo, issueUndo, type UndoAnswer } from "~/features/undo/undo.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/availability";

export async function loader({ context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const db = dbOf(context);
  const now = new Date();
  const today = formatLocalDate(localDateOf(now.getTime(), coach.timeZone));
  const practice = await readPractice(db, coach.id, today);
  const availability = (await loadAvailability(db, [coach], now)).get(coach.id);
  // The preview: what members see for an intake in the coming two weeks. The page recomputes it
  // from the same input as the coach edits the hours.
  const preview = previewDays(availability ? slotsFor(availability, "intake", now, PREVIEW_DAYS) : [], coach.timeZone);
  const week: DayHours[] = Array.from({ length: 7 }, (_, index) => {
    const rows = practice.weekly.filter((row) => row.weekday === index + 1);
    return {
      on: rows.length > 0,
      intervals: rows.map((row) => ({ start: clockOf(row.startMinute), end: clockOf(row.endMinute) })),
    };
  });
  const overrides = [...new Set(practice.overrides.map((row) => row.date))].map((date) => ({
    date,
    hours: formatRanges(
      practice.overrides
        .filter((row) => row.date === date && row.startMinute !== null && row.endMinute !== null)
        .map((row) => ({ start: row.startMinute as number, end: row.endMinute as number })),
    ),
  }));
  return {
    week,
    overrides,
    vacations: practice.vacations.map((row) => ({ id: row.id, from: row.fromDate, to: row.toDate })),
    rules: {
      timeZone: coach.timeZone,
      bufferMinutes: coach.bufferMinutes,
      noticeHours: Math.round(coach.minimumNoticeMinutes / 60),
      windowDays: coach.windowDays,
      gridMinutes: coach.gridMinutes,
      maxPerDay: coach.maxPerDay,
    },
    zones: timeZoneChoices(coach.timeZone),
    preview,
    previewInput: availability ?? null,
    today,
    zone: coach.timeZone,
    calendars: await calendarSubscriptionsView(db, coach.id),
    holidays: await readHolidaySettings(db, coach.id, today),
  };
}

/**
 * The page's forms, as answers name them: the week, the rules, a date's own hours, a vacation, the
 * public holidays the coach works on, the remove buttons of the lists (`removals`), linking a
 * calendar (`calendar-add`) and the buttons of the linked ones (`calendars`).
 */
export type AvailabilityFormId =
  | "week"
  | "rules"
  | "override"
  | "vacation"
  | "holidays"
  | "removals"
  | "calendar-add"
  | "calendars";

export type AvailabilityAnswer = FormAnswer<AvailabilityFormId> &
  UndoAnswer & {
    saved?: true;
    /** Which removal the undo (offered, done or refused) is about: its card shows it. */
    undoFor?: AvailabilityRemoval["what"];
    /** Bookings made since the removal that putting it back would overlap (ISO start times). */
    undoConflicts?: string[];
  };

/** The form a post came from, by its intent; an unknown one is answered at the top of the page. */
function formOf(intent: unknown): AvailabilityFormId {
  switch (intent) {
    case "week":
    case "rules":
    case "override":
    case "vacation":
    case "holidays":
    case "calendar-add":
      return intent;
    case "calendar-remove":
    case "calendar-sync":
      return "calendars";
    default:
      return "removals";
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const db = dbOf(context);
  const body = await request.formData();
  // "Undo" under a removal: puts back what the token says was removed, for 30 seconds.
  if (body.get("intent") === "undo") return undoRemoval(db, coach, body.get("token"));
  const form = formOf(body.get("intent"));
  // The coach's own calendars have their own card and messages (the `calendar` catalog).
  if (knownIntent(body, calendarIntents)) {
    // A calendar that was checked but could not be read says so on its row: no "saved" then.
    return answer(form, parseSubmission(body, calendarFormSchema), (value) =>
      calendarSubscriptionAction(db, coach, value, new Date()),
    );
  }
  // The public holidays have their own card and messages (the `holidays` catalog).
  if (knownIntent(body, [HOLIDAYS_INTENT])) {
    return answer(form, parseSubmission(body, holidayFormSchema), async (value) => {
      await saveHolidaySettings(db, coach.id, workedHolidays(value));
      return true;
    });
  }
  let offer: Partial<AvailabilityAnswer> = {};
  return answer(
    form,
    parseSubmission(body, availabilityFormSchema),
    async (value) => {
      const now = new Date();
      const removal = await handle(db, coach.id, value, now);
      if (removal) offer = { undo: issueUndo("availability", coach.id, removal, now), undoFor: removal.what };
      return true;
    },
    () => offer,
  );
}

/** Puts back a removal this coach made less than 30 seconds ago, or says why not. */
async function undoRemoval(db: Database, coach: { id: string; timeZone: string }, token: FormDataEntryValue | null) {
  const checked = checkUndo<AvailabilityRemoval>(token, "availability", coach.id, new Date());
  const form: AvailabilityFormId = "removals";
  if (!checked.ok) return data<AvailabilityAnswer>({ form, result: {}, undoRefused: checked.reason }, { status: 422 });
  const removal = checked.data;
  const undoFor = removal.what;
  const outcome = await undoAvailabilityRemoval(db, coach, removal);
  if (outcome.ok) return data<AvailabilityAnswer>({ form, result: {}, undone: true, undoFor });
  if (outcome.reason === "gone") {
    return data<AvailabilityAnswer>({ form, result: {}, undoRefused: "gone", undoFor }, { status: 409 });
  }
  return data<AvailabilityAnswer>(
    { form, result: {}, undoFor, undoConflicts: outcome.bookings.map((at) => at.toISOString()) },
    { status: 409 },
  );
}

/** Runs a form the schema accepted and answers it: saved (the form starts again from what is saved), or why not. */
async function answer<Value>(
  form: AvailabilityFormId,
  submission: Submission<unknown, string[], Value>,
  run: (value: Value) => Promise<boolean>,
  extra: () => Partial<AvailabilityAnswer> = () => ({}),
) {
  try {
    if (submission.status !== "success") fail("invalid");
    const saved = await run(submission.value);
    const result = submission.reply({ resetForm: true });
    return data<AvailabilityAnswer>({ form, result, ...(saved ? { saved: true as const } : {}), ...extra() });
  } catch (error) {
    return answerError(error, { form, submission: submission as Submission<unknown> });
  }
}

/** One of the practice's forms, as the schema accepted it; a removal returns what it removed (for its undo). */
async function handle(
  db: Database,
  coachId: string,
  form: AvailabilityForm,
  now: Date,
): Promise<AvailabilityRemoval | null> {
  switch (form.intent) {
    case "week":
      return saveWeekUndoably(db, coachId, weekOf(form), now);
    case "override":
      await saveOverride(db, coachId, form.date, overrideHoursOf(form));
      return null;
    case "remove-override":
      return removeOverrideUndoably(db, coachId, form.date, now);
    case "vacation":
      await addVacation(db, coachId, form.from, form.to);
      return null;
    case "remove-vacation":
      return removeVacationUndoably(db, coachId, form.id, now);
    case "rules": {
      const { intent: _intent, noticeHours, ...rules } = form;
      await saveRules(db, coachId, { ...rules, minimumNoticeMinutes: noticeHours * 60 });
      return null;
    }
  }
}
