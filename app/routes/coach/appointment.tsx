import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { isCallOpen } from "~/features/calls/access";
import { attendanceOf } from "~/features/calls/calls.server";
import {
  cancelByCoach,
  getCoachAppointment,
  markAppointment,
  saveCoachNote,
} from "~/features/coaching/appointments.server";
import { coachAppointmentFormSchema, MAX_CANCEL_REASON, MAX_NOTE } from "~/features/coaching/coach-appointment.schema";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { kickJobs } from "~/features/jobs/registry.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/appointment";

/** The appointment in the address, as a UUID; anything else names no appointment. */
function appointmentId(id: string): string {
  if (!isUuid(id)) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const id = appointmentId(params.id);
  const db = await getDb();
  const appointment = await getCoachAppointment(db, id, coach.id);
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

type ActionResult = { errors: Record<string, string>; saved: boolean };

export async function action({ request, params, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const id = appointmentId(params.id);
  const parsed = parseForm(coachAppointmentFormSchema, await request.formData());
  if (!parsed.ok)
    return data<ActionResult>({ errors: parsed.errors as Record<string, string>, saved: false }, { status: 400 });
  const failed = (error: string) => data<ActionResult>({ errors: { form: error }, saved: false }, { status: 400 });
  const db = await getDb();
  const form = parsed.data;
  const now = new Date();
  switch (form.intent) {
    case "note":
      if (!(await saveCoachNote(db, { appointmentId: id, coachId: coach.id, body: form.note, now }))) {
        throw data(null, { status: 404 });
      }
      return { errors: {}, saved: true };
    case "cancel": {
      const result = await cancelByCoach(db, { id, coachId: coach.id, reason: form.reason, now });
      if (!result.ok) {
        if (result.reason === "not-found") throw data(null, { status: 404 });
        return failed(`detail.${result.reason}`);
      }
      kickJobs();
      return { errors: {}, saved: false };
    }
    case "completed":
    case "no_show": {
      const result = await markAppointment(db, { id, coachId: coach.id, status: form.intent, now });
      if (!result.ok) {
        if (result.reason === "not-found") throw data(null, { status: 404 });
        return failed("detail.not-open");
      }
      return { errors: {}, saved: false };
    }
  }
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const buttonStyle =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function CoachAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { appointment, zone } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const messages = [...new Set(Object.values(errors))];
  const fieldError = (name: "note" | "reason") =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm font-medium text-danger-700">
        {t(errors[name])}
      </p>
    ) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/coach/appointments">{t("detail.back")}</Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">
        {t(`coaching:kind.${appointment.kind}Short`)} · {appointment.memberName || t("appointments.formerMember")}
      </h1>
      {messages.length > 0 ? (
        <div className="mt-4">
          <Alert tone="danger" role="alert">
            {messages.map((message) => (
              <p key={message}>{t(message)}</p>
            ))}
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
            maxLength={MAX_NOTE}
            defaultValue={appointment.note ?? ""}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? "note-error" : undefined}
            className="rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-ink"
          />
          {fieldError("note")}
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
              maxLength={MAX_CANCEL_REASON}
              required
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? "reason-error" : undefined}
              className="rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-ink"
            />
            {fieldError("reason")}
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
