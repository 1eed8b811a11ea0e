// The coach books the sessions after one of their appointments as a series for its member: loader
// and action. The page is `series.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { getCoachAppointment } from "~/features/coaching/appointments.server";
import { coachSeriesFormSchema, repeatFromSearch } from "~/features/coaching/series.schema";
import { bookSeries, planSeries, seriesOfAppointment } from "~/features/coaching/series.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { formatDateTime } from "~/utils/i18n/format";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/series";

/**
 * Why a series cannot follow this appointment, if so: its member left (a former member), or it is
 * an intake (a series is of coaching sessions, and the intake is the first meeting). Null: it can.
 */
function blockedBy(appointment: { memberId: string | null; kind: string }): "formerMember" | "intake" | null {
  if (!appointment.memberId) return "formerMember";
  if (appointment.kind === "intake") return "intake";
  return null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  // Anything but a UUID names no appointment, and another coach's is as good as absent.
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const appointment = await getCoachAppointment(db, params.id, coach.id);
  if (!appointment) throw data(null, { status: 404 });
  const now = new Date();
  const blocked = blockedBy(appointment);
  const url = new URL(request.url);
  const repeat = blocked ? null : repeatFromSearch(url.searchParams);
  const plan =
    repeat && appointment.memberId
      ? await planSeries(db, {
          coachId: coach.id,
          memberId: appointment.memberId,
          from: appointment.startsAt,
          following: true,
          intervalWeeks: repeat.intervalWeeks,
          count: repeat.count,
          now,
        })
      : null;
  return {
    appointment: {
      id: appointment.id,
      kind: appointment.kind,
      startsAt: appointment.startsAt.toISOString(),
      memberName: appointment.memberName,
    },
    zone: coach.timeZone,
    blocked,
    repeat,
    plan,
    // The series this appointment is in already, if any.
    series: await seriesOfAppointment(db, appointment.id, { coachId: coach.id }),
    booked: url.searchParams.has("booked"),
    idempotencyKey: crypto.randomUUID(),
  };
}

export type CoachSeriesAnswer = FormAnswer<"series">;

export async function action({ request, params, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const user = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), coachSeriesFormSchema);
  const posted = { form: "series" as const, submission };
  let done: string;
  try {
    if (!isUuid(params.id)) fail("notFound");
    const db = dbOf(context);
    const appointment = await getCoachAppointment(db, params.id, coach.id);
    if (!appointment) fail("notFound");
    // A form the page did not send is refused first (400), whatever the appointment.
    if (submission.status !== "success") fail("invalid");
    const blocked = blockedBy(appointment);
    if (blocked || !appointment.memberId) fail("conflict", { key: `blocked.${blocked ?? "formerMember"}` });
    const { intervalWeeks, count, idempotencyKey } = submission.value;
    const booked = await bookSeries(db, {
      coachId: coach.id,
      memberId: appointment.memberId,
      from: appointment.startsAt,
      following: true,
      intervalWeeks,
      count,
      idempotencyKey,
      bookedBy: "coach",
      now: new Date(),
      describe: (starts) => starts.map((at) => formatDateTime(at, user.locale, coach.timeZone)).join("; "),
    });
    done = `/coach/appointments/${booked.appointmentIds[0]}/series?booked=1`;
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(done);
}
