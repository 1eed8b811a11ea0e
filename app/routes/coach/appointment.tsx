import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { isCallOpen } from "~/features/calls/access";
import { attendanceOf } from "~/features/calls/calls.server";
import {
  cancelByCoach,
  getCoachAppointment,
  markAppointment,
  saveCoachNote,
} from "~/features/coaching/appointments.server";
import { requireCoach } from "~/features/coaching/coach-guard.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { queueAppointmentMails } from "~/features/coaching/notifications.server";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { kickJobs } from "~/features/jobs/registry.server";
import type { Route } from "./+types/appointment";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { coach } = await requireCoach(request);
  const db = await getDb();
  const appointment = await getCoachAppointment(db, params.id, coach.id);
  // Another coach's appointment is as good as absent.
  if (!appointment) throw data(null, { status: 404 });
  const now = new Date();
  return {
    appointment,
    attendance: await attendanceOf(db, appointment.id),
    zone: coach.timeZone,
    callOpen: isCallOpen(appointment, now),
    canCancel: appointment.status === "confirmed" && appointment.endsAt > now,
    canMark: appointment.status === "confirmed" && appointment.endsAt <= now,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { coach } = await requireCoach(request);
  const db = await getDb();
  const form = await request.formData();
  const intent = form.get("intent");
  const now = new Date();
  if (intent === "note") {
    const body = String(form.get("note") ?? "");
    if (body.length > 5000) return data({ error: "detail.noteTooLong", saved: false }, { status: 400 });
    if (!(await saveCoachNote(db, { appointmentId: params.id, coachId: coach.id, body, now }))) {
      throw data(null, { status: 404 });
    }
    return { error: null, saved: true };
  }
  if (intent === "cancel") {
    const reason = String(form.get("reason") ?? "");
    if (reason.length > 500) return data({ error: "detail.reasonTooLong", saved: false }, { status: 400 });
    const result = await cancelByCoach(db, { id: params.id, coachId: coach.id, reason, now });
    if (!result.ok) {
      if (result.reason === "not-found") throw data(null, { status: 404 });
      return data({ error: `detail.${result.reason}`, saved: false }, { status: 400 });
    }
    await queueAppointmentMails(db, params.id, "cancelled", now);
    kickJobs();
    return { error: null, saved: false };
  }
  if (intent === "completed" || intent === "no_show") {
    const result = await markAppointment(db, { id: params.id, coachId: coach.id, status: intent, now });
    if (!result.ok) {
      if (result.reason === "not-found") throw data(null, { status: 404 });
      return data({ error: "detail.not-open", saved: false }, { status: 400 });
    }
    return { error: null, saved: false };
  }
  return data({ error: "detail.unknown", saved: false }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const buttonStyle =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function CoachAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { appointment, zone } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/coach/appointments">{t("detail.back")}</Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">
        {t(`coaching:kind.${appointment.kind}Short`)} · {appointment.memberName || t("appointments.formerMember")}
      </h1>
      {actionData?.error ? (
        <div className="mt-4">
          <Alert tone="danger" role="alert">
            {t(actionData.error)}
          </Alert>
        </div>
      ) : null}
      <Card className="mt-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{t("appointments.status")}</dt>
          <dd>
            <StatusBadge status={appointment.status} />
          </dd>
          <dt className="font-semibold text-ink">{t("appointments.when")}</dt>
          <dd className="text-ink">
            {formatDateTime(new Date(appointment.startsAt), lng, zone)}–
            {formatDateTime(new Date(appointment.endsAt), lng, zone).split(" ").at(-1)} ({zone.replaceAll("_", " ")})
          </dd>
          <dt className="font-semibold text-ink">{t("appointments.client")}</dt>
          <dd className="text-ink">
            {appointment.memberName || t("appointments.formerMember")}
            {appointment.memberEmail ? ` · ${appointment.memberEmail}` : ""}
          </dd>
          <dt className="font-semibold text-ink">{t("detail.topic")}</dt>
          <dd className="whitespace-pre-line text-ink">{appointment.topic || t("detail.noTopic")}</dd>
          {appointment.status === "cancelled" && appointment.cancelledAt ? (
            <>
              <dt className="font-semibold text-ink">{t("detail.cancelled")}</dt>
              <dd className="text-ink">
                {t(`detail.cancelledBy.${appointment.cancelledBy === "coach" ? "coach" : "member"}`, {
                  when: formatDateTime(new Date(appointment.cancelledAt), lng, zone),
                })}
                {appointment.cancelReason ? ` · ${appointment.cancelReason}` : ""}
                {appointment.late ? ` · ${t("detail.late")}` : ""}
              </dd>
            </>
          ) : null}
        </dl>
        {loaderData.callOpen ? (
          <p className="mt-5">
            <Link variant="primary" to={`/coach/appointments/${appointment.id}/call`}>
              {t("detail.join")}
            </Link>
          </p>
        ) : null}
      </Card>

      <Card className="mt-6">
        <h2 className="text-xl font-semibold text-ink">{t("detail.attendanceTitle")}</h2>
        {loaderData.attendance.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t("detail.attendanceNone")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-ink">
            {loaderData.attendance.map((entry) => (
              <li key={`${entry.role}-${new Date(entry.joinedAt).toISOString()}`}>
                {t("detail.attendanceRow", {
                  who: t(`detail.attendanceWho.${entry.role}`),
                  joined: formatDateTime(new Date(entry.joinedAt), lng, zone),
                  left: entry.leftAt ? formatDateTime(new Date(entry.leftAt), lng, zone) : "…",
                })}
              </li>
            ))}
          </ul>
        )}
      </Card>

      {loaderData.canMark ? (
        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("detail.markTitle")}</h2>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="completed" className={`${buttonStyle} bg-brand-700 text-white`}>
              {t("detail.markCompleted")}
            </button>
            <button
              type="submit"
              name="intent"
              value="no_show"
              className={`${buttonStyle} border border-brand-700 text-brand-800`}
            >
              {t("detail.markNoShow")}
            </button>
          </Form>
        </Card>
      ) : null}

      <Card className="mt-6">
        <h2 className="text-xl font-semibold text-ink">{t("detail.notesTitle")}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t("detail.notesPrivate")}</p>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className="sr-only">
            {t("detail.notesTitle")}
          </label>
          <textarea
            id="note"
            name="note"
            rows={6}
            maxLength={5000}
            defaultValue={appointment.note ?? ""}
            className="rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-ink"
          />
          <div className="flex items-center gap-3">
            <button type="submit" className={`${buttonStyle} bg-brand-700 text-white`}>
              {t("detail.saveNote")}
            </button>
            {actionData?.saved ? (
              <span role="status" className="font-semibold text-success-700">
                {t("detail.noteSaved")}
              </span>
            ) : null}
          </div>
        </Form>
      </Card>

      {loaderData.canCancel ? (
        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("detail.cancelTitle")}</h2>
          <p className="mt-1 text-ink-muted">{t("detail.cancelText")}</p>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="cancel" />
            <label htmlFor="reason" className="font-medium text-ink">
              {t("detail.reason")}
            </label>
            <textarea
              id="reason"
              name="reason"
              rows={3}
              maxLength={500}
              required
              className="rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-ink"
            />
            <div>
              <button type="submit" className={`${buttonStyle} bg-danger-700 text-white`}>
                {t("detail.cancelButton")}
              </button>
            </div>
          </Form>
        </Card>
      ) : null}
    </div>
  );
}
