// The coach's page of one appointment: its loader and action. The page is `appointment.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { isCallOpen } from "~/features/calls/access";
import { attendanceOf } from "~/features/calls/calls.server";
import {
  cancelByCoach,
  getCoachAppointment,
  markAppointment,
  saveCoachNote,
} from "~/features/coaching/appointments.server";
import { type CoachAppointmentForm, coachAppointmentFormSchema } from "~/features/coaching/coach-appointment.schema";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/appointment";

export async function loader({ params, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  // Anything but a UUID names no appointment, and another coach's is as good as absent.
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const appointment = await getCoachAppointment(db, params.id, coach.id);
  if (!appointment) throw data(null, { status: 404 });
  const now = new Date();
  return {
    appointment,
    attendance: await attendanceOf(db, appointment.id),
    zone: coach.timeZone,
    callOpen: isCallOpen(appointment, now),
    canCancel: appointment.status === "confirmed" && appointment.endsAt > now,
    canMark: appointment.status === "confirmed" && appointment.endsAt <= now,
  };
}

/** The page's forms, as answers name them: the private notes, cancelling, and how it went. */
export type CoachAppointmentFormId = "note" | "cancel" | "mark";

export type CoachAppointmentAnswer = FormAnswer<CoachAppointmentFormId> & {
  done?: CoachAppointmentForm["intent"];
};

/** The form a post came from, by its intent; an unknown intent is answered at the notes. */
function formOf(payload: Record<string, unknown>): CoachAppointmentFormId {
  switch (payload.intent) {
    case "cancel":
      return "cancel";
    case "completed":
    case "no_show":
      return "mark";
    default:
      return "note";
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const submission = parseSubmission(await request.formData(), coachAppointmentFormSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const done = await handle(dbOf(context), params.id, coach.id, submission.value);
    // The forms start again from the appointment as it is now (its saved notes).
    return data<CoachAppointmentAnswer>({ form: posted.form, result: submission.reply({ resetForm: true }), done });
  } catch (error) {
    return answerError(error, posted as { form: CoachAppointmentFormId; submission: Submission<unknown> });
  }
}

/** One form's work; the use-cases fail when the appointment is not this coach's or no longer open. */
async function handle(
  db: Database,
  id: string,
  coachId: string,
  input: CoachAppointmentForm,
): Promise<CoachAppointmentForm["intent"]> {
  const now = new Date();
  switch (input.intent) {
    case "note":
      await saveCoachNote(db, { appointmentId: id, coachId, body: input.note, now });
      return "note";
    case "cancel":
      await cancelByCoach(db, { id, coachId, reason: input.reason, now });
      return "cancel";
    case "completed":
    case "no_show":
      await markAppointment(db, { id, coachId, status: input.intent, now });
      return input.intent;
  }
}
