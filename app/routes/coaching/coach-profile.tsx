import { type ShouldRevalidateFunction, useNavigation } from "react-router";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { BookingSummary } from "~/features/coaching/components/booking-summary";
import { CoachAbout, DayTimes } from "~/features/coaching/components/coach-profile-sections";
import { DateStrip } from "~/features/coaching/components/date-strip";
import { SESSION_MINUTES, sessionKinds } from "~/features/coaching/sessions";
import { PublicRating } from "~/features/feedback/components/public-rating";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/coach-profile";
import type { BookingAnswer } from "./coach-profile.server";
import { RepeatChooser, seriesReady } from "./coach-profile-series";

export { action, loader } from "./coach-profile.server";

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  const lng = languageParam(params.lng);
  if (!loaderData) return [{ title: "Vitaal" }];
  return pageMeta({
    title: loaderData.coach.name,
    description: loaderData.coach.headline || getI18n(lng).t("coaching:directory.metaDescription"),
    lng,
    path: `/coaches/${loaderData.coach.slug}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

/**
 * A refused booking answers 409; React Router skips loaders after 4xx by default, but a time taken
 * meanwhile must leave the list and the summary: read the page again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export default function CoachProfile({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { coach, panel, series, strip } = loaderData;
  const repeat = seriesReady(series) ? series.repeat : null;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const answer = actionData as BookingAnswer | undefined;
  // The address holds every choice (type, week, day, time, a move, a series), so each link and the
  // back button work without JavaScript; choosing anew drops what depends on the old choice.
  const search = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams();
    const values: Record<string, string | null> = {
      type: panel.kind,
      week: panel.week,
      day: strip.day,
      reschedule: panel.rescheduling?.id ?? null,
      slot: null,
      ...changes,
    };
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    return `?${next.toString()}`;
  };

  return (
    <FormMessages namespace="coaching" values={answer?.problem?.values}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
          <div className="flex flex-col gap-4">
            <CoachAbout coach={coach} />
            {loaderData.rating ? <PublicRating {...loaderData.rating} lng={lng} /> : null}
          </div>

          <section aria-labelledby="book-heading" className="min-w-0">
            <Card>
              <h2 id="book-heading" className="text-2xl font-semibold text-ink">
                {t("profile.book")}
              </h2>
              {panel.rescheduling ? (
                <div className="mt-4">
                  <Alert tone="info">
                    {t("profile.rescheduling", {
                      when: formatDateTime(new Date(panel.rescheduling.startsAt), lng, panel.viewerZone),
                    })}
                  </Alert>
                </div>
              ) : null}
              {!panel.rescheduling ? (
                <fieldset className="mt-5">
                  <legend className="font-semibold text-ink">{t("profile.chooseKind")}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {sessionKinds.map((kind) => (
                      <Link
                        key={kind}
                        to={search({ type: kind })}
                        preventScrollReset
                        aria-current={panel.kind === kind ? "true" : undefined}
                        variant={panel.kind === kind ? "primary" : "secondary"}
                      >
                        {t(`kind.${kind}`, { minutes: SESSION_MINUTES[kind] })}
                      </Link>
                    ))}
                  </div>
                </fieldset>
              ) : null}

              <h3 className="mt-6 font-semibold text-ink">{t("profile.chooseSlot")}</h3>
              <DateStrip
                days={strip.days}
                open={strip.day}
                week={panel.week}
                previousWeek={panel.previousWeek}
                nextWeek={panel.nextWeek}
                search={search}
                lng={lng}
              />
              <div className="md:mt-2 md:grid md:grid-cols-[minmax(0,1fr)_18rem] md:gap-6">
                <div>
                  <DayTimes panel={panel} day={strip.day} search={search} lng={lng} />
                  {series && panel.selected && panel.eligibility === "ok" ? (
                    <div className="mt-6">
                      <RepeatChooser
                        series={series}
                        keep={{ type: panel.kind, week: panel.week, day: strip.day, slot: panel.selected }}
                        lng={lng}
                        zone={panel.viewerZone}
                      />
                    </div>
                  ) : null}
                  <p className="mt-4">
                    <Link to={`/${lng}/coaching/wait/${coach.slug}`}>{t("waitlist:link.waitForTime")}</Link>
                  </p>
                </div>
                <BookingSummary
                  // A new time is a new form: what was refused for the last one is not kept.
                  key={panel.selected ?? ""}
                  coach={coach}
                  panel={panel}
                  answer={answer}
                  search={search}
                  lng={lng}
                  busy={busy}
                  repeat={repeat}
                  seriesPending={Boolean(series?.repeat && !repeat)}
                />
              </div>
            </Card>
          </section>
        </div>
      </div>
    </FormMessages>
  );
}
