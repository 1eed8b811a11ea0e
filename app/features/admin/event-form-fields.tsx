import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { fieldStyle } from "~/components/ui/field-style";
import { useTranslation } from "~/features/i18n/react";

// The fields of the back office's session form, before the form layer (decision 028): the event
// and webinar forms are on it (`components/event-fields.tsx`); this file goes when the session
// page moves too. Every text members read is edited in Dutch and English side by side; each field
// shows its own message, and a summary above the form links to every field with a problem.

export type Values = Record<string, string>;
export type Message = (field: string) => string | undefined;

interface FieldProps {
  /** The form's prefix, so two forms on one page have distinct ids. */
  form: string;
  name: string;
  label: string;
  hint?: string;
  values: Values;
  message: Message;
}

const fieldId = (form: string, name: string) => `${form}-${name}`;

function Described({
  form,
  name,
  hint,
  message,
  children,
}: Omit<FieldProps, "label" | "values"> & { children: ReactNode }) {
  const id = fieldId(form, name);
  const error = message(name);
  return (
    <>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(form: string, name: string, hint: string | undefined, error: string | undefined) {
  const id = fieldId(form, name);
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function Input({
  type = "text",
  ...props
}: FieldProps & { type?: "text" | "url" | "date" | "time" | "number" }) {
  const { form, name, label, hint, values, message } = props;
  const id = fieldId(form, name);
  const error = message(name);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <Described {...props}>
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={values[name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(form, name, hint, error)}
          className={fieldStyle}
        />
      </Described>
    </div>
  );
}

export function TextArea({ rows = 6, ...props }: FieldProps & { rows?: number }) {
  const { form, name, label, hint, values, message } = props;
  const id = fieldId(form, name);
  const error = message(name);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <Described {...props}>
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={values[name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(form, name, hint, error)}
          className={`${fieldStyle} font-mono text-sm`}
        />
      </Described>
    </div>
  );
}

/** A text in both languages, side by side: `${base}Nl` and `${base}En`. */
export function Bilingual({
  base,
  label,
  multiline = false,
  rows,
  hint,
  ...props
}: Omit<FieldProps, "name" | "label"> & { base: string; label: string; multiline?: boolean; rows?: number }) {
  const { t } = useTranslation("admin");
  const Field = multiline ? TextArea : Input;
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <Field {...props} name={`${base}Nl`} label={t("eventForm.inDutch", { field: label })} hint={hint} rows={rows} />
      <Field {...props} name={`${base}En`} label={t("eventForm.inEnglish", { field: label })} hint={hint} rows={rows} />
    </fieldset>
  );
}

/** Every problem of the form, each a link to its field. */
export function ErrorSummary({ form, errors, message }: { form: string; errors: Values; message: Message }) {
  const { t } = useTranslation("admin");
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  return (
    <div className="mt-4">
      <Alert tone="danger" role="alert" title={t("eventForm.errors.summary")}>
        <ul className="list-disc pl-5">
          {fields.map((field) => (
            <li key={field}>
              {field === "form" ? (
                message(field)
              ) : (
                <a href={`#${fieldId(form, field)}`} className="underline underline-offset-2">
                  {message(field)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}

/** The message of a field: the catalog key the action returned, with the numbers it may mention. */
export function useMessages(errors: Values, count?: number): Message {
  const { t } = useTranslation("admin");
  return (field) => (errors[field] ? t(errors[field] as string, { count: count ?? 0 }) : undefined);
}

/** A session's titles, times in a named zone, place, capacity and choices. */
export function SessionFieldset({ form, values, message }: { form: string; values: Values; message: Message }) {
  const { t } = useTranslation("admin");
  const common = { form, values, message };
  return (
    <>
      <Bilingual {...common} base="title" label={t("eventForm.fields.sessionTitle")} />
      <Input
        {...common}
        name="timeZone"
        label={t("eventForm.fields.timeZone")}
        hint={t("eventForm.fields.timeZoneHint")}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Input {...common} type="date" name="startDate" label={t("eventForm.fields.startDate")} />
        <Input {...common} type="time" name="startTime" label={t("eventForm.fields.startTime")} />
        <Input {...common} type="date" name="endDate" label={t("eventForm.fields.endDate")} />
        <Input {...common} type="time" name="endTime" label={t("eventForm.fields.endTime")} />
        <Input {...common} type="date" name="deadlineDate" label={t("eventForm.fields.deadlineDate")} />
        <Input {...common} type="time" name="deadlineTime" label={t("eventForm.fields.deadlineTime")} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          {...common}
          name="location"
          label={t("eventForm.fields.location")}
          hint={t("eventForm.fields.placeHint")}
        />
        <Input {...common} type="url" name="onlineUrl" label={t("eventForm.fields.onlineUrl")} />
      </div>
      <Input {...common} name="capacity" label={t("eventForm.fields.capacity")} />
      <TextArea
        {...common}
        name="choices"
        rows={3}
        label={t("eventForm.fields.choices")}
        hint={t("eventForm.fields.choicesHint")}
      />
    </>
  );
}

/** What was typed, cut to a sane length, to put back into the fields after a refusal. */
export function typedValues(form: FormData): Values {
  const values: Values = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && key !== "intent") values[key] = value.slice(0, 25_000);
  }
  return values;
}
