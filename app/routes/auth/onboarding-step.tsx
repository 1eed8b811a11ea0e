import { data, redirect } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField } from "~/components/form/fields";
import { Form, parseSubmission, useAppForm } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import { textLink } from "~/components/ui/link";
import { type OnboardingForm, onboardingFormSchema } from "~/features/accounts/account.schema";
import { completeStep, getOnboarding } from "~/features/accounts/accounts.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { AuthCard, AuthMessages } from "~/features/accounts/components/form-parts";
import { ProfileFields } from "~/features/accounts/components/profile-fields";
import { timeZoneChoices } from "~/features/accounts/forms";
import {
  nextOnboardingStep,
  type OnboardingStep,
  onboardingSteps,
  TERMS_VERSION,
} from "~/features/accounts/onboarding";
import { redirectingPath } from "~/features/accounts/paths";
import type { CurrentUser } from "~/features/accounts/session.server";
import { appLinks } from "~/features/app/app-links.server";
import { AppLinks } from "~/features/app/components/app-links";
import { hasFinishedVisitorScan } from "~/features/vitascan/visitor-scan.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { safeReturnTo } from "~/utils/return-to";
import type { Route } from "./+types/onboarding-step";

function stepOf(value: unknown): OnboardingStep {
  const step = onboardingSteps.find((candidate) => candidate === value);
  if (!step) throw data(null, { status: 404 });
  return step;
}

/** Onboarding goes in order: an earlier or later step than the one due sends you to the due one. */
async function dueStep(request: Request, user: CurrentUser, lng: string, step: OnboardingStep) {
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "");
  const due = nextOnboardingStep(await getOnboarding(user.id));
  if (!due) throw redirect(redirectingPath(lng, returnTo));
  if (due !== step)
    throw redirect(`/${lng}/signup/${due}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
  return returnTo;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const step = stepOf(params.step);
  const user = context.get(signedInUser);
  const returnTo = await dueStep(request, user, lng, step);
  // Someone who took the scan before having an account has done this step: on to keeping it.
  if (step === "vitascan" && hasFinishedVisitorScan(request)) {
    await completeStep(user.id, "vitascan");
    throw redirect(`/${lng}/vitascan/keep`);
  }
  const zones = step === "profile" ? timeZoneChoices(user.timeZone) : [];
  return {
    step,
    returnTo,
    name: user.name,
    timeZone: user.timeZone,
    locale: user.locale,
    zones,
    termsVersion: TERMS_VERSION,
    app: step === "theapp" ? appLinks(request, lng) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const step = stepOf(params.step);
  const user = context.get(signedInUser);
  const returnTo = await dueStep(request, user, lng, step);
  // The step is the address's, whatever the form says it is.
  const body = await request.formData();
  body.set("step", step);
  const submission = parseSubmission(body, onboardingFormSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    return await complete(submission.value, user, lng, returnTo);
  } catch (error) {
    return answerError(error, { form: "onboarding", submission });
  }
}

async function complete(form: OnboardingForm, user: CurrentUser, lng: string, returnTo: string) {
  const afterStep = () => redirect(redirectingPath(lng, returnTo));
  switch (form.step) {
    case "profile":
      await completeStep(user.id, "profile", { name: form.name, timeZone: form.timeZone, locale: form.locale });
      // The rest of onboarding follows in the language just chosen.
      return redirect(redirectingPath(form.locale, returnTo));
    case "terms":
      await completeStep(user.id, "terms", { termsVersion: TERMS_VERSION });
      return afterStep();
    case "theapp":
      await completeStep(user.id, "theapp");
      return afterStep();
    case "vitascan":
      await completeStep(user.id, "vitascan");
      if (form.choice === "now") return redirect(`/${lng}/vitascan-onboarding`);
      // "Later" goes on to where the member was heading, else to where they can pick a reminder.
      return redirect(returnTo || `/${lng}/vitascan/delay`);
  }
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const step = onboardingSteps.find((candidate) => candidate === params.step) ?? "profile";
  const { t } = getI18n(lng);
  return pageMeta({
    title: t(`auth:onboarding.${step}.metaTitle`),
    description: t(`auth:onboarding.${step}.intro`),
    lng,
    path: `/signup/${step}`,
    origin: matches[0]?.loaderData?.origin ?? "",
    noindex: true,
  });
};

/** The steps' fields a person fills in; a message for any other (the step) has no link. */
const stepFields = ["name", "timeZone", "locale", "accept"];

export default function OnboardingStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { step } = loaderData;
  const lng = useLanguage();
  const answer = actionData as FormAnswer<"onboarding"> | undefined;
  const [form, fields] = useAppForm({
    id: "onboarding",
    schema: onboardingFormSchema,
    answer,
    defaultValue: { name: loaderData.name, timeZone: loaderData.timeZone, locale: loaderData.locale },
  });
  const position = onboardingSteps.indexOf(step) + 1;
  return (
    <AuthCard title={t(`onboarding.${step}.title`)} intro={t(`onboarding.${step}.intro`)}>
      <p className="-mt-2 mb-4 text-sm font-semibold text-accent-700">
        {t("onboarding.progress", { current: position, total: onboardingSteps.length })}
      </p>
      <AuthMessages errors={form.allErrors}>
        <div className="mb-6 empty:hidden">
          <ErrorSummary
            errors={form.allErrors}
            status={form.status}
            fieldId={(name) => (stepFields.includes(name) ? `onboarding-${name}` : null)}
            title={step === "terms" ? t("onboarding.terms.errorTitle") : undefined}
          />
        </div>
        <Form form={form} className="flex flex-col gap-5">
          <input type="hidden" name="step" value={step} />
          {step === "profile" ? (
            <>
              <ProfileFields
                fields={{ name: fields.name, timeZone: fields.timeZone, locale: fields.locale }}
                zones={loaderData.zones}
              />
              <Button type="submit">{t("onboarding.continue")}</Button>
            </>
          ) : null}
          {step === "terms" ? (
            <>
              <ul className="list-disc space-y-2 pl-5 text-ink">
                <li>{t("onboarding.terms.summary1")}</li>
                <li>{t("onboarding.terms.summary2")}</li>
                <li>{t("onboarding.terms.summary3")}</li>
              </ul>
              <div>
                <p className="text-ink">{t("onboarding.terms.readFull")}</p>
                <ul className="mt-1 space-y-1">
                  <li>
                    <a href={`/${lng}/terms`} target="_blank" rel="noopener" className={textLink}>
                      {t("onboarding.terms.termsLink")}
                    </a>
                  </li>
                  <li>
                    <a href={`/${lng}/privacy`} target="_blank" rel="noopener" className={textLink}>
                      {t("onboarding.terms.privacyLink")}
                    </a>
                  </li>
                </ul>
              </div>
              <p className="text-sm text-ink-muted">
                {t("onboarding.terms.version", { version: loaderData.termsVersion })}
              </p>
              <CheckboxField meta={fields.accept} value="yes">
                {t("onboarding.terms.accept")}
              </CheckboxField>
              <Button type="submit">{t("onboarding.continue")}</Button>
            </>
          ) : null}
          {step === "theapp" ? (
            <>
              <ul className="list-disc space-y-2 pl-5 text-ink">
                <li>{t("onboarding.theapp.point1")}</li>
                <li>{t("onboarding.theapp.point2")}</li>
                <li>{t("onboarding.theapp.point3")}</li>
              </ul>
              {loaderData.app ? <AppLinks links={loaderData.app} /> : null}
              <p className="text-sm text-ink-muted">{t("onboarding.theapp.later")}</p>
              <Button type="submit">{t("onboarding.continue")}</Button>
            </>
          ) : null}
          {step === "vitascan" ? (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="choice" value="now">
                {t("onboarding.vitascan.now")}
              </Button>
              <Button type="submit" name="choice" value="later" variant="secondary">
                {t("onboarding.vitascan.later")}
              </Button>
            </div>
          ) : null}
        </Form>
      </AuthMessages>
    </AuthCard>
  );
}
