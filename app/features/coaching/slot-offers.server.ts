import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";
import { fail, isAppError } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import { coachFreeSlots } from "./availability.server";
import { bookSlot } from "./booking.server";
import { expireWaits } from "./slot-wait-expiry.server";
import { nearestTimes, offerState } from "./slot-waits";

// A freed time offered to a member, as the member sees it, and confirmed: whoever confirms first
// books it through the ordinary booking (its locks, its rules, the appointments' exclusion
// constraints), and the others' offers then say the time was taken.

/** An offer with its wait and coach, when it is the member's (anyone else's is not found). */
async function ownOffer(db: Database, offerId: string, memberId: string) {
  if (!isUuid(offerId)) return null;
  const [row] = await db
    .select({
      offer: slotOffers,
      wait: slotWaits,
      coach: { id: coaches.id, name: coaches.name, slug: coaches.slug, timeZone: coaches.timeZone },
    })
    .from(slotOffers)
    .innerJoin(slotWaits, eq(slotWaits.id, slotOffers.waitId))
    .innerJoin(coaches, eq(coaches.id, slotWaits.coachId))
    .where(and(eq(slotOffers.id, offerId), eq(slotWaits.memberId, memberId)));
  return row ?? null;
}

/**
 * One offer as its member sees it now: its time, coach and state (`offerState`) and, when it can
 * no longer be confirmed, the coach's free times nearest to it. Null for anyone else's offer.
 */
export async function offerPage(db: Database, offerId: string, memberId: string, now: Date) {
  await expireWaits(db, now);
  const row = await ownOffer(db, offerId, memberId);
  if (!row) return null;
  const { offer, wait, coach } = row;
  const free = await coachFreeSlots(db, coach.id, wait.kind, now);
  const state = offerState({
    startsAt: offer.startsAt,
    appointmentId: offer.appointmentId,
    waitStatus: wait.status,
    stillFree: free.some((slot) => slot.start.getTime() === offer.startsAt.getTime()),
    now,
  });
  return {
    id: offer.id,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    kind: wait.kind,
    state,
    appointmentId: offer.appointmentId,
    coach,
    others: state === "open" || state === "confirmed" ? [] : nearestTimes(free, offer.startsAt),
  };
}

/** The booking's refusals that mean "the time is gone": someone else confirmed first. */
const takenKeys = new Set(["booking.taken", "booking.not-a-slot"]);

/**
 * The member confirms an offer: it is booked like any booking (`bookSlot`: account, allowance,
 * the coach's free times, the exclusion constraints), keyed by the offer so a double submit books
 * once; then the offer names its appointment and the wait is booked. Refusals (`waitlist`
 * keys, or the booking's in the `coaching` catalog): someone else's offer is not found; a time
 * already past, a wait withdrawn, expired or booked, or a time someone else took first, conflict.
 */
export async function confirmOffer(
  db: Database,
  input: { offerId: string; memberId: string; now: Date },
): Promise<{ appointmentId: string }> {
  const row = await ownOffer(db, input.offerId, input.memberId);
  if (!row) fail("notFound");
  const { offer, wait, coach } = row;
  if (offer.appointmentId) return { appointmentId: offer.appointmentId };
  if (offer.startsAt.getTime() <= input.now.getTime()) fail("conflict", { key: "offer.past" });
  if (wait.status === "booked") fail("conflict", { key: "offer.booked-elsewhere" });
  if (wait.status !== "waiting") fail("conflict", { key: "offer.withdrawn" });
  let appointmentId: string;
  try {
    ({ appointmentId } = await bookSlot(db, {
      coachId: coach.id,
      memberId: input.memberId,
      kind: wait.kind,
      start: offer.startsAt,
      idempotencyKey: `slot-offer:${offer.id}`,
      now: input.now,
    }));
  } catch (error) {
    if (!isAppError(error) || error.code === "notFound") throw error;
    if (takenKeys.has(error.key)) fail("conflict", { key: "offer.taken" });
    // The booking's own refusal (no allowance left, an intake already held), in its own words.
    fail(error.code, { key: error.key.includes(":") ? error.key : `coaching:${error.key}` });
  }
  await db.transaction(async (tx) => {
    await tx.update(slotOffers).set({ appointmentId }).where(eq(slotOffers.id, offer.id));
    await tx
      .update(slotWaits)
      .set({ status: "booked", endedAt: input.now })
      .where(and(eq(slotWaits.id, wait.id), eq(slotWaits.status, "waiting")));
  });
  return { appointmentId };
}
