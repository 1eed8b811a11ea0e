import { useId } from "react";
import { Form as RouterForm, useNavigation, useSearchParams } from "react-router";
import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import { CheckboxField } from "~/components/form/fields";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { useAdminFormat } from "~/features/admin/components/admin-table";
import { SessionFields, sessionFieldNames } from "~/features/admin/components/event-fields";
import { RegistrationsTable } from "~/features/admin/components/registrations-table";
import { SessionDetailsCard } from "~/features/admin/components/session-details-card";
import { sessionEditSchema } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/session";
import type { SessionAnswer } from "./session.server";

// The back office's page of one session of an event: its facts, its own fields, cancelling it,
// and its places and waiting list, with attendance once it has started. Loader and action are in
// `session.server.ts`; the session's fields and cancelling are Conform forms over
// `sessionEditSchema`, with one error summary for them and attendance (decision 028).

export { action, loader } from "./session.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:sessions.metaTitle");

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/** The places ticked in a post, as Conform keeps them: none, one (a text) or several. */
const tickedIn = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((one) => typeof one === "string") : [];

export default function AdminSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const busy = useNavigation().state === "submitting";
  const placesId = useId();
  const waitlistId = useId();
  const { session, event, places, waitlist, timeZone, started } = loaderData;
  const [search] = useSearchParams();
  const answer = actionData as SessionAnswer | undefined;
  const [edit, editFields] = useAppForm({
    id: "edit",
    schema: sessionEditSchema,
    answer,
    defaultValue: loaderData.form,
  });
  const [cancel, cancelFields] = useAppForm({ id: "cancel", schema: sessionEditSchema, answer });
  // One summary for the page: the form with errors now, or the attendance answer.
  const refused = [edit, cancel].find((form) => hasErrors(form.allErrors));
  const summary = refused
    ? { form: refused.id, errors: refused.allErrors, status: refused.status }
    : answer?.form === "attendance"
      ? { form: "attendance", errors: answer.result.error, status: answer.result.status }
      : null;
  const fieldId = (name: string) => {
    if (summary?.form === "edit" && (sessionFieldNames as readonly string[]).includes(name)) return `edit-${name}`;
    if (summary?.form === "cancel" && name === "confirm") return "cancel-confirm";
    return null;
  };
  // A refused attendance post keeps its ticks; otherwise the saved ones are shown.
  const ticked =
    answer?.form === "attendance" && answer.result.status === "error"
      ? tickedIn(answer.result.initialValue?.attended)
      : undefined;
  const cancelled = session.cancelledAt !== null;
  const { at } = useAdminFormat(timeZone, "long");
  const saved = answer?.saved
    ? answer.saved.changed === 0
      ? t("sessions.unchanged")
      : t("sessions.saved", { count: answer.saved.attended, places: places.length })
    : "";
  return (
    // The capacity's refusal names the places taken, as the page has them.
    <FormMessages namespace="admin" values={{ count: places.length }}>
      <AdminPage
        back={{ to: "/admin/events", label: t("sessions.back") }}
        title={localised(session, "title", lng)}
        intro={at(session.startsAt)}
        width="md"
      >
        <SessionDetailsCard
          session={session}
          event={event}
          registered={places.length}
          waitlisted={waitlist.length}
          timeZone={timeZone}
        />

        <div role="status" aria-live="polite" className="mt-6 flex flex-col gap-3">
          {search.get("created") ? <Alert tone="success">{t("eventForm.sessionCreated")}</Alert> : null}
          {answer?.updated ? (
            <Alert tone="success">
              {answer.updated.changed
                ? t("eventForm.sessionSaved", { count: answer.updated.promoted })
                : t("eventForm.unchanged")}
            </Alert>
          ) : null}
          {answer?.cancelled ? (
            <Alert tone="success">
              {t("eventForm.sessionCancelled", { count: answer.cancelled.places + answer.cancelled.waitlisted })}
            </Alert>
          ) : null}
        </div>
        <div className="mt-6 empty:hidden">
          <ErrorSummary
            errors={summary?.errors}
            status={summary?.status}
            fieldId={fieldId}
            title={summary?.form === "edit" ? t("eventForm.errors.summary") : undefined}
          />
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
            <AdminFormCard
              id="edit-session-title"
              form={edit}
              className="mt-8"
              title={t("eventForm.editSession")}
              intro={t("eventForm.editSessionIntro")}
              submit={t("eventForm.saveSession")}
              isDisabled={busy}
            >
              <input type="hidden" name="intent" value="update-session" />
              <SessionFields fields={editFields} />
            </AdminFormCard>
            {started ? null : (
              <AdminFormCard
                id="cancel-session-title"
                form={cancel}
                className="mt-8"
                title={t("eventForm.cancelSession")}
                intro={t("eventForm.cancelSessionIntro", { count: places.length + waitlist.length })}
                submit={t("eventForm.cancelSubmit")}
                variant="danger"
                isDisabled={busy}
              >
                <input type="hidden" name="intent" value="cancel" />
                <CheckboxField meta={cancelFields.confirm} value="yes">
                  {t("eventForm.cancelConfirm")}
                </CheckboxField>
              </AdminFormCard>
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
            <RouterForm method="post">
              <input type="hidden" name="intent" value="attendance" />
              <p className="mt-2 text-ink-muted">{t("sessions.attendanceHint")}</p>
              <RegistrationsTable
                caption={t("sessions.placesCaption")}
                rows={places}
                choices={session.choices}
                timeZone={timeZone}
                attendance
                ticked={ticked}
              />
              <div className="mt-4 flex flex-wrap items-center gap-4">
                <Button type="submit" isDisabled={busy}>
                  {t("sessions.save")}
                </Button>
              </div>
            </RouterForm>
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
      </AdminPage>
    </FormMessages>
  );
}
