import { TextField } from "~/components/ui/text-field";
import { languageNames, languages } from "~/features/i18n/config";
import { useTranslation } from "~/features/i18n/react";
import { MAX_NAME } from "../forms";

const selectStyle =
  "min-h-11 w-full rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-base text-ink";

export interface ProfileFieldsProps {
  name: string;
  timeZone: string;
  locale: string;
  zones: string[];
  errors?: Partial<Record<string, string>>;
}

/** Name, time zone and language fields, shared by the onboarding and the account page. */
export function ProfileFields({ name, timeZone, locale, zones, errors }: ProfileFieldsProps) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextField
        id="name"
        name="name"
        autoComplete="name"
        label={t("fields.name")}
        defaultValue={name}
        error={errors?.name ? t(errors.name, { max: MAX_NAME }) : undefined}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="timeZone" className="font-medium text-ink">
          {t("fields.timeZone")}
        </label>
        <select id="timeZone" name="timeZone" defaultValue={timeZone} className={selectStyle}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
        {errors?.timeZone ? <p className="text-sm font-medium text-danger-700">{t(errors.timeZone)}</p> : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-ink">{t("fields.language")}</legend>
        {languages.map((language) => (
          <label key={language} className="flex items-center gap-3">
            <input
              type="radio"
              name="locale"
              value={language}
              defaultChecked={locale === language}
              className="size-5 accent-brand-700"
            />
            <span lang={language}>{languageNames[language]}</span>
          </label>
        ))}
        {errors?.locale ? <p className="text-sm font-medium text-danger-700">{t(errors.locale)}</p> : null}
      </fieldset>
    </>
  );
}
