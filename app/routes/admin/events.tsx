import { useId } from "react";
import { ErrorSummary } from "~/components/form/error-summary";
import { type AppFormMetadata, Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import {
  type EventFieldName,
  EventFields,
  eventFieldNames,
  type FieldsOf,
  SlugField,
} from "~/features/admin/components/event-fields";
import { createEventSchema, EVENT_IMAGES } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/events";
import type { EventsAnswer, PageEvent } from "./events.server";

// Every event with its sessions, upcoming and past, and the form that creates an event. Loader
// and action are in `events.server.ts`; the create form is a Conform form over
// `createEventSchema` (decision 028).

export { action, loader } from "./events.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:events.metaTitle");

const num = "text-right tabular-nums";

/** One part of the list (upcoming or past): a table of sessions grouped by event. */
function SessionsTable({
  title,
  caption,
  emptyText,
  events,
  timeZone,
}: {
  title: string;
  caption: string;
  emptyText: string;
  events: PageEvent[];
  timeZone: string;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const headingId = useId();
  const n = (value: number) => formatNumber(value, lng);
  const at = (iso: string) => {
    const date = new Date(iso);
    return t("events.at", { date: formatDate(date, lng, timeZone, "medium"), time: formatTime(date, lng, timeZone) });
  };
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-ink-muted">{emptyText}</p>
      ) : (
        <Table
          minWidth="min-w-[44rem]"
          caption={caption}
          hideCaption
          className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface px-3"
        >
          <TableHead>
            <Row>
              <HeaderCell>{t("events.columns.start")}</HeaderCell>
              <HeaderCell>{t("events.columns.session")}</HeaderCell>
              <HeaderCell>{t("events.columns.place")}</HeaderCell>
              <HeaderCell className="text-right">{t("events.columns.capacity")}</HeaderCell>
              <HeaderCell className="text-right">{t("events.columns.registered")}</HeaderCell>
              <HeaderCell className="text-right">{t("events.columns.waitlisted")}</HeaderCell>
            </Row>
          </TableHead>
          {events.map((event) => (
            <TableBody key={event.id}>
              <Row>
                <HeaderCell scope="rowgroup" colSpan={6} className="pt-4 text-left">
                  <span className="block text-lg font-semibold text-ink">
                    <Link to={`/admin/events/${event.id}`}>{localised(event, "title", lng)}</Link>
                  </span>
                  <span className="block text-sm font-normal text-ink-muted">
                    <EventLine event={event} />
                  </span>
                </HeaderCell>
              </Row>
              {event.sessions.map((session) => (
                <Row key={session.id}>
                  <HeaderCell scope="row" className="whitespace-nowrap font-normal">
                    <Link to={`/admin/sessions/${session.id}`}>{at(session.startsAt)}</Link>
                  </HeaderCell>
                  <Cell>
                    {localised(session, "title", lng)}
                    {session.cancelled ? (
                      <span className="ml-2 text-sm font-medium text-danger-700">{t("eventForm.cancelledBadge")}</span>
                    ) : null}
                  </Cell>
                  <Cell className="break-words">
                    <Place location={session.location} online={session.online} />
                  </Cell>
                  <Cell className={num}>{n(session.capacity)}</Cell>
                  <Cell className={num}>{n(session.registered)}</Cell>
                  <Cell className={num}>{n(session.waitlisted)}</Cell>
                </Row>
              ))}
            </TableBody>
          ))}
        </Table>
      )}
    </section>
  );
}

/** Kind, audience and number of sessions of an event. */
function EventLine({ event }: { event: PageEvent }) {
  const { t } = useTranslation("admin");
  return t("events.eventLine", {
    kind: t(`events.kinds.${event.kind}`, { defaultValue: event.kind }),
    audience: event.partnerName ? t("events.forPartner", { partner: event.partnerName }) : t("events.everyone"),
    sessions: t("events.sessionCount", { count: event.sessionCount }),
  });
}

function Place({ location, online }: { location: string | null; online: boolean }) {
  const { t } = useTranslation("admin");
  if (location && online) return t("events.placeAndOnline", { place: location });
  return location ?? t("events.online");
}

/** The form that creates an event; its sessions are added on the event's page. */
function CreateEvent({
  partners,
  form,
  fields,
}: {
  partners: { id: string; name: string }[];
  form: AppFormMetadata;
  fields: FieldsOf<EventFieldName | "slug">;
}) {
  const { t } = useTranslation("admin");
  return (
    <Card className="mt-10">
      <h2 id="create-event-title" className="text-xl font-semibold text-ink">
        {t("eventForm.createTitle")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("eventForm.createIntro")}</p>
      <div className="mt-4">
        <ErrorSummary
          title={t("eventForm.errors.summary")}
          errors={form.allErrors}
          status={form.status}
          fieldId={(name) =>
            name === "slug" || (eventFieldNames as string[]).includes(name) ? `create-${name}` : null
          }
        />
      </div>
      <Form form={form} aria-labelledby="create-event-title" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="intent" value="create-event" />
        <SlugField meta={fields.slug} hint={t("eventForm.fields.slugHint")} />
        <EventFields fields={fields} partners={partners} />
        <div>
          <button type="submit" className={buttonStyles.primary}>
            {t("eventForm.create")}
          </button>
        </div>
      </Form>
    </Card>
  );
}

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { upcoming, past, unscheduled, timeZone, partners } = loaderData;
  const none = upcoming.length === 0 && past.length === 0 && unscheduled.length === 0;
  const [create, fields] = useAppForm({
    id: "create",
    schema: createEventSchema,
    answer: actionData as EventsAnswer | undefined,
    defaultValue: { intent: "create-event", kind: "vitality_session", image: EVENT_IMAGES[0], partnerId: "" },
  });
  return (
    <FormMessages namespace="admin">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("events.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("events.intro")}</p>
        {none ? (
          <p className="mt-8 text-ink-muted">{t("events.empty")}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
            <SessionsTable
              title={t("events.upcoming")}
              caption={t("events.upcomingCaption")}
              emptyText={t("events.upcomingEmpty")}
              events={upcoming}
              timeZone={timeZone}
            />
            <SessionsTable
              title={t("events.past")}
              caption={t("events.pastCaption")}
              emptyText={t("events.pastEmpty")}
              events={past}
              timeZone={timeZone}
            />
            {unscheduled.length > 0 ? (
              <section aria-labelledby="events-unscheduled" className="mt-10">
                <h2 id="events-unscheduled" className="text-2xl font-semibold text-ink">
                  {t("events.unscheduled")}
                </h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {[...unscheduled]
                    .sort((a, b) => localised(a, "title", lng).localeCompare(localised(b, "title", lng), lng))
                    .map((event) => (
                      <li key={event.id} className="text-ink">
                        <span className="block font-semibold">
                          <Link to={`/admin/events/${event.id}`}>{localised(event, "title", lng)}</Link>
                        </span>
                        <span className="block text-sm text-ink-muted">
                          <EventLine event={event} />
                        </span>
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
        <CreateEvent partners={partners} form={create} fields={fields} />
      </div>
    </FormMessages>
  );
}
