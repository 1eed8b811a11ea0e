// The availability page's loader and action; the page itself is `availability.tsx`.
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { knownIntent, parseForm, timeZoneChoices } from "~/features/accounts/forms";
import { loadAvailability, slotsFor } from "~/features/coaching/availability.server";
import { calendarIntents } from "~/features/coaching/calendar-subscriptions";
import { calendarSubscriptionAction, calendarSubscriptionsView } from "~/features/coaching/calendar-sync.server";
import { PREVIEW_DAYS } from "~/features/coaching/components/availability-preview";
import { previewDays } from "~/features/coaching/components/slot-preview";
import type { DayHours } from "~/features/coaching/components/weekly-hours-editor";
import { clockOf, formatRanges } from "~/features/coaching/hours";
import {
  addVacation,
  readPractice,
  removeOverride,
  removeVacation,
  saveOverride,
  saveRules,
  saveWeeklyHours,
} from "~/features/coaching/practice.server";
import {
  availabilityFormSchema,
  availabilityIntents,
  overrideHoursOf,
  weekOf,
} from "~/features/coaching/practice-forms";
import { formatLocalDate, localDateOf } from "~/features/coaching/zoned-time";
import type { Route } from "./+types/availability";

export async function loader({ context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const db = await getDb();
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
  };
}

type ActionResult = { section: string; errors: Record<string, string>; saved: boolean };

/** Which card a form belongs to: its messages and its "saved" show there. */
const sectionOf = {
  week: "week",
  override: "override",
  "remove-override": "override",
  vacation: "vacation",
  "remove-vacation": "vacation",
  rules: "rules",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const body = await request.formData();
  // The coach's own calendars have their own card and messages (the `calendar` catalog).
  if (knownIntent(body, calendarIntents)) {
    const result = await calendarSubscriptionAction(await getDb(), coach, body, new Date());
    return data<ActionResult>(
      { section: "calendar", ...result },
      { status: Object.keys(result.errors).length > 0 ? 400 : 200 },
    );
  }
  const parsed = parseForm(availabilityFormSchema, body);
  if (!parsed.ok) {
    const intent = knownIntent(body, availabilityIntents);
    return data<ActionResult>(
      {
        section: intent ? sectionOf[intent] : "unknown",
        errors: parsed.errors as Record<string, string>,
        saved: false,
      },
      { status: 400 },
    );
  }
  const db = await getDb();
  const form = parsed.data;
  switch (form.intent) {
    case "week":
      await saveWeeklyHours(db, coach.id, weekOf(form));
      break;
    case "override":
      await saveOverride(db, coach.id, form.date, overrideHoursOf(form));
      break;
    case "remove-override":
      await removeOverride(db, coach.id, form.date);
      break;
    case "vacation":
      await addVacation(db, coach.id, form.from, form.to);
      break;
    case "remove-vacation":
      await removeVacation(db, coach.id, form.id);
      break;
    case "rules": {
      const { intent: _intent, noticeHours, ...rules } = form;
      await saveRules(db, coach.id, { ...rules, minimumNoticeMinutes: noticeHours * 60 });
      break;
    }
  }
  return { section: sectionOf[form.intent], errors: {}, saved: true } satisfies ActionResult;
}
