import { useId } from "react";
import { data, Form, redirect } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import {
  ErrorSummary,
  EventFieldset,
  Input,
  typedValues,
  useMessages,
  type Values,
} from "~/features/admin/event-form-fields";
import { createEventSchema, EVENT_IMAGES } from "~/features/admin/events-admin.schema";
import { createEvent, partnerChoices } from "~/features/admin/events-admin.server";
import { adminMeta } from "~/features/admin/overview";
import { type AdminEventListRow, listAdminEvents } from "~/features/admin/sessions.server";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/events";

/** The list as the page needs it: titles in both languages, times as ISO strings. */
function forPage(rows: AdminEventListRow[]) {
  return rows.map((event) => ({
    ...event,
    sessions: event.sessions.map((session) => ({
      ...session,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
    })),
  }));
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = await getDb();
  const list = await listAdminEvents(db, new Date());
  return {
    partners: await partnerChoices(db),
    timeZone: user.timeZone,
    upcoming: forPage(list.upcoming),
    past: forPage(list.past),
    unscheduled: forPage(list.unscheduled),
  };
}

/** Creates an event and opens its page, where its sessions are added. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData().catch(() => null);
  if (!form)
    return data({ errors: { form: "eventForm.errors.form" } as Values, values: {} as Values }, { status: 400 });
  const values = typedValues(form);
  const parsed = parseForm(createEventSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors as Values, values }, { status: 400 });
  const { intent: _intent, ...input } = parsed.data;
  const created = await createEvent(await getDb(), actor, input);
  if (!created.ok) return data({ errors: created.errors as Values, values }, { status: created.status });
  throw redirect(`/admin/events/${created.value.id}?created=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:events.metaTitle");

type PageEvent = ReturnType<typeof forPage>[number];

const th = "px-3 py-3 font-semibold";
const td = "px-3 py-3 text-ink";
const num = "px-3 py-3 text-right tabular-nums text-ink";

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
        <ScrollRegion label={caption} className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface">
          <table className="w-full min-w-[44rem] text-left align-top">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line bg-brand-50/40 text-sm text-ink-muted">
              <tr>
                <th scope="col" className={th}>
                  {t("events.columns.start")}
                </th>
                <th scope="col" className={th}>
                  {t("events.columns.session")}
                </th>
                <th scope="col" className={th}>
                  {t("events.columns.place")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("events.columns.capacity")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("events.columns.registered")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("events.columns.waitlisted")}
                </th>
              </tr>
            </thead>
            {events.map((event) => (
              <tbody key={event.id} className="border-b border-line last:border-0">
                <tr className="bg-canvas">
                  <th scope="rowgroup" colSpan={6} className="px-3 pt-4 pb-2 text-left">
                    <span className="block text-lg font-semibold text-ink">
                      <Link to={`/admin/events/${event.id}`}>{localised(event, "title", lng)}</Link>
                    </span>
                    <span className="block text-sm font-normal text-ink-muted">
                      <EventLine event={event} />
                    </span>
                  </th>
                </tr>
                {event.sessions.map((session) => (
                  <tr key={session.id} className="border-t border-line align-top">
                    <th scope="row" className="whitespace-nowrap px-3 py-3 text-left font-normal">
                      <Link to={`/admin/sessions/${session.id}`}>{at(session.startsAt)}</Link>
                    </th>
                    <td className={td}>
                      {localised(session, "title", lng)}
                      {session.cancelled ? (
                        <span className="ml-2 text-sm font-medium text-danger-700">
                          {t("eventForm.cancelledBadge")}
                        </span>
                      ) : null}
                    </td>
                    <td className={`${td} break-words`}>
                      <Place location={session.location} online={session.online} />
                    </td>
                    <td className={num}>{n(session.capacity)}</td>
                    <td className={num}>{n(session.registered)}</td>
                    <td className={num}>{n(session.waitlisted)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </ScrollRegion>
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
  errors,
  values,
}: {
  partners: { id: string; name: string }[];
  errors: Values;
  values: Values;
}) {
  const { t } = useTranslation("admin");
  const message = useMessages(errors);
  const form = "create";
  const typed = { kind: "vitality_session", image: EVENT_IMAGES[0], ...values };
  return (
    <Card className="mt-10">
      <h2 id="create-event-title" className="text-xl font-semibold text-ink">
        {t("eventForm.createTitle")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("eventForm.createIntro")}</p>
      <ErrorSummary form={form} errors={errors} message={message} />
      <Form method="post" aria-labelledby="create-event-title" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="intent" value="create-event" />
        <Input
          form={form}
          name="slug"
          label={t("eventForm.fields.slug")}
          hint={t("eventForm.fields.slugHint")}
          values={typed}
          message={message}
        />
        <EventFieldset form={form} values={typed} message={message} partners={partners} />
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
  return (
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
      <CreateEvent partners={partners} errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} />
    </div>
  );
}
