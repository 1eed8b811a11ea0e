import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ScanStep, stepOf } from "~/features/vitascan/components/scan-step";
import { domains } from "~/features/vitascan/instrument";
import { consentFormSchema } from "~/features/vitascan/vitascan.schema";
import type { FormAnswer } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/try";

// The vitality scan for a visitor: what it is and their consent, then the same steps as a
// member's scan. The answers stay in the visitor's browser until they keep the result in an
// account. Loader and action are in `try.server.ts`.

export { action, loader } from "./try.server";

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("vitascan:try.metaTitle"),
    description: t("vitascan:try.metaDescription"),
    lng,
    path: "/vitascan/try",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function TryScan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const answer = actionData as FormAnswer | undefined;
  if (!loaderData.started) return <Start answer={answer} />;
  const step = stepOf(answer, loaderData.step);
  const domain = domains[step] ?? domains[0];
  if (!domain) return null;
  return (
    <ScanStep key={step} step={step} domain={domain} saved={loaderData.answers} answer={answer} note={t("try.saved")} />
  );
}

function Start({ answer }: { answer: FormAnswer | undefined }) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const [form, fields] = useAppForm({ id: "consent", schema: consentFormSchema, answer });
  const sections = ["what", "howLong"] as const;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("onboarding.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">{t("onboarding.intro")}</p>
      <div className="mt-8 flex flex-col gap-4">
        {sections.map((key) => (
          <Card key={key}>
            <h2 className="text-xl font-semibold text-ink">{t(`onboarding.${key}Title`)}</h2>
            <p className="mt-2 max-w-prose text-ink">{t(`onboarding.${key}`)}</p>
          </Card>
        ))}
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("try.keptTitle")}</h2>
          <p className="mt-2 max-w-prose text-ink">{t("try.kept")}</p>
        </Card>
        <p className="text-ink-muted">{t("onboarding.notDiagnosis")}</p>
      </div>
      <FormMessages namespace="vitascan">
        <Form form={form} className="mt-8 flex flex-col gap-4">
          <ErrorSummary
            errors={form.allErrors}
            status={form.status}
            fieldId={(name) => (name === "consent" ? fields.consent.id : null)}
          />
          <CheckboxField meta={fields.consent} value="yes">
            {t("onboarding.consent")}
          </CheckboxField>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" name="intent" value="start">
              {t("onboarding.start")}
            </Button>
            <span className="text-ink-muted">
              {t("try.haveAccount")}{" "}
              <Link to={`/${lng}/login?returnTo=${encodeURIComponent(`/${lng}/vitascan`)}`}>{t("try.login")}</Link>
            </span>
          </div>
        </Form>
      </FormMessages>
    </div>
  );
}
