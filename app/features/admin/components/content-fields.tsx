import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { fieldStyle } from "~/components/ui/field-style";

// Native form fields for the back office's content pages (media, program pages): label above, hint
// and error below, tied to the field by `aria-describedby`, so they work before the page hydrates
// and in a plain form post.

interface ShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: { "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}

function FieldShell({ id, label, hint, error, children }: ShellProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {children({
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
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
    </div>
  );
}

const invalid = "aria-[invalid=true]:border-danger-700";

export function InputField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  type = "text",
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  type?: "text" | "url" | "datetime-local" | "file";
  maxLength?: number;
}) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={type === "file" ? undefined : defaultValue}
          maxLength={maxLength}
          className={`${fieldStyle} ${invalid}`}
          {...described}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  rows = 4,
  maxLength,
  onInput,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  rows?: number;
  maxLength?: number;
  onInput?: () => void;
}) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={defaultValue}
          maxLength={maxLength}
          onInput={onInput}
          className={`${fieldStyle} font-mono text-sm ${invalid}`}
          {...described}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <select id={id} name={name} defaultValue={defaultValue} className={`${fieldStyle} ${invalid}`} {...described}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({
  id,
  name,
  label,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="yes"
        defaultChecked={defaultChecked}
        className="size-5 accent-brand-700"
      />
      <label htmlFor={id} className="text-ink">
        {label}
      </label>
    </div>
  );
}

/** The form's errors at its top, each linking to its field (`#{prefix}-{field}`); "form" has no field. */
export function ErrorSummary({
  title,
  errors,
  message,
  prefix,
}: {
  title: string;
  errors: Record<string, string>;
  message: (field: string) => string;
  prefix: string;
}) {
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  return (
    <Alert tone="danger" role="alert" title={title}>
      <ul className="list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>
            {field === "form" ? (
              message(field)
            ) : (
              <a href={`#${prefix}-${field}`} className="underline underline-offset-2">
                {message(field)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
