import { parseDate } from "@internationalized/date";
import { useMemo, useState } from "react";
import { I18nProvider } from "react-aria-components";
import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { DateRangePicker } from "~/components/ui/date-range-picker";
import { getDb } from "~/db/client.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { knownIntent, parseForm, timeZoneChoices } from "~/features/accounts/forms";
import { loadAvailability, slotsFor } from "~/features/coaching/availability.server";
import { calendarIntents } from "~/features/coaching/calendar-subscriptions";
import { calendarSubscriptionAction, calendarSubscriptionsView } from "~/features/coaching/calendar-sync.server";
import { CalendarSubscriptionsCard } from "~/features/coaching/components/calendar-subscriptions-card";
import { previewDays, SlotPreview } from "~/features/coaching/components/slot-preview";
import { DateHoursEditor, type DayHours, WeeklyHoursEditor } from "~/features/coaching/components/weekly-hours-editor";
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
  OVERRIDE_HOURS,
  overrideHoursOf,
  weekOf,
} from "~/features/coaching/practice-forms";
import { SESSION_MINUTES } from "~/features/coaching/sessions";
import { freeSlots, type WeeklyHours } from "~/features/coaching/slots";
import { formatLocalDate, localDateOf } from "~/features/coaching/zoned-time";
import { formatDay } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
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

/** The preview covers this many days from now. */
const PREVIEW_DAYS = 14;

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

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const input =
  "min-h-11 w-full rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger-700";
const primary =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
const secondary =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50";

const noErrors: Record<string, string> = {};

function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation("coach");
  return message ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {t(message)}
    </p>
  ) : null;
}

type LoaderData = Route.ComponentProps["loaderData"];

/**
 * Free intakes per day as members would see them: from the server at first, then recomputed in
 * the browser from the edited hours (and the same appointments, exceptions and rules).
 */
function usePreview(loaderData: LoaderData) {
  const [edit, setEdit] = useState<{ weekly: WeeklyHours[]; at: number } | null>(null);
  const { previewInput, preview, zone } = loaderData;
  const days = useMemo(() => {
    if (!edit || !previewInput) return preview;
    const slots = freeSlots({
      ...previewInput,
      weekly: edit.weekly,
      rules: {
        ...previewInput.rules,
        durationMinutes: SESSION_MINUTES.intake,
        windowDays: Math.min(PREVIEW_DAYS, previewInput.rules.windowDays),
      },
      now: new Date(edit.at),
    });
    return previewDays(slots, zone);
  }, [edit, previewInput, preview, zone]);
  return { days, onHoursChange: (weekly: WeeklyHours[]) => setEdit({ weekly, at: Date.now() }) };
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  // The calendars' card shows its own messages; the rest of the page those of its forms.
  const calendarErrors = actionData?.section === "calendar" ? actionData.errors : undefined;
  const errors: Record<string, string> = (actionData?.section !== "calendar" && actionData?.errors) || noErrors;
  const preview = usePreview(loaderData);
  const today = parseDate(loaderData.today);
  const saved = (section: string) =>
    actionData?.saved && actionData.section === section ? (
      <p role="status" className="font-semibold text-success-700">
        {t("availability.saved")}
      </p>
    ) : null;
  const field = (name: string, label: string, defaultValue: string | number, hint?: string, type = "text") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="font-medium text-ink">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${name}-hint ${name}-error`}
        className={input}
      />
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${name}-error`} message={errors[name]} />
    </div>
  );
  const message = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  return (
    // Date and time fields in the page's language (day order, 24-hour clock, month names).
    <I18nProvider locale={lng === "nl" ? "nl-NL" : "en-GB"}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("availability.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("availability.intro", { zone: loaderData.zone.replaceAll("_", " ") })}</p>
        {Object.keys(errors).length > 0 ? (
          <div className="mt-4">
            <Alert tone="danger" role="alert">
              {t("availability.errors.summary")}
              {errors.form ? <p>{t(errors.form)}</p> : null}
            </Alert>
          </div>
        ) : null}
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <Card>
              <h2 id="week-title" className="text-xl font-semibold text-ink">
                {t("availability.weekTitle")}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t("availability.weekHint")}</p>
              <Form method="post" aria-labelledby="week-title" className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="week" />
                <WeeklyHoursEditor days={loaderData.week} errors={errors} onChange={preview.onHoursChange} />
                <div className="flex items-center gap-3">
                  <button type="submit" className={primary}>
                    {t("availability.saveWeek")}
                  </button>
                  {saved("week")}
                </div>
              </Form>
            </Card>
          </div>
          {/* What members will see, then the practice's other settings: one card each. */}
          <div className="flex flex-col gap-6">
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("availability.previewTitle")}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t("availability.previewHint")}</p>
              <SlotPreview days={preview.days} zone={loaderData.zone} />
            </Card>
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("availability.rulesTitle")}</h2>
              <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
                <input type="hidden" name="intent" value="rules" />
                <div className="flex flex-col gap-1 sm:col-span-2">
                  <label htmlFor="timeZone" className="font-medium text-ink">
                    {t("availability.timeZone")}
                  </label>
                  <select
                    id="timeZone"
                    name="timeZone"
                    defaultValue={loaderData.rules.timeZone}
                    aria-invalid={errors.timeZone ? true : undefined}
                    aria-describedby={errors.timeZone ? "timeZone-error" : undefined}
                    className={input}
                  >
                    {loaderData.zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replaceAll("_", " ")}
                      </option>
                    ))}
                  </select>
                  <FieldError id="timeZone-error" message={errors.timeZone} />
                </div>
                {field("bufferMinutes", t("availability.buffer"), loaderData.rules.bufferMinutes, "0–120", "number")}
                {field("noticeHours", t("availability.notice"), loaderData.rules.noticeHours, "0–336", "number")}
                {field("windowDays", t("availability.window"), loaderData.rules.windowDays, "1–365", "number")}
                {field("maxPerDay", t("availability.max"), loaderData.rules.maxPerDay, "1–24", "number")}
                <div className="flex flex-col gap-1">
                  <label htmlFor="gridMinutes" className="font-medium text-ink">
                    {t("availability.grid")}
                  </label>
                  <select
                    id="gridMinutes"
                    name="gridMinutes"
                    defaultValue={loaderData.rules.gridMinutes}
                    aria-invalid={errors.gridMinutes ? true : undefined}
                    aria-describedby={errors.gridMinutes ? "gridMinutes-error" : undefined}
                    className={input}
                  >
                    {[15, 30, 60].map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {t("availability.minutes", { count: minutes })}
                      </option>
                    ))}
                  </select>
                  <FieldError id="gridMinutes-error" message={errors.gridMinutes} />
                </div>
                <div className="flex items-center gap-3 sm:col-span-2">
                  <button type="submit" className={primary}>
                    {t("availability.saveRules")}
                  </button>
                  {saved("rules")}
                </div>
              </Form>
            </Card>
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("availability.overridesTitle")}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t("availability.overridesHint")}</p>
              {loaderData.overrides.length > 0 ? (
                <ul className="mt-3 divide-y divide-line">
                  {loaderData.overrides.map((override) => (
                    <li key={override.date} className="flex items-center justify-between gap-3 py-2">
                      <span className="text-ink">
                        {formatDay(new Date(`${override.date}T12:00:00Z`), lng, "UTC")}:{" "}
                        {override.hours || t("availability.dayOff")}
                      </span>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-override" />
                        <input type="hidden" name="date" value={override.date} />
                        <button type="submit" className={secondary}>
                          {t("availability.remove")}
                          <span className="sr-only"> {override.date}</span>
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Form method="post" className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="override" />
                <DatePicker
                  label={t("availability.date")}
                  name="date"
                  minValue={today}
                  placeholderValue={today}
                  error={message("date")}
                />
                <DateHoursEditor prefix={OVERRIDE_HOURS} errors={errors} />
                <div className="flex items-center gap-3">
                  <button type="submit" className={primary}>
                    {t("availability.addOverride")}
                  </button>
                  {saved("override")}
                </div>
              </Form>
            </Card>
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("availability.vacationsTitle")}</h2>
              {loaderData.vacations.length > 0 ? (
                <ul className="mt-3 divide-y divide-line">
                  {loaderData.vacations.map((vacation) => (
                    <li key={vacation.id} className="flex items-center justify-between gap-3 py-2">
                      <span className="text-ink">
                        {formatDay(new Date(`${vacation.from}T12:00:00Z`), lng, "UTC", "short")} –{" "}
                        {formatDay(new Date(`${vacation.to}T12:00:00Z`), lng, "UTC", "short")}
                      </span>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-vacation" />
                        <input type="hidden" name="id" value={vacation.id} />
                        <button type="submit" className={secondary}>
                          {t("availability.remove")}
                          <span className="sr-only">
                            {" "}
                            {vacation.from} – {vacation.to}
                          </span>
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : null}
              <FieldError id="vacation-id-error" message={errors.id} />
              <Form method="post" className="mt-4 flex flex-col gap-3">
                <input type="hidden" name="intent" value="vacation" />
                <DateRangePicker
                  label={t("availability.vacationDays")}
                  hint={t("availability.vacationHint")}
                  startName="from"
                  endName="to"
                  minValue={today}
                  placeholderValue={today}
                  error={message("from") ?? message("to")}
                />
                <div className="flex items-center gap-3">
                  <button type="submit" className={primary}>
                    {t("availability.addVacation")}
                  </button>
                  {saved("vacation")}
                </div>
              </Form>
            </Card>
            <CalendarSubscriptionsCard
              subscriptions={loaderData.calendars.subscriptions}
              max={loaderData.calendars.max}
              timeZone={loaderData.zone}
              errors={calendarErrors}
              saved={actionData?.section === "calendar" && actionData.saved}
            />
          </div>
        </div>
      </div>
    </I18nProvider>
  );
}
