import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  DateInput,
  type DateValue,
  Group,
  Label,
} from "react-aria-components";
import { RangeCalendar } from "./calendar";
import { CalendarButton, CalendarPopover, dateGroup, dateSegmentOf, pickerProps } from "./date-picker";
import { FieldHelp } from "./field-help";

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, "children" | "className"> {
  label: string;
  hint?: string;
  /** A server-side message for the range (either end); shown next to it and marks it invalid. */
  error?: string;
}

/**
 * A first and last date, typed per segment or picked on one calendar. With `startName` and
 * `endName`, the form posts both as `YYYY-MM-DD`.
 */
export function DateRangePicker<T extends DateValue>({ label, hint, error, ...props }: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker {...pickerProps(props, error)}>
      <Label className="font-medium text-ink">{label}</Label>
      <Group className={dateGroup}>
        <DateInput slot="start" className="flex py-2">
          {dateSegmentOf}
        </DateInput>
        <span aria-hidden="true" className="px-1">
          –
        </span>
        <DateInput slot="end" className="flex flex-1 py-2">
          {dateSegmentOf}
        </DateInput>
        <CalendarButton />
      </Group>
      <FieldHelp hint={hint} error={error} />
      <CalendarPopover>
        <RangeCalendar />
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}
