import { asc, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { callAttendance } from "~/db/schema/calls";
import { appointmentsDueForAbsence, recordAbsence } from "~/features/coaching/absence-record.server";
import type { JobHandler } from "~/features/jobs/queue.server";
import { logger } from "~/utils/logger.server";
import { absenceOf, type Visit } from "./absence";

/**
 * The sweep that reads who never joined a call once its window closed (`absenceOf`), and has the
 * appointment record it (`recordAbsence`): a bounded batch of confirmed, unchecked appointments,
 * their attendance in one query, then one short transaction each. Returns how many were checked.
 */
export async function sweepAbsences(db: Database, now: Date): Promise<number> {
  const due = await appointmentsDueForAbsence(db, now);
  if (due.length === 0) return 0;
  const visits = await db
    .select({
      appointmentId: callAttendance.appointmentId,
      role: callAttendance.role,
      joinedAt: callAttendance.joinedAt,
    })
    .from(callAttendance)
    .where(
      inArray(
        callAttendance.appointmentId,
        due.map((row) => row.id),
      ),
    )
    .orderBy(asc(callAttendance.joinedAt));
  const byAppointment = new Map<string, Visit[]>();
  for (const visit of visits) {
    const list = byAppointment.get(visit.appointmentId) ?? [];
    list.push({ role: visit.role, joinedAt: visit.joinedAt });
    byAppointment.set(visit.appointmentId, list);
  }
  let checked = 0;
  for (const row of due) {
    if (await recordAbsence(db, row.id, absenceOf(byAppointment.get(row.id) ?? [], row.startsAt), now)) checked++;
  }
  return checked;
}

/** The periodic job (`JOB_SCHEDULES`, every 5 minutes). */
export function absenceJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "call-absence-sweep": async (_payload, now) => {
      const checked = await sweepAbsences(await getDatabase(), now);
      if (checked > 0) logger.info({ checked }, "calls checked for who never joined");
    },
  };
}
