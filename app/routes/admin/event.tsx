import { useSearchParams } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
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
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
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
  const n = (value: number) => formatNumber(value, lng);
  return (
    <FormMessages namespace="admin">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <p>
          <Link to="/admin/events">{t("sessions.back")}</Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-ink">
          {localised(event, "title", lng)}
        </h1>
        <p className="mt-1 font-mono text-sm text-ink-muted">{event.slug}</p>
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
            <Table
              minWidth="min-w-[36rem]"
              caption={t("eventForm.sessions")}
              hideCaption
              className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface px-3"
            >
              <TableHead>
                <Row>
                  <HeaderCell>{t("events.columns.start")}</HeaderCell>
                  <HeaderCell>{t("events.columns.session")}</HeaderCell>
                  <HeaderCell className="text-right">{t("events.columns.capacity")}</HeaderCell>
                  <HeaderCell className="text-right">{t("events.columns.registered")}</HeaderCell>
                  <HeaderCell className="text-right">{t("events.columns.waitlisted")}</HeaderCell>
                </Row>
              </TableHead>
              <TableBody>
                {sessions.map((session) => {
                  const at = new Date(session.startsAt);
                  return (
                    <Row key={session.id}>
                      <HeaderCell scope="row" className="whitespace-nowrap font-normal">
                        <Link to={`/admin/sessions/${session.id}`}>
                          {t("events.at", {
                            date: formatDate(at, lng, timeZone, "medium"),
                            time: formatTime(at, lng, timeZone),
                          })}
                        </Link>
                      </HeaderCell>
                      <Cell>
                        {localised(session, "title", lng)}
                        {session.cancelled ? (
                          <span className="ml-2 text-sm font-medium text-danger-700">
                            {t("eventForm.cancelledBadge")}
                          </span>
                        ) : null}
                      </Cell>
                      <Cell className="text-right tabular-nums">{n(session.capacity)}</Cell>
                      <Cell className="text-right tabular-nums">{n(session.registered)}</Cell>
                      <Cell className="text-right tabular-nums">{n(session.waitlisted)}</Cell>
                    </Row>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </section>

        <Card className="mt-10">
          <h2 id="add-session-title" className="text-xl font-semibold text-ink">
            {t("eventForm.addSession")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("eventForm.addSessionIntro")}</p>
          <Form form={add} aria-labelledby="add-session-title" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="intent" value="add-session" />
            <SlugField meta={sessionFields.slug} hint={t("eventForm.fields.sessionSlugHint")} />
            <SessionFields fields={sessionFields} />
            <div>
              <button type="submit" className={buttonStyles.primary}>
                {t("eventForm.addSessionSubmit")}
              </button>
            </div>
          </Form>
        </Card>

        <Card className="mt-10">
          <h2 id="edit-event-title" className="text-xl font-semibold text-ink">
            {t("eventForm.editTitle")}
          </h2>
          <Form form={edit} aria-labelledby="edit-event-title" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="intent" value="update-event" />
            <EventFields fields={editFields} partners={partners} />
            <div>
              <button type="submit" className={buttonStyles.primary}>
                {t("eventForm.save")}
              </button>
            </div>
          </Form>
        </Card>
      </div>
    </FormMessages>
  );
}
