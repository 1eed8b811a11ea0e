import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { slotWaits } from "~/db/schema/scheduling";
import { dayIn } from "./slot-waits";

/** The coach a wait is for, with what the rules read. */
export type WaitCoach = Pick<typeof coaches.$inferSelect, "id" | "timeZone" | "windowDays">;

/** Today in the coach's zone. */
export const coachToday = (coach: Pick<WaitCoach, "timeZone">, now: Date) => dayIn(now, coach.timeZone);

/**
 * Waits whose last day has passed in their coach's zone are over: expired. Run when waits are
 * read and by the offer job, so an old wait never gets an offer nor shows as open. One coach's, or
 * every coach's.
 */
export async function expireWaits(db: Pick<Database, "update">, now: Date, coachId?: string): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone (select ${coaches.timeZone} from ${coaches} where ${coaches.id} = ${slotWaits.coachId}))::date`;
  const rows = await db
    .update(slotWaits)
    .set({ status: "expired", endedAt: now })
    .where(
      and(
        eq(slotWaits.status, "waiting"),
        coachId ? eq(slotWaits.coachId, coachId) : undefined,
        lt(slotWaits.toDate, today),
      ),
    )
    .returning({ id: slotWaits.id });
  return rows.length;
}
