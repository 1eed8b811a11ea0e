import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import type { CurrentUser } from "~/features/accounts/session.server";
import { isUuid } from "~/utils/ids";
import { callAccess, callWindow } from "./access";
import { iceServers } from "./ice.server";

/**
 * What a call page shows for this person: the room when it is open, a countdown before, an end
 * page after or when cancelled. Someone else's appointment: 403; an unknown one: 404.
 */
export async function callPage(
  db: Database,
  user: CurrentUser,
  appointmentId: string,
  role: "member" | "coach",
  now: Date,
) {
  if (!isUuid(appointmentId)) throw data(null, { status: 404 });
  const [row] = await db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      memberId: appointments.memberId,
      coachUserId: coaches.userId,
      coachName: coaches.name,
      memberName: users.name,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw data(null, { status: 404 });
  const access = callAccess(row, user.id, now);
  const participant = row.memberId === user.id ? "member" : row.coachUserId === user.id ? "coach" : null;
  if (participant !== role || (!access.ok && access.reason === "forbidden")) throw data(null, { status: 403 });
  return {
    state: access.ok ? ("open" as const) : (access.reason as "early" | "ended" | "cancelled"),
    opensAt: callWindow(row.startsAt, row.endsAt).opensAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    otherName: role === "member" ? row.coachName : (row.memberName ?? ""),
    iceServers: access.ok ? iceServers(user.id, now) : [],
  };
}
