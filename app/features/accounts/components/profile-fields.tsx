import { type FieldMeta, RadioGroupField, SelectField, TextField } from "~/components/form/fields";
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
      <RadioGroupField
        meta={fields.locale}
        label={t("fields.language")}
        options={languages.map((language) => ({
          value: language,
          label: <span lang={language}>{languageNames[language]}</span>,
        }))}
      />
    </>
  );
}
