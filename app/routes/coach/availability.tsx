import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { getDb } from "~/db/client.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { knownIntent, parseForm, timeZoneChoices } from "~/features/accounts/forms";
import { loadAvailability, slotsFor } from "~/features/coaching/availability.server";
import { formatRanges } from "~/features/coaching/hours";
import {
  addVacation,
  readPractice,
  removeOverride,
  removeVacation,
  saveOverride,
  saveRules,
  saveWeeklyHours,
} from "~/features/coaching/practice.server";
import { availabilityFormSchema, availabilityIntents, weekOf } from "~/features/coaching/practice-forms";
import { formatLocalDate, localDateOf } from "~/features/coaching/zoned-time";
import { formatDay, formatTime } from "~/features/i18n/format";
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
  // The preview: what members see for an intake in the coming two weeks.
  const slots = availability ? slotsFor(availability, "intake", now, 14) : [];
  const preview: { date: string; count: number; first: string }[] = [];
  for (const slot of slots) {
    const date = formatLocalDate(localDateOf(slot.start.getTime(), coach.timeZone));
    const last = preview.at(-1);
    if (last?.date === date) last.count++;
    else preview.push({ date, count: 1, first: slot.start.toISOString() });
  }
  const week = Object.fromEntries(
    Array.from({ length: 7 }, (_, index) => {
      const weekday = index + 1;
      const ranges = practice.weekly
        .filter((row) => row.weekday === weekday)
        .map((row) => ({ start: row.startMinute, end: row.endMinute }));
      return [`day${weekday}`, formatRanges(ranges)];
    }),
  );
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
    zone: coach.timeZone,
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
      await saveOverride(db, coach.id, form.date, form.hours);
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

function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation("coach");
  return message ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {t(message)}
    </p>
  ) : null;
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const errors: Record<string, string> = actionData?.errors ?? {};
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
  return (
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
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("availability.weekTitle")}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t("availability.weekHint")}</p>
          <Form method="post" className="mt-4 flex flex-col gap-3">
            <input type="hidden" name="intent" value="week" />
            {Array.from({ length: 7 }, (_, index) => {
              const name = `day${index + 1}`;
              return (
                <div key={name}>
                  {field(name, t(`availability.weekday.${index + 1}`), loaderData.week[name] ?? "", undefined)}
                </div>
              );
            })}
            <div className="flex items-center gap-3">
              <button type="submit" className={primary}>
                {t("availability.saveWeek")}
              </button>
              {saved("week")}
            </div>
          </Form>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("availability.previewTitle")}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t("availability.previewHint")}</p>
            {loaderData.preview.length === 0 ? (
              <p className="mt-3 text-ink">{t("availability.previewEmpty")}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-2" aria-label={t("availability.previewTitle")}>
                {loaderData.preview.map((day) => (
                  <li key={day.date} className="text-ink">
                    <span className="font-semibold">
                      {formatDay(new Date(day.first), lng, loaderData.zone, "short")}:
                    </span>{" "}
                    {t("availability.slotCount", { count: day.count })} ·{" "}
                    {formatTime(new Date(day.first), lng, loaderData.zone)}
                  </li>
                ))}
              </ul>
            )}
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
            <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="intent" value="override" />
              {field("date", t("availability.date"), "", undefined, "date")}
              {field("hours", t("availability.hours"), "", t("availability.hoursHint"))}
              <div className="flex items-center gap-3 sm:col-span-2">
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
            <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="intent" value="vacation" />
              {field("from", t("availability.from"), "", undefined, "date")}
              {field("to", t("availability.to"), "", undefined, "date")}
              <div className="flex items-center gap-3 sm:col-span-2">
                <button type="submit" className={primary}>
                  {t("availability.addVacation")}
                </button>
                {saved("vacation")}
              </div>
            </Form>
          </Card>
        </div>
      </div>
    </div>
  );
}
