import { ErrorSummary } from "~/components/form/error-summary";
import { RadioGroupField, TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { MAX_COMMENT, RATINGS, ratingFormSchema } from "~/features/feedback/feedback.schema";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/feedback";
import type { RatingAnswer } from "./feedback.server";

// The member rates a held session (`/:lng/coaching/:id/feedback`): a score of 1 to 5, whether they
// would recommend the coach, and a comment if they like; once given, the page thanks them and
// shows what they gave (a rating is not edited). A session that was not held has no form. Loader
// and action are in `feedback.server.ts`; the form is a Conform form over `ratingFormSchema`.

export { action, loader } from "./feedback.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "feedback:metaTitle");

const messageValues = { max: MAX_COMMENT };

/** The controls the summary's messages link to (the first radio button carries its group's id). */
const controls: Record<string, string> = {
  rating: "rate-rating",
  recommend: "rate-recommend",
  comment: "rate-comment",
};

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const lng = useLanguage();
  const { session, rating, timeZone } = loaderData;
  const answer = actionData as RatingAnswer | undefined;
  const [form, fields] = useAppForm({ id: "rate", schema: ratingFormSchema, answer });
  const when = formatDateTime(new Date(session.startsAt), lng, timeZone);
  // A refusal that is not about a field (rated already, not held): said above whatever the page shows.
  const problem = answer?.problem && answer.problem.code !== "invalid" ? answer.problem : null;
  return (
    <FormMessages namespace="feedback" values={messageValues}>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <p>
          <Link to={`/${lng}/coaching/${session.id}`}>{t("back")}</Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{rating ? t("thanks.title") : t("title")}</h1>
        <p className="mt-2 text-ink-muted">
          {t("session", { kind: t(`coaching:kind.${session.kind}Short`), name: session.coachName, when })}
        </p>
        {problem ? (
          <div className="mt-4">
            <Alert tone="warning" role="alert">
              {t(problem.key)}
            </Alert>
          </div>
        ) : null}
        {rating ? (
          <Card className="mt-6">
            <p className="text-ink">{t("thanks.text")}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-ink">{t("thanks.rating")}</dt>
              <dd className="text-ink">
                {`${t("form.ratingOption", { count: rating.rating })} · ${t(`form.ratingWords.${rating.rating}`)}`}
              </dd>
              <dt className="font-semibold text-ink">{t("thanks.recommend")}</dt>
              <dd className="text-ink">{rating.recommend ? t("form.yes") : t("form.no")}</dd>
              <dt className="font-semibold text-ink">{t("thanks.comment")}</dt>
              <dd className="whitespace-pre-line break-words text-ink">{rating.comment ?? t("thanks.noComment")}</dd>
              <dt className="font-semibold text-ink">{t("thanks.ratedOn")}</dt>
              <dd className="text-ink">{formatDate(new Date(rating.createdAt), lng, timeZone)}</dd>
            </dl>
          </Card>
        ) : !session.held ? (
          <div className="mt-6">
            <Alert tone="info" title={t("notHeld.title")}>
              {t("notHeld.text")}
            </Alert>
          </div>
        ) : (
          <>
            <p className="mt-4 text-ink">{t("intro")}</p>
            <div className="mt-4">
              <ErrorSummary errors={form.allErrors} status={form.status} fieldId={(name) => controls[name] ?? null} />
            </div>
            <Card className="mt-6">
              <Form form={form} className="flex flex-col gap-6">
                <input type="hidden" name="intent" value="rate" />
                <RadioGroupField
                  meta={fields.rating}
                  label={t("form.rating")}
                  options={RATINGS.map((value) => ({
                    value,
                    label: `${t("form.ratingOption", { count: Number(value) })} · ${t(`form.ratingWords.${value}`)}`,
                  }))}
                />
                <RadioGroupField
                  meta={fields.recommend}
                  label={t("form.recommend", { name: session.coachName })}
                  orientation="horizontal"
                  options={[
                    { value: "yes", label: t("form.yes") },
                    { value: "no", label: t("form.no") },
                  ]}
                />
                <TextAreaField
                  meta={fields.comment}
                  label={t("form.comment")}
                  hint={t("form.commentHint", { max: MAX_COMMENT })}
                  rows={4}
                  maxLength={MAX_COMMENT}
                />
                <div>
                  <Button type="submit">{t("form.submit")}</Button>
                </div>
              </Form>
            </Card>
          </>
        )}
      </div>
    </FormMessages>
  );
}
