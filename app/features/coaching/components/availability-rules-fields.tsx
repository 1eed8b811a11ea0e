import { type FieldMeta, InputField, SelectField } from "~/components/form/fields";
import { useTranslation } from "~/utils/i18n/react";

/** The rules form's fields, as the page's Conform form gives them. */
export interface RulesFieldsMeta {
  timeZone: FieldMeta;
  bufferMinutes: FieldMeta;
  noticeHours: FieldMeta;
  windowDays: FieldMeta;
  gridMinutes: FieldMeta;
  maxPerDay: FieldMeta;
}

/**
 * The fields of the practice's booking rules (time zone, buffer, notice, window, maximum per day,
 * grid), for the rules form of the availability page; their values and messages are the form's.
 */
export function RulesFields({ fields, zones }: { fields: RulesFieldsMeta; zones: readonly string[] }) {
  const { t } = useTranslation("coach");
  const number = (meta: FieldMeta, label: string, min: number, max: number) => (
    <InputField meta={meta} type="number" label={label} hint={`${min}–${max}`} min={min} max={max} step={1} />
  );
  return (
    <>
      <SelectField
        meta={fields.timeZone}
        label={t("availability.timeZone")}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
        className="sm:col-span-2"
      />
      {number(fields.bufferMinutes, t("availability.buffer"), 0, 120)}
      {number(fields.noticeHours, t("availability.notice"), 0, 336)}
      {number(fields.windowDays, t("availability.window"), 1, 365)}
      {number(fields.maxPerDay, t("availability.max"), 1, 24)}
      <SelectField
        meta={fields.gridMinutes}
        label={t("availability.grid")}
        options={[15, 30, 60].map((minutes) => ({
          value: String(minutes),
          label: t("availability.minutes", { count: minutes }),
        }))}
      />
    </>
  );
}
