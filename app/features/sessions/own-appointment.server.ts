import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments } from "~/db/schema/coaching";
import { isUuid } from "~/utils/ids";

/** One of the coach's own appointments, as the session's use-cases need it; another coach's is null. */
export async function ownAppointment(db: Database, id: string, coachId: string) {
  if (!isUuid(id) || !isUuid(coachId)) return null;
  const [row] = await db
    .select({
      id: appointments.id,
      memberId: appointments.memberId,
      status: appointments.status,
      startsAt: appointments.startsAt,
    })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.coachId, coachId)));
  return row ?? null;
}
