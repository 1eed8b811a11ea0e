import { data, Form, redirect, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
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
  SessionFieldset,
  typedValues,
  useMessages,
  type Values,
} from "~/features/admin/event-form-fields";
import { DEFAULT_ZONE, eventPageSchema } from "~/features/admin/events-admin.schema";
import { adminEvent, createSession, partnerChoices, updateEvent } from "~/features/admin/events-admin.server";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/event";

// One event in the back office: its texts in both languages side by side, its sessions, and the
// form that adds a session. A session's own fields, its cancelling and its registrations are on
// `/admin/sessions/:id`, next to the registrations they affect.

async function eventOf(id: string) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const found = await adminEvent(await getDb(), id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { event, sessions } = await eventOf(params.id);
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(await getDb()),
    event: {
      id: event.id,
      slug: event.slug,
      kind: event.kind,
      partnerId: event.partnerId ?? "",
      titleNl: event.titleNl,
      titleEn: event.titleEn,
      summaryNl: event.summaryNl,
      summaryEn: event.summaryEn,
      bodyNl: event.bodyNl,
      bodyEn: event.bodyEn,
      image: event.image,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      titleNl: session.titleNl,
      titleEn: session.titleEn,
      startsAt: session.startsAt.toISOString(),
      location: session.location,
      online: session.onlineUrl !== null,
      capacity: session.capacity,
      registered: session.registered,
      waitlisted: session.waitlisted,
      cancelled: session.cancelledAt !== null,
    })),
  };
}

type Intent = "update-event" | "add-session";

interface ActionResult {
  intent: Intent | null;
  errors: Values;
  values: Values;
  saved: boolean;
}

const result = (value: ActionResult, status = 200) => data(value, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  if (!form) return result({ intent: null, errors: { form: "eventForm.errors.form" }, values: {}, saved: false }, 400);
  const values = typedValues(form);
  const posted = form.get("intent");
  const intent: Intent | null = posted === "update-event" || posted === "add-session" ? posted : null;
  const parsed = parseForm(eventPageSchema, form);
  if (!parsed.ok) return result({ intent, errors: parsed.errors as Values, values, saved: false }, 400);
  const db = await getDb();
  if (parsed.data.intent === "update-event") {
    const { intent: _intent, ...input } = parsed.data;
    const outcome = await updateEvent(db, actor, params.id, input);
    if (!outcome.ok) {
      if (outcome.status === 404) throw data(null, { status: 404 });
      return result({ intent, errors: outcome.errors as Values, values, saved: false }, outcome.status);
    }
    return result({ intent, errors: {}, values: {}, saved: true });
  }
  const { intent: _intent, ...session } = parsed.data;
  const created = await createSession(db, actor, params.id, session);
  if (!created.ok) {
    if (created.status === 404) throw data(null, { status: 404 });
    return result({ intent, errors: created.errors as Values, values, saved: false }, created.status);
  }
  throw redirect(`/admin/sessions/${created.value.id}?created=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:eventForm.metaTitle");

export default function AdminEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const [search] = useSearchParams();
  const { event, sessions, partners, timeZone } = loaderData;
  const editErrors = actionData?.intent === "update-event" || actionData?.intent === null ? actionData.errors : {};
  const sessionErrors = actionData?.intent === "add-session" ? actionData.errors : {};
  const editMessage = useMessages(editErrors);
  const sessionMessage = useMessages(sessionErrors);
  const editValues: Values =
    actionData?.intent === "update-event" && !actionData.saved ? actionData.values : (event as unknown as Values);
  const sessionValues: Values =
    actionData?.intent === "add-session" ? actionData.values : { timeZone: DEFAULT_ZONE, capacity: "20" };
  const n = (value: number) => formatNumber(value, lng);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/events">{t("sessions.back")}</Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-ink">{localised(event, "title", lng)}</h1>
      <p className="mt-1 font-mono text-sm text-ink-muted">{event.slug}</p>
      <div role="status" aria-live="polite" className="mt-4">
        {search.get("created") ? <Alert tone="success">{t("eventForm.created")}</Alert> : null}
        {actionData?.saved ? <Alert tone="success">{t("eventForm.saved")}</Alert> : null}
      </div>

      <section aria-labelledby="event-sessions" className="mt-8">
        <h2 id="event-sessions" className="text-2xl font-semibold text-ink">
          {t("eventForm.sessions")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
        {sessions.length === 0 ? (
          <p className="mt-3 text-ink-muted">{t("eventForm.noSessions")}</p>
        ) : (
          <ScrollRegion
            label={t("eventForm.sessions")}
            className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface"
          >
            <table className="w-full min-w-[36rem] text-left">
              <caption className="sr-only">{t("eventForm.sessions")}</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {t("events.columns.start")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {t("events.columns.session")}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-semibold">
                    {t("events.columns.capacity")}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-semibold">
                    {t("events.columns.registered")}
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-semibold">
                    {t("events.columns.waitlisted")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => {
                  const at = new Date(session.startsAt);
                  return (
                    <tr key={session.id} className="border-b border-line last:border-0">
                      <th scope="row" className="whitespace-nowrap px-3 py-3 font-normal">
                        <Link to={`/admin/sessions/${session.id}`}>
                          {t("events.at", {
                            date: formatDate(at, lng, timeZone, "medium"),
                            time: formatTime(at, lng, timeZone),
                          })}
                        </Link>
                      </th>
                      <td className="px-3 py-3 text-ink">
                        {localised(session, "title", lng)}
                        {session.cancelled ? (
                          <span className="ml-2 text-sm font-medium text-danger-700">
                            {t("eventForm.cancelledBadge")}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-3 text-right tabular-nums">{n(session.capacity)}</td>
                      <td className="px-3 py-3 text-right tabular-nums">{n(session.registered)}</td>
                      <td className="px-3 py-3 text-right tabular-nums">{n(session.waitlisted)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      <Card className="mt-10">
        <h2 id="add-session-title" className="text-xl font-semibold text-ink">
          {t("eventForm.addSession")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("eventForm.addSessionIntro")}</p>
        <ErrorSummary form="session" errors={sessionErrors} message={sessionMessage} />
        <Form method="post" aria-labelledby="add-session-title" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="intent" value="add-session" />
          <Input
            form="session"
            name="slug"
            label={t("eventForm.fields.slug")}
            hint={t("eventForm.fields.sessionSlugHint")}
            values={sessionValues}
            message={sessionMessage}
          />
          <SessionFieldset form="session" values={sessionValues} message={sessionMessage} />
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
        <ErrorSummary form="event" errors={editErrors} message={editMessage} />
        <Form method="post" aria-labelledby="edit-event-title" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="intent" value="update-event" />
          <EventFieldset form="event" values={editValues} message={editMessage} partners={partners} />
          <div>
            <button type="submit" className={buttonStyles.primary}>
              {t("eventForm.save")}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
