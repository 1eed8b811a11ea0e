import { ErrorList } from "~/components/form/error-list";
import { type FieldMeta, SelectField, TextField } from "~/components/form/fields";
import { languageNames, languages } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";
import { FieldMessages } from "./form-parts";

export interface ProfileFieldsProps {
  /** The form's fields (Conform's, from `useAppForm`). */
  fields: { name: FieldMeta; timeZone: FieldMeta; locale: FieldMeta };
  zones: string[];
}

/**
 * Name, time zone and language fields, shared by the onboarding and the account page; inside the
 * page's `auth` messages.
 */
export function ProfileFields({ fields, zones }: ProfileFieldsProps) {
  const { t } = useTranslation("auth");
  return (
    <>
      <FieldMessages field="name">
        <TextField meta={fields.name} autoComplete="name" label={t("fields.name")} />
      </FieldMessages>
      <SelectField
        meta={fields.timeZone}
        label={t("fields.timeZone")}
        options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
      />
      <LanguageChoice meta={fields.locale} />
    </>
  );
}

/**
 * The language as one radio button per language, each named in its own language. The first
 * button carries the field's id, so the error summary's link lands on the choice.
 */
function LanguageChoice({ meta }: { meta: FieldMeta }) {
  const { t } = useTranslation("auth");
  const invalid = Boolean(meta.errors?.length);
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : "";
  return (
    <fieldset
      key={meta.key}
      className="flex flex-col gap-2"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
    >
      <legend className="mb-1 font-medium text-ink">{t("fields.language")}</legend>
      {languages.map((language, index) => (
        <label key={language} className="flex items-center gap-3">
          <input
            id={index === 0 ? meta.id : `${meta.id}-${language}`}
            type="radio"
            name={meta.name}
            value={language}
            defaultChecked={chosen === language}
            className="size-5 accent-brand-700"
          />
          <span lang={language}>{languageNames[language]}</span>
        </label>
      ))}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
