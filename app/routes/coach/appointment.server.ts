// The coach's page of one appointment: its loader and action. The page is `appointment.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import type { Actor } from "~/features/admin/audit.server";
import { isCallOpen } from "~/features/calls/access";
import { attendanceOf } from "~/features/calls/calls.server";
import {
  cancelByCoach,
  getCoachAppointment,
  markAppointment,
  saveCoachNote,
} from "~/features/coaching/appointments.server";
import { type CoachAppointmentForm, coachAppointmentFormSchema } from "~/features/coaching/coach-appointment.schema";
import { sharedGoalsOf } from "~/features/goals/journey-api.server";
import { isHeld } from "~/features/sessions/rules";
import { concernsOnAppointment, recordSafetyConcern } from "~/features/sessions/safety.server";
import { agreementBefore, saveSummary, summaryForCoach } from "~/features/sessions/summaries.server";
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
  const { memberId } = appointment;
  // What the coach needs before the next session: the goals the member shares with this coach and
  // what they agreed last time (before this session).
  const [summary, concerns, sharedGoals, lastAgreement] = await Promise.all([
    summaryForCoach(db, appointment.id, coach.id),
    concernsOnAppointment(db, appointment.id, coach.id),
    memberId ? sharedGoalsOf(db, coach.id, memberId) : [],
    memberId ? agreementBefore(db, memberId, coach.id, appointment.startsAt) : null,
  ]);
  return {
    appointment,
    summary,
    concerns,
    sharedGoals,
    lastAgreement,
    canSummarise: isHeld(appointment, now),
    attendance: await attendanceOf(db, appointment.id),
    zone: coach.timeZone,
    callOpen: isCallOpen(appointment, now),
    canCancel: appointment.status === "confirmed" && appointment.endsAt > now,
    canMark: appointment.status === "confirmed" && appointment.endsAt <= now,
  };
}

/**
 * The page's forms, as answers name them: the private notes, cancelling, how it went, what was
 * agreed (for the member) and a safety concern (for the administrators).
 */
export type CoachAppointmentFormId = "note" | "cancel" | "mark" | "summary" | "safety";

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
    case "summary":
      return "summary";
    case "safety":
      return "safety";
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
    // Another coach's appointment is as good as absent, whatever the form holds.
    if (!(await getCoachAppointment(dbOf(context), params.id, coach.id))) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    // The coach's account names them in the trail (a safety concern is audited).
    const actor = () => context.get(signedInUser);
    const done = await handle(dbOf(context), params.id, { coachId: coach.id, actor }, submission.value);
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
  who: { coachId: string; actor: () => Actor },
  input: CoachAppointmentForm,
): Promise<CoachAppointmentForm["intent"]> {
  const { coachId } = who;
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
    case "summary":
      await saveSummary(db, {
        appointmentId: id,
        coachId,
        summary: input.summary,
        agreements: input.agreements,
        goalId: input.goalId,
        now,
      });
      return "summary";
    case "safety":
      await recordSafetyConcern(db, {
        appointmentId: id,
        coachId,
        actor: who.actor(),
        agreed: input.agreed,
        referred: input.referred === "yes",
        referredTo: input.referred === "yes" ? input.referredTo : null,
        now,
      });
      return "safety";
  }
}
