import { useId } from "react";
import { data, Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Link } from "~/components/ui/link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { getDb } from "~/db/client.server";
import type { SessionChoice } from "~/db/schema/events";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import {
  ErrorSummary,
  SessionFieldset,
  typedValues,
  useMessages,
  type Values,
} from "~/features/admin/event-form-fields";
import { choicesText, sessionEditSchema, wallClockOf } from "~/features/admin/events-admin.schema";
import { cancelSession, updateSession } from "~/features/admin/events-admin.server";
import { adminMeta } from "~/features/admin/overview";
import {
  ATTENDED_FIELD,
  adminSessionFormLists,
  adminSessionFormSchema,
  SESSION_FORM_INVALID,
} from "~/features/admin/sessions.schema";
import { type AdminRegistration, adminSession, hasStarted, setAttendance } from "~/features/admin/sessions.server";
import { localised } from "~/features/events/events";
import type { Language } from "~/features/i18n/config";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { kickJobs } from "~/features/jobs/registry.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/session";

/** The session named in the address, or a 404 (an id that is not a UUID names nothing). */
async function sessionOf(id: string) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const detail = await adminSession(await getDb(), id);
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

const row = (registration: AdminRegistration) => ({
  id: registration.id,
  position: registration.position,
  userId: registration.userId,
  name: registration.name,
  email: registration.email,
  choice: registration.choice,
  requestedAt: registration.requestedAt.toISOString(),
  attended: registration.attendedAt !== null,
});

/** The session's fields as its form shows them, on the wall clock of the account's zone. */
function formValues(session: Awaited<ReturnType<typeof sessionOf>>["session"], timeZone: string): Values {
  const start = wallClockOf(session.startsAt, timeZone);
  const end = wallClockOf(session.endsAt, timeZone);
  const deadline = wallClockOf(session.registrationDeadline, timeZone);
  return {
    titleNl: session.titleNl,
    titleEn: session.titleEn,
    timeZone,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    location: session.location ?? "",
    onlineUrl: session.onlineUrl ?? "",
    capacity: String(session.capacity),
    choices: choicesText(session.choices),
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { session, event, places, waitlist } = await sessionOf(params.id);
  return {
    form: formValues(session, user.timeZone),
    timeZone: user.timeZone,
    started: hasStarted(session, new Date()),
    session: {
      ...session,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      registrationDeadline: session.registrationDeadline.toISOString(),
      cancelledAt: session.cancelledAt?.toISOString() ?? null,
    },
    event,
    places: places.map(row),
    waitlist: waitlist.map(row),
  };
}

interface ActionResult {
  /** An `admin` catalog key. */
  error: string | null;
  saved: { attended: number; changed: number } | null;
  /** The session form: a message per field, what was typed, the number a message mentions. */
  errors?: Values;
  values?: Values;
  count?: number;
  /** The session form was saved (how many moved up from the waitlist), or the session was cancelled. */
  updated?: { promoted: number; changed: boolean };
  cancelled?: { places: number; waitlisted: number };
}

const result = (value: ActionResult, status = 200) => data(value, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  if (!form) return result({ error: SESSION_FORM_INVALID, saved: null }, 400);
  if (form.get("intent") !== "attendance") return editAction(form, params.id, actor);
  const parsed = parseForm(adminSessionFormSchema, form, { lists: adminSessionFormLists });
  if (!parsed.ok) return result({ error: SESSION_FORM_INVALID, saved: null }, 400);
  const outcome = await setAttendance(
    await getDb(),
    actor,
    { sessionId: params.id, attended: parsed.data[ATTENDED_FIELD] },
    new Date(),
  );
  if (outcome.ok) return result({ error: null, saved: { attended: outcome.attended, changed: outcome.changed } });
  switch (outcome.error) {
    case "not-found":
      throw data(null, { status: 404 });
    case "not-started":
      return result({ error: "sessions.errors.notStarted", saved: null }, 409);
    case "not-registered":
      return result({ error: "sessions.errors.notRegistered", saved: null }, 409);
    case "unknown-registration":
      return result({ error: "sessions.errors.unknownRegistration", saved: null }, 400);
  }
}

/** The session's own fields, or cancelling it. */
async function editAction(form: FormData, id: string, actor: Parameters<typeof updateSession>[1]) {
  const values = typedValues(form);
  const parsed = parseForm(sessionEditSchema, form);
  if (!parsed.ok) {
    const errors = parsed.errors as Values;
    // A form the page does not have, or a cancel without its confirmation: a message above the forms.
    if (errors.form || form.get("intent") === "cancel") {
      return result({ error: errors.form ?? errors.confirm ?? SESSION_FORM_INVALID, saved: null }, 400);
    }
    return result({ error: null, saved: null, errors, values }, 400);
  }
  const db = await getDb();
  const now = new Date();
  if (parsed.data.intent === "cancel") {
    const outcome = await cancelSession(db, actor, id, now);
    if (outcome.ok) {
      kickJobs();
      return result({ error: null, saved: null, cancelled: outcome.value });
    }
    if (outcome.status === 404) throw data(null, { status: 404 });
    return result({ error: outcome.errors.form ?? SESSION_FORM_INVALID, saved: null }, outcome.status);
  }
  const { intent: _intent, ...input } = parsed.data;
  const outcome = await updateSession(db, actor, id, input, now);
  if (outcome.ok) {
    if (outcome.value.promoted.length > 0) kickJobs();
    return result({
      error: null,
      saved: null,
      updated: { promoted: outcome.value.promoted.length, changed: outcome.value.changed },
    });
  }
  if (outcome.status === 404) throw data(null, { status: 404 });
  if (outcome.errors.form) return result({ error: outcome.errors.form, saved: null }, outcome.status);
  return result(
    { error: null, saved: null, errors: outcome.errors as Values, values, count: outcome.count },
    outcome.status,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:sessions.metaTitle");

/** A choice as the page's language names it; a value the session no longer offers as stored. */
function choiceText(choices: readonly SessionChoice[], value: string | null, lng: Language): string | null {
  if (value === null) return null;
  return choices.find((option) => option.value === value)?.[lng] ?? value;
}

const th = "px-3 py-3 font-semibold";
const td = "px-3 py-3 text-ink";

type PageRegistration = ReturnType<typeof row>;

/** A list of registrations in a table that scrolls sideways on a narrow screen. */
function RegistrationsTable({
  caption,
  rows,
  choices,
  timeZone,
  attendance,
}: {
  caption: string;
  rows: PageRegistration[];
  choices: readonly SessionChoice[];
  timeZone: string;
  /** Whether the table has the "came" checkboxes. */
  attendance: boolean;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const hasChoices = choices.length > 0 || rows.some((registration) => registration.choice !== null);
  return (
    <ScrollRegion label={caption} className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface">
      <table className="w-full min-w-[36rem] text-left align-top">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-brand-50/40 text-sm text-ink-muted">
          <tr>
            <th scope="col" className={`${th} text-right`}>
              {t("sessions.columns.position")}
            </th>
            <th scope="col" className={th}>
              {t("sessions.columns.name")}
            </th>
            <th scope="col" className={th}>
              {t("sessions.columns.email")}
            </th>
            {hasChoices ? (
              <th scope="col" className={th}>
                {t("sessions.columns.choice")}
              </th>
            ) : null}
            <th scope="col" className={th}>
              {t("sessions.columns.registeredAt")}
            </th>
            {attendance ? (
              <th scope="col" className={th}>
                {t("sessions.columns.came")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((registration) => {
            const at = new Date(registration.requestedAt);
            return (
              <tr key={registration.id} className="border-b border-line align-top last:border-0">
                <td className={`${td} text-right tabular-nums`}>{formatNumber(registration.position, lng)}</td>
                <th scope="row" className="px-3 py-3 text-left font-semibold text-ink">
                  <Link to={`/admin/users/${encodeURIComponent(registration.userId)}`}>{registration.name}</Link>
                </th>
                <td className={`${td} break-all`}>{registration.email}</td>
                {hasChoices ? (
                  <td className={td}>
                    {choiceText(choices, registration.choice, lng) ?? (
                      <span className="text-ink-muted">{t("sessions.noChoice")}</span>
                    )}
                  </td>
                ) : null}
                <td className={`${td} whitespace-nowrap`}>
                  {t("events.at", {
                    date: formatDate(at, lng, timeZone, "medium"),
                    time: formatTime(at, lng, timeZone),
                  })}
                </td>
                {attendance ? (
                  <td className={td}>
                    <Checkbox name={ATTENDED_FIELD} value={registration.id} defaultSelected={registration.attended}>
                      <span className="sr-only">{t("sessions.cameLabel", { name: registration.name })}</span>
                    </Checkbox>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

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
  const endsAt = new Date(session.endsAt);
  const deadline = new Date(session.registrationDeadline);
  const at = (date: Date) =>
    t("events.at", { date: formatDate(date, lng, timeZone, "long"), time: formatTime(date, lng, timeZone) });
  const sameDay = formatDate(startsAt, lng, timeZone) === formatDate(endsAt, lng, timeZone);
  const n = (value: number) => formatNumber(value, lng);
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

      <Card className="mt-8">
        <h2 className="text-xl font-semibold text-ink">{t("sessions.details")}</h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-ink-muted">{t("sessions.event")}</dt>
          <dd className="break-words text-ink">{localised(event, "title", lng)}</dd>
          <dt className="text-ink-muted">{t("sessions.kind")}</dt>
          <dd className="text-ink">{t(`events.kinds.${event.kind}`, { defaultValue: event.kind })}</dd>
          <dt className="text-ink-muted">{t("sessions.audience")}</dt>
          <dd className="break-words text-ink">
            {event.partnerName ? t("events.forPartner", { partner: event.partnerName }) : t("events.everyone")}
          </dd>
          <dt className="text-ink-muted">{t("sessions.when")}</dt>
          <dd className="text-ink">
            {t("sessions.whenValue", {
              start: at(startsAt),
              end: sameDay ? formatTime(endsAt, lng, timeZone) : at(endsAt),
            })}
          </dd>
          <dt className="text-ink-muted">{t("sessions.place")}</dt>
          <dd className="break-words text-ink">
            {session.location ? <span className="block">{session.location}</span> : null}
            {session.onlineUrl ? (
              <span className="block break-all">
                {t("sessions.online")}:{" "}
                <a
                  href={session.onlineUrl}
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {session.onlineUrl}
                </a>
              </span>
            ) : null}
          </dd>
          <dt className="text-ink-muted">{t("sessions.capacity")}</dt>
          <dd className="text-ink">
            {t("sessions.capacityValue", {
              registered: n(places.length),
              capacity: n(session.capacity),
              waitlisted: n(waitlist.length),
            })}
          </dd>
          <dt className="text-ink-muted">{t("sessions.deadline")}</dt>
          <dd className="text-ink">{at(deadline)}</dd>
        </dl>
        <p className="mt-2 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
        <p className="mt-4">
          <Link to={`/admin/sessions/${session.id}/registrations.csv`} reloadDocument variant="secondary">
            {t("sessions.download")}
          </Link>
        </p>
      </Card>

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
