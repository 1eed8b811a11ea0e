import { useId } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Link } from "~/components/ui/link";
import { RegistrationsTable } from "~/features/admin/components/registrations-table";
import { SessionDetailsCard } from "~/features/admin/components/session-details-card";
import { ErrorSummary, SessionFieldset, useMessages, type Values } from "~/features/admin/event-form-fields";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/session";

export { action, loader } from "./session.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:sessions.metaTitle");

export default function AdminSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const busy = useNavigation().state === "submitting";
  const placesId = useId();
  const waitlistId = useId();
  const { session, event, places, waitlist, timeZone, started } = loaderData;
  const [search] = useSearchParams();
  const editErrors: Values = actionData?.errors ?? {};
  const editMessage = useMessages(editErrors, actionData?.count);
  const editValues: Values = actionData?.values ?? loaderData.form;
  const cancelled = session.cancelledAt !== null;
  const startsAt = new Date(session.startsAt);
  const at = (date: Date) =>
    t("events.at", { date: formatDate(date, lng, timeZone, "long"), time: formatTime(date, lng, timeZone) });
  const saved = actionData?.saved
    ? actionData.saved.changed === 0
      ? t("sessions.unchanged")
      : t("sessions.saved", { count: actionData.saved.attended, places: places.length })
    : "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/events">{t("sessions.back")}</Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-ink">
        {localised(session, "title", lng)}
      </h1>
      <p className="mt-1 text-ink-muted">{at(startsAt)}</p>

      <SessionDetailsCard
        session={session}
        event={event}
        registered={places.length}
        waitlisted={waitlist.length}
        timeZone={timeZone}
      />

      <div role="status" aria-live="polite" className="mt-6 flex flex-col gap-3">
        {search.get("created") ? <Alert tone="success">{t("eventForm.sessionCreated")}</Alert> : null}
        {actionData?.updated ? (
          <Alert tone="success">
            {actionData.updated.changed
              ? t("eventForm.sessionSaved", { count: actionData.updated.promoted })
              : t("eventForm.unchanged")}
          </Alert>
        ) : null}
        {actionData?.cancelled ? (
          <Alert tone="success">
            {t("eventForm.sessionCancelled", {
              count: actionData.cancelled.places + actionData.cancelled.waitlisted,
            })}
          </Alert>
        ) : null}
      </div>
      {cancelled ? (
        <div className="mt-6">
          <Alert tone="warning" title={t("eventForm.cancelledTitle")}>
            {t("eventForm.cancelledText", {
              date: formatDate(new Date(session.cancelledAt as string), lng, timeZone, "long"),
            })}
          </Alert>
        </div>
      ) : (
        <>
          <Card className="mt-8">
            <h2 id="edit-session-title" className="text-xl font-semibold text-ink">
              {t("eventForm.editSession")}
            </h2>
            <p className="mt-1 text-ink-muted">{t("eventForm.editSessionIntro")}</p>
            <ErrorSummary form="edit" errors={editErrors} message={editMessage} />
            <Form method="post" aria-labelledby="edit-session-title" className="mt-6 flex flex-col gap-5">
              <input type="hidden" name="intent" value="update-session" />
              <SessionFieldset form="edit" values={editValues} message={editMessage} />
              <div>
                <button type="submit" disabled={busy} className={buttonStyles.primary}>
                  {t("eventForm.saveSession")}
                </button>
              </div>
            </Form>
          </Card>
          {started ? null : (
            <Card className="mt-8">
              <h2 id="cancel-session-title" className="text-xl font-semibold text-ink">
                {t("eventForm.cancelSession")}
              </h2>
              <p className="mt-1 text-ink-muted">
                {t("eventForm.cancelSessionIntro", { count: places.length + waitlist.length })}
              </p>
              <Form method="post" aria-labelledby="cancel-session-title" className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="cancel" />
                <Checkbox name="confirm" value="yes">
                  {t("eventForm.cancelConfirm")}
                </Checkbox>
                <div>
                  <button type="submit" disabled={busy} className={buttonStyles.danger}>
                    {t("eventForm.cancelSubmit")}
                  </button>
                </div>
              </Form>
            </Card>
          )}
        </>
      )}

      <section aria-labelledby={placesId} className="mt-10">
        <h2 id={placesId} className="text-2xl font-semibold text-ink">
          {t("sessions.places")}
        </h2>
        {places.length === 0 ? (
          <p className="mt-3 text-ink-muted">{t("sessions.placesEmpty")}</p>
        ) : started ? (
          <Form method="post">
            <input type="hidden" name="intent" value="attendance" />
            <p className="mt-2 text-ink-muted">{t("sessions.attendanceHint")}</p>
            <RegistrationsTable
              caption={t("sessions.placesCaption")}
              rows={places}
              choices={session.choices}
              timeZone={timeZone}
              attendance
            />
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <button type="submit" disabled={busy} className={buttonStyles.primary}>
                {t("sessions.save")}
              </button>
            </div>
          </Form>
        ) : (
          <>
            <p className="mt-2 text-ink-muted">{t("sessions.attendanceLater")}</p>
            <RegistrationsTable
              caption={t("sessions.placesCaption")}
              rows={places}
              choices={session.choices}
              timeZone={timeZone}
              attendance={false}
            />
          </>
        )}
        {/* Present from the start, so screen readers announce the save when its text arrives. */}
        <p role="status" aria-live="polite" className={saved ? "mt-4" : "sr-only"}>
          {saved ? <span className="font-medium text-success-700">{saved}</span> : null}
        </p>
        {actionData?.error ? (
          <div className="mt-4">
            <Alert tone="danger" role="alert">
              {t(actionData.error)}
            </Alert>
          </div>
        ) : null}
      </section>

      <section aria-labelledby={waitlistId} className="mt-10">
        <h2 id={waitlistId} className="text-2xl font-semibold text-ink">
          {t("sessions.waitlist")}
        </h2>
        {waitlist.length === 0 ? (
          <p className="mt-3 text-ink-muted">{t("sessions.waitlistEmpty")}</p>
        ) : (
          <RegistrationsTable
            caption={t("sessions.waitlistCaption")}
            rows={waitlist}
            choices={session.choices}
            timeZone={timeZone}
            attendance={false}
          />
        )}
      </section>
    </div>
  );
}
