import type { ErrorsByField } from "~/components/form/error-summary";
import { ErrorSummary } from "~/components/form/error-summary";
import { RadioGroupField, SelectField, TextAreaField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { coachAppointmentFormSchema, MAX_CANCEL_REASON, MAX_NOTE } from "~/features/coaching/coach-appointment.schema";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { MAX_AGREEMENTS, MAX_SAFETY_AGREED, MAX_SUMMARY, referralTargets } from "~/features/sessions/rules";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/appointment";
import type { CoachAppointmentAnswer } from "./appointment.server";
import { MarkSection } from "./appointment-absence";
import { MemberContext } from "./appointment-sections";

// The coach's page of one appointment: what it is, the member's shared goals and last agreements,
// who came to the call, marking how it went, private notes, what was agreed (for the member), a
// safety concern (for the administrators) and cancelling. Loader and action are in `appointment.server.ts`; each form is a
// Conform form over `coachAppointmentFormSchema`, with one error summary for whichever form was
// refused (decision 028).

export { action, loader } from "./appointment.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/** The controls a summary's message links to; any other name (a tampered intent) has none. */
const controls: Record<string, string> = {
  note: "note-note",
  reason: "cancel-reason",
  summary: "summary-summary",
  agreements: "summary-agreements",
  goalId: "summary-goalId",
  agreed: "safety-agreed",
  referred: "safety-referred",
  referredTo: "safety-referredTo",
};

export default function CoachAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { appointment, zone } = loaderData;
  const answer = actionData as CoachAppointmentAnswer | undefined;
  const schema = coachAppointmentFormSchema;
  const [mark] = useAppForm({ id: "mark", schema, answer });
  const [note, noteFields] = useAppForm({ id: "note", schema, answer, defaultValue: { note: appointment.note ?? "" } });
  const [cancel, cancelFields] = useAppForm({ id: "cancel", schema, answer });
  const saved = loaderData.summary;
  const [summary, summaryFields] = useAppForm({
    id: "summary",
    schema,
    answer,
    defaultValue: { summary: saved?.summary ?? "", agreements: saved?.agreements ?? "", goalId: saved?.goalId ?? "" },
  });
  const [safety, safetyFields] = useAppForm({ id: "safety", schema, answer });
  const refused = [note, summary, safety, cancel, mark].find((form) => hasErrors(form.allErrors));
  const lastConcern = loaderData.concerns[0];
  return (
    <FormMessages namespace="coach">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <p className="flex flex-wrap gap-x-6">
          <Link to="/coach/appointments">{t("detail.back")}</Link>
          {appointment.memberId ? (
            <Link to={`/coach/messages/${appointment.memberId}`}>
              {t("messages:links.toMember", { name: appointment.memberName })}
            </Link>
          ) : null}
          {appointment.memberId && appointment.kind === "coaching" ? (
            <Link to={`/coach/appointments/${appointment.id}/series`}>{t("series:coach.link")}</Link>
          ) : null}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">
          {t(`coaching:kind.${appointment.kind}Short`)} · {appointment.memberName || t("appointments.formerMember")}
        </h1>
        <div className="mt-4">
          <ErrorSummary
            errors={refused?.allErrors}
            status={refused?.status}
            fieldId={(name) => controls[name] ?? null}
          />
        </div>
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

        {appointment.memberId ? (
          <MemberContext
            memberId={appointment.memberId}
            memberName={appointment.memberName}
            goals={loaderData.sharedGoals}
            lastAgreement={loaderData.lastAgreement}
            zone={zone}
          />
        ) : null}

        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("detail.attendanceTitle")}</h2>
          {loaderData.attendance.length === 0 ? (
            <p className="mt-2 text-ink-muted">
              {/* A session marked as held or missed without the video call here took place elsewhere,
                  or not at all: "yet" would promise someone still comes. */}
              {t(
                appointment.status === "completed"
                  ? "detail.attendanceNoneHeld"
                  : appointment.status === "no_show"
                    ? "detail.attendanceNoneMissed"
                    : "detail.attendanceNone",
              )}
            </p>
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

        <MarkSection
          absence={appointment.absence}
          status={appointment.status}
          memberName={appointment.memberName}
          canMark={loaderData.canMark}
          mark={mark}
        />

        <Card className="mt-6">
          <h2 className="text-xl font-semibold text-ink">{t("detail.notesTitle")}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t("detail.notesPrivate")}</p>
          <Form form={note} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="note" />
            {/* The heading above names the notes: their label is for screen readers only. */}
            <TextAreaField
              meta={noteFields.note}
              label={t("detail.notesTitle")}
              hideLabel
              rows={6}
              maxLength={MAX_NOTE}
            />
            <div className="flex items-center gap-3">
              <Button type="submit">{t("detail.saveNote")}</Button>
              {answer?.done === "note" ? (
                <span role="status" className="font-semibold text-success-700">
                  {t("detail.noteSaved")}
                </span>
              ) : null}
            </div>
          </Form>
        </Card>

        <section aria-labelledby="summary-heading">
          <Card className="mt-6">
            <h2 id="summary-heading" className="text-xl font-semibold text-ink">
              {t("sessions:summary.title")}
            </h2>
            {loaderData.canSummarise ? (
              <>
                <p className="mt-1 text-sm text-ink-muted">{t("sessions:summary.intro")}</p>
                <Form form={summary} className="mt-3 flex flex-col gap-4">
                  <input type="hidden" name="intent" value="summary" />
                  <TextAreaField
                    meta={summaryFields.summary}
                    label={t("sessions:summary.summaryLabel")}
                    hint={t("sessions:summary.summaryHint")}
                    rows={5}
                    maxLength={MAX_SUMMARY}
                  />
                  <TextAreaField
                    meta={summaryFields.agreements}
                    label={t("sessions:summary.agreementsLabel")}
                    hint={t("sessions:summary.agreementsHint")}
                    rows={4}
                    maxLength={MAX_AGREEMENTS}
                  />
                  {loaderData.sharedGoals.length > 0 ? (
                    <SelectField
                      meta={summaryFields.goalId}
                      label={t("sessions:summary.goalLabel")}
                      hint={t("sessions:summary.goalHint")}
                      options={[
                        { value: "", label: t("sessions:summary.goalNone") },
                        ...loaderData.sharedGoals.map((goal) => ({ value: goal.id, label: goal.title })),
                      ]}
                    />
                  ) : null}
                  <div className="flex flex-wrap items-center gap-3">
                    <Button type="submit">{t("sessions:summary.save")}</Button>
                    {answer?.done === "summary" ? (
                      <span role="status" className="font-semibold text-success-700">
                        {t("sessions:summary.saved")}
                      </span>
                    ) : saved ? (
                      <span className="text-sm text-ink-muted">
                        {t("sessions:summary.lastSaved", {
                          when: formatDateTime(new Date(saved.updatedAt), lng, zone),
                        })}
                      </span>
                    ) : null}
                  </div>
                </Form>
              </>
            ) : (
              <p className="mt-2 text-ink-muted">
                {appointment.status === "confirmed" ? t("sessions:summary.notYet") : t("sessions:summary.notHeld")}
              </p>
            )}
          </Card>
        </section>

        <section aria-labelledby="safety-heading">
          <Card className="mt-6">
            <h2 id="safety-heading" className="text-xl font-semibold text-ink">
              {t("sessions:safety.title")}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t("sessions:safety.intro")}</p>
            {lastConcern ? (
              <p className="mt-2 text-ink">
                {t("sessions:safety.marked", {
                  count: loaderData.concerns.length,
                  when: formatDateTime(new Date(lastConcern.createdAt), lng, zone),
                })}
              </p>
            ) : null}
            <Form form={safety} className="mt-3 flex flex-col gap-4">
              <input type="hidden" name="intent" value="safety" />
              <TextAreaField
                meta={safetyFields.agreed}
                label={t("sessions:safety.agreedLabel")}
                hint={t("sessions:safety.agreedHint")}
                rows={4}
                maxLength={MAX_SAFETY_AGREED}
              />
              <RadioGroupField
                meta={safetyFields.referred}
                label={t("sessions:safety.referredLabel")}
                orientation="horizontal"
                options={[
                  { value: "yes", label: t("sessions:safety.referredYes") },
                  { value: "no", label: t("sessions:safety.referredNo") },
                ]}
              />
              <SelectField
                meta={safetyFields.referredTo}
                label={t("sessions:safety.referredToLabel")}
                hint={t("sessions:safety.referredToHint")}
                options={[
                  { value: "", label: t("sessions:safety.referredToChoose") },
                  ...referralTargets.map((target) => ({
                    value: target,
                    label: t(`sessions:safety.targets.${target}`),
                  })),
                ]}
              />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" variant="secondary">
                  {t("sessions:safety.submit")}
                </Button>
                {answer?.done === "safety" ? (
                  <span role="status" className="font-semibold text-success-700">
                    {t("sessions:safety.sent")}
                  </span>
                ) : null}
              </div>
            </Form>
          </Card>
        </section>

        {loaderData.canCancel ? (
          <Card className="mt-6">
            <h2 className="text-xl font-semibold text-ink">{t("detail.cancelTitle")}</h2>
            <p className="mt-1 text-ink-muted">{t("detail.cancelText")}</p>
            <Form form={cancel} className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="intent" value="cancel" />
              <TextAreaField
                meta={cancelFields.reason}
                label={t("detail.reason")}
                rows={3}
                maxLength={MAX_CANCEL_REASON}
              />
              <div>
                <Button type="submit" variant="danger">
                  {t("detail.cancelButton")}
                </Button>
              </div>
            </Form>
          </Card>
        ) : null}
      </div>
    </FormMessages>
  );
}
