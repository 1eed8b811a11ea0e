import { ErrorSummary } from "~/components/form/error-summary";
import { RadioGroupField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { delayFormSchema } from "~/features/vitascan/vitascan.schema";
import { formatDate } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/delay";

// When the member's next scan opens, and a reminder for it. Loader and action are in
// `delay.server.ts`.

export { action, loader } from "./delay.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:delay.metaTitle");

export default function Delay({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const [form, fields] = useAppForm({
    id: "delay",
    schema: delayFormSchema,
    answer: actionData,
    defaultValue: { when: "week" },
  });
  const { timeZone } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("delay.title")}</h1>
      <Card className="mt-6">
        {loaderData.open ? (
          <>
            <p className="text-lg text-ink">{t("delay.openNow")}</p>
            <p className="mt-4">
              <Link variant="primary" to={`/${lng}/vitascan-onboarding`}>
                {t("delay.startNow")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="text-lg text-ink">
              {t("delay.opensOn", { date: formatDate(new Date(loaderData.opensAt as Date), lng, timeZone) })}
            </p>
            <p className="mt-2 text-ink-muted">{t("delay.automatic")}</p>
          </>
        )}
        {loaderData.hasResults ? (
          <p className="mt-4">
            <Link to={`/${lng}/vitascan/results`}>{t("delay.results")}</Link>
          </p>
        ) : null}
      </Card>
      {loaderData.reminder ? (
        <div className="mt-6">
          <Alert tone="success">
            {t("delay.reminderSet", { date: formatDate(new Date(loaderData.reminder), lng, timeZone) })}
          </Alert>
        </div>
      ) : null}
      {loaderData.open ? (
        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("delay.remindTitle")}</h2>
          <p className="mt-1 text-ink-muted">{t("delay.remindText")}</p>
          <FormMessages namespace="vitascan">
            <Form form={form} className="mt-4 flex flex-col gap-3">
              <ErrorSummary
                errors={form.allErrors}
                status={form.status}
                fieldId={(name) => (name === "when" ? fields.when.id : null)}
              />
              <RadioGroupField
                meta={fields.when}
                label={t("delay.remindTitle")}
                hideLabel
                orientation="horizontal"
                options={(["week", "month"] as const).map((choice) => ({ value: choice, label: t(`delay.${choice}`) }))}
              />
              <div>
                <Button type="submit" variant="secondary">
                  {t("delay.remind")}
                </Button>
              </div>
            </Form>
          </FormMessages>
        </Card>
      ) : null}
      <p className="mt-6">
        <Link to={`/${lng}/dashboard`}>{t("delay.toDashboard")}</Link>
      </p>
    </div>
  );
}
