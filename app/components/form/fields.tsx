import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { TextField as AriaTextField, Input, TextArea } from "react-aria-components";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldHelp } from "~/components/ui/field-help";
import { fieldStyle } from "~/components/ui/field-style";
import { FieldLabel, Radio, RadioGroup } from "~/components/ui/radio-group";
import { Switch } from "~/components/ui/switch";
import { ErrorList } from "./error-list";
import { useMessages } from "./messages";

// One field family for every form (decision 028). Each field takes Conform's metadata for its
// name (`fields.slug` from `useAppForm`) and draws the label above, the hint and the errors below,
// tied to the control: the control's id is the field's id (what the ErrorSummary links to), its
// name and default value are Conform's (after a refused post: what was posted), it is marked
// `aria-invalid` and described by its hint and its errors. Text, text areas and radio groups are
// React Aria's; selects, dates, numbers and files are native controls, which work before the page
// has hydrated or without JavaScript at all, where React Aria's picker and select need script.

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
  /** The label is read by screen readers but not shown (the page says it another way). */
  hideLabel?: boolean;
  hint?: string;
  className?: string;
  /** Shown but not changed, and not posted. */
  isDisabled?: boolean;
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

const labelStyle = (hidden: boolean | undefined) => (hidden ? "sr-only" : "font-medium text-ink");

/** The hint and the messages under a control, under the ids its `aria-describedby` names. */
function FieldNotes({ meta, hint }: { meta: FieldMeta; hint: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** What a control is told about its messages: whether it is invalid and what describes it. */
function ariaOf(meta: FieldMeta, hint: string | undefined) {
  const invalid = Boolean(meta.errors?.length);
  const described = describedBy(meta, hint, invalid);
  return { invalid, described: described ? { "aria-describedby": described } : {} };
}

/** Label, control, hint and errors of a native control. */
function NativeShell({
  meta,
  label,
  hideLabel,
  hint,
  className,
  children,
}: FieldProps & { children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const { invalid, described } = ariaOf(meta, hint);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={meta.id} className={labelStyle(hideLabel)}>
        {label}
      </label>
      {children({ ...(invalid ? { "aria-invalid": true as const } : {}), ...described })}
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}

const nativeInvalid = "aria-[invalid=true]:border-danger-700 disabled:opacity-60";

const controlStyle =
  "outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-brand-600 data-[invalid]:border-danger-700 data-[disabled]:opacity-60";

export interface TextFieldProps extends FieldProps {
  type?: "text" | "email" | "password" | "search" | "tel" | "url";
  autoComplete?: string;
  maxLength?: number;
  /** An example of what to type; never instead of a label or hint. */
  placeholder?: string;
  /** The keyboard a phone shows (`numeric` for a code). */
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel" | "url" | "search" | "none";
  onChange?: (value: string) => void;
}

export interface TextAreaFieldProps extends Omit<TextFieldProps, "type" | "autoComplete" | "inputMode"> {
  rows?: number;
  /** Markdown and code read better in a fixed-width font. */
  monospace?: boolean;
}

/** One line of text: React Aria's text field. */
export function TextField(props: TextFieldProps) {
  return <TextControl key={props.meta.key} {...props} />;
}

/** Several lines of text: React Aria's text field with a text area. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <TextControl key={props.meta.key} {...props} multiline />;
}

/** A React Aria text field around one line or a text area, with the field's label, hint and messages. */
function TextControl({
  meta,
  label,
  hideLabel,
  hint,
  className,
  isDisabled,
  maxLength,
  onChange,
  multiline,
  rows = 4,
  monospace,
  type = "text",
  ...control
}: TextFieldProps & Omit<TextAreaFieldProps, keyof FieldProps> & { multiline?: boolean }) {
  const errors = useMessages(meta.errors);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [value, setValue] = useState(() => textOf(meta.initialValue));
  // What someone typed before the page hydrated is in the DOM but not in React's state; without
  // this, the next render (a focus change is enough) would wipe it.
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
      isDisabled={isDisabled}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      className={`flex flex-col gap-1.5 ${className ?? ""}`}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          ref={ref}
          rows={rows}
          placeholder={control.placeholder}
          className={`${fieldStyle} ${monospace ? "font-mono text-sm" : ""} ${controlStyle}`}
        />
      ) : (
        <Input ref={ref} type={type} {...control} className={`${fieldStyle} ${controlStyle}`} />
      )}
      <FieldHelp hint={hint} error={errors.length > 0 ? errors.join(" ") : undefined} />
    </AriaTextField>
  );
}

export interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
}

/** A choice from a list: a native select (it works without JavaScript; see above). */
export function SelectField({ options, isDisabled, ...props }: SelectFieldProps) {
  const { meta } = props;
  return (
    <NativeShell {...props}>
      {(aria) => (
        <select
          key={meta.key}
          id={meta.id}
          name={meta.name}
          defaultValue={textOf(meta.initialValue)}
          disabled={isDisabled}
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
export function InputField({ type, min, max, step, accept, isDisabled, ...props }: InputFieldProps) {
  const { meta } = props;
  return (
    <NativeShell {...props}>
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
          disabled={isDisabled}
          className={`${fieldStyle} ${nativeInvalid}`}
          {...aria}
        />
      )}
    </NativeShell>
  );
}

export interface RadioGroupFieldProps extends FieldProps {
  options: readonly { value: string; label: ReactNode }[];
  orientation?: "vertical" | "horizontal";
}

/**
 * One choice of a few, all in view: React Aria's radio group over native radio buttons, so the
 * choice posts before the page has hydrated or without JavaScript. The first button carries the
 * field's id, so the error summary's link lands on the group.
 */
export function RadioGroupField({ meta, className, options, ...group }: RadioGroupFieldProps) {
  const errors = useMessages(meta.errors);
  const chosen = textOf(meta.initialValue);
  return (
    <div className={className}>
      <RadioGroup
        key={meta.key}
        name={meta.name}
        {...group}
        error={errors.length > 0 ? errors.join(" ") : undefined}
        defaultValue={chosen === "" ? null : chosen}
      >
        {options.map((option, index) => (
          <Radio key={option.value} id={index === 0 ? meta.id : undefined} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

export interface ChoiceFieldProps extends Omit<FieldProps, "label" | "hideLabel"> {
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
  isDisabled,
  children,
  value = "on",
}: ChoiceFieldProps & { control: typeof Checkbox | typeof Switch }) {
  const { invalid, described } = ariaOf(meta, hint);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <Control
        key={meta.key}
        id={meta.id}
        name={meta.name}
        value={value}
        defaultSelected={textOf(meta.initialValue) === value}
        isDisabled={isDisabled}
        isInvalid={invalid}
        {...described}
      >
        {children}
      </Control>
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}
