import { useSearchParams } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { AdminSessionsTable } from "~/features/admin/components/admin-sessions-table";
import {
  EventFields,
  eventFieldNames,
  SessionFields,
  SlugField,
  sessionFieldNames,
} from "~/features/admin/components/event-fields";
import { DEFAULT_ZONE, eventPageSchema } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/event";
import type { EventAnswer } from "./event.server";

// One event in the back office: its texts in both languages side by side, its sessions, and the
// form that adds a session. A session's own fields, its cancelling and its registrations are on
// `/admin/sessions/:id`, next to the registrations they affect. Loader and action are in
// `event.server.ts`; both forms are Conform forms over `eventPageSchema`, with one summary for
// whichever was refused (decision 028).

export { action, loader } from "./event.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:eventForm.metaTitle");

export default function AdminEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const [search] = useSearchParams();
  const { event, sessions, partners, timeZone } = loaderData;
  const answer = actionData as EventAnswer | undefined;
  const [edit, editFields] = useAppForm({
    id: "event",
    schema: eventPageSchema,
    answer,
    defaultValue: { ...event, intent: "update-event" },
  });
  const [add, sessionFields] = useAppForm({
    id: "session",
    schema: eventPageSchema,
    answer,
    defaultValue: { intent: "add-session", timeZone: DEFAULT_ZONE, capacity: "20" },
  });
  // One summary for the page, for the form that was refused, each message linked to its field.
  const refused = [add, edit].find((form) => Object.values(form.allErrors).some((keys) => keys.length > 0));
  const names: readonly string[] = refused?.id === "session" ? ["slug", ...sessionFieldNames] : eventFieldNames;
  const fieldId = (name: string) => (refused && names.includes(name) ? `${refused.id}-${name}` : null);
  return (
    <FormMessages namespace="admin">
      <AdminPage
        back={{ to: "/admin/events", label: t("sessions.back") }}
        title={localised(event, "title", lng)}
        intro={<span className="font-mono text-sm">{event.slug}</span>}
        width="md"
      >
        <div role="status" aria-live="polite" className="mt-4">
          {search.get("created") ? <Alert tone="success">{t("eventForm.created")}</Alert> : null}
          {answer?.saved ? <Alert tone="success">{t("eventForm.saved")}</Alert> : null}
        </div>
        <div className="mt-4">
          <ErrorSummary
            title={t("eventForm.errors.summary")}
            errors={refused?.allErrors}
            status={refused?.status}
            fieldId={fieldId}
          />
        </div>

        <section aria-labelledby="event-sessions" className="mt-8">
          <h2 id="event-sessions" className="text-2xl font-semibold text-ink">
            {t("eventForm.sessions")}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
          {sessions.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("eventForm.noSessions")}</p>
          ) : (
            <AdminSessionsTable
              caption={t("eventForm.sessions")}
              groups={[{ key: event.id, sessions }]}
              timeZone={timeZone}
              minWidth="min-w-[36rem]"
            />
          )}
        </section>

        <AdminFormCard
          id="add-session-title"
          form={add}
          title={t("eventForm.addSession")}
          intro={t("eventForm.addSessionIntro")}
          submit={t("eventForm.addSessionSubmit")}
        >
          <input type="hidden" name="intent" value="add-session" />
          <SlugField meta={sessionFields.slug} hint={t("eventForm.fields.sessionSlugHint")} />
          <SessionFields fields={sessionFields} />
        </AdminFormCard>

        <AdminFormCard id="edit-event-title" form={edit} title={t("eventForm.editTitle")} submit={t("eventForm.save")}>
          <input type="hidden" name="intent" value="update-event" />
          <EventFields fields={editFields} partners={partners} />
        </AdminFormCard>
      </AdminPage>
    </FormMessages>
  );
}
