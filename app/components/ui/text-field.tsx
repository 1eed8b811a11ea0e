import { useLayoutEffect, useRef, useState } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
} from "react-aria-components";
import { FieldHelp } from "./field-help";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children"> {
  label: string;
  hint?: string;
  /** A server-side message for this field; shown next to it and marks it invalid. */
  error?: string;
  type?: "text" | "email" | "password" | "search" | "tel" | "url";
  autoComplete?: string;
}

export function TextField({
  label,
  hint,
  error,
  type = "text",
  autoComplete,
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const controlled = value !== undefined;

  // What someone typed before the page hydrated is in the DOM but not in React's state; without
  // this, the next render (a focus change is enough) would wipe it.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (!controlled && typed !== undefined) setOwnValue(typed);
  }, [controlled]);

  return (
    <AriaTextField
      {...props}
      value={controlled ? value : ownValue}
      onChange={(next) => {
        if (!controlled) setOwnValue(next);
        onChange?.(next);
      }}
      isInvalid={error ? true : props.isInvalid}
      className="flex flex-col gap-1.5"
    >
      <Label className="font-medium text-ink">{label}</Label>
      <Input
        ref={inputRef}
        type={type}
        autoComplete={autoComplete}
        className="min-h-11 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-base text-ink outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-brand-600 data-[invalid]:border-danger-700"
      />
      <FieldHelp hint={hint} error={error} />
    </AriaTextField>
  );
}
