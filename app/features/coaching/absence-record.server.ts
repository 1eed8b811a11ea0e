import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { type Absence, coachMissed } from "~/features/calls/absence";
import { CLOSES_MINUTES_AFTER } from "~/features/calls/access";
import { notifyAppointmentChange } from "~/features/notifications/changes.server";
import { notify } from "~/features/notifications/notify.server";
import { announceAppointmentChange } from "./call-room.server";
import { queueNextFree } from "./next-free.server";
import { invalidateCoachViews } from "./view-cache.server";

// What the call-absence sweep writes to an appointment once its call window closed (the sweep is
// in `features/calls/absence.server.ts`; the appointment is this domain's). Each appointment is
// claimed by setting `absence_checked_at` while it is still null, so two runs, or two instances,
// record and tell once.
//
// - The member never joined (the coach did, in time): the absence is kept and the coach is asked
//   to confirm a no-show (an `absence` notification); the coach decides (`markAppointment`).
// - The coach never joined or was late ("coach", "both"): the session is cancelled on the coach's
//   side, not late, so it never counts against the member's allowance (`allowanceFor` counts a
//   cancellation only when it was late); the member is told as of any cancellation by the coach.
//   No mail: the time has passed and nothing is left to take out of a calendar.

/** Appointments looked at per run at most; the rest waits for the next run. */
export const ABSENCE_BATCH = 200;

/**
 * Confirmed appointments whose call window closed and that were not checked yet, oldest first. The
 * condition is the one of the partial index `appointments_absence_due_idx` (ends_at, where status
 * is confirmed and absence_checked_at is null).
 */
export async function appointmentsDueForAbsence(db: Database, now: Date, limit = ABSENCE_BATCH) {
  const closedBefore = new Date(now.getTime() - CLOSES_MINUTES_AFTER * 60_000);
  return db
    .select({ id: appointments.id, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "confirmed"),
        isNull(appointments.absenceCheckedAt),
        lte(appointments.endsAt, closedBefore),
      ),
    )
    .orderBy(asc(appointments.endsAt))
    .limit(limit);
}

/**
 * Records who missed an appointment's call (null: nobody) and acts on it, in one transaction.
 * Whether this run claimed it (false: already checked, or no longer confirmed).
 */
export async function recordAbsence(db: Database, id: string, absence: Absence | null, now: Date): Promise<boolean> {
  const cancelled = coachMissed(absence);
  const claimed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .update(appointments)
      .set({
        absence,
        absenceCheckedAt: now,
        ...(cancelled ? { status: "cancelled" as const, cancelledBy: "coach", cancelledAt: now, late: false } : {}),
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, "confirmed"), isNull(appointments.absenceCheckedAt)))
      .returning({ startsAt: appointments.startsAt, coachId: appointments.coachId });
    if (!row) return false;
    if (cancelled) {
      await notifyAppointmentChange(tx, id, "cancelled", now);
      // The day's maximum may count it: the coach's next free time may move.
      await queueNextFree(tx, row.coachId, now);
    } else if (absence === "member") {
      const [people] = await tx
        .select({ coachUserId: coaches.userId, memberName: sql<string>`coalesce(${users.name}, '')` })
        .from(appointments)
        .innerJoin(coaches, eq(coaches.id, appointments.coachId))
        .leftJoin(users, eq(users.id, appointments.memberId))
        .where(eq(appointments.id, id));
      if (people?.coachUserId) {
        await notify(
          tx,
          {
            userId: people.coachUserId,
            kind: "absence",
            subject: id,
            link: `/coach/appointments/${id}`,
            params: { name: people.memberName, startsAt: row.startsAt.toISOString() },
          },
          now,
        );
      }
    }
    return true;
  });
  if (claimed && cancelled) {
    invalidateCoachViews();
    await announceAppointmentChange(id);
  }
  return claimed;
}
