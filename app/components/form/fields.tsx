import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { TextField as AriaTextField, FieldError, Label, Text, TextArea } from "react-aria-components";
import { Checkbox } from "~/components/ui/checkbox";
import { fieldStyle } from "~/components/ui/field-style";
import { Switch } from "~/components/ui/switch";
import { TextField as UiTextField, type TextFieldProps as UiTextFieldProps } from "~/components/ui/text-field";
import { ErrorList } from "./error-list";
import { useMessages } from "./messages";

// One field family for every form (decision 028). Each field takes Conform's metadata for its
// name (`fields.slug` from `useAppForm`) and draws the label above, the hint and the errors below,
// tied to the control: the control's id is the field's id (what the ErrorSummary links to), its
// name and default value are Conform's (after a refused post: what was posted), it is marked
// `aria-invalid` and described by its hint and its errors. Text and text areas are React Aria's;
// selects, dates, numbers and files are native controls, which work before the page has
// hydrated or without JavaScript at all, where React Aria's picker and select need script.

/** The part of Conform's field metadata a field draws from (`FieldMetadata` has all of it). */
export interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  /** Changes when Conform resets the form, so the control starts again from its default. */
  key?: string | undefined;
  errors?: string[] | null | undefined;
  initialValue?: unknown;
}

interface FieldProps {
  meta: FieldMeta;
  label: string;
  hint?: string;
  className?: string;
}

/** A posted or default value as a control's text. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return "";
}

function describedBy(meta: FieldMeta, hint: string | undefined, invalid: boolean): string | undefined {
  return [hint ? meta.descriptionId : null, invalid ? meta.errorId : null].filter(Boolean).join(" ") || undefined;
}

/** Label, control, hint and errors of a native control. */
function NativeShell({
  meta,
  label,
  hint,
  className,
  children,
}: FieldProps & { children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const invalid = Boolean(meta.errors?.length);
  const aria = {
    ...(invalid ? { "aria-invalid": true as const } : {}),
    ...(describedBy(meta, hint, invalid) ? { "aria-describedby": describedBy(meta, hint, invalid) } : {}),
  };
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={meta.id} className="font-medium text-ink">
        {label}
      </label>
      {children(aria)}
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const nativeInvalid = "aria-[invalid=true]:border-danger-700";

export interface TextFieldProps extends FieldProps {
  type?: UiTextFieldProps["type"];
  autoComplete?: string;
  maxLength?: number;
  onChange?: (value: string) => void;
}

/** One line of text, over the design system's `TextField`. */
export function TextField({ meta, label, hint, className, type, autoComplete, maxLength, onChange }: TextFieldProps) {
  const errors = useMessages(meta.errors);
  return (
    <div className={className}>
      <UiTextField
        key={meta.key}
        id={meta.id}
        name={meta.name}
        label={label}
        hint={hint}
        error={errors.length > 0 ? errors.join(" ") : undefined}
        defaultValue={textOf(meta.initialValue)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        onChange={onChange}
      />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  maxLength?: number;
  /** Markdown and code read better in a fixed-width font. */
  monospace?: boolean;
  onChange?: (value: string) => void;
}

/** Several lines of text: React Aria's text field with a text area. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <TextAreaControl key={props.meta.key} {...props} />;
}

function TextAreaControl({
  meta,
  label,
  hint,
  className,
  rows = 4,
  maxLength,
  monospace,
  onChange,
}: TextAreaFieldProps) {
  const errors = useMessages(meta.errors);
  const ref = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(() => textOf(meta.initialValue));
  // What was typed before the page hydrated is in the DOM, not in React's state (see ui/TextField).
  useLayoutEffect(() => {
    if (ref.current) setValue(ref.current.value);
  }, []);
  return (
    <AriaTextField
      id={meta.id}
      name={meta.name}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      className={`flex flex-col gap-1.5 ${className ?? ""}`}
    >
      <Label className="font-medium text-ink">{label}</Label>
      <TextArea
        ref={ref}
        rows={rows}
        className={`${fieldStyle} ${monospace ? "font-mono text-sm" : ""} outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-brand-600 data-[invalid]:border-danger-700`}
      />
      {hint ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {hint}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger-700">{errors.join(" ")}</FieldError>
    </AriaTextField>
  );
}

export interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
}

/** A choice from a list: a native select (it works without JavaScript; see above). */
export function SelectField({ meta, label, hint, className, options }: SelectFieldProps) {
  return (
    <NativeShell meta={meta} label={label} hint={hint} className={className}>
      {(aria) => (
        <select
          key={meta.key}
          id={meta.id}
          name={meta.name}
          defaultValue={textOf(meta.initialValue)}
          className={`${fieldStyle} ${nativeInvalid}`}
          {...aria}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeShell>
  );
}

export interface InputFieldProps extends FieldProps {
  type: "date" | "datetime-local" | "time" | "number" | "file";
  min?: string | number;
  max?: string | number;
  step?: string | number;
  /** For a file: the types to offer (`.vtt,text/vtt`). */
  accept?: string;
}

/**
 * A date, a date and time, a time, a number or a file, as the browser draws it. A file is never
 * filled in again: browsers do not allow it, so after a refusal it is chosen again.
 */
export function InputField({ meta, label, hint, className, type, min, max, step, accept }: InputFieldProps) {
  return (
    <NativeShell meta={meta} label={label} hint={hint} className={className}>
      {(aria) => (
        <input
          key={meta.key}
          id={meta.id}
          name={meta.name}
          type={type}
          defaultValue={type === "file" ? undefined : textOf(meta.initialValue)}
          min={min}
          max={max}
          step={step}
          accept={accept}
          className={`${fieldStyle} ${nativeInvalid}`}
          {...aria}
        />
      )}
    </NativeShell>
  );
}

export interface ChoiceFieldProps extends Omit<FieldProps, "label"> {
  children: ReactNode;
  /** What the control posts when it is on; Conform's default is "on". */
  value?: string;
}

/** A yes/no the person ticks, over the design system's `Checkbox`. */
export function CheckboxField(props: ChoiceFieldProps) {
  return <ChoiceField control={Checkbox} {...props} />;
}

/** A setting that is on or off, over the design system's `Switch`. */
export function SwitchField(props: ChoiceFieldProps) {
  return <ChoiceField control={Switch} {...props} />;
}

/** A checkbox or a switch on a Conform field: on when its posted or default value is `value`. */
function ChoiceField({
  control: Control,
  meta,
  hint,
  className,
  children,
  value = "on",
}: ChoiceFieldProps & { control: typeof Checkbox | typeof Switch }) {
  return (
    <ChoiceShell meta={meta} hint={hint} className={className}>
      {(aria) => (
        <Control
          key={meta.key}
          id={meta.id}
          name={meta.name}
          value={value}
          defaultSelected={textOf(meta.initialValue) === value}
          {...aria}
        >
          {children}
        </Control>
      )}
    </ChoiceShell>
  );
}

function ChoiceShell({
  meta,
  hint,
  className,
  children,
}: Omit<FieldProps, "label"> & {
  children: (aria: { isInvalid: boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const invalid = Boolean(meta.errors?.length);
  const described = describedBy(meta, hint, invalid);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      {children({ isInvalid: invalid, ...(described ? { "aria-describedby": described } : {}) })}
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
