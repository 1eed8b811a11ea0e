import { useTranslation } from "~/features/i18n/react";

const input =
  "min-h-11 w-full rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger-700";

/** A field's message (a `coach` catalog key), under the field it belongs to. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation("coach");
  return message ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {t(message)}
    </p>
  ) : null;
}

/**
 * The fields of the practice's booking rules (time zone, buffer, notice, window, maximum per day,
 * grid), for the rules form of the availability page.
 */
export function RulesFields({
  rules,
  zones,
  errors,
}: {
  rules: {
    timeZone: string;
    bufferMinutes: number;
    noticeHours: number;
    windowDays: number;
    gridMinutes: number;
    maxPerDay: number;
  };
  zones: readonly string[];
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("coach");
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
    <>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="timeZone" className="font-medium text-ink">
          {t("availability.timeZone")}
        </label>
        <select
          id="timeZone"
          name="timeZone"
          defaultValue={rules.timeZone}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? "timeZone-error" : undefined}
          className={input}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
        <FieldError id="timeZone-error" message={errors.timeZone} />
      </div>
      {field("bufferMinutes", t("availability.buffer"), rules.bufferMinutes, "0–120", "number")}
      {field("noticeHours", t("availability.notice"), rules.noticeHours, "0–336", "number")}
      {field("windowDays", t("availability.window"), rules.windowDays, "1–365", "number")}
      {field("maxPerDay", t("availability.max"), rules.maxPerDay, "1–24", "number")}
      <div className="flex flex-col gap-1">
        <label htmlFor="gridMinutes" className="font-medium text-ink">
          {t("availability.grid")}
        </label>
        <select
          id="gridMinutes"
          name="gridMinutes"
          defaultValue={rules.gridMinutes}
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
    </>
  );
}
