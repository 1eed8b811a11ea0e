import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Heading,
} from "react-aria-components";

const navButton =
  "flex size-11 cursor-pointer items-center justify-center rounded-full text-ink outline-none hover:bg-brand-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40";

const cell =
  "flex size-10 cursor-pointer items-center justify-center rounded-full text-ink outline-none tabular-nums hover:bg-brand-50 data-[outside-month]:hidden data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-muted/60 data-[disabled]:line-through data-[unavailable]:text-ink-muted/60 data-[unavailable]:line-through data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-brand-600 data-[selected]:bg-brand-700 data-[selected]:font-semibold data-[selected]:text-white";

/** Month heading with previous and next buttons (React Aria names them in the page's language). */
function CalendarHeader() {
  return (
    <header className="mb-2 flex items-center justify-between gap-2">
      <Button slot="previous" className={navButton}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <path d="M12.5 5 7.5 10l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Button>
      <Heading className="font-semibold text-ink" />
      <Button slot="next" className={navButton}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <path d="M7.5 5 12.5 10l-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Button>
    </header>
  );
}

function Grid() {
  return (
    <CalendarGrid className="border-collapse">
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className="size-10 text-sm font-medium text-ink-muted">{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** A month to pick one date from: arrow keys move by day and week, Page Up/Down by month. */
export function Calendar<T extends DateValue>(props: Omit<AriaCalendarProps<T>, "children" | "className">) {
  return (
    <AriaCalendar {...props} className="w-fit">
      <CalendarHeader />
      <Grid />
    </AriaCalendar>
  );
}

/** A month to pick a range of dates from: the first and last day, with the days between marked. */
export function RangeCalendar<T extends DateValue>(props: Omit<AriaRangeCalendarProps<T>, "children" | "className">) {
  return (
    <AriaRangeCalendar {...props} className="w-fit">
      <CalendarHeader />
      <CalendarGrid className="border-collapse">
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="size-10 text-sm font-medium text-ink-muted">{day}</CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={`${cell} data-[selected]:rounded-none data-[selection-start]:rounded-s-full data-[selection-end]:rounded-e-full data-[selected]:bg-brand-100 data-[selected]:text-ink data-[selection-start]:bg-brand-700 data-[selection-start]:text-white data-[selection-end]:bg-brand-700 data-[selection-end]:text-white`}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaRangeCalendar>
  );
}
