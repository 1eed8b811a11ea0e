import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { callAttendance } from "~/db/schema/calls";
import { appointments, coaches } from "~/db/schema/coaching";
import { isUuid } from "~/utils/ids";
import { callAccess, callWindow } from "./access";
import type { HubOptions, RoomAccess } from "./hub.server";

/**
 * The call rules for a person and an appointment, read from the database; when the call is open,
 * with the end of its window (the hub ends the membership then without asking again).
 */
export async function authorizeCall(
  db: Database,
  userId: string,
  appointmentId: string,
  now: Date,
): Promise<RoomAccess> {
  if (!isUuid(appointmentId)) return { ok: false, reason: "forbidden" };
  const [row] = await db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      memberId: appointments.memberId,
      coachUserId: coaches.userId,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return { ok: false, reason: "forbidden" };
  const access = callAccess(row, userId, now);
  return access.ok ? { ...access, closesAt: callWindow(row.startsAt, row.endsAt).closesAt } : access;
}

/** Join and leave times, written by the signalling hub. */
export function callAttendanceRecorder(getDatabase: () => Promise<Database>): NonNullable<HubOptions["attendance"]> {
  return {
    async joined(appointmentId, userId, role, at) {
      await (await getDatabase()).insert(callAttendance).values({ appointmentId, userId, role, joinedAt: at });
    },
    async left(appointmentId, userId, at) {
      const db = await getDatabase();
      const [open] = await db
        .select({ id: callAttendance.id })
        .from(callAttendance)
        .where(
          and(
            eq(callAttendance.appointmentId, appointmentId),
            eq(callAttendance.userId, userId),
            isNull(callAttendance.leftAt),
          ),
        )
        .orderBy(asc(callAttendance.joinedAt))
        .limit(1);
      if (open) await db.update(callAttendance).set({ leftAt: at }).where(eq(callAttendance.id, open.id));
    },
  };
}

/** An appointment's attendance, for its coach's page. */
export async function attendanceOf(db: Database, appointmentId: string) {
  return db
    .select({ role: callAttendance.role, joinedAt: callAttendance.joinedAt, leftAt: callAttendance.leftAt })
    .from(callAttendance)
    .where(eq(callAttendance.appointmentId, appointmentId))
    .orderBy(asc(callAttendance.joinedAt));
}
