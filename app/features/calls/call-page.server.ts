import type { Database } from "~/db/connection.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import { callAccess, callWindow } from "./access";
import { callAppointment } from "./calls.server";
import { iceConfig } from "./ice.server";

/**
 * What a call page shows for this person: the room when it is open, a countdown before, an end
 * page after or when cancelled. Someone else's appointment fails as forbidden; an unknown one as
 * not found (the route answers either with the area's error page).
 */
export async function callPage(
  db: Database,
  user: CurrentUser,
  appointmentId: string,
  role: "member" | "coach",
  now: Date,
) {
  if (!isUuid(appointmentId)) fail("notFound");
  const row = await callAppointment(db, appointmentId);
  if (!row) fail("notFound");
  const access = callAccess(row, user.id, now);
  const participant = row.memberId === user.id ? "member" : row.coachUserId === user.id ? "coach" : null;
  if (participant !== role || (!access.ok && access.reason === "forbidden")) fail("forbidden");
  return {
    state: access.ok ? ("open" as const) : (access.reason as "early" | "ended" | "cancelled"),
    opensAt: callWindow(row.startsAt, row.endsAt).opensAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    otherName: role === "member" ? row.coachName : (row.memberName ?? ""),
    ...(access.ok ? iceConfig(user.id, now) : { iceServers: [], iceTransportPolicy: "all" as const }),
  };
}
