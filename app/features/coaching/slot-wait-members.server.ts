import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";
import { fail } from "~/utils/app-error";
import { pgCode } from "~/utils/pg-error.server";
import { hadIntake } from "./booking.server";
import { bookingEligibility } from "./eligibility.server";
import type { SessionKind } from "./sessions";
import { coachToday, expireWaits, type WaitCoach } from "./slot-wait-expiry.server";
import { rangeProblems } from "./slot-waits";

// A member's wait for a time to free up with a coach: asking, withdrawing, reading it back. The
// offers made from it are in `slot-offer-job.server.ts`, their confirmation in `slot-offers.server.ts`.

/**
 * A member asks to be told when a time frees up with a coach. Refused (and nothing saved) when
 * the member may not book that kind of session with the coach now (the booking rules: account,
 * allowance, one intake per coach), when the range breaks the rules (`rangeProblems`) or when
 * the member already waits for this coach (the database's partial unique index decides).
 */
export async function joinWait(
  db: Database,
  input: { memberId: string; coach: WaitCoach; kind: SessionKind; fromDate: string; toDate: string; now: Date },
): Promise<string> {
  const problems = rangeProblems(input, coachToday(input.coach, input.now), input.coach.windowDays);
  if (problems) fail("invalid", { fields: problems });
  const { eligibility } = await bookingEligibility(db, { id: input.memberId }, { kind: input.kind, at: input.now });
  if (eligibility !== "ok") fail("conflict", { key: `refused.${eligibility}` });
  if (input.kind === "intake" && (await hadIntake(db, input.memberId, input.coach.id))) {
    fail("conflict", { key: "refused.intake-done" });
  }
  await expireWaits(db, input.now, input.coach.id);
  try {
    const [row] = await db
      .insert(slotWaits)
      .values({
        memberId: input.memberId,
        coachId: input.coach.id,
        kind: input.kind,
        fromDate: input.fromDate,
        toDate: input.toDate,
        createdAt: input.now,
      })
      .returning({ id: slotWaits.id });
    return row?.id as string;
  } catch (error) {
    if (pgCode(error) === "23505") fail("conflict", { key: "errors.alreadyWaiting" });
    throw error;
  }
}

/** The member withdraws their open wait for a coach; its open offers go with it. */
export async function withdrawWait(db: Database, input: { memberId: string; coachId: string; now: Date }) {
  const rows = await db
    .update(slotWaits)
    .set({ status: "withdrawn", endedAt: input.now })
    .where(
      and(
        eq(slotWaits.memberId, input.memberId),
        eq(slotWaits.coachId, input.coachId),
        eq(slotWaits.status, "waiting"),
      ),
    )
    .returning({ id: slotWaits.id });
  if (rows.length === 0) fail("conflict", { key: "errors.notWaiting" });
}

/**
 * The member's open wait for a coach (expired first if its days have passed) and the offers made
 * from it, earliest time first; null when the member does not wait for the coach.
 */
export async function memberWait(db: Database, memberId: string, coachId: string, now: Date) {
  await expireWaits(db, now, coachId);
  const [wait] = await db
    .select()
    .from(slotWaits)
    .where(and(eq(slotWaits.memberId, memberId), eq(slotWaits.coachId, coachId), eq(slotWaits.status, "waiting")));
  if (!wait) return null;
  const offers = await db
    .select({ id: slotOffers.id, startsAt: slotOffers.startsAt, endsAt: slotOffers.endsAt })
    .from(slotOffers)
    .where(eq(slotOffers.waitId, wait.id))
    .orderBy(asc(slotOffers.startsAt));
  return { ...wait, offers };
}
