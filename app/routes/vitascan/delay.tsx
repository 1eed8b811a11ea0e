import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { languageParam } from "~/features/i18n/config";
import { formatDate } from "~/features/i18n/format";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { isScanOpen, reminderDate } from "~/features/vitascan/dates";
import { delayFormSchema } from "~/features/vitascan/vitascan.schema";
import { pendingReminder, scanStatus, setReminder } from "~/features/vitascan/vitascan.server";
import type { Route } from "./+types/delay";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = await getDb();
  const now = new Date();
  const { latest, opensAt } = await scanStatus(db, user.id);
  return {
    open: isScanOpen(opensAt, now),
    opensAt,
    hasResults: latest !== null,
    reminder: await pendingReminder(db, user.id),
    timeZone: user.timeZone,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const parsed = parseForm(delayFormSchema, await request.formData());
  if (!parsed.ok) return data({ error: parsed.errors.when ?? "delay.invalid" }, { status: 400 });
  const now = new Date();
  await setReminder(await getDb(), user.id, reminderDate(parsed.data.when, now, user.timeZone), now);
  throw redirect(`/${lng}/vitascan/delay?reminder=1`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "vitascan:delay.metaTitle");

export default function Delay({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("vitascan");
  const lng = languageParam(params.lng);
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
          <Form method="post" className="mt-4 flex flex-col gap-3">
            {actionData?.error ? (
              <Alert tone="danger" role="alert">
                {t(actionData.error)}
              </Alert>
            ) : null}
            <fieldset>
              <legend className="sr-only">{t("delay.remindTitle")}</legend>
              <div className="flex flex-wrap gap-4">
                {(["week", "month"] as const).map((choice) => (
                  <label key={choice} className="flex items-center gap-3 text-ink">
                    <input
                      type="radio"
                      name="when"
                      value={choice}
                      defaultChecked={choice === "week"}
                      className="size-5 accent-brand-700"
                    />
                    {t(`delay.${choice}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <button
                type="submit"
                className="min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t("delay.remind")}
              </button>
            </div>
          </Form>
        </Card>
      ) : null}
      <p className="mt-6">
        <Link to={`/${lng}/dashboard`}>{t("delay.toDashboard")}</Link>
      </p>
    </div>
  );
}
