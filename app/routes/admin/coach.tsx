import { Form as RouterForm, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { adminCoachFormSchema, HOLD_REASON_MAX } from "~/features/admin/coaches.schema";
import { RatingComments } from "~/features/feedback/components/rating-comments";
import { RatingFigures } from "~/features/feedback/components/rating-figures";
import { formatDate, formatDateTime, formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/coach";
import type { CoachAnswer } from "./coach.server";

// One practice in the back office: its state, account and figures, publishing it, and holding it
// out of the directory with a reason for the coach. Loader and action are in `coach.server.ts`;
// the hold is a Conform form over `adminCoachFormSchema`, with one error summary for it and the
// publication buttons' answers (decision 028).

export { action, loader } from "./coach.server";

const messageValues = { max: HOLD_REASON_MAX };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.coach.name ?? "Coach"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminCoach({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const busy = useNavigation().state === "submitting";
  const { coach, timeZone, replies } = loaderData;
  const answer = actionData as CoachAnswer | undefined;
  const [hold, holdFields] = useAppForm({ id: "hold", schema: adminCoachFormSchema, answer });
  // The hold form as it is checked now, or the answer to a publication button.
  const summary =
    answer?.form === "publication"
      ? { errors: answer.result.error, status: answer.result.status }
      : { errors: hold.allErrors, status: hold.status };
  const held = coach.hold;
  const figures: [string, number][] = [
    ["month", coach.figures.month],
    ["year", coach.figures.year],
    ["completed", coach.figures.completed],
    ["noShows", coach.figures.noShows],
    ["cancelledByMember", coach.figures.cancelledByMember],
    ["cancelledByCoach", coach.figures.cancelledByCoach],
  ];
  return (
    <FormMessages namespace="admin" values={messageValues}>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <p>
          <Link to="/admin/coaches">{t("coaches.back")}</Link>
        </p>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{coach.name}</h1>
            <p className="mt-1 text-ink-muted">
              {held
                ? t("coaches.detail.held")
                : coach.published
                  ? t("coaches.detail.published")
                  : t("coaches.detail.unpublished")}
            </p>
          </div>
          {coach.published ? null : (
            <RouterForm method="post" className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="publish" isDisabled={busy}>
                {t("coaches.publish")}
              </Button>
              {held ? (
                <Button type="submit" name="intent" value="release" isDisabled={busy} variant="secondary">
                  {t("coaches.release")}
                </Button>
              ) : null}
            </RouterForm>
          )}
        </div>
        {coach.deactivated ? (
          <div className="mt-6">
            <Alert tone="warning" title={t("coaches.detail.deactivatedTitle")}>
              {t("coaches.detail.deactivated", { count: coach.figures.upcoming })}
            </Alert>
          </div>
        ) : null}
        {held ? (
          <div className="mt-6">
            <Alert tone="warning" title={t("coaches.detail.heldTitle")}>
              <p>
                {t("coaches.detail.heldSince", {
                  date: formatDate(new Date(held.since), lng, timeZone),
                  by: held.by ?? t("coaches.pending.formerAdmin"),
                })}
              </p>
              <p className="mt-2 whitespace-pre-line">
                {held.reason ? t("coaches.detail.heldReason", { reason: held.reason }) : t("coaches.detail.noReason")}
              </p>
            </Alert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-3 empty:hidden">
          {answer?.done ? <Alert tone="success">{t(`coaches.done.${answer.done}`)}</Alert> : null}
          <ErrorSummary
            errors={summary.errors}
            status={summary.status}
            fieldId={(name) => (answer?.form !== "publication" && name === "reason" ? "hold-reason" : null)}
          />
        </div>

        {held ? null : (
          <div className="mt-8 max-w-xl">
            <Card>
              <h2 className="text-xl font-semibold text-ink">
                {coach.published ? t("coaches.hold.titlePublished") : t("coaches.hold.title")}
              </h2>
              <p className="mt-1 text-ink-muted">{t("coaches.hold.intro")}</p>
              <Form form={hold} className="mt-4 flex flex-col gap-2">
                <TextAreaField
                  meta={holdFields.reason}
                  label={t("coaches.hold.reason")}
                  hint={t("coaches.hold.reasonHint", { max: HOLD_REASON_MAX })}
                  rows={3}
                  maxLength={HOLD_REASON_MAX}
                />
                <div>
                  <Button type="submit" name="intent" value="unpublish" isDisabled={busy} variant="secondary">
                    {coach.published ? t("coaches.unpublish") : t("coaches.hold.submit")}
                  </Button>
                </div>
              </Form>
            </Card>
          </div>
        )}

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("coaches.detail.account")}</h2>
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
              <dt className="text-ink-muted">{t("coaches.columns.email")}</dt>
              <dd className="break-all text-ink">
                {coach.userId ? <Link to={`/admin/users/${coach.userId}`}>{coach.email}</Link> : t("coaches.noAccount")}
              </dd>
              <dt className="text-ink-muted">{t("coaches.detail.page")}</dt>
              <dd className="break-all text-ink">
                {coach.published && !coach.deactivated ? (
                  <Link to={`/${lng}/coaches/${coach.slug}`}>{`/${lng}/coaches/${coach.slug}`}</Link>
                ) : (
                  t("coaches.detail.notInDirectory")
                )}
              </dd>
              <dt className="text-ink-muted">{t("coaches.columns.nextSlot")}</dt>
              <dd className="text-ink">
                {coach.nextSlot ? formatDateTime(new Date(coach.nextSlot), lng, timeZone) : t("coaches.noSlot")}
              </dd>
            </dl>
          </Card>
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("coaches.detail.figures")}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t("coaches.figuresHint")}</p>
            <dl className="mt-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-2">
              {figures.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-muted">{t(`coaches.columns.${key}`)}</dt>
                  <dd className="text-right tabular-nums font-semibold text-ink">{formatNumber(value, lng)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("coaches.detail.replyTitle")}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t("coaches.detail.replyHint", { days: replies.windowDays })}</p>
            <dl className="mt-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-2">
              <dt className="text-ink-muted">{t("coaches.detail.replyStated")}</dt>
              <dd className="text-right font-semibold text-ink">
                {replies.statedDays === null
                  ? t("coaches.detail.replyNotStated")
                  : t("coaches.detail.replyStatedDays", { count: replies.statedDays })}
              </dd>
              <dt className="text-ink-muted">{t("coaches.detail.replyMedian")}</dt>
              <dd className="text-right tabular-nums font-semibold text-ink">
                {replies.medianHours === null
                  ? t("coaches.detail.replyNone")
                  : t("coaches.detail.replyHours", {
                      hours: formatNumber(replies.medianHours, lng, { maximumFractionDigits: 1 }),
                    })}
              </dd>
              <dt className="text-ink-muted">{t("coaches.detail.replyCount")}</dt>
              <dd className="text-right tabular-nums font-semibold text-ink">{formatNumber(replies.replies, lng)}</dd>
              <dt className="text-ink-muted">
                {t("coaches.detail.replyUnanswered", { days: replies.unansweredAfterDays })}
              </dt>
              <dd className="text-right tabular-nums font-semibold text-ink">
                {formatNumber(replies.unanswered, lng)}
              </dd>
            </dl>
          </Card>
          <RatingFigures figures={loaderData.ratings} lng={lng} audience="admin" />
        </div>
        <div className="mt-6">
          <RatingComments {...loaderData.comments} lng={lng} timeZone={timeZone} />
        </div>
      </div>
    </FormMessages>
  );
}
