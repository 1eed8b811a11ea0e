import { Time } from "@internationalized/date";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { Switch } from "~/components/ui/switch";
import { TimeField } from "~/components/ui/time-field";
import { useTranslation } from "~/utils/i18n/react";
import {
  checkIntervals,
  endOfInterval,
  type IntervalProblems,
  intervalField,
  MAX_INTERVALS,
  parseClock,
  switchField,
  weekdayPrefix,
} from "../hours";
import type { WallTime, WeeklyHours } from "../slots";

/** One day as the loader gives it: on or off, and its intervals as "HH:MM" (an end of "00:00" is midnight). */
export interface DayHours {
  on: boolean;
  intervals: { start: string; end: string }[];
}

interface DraftInterval {
  key: number;
  start: Time | null;
  end: Time | null;
}

export interface DraftDay {
  on: boolean;
  intervals: DraftInterval[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** "All weekdays": Monday to Friday. */
const WORKDAYS = [1, 2, 3, 4, 5];
/** Intervals from the loader are keyed by day and place (the same on the server and in the browser); new ones count on from here. */
const FIRST_NEW_KEY = 1000;

const minutesOf = (time: Time | null) => (time ? time.hour * 60 + time.minute : null);
const timeOf = (minutes: number) => new Time(Math.floor(minutes / 60) % 24, minutes % 60);
const wall = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` as WallTime;

function fromLoader(days: DayHours[]): DraftDay[] {
  return days.map((day, dayIndex) => ({
    on: day.on,
    intervals: day.intervals.map((interval, index) => ({
      key: dayIndex * MAX_INTERVALS * 2 + index,
      start: timeOf(parseClock(interval.start) ?? 0),
      end: timeOf(parseClock(interval.end) ?? 0),
    })),
  }));
}

const problemsOf = (day: DraftDay): IntervalProblems[] =>
  checkIntervals(
    day.intervals.map((interval) => ({
      start: minutesOf(interval.start),
      end: endOfInterval(minutesOf(interval.end)),
    })),
  );

/** The week's sound intervals, as the slot engine takes them (for the preview). */
export function weeklyOf(days: DraftDay[]): WeeklyHours[] {
  return days.flatMap((day, index) => {
    if (!day.on) return [];
    const problems = problemsOf(day);
    return day.intervals.flatMap((interval, position) => {
      const start = minutesOf(interval.start);
      const end = endOfInterval(minutesOf(interval.end));
      const problem = problems[position];
      if (start === null || end === null || problem?.start || problem?.end) return [];
      return [{ weekday: index + 1, start: wall(start), end: wall(end) }];
    });
  });
}

/** The interval added after the last one: the hour after it, or a working day when there is none. */
function nextInterval(day: DraftDay, key: number): DraftInterval {
  const after = endOfInterval(minutesOf(day.intervals.at(-1)?.end ?? null));
  if (after === null) return { key, start: new Time(9), end: new Time(17) };
  const start = Math.min(after, 23 * 60);
  return { key, start: timeOf(start), end: timeOf(Math.min(start + 60, 1440)) };
}

/** Keys for intervals made in the browser, unique within one editor. */
function useKeys() {
  const next = useRef(FIRST_NEW_KEY);
  return () => next.current++;
}

/** Messages from the server stand until the coach edits again; a new answer replaces them. */
function useServerErrors(errors: Record<string, string>) {
  const [shown, setShown] = useState(errors);
  useEffect(() => setShown(errors), [errors]);
  return [shown, () => setShown({})] as const;
}

const smallButton =
  "inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] border border-brand-700 bg-surface px-3 text-sm font-semibold text-brand-800 outline-none hover:bg-brand-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600";

interface DayHoursFieldsProps {
  /** Names the posted fields: `{prefix}.on`, `{prefix}.0.start`, …. */
  prefix: string;
  /** The switch's label, shown. */
  label: ReactNode;
  /** The day as it starts a sentence ("Monday", "This date") and inside one ("Monday", "maandag", "this date"). */
  name: string;
  nameInText: string;
  /** What a day that is off means ("Not available", "Day off"). */
  offText: string;
  day: DraftDay;
  onChange: (day: DraftDay) => void;
  newKey: () => number;
  serverErrors: Record<string, string>;
  /** More buttons beside "Add block" (copying a day to others). */
  actions?: ReactNode;
}

/**
 * A day's hours: a switch, and while it is on one or more intervals of two time fields with
 * "Add block" and a remove button per interval. Focus follows: to a new interval's first time, or
 * after a removal to "Add block" (to the switch when the last one went and the day turned off).
 */
export function DayHoursFields({
  prefix,
  label,
  name,
  nameInText,
  offText,
  day,
  onChange,
  newKey,
  serverErrors,
  actions,
}: DayHoursFieldsProps) {
  const { t } = useTranslation("coach");
  const root = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<{ to: "interval"; key: number } | { to: "add" | "switch" } | null>(null);

  useEffect(() => {
    if (!focus || !root.current) return;
    const selector =
      focus.to === "interval"
        ? `[data-interval="${focus.key}"] [role="spinbutton"]`
        : focus.to === "add"
          ? "[data-add]"
          : 'input[type="checkbox"]';
    const target = root.current.querySelector(selector);
    if (target instanceof HTMLElement) target.focus();
    setFocus(null);
  }, [focus]);

  const problems = problemsOf(day);
  const message = (field: string, problem: string | undefined) =>
    problem ? t(`availability.errors.${problem}`) : serverErrors[field] ? t(serverErrors[field]) : undefined;
  const switchError = serverErrors[switchField(prefix)];
  return (
    <fieldset ref={root} data-day={prefix} className="flex flex-col gap-3">
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch
          name={switchField(prefix)}
          value="on"
          isSelected={day.on}
          onChange={(on) =>
            onChange({
              on,
              intervals: on && day.intervals.length === 0 ? [nextInterval(day, newKey())] : day.intervals,
            })
          }
        >
          {label}
        </Switch>
        {day.on ? null : <span className="text-ink-muted">{offText}</span>}
      </div>
      {switchError ? <p className="text-sm font-medium text-danger-700">{t(switchError)}</p> : null}
      {day.on ? (
        <>
          <ol className="flex flex-col gap-3">
            {day.intervals.map((interval, index) => {
              const number = index + 1;
              const startName = intervalField(prefix, index, "start");
              const endName = intervalField(prefix, index, "end");
              const setTime = (which: "start" | "end") => (value: Time | null) =>
                onChange({
                  ...day,
                  intervals: day.intervals.map((one) => (one.key === interval.key ? { ...one, [which]: value } : one)),
                });
              const intervalName = t("availability.interval", { day: name, number });
              return (
                <li key={interval.key} data-interval={interval.key}>
                  <fieldset className="flex flex-wrap items-start gap-3">
                    <legend className="sr-only">{intervalName}</legend>
                    <TimeField
                      label={t("availability.intervalFrom")}
                      name={startName}
                      value={interval.start}
                      onChange={setTime("start")}
                      error={message(startName, problems[index]?.start)}
                    />
                    <TimeField
                      label={t("availability.intervalUntil")}
                      name={endName}
                      value={interval.end}
                      onChange={setTime("end")}
                      error={message(endName, problems[index]?.end)}
                    />
                    <Button
                      onPress={() => {
                        const remaining = day.intervals.filter((one) => one.key !== interval.key);
                        onChange({ on: remaining.length > 0, intervals: remaining });
                        setFocus({ to: remaining.length > 0 ? "add" : "switch" });
                      }}
                      className="mt-8 inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] px-3 font-semibold text-danger-700 underline-offset-4 outline-none hover:underline data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
                    >
                      {t("availability.removeInterval")}
                      <span className="sr-only"> {intervalName}</span>
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button
              data-add=""
              isDisabled={day.intervals.length >= MAX_INTERVALS}
              onPress={() => {
                const added = nextInterval(day, newKey());
                onChange({ ...day, intervals: [...day.intervals, added] });
                setFocus({ to: "interval", key: added.key });
              }}
              className={smallButton}
            >
              {t("availability.addInterval")}
              <span className="sr-only"> {t("availability.onDay", { day: nameInText })}</span>
            </Button>
            {actions}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}

export interface WeeklyHoursEditorProps {
  days: DayHours[];
  /** Messages from the server, keyed by field (`day3.1.start`); they stand until the coach edits again. */
  errors: Record<string, string>;
  /** The sound intervals after every edit, for the preview of free times. */
  onChange: (weekly: WeeklyHours[]) => void;
}

/**
 * Per weekday a switch and its intervals of two time fields; intervals can be added, removed and
 * copied to all weekdays. Intervals are checked as the coach types, with the server's own rules,
 * and the message shows at the time that is wrong. The fields post `day3.on`, `day3.0.start`, ….
 */
export function WeeklyHoursEditor({ days, errors, onChange }: WeeklyHoursEditorProps) {
  const { t } = useTranslation("coach");
  const [week, setWeek] = useState<DraftDay[]>(() => fromLoader(days));
  const [serverErrors, clearServerErrors] = useServerErrors(errors);
  const [announcement, setAnnouncement] = useState("");
  const newKey = useKeys();

  const update = (next: DraftDay[]) => {
    setWeek(next);
    clearServerErrors();
    onChange(weeklyOf(next));
  };
  const dayName = (weekday: number) => t(`availability.weekday.${weekday}`);
  const dayInText = (weekday: number) => t(`availability.weekdayInText.${weekday}`);

  return (
    <div className="flex flex-col divide-y divide-line">
      {WEEKDAYS.map((weekday) => {
        const day = week[weekday - 1] as DraftDay;
        return (
          <div key={weekday} className="py-4 first:pt-0">
            <DayHoursFields
              prefix={weekdayPrefix(weekday)}
              label={<span className="font-semibold">{dayName(weekday)}</span>}
              name={dayName(weekday)}
              nameInText={dayInText(weekday)}
              offText={t("availability.notAvailable")}
              day={day}
              onChange={(changed) => update(week.map((one, index) => (index === weekday - 1 ? changed : one)))}
              newKey={newKey}
              serverErrors={serverErrors}
              actions={
                <Button
                  onPress={() => {
                    update(
                      week.map((other, index) =>
                        WORKDAYS.includes(index + 1) && index + 1 !== weekday
                          ? { on: true, intervals: day.intervals.map((one) => ({ ...one, key: newKey() })) }
                          : other,
                      ),
                    );
                    setAnnouncement(t("availability.copied", { day: dayInText(weekday) }));
                  }}
                  className={smallButton}
                >
                  {t("availability.copyToWeekdays")}
                  <span className="sr-only"> {t("availability.copyFrom", { day: dayInText(weekday) })}</span>
                </Button>
              }
            />
          </div>
        );
      })}
      <p role="status" className="pt-3 text-sm text-ink-muted empty:hidden">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The hours of one date (an exception to the week): off is a day off; on, its own intervals.
 * Posts `hours.on`, `hours.0.start`, ….
 */
export function DateHoursEditor({ prefix, errors }: { prefix: string; errors: Record<string, string> }) {
  const { t } = useTranslation("coach");
  const [day, setDay] = useState<DraftDay>({ on: false, intervals: [] });
  const [serverErrors, clearServerErrors] = useServerErrors(errors);
  const newKey = useKeys();
  return (
    <DayHoursFields
      prefix={prefix}
      label={t("availability.dateOn")}
      name={t("availability.thisDate")}
      nameInText={t("availability.thisDateInText")}
      offText={t("availability.dayOffText")}
      day={day}
      onChange={(changed) => {
        setDay(changed);
        clearServerErrors();
      }}
      newKey={newKey}
      serverErrors={serverErrors}
    />
  );
}
