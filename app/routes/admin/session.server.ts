// The session page's loader and action; the page itself is `session.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { choicesText, sessionEditSchema, wallClockOf } from "~/features/admin/events-admin.schema";
import { cancelSession, updateSession } from "~/features/admin/events-admin.server";
import { type AdminSessionForm, ATTENDED_FIELD, adminSessionFormSchema } from "~/features/admin/sessions.schema";
import {
  type AdminRegistration,
  type AdminSessionDetail,
  adminSession,
  hasStarted,
  setAttendance,
} from "~/features/admin/sessions.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/session";

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
function formValues(session: AdminSessionDetail["session"], timeZone: string) {
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
  // An id that is not a UUID names nothing.
  const detail = isUuid(params.id) ? await adminSession(dbOf(context), params.id) : null;
  if (!detail) throw data(null, { status: 404 });
  const { session, event, places, waitlist } = detail;
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

/**
 * The page's forms, as answers name them: the session's own fields (`edit`, also for a post whose
 * intent the page does not know), cancelling it (`cancel`) and attendance (`attendance`).
 */
export type SessionFormId = "edit" | "cancel" | "attendance";

export type SessionAnswer = FormAnswer<SessionFormId> & {
  /** Attendance was saved: how many came, how many marks changed. */
  saved?: { attended: number; changed: number };
  /** The session's fields were saved (how many moved up from the waitlist), or it was cancelled. */
  updated?: { promoted: number; changed: boolean };
  cancelled?: { places: number; waitlisted: number };
};

function formOf(payload: Record<string, unknown>): SessionFormId {
  if (payload.intent === "attendance") return "attendance";
  if (payload.intent === "cancel") return "cancel";
  return "edit";
}

type Actor = Parameters<typeof updateSession>[1];
type SessionEditForm = z.infer<typeof sessionEditSchema>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await request.formData();
  // Attendance has its own schema (a list of ticked places); the session's fields and cancelling share one.
  const submission =
    form.get("intent") === "attendance"
      ? parseSubmission(form, adminSessionFormSchema)
      : parseSubmission(form, sessionEditSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    if (submission.status !== "success") fail("invalid");
    const answer = await handle(dbOf(context), params.id, submission.value, actor);
    // After a write the forms start again from the saved session.
    return data<SessionAnswer>({ form: posted.form, result: submission.reply({ resetForm: true }), ...answer });
  } catch (error) {
    return answerError(error, posted as { form: SessionFormId; submission: Submission<unknown> });
  }
}

async function handle(
  db: Database,
  id: string,
  input: AdminSessionForm | SessionEditForm,
  actor: Actor,
): Promise<Pick<SessionAnswer, "saved" | "updated" | "cancelled">> {
  const now = new Date();
  switch (input.intent) {
    case "attendance": {
      return { saved: await setAttendance(db, actor, { sessionId: id, attended: input[ATTENDED_FIELD] }, now) };
    }
    case "cancel":
      return { cancelled: await cancelSession(db, actor, id, now) };
    case "update-session": {
      const { intent: _intent, ...fields } = input;
      const updated = await updateSession(db, actor, id, fields, now);
      return { updated: { promoted: updated.promoted.length, changed: updated.changed } };
    }
  }
}
