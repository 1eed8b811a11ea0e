import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import type { CurrentUser } from "~/features/accounts/session.server";
import { languageParam } from "~/features/i18n/config";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { isScanOpen } from "~/features/vitascan/dates";
import { domains } from "~/features/vitascan/instrument";
import { parseStep, type StepErrors } from "~/features/vitascan/scoring";
import { SCAN_FORM_INVALID, scanFormSchema } from "~/features/vitascan/vitascan.schema";
import { completeScan, getConsent, openScan, saveStep, scanStatus } from "~/features/vitascan/vitascan.server";
import type { Route } from "./+types/scan";

/** The member, with consent, when a new scan is open; otherwise on to where they should be. */
async function guard(user: CurrentUser, lng: string) {
  const db = await getDb();
  if (!(await getConsent(db, user.id))) throw redirect(`/${lng}/vitascan-onboarding`);
  const { opensAt } = await scanStatus(db, user.id);
  if (!isScanOpen(opensAt, new Date())) throw redirect(`/${lng}/vitascan/delay`);
  return { user, db, scan: await openScan(db, user.id) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const { scan } = await guard(context.get(signedInUser), lng);
  const asked = Number.parseInt(new URL(request.url).searchParams.get("step") ?? "", 10);
  // Any step up to the furthest one reached; otherwise where the member left off.
  const step = Number.isInteger(asked) && asked >= 1 && asked - 1 <= scan.step ? asked - 1 : scan.step;
  return { step, answers: scan.answers };
}

/** What the page shows after a form: the step, its problems per item, and what was sent. */
interface StepOutcome {
  step: number;
  errors: StepErrors;
  values: Record<string, string>;
  /** A form the page did not send (an unknown intent, a step not reached yet). */
  formError?: string;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const { user, db, scan } = await guard(context.get(signedInUser), lng);
  const form = await request.formData();
  const parsed = parseForm(scanFormSchema, form);
  const step = parsed.ok ? parsed.data.step : -1;
  const domain = domains[step];
  if (!parsed.ok || !domain || step > scan.step) {
    return data<StepOutcome>(
      { step: scan.step, errors: {}, values: {}, formError: SCAN_FORM_INVALID },
      { status: 400 },
    );
  }
  const { intent } = parsed.data;
  const { answers, errors } = parseStep(domain, (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  });
  const values = Object.fromEntries(domain.items.map((item) => [item.id, String(form.get(item.id) ?? "")]));
  if (intent === "back") {
    // Going back keeps what was answered well, and never loses progress.
    await saveStep(db, scan.id, user.id, answers, Math.max(scan.step, step));
    throw redirect(`/${lng}/vitascan?step=${Math.max(1, step)}`);
  }
  if (Object.keys(errors).length > 0) return data<StepOutcome>({ step, errors, values }, { status: 400 });
  const last = step === domains.length - 1;
  await saveStep(db, scan.id, user.id, answers, Math.max(scan.step, step + 1));
  if (!last) throw redirect(`/${lng}/vitascan?step=${step + 2}`);
  const result = await completeScan(db, scan.id, user.id, new Date());
  // An answer from an earlier step is missing: back to the first step that lacks one.
  if (!result) {
    const saved = { ...scan.answers, ...answers };
    const gap = domains.findIndex((candidate) => candidate.items.some((item) => saved[item.id] === undefined));
    throw redirect(`/${lng}/vitascan?step=${gap + 1}`);
  }
  throw redirect(`/${lng}/vitascan/results`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:scan.metaTitle");

export default function Scan({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = languageParam(params.lng);
  const step = actionData?.step ?? loaderData.step;
  const domain = domains[step] ?? domains[0];
  if (!domain) return null;
  const errors: StepErrors = actionData?.errors ?? {};
  const submitted: Record<string, string> = actionData?.values ?? {};
  const current = (id: string) =>
    submitted[id] ?? (loaderData.answers[id] !== undefined ? String(loaderData.answers[id]) : "");
  const last = step === domains.length - 1;
  const errorText = (id: string) => {
    const item = domain.items.find((candidate) => candidate.id === id);
    if (errors[id] === "required") return t("scan.required");
    return item?.kind === "number" ? t("scan.range", { min: item.min, max: item.max }) : t("scan.rangeChoice");
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
      {actionData?.formError ? (
        <div className="mt-6">
          <Alert tone="danger" role="alert">
            {t(actionData.formError)}
          </Alert>
        </div>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <div className="mt-6">
          <Alert tone="danger" role="alert" title={t("scan.errorsSummary")}>
            <ul className="list-disc pl-5">
              {Object.keys(errors).map((id) => {
                const item = domain.items.find((candidate) => candidate.id === id);
                return (
                  <li key={id}>
                    <a href={`#${id}`} className="underline underline-offset-2">
                      {item?.text[lng]}: {errorText(id)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </Alert>
        </div>
      ) : null}
      <Form method="post" className="mt-6 flex flex-col gap-6" key={step}>
        <input type="hidden" name="step" value={step} />
        <p className="text-lg text-ink">{domain.intro[lng]}</p>
        {domain.items.map((item) =>
          item.kind === "choice" ? (
            <Card key={item.id} className="p-5">
              <fieldset aria-describedby={errors[item.id] ? `${item.id}-error` : undefined}>
                <legend className="font-semibold text-ink">{item.text[lng]}</legend>
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  {item.scale.options.map((option, index) => (
                    <label
                      key={option.value}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                    >
                      <input
                        id={index === 0 ? item.id : undefined}
                        type="radio"
                        name={item.id}
                        value={option.value}
                        defaultChecked={current(item.id) === String(option.value)}
                        className="size-5 accent-brand-700"
                      />
                      {option.label[lng]}
                    </label>
                  ))}
                </div>
                {errors[item.id] ? (
                  <p id={`${item.id}-error`} className="mt-2 text-sm font-medium text-danger-700">
                    {errorText(item.id)}
                  </p>
                ) : null}
              </fieldset>
            </Card>
          ) : (
            <div key={item.id} className="flex flex-col gap-1.5">
              <label htmlFor={item.id} className="font-semibold text-ink">
                {item.text[lng]}
              </label>
              <div className="flex items-center gap-3">
                <input
                  id={item.id}
                  name={item.id}
                  type="number"
                  inputMode="numeric"
                  min={item.min}
                  max={item.max}
                  step={1}
                  defaultValue={current(item.id)}
                  aria-invalid={errors[item.id] ? true : undefined}
                  aria-describedby={`${item.id}-unit${errors[item.id] ? ` ${item.id}-error` : ""}`}
                  className="min-h-11 w-28 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger-700"
                />
                <span id={`${item.id}-unit`} className="text-ink-muted">
                  {item.unit[lng]}
                </span>
              </div>
              {errors[item.id] ? (
                <p id={`${item.id}-error`} className="text-sm font-medium text-danger-700">
                  {errorText(item.id)}
                </p>
              ) : null}
            </div>
          ),
        )}
        <p className="text-sm text-ink-muted">
          {domain.source.validated ? t("scan.source", { name: domain.source.name }) : t("scan.notValidated")}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
          {step > 0 ? (
            <button
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              className="min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("scan.back")}
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            name="intent"
            value="next"
            className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {last ? t("scan.finish") : t("scan.next")}
          </button>
        </div>
        <p className="text-sm text-ink-muted">{t("scan.saved")}</p>
      </Form>
    </div>
  );
}
