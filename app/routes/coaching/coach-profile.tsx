import { useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { TOPIC_LIMIT } from "~/features/coaching/booking-limits";
import { CoachAbout, navTarget, WeekSlots } from "~/features/coaching/components/coach-profile-sections";
import { memberSeriesFormSchema } from "~/features/coaching/series.schema";
import { SESSION_MINUTES, sessionKinds } from "~/features/coaching/sessions";
import { PublicRating } from "~/features/feedback/components/public-rating";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime, formatDay } from "~/utils/i18n/format";
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

export default function CoachProfile({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { coach, panel, series } = loaderData;
  const repeat = seriesReady(series) ? series.repeat : null;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const zone = panel.viewerZone.replaceAll("_", " ");
  const search = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams();
    const values: Record<string, string | null> = {
      type: panel.kind,
      week: panel.week,
      reschedule: panel.rescheduling?.id ?? null,
      slot: null,
      ...changes,
    };
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    return `?${next.toString()}`;
  };
  const canBook = panel.eligibility === "ok";
  // The kind, the time and the key are the page's own (hidden); only the topic is typed.
  const [booking, fields] = useAppForm({
    id: "booking",
    schema: memberSeriesFormSchema,
    answer: actionData as BookingAnswer | undefined,
    defaultValue: {
      kind: panel.kind,
      start: panel.selected ?? "",
      idempotencyKey: panel.idempotencyKey,
      reschedule: panel.rescheduling?.id ?? "",
    },
  });
  const blocker: Record<string, string> = {
    "coach-only": "profile.coachOnly",
    verify: "profile.verifyFirst",
    onboarding: "profile.onboardingFirst",
    "intake-only": "profile.intakeOnly",
    "no-allowance": "profile.noAllowance",
  };

  return (
    <FormMessages namespace="coaching" values={(actionData as BookingAnswer | undefined)?.problem?.values}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="flex flex-col gap-4">
            <CoachAbout coach={coach} />
            {loaderData.rating ? <PublicRating {...loaderData.rating} lng={lng} /> : null}
          </div>

          <section aria-labelledby="book-heading">
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
              <div className="mt-4 empty:hidden">
                <ErrorSummary
                  errors={booking.allErrors}
                  status={booking.status}
                  fieldId={(name) => (name === "topic" && !panel.rescheduling ? fields.topic.id : null)}
                />
              </div>
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
              <p className="text-sm text-ink-muted">{t("profile.zoneNote", { zone })}</p>
              <nav
                aria-label={t("profile.weekDays")}
                className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-canvas px-3 py-2"
              >
                {panel.previousWeek ? (
                  <Link to={search({ week: panel.previousWeek })} preventScrollReset className={navTarget}>
                    {t("profile.previousWeek")}
                  </Link>
                ) : (
                  // No earlier or later week: an empty place keeps the week's name centred.
                  <span aria-hidden="true" />
                )}
                <span className="font-medium text-ink" aria-live="polite">
                  {t("profile.week", { date: formatDay(new Date(`${panel.week}T12:00:00Z`), lng, "UTC") })}
                </span>
                {panel.nextWeek ? (
                  <Link to={search({ week: panel.nextWeek })} preventScrollReset className={navTarget}>
                    {t("profile.nextWeek")}
                  </Link>
                ) : (
                  // No earlier or later week: an empty place keeps the week's name centred.
                  <span aria-hidden="true" />
                )}
              </nav>
              <WeekSlots panel={panel} search={search} lng={lng} />
              <p className="mt-4">
                <Link to={`/${lng}/coaching/wait/${coach.slug}`}>{t("waitlist:link.waitForTime")}</Link>
              </p>

              <div id="summary" className="mt-6 scroll-mt-24 border-t border-line pt-4">
                {panel.eligibility === "login" ? (
                  <Link
                    variant="primary"
                    to={`/${lng}/login?returnTo=${encodeURIComponent(`/${lng}/coaches/${coach.slug}${search({ slot: panel.selected })}`)}`}
                  >
                    {t("profile.loginToBook")}
                  </Link>
                ) : !canBook ? (
                  <Alert tone="warning">{t(blocker[panel.eligibility] ?? "profile.noAllowance")}</Alert>
                ) : panel.selected ? (
                  <div className="flex flex-col gap-6">
                    {series ? (
                      <RepeatChooser
                        series={series}
                        keep={{ type: panel.kind, week: panel.week, slot: panel.selected }}
                        lng={lng}
                        zone={panel.viewerZone}
                      />
                    ) : null}
                    {series?.repeat && !repeat ? null : (
                      <Form form={booking} className="flex flex-col gap-4">
                        <h3 className="font-semibold text-ink">{t("profile.summary")}</h3>
                        <p className="text-ink">
                          <strong>{t(`kind.${panel.kind}`, { minutes: SESSION_MINUTES[panel.kind] })}</strong>{" "}
                          {t("profile.with", { name: coach.name })}
                          <br />
                          {formatDateTime(new Date(panel.selected), lng, panel.viewerZone)} ({zone})
                          {repeat ? (
                            <>
                              <br />
                              {t(`series:summary.every${repeat.intervalWeeks}`, { count: repeat.count })}
                            </>
                          ) : null}
                        </p>
                        {repeat ? (
                          <>
                            <input type="hidden" name={fields.repeat.name} value={String(repeat.intervalWeeks)} />
                            <input type="hidden" name={fields.count.name} value={String(repeat.count)} />
                          </>
                        ) : null}
                        <input type="hidden" name={fields.kind.name} value={panel.kind} />
                        <input type="hidden" name={fields.start.name} value={panel.selected} />
                        <input type="hidden" name={fields.idempotencyKey.name} value={panel.idempotencyKey} />
                        {panel.rescheduling ? (
                          <input type="hidden" name={fields.reschedule.name} value={panel.rescheduling.id} />
                        ) : (
                          <TextAreaField
                            meta={fields.topic}
                            label={t("profile.topic")}
                            hint={t("profile.topicHint")}
                            rows={3}
                            maxLength={TOPIC_LIMIT}
                          />
                        )}
                        <div className="flex flex-wrap items-center gap-4">
                          <Button type="submit" aria-busy={busy}>
                            {panel.rescheduling
                              ? t("profile.reschedule")
                              : repeat
                                ? t("series:confirm", { count: repeat.count })
                                : t("profile.confirm")}
                          </Button>
                          <Link to={search({})} preventScrollReset className={navTarget}>
                            {t("profile.cancelChoice")}
                          </Link>
                        </div>
                        {panel.allowanceLeft !== null && !panel.rescheduling ? (
                          <p className="text-sm text-ink-muted">
                            {t("profile.allowanceLeft", { count: panel.allowanceLeft })}
                          </p>
                        ) : null}
                      </Form>
                    )}
                  </div>
                ) : panel.allowanceLeft !== null ? (
                  <p className="text-sm text-ink-muted">{t("profile.allowanceLeft", { count: panel.allowanceLeft })}</p>
                ) : null}
              </div>
            </Card>
          </section>
        </div>
      </div>
    </FormMessages>
  );
}
