// What other parts of the product read of members' ratings: what a member still may rate (the
// dashboard), and a coach's figures only once enough members rated.
import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";
import { sessionRatings } from "~/db/schema/journey";
import { figuresOf, type RatingFigures } from "./figures";

/** Distinct members who must have rated before a coach (and the back office) sees any figure. */
export const COACH_MINIMUM_RATERS = 5;
/** Ratings a coach needs before the public profile shows the average. */
export const PUBLIC_MINIMUM_RATINGS = 20;
/** How long after a held session the dashboard asks for a rating. */
export const RATING_ASKED_DAYS = 30;
/** Comments the back office shows per coach, newest first. */
export const COMMENTS_SHOWN = 50;

const DAY_MS = 86_400_000;

/** Held sessions of the member (completed, in the last 30 days) not rated yet, newest first. */
export async function ratingsToGive(
  db: Database,
  memberId: string,
  now: Date,
): Promise<{ appointmentId: string; coachName: string; startsAt: string }[]> {
  const rows = await db
    .select({ appointmentId: appointments.id, coachName: coaches.name, startsAt: appointments.startsAt })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .leftJoin(sessionRatings, eq(sessionRatings.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.memberId, memberId),
        eq(appointments.status, "completed"),
        gte(appointments.startsAt, new Date(now.getTime() - RATING_ASKED_DAYS * DAY_MS)),
        sql`${appointments.startsAt} <= ${now.toISOString()}::timestamptz`,
        isNull(sessionRatings.appointmentId),
      ),
    )
    .orderBy(desc(appointments.startsAt));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

export type { RatingFigures };

/**
 * A coach's figures over the closed batches of ratings (`figures.ts`), or null while fewer than
 * `minimumRaters` distinct members rated: nothing leaves this function then, not even how many
 * rated, and every later change covers at least that many members.
 */
export async function coachRatingFigures(
  db: Database,
  coachId: string,
  minimumRaters: number,
): Promise<RatingFigures | null> {
  const rows = await db
    .select({ memberId: sessionRatings.memberId, rating: sessionRatings.rating, recommend: sessionRatings.recommend })
    .from(sessionRatings)
    .where(eq(sessionRatings.coachId, coachId))
    .orderBy(asc(sessionRatings.createdAt), asc(sessionRatings.appointmentId));
  return figuresOf(rows, minimumRaters);
}

/**
 * What the public profile shows: the average and how many ratings, once the coach has at least
 * 20; and never before the coach sees figures themselves (5 distinct members), so many ratings by
 * a few members show nothing either. Null otherwise.
 */
export async function publicRating(db: Database, coachId: string): Promise<{ average: number; count: number } | null> {
  const figures = await coachRatingFigures(db, coachId, COACH_MINIMUM_RATERS);
  if (!figures || figures.count < PUBLIC_MINIMUM_RATINGS) return null;
  return { average: figures.average, count: figures.count };
}

/**
 * The comments members left about a coach, for the back office: the text and when, newest first,
 * at most `COMMENTS_SHOWN`, with how many there are. Never who wrote it or what they scored with
 * it: an administrator reads what needs acting on, not whom it came from.
 */
export async function coachRatingComments(
  db: Database,
  coachId: string,
): Promise<{ total: number; comments: { comment: string; createdAt: Date }[] }> {
  const withComment = and(eq(sessionRatings.coachId, coachId), isNotNull(sessionRatings.comment));
  const [totals] = await db.select({ total: count() }).from(sessionRatings).where(withComment);
  const rows = await db
    .select({ comment: sessionRatings.comment, createdAt: sessionRatings.createdAt })
    .from(sessionRatings)
    .where(withComment)
    .orderBy(desc(sessionRatings.createdAt), desc(sessionRatings.appointmentId))
    .limit(COMMENTS_SHOWN);
  return {
    total: Number(totals?.total ?? 0),
    comments: rows.map((row) => ({ comment: row.comment ?? "", createdAt: row.createdAt })),
  };
}

/** The member's own ratings for their download: the coach, the session's date, what they gave. */
export async function ratingsForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      coach: coaches.name,
      sessionStartsAt: appointments.startsAt,
      rating: sessionRatings.rating,
      recommend: sessionRatings.recommend,
      comment: sessionRatings.comment,
      ratedAt: sessionRatings.createdAt,
    })
    .from(sessionRatings)
    .innerJoin(appointments, eq(appointments.id, sessionRatings.appointmentId))
    .innerJoin(coaches, eq(coaches.id, sessionRatings.coachId))
    .where(eq(sessionRatings.memberId, userId))
    .orderBy(asc(appointments.startsAt));
  return rows.map((row) => ({
    ...row,
    sessionStartsAt: row.sessionStartsAt.toISOString(),
    ratedAt: row.ratedAt.toISOString(),
  }));
}
