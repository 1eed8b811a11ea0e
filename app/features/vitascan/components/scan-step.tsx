import { useMemo } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { InputField, RadioGroupField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FormAnswer } from "~/utils/app-error";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Domain } from "../instrument";
import { domains } from "../instrument";
import type { Answers } from "../scoring";
import { scanStepSchema } from "../vitascan.schema";

// One step of the vitality scan: a domain's questions, choices as radio groups and numbers as
// number fields, each checked as the server checks it (`scanStepSchema`). The member's scan and a
// visitor's both show it; `note` says where the answers are kept.

/** The step a refused post was for (what it sent), else `fallback`. */
export function stepOf(answer: FormAnswer | undefined, fallback: number): number {
  const sent = answer?.result.initialValue?.step;
  const step = typeof sent === "string" && /^\d{1,2}$/.test(sent) ? Number(sent) : fallback;
  return domains[step] ? step : fallback;
}

export function ScanStep({
  step,
  domain,
  saved,
  answer,
  note,
}: {
  step: number;
  domain: Domain;
  saved: Answers;
  answer: FormAnswer | undefined;
  note: string;
}) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const schema = useMemo(() => scanStepSchema(domain), [domain]);
  const [form, fields] = useAppForm({
    id: "scan",
    schema,
    answer,
    defaultValue: Object.fromEntries(
      domain.items.flatMap((item) => (saved[item.id] === undefined ? [] : [[item.id, String(saved[item.id])]])),
    ),
  });
  const last = step === domains.length - 1;
  const itemOf = (name: string) => domain.items.find((item) => item.id === name);
  /** A message with the item's range, named by its question (in the summary). */
  const words = (name: string, key: string) => {
    const item = itemOf(name);
    const text = t(key, item?.kind === "number" ? { min: item.min, max: item.max } : {});
    return item ? `${item.text[lng]}: ${text}` : text;
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="font-medium text-brand-800">{t("scan.title")}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{t(`domain.${domain.key}.name`)}</h1>
      <div className="mt-4">
        <p id="progress-label" className="text-sm text-ink-muted">
          {t("scan.progress", { step: step + 1, total: domains.length })}
        </p>
        <progress
          aria-labelledby="progress-label"
          max={domains.length}
          value={step + 1}
          className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-brand-50 [&::-webkit-progress-value]:bg-brand-700"
        />
      </div>
      <FormMessages namespace="vitascan">
        <Form form={form} className="mt-6 flex flex-col gap-6">
          <ErrorSummary
            errors={form.allErrors}
            status={form.status}
            fieldId={(name) => (itemOf(name) ? `scan-${name}` : null)}
            title={t("scan.errorsSummary")}
            messageOf={words}
          />
          <input type="hidden" name="step" value={step} />
          <p className="text-lg text-ink">{domain.intro[lng]}</p>
          {domain.items.map((item) => {
            const meta = fields[item.id];
            if (!meta) return null;
            return item.kind === "choice" ? (
              // Each question is a group of its own; its radio group's label names it.
              <fieldset key={item.id} className="min-w-0">
                <Card className="p-5">
                  <RadioGroupField
                    meta={meta}
                    label={item.text[lng]}
                    options={item.scale.options.map((option) => ({
                      value: String(option.value),
                      label: option.label[lng],
                    }))}
                  />
                </Card>
              </fieldset>
            ) : (
              <FormMessages key={item.id} namespace="vitascan" values={{ min: item.min, max: item.max }}>
                <InputField
                  meta={meta}
                  type="number"
                  label={item.text[lng]}
                  hint={item.unit[lng]}
                  min={item.min}
                  max={item.max}
                  step={1}
                  className="max-w-xs"
                />
              </FormMessages>
            );
          })}
          <p className="text-sm text-ink-muted">
            {domain.source.validated ? t("scan.source", { name: domain.source.name }) : t("scan.notValidated")}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
            {step > 0 ? (
              <Button type="submit" name="intent" value="back" formNoValidate variant="secondary">
                {t("scan.back")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" name="intent" value="next">
              {last ? t("scan.finish") : t("scan.next")}
            </Button>
          </div>
          <p className="text-sm text-ink-muted">{note}</p>
        </Form>
      </FormMessages>
    </div>
  );
}
