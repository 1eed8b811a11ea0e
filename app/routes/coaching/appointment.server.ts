// A member's page of one appointment: its loader and action. The page is `appointment.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { callWindow, isCallOpen } from "~/features/calls/access";
import { cancelByMember, getMemberAppointment } from "~/features/coaching/appointments.server";
import { appointmentFormSchema, BOOKING_INVALID } from "~/features/coaching/booking.schema";
import { canMemberChange } from "~/features/coaching/booking.server";
import { seriesOfAppointment } from "~/features/coaching/series.server";
import { summaryForMember } from "~/features/sessions/summaries.server";
import { answerError, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/appointment";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const appointment = await getMemberAppointment(db, params.id, user.id);
  // Someone else's appointment is as good as absent.
  if (!appointment) throw data(null, { status: 404 });
  // What the coach wrote for the member; the coach's private notes are never read here.
  const summary = await summaryForMember(db, appointment.id, user.id);
  const now = new Date();
  const url = new URL(request.url);
  return {
    appointment,
    summary,
    // The other sessions of its series, if it was booked in one.
    series: await seriesOfAppointment(db, appointment.id, { memberId: user.id }),
    timeZone: user.timeZone,
    email: user.email,
    canChange: appointment.status === "confirmed" && canMemberChange(appointment.startsAt, now),
    canCancel: appointment.status === "confirmed" && appointment.startsAt > now,
    callOpen: isCallOpen(appointment, now),
    opensAt: callWindow(appointment.startsAt, appointment.endsAt).opensAt,
    notice: url.searchParams.has("booked")
      ? "booked"
      : url.searchParams.has("rescheduled")
        ? "rescheduled"
        : url.searchParams.has("cancelled")
          ? "cancelledNotice"
          : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), appointmentFormSchema);
  try {
    if (!isUuid(params.id)) fail("notFound");
    // The page's one form is a button: anything else was not sent by it.
    if (submission.status !== "success") fail("invalid", { key: BOOKING_INVALID });
    // Someone else's appointment is not found; one that has started can no longer be cancelled.
    await cancelByMember(dbOf(context), { id: params.id, memberId: user.id, now: new Date() });
  } catch (error) {
    return answerError(error);
  }
  throw redirect(`/${lng}/coaching/${params.id}?cancelled=1`);
}
