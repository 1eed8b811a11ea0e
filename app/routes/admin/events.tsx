import { useId } from "react";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Link } from "~/components/ui/link";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { AdminSessionsTable } from "~/features/admin/components/admin-sessions-table";
import { EventFields, eventFieldNames, SlugField } from "~/features/admin/components/event-fields";
import { hasErrors, NewItem } from "~/features/admin/components/new-item";
import { createEventSchema, EVENT_IMAGES } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import type { Language } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/events";
import type { EventsAnswer, PageEvent } from "./events.server";

// Every event with its sessions, upcoming and past, and the form that creates an event. Loader
// and action are in `events.server.ts`; the create form is a Conform form over
// `createEventSchema` (decision 028).

export { action, loader } from "./events.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:events.metaTitle");

/** One part of the list (upcoming or past): the sessions grouped by event. */
function SessionsPart({
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
  const lng = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-ink-muted">{emptyText}</p>
      ) : (
        <AdminSessionsTable
          caption={caption}
          withPlace
          timeZone={timeZone}
          minWidth="min-w-[44rem]"
          groups={events.map((event) => ({
            key: event.id,
            heading: <EventHeading event={event} lng={lng} />,
            sessions: event.sessions,
          }))}
        />
      )}
    </section>
  );
}

/** An event's title (a link to its page) over its kind, audience and number of sessions. */
function EventHeading({ event, lng }: { event: PageEvent; lng: Language }) {
  return (
    <>
      <span className="block text-lg font-semibold text-ink">
        <Link to={`/admin/events/${event.id}`}>{localised(event, "title", lng)}</Link>
      </span>
      <span className="block text-sm font-normal text-ink-muted">
        <EventLine event={event} />
      </span>
    </>
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
      <AdminPage title={t("events.title")} intro={t("events.intro")} width="xl">
        {/* A new event, at the top: the list can be long. Its sessions are added on the event's page. */}
        <NewItem label={t("eventForm.createTitle")} open={hasErrors(create.allErrors)}>
          <AdminFormCard
            id="create-event-title"
            form={create}
            className="mt-4"
            title={t("eventForm.createTitle")}
            intro={t("eventForm.createIntro")}
            submit={t("eventForm.create")}
            summary={{
              title: t("eventForm.errors.summary"),
              errors: create.allErrors,
              status: create.status,
              fieldId: (name) =>
                name === "slug" || (eventFieldNames as string[]).includes(name) ? `create-${name}` : null,
            }}
          >
            <input type="hidden" name="intent" value="create-event" />
            <SlugField meta={fields.slug} hint={t("eventForm.fields.slugHint")} />
            <EventFields fields={fields} partners={partners} />
          </AdminFormCard>
        </NewItem>
        {none ? (
          <p className="mt-8 text-ink-muted">{t("events.empty")}</p>
        ) : (
          <>
            <p className="mt-6 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
            <SessionsPart
              title={t("events.upcoming")}
              caption={t("events.upcomingCaption")}
              emptyText={t("events.upcomingEmpty")}
              events={upcoming}
              timeZone={timeZone}
            />
            <SessionsPart
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
                        <EventHeading event={event} lng={lng} />
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </AdminPage>
    </FormMessages>
  );
}
