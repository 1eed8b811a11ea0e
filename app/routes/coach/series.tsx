import { Form as RouterForm } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { SeriesDates } from "~/features/coaching/components/series-dates";
import { SeriesPart } from "~/features/coaching/components/series-part";
import { SERIES_INTERVALS, SERIES_MAX, SERIES_MIN } from "~/features/coaching/series";
import { coachSeriesFormSchema } from "~/features/coaching/series.schema";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/series";
import type { CoachSeriesAnswer } from "./series.server";

// The coach books the sessions after one of their appointments as a series for its member: first a
// preview of the dates (a GET form, so it works without JavaScript), then one button books them
// all, or none when a date was taken meanwhile. Loader and action are in `series.server.ts`.

export { action, loader } from "./series.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const counts = Array.from({ length: SERIES_MAX - SERIES_MIN + 1 }, (_, i) => SERIES_MIN + i);

export default function CoachSeries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("series");
  const lng = useLanguage();
  const { appointment, zone, plan, repeat } = loaderData;
  const answer = actionData as CoachSeriesAnswer | undefined;
  const [form] = useAppForm({ id: "series", schema: coachSeriesFormSchema, answer });
  const ready = Boolean(repeat && plan?.allFree && plan.allowanceCovers);
  return (
    <FormMessages namespace="series" values={answer?.problem?.values}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <p>
          <Link to={`/coach/appointments/${appointment.id}`}>{t("coach.back")}</Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("coach.title")}</h1>
        <p className="text-ink">
          {t("coach.intro", {
            name: appointment.memberName || t("coach.formerMemberName"),
            when: formatDateTime(new Date(appointment.startsAt), lng, zone),
          })}
        </p>
        {loaderData.booked ? (
          <Alert tone="success" role="status">
            {t("coach.booked")}
          </Alert>
        ) : null}
        {loaderData.series ? (
          <SeriesPart
            series={loaderData.series}
            currentId={appointment.id}
            hrefOf={(id) => `/coach/appointments/${id}`}
            lng={lng}
            zone={zone}
          />
        ) : null}
        {loaderData.blocked ? (
          <Alert tone="info">{t(`blocked.${loaderData.blocked}`)}</Alert>
        ) : (
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("coach.choose")}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t("coach.rules")}</p>
            <RouterForm method="get" className="mt-4 flex flex-wrap items-end gap-3">
              <div className="flex min-w-40 flex-col gap-1">
                <label htmlFor="series-repeat" className="font-medium text-ink">
                  {t("repeat.label")}
                </label>
                <select
                  id="series-repeat"
                  name="repeat"
                  defaultValue={String(repeat?.intervalWeeks ?? 1)}
                  className={fieldStyle}
                >
                  {SERIES_INTERVALS.map((weeks) => (
                    <option key={weeks} value={weeks}>
                      {t("repeat.every", { count: weeks })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex min-w-28 flex-col gap-1">
                <label htmlFor="series-count" className="font-medium text-ink">
                  {t("repeat.count")}
                </label>
                <select id="series-count" name="count" defaultValue={String(repeat?.count ?? 4)} className={fieldStyle}>
                  {counts.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="secondary">
                {t("repeat.show")}
              </Button>
            </RouterForm>
            <div className="mt-4 empty:hidden">
              <ErrorSummary errors={form.allErrors} status={form.status} fieldId={() => null} />
            </div>
            {plan && repeat ? (
              <div className="mt-4 flex flex-col gap-3" aria-live="polite">
                <SeriesDates dates={plan.dates} lng={lng} zone={zone} who="coach" />
                {!plan.allFree ? (
                  <Alert tone="warning">{t("coach.notAllFree")}</Alert>
                ) : !plan.allowanceCovers ? (
                  <Alert tone="warning">{t("coach.noAllowance", { count: plan.dates.length })}</Alert>
                ) : null}
                {ready ? (
                  <Form form={form} className="flex flex-col gap-3">
                    <input type="hidden" name="intent" value="book" />
                    <input type="hidden" name="intervalWeeks" value={String(repeat.intervalWeeks)} />
                    <input type="hidden" name="count" value={String(repeat.count)} />
                    <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
                    <p className="text-sm text-ink-muted">{t("coach.mails")}</p>
                    <div>
                      <Button type="submit">{t("confirm", { count: repeat.count })}</Button>
                    </div>
                  </Form>
                ) : null}
              </div>
            ) : null}
          </Card>
        )}
      </div>
    </FormMessages>
  );
}
