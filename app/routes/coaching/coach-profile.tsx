import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { LinkList } from "~/components/ui/link-list";
import { getDb } from "~/db/client.server";
import { parseForm } from "~/features/accounts/forms";
import { requireRole } from "~/features/accounts/guards.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { BOOKING_INVALID, bookingFormSchema } from "~/features/coaching/booking.schema";
import { type BookingFailure, bookSlot, rescheduleAppointment } from "~/features/coaching/booking.server";
import { TOPIC_LIMIT } from "~/features/coaching/booking-limits";
import { bookingPanel, getPublishedCoach } from "~/features/coaching/booking-page.server";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { SESSION_MINUTES, sessionKinds } from "~/features/coaching/sessions";
import { languageParam } from "~/features/i18n/config";
import { formatDateTime, formatDay, formatTime } from "~/features/i18n/format";
import { getI18n } from "~/features/i18n/instance";
import { pageMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { kickJobs } from "~/features/jobs/registry.server";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/coach-profile";

/** The published coach the address names; anything that is not a slug names no coach. */
async function publishedCoach(slug: string) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const db = await getDb();
  const coach = await getPublishedCoach(db, slug);
  if (!coach) throw data(null, { status: 404 });
  return { db, coach };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const { db, coach } = await publishedCoach(params.slug);
  const user = await getCurrentUser(request);
  const panel = await bookingPanel(db, coach, user, new URL(request.url).searchParams, new Date());
  return {
    coach: {
      id: coach.id,
      slug: coach.slug,
      name: coach.name,
      headline: lng === "nl" ? coach.headlineNl : coach.headlineEn,
      bio: lng === "nl" ? coach.bioNl : coach.bioEn,
      specialties: coach.specialties,
      languages: coach.languages,
      modes: coach.modes,
      city: coach.city,
      timeZone: coach.timeZone,
      photoVersion: coach.photo ? coach.photoVersion : null,
    },
    panel,
    email: user?.email ?? null,
  };
}

/** What a refused booking form shows: a message beside the topic, or above the form. */
interface BookingRefusal {
  error: string;
  field?: "topic";
}

/**
 * The page's own words for the account part of the booking rule (`bookingEligibility`, applied by
 * booking and rescheduling in their transaction), the same ones the panel shows before a form.
 */
const accountRefusals: Partial<Record<BookingFailure, string>> = {
  login: "profile.loginToBook",
  "coach-only": "profile.coachOnly",
  verify: "profile.verifyFirst",
  onboarding: "profile.onboardingFirst",
};

function refused(reason: BookingFailure) {
  // Someone else's appointment (or none) is not found, as on its own page: nothing is revealed.
  if (reason === "not-yours") throw data(null, { status: 404 });
  const account = accountRefusals[reason];
  if (account) return data<BookingRefusal>({ error: account }, { status: 403 });
  return data<BookingRefusal>({ error: `booking.${reason}` }, { status: 409 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  // The page is public; booking is for members (verified and onboarded: the booking rule says so).
  const user = await requireRole(request, "member");
  const db = await getDb();
  // A coach who stopped being bookable while the page was open (unpublished, held, account
  // deactivated) is refused in words beside the form, not with a missing page.
  const coach = isSlug(params.slug) ? await getPublishedCoach(db, params.slug) : null;
  if (!coach) return data<BookingRefusal>({ error: "booking.unknown-coach" }, { status: 409 });
  const parsed = parseForm(bookingFormSchema, await request.formData());
  if (!parsed.ok) {
    const { topic, ...others } = parsed.errors;
    const other = Object.values(others)[0];
    if (other || !topic) return data<BookingRefusal>({ error: other ?? BOOKING_INVALID }, { status: 400 });
    return data<BookingRefusal>({ error: topic, field: "topic" }, { status: 400 });
  }
  const { kind, start, topic, idempotencyKey, reschedule } = parsed.data;
  const now = new Date();
  // Booking and moving queue their mails in their own transaction.
  if (reschedule) {
    const result = await rescheduleAppointment(db, { appointmentId: reschedule, memberId: user.id, start, now });
    if (!result.ok) return refused(result.reason);
    kickJobs();
    throw redirect(`/${lng}/coaching/${result.appointmentId}?rescheduled=1`);
  }
  const result = await bookSlot(db, { coachId: coach.id, memberId: user.id, kind, start, topic, idempotencyKey, now });
  if (!result.ok) return refused(result.reason);
  if (!result.duplicate) kickJobs();
  throw redirect(`/${lng}/coaching/${result.appointmentId}?booked=1`);
}

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

const dayParts = ["morning", "afternoon", "evening"] as const;

// A week can hold a hundred times: plain links in one LinkList, styled as buttons.
const slotFree = `${buttonStyles.secondary} min-h-12 min-w-20 px-3`;
const slotChosen = `${buttonStyles.primary} min-h-12 min-w-20 px-3`;

/** A text link that stands alone: at least 44 px high, comfortable to tap (WCAG 2.5.8 asks 24). */
const navTarget = "inline-flex min-h-11 items-center px-1";

export default function CoachProfile({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { coach, panel } = loaderData;
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
  const topicError = actionData?.field === "topic" ? actionData.error : null;
  const blocker: Record<string, string> = {
    "coach-only": "profile.coachOnly",
    verify: "profile.verifyFirst",
    onboarding: "profile.onboardingFirst",
    "intake-only": "profile.intakeOnly",
    "no-allowance": "profile.noAllowance",
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
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
            {actionData?.error && actionData.field !== "topic" ? (
              <div className="mt-4">
                <Alert tone="danger" role="alert">
                  {t(actionData.error)}
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
                <span className="text-ink-muted" aria-hidden="true">
                  ·
                </span>
              )}
              <span className="font-medium text-ink" aria-live="polite">
                {t("profile.week", { date: formatDay(new Date(`${panel.week}T12:00:00Z`), lng, "UTC") })}
              </span>
              {panel.nextWeek ? (
                <Link to={search({ week: panel.nextWeek })} preventScrollReset className={navTarget}>
                  {t("profile.nextWeek")}
                </Link>
              ) : (
                <span className="text-ink-muted" aria-hidden="true">
                  ·
                </span>
              )}
            </nav>
            <div className="mt-4 flex flex-col gap-5">
              {panel.days.every((day) => dayParts.every((part) => day.parts[part].length === 0)) ? (
                <div className="rounded-xl border border-dashed border-line p-4">
                  <p className="text-ink">{t("profile.noSlotsWeek")}</p>
                  {panel.later ? (
                    <p className="mt-2">
                      {t("profile.nextAvailable", {
                        when: formatDateTime(new Date(panel.later.at), lng, panel.viewerZone),
                      })}{" "}
                      <Link to={search({ week: panel.later.week })} preventScrollReset className={navTarget}>
                        {t("profile.goToNext")}
                      </Link>
                    </p>
                  ) : null}
                </div>
              ) : null}
              {panel.days
                .filter((day) => dayParts.some((part) => day.parts[part].length > 0))
                .map((day) => {
                  const dayLabel = formatDay(new Date(`${day.date}T12:00:00Z`), lng, "UTC");
                  return (
                    <div key={day.date}>
                      <h4 className="font-semibold text-ink">{dayLabel}</h4>
                      {dayParts
                        .filter((part) => day.parts[part].length > 0)
                        .map((part) => (
                          <div key={part} className="mt-2">
                            <p className="text-sm text-ink-muted">{t(`profile.${part}`)}</p>
                            <LinkList className="mt-1 flex flex-wrap gap-2" preventScrollReset>
                              {day.parts[part].map((iso) => {
                                const chosen = panel.selected === iso;
                                const time = formatTime(new Date(iso), lng, panel.viewerZone);
                                return (
                                  <li key={iso}>
                                    <a
                                      href={`${search({ slot: iso })}#summary`}
                                      aria-current={chosen ? "true" : undefined}
                                      aria-label={t("profile.slotLabel", { day: dayLabel, time })}
                                      className={chosen ? slotChosen : slotFree}
                                    >
                                      {time}
                                    </a>
                                  </li>
                                );
                              })}
                            </LinkList>
                          </div>
                        ))}
                    </div>
                  );
                })}
            </div>

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
                <Form method="post" className="flex flex-col gap-4">
                  <h3 className="font-semibold text-ink">{t("profile.summary")}</h3>
                  <p className="text-ink">
                    <strong>{t(`kind.${panel.kind}`, { minutes: SESSION_MINUTES[panel.kind] })}</strong>{" "}
                    {t("profile.with", { name: coach.name })}
                    <br />
                    {formatDateTime(new Date(panel.selected), lng, panel.viewerZone)} ({zone})
                  </p>
                  <input type="hidden" name="kind" value={panel.kind} />
                  <input type="hidden" name="start" value={panel.selected} />
                  <input type="hidden" name="idempotencyKey" value={panel.idempotencyKey} />
                  {panel.rescheduling ? (
                    <input type="hidden" name="reschedule" value={panel.rescheduling.id} />
                  ) : (
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor="topic" className="font-medium text-ink">
                        {t("profile.topic")}
                      </label>
                      <textarea
                        id="topic"
                        name="topic"
                        rows={3}
                        maxLength={TOPIC_LIMIT}
                        aria-invalid={topicError ? true : undefined}
                        aria-describedby={topicError ? "topic-hint topic-error" : "topic-hint"}
                        className="rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-base text-ink aria-[invalid=true]:border-danger-700"
                      />
                      <p id="topic-hint" className="text-sm text-ink-muted">
                        {t("profile.topicHint")}
                      </p>
                      {topicError ? (
                        <p id="topic-error" className="text-sm font-medium text-danger-700">
                          {t(topicError)}
                        </p>
                      ) : null}
                    </div>
                  )}
                  <div className="flex flex-wrap items-center gap-4">
                    <button
                      type="submit"
                      aria-busy={busy}
                      className="min-h-11 rounded-[var(--radius-control)] bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {panel.rescheduling ? t("profile.reschedule") : t("profile.confirm")}
                    </button>
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
              ) : panel.allowanceLeft !== null ? (
                <p className="text-sm text-ink-muted">{t("profile.allowanceLeft", { count: panel.allowanceLeft })}</p>
              ) : null}
            </div>
          </Card>
        </section>
      </div>
    </div>
  );
}
