// What other parts of the product read of members' ratings: what a member still may rate (the
// dashboard), and a coach's figures only once enough members rated.
import type { Database } from "~/db/connection.server";

/** Held sessions of the member (completed, in the last 30 days) not rated yet, newest first. */
export async function ratingsToGive(
  _db: Database,
  _memberId: string,
  _now: Date,
): Promise<{ appointmentId: string; coachName: string; startsAt: string }[]> {
  throw new Error("to be built");
}

export interface RatingFigures {
  /** Ratings in all and how many distinct members gave them. */
  count: number;
  raters: number;
  average: number;
  /** How many ratings of 1, 2, 3, 4 and 5. */
  distribution: [number, number, number, number, number];
  /** The share (0–1) that would recommend the coach. */
  recommendShare: number;
}

/** A coach's figures, or null while fewer than `minimumRaters` distinct members rated. */
export async function coachRatingFigures(
  _db: Database,
  _coachId: string,
  _minimumRaters: number,
): Promise<RatingFigures | null> {
  throw new Error("to be built");
}
