import type { ErrorsByField } from "~/components/form/error-summary";
import { ErrorSummary } from "~/components/form/error-summary";
import { InputField, SelectField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { goalDomains } from "~/db/schema/journey";
import { dayOf, GoalStatusBadge, ProgressLine } from "~/features/goals/components/goal-parts";
import { coachGoalsSchema } from "~/features/goals/goals.schema";
import { MAX_GOAL_TITLE, MAX_STEP_TITLE } from "~/features/goals/rules";
import { formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/member-goals";
import type { MemberGoalsAnswer } from "./member-goals.server";

// The coach's page of one member's goals (`/coach/goals/:member`): only the goals the member shares
// with this coach, with their steps and last check-ins, and forms to propose a goal or a step for
// the member to accept or decline. Loader and action are in `member-goals.server.ts`.

export { action, loader } from "./member-goals.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta((matches[0]?.loaderData as { lng?: unknown } | undefined)?.lng, "goals:coach.metaTitle");

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

export default function MemberGoals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("goals");
  const lng = useLanguage();
  const { member, goals, timeZone } = loaderData;
  const answer = actionData as MemberGoalsAnswer | undefined;
  const [proposeGoal, goalFields] = useAppForm({ id: "propose-goal", schema: coachGoalsSchema, answer });
  const active = goals.filter((goal) => goal.status === "active");
  const [proposeStep, stepFields] = useAppForm({
    id: "propose-step",
    schema: coachGoalsSchema,
    answer,
    defaultValue: { intent: "propose-step", goalId: active[0]?.id ?? "" },
  });
  const refused = [proposeGoal, proposeStep].find((form) => hasErrors(form.allErrors));
  const domainOptions = [
    { value: "", label: t("form.noDomain") },
    ...goalDomains.map((key) => ({ value: key, label: t(`domain.${key}`) })),
  ];

  return (
    <FormMessages namespace="goals">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <p>
          <Link to={`/coach/messages/${member.id}`}>{t("coach.toMessages", { name: member.name })}</Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{t("coach.title", { name: member.name })}</h1>
        <p className="mt-2 text-ink-muted">{t("coach.intro", { name: member.name })}</p>
        <div className="mt-4">
          <ErrorSummary
            errors={refused?.allErrors}
            status={refused?.status}
            fieldId={(name) => (refused && name !== "" && name !== "intent" ? `${refused.id}-${name}` : null)}
          />
        </div>
        {answer?.done ? (
          <p role="status" className="mt-4 font-semibold text-success-700">
            {t(`done.${answer.done}`)}
          </p>
        ) : null}

        <section aria-labelledby="shared-title" className="mt-8">
          <h2 id="shared-title" className="text-xl font-semibold text-ink">
            {t("coach.shared")}
          </h2>
          {goals.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t("coach.none")}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {goals.map((goal) => (
                <li key={goal.id}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-lg font-semibold text-ink">{goal.title}</h3>
                      <GoalStatusBadge status={goal.status} />
                    </div>
                    <p className="mt-1 text-sm text-ink-muted">
                      {[
                        goal.domain ? t(`domain.${goal.domain}`) : null,
                        goal.targetDate ? t("coach.target", { date: dayOf(goal.targetDate, lng) }) : null,
                        goal.status === "proposed" ? t("coach.waiting") : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <h4 className="mt-3 font-semibold text-ink">{t("steps.title")}</h4>
                    {goal.steps.length === 0 ? (
                      <p className="text-sm text-ink-muted">{t("steps.none")}</p>
                    ) : (
                      <ul className="mt-1 list-disc pl-5 text-ink">
                        {goal.steps.map((step) => (
                          <li key={step.id}>
                            <span className={step.done ? "line-through" : ""}>{step.title}</span>
                            <span className="text-sm text-ink-muted">
                              {[
                                step.done ? ` · ${t("steps.done")}` : "",
                                step.status === "proposed" ? ` · ${t("coach.stepWaiting")}` : "",
                                step.dueDate ? ` · ${t("steps.due", { date: dayOf(step.dueDate, lng) })}` : "",
                              ].join("")}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                    <h4 className="mt-3 font-semibold text-ink">{t("coach.checkIns")}</h4>
                    {goal.checkIns.length === 0 ? (
                      <p className="text-sm text-ink-muted">{t("checkIn.none")}</p>
                    ) : (
                      <ul className="mt-1 flex flex-col gap-2">
                        {goal.checkIns.map((item) => (
                          <li key={item.id}>
                            <p className="flex flex-wrap items-center gap-x-3">
                              <span className="text-sm text-ink-muted">
                                {formatDateTime(new Date(item.at), lng, timeZone)}
                              </span>
                              <ProgressLine
                                progress={item.progress}
                                label={t("progressOf", { progress: item.progress })}
                              />
                            </p>
                            {item.note ? <p className="whitespace-pre-line text-ink">{item.note}</p> : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>

        <Card className="mt-8">
          <h2 className="text-xl font-semibold text-ink">{t("coach.proposeStepTitle")}</h2>
          {active.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t("coach.noActive")}</p>
          ) : (
            <Form form={proposeStep} className="mt-3 flex flex-col gap-4">
              <input type="hidden" name="intent" value="propose-step" />
              <SelectField
                meta={stepFields.goalId}
                label={t("fields.goal")}
                options={active.map((goal) => ({ value: goal.id, label: goal.title }))}
              />
              <TextField meta={stepFields.title} label={t("fields.stepTitle")} maxLength={MAX_STEP_TITLE} />
              <InputField meta={stepFields.dueDate} type="date" label={t("fields.dueDate")} hint={t("form.optional")} />
              <div>
                <Button type="submit">{t("coach.proposeStep")}</Button>
              </div>
            </Form>
          )}
        </Card>

        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("coach.proposeGoalTitle")}</h2>
          <p className="mt-1 text-ink-muted">{t("coach.proposeGoalExplain")}</p>
          <Form form={proposeGoal} className="mt-3 flex flex-col gap-4">
            <input type="hidden" name="intent" value="propose-goal" />
            <TextField meta={goalFields.title} label={t("coach.goalTitle")} maxLength={MAX_GOAL_TITLE} />
            <SelectField meta={goalFields.domain} label={t("fields.domain")} options={domainOptions} />
            <InputField
              meta={goalFields.targetDate}
              type="date"
              label={t("fields.targetDate")}
              hint={t("form.optional")}
            />
            <div>
              <Button type="submit" variant="secondary">
                {t("coach.proposeGoal")}
              </Button>
            </div>
          </Form>
        </Card>
      </div>
    </FormMessages>
  );
}
