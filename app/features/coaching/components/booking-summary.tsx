import { useEffect, useRef } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { useMessage } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { buttonStyles } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import { TOPIC_LIMIT } from "~/features/coaching/booking-limits";
import type { bookingPanel } from "~/features/coaching/booking-page.server";
import { navTarget } from "~/features/coaching/components/coach-profile-sections";
import { memberSeriesFormSchema } from "~/features/coaching/series.schema";
import { SESSION_MINUTES } from "~/features/coaching/sessions";
import type { FormAnswer } from "~/utils/app-error";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

type Panel = Awaited<ReturnType<typeof bookingPanel>>;

/** The booking form's refusal; for a time taken meanwhile, the free times nearest to it. */
export type SummaryAnswer = FormAnswer<"booking"> & { nearest?: { at: string; day: string }[] };

const blocker: Record<string, string> = {
  "coach-only": "profile.coachOnly",
  verify: "profile.verifyFirst",
  onboarding: "profile.onboardingFirst",
  "intake-only": "profile.intakeOnly",
  "no-allowance": "profile.noAllowance",
};

/**
 * "Just taken": where the member's eyes are, in the summary in place of the Book button, with the
 * nearest free times as buttons that choose them. It takes focus when it appears (so the page does
 * not move and a screen reader reads it), and `role="alert"` makes it heard without JavaScript too.
 */
function TimeRefused({
  answer,
  nearest,
  search,
  lng,
  zone,
}: {
  /** The action's answer, the same object until the next answer: focus moves once per refusal. */
  answer: SummaryAnswer;
  nearest: NonNullable<SummaryAnswer["nearest"]>;
  search: (changes: Record<string, string | null>) => string;
  lng: Language;
  zone: string;
}) {
  const { t } = useTranslation("coaching");
  const translate = useMessage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A new refusal (a new answer object) is announced again; a re-render leaves the focus be.
    if (answer) ref.current?.focus();
  }, [answer]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="time-refused"
      className="rounded-[var(--radius-control)] border border-danger-700/30 bg-danger-50 p-3 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <p id="time-refused" className="font-semibold text-ink">
        {translate(answer.problem?.key ?? "booking.taken")}
      </p>
      {nearest.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-ink">{t("strip.nearest")}</p>
          <ul className="mt-1 flex flex-col gap-2">
            {nearest.map((near) => {
              const when = formatDateTime(new Date(near.at), lng, zone);
              return (
                <li key={near.at}>
                  <Link
                    to={`${search({ day: near.day, week: near.day, slot: near.at })}#summary`}
                    preventScrollReset
                    className={`${buttonStyles.secondary} min-h-11 w-full`}
                    aria-label={t("strip.chooseNear", { when })}
                  >
                    {when}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink">{t("strip.noneNear")}</p>
      )}
    </div>
  );
}

/**
 * What will be booked, kept in view: at the bottom of the screen on a phone, beside the times on a
 * wide screen. Coach, session and time, an optional topic (folded away, so the bar stays small),
 * one primary button; a refusal shows here, next to where the button was.
 */
export function BookingSummary({
  coach,
  panel,
  answer,
  search,
  lng,
  busy,
  repeat,
  seriesPending,
}: {
  coach: { name: string; slug: string };
  panel: Panel;
  answer: SummaryAnswer | undefined;
  search: (changes: Record<string, string | null>) => string;
  lng: Language;
  busy: boolean;
  /** The series the button books, when one is previewed and ready. */
  repeat: { intervalWeeks: number; count: number } | null;
  /** A series is asked for but not bookable (yet): its chooser says why, the button waits. */
  seriesPending: boolean;
}) {
  const { t } = useTranslation("coaching");
  const zone = panel.viewerZone.replaceAll("_", " ");
  // The kind, the time and the key are the page's own (hidden); only the topic is typed.
  const [booking, fields] = useAppForm({
    id: "booking",
    schema: memberSeriesFormSchema,
    answer,
    defaultValue: {
      kind: panel.kind,
      start: panel.selected ?? "",
      idempotencyKey: panel.idempotencyKey,
      reschedule: panel.rescheduling?.id ?? "",
    },
  });
  const refused = answer?.nearest ?? null;
  const topicOpen = Boolean(fields.topic.errors?.length);
  const loginTo = `/${lng}/login?returnTo=${encodeURIComponent(`/${lng}/coaches/${coach.slug}${search({ slot: panel.selected })}`)}`;

  return (
    <aside
      id="summary"
      aria-labelledby="summary-heading"
      className="sticky bottom-0 z-10 -mx-6 mt-6 max-h-[85vh] overflow-y-auto border-t border-line bg-surface px-6 py-4 shadow-[0_-6px_16px_rgb(0_0_0/0.08)] md:top-6 md:bottom-auto md:mx-0 md:mt-0 md:px-4 md:self-start md:rounded-xl md:border md:shadow-none"
    >
      <h3 id="summary-heading" className="font-semibold text-ink">
        {t("profile.summary")}
      </h3>
      <p className="mt-1 text-ink">
        <strong>{t(`kind.${panel.kind}`, { minutes: SESSION_MINUTES[panel.kind] })}</strong>{" "}
        {t("profile.with", { name: coach.name })}
        <br />
        {panel.selected ? (
          <>
            {formatDateTime(new Date(panel.selected), lng, panel.viewerZone)} ({zone})
          </>
        ) : (
          <span className="text-ink-muted">{t("strip.noTime")}</span>
        )}
        {repeat && panel.selected ? (
          <>
            <br />
            {t(`series:summary.every${repeat.intervalWeeks}`, { count: repeat.count })}
          </>
        ) : null}
      </p>
      <div className="mt-3 flex flex-col gap-3">
        {answer && refused ? (
          <TimeRefused answer={answer} nearest={refused} search={search} lng={lng} zone={panel.viewerZone} />
        ) : null}
        {panel.eligibility === "login" ? (
          <Link variant="primary" to={loginTo}>
            {t("profile.loginToBook")}
          </Link>
        ) : panel.eligibility !== "ok" ? (
          <Alert tone="warning">{t(blocker[panel.eligibility] ?? "profile.noAllowance")}</Alert>
        ) : panel.selected && !seriesPending && !refused ? (
          <Form form={booking} preventScrollReset className="flex flex-col gap-3">
            <ErrorSummary
              errors={booking.allErrors}
              status={booking.status}
              fieldId={(name) => (name === "topic" && !panel.rescheduling ? fields.topic.id : null)}
            />
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
              <details open={topicOpen || undefined} className="group">
                <summary className={`${navTarget} cursor-pointer text-brand-700 underline underline-offset-2`}>
                  {t("strip.addTopic")}
                </summary>
                <div className="mt-2">
                  <TextAreaField
                    meta={fields.topic}
                    label={t("profile.topic")}
                    hint={t("profile.topicHint")}
                    rows={3}
                    maxLength={TOPIC_LIMIT}
                  />
                </div>
              </details>
            )}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button type="submit" aria-busy={busy}>
                {panel.rescheduling
                  ? t("profile.reschedule")
                  : repeat
                    ? t("series:confirm", { count: repeat.count })
                    : t("profile.confirm")}
              </Button>
              <Link to={search({ slot: null })} preventScrollReset className={navTarget}>
                {t("profile.cancelChoice")}
              </Link>
            </div>
          </Form>
        ) : null}
        {panel.allowanceLeft !== null && !panel.rescheduling && panel.eligibility === "ok" ? (
          <p className="text-sm text-ink-muted">{t("profile.allowanceLeft", { count: panel.allowanceLeft })}</p>
        ) : null}
      </div>
    </aside>
  );
}
