import { parseDate } from "@internationalized/date";
import { I18nProvider } from "react-aria-components";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { DateRangePicker } from "~/components/ui/date-range-picker";
import { useAvailabilityPreview } from "~/features/coaching/components/availability-preview";
import { FieldError, RulesFields } from "~/features/coaching/components/availability-rules-fields";
import { CalendarSubscriptionsCard } from "~/features/coaching/components/calendar-subscriptions-card";
import { SlotPreview } from "~/features/coaching/components/slot-preview";
import { DateHoursEditor, WeeklyHoursEditor } from "~/features/coaching/components/weekly-hours-editor";
import { OVERRIDE_HOURS } from "~/features/coaching/practice-forms";
import { formatDay } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/availability";

export { action, loader } from "./availability.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const primary =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
const secondary =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50";

const noErrors: Record<string, string> = {};

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  // The calendars' card shows its own messages; the rest of the page those of its forms.
  const calendarErrors = actionData?.section === "calendar" ? actionData.errors : undefined;
  const errors: Record<string, string> = (actionData?.section !== "calendar" && actionData?.errors) || noErrors;
  const preview = useAvailabilityPreview(loaderData);
  const today = parseDate(loaderData.today);
  const saved = (section: string) =>
    actionData?.saved && actionData.section === section ? (
      <p role="status" className="font-semibold text-success-700">
        {t("availability.saved")}
      </p>
    ) : null;
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
                <RulesFields rules={loaderData.rules} zones={loaderData.zones} errors={errors} />
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
