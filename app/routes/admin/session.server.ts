// The session page's loader and action; the page itself is `session.tsx`.
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { typedValues, type Values } from "~/features/admin/event-form-fields";
import { choicesText, sessionEditSchema, wallClockOf } from "~/features/admin/events-admin.schema";
import { cancelSession, updateSession } from "~/features/admin/events-admin.server";
import {
  ATTENDED_FIELD,
  adminSessionFormLists,
  adminSessionFormSchema,
  SESSION_FORM_INVALID,
} from "~/features/admin/sessions.schema";
import { type AdminRegistration, adminSession, hasStarted, setAttendance } from "~/features/admin/sessions.server";
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
