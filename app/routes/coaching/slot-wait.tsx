import { ErrorSummary } from "~/components/form/error-summary";
import { InputField, RadioGroupField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Link } from "~/components/ui/link";
import { SESSION_MINUTES, sessionKinds } from "~/features/coaching/sessions";
import { MAX_WAIT_DAYS, waitPageSchema } from "~/features/coaching/slot-waits";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/slot-wait";
import type { WaitAnswer } from "./slot-wait.server";

// The member's wait for a time with one coach (`/:lng/coaching/wait/:slug`): without a wait, the
// form to choose the kind of session and the days; with one, what it is, the times offered from
// it, and withdrawing it (asked twice). Loader and action are in `slot-wait.server.ts`.

export { action, loader } from "./slot-wait.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "waitlist:wait.metaTitle");

const messageValues = { days: MAX_WAIT_DAYS };

const controls: Record<string, string> = { kind: "join-kind", fromDate: "join-fromDate", toDate: "join-toDate" };

/** A calendar date (YYYY-MM-DD) written out; noon UTC keeps it on its own day in any zone. */
const dayOf = (date: string, lng: "nl" | "en") => formatDate(new Date(`${date}T12:00:00Z`), lng, "UTC");

export default function SlotWait({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("waitlist");
  const lng = useLanguage();
  const { coach, wait, form: defaults, eligibility, timeZone } = loaderData;
  const answer = actionData as WaitAnswer | undefined;
  const [join, fields] = useAppForm({
    id: "join",
    schema: waitPageSchema,
    answer,
    defaultValue: { intent: "join", kind: defaults.kind, fromDate: defaults.fromDate, toDate: defaults.toDate },
  });
  // A refusal that is not about a field (already waiting, not allowed to book): said at the top.
  const problem = answer?.problem && answer.problem.code !== "invalid" ? answer.problem : null;
  const kindOptions = sessionKinds.map((kind) => ({
    value: kind,
    label: t(`coaching:kind.${kind}`, { minutes: SESSION_MINUTES[kind] }),
  }));
  return (
    <FormMessages namespace="waitlist" values={messageValues}>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <p>
          <Link to={`/${lng}/coaches/${coach.slug}`}>{t("wait.back", { name: coach.name })}</Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{t("wait.title", { name: coach.name })}</h1>
        <p className="mt-2 text-ink-muted">{t("wait.intro", { name: coach.name })}</p>
        <div className="mt-4">
          <ErrorSummary errors={join.allErrors} status={join.status} fieldId={(name) => controls[name] ?? null} />
        </div>
        {problem ? (
          <div className="mt-4">
            <Alert tone="warning" role="alert">
              {t(problem.key)}
            </Alert>
          </div>
        ) : null}
        {answer?.done ? (
          <p role="status" className="mt-4 font-semibold text-success-700">
            {t(`done.${answer.done}`)}
          </p>
        ) : null}
        {wait ? (
          <>
            <Card className="mt-6">
              <h2 className="text-xl font-semibold text-ink">{t("wait.currentTitle")}</h2>
              <p className="mt-2 text-ink">
                {t("wait.current", {
                  kind: t(`coaching:kind.${wait.kind}Short`),
                  from: dayOf(wait.fromDate, lng),
                  to: dayOf(wait.toDate, lng),
                })}
              </p>
              <p className="mt-2 text-ink-muted">{t("wait.howItWorks")}</p>
              <div className="mt-4">
                <ConfirmAction
                  label={t("wait.withdraw")}
                  consequence={t("wait.withdrawConsequence")}
                  confirmLabel={t("wait.withdrawConfirm")}
                  intent="withdraw"
                />
              </div>
            </Card>
            <section aria-labelledby="offers-title" className="mt-8">
              <h2 id="offers-title" className="text-xl font-semibold text-ink">
                {t("wait.offersTitle")}
              </h2>
              {wait.offers.length === 0 ? (
                <p className="mt-2 text-ink-muted">{t("wait.noOffers")}</p>
              ) : (
                <ul className="mt-3 flex flex-col gap-3">
                  {wait.offers.map((offer) => {
                    const when = formatDateTime(new Date(offer.startsAt), lng, timeZone);
                    return (
                      <li key={offer.id}>
                        <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                          <span className="font-semibold text-ink">{when}</span>
                          <Link
                            variant="secondary"
                            to={`/${lng}/coaching/offers/${offer.id}`}
                            aria-label={t("wait.openOfferLabel", { when })}
                          >
                            {t("wait.openOffer")}
                          </Link>
                        </Card>
                      </li>
                    );
                  })}
                </ul>
              )}
              <p className="mt-3 text-sm text-ink-muted">{t("wait.zone", { zone: timeZone })}</p>
            </section>
          </>
        ) : (
          <Card className="mt-6">
            <h2 className="text-xl font-semibold text-ink">{t("wait.formTitle")}</h2>
            {eligibility !== "ok" ? (
              <div className="mt-3">
                <Alert tone="info">{t(`refused.${eligibility}`)}</Alert>
              </div>
            ) : null}
            <Form form={join} className="mt-4 flex flex-col gap-4">
              <input type="hidden" name="intent" value="join" />
              <RadioGroupField meta={fields.kind} label={t("fields.kind")} options={kindOptions} />
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  meta={fields.fromDate}
                  type="date"
                  label={t("fields.fromDate")}
                  min={defaults.min}
                  max={defaults.max}
                />
                <InputField
                  meta={fields.toDate}
                  type="date"
                  label={t("fields.toDate")}
                  min={defaults.min}
                  max={defaults.max}
                />
              </div>
              <p className="text-sm text-ink-muted">
                {t("fields.rangeHint", { days: MAX_WAIT_DAYS, zone: coach.timeZone })}
              </p>
              <div>
                <Button type="submit">{t("wait.join")}</Button>
              </div>
            </Form>
          </Card>
        )}
      </div>
    </FormMessages>
  );
}
