import { data, Form, redirect } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import {
  ErrorSummary,
  Input,
  typedValues,
  useMessages,
  type Values,
  WebinarFieldset,
} from "~/features/admin/event-form-fields";
import { createWebinarSchema } from "~/features/admin/events-admin.schema";
import { createWebinar, listAdminWebinars, partnerChoices } from "~/features/admin/events-admin.server";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/webinars";

// Every webinar, latest first, with its registrations; and the form that creates one.

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = await getDb();
  const rows = await listAdminWebinars(db);
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(db),
    webinars: rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData().catch(() => null);
  if (!form)
    return data({ errors: { form: "eventForm.errors.form" } as Values, values: {} as Values }, { status: 400 });
  const values = typedValues(form);
  const parsed = parseForm(createWebinarSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors as Values, values }, { status: 400 });
  const { intent: _intent, ...input } = parsed.data;
  const created = await createWebinar(await getDb(), actor, input);
  if (!created.ok) return data({ errors: created.errors as Values, values }, { status: created.status });
  throw redirect(`/admin/webinars/${created.value.id}?created=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:webinars.metaTitle");

export default function AdminWebinars({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { webinars, timeZone, partners } = loaderData;
  const errors: Values = actionData?.errors ?? {};
  const message = useMessages(errors);
  const values: Values = actionData?.values ?? { timeZone, durationMinutes: "60" };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("webinars.title")}</h1>
      <p className="mt-1 text-ink-muted">{t("webinars.intro")}</p>
      <p className="mt-2 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
      {webinars.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("webinars.empty")}</p>
      ) : (
        <ScrollRegion
          label={t("webinars.listCaption")}
          className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface"
        >
          <table className="w-full min-w-[40rem] text-left">
            <caption className="sr-only">{t("webinars.listCaption")}</caption>
            <thead className="border-b border-line text-sm text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t("webinars.columns.title")}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t("events.columns.start")}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t("webinars.columns.presenter")}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t("sessions.audience")}
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  {t("webinars.columns.registrations")}
                </th>
              </tr>
            </thead>
            <tbody>
              {webinars.map((webinar) => {
                const at = new Date(webinar.startsAt);
                return (
                  <tr key={webinar.id} className="border-b border-line last:border-0">
                    <th scope="row" className="px-3 py-3 font-medium">
                      <Link to={`/admin/webinars/${webinar.id}`}>{localised(webinar, "title", lng)}</Link>
                    </th>
                    <td className="whitespace-nowrap px-3 py-3 text-ink">
                      {t("events.at", {
                        date: formatDate(at, lng, timeZone, "medium"),
                        time: formatTime(at, lng, timeZone),
                      })}
                    </td>
                    <td className="px-3 py-3 text-ink">{webinar.presenterName}</td>
                    <td className="px-3 py-3 text-ink">
                      {webinar.partnerName
                        ? t("events.forPartner", { partner: webinar.partnerName })
                        : t("events.everyone")}
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums text-ink">
                      {formatNumber(webinar.registrations, lng)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <Card className="mt-10">
        <h2 id="create-webinar-title" className="text-xl font-semibold text-ink">
          {t("webinars.createTitle")}
        </h2>
        <ErrorSummary form="webinar" errors={errors} message={message} />
        <Form method="post" aria-labelledby="create-webinar-title" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="intent" value="create-webinar" />
          <Input
            form="webinar"
            name="slug"
            label={t("eventForm.fields.slug")}
            hint={t("eventForm.fields.slugHint")}
            values={values}
            message={message}
          />
          <WebinarFieldset form="webinar" values={values} message={message} partners={partners} />
          <div>
            <button type="submit" className={buttonStyles.primary}>
              {t("webinars.create")}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
