import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from "react-aria-components";
import { RangeCalendar } from "./calendar";
import { CalendarButton, dateGroup, dateSegment, popover } from "./date-picker";

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
    <AriaDateRangePicker
      shouldForceLeadingZeros
      validationBehavior="aria"
      {...props}
      isInvalid={error ? true : props.isInvalid}
      className="flex flex-col gap-1.5"
    >
      <Label className="font-medium text-ink">{label}</Label>
      <Group className={dateGroup}>
        <DateInput slot="start" className="flex py-2">
          {(segment) => <DateSegment segment={segment} className={dateSegment} />}
        </DateInput>
        <span aria-hidden="true" className="px-1">
          –
        </span>
        <DateInput slot="end" className="flex flex-1 py-2">
          {(segment) => <DateSegment segment={segment} className={dateSegment} />}
        </DateInput>
        <CalendarButton />
      </Group>
      {hint ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {hint}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger-700">{error}</FieldError>
      <Popover className={popover}>
        <Dialog className="outline-none">
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
