import { parseDate } from "@internationalized/date";
import { useMemo } from "react";
import { I18nProvider } from "react-aria-components";
import { Form as RouterForm } from "react-router";
import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import type { FieldMeta } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { DateRangePicker } from "~/components/ui/date-range-picker";
import { Link } from "~/components/ui/link";
import { UndoOutcome } from "~/components/ui/undo-notice";
import { calendarFormSchema } from "~/features/coaching/calendar-subscriptions";
import { useAvailabilityPreview } from "~/features/coaching/components/availability-preview";
import { RulesFields, type RulesFieldsMeta } from "~/features/coaching/components/availability-rules-fields";
import { RemovalNotice } from "~/features/coaching/components/availability-undo";
import { CalendarSubscriptionsCard } from "~/features/coaching/components/calendar-subscriptions-card";
import { HolidaysCard } from "~/features/coaching/components/holidays-card";
import { SlotPreview } from "~/features/coaching/components/slot-preview";
import { DateHoursEditor, WeeklyHoursEditor } from "~/features/coaching/components/weekly-hours-editor";
import { HOLIDAYS_INTENT, holidayFormSchema } from "~/features/coaching/holiday-forms";
import { HOLIDAY_KEYS } from "~/features/coaching/holidays";
import { availabilityFormSchema, OVERRIDE_HOURS } from "~/features/coaching/practice-forms";
import { formatDay } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/availability";
import type { AvailabilityAnswer } from "./availability.server";

// The coach's hours, exceptions, holidays, booking rules and own calendars. Loader and action are
// in `availability.server.ts`; each form is a Conform form over the page's schema (the calendars'
// over `calendarFormSchema`), with one error summary for whichever form was refused (decision 028).

export { action, loader } from "./availability.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const hasErrors = (errors: ErrorsByField | null | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/**
 * A form's messages as the hours editors take them: the first key per field, the same object
 * while they stay the same (the editors show a new set of messages until the coach edits again).
 */
function useFirstKeys(errors: ErrorsByField | null | undefined): Record<string, string> {
  const keys: Record<string, string> = Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])),
  );
  const signature = JSON.stringify(keys);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one object per set of messages
  return useMemo(() => keys, [signature]);
}

/** The controls a summary's message links to: the fields of the form layer. */
const linked = new Set([
  "timeZone",
  "bufferMinutes",
  "noticeHours",
  "windowDays",
  "gridMinutes",
  "maxPerDay",
  "url",
  ...HOLIDAY_KEYS,
]);

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const answer = actionData as AvailabilityAnswer | undefined;
  const schema = availabilityFormSchema;
  const { rules: saved } = loaderData;
  const [week] = useAppForm({ id: "week", schema, answer });
  const [rules, rulesFields] = useAppForm({
    id: "rules",
    schema,
    answer,
    defaultValue: {
      intent: "rules",
      timeZone: saved.timeZone,
      bufferMinutes: String(saved.bufferMinutes),
      noticeHours: String(saved.noticeHours),
      windowDays: String(saved.windowDays),
      gridMinutes: String(saved.gridMinutes),
      maxPerDay: String(saved.maxPerDay),
    },
  });
  const [override] = useAppForm({ id: "override", schema, answer });
  const [vacation] = useAppForm({ id: "vacation", schema, answer });
  const [calendarAdd, calendarFields] = useAppForm({ id: "calendar-add", schema: calendarFormSchema, answer });
  const [holidays, holidayFields] = useAppForm({
    id: "holidays",
    schema: holidayFormSchema,
    answer,
    defaultValue: {
      intent: HOLIDAYS_INTENT,
      ...Object.fromEntries(loaderData.holidays.map((row) => [row.key, row.works ? "yes" : undefined])),
    },
  });
  // The one refused form: checked in the browser, or answered by the server (the buttons' forms).
  const refused = [week, rules, override, vacation, holidays, calendarAdd].find((form) => hasErrors(form.allErrors));
  const buttons = answer && ["removals", "calendars"].includes(answer.form) ? answer.result : undefined;
  const summary = refused
    ? { form: refused.id, errors: refused.allErrors, status: refused.status }
    : buttons && hasErrors(buttons.error)
      ? { form: answer?.form, errors: buttons.error, status: buttons.status }
      : null;
  const weekErrors = useFirstKeys(week.allErrors);
  const overrideErrors = useFirstKeys(override.allErrors);
  const calendarSummary = summary?.form === "calendar-add" || summary?.form === "calendars";
  const preview = useAvailabilityPreview(loaderData);
  const today = parseDate(loaderData.today);
  const message = (errors: ErrorsByField, name: string) => (errors[name]?.[0] ? t(errors[name][0]) : undefined);
  // The answer to a removal (its undo for 30 seconds) or to its undo, in the card it concerns.
  const removal = (what: NonNullable<AvailabilityAnswer["undoFor"]>, message: string) =>
    answer?.undoFor === what ? (
      <RemovalNotice answer={answer} message={message} lng={lng} zone={loaderData.zone} />
    ) : null;
  // An undo that was refused before its removal was known (a token from elsewhere or too old).
  const orphanRefusal = answer?.undoRefused && !answer.undoFor ? answer.undoRefused : null;
  const savedNote = (form: string) =>
    answer?.saved && answer.form === form ? (
      <p role="status" className="font-semibold text-success-700">
        {t("availability.saved")}
      </p>
    ) : null;
  return (
    // Date and time fields in the page's language (day order, 24-hour clock, month names).
    <I18nProvider locale={lng === "nl" ? "nl-NL" : "en-GB"}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("availability.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("availability.intro", { zone: loaderData.zone.replaceAll("_", " ") })}</p>
        <div className="mt-4 empty:hidden">
          <FormMessages namespace={calendarSummary ? "calendar" : "coach"} values={{ max: loaderData.calendars.max }}>
            <ErrorSummary
              errors={summary?.errors}
              status={summary?.status}
              title={t("availability.errors.summary")}
              fieldId={(name) => (summary?.form && linked.has(name) ? `${summary.form}-${name}` : null)}
            />
          </FormMessages>
          <UndoOutcome refused={orphanRefusal} />
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <Card>
              <h2 id="week-title" className="text-xl font-semibold text-ink">
                {t("availability.weekTitle")}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t("availability.weekHint")}</p>
              <Form form={week} aria-labelledby="week-title" className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="week" />
                <WeeklyHoursEditor
                  // Starts again from the saved week when an undo puts other hours back.
                  key={JSON.stringify(loaderData.week)}
                  days={loaderData.week}
                  errors={weekErrors}
                  onChange={preview.onHoursChange}
                />
                <div className="flex items-center gap-3">
                  <Button type="submit">{t("availability.saveWeek")}</Button>
                  {savedNote("week")}
                </div>
              </Form>
              {removal("week", t("availability.undo.weekRemoved"))}
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
              <Form form={rules} className="mt-4 grid gap-3 sm:grid-cols-2">
                <input type="hidden" name="intent" value="rules" />
                <FormMessages namespace="coach">
                  <RulesFields fields={rulesFields as unknown as RulesFieldsMeta} zones={loaderData.zones} />
                </FormMessages>
                <div className="flex items-center gap-3 sm:col-span-2">
                  <Button type="submit">{t("availability.saveRules")}</Button>
                  {savedNote("rules")}
                </div>
              </Form>
            </Card>
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("availability.overridesTitle")}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t("availability.overridesHint")}</p>
              {removal("override", t("availability.undo.overrideRemoved"))}
              {loaderData.overrides.length > 0 ? (
                <ul className="mt-3 divide-y divide-line">
                  {loaderData.overrides.map((row) => (
                    <li key={row.date} className="flex items-center justify-between gap-3 py-2">
                      <span className="text-ink">
                        {formatDay(new Date(`${row.date}T12:00:00Z`), lng, "UTC")}:{" "}
                        {row.hours || t("availability.dayOff")}
                      </span>
                      <RouterForm method="post">
                        <input type="hidden" name="intent" value="remove-override" />
                        <input type="hidden" name="date" value={row.date} />
                        <Button type="submit" variant="secondary">
                          {t("availability.remove")}
                          <span className="sr-only"> {row.date}</span>
                        </Button>
                      </RouterForm>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Form form={override} className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="override" />
                <DatePicker
                  label={t("availability.date")}
                  name="date"
                  minValue={today}
                  placeholderValue={today}
                  error={message(override.allErrors, "date")}
                />
                <DateHoursEditor prefix={OVERRIDE_HOURS} errors={overrideErrors} />
                <div className="flex items-center gap-3">
                  <Button type="submit">{t("availability.addOverride")}</Button>
                  {savedNote("override")}
                </div>
              </Form>
            </Card>
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("availability.vacationsTitle")}</h2>
              {removal("vacation", t("availability.undo.vacationRemoved"))}
              {loaderData.vacations.length > 0 ? (
                <ul className="mt-3 divide-y divide-line">
                  {loaderData.vacations.map((row) => (
                    <li key={row.id} className="flex items-center justify-between gap-3 py-2">
                      <span className="text-ink">
                        {formatDay(new Date(`${row.from}T12:00:00Z`), lng, "UTC", "short")} –{" "}
                        {formatDay(new Date(`${row.to}T12:00:00Z`), lng, "UTC", "short")}
                      </span>
                      <RouterForm method="post">
                        <input type="hidden" name="intent" value="remove-vacation" />
                        <input type="hidden" name="id" value={row.id} />
                        <Button type="submit" variant="secondary">
                          {t("availability.remove")}
                          <span className="sr-only">
                            {" "}
                            {row.from} – {row.to}
                          </span>
                        </Button>
                      </RouterForm>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Form form={vacation} className="mt-4 flex flex-col gap-3">
                <input type="hidden" name="intent" value="vacation" />
                <DateRangePicker
                  label={t("availability.vacationDays")}
                  hint={t("availability.vacationHint")}
                  startName="from"
                  endName="to"
                  minValue={today}
                  placeholderValue={today}
                  error={message(vacation.allErrors, "from") ?? message(vacation.allErrors, "to")}
                />
                <div className="flex items-center gap-3">
                  <Button type="submit">{t("availability.addVacation")}</Button>
                  {savedNote("vacation")}
                </div>
              </Form>
            </Card>
            <HolidaysCard
              holidays={loaderData.holidays}
              form={holidays}
              fields={holidayFields}
              saved={Boolean(answer?.saved && answer.form === "holidays")}
            />
            <CalendarSubscriptionsCard
              subscriptions={loaderData.calendars.subscriptions}
              max={loaderData.calendars.max}
              timeZone={loaderData.zone}
              add={calendarAdd}
              url={calendarFields.url as FieldMeta}
              saved={Boolean(answer?.saved && (answer.form === "calendar-add" || answer.form === "calendars"))}
            />
            <Card>
              <p className="font-semibold">
                <Link to="/coach/availability/caldav">{t("caldav:link.fromAvailability")}</Link>
              </p>
              <p className="mt-1 text-ink-muted">{t("caldav:link.fromAvailabilityHint")}</p>
            </Card>
          </div>
        </div>
      </div>
    </I18nProvider>
  );
}
