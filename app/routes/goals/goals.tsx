import type { ErrorsByField } from "~/components/form/error-summary";
import { ErrorSummary } from "~/components/form/error-summary";
import { InputField, SelectField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { goalDomains } from "~/db/schema/journey";
import { ButtonForm, dayOf, GoalStatusBadge, ProgressLine } from "~/features/goals/components/goal-parts";
import { goalsPageSchema } from "~/features/goals/goals.schema";
import { DEFAULT_CHECK_IN_DAYS, MAX_CHECK_IN_DAYS, MAX_GOAL_TITLE, MIN_CHECK_IN_DAYS } from "~/features/goals/rules";
import { formatDate } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/goals";
import type { GoalsAnswer } from "./goals.server";

// The member's goals (`/:lng/goals`): proposals from a coach to answer first, then the goals with
// their last check-in and next step, and a form for a new one. Loader and action are in
// `goals.server.ts` (decision 028: Conform forms over `goalsPageSchema`, one error summary).

export { action, loader } from "./goals.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "goals:list.metaTitle");

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/** The controls a summary's message links to. */
const controls: Record<string, string> = {
  title: "create-title",
  domain: "create-domain",
  targetDate: "create-targetDate",
  checkInEveryDays: "create-checkInEveryDays",
  shareWith: "create-shareWith",
};

export default function Goals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("goals");
  const lng = useLanguage();
  const { goals, coaches, suggestedDomain, timeZone } = loaderData;
  const answer = actionData as GoalsAnswer | undefined;
  const [create, fields] = useAppForm({
    id: "create",
    schema: goalsPageSchema,
    answer,
    defaultValue: {
      intent: "create",
      domain: suggestedDomain ?? "",
      checkInEveryDays: String(DEFAULT_CHECK_IN_DAYS),
      shareWith: "",
    },
  });
  const proposalErrors = answer?.form === "proposal" ? answer.result.error : undefined;
  const refused = hasErrors(create.allErrors)
    ? { errors: create.allErrors, status: create.status }
    : proposalErrors
      ? { errors: proposalErrors, status: answer?.result.status }
      : null;
  const proposedGoals = goals.filter((goal) => goal.status === "proposed");
  const proposedSteps = goals.flatMap((goal) =>
    goal.status === "proposed"
      ? []
      : goal.steps.filter((step) => step.status === "proposed").map((step) => ({ ...step, goal })),
  );
  const mine = goals.filter((goal) => goal.status !== "proposed");
  const domainOptions = [
    { value: "", label: t("form.noDomain") },
    ...goalDomains.map((key) => ({ value: key, label: t(`domain.${key}`) })),
  ];
  const shareOptions = [
    { value: "", label: t("form.private") },
    ...coaches.map((coach) => ({ value: coach.id, label: t("form.shareWithCoach", { name: coach.name }) })),
  ];

  return (
    <FormMessages namespace="goals">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("list.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("list.intro")}</p>
        <div className="mt-4">
          <ErrorSummary errors={refused?.errors} status={refused?.status} fieldId={(name) => controls[name] ?? null} />
        </div>
        {answer?.done && answer.done !== "create" ? (
          <p role="status" className="mt-4 font-semibold text-success-700">
            {t(`done.${answer.done}`)}
          </p>
        ) : null}

        {proposedGoals.length + proposedSteps.length > 0 ? (
          <section aria-labelledby="proposals-title" className="mt-8">
            <h2 id="proposals-title" className="text-xl font-semibold text-ink">
              {t("proposals.title")}
            </h2>
            <ul className="mt-3 flex flex-col gap-3">
              {proposedGoals.map((goal) => (
                <li key={goal.id}>
                  <Card className="p-4">
                    <p className="text-ink">
                      {t("proposals.goal", { name: goal.proposedByName ?? t("proposals.aCoach") })}
                    </p>
                    <p className="mt-1 font-semibold text-ink">
                      <Link to={`/${lng}/goals/${goal.id}`}>{goal.title}</Link>
                    </p>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <ButtonForm
                        intent="accept-goal"
                        fields={{ goalId: goal.id }}
                        variant="primary"
                        label={t("proposals.acceptLabel", { title: goal.title })}
                      >
                        {t("proposals.accept")}
                      </ButtonForm>
                      <ButtonForm
                        intent="decline-goal"
                        fields={{ goalId: goal.id }}
                        label={t("proposals.declineLabel", { title: goal.title })}
                      >
                        {t("proposals.decline")}
                      </ButtonForm>
                    </div>
                  </Card>
                </li>
              ))}
              {proposedSteps.map((step) => (
                <li key={step.id}>
                  <Card className="p-4">
                    <p className="text-ink">
                      {t("proposals.step", {
                        name: step.proposedBy ?? t("proposals.aCoach"),
                        goal: step.goal.title,
                      })}
                    </p>
                    <p className="mt-1 font-semibold text-ink">{step.title}</p>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <ButtonForm
                        intent="accept-step"
                        fields={{ stepId: step.id }}
                        variant="primary"
                        label={t("proposals.acceptLabel", { title: step.title })}
                      >
                        {t("proposals.accept")}
                      </ButtonForm>
                      <ButtonForm
                        intent="decline-step"
                        fields={{ stepId: step.id }}
                        label={t("proposals.declineLabel", { title: step.title })}
                      >
                        {t("proposals.decline")}
                      </ButtonForm>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="mine-title" className="mt-8">
          <h2 id="mine-title" className="text-xl font-semibold text-ink">
            {t("list.mine")}
          </h2>
          {mine.length === 0 ? (
            <Card className="mt-3">
              <p className="text-ink">{t("empty.text")}</p>
              <p className="mt-2 text-ink-muted">
                {suggestedDomain
                  ? t("empty.suggestDomain", { domain: t(`domain.${suggestedDomain}`).toLowerCase() })
                  : t("empty.suggestScan")}
              </p>
              {suggestedDomain ? null : (
                <p className="mt-2">
                  <Link to={`/${lng}/vitascan`}>{t("empty.toScan")}</Link>
                </p>
              )}
            </Card>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {mine.map((goal) => {
                const next = goal.steps.find((step) => step.status === "active" && !step.done);
                return (
                  <li key={goal.id}>
                    <Card className="p-4">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="text-lg font-semibold text-ink">
                          <Link to={`/${lng}/goals/${goal.id}`}>{goal.title}</Link>
                        </h3>
                        <GoalStatusBadge status={goal.status} />
                        <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-800">
                          {goal.sharedCoachName
                            ? t("sharing.sharedWith", { name: goal.sharedCoachName })
                            : t("sharing.private")}
                        </span>
                      </div>
                      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                        {goal.domain ? (
                          <>
                            <dt className="font-medium text-ink">{t("fields.domain")}</dt>
                            <dd className="text-ink">{t(`domain.${goal.domain}`)}</dd>
                          </>
                        ) : null}
                        <dt className="font-medium text-ink">{t("fields.lastCheckIn")}</dt>
                        <dd className="text-ink">
                          {goal.lastCheckIn ? (
                            <span className="flex flex-wrap items-center gap-x-3">
                              <ProgressLine
                                progress={goal.lastCheckIn.progress}
                                label={t("progressOf", { progress: goal.lastCheckIn.progress })}
                              />
                              <span className="text-ink-muted">
                                {formatDate(new Date(goal.lastCheckIn.at), lng, timeZone, "medium")}
                              </span>
                            </span>
                          ) : (
                            t("checkIn.none")
                          )}
                        </dd>
                        <dt className="font-medium text-ink">{t("fields.nextStep")}</dt>
                        <dd className="text-ink">
                          {next
                            ? next.dueDate
                              ? t("steps.withDue", { title: next.title, date: dayOf(next.dueDate, lng) })
                              : next.title
                            : t("steps.noNext")}
                        </dd>
                      </dl>
                      {goal.checkInDue ? (
                        <p className="mt-3">
                          <Link to={`/${lng}/goals/${goal.id}#checking-in`}>
                            {t("checkIn.dueLink", { title: goal.title })}
                          </Link>
                        </p>
                      ) : null}
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <Card className="mt-8">
          <h2 className="text-xl font-semibold text-ink">{t("form.newTitle")}</h2>
          <Form form={create} className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="intent" value="create" />
            <TextField
              meta={fields.title}
              label={t("fields.title")}
              hint={t("form.titleHint")}
              maxLength={MAX_GOAL_TITLE}
            />
            <SelectField
              meta={fields.domain}
              label={t("fields.domain")}
              hint={t("form.domainHint")}
              options={domainOptions}
            />
            <InputField meta={fields.targetDate} type="date" label={t("fields.targetDate")} hint={t("form.optional")} />
            <InputField
              meta={fields.checkInEveryDays}
              type="number"
              min={MIN_CHECK_IN_DAYS}
              max={MAX_CHECK_IN_DAYS}
              step={1}
              label={t("fields.checkInEveryDays")}
              hint={t("form.everyDaysHint")}
            />
            <SelectField
              meta={fields.shareWith}
              label={t("fields.shareWith")}
              hint={coaches.length > 0 ? t("form.shareHint") : t("form.shareNoCoach")}
              options={shareOptions}
            />
            <div>
              <Button type="submit">{t("form.create")}</Button>
            </div>
          </Form>
        </Card>
      </div>
    </FormMessages>
  );
}
