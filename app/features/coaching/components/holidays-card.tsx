import { CheckboxField, type FieldMeta } from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { HolidayKey } from "~/db/schema/scheduling";
import { formatDay } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

export interface HolidaysCardProps {
  /** Every holiday with its next date ("YYYY-MM-DD") and whether the coach works on it. */
  holidays: { key: HolidayKey; next: string; works: boolean }[];
  /** The page's Conform form "holidays" and its fields, one per holiday key. */
  form: AppFormMetadata;
  fields: Record<string, unknown>;
  saved?: boolean;
}

/**
 * The Dutch public holidays on `/coach/availability`: each with its next date and a box "I work on
 * this day". A holiday without the box ticked has no times for members; a date's own hours
 * (an exception) still win for that one date.
 */
export function HolidaysCard({ holidays, form, fields, saved = false }: HolidaysCardProps) {
  const { t } = useTranslation("holidays");
  const lng = useLanguage();
  return (
    <section aria-labelledby="holidays-title">
      <Card>
        <h2 id="holidays-title" className="text-xl font-semibold text-ink">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("intro")}</p>
        <Form form={form} aria-labelledby="holidays-title" className="mt-4 flex flex-col gap-4">
          {/* The literal intent is `HOLIDAYS_INTENT` (the access matrix reads it from here). */}
          <input type="hidden" name="intent" value="holidays" />
          <ul className="divide-y divide-line">
            {holidays.map((holiday) => (
              <li key={holiday.key} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-ink">
                  <span className="font-semibold">{t(`names.${holiday.key}`)}</span>
                  <span className="block text-sm text-ink-muted">
                    {t("next", { date: formatDay(new Date(`${holiday.next}T12:00:00Z`), lng, "UTC") })}
                  </span>
                </span>
                <CheckboxField meta={fields[holiday.key] as FieldMeta} value="yes">
                  {t("works")}
                  <span className="sr-only"> ({t(`names.${holiday.key}`)})</span>
                </CheckboxField>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-3">
            <Button type="submit">{t("save")}</Button>
            {saved ? (
              <p role="status" className="font-semibold text-success-700">
                {t("saved")}
              </p>
            ) : null}
          </div>
        </Form>
      </Card>
    </section>
  );
}
