import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { callWindow, isCallOpen } from "~/features/calls/access";
import { cancelByMember, getMemberAppointment } from "~/features/coaching/appointments.server";
import { appointmentFormSchema, BOOKING_INVALID } from "~/features/coaching/booking.schema";
import { canMemberChange } from "~/features/coaching/booking.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { SESSION_MINUTES } from "~/features/coaching/sessions";
import { languageParam } from "~/features/i18n/config";
import { formatDateTime } from "~/features/i18n/format";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/appointment";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const appointment = await getMemberAppointment(await getDb(), params.id, user.id);
  // Someone else's appointment is as good as absent.
  if (!appointment) throw data(null, { status: 404 });
  const now = new Date();
  const url = new URL(request.url);
  return {
    appointment,
    timeZone: user.timeZone,
    email: user.email,
    canChange: appointment.status === "confirmed" && canMemberChange(appointment.startsAt, now),
    canCancel: appointment.status === "confirmed" && appointment.startsAt > now,
    callOpen: isCallOpen(appointment, now),
    opensAt: callWindow(appointment.startsAt, appointment.endsAt).opensAt,
    notice: url.searchParams.has("booked")
      ? "booked"
      : url.searchParams.has("rescheduled")
        ? "rescheduled"
        : url.searchParams.has("cancelled")
          ? "cancelledNotice"
          : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const parsed = parseForm(appointmentFormSchema, await request.formData());
  if (!parsed.ok) return data({ error: BOOKING_INVALID }, { status: 400 });
  const db = await getDb();
  const now = new Date();
  const result = await cancelByMember(db, { id: params.id, memberId: user.id, now });
  if (!result.ok) {
    if (result.reason === "not-found") throw data(null, { status: 404 });
    return data({ error: "booking.too-late" }, { status: 409 });
  }
  throw redirect(`/${lng}/coaching/${params.id}?cancelled=1`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "coaching:appointment.metaTitle");

export default function Appointment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { appointment, timeZone } = loaderData;
  const startsAt = new Date(appointment.startsAt);
  const late = !loaderData.canChange && loaderData.canCancel;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {loaderData.notice ? (
        <div className="mb-6">
          <Alert tone="success">{t(`appointment.${loaderData.notice}`, { email: loaderData.email })}</Alert>
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="mb-6">
          <Alert tone="danger" role="alert">
            {t(actionData.error)}
          </Alert>
        </div>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t("appointment.title", { kind: t(`kind.${appointment.kind}Short`), coach: appointment.coachName })}
      </h1>
      <Card className="mt-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{t("appointment.statusLabel")}</dt>
          <dd>
            <StatusBadge status={appointment.status} />
          </dd>
          <dt className="font-semibold text-ink">{t("appointment.when")}</dt>
          <dd className="text-ink">
            {formatDateTime(startsAt, lng, timeZone)} ({timeZone.replaceAll("_", " ")})
          </dd>
          <dt className="font-semibold text-ink">{t("appointment.duration")}</dt>
          <dd className="text-ink">{t("appointment.minutes", { count: SESSION_MINUTES[appointment.kind] })}</dd>
          <dt className="font-semibold text-ink">{t("appointment.how")}</dt>
          <dd className="text-ink">{t("appointment.videoHow")}</dd>
          <dt className="font-semibold text-ink">{t("appointment.topic")}</dt>
          <dd className="whitespace-pre-line text-ink">{appointment.topic || t("appointment.noTopic")}</dd>
        </dl>
        {appointment.status === "cancelled" && appointment.cancelledAt ? (
          <div className="mt-4 text-ink">
            <p>
              {t("appointment.cancelledBy", {
                who: t(`appointment.who.${appointment.cancelledBy === "coach" ? "coach" : "member"}`),
                when: formatDateTime(new Date(appointment.cancelledAt), lng, timeZone),
              })}
            </p>
            {appointment.cancelReason ? <p>{t("appointment.reason", { reason: appointment.cancelReason })}</p> : null}
            {appointment.late ? <p className="font-semibold">{t("appointment.lateNote")}</p> : null}
          </div>
        ) : null}
        {appointment.status === "confirmed" ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {loaderData.callOpen ? (
              <Link variant="primary" to={`/${lng}/call/${appointment.id}`}>
                {t("appointment.join")}
              </Link>
            ) : (
              <p className="w-full text-ink-muted">
                {t("appointment.joinOpensAt", {
                  time: formatDateTime(new Date(loaderData.opensAt), lng, timeZone),
                })}
              </p>
            )}
            <a
              href={`/${lng}/coaching/${appointment.id}/invite.ics`}
              download="vitaal.ics"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {t("appointment.addToCalendar")}
            </a>
          </div>
        ) : null}
      </Card>
      {appointment.status === "confirmed" ? (
        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("appointment.nextSteps")}</h2>
          <p className="mt-2 text-ink">{t("appointment.nextStepsText")}</p>
          {loaderData.canChange ? (
            <p className="mt-4">
              <Link variant="secondary" to={`/${lng}/coaches/${appointment.coachSlug}?reschedule=${appointment.id}`}>
                {t("appointment.reschedule")}
              </Link>
            </p>
          ) : loaderData.canCancel ? (
            <p className="mt-4 text-ink-muted">{t("appointment.changeClosed")}</p>
          ) : null}
          {loaderData.canCancel ? (
            <details className="mt-4">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-danger-700">
                {t("appointment.cancel")}
              </summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <h3 className="font-semibold text-ink">{t("appointment.cancelTitle")}</h3>
                <p className="text-ink">{late ? t("appointment.cancelLate") : t("appointment.cancelFree")}</p>
                <input type="hidden" name="intent" value="cancel" />
                <div>
                  <button
                    type="submit"
                    className="min-h-11 rounded-[var(--radius-control)] bg-danger-700 px-5 py-2.5 font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {t("appointment.cancelConfirm")}
                  </button>
                </div>
              </Form>
            </details>
          ) : null}
        </Card>
      ) : null}
      <p className="mt-6">
        <Link to={`/${lng}/coaching`}>{t("appointment.back")}</Link>
      </p>
    </div>
  );
}
