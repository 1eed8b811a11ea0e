import { useMemo } from "react";
import { Link } from "react-router";
import { formatDay, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { LocalDate } from "../zoned-time";
import { type AgendaItem, blockBox, layoutAgenda, type PlacedItem, visibleHours } from "./agenda-layout";

/** One hour of the grid is this tall (rem): half an hour still has a line of text. */
const HOUR_REM = 3;

/** Busy time from the coach's own calendar: striped and dashed, never told apart by colour alone. */
export const busyPattern =
  "border-2 border-dashed border-ink-muted bg-[repeating-linear-gradient(135deg,var(--color-surface)_0_6px,var(--color-line)_6px_12px)] text-ink";

export interface AgendaViewProps {
  items: readonly AgendaItem[];
  /** The Monday of the week shown, on the coach's calendar. */
  monday: LocalDate;
  /** "YYYY-MM-DD" of today on the coach's calendar. */
  today: string;
  zone: string;
}

const dayTitle = (date: string, lng: "nl" | "en") => formatDay(new Date(`${date}T12:00:00Z`), lng, "UTC");

function Block({ item, hours, zone }: { item: PlacedItem; hours: [number, number]; zone: string }) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const box = blockBox(item, hours);
  const style = {
    top: `${box.top}%`,
    height: `${box.height}%`,
    left: `calc(${box.left}% + 2px)`,
    width: `calc(${box.width}% - 4px)`,
  };
  const time = `${formatTime(new Date(item.start), lng, zone)}–${formatTime(new Date(item.end), lng, zone)}`;
  if (item.kind === "busy") {
    return (
      <li style={style} className={`absolute min-h-6 overflow-hidden rounded-md px-1.5 py-0.5 text-xs ${busyPattern}`}>
        <span className="rounded-sm bg-surface px-0.5 font-semibold">{t("agenda.busy")}</span>{" "}
        <span className="rounded-sm bg-surface px-0.5 tabular-nums">{time}</span>
      </li>
    );
  }
  return (
    <li style={style} className="absolute min-h-6">
      <Link
        to={`/coach/appointments/${item.id}`}
        className="block size-full overflow-hidden rounded-md border-s-4 border-brand-900 bg-brand-700 px-1.5 py-0.5 text-xs text-white shadow-sm outline-none hover:bg-brand-800 focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="font-semibold tabular-nums">{time}</span>{" "}
        <span>{item.memberName || t("appointments.formerMember")}</span>{" "}
        <span>· {t(`coaching:kind.${item.sessionKind}Short`)}</span>
        {item.status !== "confirmed" ? <span> · {t(`coaching:status.${item.status}`)}</span> : null}
      </Link>
    </li>
  );
}

/**
 * The week as a time grid (from `md` up): hours down the side, a column per day, appointments as
 * solid blocks (links, in time order for Tab) and busy times as striped blocks saying "Busy";
 * overlapping blocks stand side by side.
 */
export function AgendaGrid({ items, monday, today, zone }: AgendaViewProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const days = useMemo(() => layoutAgenda(items, monday, 7, zone), [items, monday, zone]);
  const hours = visibleHours(days);
  const hourList = Array.from({ length: hours[1] - hours[0] }, (_, index) => hours[0] + index);
  const height = `${(hours[1] - hours[0]) * HOUR_REM}rem`;
  const lines = `repeating-linear-gradient(to bottom, var(--color-line) 0 1px, transparent 1px ${HOUR_REM}rem)`;
  return (
    <div className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
      <div aria-hidden="true" />
      {days.map((day) => (
        <div
          key={day.date}
          aria-hidden="true"
          className={`border-b border-line px-1 pb-2 text-center text-sm ${day.date === today ? "font-bold text-brand-800" : "text-ink"}`}
        >
          {formatDay(new Date(`${day.date}T12:00:00Z`), lng, "UTC", "short")}
          {day.date === today ? (
            <span className="mt-1 block rounded-full border border-brand-700 px-2 text-xs">{t("agenda.today")}</span>
          ) : null}
        </div>
      ))}
      <div aria-hidden="true" className="relative" style={{ height }}>
        {hourList.map((hour, index) => (
          <span
            key={hour}
            className="absolute end-2 -translate-y-1/2 text-xs text-ink-muted tabular-nums first:translate-y-0"
            style={{ top: `${index * HOUR_REM}rem` }}
          >
            {`${String(hour).padStart(2, "0")}:00`}
          </span>
        ))}
      </div>
      {days.map((day) => (
        <section
          key={day.date}
          aria-label={`${dayTitle(day.date, lng)}${day.date === today ? ` · ${t("agenda.today")}` : ""}`}
          className={`relative border-s border-line ${day.date === today ? "bg-brand-50" : ""}`}
          style={{ height, backgroundImage: lines }}
        >
          {day.items.length > 0 ? (
            <ol className="absolute inset-0">
              {[...day.items]
                .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
                .map((item) => (
                  <Block
                    key={
                      item.kind === "appointment"
                        ? item.id
                        : `busy-${new Date(item.start).toISOString()}-${new Date(item.end).toISOString()}`
                    }
                    item={item}
                    hours={hours}
                    zone={zone}
                  />
                ))}
            </ol>
          ) : null}
        </section>
      ))}
    </div>
  );
}
