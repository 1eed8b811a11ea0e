import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { getMemberAppointment } from "~/features/coaching/appointments.server";
import { inviteFor } from "~/features/coaching/notifications.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/appointment-invite";

/** The member's calendar invite for one of their own appointments. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const appointment = await getMemberAppointment(db, params.id, user.id);
  if (!appointment) throw data(null, { status: 404 });
  const ics = await inviteFor(db, appointment.id, "member", new Date());
  if (!ics) throw data(null, { status: 404 });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="vitaal.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
