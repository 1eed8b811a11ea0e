import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, coaches } from "~/db/schema/coaching";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";
import { isAppError } from "~/utils/app-error";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { cancelByMember } from "./appointments.server";
import { confirmOffer } from "./slot-offers.server";
import { FREED, heldTime, NOW, partnerMember, WAITED_DAY, waitlistPractice } from "./slot-wait-fixture";
import { joinWait } from "./slot-wait-members.server";
import { slotWaitJobHandlers } from "./slot-waits.server";

// The waitlist's race: fifty members wait for the same day, its one time frees up, all fifty are
// offered it and confirm at once. The appointments' exclusion constraint (behind the booking's
// locks) lets exactly one through; the other 49 hear plainly that someone else was first.

let test: TestDatabase;

beforeAll(async () => {
  // Enough connections on PostgreSQL for the confirmations to be truly simultaneous.
  test = await createTestDatabase({ connections: 12 });
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe("fifty members confirming one freed time", () => {
  it("gives it to exactly one; the other 49 are told it was taken", async () => {
    const { coachId, partnerId } = await waitlistPractice(test.db);
    const [coach] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
    if (!coach) throw new Error("no coach");
    const holder = await partnerMember(test.db, partnerId, "Holder");
    const held = await heldTime(test.db, coachId, holder.id, FREED);
    const members = [];
    for (let i = 0; i < 50; i++) {
      const member = await partnerMember(test.db, partnerId, `Waiting ${i}`);
      await joinWait(test.db, {
        memberId: member.id,
        coach,
        kind: "coaching",
        fromDate: WAITED_DAY,
        toDate: WAITED_DAY,
        now: new Date(NOW.getTime() + i),
      });
      members.push(member);
    }
    await cancelByMember(test.db, { id: held.id, memberId: holder.id, now: NOW });
    await test.queue.runDue(
      slotWaitJobHandlers(async () => test.db),
      new Date(NOW.getTime() + 60_000),
    );

    const offers = await test.db
      .select({ id: slotOffers.id, memberId: slotWaits.memberId, startsAt: slotOffers.startsAt })
      .from(slotOffers)
      .innerJoin(slotWaits, eq(slotWaits.id, slotOffers.waitId));
    expect(offers).toHaveLength(50);
    expect(new Set(offers.map((offer) => offer.startsAt.toISOString()))).toEqual(new Set([FREED.toISOString()]));

    const results = await Promise.allSettled(
      offers.map((offer) => confirmOffer(test.db, { offerId: offer.id, memberId: offer.memberId, now: NOW })),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const taken = results.filter(
      (result) => result.status === "rejected" && isAppError(result.reason) && result.reason.key === "offer.taken",
    );
    expect(won).toHaveLength(1);
    expect(taken).toHaveLength(49);
    const live = await test.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.coachId, coachId), ne(appointments.status, "cancelled")));
    expect(live).toHaveLength(1);
    expect(live[0]?.startsAt.toISOString()).toBe(FREED.toISOString());
    const statuses = await test.db.select({ status: slotWaits.status }).from(slotWaits);
    expect(statuses.filter((row) => row.status === "booked")).toHaveLength(1);
    expect(statuses.filter((row) => row.status === "waiting")).toHaveLength(49);
  }, 120_000);
});
