import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";
import { sessionRatings } from "~/db/schema/journey";
import { fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";

// A member's rating of a held session: only the appointment's own member, only once it was held
// (completed), and once. The table's key decides "once" (two posts at the same moment make one
// rating); the composite key to the appointment decides "its own member and coach".

/** The message for a session that was already rated, and for one that was not held. */
export const ALREADY_RATED = "feedback:errors.alreadyRated";
export const NOT_HELD = "feedback:errors.notHeld";

/** The session as its member sees it on the rating page, with the rating once given. */
export interface RatingPage {
  appointmentId: string;
  coachName: string;
  kind: "intake" | "coaching";
  startsAt: Date;
  held: boolean;
  rating: { rating: number; recommend: boolean; comment: string | null; createdAt: Date } | null;
}

/** The member's own appointment and its rating; null for anything that is not theirs. */
export async function ratingPage(db: Database, appointmentId: string, memberId: string): Promise<RatingPage | null> {
  if (!isUuid(appointmentId)) return null;
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      coachName: coaches.name,
      kind: appointments.kind,
      startsAt: appointments.startsAt,
      status: appointments.status,
      rating: sessionRatings.rating,
      recommend: sessionRatings.recommend,
      comment: sessionRatings.comment,
      ratedAt: sessionRatings.createdAt,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .leftJoin(sessionRatings, eq(sessionRatings.appointmentId, appointments.id))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.memberId, memberId)));
  if (!row) return null;
  return {
    appointmentId: row.appointmentId,
    coachName: row.coachName,
    kind: row.kind,
    startsAt: row.startsAt,
    held: row.status === "completed",
    rating:
      row.rating !== null && row.recommend !== null && row.ratedAt !== null
        ? { rating: row.rating, recommend: row.recommend, comment: row.comment, createdAt: row.ratedAt }
        : null,
  };
}

export interface RateInput {
  appointmentId: string;
  memberId: string;
  rating: number;
  recommend: boolean;
  comment: string | null;
  now: Date;
}

/**
 * Saves the member's rating of their held session. Fails `notFound` for an appointment that is not
 * theirs, `conflict` (not held) for one that was not completed, and `conflict` (already rated) when
 * a rating exists: the key refuses the second insert, which then changes nothing.
 */
export async function rateSession(db: Database, input: RateInput): Promise<void> {
  if (!isUuid(input.appointmentId)) fail("notFound");
  const [appointment] = await db
    .select({ coachId: appointments.coachId, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.memberId, input.memberId)));
  if (!appointment) fail("notFound");
  if (appointment.status !== "completed") fail("conflict", { key: NOT_HELD });
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) fail("invalid");
  const saved = await db
    .insert(sessionRatings)
    .values({
      appointmentId: input.appointmentId,
      memberId: input.memberId,
      coachId: appointment.coachId,
      rating: input.rating,
      recommend: input.recommend,
      comment: input.comment,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: sessionRatings.appointmentId })
    .returning({ appointmentId: sessionRatings.appointmentId });
  if (saved.length === 0) fail("conflict", { key: ALREADY_RATED });
}
