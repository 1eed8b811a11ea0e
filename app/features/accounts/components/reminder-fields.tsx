import { CheckboxGroupField } from "~/components/form/checkbox-group-field";
import { type FieldMeta, RadioGroupField } from "~/components/form/fields";
import { useTranslation } from "~/utils/i18n/react";

/** The lead times offered for reminders, in hours before the start, as the catalog names them. */
const leadTimes = [
  { value: "48", label: "account.reminderHours48" },
  { value: "24", label: "account.reminderHours24" },
  { value: "2", label: "account.reminderHours2" },
  { value: "1", label: "account.reminderHours1" },
] as const;

/**
 * How reminders reach the person (mail, Vitaal's notifications, both) and when (any of 2 days,
 * 1 day, 2 hours and 1 hour before a session): the account page's mail form, under its reminders switch.
 */
export function ReminderFields({ fields }: { fields: { reminderChannel: FieldMeta; reminderHours: FieldMeta } }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <RadioGroupField
        meta={fields.reminderChannel}
        label={t("account.reminderChannel")}
        options={[
          { value: "mail", label: t("account.reminderChannelMail") },
          { value: "notification", label: t("account.reminderChannelNotification") },
          { value: "both", label: t("account.reminderChannelBoth") },
        ]}
      />
      <CheckboxGroupField
        meta={fields.reminderHours}
        legend={t("account.reminderHours")}
        options={leadTimes.map((option) => ({ value: option.value, label: t(option.label) }))}
      />
    </>
  );
}
