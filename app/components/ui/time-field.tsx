import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  DateInput,
  Label,
  type TimeValue,
} from "react-aria-components";
import { dateSegmentOf } from "./date-picker";
import { FieldHelp } from "./field-help";

export interface TimeFieldProps<T extends TimeValue> extends Omit<AriaTimeFieldProps<T>, "children" | "className"> {
  label: string;
  /** Keep the label for screen readers only (when a row's heading already says what the field is). */
  hideLabel?: boolean;
  hint?: string;
  /** A message for this field (from the server, or from checking as the person types); marks it invalid. */
  error?: string;
}

/**
 * A time of day typed or stepped (arrow keys) per segment, on a 24-hour clock. With `name`, the
 * form posts the time as `HH:MM:SS`.
 */
export function TimeField<T extends TimeValue>({ label, hideLabel, hint, error, ...props }: TimeFieldProps<T>) {
  return (
    <AriaTimeField
      hourCycle={24}
      shouldForceLeadingZeros
      validationBehavior="aria"
      {...props}
      isInvalid={error ? true : props.isInvalid}
      className="flex flex-col gap-1.5"
    >
      <Label className={hideLabel ? "sr-only" : "font-medium text-ink"}>{label}</Label>
      <DateInput className="flex min-h-11 w-fit min-w-24 items-center rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-base text-ink tabular-nums data-[focus-within]:outline-3 data-[focus-within]:outline-offset-1 data-[focus-within]:outline-brand-600 data-[invalid]:border-danger-700">
        {dateSegmentOf}
      </DateInput>
      <FieldHelp hint={hint} error={error} />
    </AriaTimeField>
  );
}
