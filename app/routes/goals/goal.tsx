import { ErrorSummary } from "~/components/form/error-summary";
import { InputField, RadioGroupField, SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Link } from "~/components/ui/link";
import { goalDomains } from "~/db/schema/journey";
import { ButtonForm, dayOf, GoalStatusBadge, ProgressLine } from "~/features/goals/components/goal-parts";
import { goalPageSchema } from "~/features/goals/goals.schema";
import {
  MAX_CHECK_IN_DAYS,
  MAX_CHECK_IN_NOTE,
  MAX_GOAL_TITLE,
  MAX_STEP_TITLE,
  MIN_CHECK_IN_DAYS,
} from "~/features/goals/rules";
import type { FormAnswer } from "~/utils/app-error";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/goal";
import type { GoalAnswer } from "./goal.server";
import { Agreements, hasErrors, StepEditor } from "./goal-sections";

// One of the member's goals (`/:lng/goals/:id`): what it is, its steps, checking in and the
// check-ins so far, who sees it, what was agreed about it in sessions, and finishing or deleting
// it. Loader and action are in `goal.server.ts`; each form is a Conform form over
// `goalPageSchema`, with one error summary for whichever was refused (decision 028).

export { action, loader } from "./goal.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "goals:goal.metaTitle");

const progressValues = Array.from({ length: 11 }, (_, index) => String(index));

export default function Goal({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("goals");
  const lng = useLanguage();
  const { goal, coaches, agreements, timeZone } = loaderData;
  const answer = actionData as GoalAnswer | undefined;
  const schema = goalPageSchema;
  const [edit, editFields] = useAppForm({
    id: "edit",
    schema,
    answer,
    defaultValue: {
      intent: "edit",
      title: goal.title,
      domain: goal.domain ?? "",
      targetDate: goal.targetDate ?? "",
      checkInEveryDays: String(goal.checkInEveryDays),
    },
  });
  const [share, shareFields] = useAppForm({
    id: "share",
    schema,
    answer,
    defaultValue: { intent: "share", shareWith: goal.sharedCoachId ?? "" },
  });
  const [addStep, stepFields] = useAppForm({ id: "add-step", schema, answer });
  const [checkIn, checkInFields] = useAppForm({ id: "check-in", schema, answer });
  const forms = [edit, share, addStep, checkIn];
  const refusedForm = forms.find((form) => hasErrors(form.allErrors));
  // The step editors and the one-button forms are answered here too; their messages go in the summary.
  const otherAnswer: FormAnswer | undefined =
    answer && !forms.some((form) => form.id === answer.form) && hasErrors(answer.result.error ?? undefined)
      ? answer
      : undefined;
  const refused = refusedForm
    ? { errors: refusedForm.allErrors, status: refusedForm.status }
    : otherAnswer
      ? { errors: otherAnswer.result.error ?? undefined, status: otherAnswer.result.status }
      : null;
  const controlOf = (name: string): string | null => {
    const form = refusedForm?.id ?? otherAnswer?.form;
    if (!form || form === "actions") return null;
    return `${form}-${name}`;
  };
  const domainOptions = [
    { value: "", label: t("form.noDomain") },
    ...goalDomains.map((key) => ({ value: key, label: t(`domain.${key}`) })),
  ];
  const shareOptions = [
    { value: "", label: t("form.private") },
    ...coaches.map((coach) => ({ value: coach.id, label: t("form.shareWithCoach", { name: coach.name }) })),
  ];
  const proposed = goal.status === "proposed";

  return (
    <FormMessages namespace="goals">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p>
          <Link to={`/${lng}/goals`}>{t("goal.back")}</Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{goal.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <GoalStatusBadge status={goal.status} />
          <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-800">
            {goal.sharedCoachName ? t("sharing.sharedWith", { name: goal.sharedCoachName }) : t("sharing.private")}
          </span>
        </div>
        <div className="mt-4">
          <ErrorSummary errors={refused?.errors} status={refused?.status} fieldId={controlOf} />
        </div>
        {answer?.done && !refused ? (
          <p role="status" className="mt-4 font-semibold text-success-700">
            {t(`done.${answer.done}`)}
          </p>
        ) : null}

        {proposed ? (
          <Card className="mt-6">
            <h2 className="text-xl font-semibold text-ink">{t("proposals.goalTitle")}</h2>
            <p className="mt-2 text-ink">
              {t("proposals.goal", { name: goal.proposedByName ?? t("proposals.aCoach") })}
            </p>
            <p className="mt-1 text-ink-muted">
              {t("proposals.goalExplain", { name: goal.proposedByName ?? t("proposals.aCoach") })}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <ButtonForm intent="accept-goal" variant="primary">
                {t("proposals.accept")}
              </ButtonForm>
              <ButtonForm intent="decline-goal">{t("proposals.decline")}</ButtonForm>
            </div>
          </Card>
        ) : null}

        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("goal.details")}</h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-ink">{t("fields.domain")}</dt>
            <dd className="text-ink">{goal.domain ? t(`domain.${goal.domain}`) : t("goal.noDomain")}</dd>
            <dt className="font-medium text-ink">{t("fields.targetDate")}</dt>
            <dd className="text-ink">{goal.targetDate ? dayOf(goal.targetDate, lng) : t("goal.noTargetDate")}</dd>
            <dt className="font-medium text-ink">{t("fields.checkInEveryDays")}</dt>
            <dd className="text-ink">{t("goal.everyDays", { count: goal.checkInEveryDays })}</dd>
            <dt className="font-medium text-ink">{t("goal.started")}</dt>
            <dd className="text-ink">{formatDate(new Date(goal.createdAt), lng, timeZone)}</dd>
          </dl>
          {loaderData.canChange ? (
            <>
              <div className="mt-4 flex flex-wrap gap-3">
                {goal.status === "active" ? (
                  <>
                    <ButtonForm intent="achieved" variant="primary">
                      {t("goal.markAchieved")}
                    </ButtonForm>
                    <ButtonForm intent="stopped">{t("goal.markStopped")}</ButtonForm>
                  </>
                ) : (
                  <ButtonForm intent="reopen">{t("goal.reopen")}</ButtonForm>
                )}
              </div>
              <details className="mt-4" open={hasErrors(edit.allErrors)}>
                <summary className="cursor-pointer font-medium text-brand-700">{t("goal.edit")}</summary>
                <Form form={edit} className="mt-3 flex flex-col gap-4">
                  <input type="hidden" name="intent" value="edit" />
                  <TextField meta={editFields.title} label={t("fields.title")} maxLength={MAX_GOAL_TITLE} />
                  <SelectField meta={editFields.domain} label={t("fields.domain")} options={domainOptions} />
                  <InputField
                    meta={editFields.targetDate}
                    type="date"
                    label={t("fields.targetDate")}
                    hint={t("form.optional")}
                  />
                  <InputField
                    meta={editFields.checkInEveryDays}
                    type="number"
                    min={MIN_CHECK_IN_DAYS}
                    max={MAX_CHECK_IN_DAYS}
                    step={1}
                    label={t("fields.checkInEveryDays")}
                    hint={t("form.everyDaysHint")}
                  />
                  <div>
                    <Button type="submit">{t("goal.save")}</Button>
                  </div>
                </Form>
              </details>
            </>
          ) : null}
        </Card>

        {loaderData.canChange ? (
          <Card className="mt-6">
            <h2 className="text-xl font-semibold text-ink">{t("sharing.title")}</h2>
            <p className="mt-1 text-ink-muted">{t("sharing.explain")}</p>
            <Form form={share} className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="intent" value="share" />
              <SelectField
                meta={shareFields.shareWith}
                label={t("fields.shareWith")}
                hint={coaches.length > 0 ? undefined : t("form.shareNoCoach")}
                options={shareOptions}
              />
              <div>
                <Button type="submit" variant="secondary">
                  {t("sharing.save")}
                </Button>
              </div>
            </Form>
          </Card>
        ) : null}

        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("steps.title")}</h2>
          {goal.steps.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t("steps.none")}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {goal.steps.map((step) => (
                <li key={step.id} className="border-t border-line pt-3 first:border-t-0 first:pt-0">
                  <p className={`font-medium text-ink ${step.done ? "line-through" : ""}`}>{step.title}</p>
                  <p className="text-sm text-ink-muted">
                    {[
                      step.done ? t("steps.done") : null,
                      step.dueDate ? t("steps.due", { date: dayOf(step.dueDate, lng) }) : null,
                      step.proposedBy ? t("steps.proposedBy", { name: step.proposedBy }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  {step.status === "proposed" ? (
                    <div className="mt-2 flex flex-wrap gap-3">
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
                  ) : (
                    <>
                      <div className="mt-2 flex flex-wrap gap-3">
                        <ButtonForm
                          intent={step.done ? "step-undone" : "step-done"}
                          fields={{ stepId: step.id }}
                          label={t(step.done ? "steps.markUndoneLabel" : "steps.markDoneLabel", { title: step.title })}
                        >
                          {t(step.done ? "steps.markUndone" : "steps.markDone")}
                        </ButtonForm>
                        <ButtonForm
                          intent="delete-step"
                          fields={{ stepId: step.id }}
                          variant="ghost"
                          label={t("steps.deleteLabel", { title: step.title })}
                        >
                          {t("steps.delete")}
                        </ButtonForm>
                      </div>
                      <StepEditor step={step} answer={answer} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {loaderData.canChange ? (
            <Form form={addStep} className="mt-5 flex flex-col gap-3 border-t border-line pt-4">
              <h3 className="font-semibold text-ink">{t("steps.add")}</h3>
              <input type="hidden" name="intent" value="add-step" />
              <TextField meta={stepFields.title} label={t("fields.stepTitle")} maxLength={MAX_STEP_TITLE} />
              <InputField meta={stepFields.dueDate} type="date" label={t("fields.dueDate")} hint={t("form.optional")} />
              <div>
                <Button type="submit" variant="secondary">
                  {t("steps.addButton")}
                </Button>
              </div>
            </Form>
          ) : null}
        </Card>

        <Card className="mt-6" id="checking-in">
          <h2 className="text-xl font-semibold text-ink">{t("checkIn.title")}</h2>
          {loaderData.canCheckIn ? (
            <>
              <p className="mt-1 text-ink-muted">{loaderData.checkInDue ? t("checkIn.due") : t("checkIn.whenever")}</p>
              <Form form={checkIn} className="mt-3 flex flex-col gap-4">
                <input type="hidden" name="intent" value="check-in" />
                <RadioGroupField
                  meta={checkInFields.progress}
                  label={t("fields.progress")}
                  hint={t("checkIn.progressHint")}
                  orientation="horizontal"
                  options={progressValues.map((value) => ({ value, label: value }))}
                />
                <TextAreaField
                  meta={checkInFields.note}
                  label={t("fields.note")}
                  hint={t("form.optional")}
                  rows={3}
                  maxLength={MAX_CHECK_IN_NOTE}
                />
                <div>
                  <Button type="submit">{t("checkIn.save")}</Button>
                </div>
              </Form>
            </>
          ) : (
            <p className="mt-1 text-ink-muted">{t("checkIn.closed")}</p>
          )}
          <h3 className="mt-6 font-semibold text-ink">{t("checkIn.history")}</h3>
          {goal.checkIns.length === 0 ? (
            <p className="mt-1 text-ink-muted">{t("checkIn.none")}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-3">
              {goal.checkIns.map((item) => (
                <li key={item.id}>
                  <p className="flex flex-wrap items-center gap-x-3">
                    <span className="text-sm text-ink-muted">{formatDateTime(new Date(item.at), lng, timeZone)}</span>
                    <ProgressLine progress={item.progress} label={t("progressOf", { progress: item.progress })} />
                  </p>
                  {item.note ? <p className="whitespace-pre-line text-ink">{item.note}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Agreements agreements={agreements} lng={lng} timeZone={timeZone} />

        <div className="mt-8">
          <ConfirmAction
            label={t("goal.delete")}
            consequence={t("goal.deleteConsequence")}
            confirmLabel={t("goal.deleteConfirm")}
            intent="delete"
          >
            <input type="hidden" name="goalId" value={goal.id} />
          </ConfirmAction>
        </div>
      </div>
    </FormMessages>
  );
}
