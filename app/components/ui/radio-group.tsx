import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  Label,
} from "react-aria-components";
import { FieldHelp } from "./field-help";
import { inputOverLabel } from "./field-style";

/** A React Aria field's label; read by screen readers but not shown when `hidden`. */
export function FieldLabel({ hidden, children }: { hidden?: boolean | undefined; children: ReactNode }) {
  return <Label className={hidden ? "sr-only" : "font-medium text-ink"}>{children}</Label>;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, "children" | "className"> {
  label: ReactNode;
  /** The label is read by screen readers but not shown. */
  hideLabel?: boolean;
  hint?: string | undefined;
  /** A server-side message for the choice; shown under it and marks it invalid. */
  error?: string | undefined;
  children: ReactNode;
}

/**
 * One choice of a few. Each button is a native radio input under the group's `name`, so a form
 * posts the choice before the page has hydrated or without JavaScript.
 */
export function RadioGroup({
  label,
  hideLabel,
  hint,
  error,
  children,
  value,
  defaultValue,
  onChange,
  ...props
}: RadioGroupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue ?? null);
  const controlled = value !== undefined;

  // A button chosen before the page hydrated stays chosen (see Checkbox).
  useLayoutEffect(() => {
    const checked = ref.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (!controlled && checked) setOwnValue(checked.value);
  }, [controlled]);

  return (
    <AriaRadioGroup
      {...props}
      ref={ref}
      value={controlled ? value : ownValue}
      onChange={(next) => {
        if (!controlled) setOwnValue(next);
        onChange?.(next);
      }}
      isInvalid={error ? true : props.isInvalid}
      validationBehavior="aria"
      className="group/radios flex flex-col gap-1.5"
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <div className="flex flex-col gap-2 group-data-[orientation=horizontal]/radios:flex-row group-data-[orientation=horizontal]/radios:flex-wrap group-data-[orientation=horizontal]/radios:gap-4">
        {children}
      </div>
      <FieldHelp hint={hint} error={error} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, "children" | "className"> {
  children: ReactNode;
}

/** One button of a `RadioGroup`, with its text beside it. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={`group flex min-h-11 cursor-pointer items-center gap-3 text-ink ${inputOverLabel}`}
    >
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-ink-muted bg-surface group-data-[selected]:border-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[invalid]:border-danger-700 group-data-[disabled]:opacity-60"
      >
        <span className="size-3 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100" />
      </span>
      <span>{children}</span>
    </AriaRadio>
  );
}
