import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointmentSeries, coaches } from "~/db/schema/coaching";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";

// A member's scheduling beyond single sessions, for their data download: the series they booked or
// were booked into (each session is in `coachingSessions`), and their waits for a freed time with
// what was offered.

/** The member's series: with whom, how often, how many, who booked it. */
export async function seriesForExport(db: Database, memberId: string) {
  return db
    .select({
      coach: coaches.name,
      everyWeeks: appointmentSeries.intervalWeeks,
      sessions: appointmentSeries.occurrences,
      bookedBy: appointmentSeries.bookedBy,
      createdAt: appointmentSeries.createdAt,
    })
    .from(appointmentSeries)
    .innerJoin(coaches, eq(coaches.id, appointmentSeries.coachId))
    .where(eq(appointmentSeries.memberId, memberId))
    .orderBy(asc(appointmentSeries.createdAt));
}

/** The member's waits for a time with a coach, each with the times offered. */
export async function waitsForExport(db: Database, memberId: string) {
  const waits = await db
    .select({
      id: slotWaits.id,
      coach: coaches.name,
      kind: slotWaits.kind,
      from: slotWaits.fromDate,
      to: slotWaits.toDate,
      status: slotWaits.status,
      createdAt: slotWaits.createdAt,
      endedAt: slotWaits.endedAt,
    })
    .from(slotWaits)
    .innerJoin(coaches, eq(coaches.id, slotWaits.coachId))
    .where(eq(slotWaits.memberId, memberId))
    .orderBy(asc(slotWaits.createdAt));
  const offers = await db
    .select({ waitId: slotOffers.waitId, startsAt: slotOffers.startsAt, offeredAt: slotOffers.offeredAt })
    .from(slotOffers)
    .innerJoin(slotWaits, eq(slotWaits.id, slotOffers.waitId))
    .where(eq(slotWaits.memberId, memberId))
    .orderBy(asc(slotOffers.offeredAt));
  return waits.map(({ id, ...wait }) => ({
    ...wait,
    offered: offers.filter((offer) => offer.waitId === id).map(({ waitId: _, ...offer }) => offer),
  }));
}
