import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { consentFormSchema } from "~/features/vitascan/vitascan.schema";
import { formatDate } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/onboarding";

// What the vitality scan is, and the member's consent before a first scan. Loader and action are
// in `onboarding.server.ts`.

export { action, loader } from "./onboarding.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:onboarding.metaTitle");

export default function VitascanOnboarding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const [form, fields] = useAppForm({ id: "consent", schema: consentFormSchema, answer: actionData });
  const sections = ["what", "howLong", "privacy"] as const;
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
        <p className="text-ink-muted">{t("onboarding.notDiagnosis")}</p>
      </div>
      <FormMessages namespace="vitascan">
        <Form form={form} className="mt-8 flex flex-col gap-4">
          <ErrorSummary
            errors={form.allErrors}
            status={form.status}
            fieldId={(name) => (name === "consent" ? fields.consent.id : null)}
          />
          {loaderData.consentedAt ? (
            <p className="text-ink">
              {t("onboarding.consented", {
                date: formatDate(new Date(loaderData.consentedAt), lng, loaderData.timeZone),
              })}
            </p>
          ) : (
            <CheckboxField meta={fields.consent} value="yes">
              {t("onboarding.consent")}
            </CheckboxField>
          )}
          <div>
            <Button type="submit">{loaderData.consentedAt ? t("onboarding.continue") : t("onboarding.start")}</Button>
          </div>
        </Form>
      </FormMessages>
    </div>
  );
}
