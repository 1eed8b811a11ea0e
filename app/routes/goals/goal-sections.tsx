import type { ErrorsByField } from "~/components/form/error-summary";
import { InputField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { goalPageSchema } from "~/features/goals/goals.schema";
import { MAX_STEP_TITLE } from "~/features/goals/rules";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/goal";
import type { GoalAnswer } from "./goal.server";

// Two sections of a goal's page (`goal.tsx`): a step's own edit form, and the agreements of the
// sessions linked to the goal.

/** Whether a form's answer holds any message. */
export const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

type Step = Route.ComponentProps["loaderData"]["goal"]["steps"][number];

/** A step's own edit form, in a disclosure under the step. */
export function StepEditor({ step, answer }: { step: Step; answer: GoalAnswer | undefined }) {
  const { t } = useTranslation("goals");
  const id = `step-${step.id}`;
  const [form, fields] = useAppForm({
    id,
    schema: goalPageSchema,
    answer,
    defaultValue: { intent: "edit-step", stepId: step.id, title: step.title, dueDate: step.dueDate ?? "" },
  });
  return (
    <details className="mt-2" open={hasErrors(form.allErrors)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        <span aria-hidden="true">{t("steps.edit")}</span>
        <span className="sr-only">{t("steps.editLabel", { title: step.title })}</span>
      </summary>
      <Form form={form} className="mt-2 flex flex-col gap-3">
        <input type="hidden" name="intent" value="edit-step" />
        <input type="hidden" name="stepId" value={step.id} />
        <TextField meta={fields.title} label={t("fields.stepTitle")} maxLength={MAX_STEP_TITLE} />
        <InputField meta={fields.dueDate} type="date" label={t("fields.dueDate")} hint={t("form.optional")} />
        <div>
          <Button type="submit" variant="secondary">
            {t("steps.save")}
          </Button>
        </div>
      </Form>
    </details>
  );
}

/** What the coach and member agreed in sessions about this goal. */
export function Agreements({
  agreements,
  lng,
  timeZone,
}: {
  agreements: Route.ComponentProps["loaderData"]["agreements"];
  lng: Language;
  timeZone: string;
}) {
  const { t } = useTranslation("goals");
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold text-ink">{t("agreements.title")}</h2>
      {agreements.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t("agreements.none")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {agreements.map((item) => (
            <li key={item.appointmentId} className="border-t border-line pt-3 first:border-t-0 first:pt-0">
              <p className="text-sm text-ink-muted">
                {t("agreements.session", {
                  name: item.coachName,
                  when: formatDateTime(new Date(item.startsAt), lng, timeZone),
                })}
              </p>
              <h3 className="mt-1 font-semibold text-ink">{t("agreements.summary")}</h3>
              <p className="whitespace-pre-line text-ink">{item.summary}</p>
              {item.agreements ? (
                <>
                  <h3 className="mt-2 font-semibold text-ink">{t("agreements.agreed")}</h3>
                  <p className="whitespace-pre-line text-ink">{item.agreements}</p>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
