import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { languageParam } from "~/features/i18n/config";
import { formatDate } from "~/features/i18n/format";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { consentFormSchema } from "~/features/vitascan/vitascan.schema";
import { getConsent, giveConsent } from "~/features/vitascan/vitascan.server";
import type { Route } from "./+types/onboarding";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const consent = await getConsent(await getDb(), user.id);
  return { consentedAt: consent?.consentedAt ?? null, timeZone: user.timeZone };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const form = await request.formData();
  const db = await getDb();
  // Consent given once stands; the form then only leads on to the scan.
  if (!(await getConsent(db, user.id))) {
    const parsed = parseForm(consentFormSchema, form);
    if (!parsed.ok) return data({ error: parsed.errors.consent ?? "onboarding.consentRequired" }, { status: 400 });
    await giveConsent(db, user.id, new Date());
  }
  throw redirect(`/${lng}/vitascan`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:onboarding.metaTitle");

export default function VitascanOnboarding({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = languageParam(params.lng);
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
      <Form method="post" className="mt-8 flex flex-col gap-4">
        {actionData?.error ? (
          <Alert tone="danger" role="alert">
            <a href="#consent" className="underline underline-offset-2">
              {t(actionData.error)}
            </a>
          </Alert>
        ) : null}
        {loaderData.consentedAt ? (
          <p className="text-ink">
            {t("onboarding.consented", {
              date: formatDate(new Date(loaderData.consentedAt), lng, loaderData.timeZone),
            })}
          </p>
        ) : (
          <label className="flex items-start gap-3 text-ink">
            <input
              id="consent"
              type="checkbox"
              name="consent"
              value="yes"
              aria-invalid={actionData?.error ? true : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>{t("onboarding.consent")}</span>
          </label>
        )}
        <div>
          <button
            type="submit"
            className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {loaderData.consentedAt ? t("onboarding.continue") : t("onboarding.start")}
          </button>
        </div>
      </Form>
    </div>
  );
}
