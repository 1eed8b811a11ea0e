import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import { LinkList } from "~/components/ui/link-list";
import type { StripDay } from "~/features/coaching/date-strip";
import type { Language } from "~/utils/i18n/config";
import { formatDay } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

/** The week's row of days: scrolls sideways inside its own box on a narrow screen. */
const rowStyle = "mt-2 flex gap-2 overflow-x-auto overscroll-x-contain p-1";
const focusRing = "rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * A text link that stands alone: at least 44 px high, comfortable to tap (WCAG 2.5.8 asks 24). It
 * may wrap ("Volgende / week") so that the week's line fits a phone next to a long date.
 */
const weekLink = "inline-flex min-h-11 items-center px-1";

// Relative: the day's hidden full date is placed inside the scrolling row, not out past the page.
const dayBox =
  "flex min-h-16 w-16 shrink-0 flex-col items-center justify-center rounded-xl border px-1 py-2 text-center";

/** A date as "maandag"/"1 dec"-style parts, on the viewer's calendar (the date has no zone). */
function dayParts(date: string, lng: Language) {
  const noon = new Date(`${date}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lng === "nl" ? "nl-NL" : "en-GB", { ...options, timeZone: "UTC" }).format(noon);
  return { weekday: format({ weekday: "short" }), date: format({ day: "numeric", month: "short" }) };
}

/**
 * The week's days across, each a link that opens its free times (the address says which day, so it
 * works without JavaScript and the back button walks through the days); a day without free times
 * is text, not a link, and says so in words. The days are ordinary links in the tab order (no
 * roving focus): seven stops, each announced with its full date and its number of free times. On a
 * narrow screen the row scrolls sideways inside its own box, never the page.
 */
export function DateStrip({
  days,
  open,
  week,
  previousWeek,
  nextWeek,
  search,
  lng,
}: {
  days: readonly StripDay[];
  /** The day whose times are shown. */
  open: string;
  week: string;
  previousWeek: string | null;
  nextWeek: string | null;
  search: (changes: Record<string, string | null>) => string;
  lng: Language;
}) {
  const { t } = useTranslation("coaching");
  const strip = useRef<HTMLElement>(null);
  // On a narrow screen the open day may lie past the row's visible part (a Saturday, after the
  // week's earlier days): the row scrolls sideways to it, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another day or week opens
  useEffect(() => {
    const chosen = strip.current?.querySelector<HTMLElement>('[aria-current="date"]');
    const row = chosen?.closest("ul");
    if (!chosen || !row || row.scrollWidth <= row.clientWidth) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
    }
  }, [open, week]);
  const dayItems = days.map((day) => {
    const parts = dayParts(day.date, lng);
    const full = formatDay(new Date(`${day.date}T12:00:00Z`), lng, "UTC");
    const count = day.free > 0 ? t("strip.free", { count: day.free }) : t("strip.none");
    if (day.free === 0) {
      return (
        <li key={day.date} className={`${dayBox} border-dashed border-line text-ink-muted`}>
          <span className="text-sm">{parts.weekday}</span>
          <span className="font-medium line-through decoration-1">{parts.date}</span>
          <span className="text-xs">{count}</span>
        </li>
      );
    }
    const chosen = day.date === open;
    return (
      <li key={day.date} className="flex shrink-0">
        <a
          href={search({ day: day.date, slot: null })}
          aria-current={chosen ? "date" : undefined}
          aria-label={`${full}, ${count}`}
          className={`${dayBox} ${
            chosen
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-line bg-surface text-ink hover:border-brand-600"
          }`}
        >
          <span className="text-sm">{parts.weekday}</span>
          <span className="font-semibold">{parts.date}</span>
          <span className={`text-xs ${chosen ? "text-white" : "text-ink-muted"}`}>{count}</span>
        </a>
      </li>
    );
  });
  return (
    <nav ref={strip} aria-label={t("profile.weekDays")} className="mt-3 rounded-xl bg-canvas p-2">
      <div className="flex items-center justify-between gap-3 px-1">
        {previousWeek ? (
          <Link to={search({ week: previousWeek, day: null })} preventScrollReset className={weekLink}>
            {t("profile.previousWeek")}
          </Link>
        ) : (
          // No earlier or later week: an empty place keeps the week's name centred.
          <span aria-hidden="true" />
        )}
        <span className="text-center font-medium text-ink" aria-live="polite">
          {t("profile.week", { date: formatDay(new Date(`${week}T12:00:00Z`), lng, "UTC") })}
        </span>
        {nextWeek ? (
          <Link to={search({ week: nextWeek, day: null })} preventScrollReset className={`${weekLink} text-right`}>
            {t("profile.nextWeek")}
          </Link>
        ) : (
          <span aria-hidden="true" />
        )}
      </div>
      {days.some((day) => day.free > 0) ? (
        <LinkList className={rowStyle} preventScrollReset>
          {dayItems}
        </LinkList>
      ) : (
        // A week without a free time has no link in its row: the row itself takes the focus (with a
        // name), so that a keyboard can scroll it on a narrow screen (the week's words are below).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <ul tabIndex={0} aria-label={t("strip.emptyRow")} className={`${rowStyle} ${focusRing}`}>
          {dayItems}
        </ul>
      )}
    </nav>
  );
}
