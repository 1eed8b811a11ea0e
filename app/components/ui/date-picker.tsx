import type { ReactNode } from "react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  DateInput,
  DateSegment,
  type DateSegmentProps,
  type DateValue,
  Dialog,
  Group,
  Label,
  Popover,
} from "react-aria-components";
import { Calendar } from "./calendar";
import { FieldHelp } from "./field-help";

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, "children" | "className"> {
  label: string;
  hint?: string;
  /** A server-side message for this field; shown next to it and marks it invalid. */
  error?: string;
}

export const dateGroup =
  "flex min-h-11 w-fit items-center gap-1 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface ps-3 text-base text-ink tabular-nums data-[focus-within]:outline-3 data-[focus-within]:outline-offset-1 data-[focus-within]:outline-brand-600 data-[invalid]:border-danger-700";
export const dateSegment =
  "inline-flex min-h-6 min-w-6 items-center justify-center rounded px-0.5 outline-none data-[type=literal]:min-w-0 data-[focused]:bg-brand-700 data-[focused]:text-white data-[placeholder]:text-ink-muted data-[type=literal]:px-0";
export const popover =
  "rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)] outline-none";

/** A segment of a date input (day, month, year or a separator), drawn as `DateInput`'s child. */
export const dateSegmentOf = (segment: DateSegmentProps["segment"]) => (
  <DateSegment segment={segment} className={dateSegment} />
);

/** What both pickers give React Aria: leading zeros, messages by ARIA, invalid when `error` says so. */
export function pickerProps<P extends { isInvalid?: boolean | undefined }>(props: P, error: string | undefined) {
  return {
    shouldForceLeadingZeros: true,
    validationBehavior: "aria" as const,
    ...props,
    isInvalid: error ? true : props.isInvalid,
    className: "flex flex-col gap-1.5",
  };
}

/** The calendar's popover, opened by `CalendarButton`. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className={popover}>
      <Dialog className="outline-none">{children}</Dialog>
    </Popover>
  );
}

/** The button that opens the calendar; React Aria names it ("Calendar") in the page's language. */
export function CalendarButton() {
  return (
    <Button className="flex size-11 cursor-pointer items-center justify-center rounded-e-[var(--radius-control)] text-brand-800 outline-none hover:bg-brand-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <rect x="3" y="4.5" width="14" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 8.5h14M7 2.5v4M13 2.5v4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </Button>
  );
}

/**
 * A date typed per segment or picked on a calendar (opened by its button or Alt+Arrow Down). With
 * `name`, the form posts the date as `YYYY-MM-DD`.
 */
export function DatePicker<T extends DateValue>({ label, hint, error, ...props }: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...pickerProps(props, error)}>
      <Label className="font-medium text-ink">{label}</Label>
      <Group className={dateGroup}>
        <DateInput className="flex flex-1 py-2">{dateSegmentOf}</DateInput>
        <CalendarButton />
      </Group>
      <FieldHelp hint={hint} error={error} />
      <CalendarPopover>
        <Calendar />
      </CalendarPopover>
    </AriaDatePicker>
  );
}
