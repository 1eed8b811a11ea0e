import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { calendarSubscriptions } from "~/db/schema/calendar";
import { appointments, coaches, coachNotes } from "~/db/schema/coaching";

/**
 * What coaching keeps of a person that goes when their account is erased, in the caller's
 * transaction: the coaches' private notes on the person's sessions, and of the person's own
 * practice (if they coach) its publication and its linked calendars. The practice itself stays:
 * its agenda is the members' too, but without its coach's account it must not stay bookable,
 * which it would if judged on publication alone.
 */
export async function eraseCoachingTraces(tx: Database, userId: string): Promise<void> {
  const theirAppointments = tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.memberId, userId));
  await tx.delete(coachNotes).where(inArray(coachNotes.appointmentId, theirAppointments));
  await tx.update(coaches).set({ published: false }).where(eq(coaches.userId, userId));
  // The secret addresses of the person's own calendars, and the busy time read from them, go.
  const theirPractice = tx.select({ id: coaches.id }).from(coaches).where(eq(coaches.userId, userId));
  await tx.delete(calendarSubscriptions).where(inArray(calendarSubscriptions.coachId, theirPractice));
}
