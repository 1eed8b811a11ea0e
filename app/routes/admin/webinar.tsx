import { data, Form, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import {
  ErrorSummary,
  typedValues,
  useMessages,
  type Values,
  WebinarFieldset,
} from "~/features/admin/event-form-fields";
import { updateWebinarSchema, wallClockOf } from "~/features/admin/events-admin.schema";
import { adminWebinar, partnerChoices, updateWebinar } from "~/features/admin/events-admin.server";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { kickJobs } from "~/features/jobs/registry.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/webinar";

// One webinar: its fields in both languages side by side, and who registered (with a CSV).

async function webinarOf(id: string) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const detail = await adminWebinar(await getDb(), id);
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { webinar, partnerName, registrations, recordingFound } = await webinarOf(params.id);
  const start = wallClockOf(webinar.startsAt, user.timeZone);
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(await getDb()),
    webinar: {
      id: webinar.id,
      slug: webinar.slug,
      titleNl: webinar.titleNl,
      titleEn: webinar.titleEn,
      startsAt: webinar.startsAt.toISOString(),
      partnerName,
      recordingFound,
    },
    form: {
      partnerId: webinar.partnerId ?? "",
      titleNl: webinar.titleNl,
      titleEn: webinar.titleEn,
      descriptionNl: webinar.descriptionNl,
      descriptionEn: webinar.descriptionEn,
      presenterName: webinar.presenterName,
      presenterRoleNl: webinar.presenterRoleNl,
      presenterRoleEn: webinar.presenterRoleEn,
      timeZone: user.timeZone,
      startDate: start.date,
      startTime: start.time,
      durationMinutes: String(webinar.durationMinutes),
      streamUrl: webinar.streamUrl ?? "",
      recordingSlug: webinar.recordingSlug ?? "",
    } satisfies Values,
    registrations: registrations.map((registration) => ({
      ...registration,
      registeredAt: registration.registeredAt.toISOString(),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  if (!form)
    return data(
      { errors: { form: "eventForm.errors.form" } as Values, values: {} as Values, saved: false },
      { status: 400 },
    );
  const values = typedValues(form);
  const parsed = parseForm(updateWebinarSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors as Values, values, saved: false }, { status: 400 });
  const { intent: _intent, ...input } = parsed.data;
  const outcome = await updateWebinar(await getDb(), actor, params.id, input, new Date());
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(null, { status: 404 });
    return data({ errors: outcome.errors as Values, values, saved: false }, { status: outcome.status });
  }
  if (outcome.value.reminders > 0) kickJobs();
  return { errors: {} as Values, values: {} as Values, saved: true };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:webinars.metaTitle");

export default function AdminWebinar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const [search] = useSearchParams();
  const { webinar, registrations, timeZone, partners } = loaderData;
  const errors: Values = actionData?.errors ?? {};
  const message = useMessages(errors);
  const values: Values = actionData && !actionData.saved ? actionData.values : loaderData.form;
  const at = (iso: string) => {
    const date = new Date(iso);
    return t("events.at", { date: formatDate(date, lng, timeZone, "medium"), time: formatTime(date, lng, timeZone) });
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/webinars">{t("webinars.back")}</Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-ink">
        {localised(webinar, "title", lng)}
      </h1>
      <p className="mt-1 text-ink-muted">
        {at(webinar.startsAt)} ·{" "}
        {webinar.partnerName ? t("events.forPartner", { partner: webinar.partnerName }) : t("events.everyone")}
      </p>
      <div role="status" aria-live="polite" className="mt-4 flex flex-col gap-3">
        {search.get("created") ? <Alert tone="success">{t("webinars.created")}</Alert> : null}
        {actionData?.saved ? <Alert tone="success">{t("eventForm.saved")}</Alert> : null}
      </div>
      {loaderData.form.recordingSlug && !webinar.recordingFound ? (
        <div className="mt-4">
          <Alert tone="warning">{t("webinars.recordingMissing", { slug: loaderData.form.recordingSlug })}</Alert>
        </div>
      ) : null}

      <section aria-labelledby="webinar-registrations" className="mt-8">
        <h2 id="webinar-registrations" className="text-2xl font-semibold text-ink">
          {t("webinars.registrations", { count: registrations.length })}
        </h2>
        <p className="mt-2">
          <Link to={`/admin/webinars/${webinar.id}/registrations.csv`} reloadDocument variant="secondary">
            {t("sessions.download")}
          </Link>
        </p>
        {registrations.length === 0 ? (
          <p className="mt-3 text-ink-muted">{t("webinars.noRegistrations")}</p>
        ) : (
          <ScrollRegion
            label={t("webinars.registrationsCaption")}
            className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface"
          >
            <table className="w-full min-w-[32rem] text-left">
              <caption className="sr-only">{t("webinars.registrationsCaption")}</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-3 text-right font-semibold">
                    {t("sessions.columns.position")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {t("sessions.columns.name")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {t("sessions.columns.email")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {t("sessions.columns.registeredAt")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {registrations.map((registration, index) => (
                  <tr key={registration.userId} className="border-b border-line last:border-0">
                    <td className="px-3 py-3 text-right tabular-nums">{formatNumber(index + 1, lng)}</td>
                    <th scope="row" className="px-3 py-3 font-semibold">
                      <Link to={`/admin/users/${encodeURIComponent(registration.userId)}`}>{registration.name}</Link>
                    </th>
                    <td className="break-all px-3 py-3 text-ink">{registration.email}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-ink">{at(registration.registeredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      <Card className="mt-10">
        <h2 id="edit-webinar-title" className="text-xl font-semibold text-ink">
          {t("webinars.editTitle")}
        </h2>
        <ErrorSummary form="webinar" errors={errors} message={message} />
        <Form method="post" aria-labelledby="edit-webinar-title" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="intent" value="update-webinar" />
          <WebinarFieldset form="webinar" values={values} message={message} partners={partners} />
          <div>
            <button type="submit" className={buttonStyles.primary}>
              {t("eventForm.save")}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
