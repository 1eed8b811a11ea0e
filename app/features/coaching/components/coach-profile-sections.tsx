import { buttonStyles } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import { LinkList } from "~/components/ui/link-list";
import type { bookingPanel } from "~/features/coaching/booking-page.server";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { dayParts } from "~/features/coaching/date-strip";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime, formatDay, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

type Panel = Awaited<ReturnType<typeof bookingPanel>>;

// A day can hold thirty times: plain links in one LinkList, styled as buttons. On a phone the
// summary sits over the bottom of the screen: a time reached with Tab scrolls clear of it.
const slotFree = `${buttonStyles.secondary} min-h-12 px-2 scroll-mb-64 md:scroll-mb-0`;
const slotChosen = `${buttonStyles.primary} min-h-12 px-2 scroll-mb-64 md:scroll-mb-0`;

/** A text link that stands alone: at least 44 px high, comfortable to tap (WCAG 2.5.8 asks 24). */
export const navTarget = "inline-flex min-h-11 items-center px-1";

/** Who the coach is: photo, name, headline, biography, specialties, languages, ways of working. */
export function CoachAbout({
  coach,
}: {
  coach: {
    id: string;
    name: string;
    headline: string;
    bio: string;
    specialties: readonly string[];
    languages: readonly string[];
    modes: readonly string[];
    city: string | null;
    timeZone: string;
    photoVersion: number | null;
  };
}) {
  const { t } = useTranslation("coaching");
  return (
    <section aria-labelledby="coach-name" className="flex flex-col gap-5">
      <div className="flex items-center gap-5">
        <CoachAvatar id={coach.id} name={coach.name} photoVersion={coach.photoVersion} size="lg" />
        <div>
          <h1 id="coach-name" className="text-3xl font-bold tracking-tight text-ink">
            {coach.name}
          </h1>
          <p className="mt-1 text-lg text-ink-muted">{coach.headline}</p>
        </div>
      </div>
      <div>
        <h2 className="text-xl font-semibold text-ink">{t("profile.about", { name: coach.name })}</h2>
        <p className="mt-2 max-w-prose leading-relaxed text-ink">{coach.bio}</p>
      </div>
      <dl className="grid gap-3">
        <div>
          <dt className="font-semibold text-ink">{t("profile.specialties")}</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {coach.specialties.map((key) => (
              <span key={key} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {t(`specialty.${key}`)}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("profile.languages")}</dt>
          <dd className="text-ink">{coach.languages.map((code) => t(`language.${code}`)).join(", ")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{t("profile.modes")}</dt>
          <dd className="text-ink">
            {coach.modes.map((mode) => t(`mode.${mode}`)).join(", ")}
            {coach.city ? ` ${t("directory.city", { city: coach.city })}` : ""}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{t("profile.zone", { zone: coach.timeZone.replaceAll("_", " ") })}</p>
    </section>
  );
}

/**
 * The open day's free times as large buttons (links: choosing one is a new address, with or
 * without JavaScript) by part of the day, the zone named above them. A week without any free time
 * says so and links to the next week that has one; a day without any points back to the strip.
 */
export function DayTimes({
  panel,
  day,
  search,
  lng,
}: {
  panel: Pick<Panel, "days" | "later" | "selected" | "viewerZone"> & { earlier?: Panel["earlier"] };
  /** The open day, "YYYY-MM-DD" on the viewer's calendar. */
  day: string;
  /** The page's address with these parameters changed. */
  search: (changes: Record<string, string | null>) => string;
  lng: Language;
}) {
  const { t } = useTranslation("coaching");
  const dayLabel = formatDay(new Date(`${day}T12:00:00Z`), lng, "UTC");
  const times = panel.days.find((each) => each.date === day)?.parts;
  const weekEmpty = panel.days.every((each) => dayParts.every((part) => each.parts[part].length === 0));
  if (weekEmpty) {
    return (
      <div className="mt-4 rounded-xl border border-dashed border-line p-4">
        <p className="text-ink">{t("profile.noSlotsWeek")}</p>
        {panel.later ? (
          <p className="mt-2">
            {t("profile.nextAvailable", {
              when: formatDateTime(new Date(panel.later.at), lng, panel.viewerZone),
            })}{" "}
            <Link to={search({ week: panel.later.week, day: null })} preventScrollReset className={navTarget}>
              {t("profile.goToNext")}
            </Link>
          </p>
        ) : panel.earlier ? (
          <p className="mt-2">
            {t("profile.firstAvailable", {
              when: formatDateTime(new Date(panel.earlier.at), lng, panel.viewerZone),
            })}{" "}
            <Link to={search({ week: panel.earlier.week, day: null })} preventScrollReset className={navTarget}>
              {t("profile.goToNext")}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-ink">{t("profile.noSlotsAtAll")}</p>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="day-times" className="mt-4">
      <h4 id="day-times" className="font-semibold text-ink">
        {dayLabel}
      </h4>
      <p className="text-sm text-ink-muted">{t("profile.zoneNote", { zone: panel.viewerZone.replaceAll("_", " ") })}</p>
      {!times || dayParts.every((part) => times[part].length === 0) ? (
        <p className="mt-3 rounded-xl border border-dashed border-line p-4 text-ink">{t("strip.noneThisDay")}</p>
      ) : (
        dayParts
          .filter((part) => times[part].length > 0)
          .map((part) => (
            <div key={part} className="mt-3">
              <h5 className="text-sm font-medium text-ink-muted">{t(`profile.${part}`)}</h5>
              <LinkList className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-4" preventScrollReset>
                {times[part].map((iso) => {
                  const chosen = panel.selected === iso;
                  const time = formatTime(new Date(iso), lng, panel.viewerZone);
                  return (
                    <li key={iso} className="flex">
                      <a
                        href={`${search({ day, slot: iso })}#summary`}
                        aria-current={chosen ? "true" : undefined}
                        aria-label={t("profile.slotLabel", { day: dayLabel, time })}
                        className={`w-full ${chosen ? slotChosen : slotFree}`}
                      >
                        {time}
                      </a>
                    </li>
                  );
                })}
              </LinkList>
            </div>
          ))
      )}
    </section>
  );
}
