import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointments, coaches } from "~/db/schema/coaching";
import { notifications } from "~/db/schema/messages";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";
import { isAppError } from "~/utils/app-error";
import { createMember } from "../../../tests/support/factories";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { cancelByCoach, cancelByMember } from "./appointments.server";
import { coachFreeSlots } from "./availability.server";
import { rescheduleAppointment } from "./booking.server";
import { confirmOffer, offerPage } from "./slot-offers.server";
import { ELSEWHERE, FREED, heldTime, NOW, partnerMember, WAITED_DAY, waitlistPractice } from "./slot-wait-fixture";
import { joinWait, memberWait, withdrawWait } from "./slot-wait-members.server";
import { slotWaitJobHandlers } from "./slot-waits.server";

// The waitlist through the real functions: asking (with the booking rules and one open wait per
// coach), withdrawing, the offers made when a time is cancelled or moved (in the order people
// asked, only for times in their range), confirming, and what another member can do with an offer.

let test: TestDatabase;
let coachId: string;
let partnerId: string;
let coach: { id: string; timeZone: string; windowDays: number };
const range = { fromDate: WAITED_DAY, toDate: WAITED_DAY };
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

/** The code and key a refused call failed with. */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, key: error.key, fields: error.fields };
  }
}

/** Runs the due offer jobs a minute after the start of the tests' day (after every change below). */
const runOffers = () =>
  test.queue.runDue(
    slotWaitJobHandlers(async () => test.db),
    seconds(60),
  );

const offersOf = (waitId: string) => test.db.select().from(slotOffers).where(eq(slotOffers.waitId, waitId));

beforeAll(async () => {
  test = await createTestDatabase();
  ({ coachId, partnerId } = await waitlistPractice(test.db));
  const [row] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
  coach = row as typeof coach;
}, 120_000);

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  // Every test starts with nobody waiting and the waited-for day free of appointments.
  await test.db.delete(slotWaits);
  await test.db.delete(appointments);
  await clearJobs(test.db);
  clearOutbox();
});

describe("asking to wait", () => {
  it("saves one open wait per member and coach, and refuses a second", async () => {
    const member = await partnerMember(test.db, partnerId);
    await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: NOW });
    expect(
      await refusal(joinWait(test.db, { memberId: member.id, coach, kind: "intake", ...range, now: NOW })),
    ).toMatchObject({ code: "conflict", key: "errors.alreadyWaiting" });
    const rows = await test.db.select().from(slotWaits).where(eq(slotWaits.memberId, member.id));
    expect(rows.map((row) => [row.kind, row.status])).toEqual([["coaching", "waiting"]]);
  });

  it("refuses a range against the rules, at its field, and saves nothing", async () => {
    const member = await partnerMember(test.db, partnerId);
    const attempt = (fromDate: string, toDate: string) =>
      refusal(joinWait(test.db, { memberId: member.id, coach, kind: "coaching", fromDate, toDate, now: NOW }));
    expect(await attempt("2026-11-30", WAITED_DAY)).toMatchObject({
      code: "invalid",
      fields: { fromDate: "errors.fromPast" },
    });
    expect(await attempt(WAITED_DAY, "2026-12-02")).toMatchObject({ fields: { toDate: "errors.toBeforeFrom" } });
    expect(await attempt("2026-12-01", "2027-01-30")).toMatchObject({ fields: { toDate: "errors.tooLong" } });
    expect(await test.db.select().from(slotWaits).where(eq(slotWaits.memberId, member.id))).toEqual([]);
  });

  it("applies the booking rules: a coaching session needs a programme, an account its address confirmed", async () => {
    const alone = await createMember(test.db, { emailVerified: true, onboarding: NOW });
    expect(
      await refusal(joinWait(test.db, { memberId: alone.id, coach, kind: "coaching", ...range, now: NOW })),
    ).toMatchObject({ code: "conflict", key: "refused.intake-only" });
    await joinWait(test.db, { memberId: alone.id, coach, kind: "intake", ...range, now: NOW });
    const unverified = await createMember(test.db, { emailVerified: false, onboarding: NOW });
    expect(
      await refusal(joinWait(test.db, { memberId: unverified.id, coach, kind: "intake", ...range, now: NOW })),
    ).toMatchObject({ key: "refused.verify" });
  });

  it("withdraws, after which the member may ask again; withdrawing twice is refused", async () => {
    const member = await partnerMember(test.db, partnerId);
    await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: NOW });
    await withdrawWait(test.db, { memberId: member.id, coachId, now: NOW });
    expect(await memberWait(test.db, member.id, coachId, NOW)).toBeNull();
    expect(await refusal(withdrawWait(test.db, { memberId: member.id, coachId, now: NOW }))).toMatchObject({
      key: "errors.notWaiting",
    });
    await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: NOW });
    expect((await memberWait(test.db, member.id, coachId, NOW))?.status).toBe("waiting");
  });

  it("expires a wait once its last day has passed", async () => {
    const member = await partnerMember(test.db, partnerId);
    await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: NOW });
    // Midnight of the 4th in Amsterdam: the 3rd has passed there.
    expect(await memberWait(test.db, member.id, coachId, new Date("2026-12-03T23:00:00Z"))).toBeNull();
    const [row] = await test.db.select().from(slotWaits).where(eq(slotWaits.memberId, member.id));
    expect(row?.status).toBe("expired");
  });
});

describe("a time that frees up", () => {
  it("queues no job when nobody waits for the coach", async () => {
    const holder = await partnerMember(test.db, partnerId);
    const held = await heldTime(test.db, coachId, holder.id, FREED);
    await cancelByMember(test.db, { id: held.id, memberId: holder.id, now: NOW });
    expect(await jobRows(test.db, "slot-wait-offers")).toEqual([]);
  });

  it("is offered to everyone waiting whose range holds it, in the order they asked, by notification and mail", async () => {
    const holder = await partnerMember(test.db, partnerId);
    const held = await heldTime(test.db, coachId, holder.id, FREED);
    expect(
      (await coachFreeSlots(test.db, coachId, "coaching", NOW)).some(
        (slot) => slot.start.getTime() === FREED.getTime(),
      ),
    ).toBe(false);
    const waiting: Awaited<ReturnType<typeof partnerMember>>[] = [];
    for (const [index, name] of ["Ada", "Bo", "Cas"].entries()) {
      const member = await partnerMember(test.db, partnerId, name);
      await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: seconds(index) });
      waiting.push(member);
    }
    await cancelByMember(test.db, { id: held.id, memberId: holder.id, now: seconds(10) });
    expect(await jobRows(test.db, "slot-wait-offers")).toHaveLength(1);
    expect(await runOffers()).toBe(1);

    for (const member of waiting) {
      const wait = await memberWait(test.db, member.id, coachId, NOW);
      expect(wait?.offers.map((offer) => offer.startsAt.toISOString())).toEqual([FREED.toISOString()]);
    }
    const told = await test.db.select().from(notifications).where(eq(notifications.kind, "slot"));
    const order = told.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.userId);
    expect(order).toEqual(waiting.map((member) => member.id));
    expect(told[0]?.params).toMatchObject({ name: "Daan Bakker", startsAt: FREED.toISOString() });
    expect(told[0]?.link).toMatch(/^\/nl\/coaching\/offers\/[0-9a-f-]{36}$/);
    // The outbox lists the newest first.
    const mails = [...listOutbox()]
      .reverse()
      .filter((mail) => mail.subject.includes("Daan Bakker") && waiting.some((m) => m.email === mail.to));
    expect(mails.map((mail) => mail.to)).toEqual(waiting.map((member) => member.email));
    expect(mails[0]?.text).toContain("/coaching/offers/");

    // Run again (a retry): nobody is offered the same time twice.
    await offerAgain();
    for (const member of waiting) {
      const wait = await memberWait(test.db, member.id, coachId, NOW);
      expect(wait?.offers).toHaveLength(1);
    }
  });

  it("is offered when an appointment is moved away, or cancelled by the coach", async () => {
    const holder = await partnerMember(test.db, partnerId);
    const held = await heldTime(test.db, coachId, holder.id, FREED);
    const member = await partnerMember(test.db, partnerId);
    const waitId = await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: NOW });
    await rescheduleAppointment(test.db, { appointmentId: held.id, memberId: holder.id, start: ELSEWHERE, now: NOW });
    await runOffers();
    expect((await offersOf(waitId)).map((offer) => offer.startsAt.toISOString())).toEqual([FREED.toISOString()]);

    const other = await partnerMember(test.db, partnerId);
    const second = await heldTime(test.db, coachId, other.id, FREED);
    await test.db.delete(slotOffers);
    await cancelByCoach(test.db, { id: second.id, coachId, reason: "Ill", now: NOW });
    await runOffers();
    expect(await offersOf(waitId)).toHaveLength(1);
  });

  it("is not offered when it falls outside the member's range", async () => {
    const holder = await partnerMember(test.db, partnerId);
    await heldTime(test.db, coachId, holder.id, FREED);
    const elsewhere = await heldTime(test.db, coachId, holder.id, ELSEWHERE);
    const member = await partnerMember(test.db, partnerId);
    const waitId = await joinWait(test.db, { memberId: member.id, coach, kind: "coaching", ...range, now: NOW });
    await cancelByMember(test.db, { id: elsewhere.id, memberId: holder.id, now: NOW });
    expect(await jobRows(test.db, "slot-wait-offers")).toHaveLength(1);
    await runOffers();
    expect(await offersOf(waitId)).toEqual([]);
    expect(listOutbox().filter((mail) => mail.to === member.email)).toEqual([]);
  });
});

describe("an offer", () => {
  async function offered() {
    const holder = await partnerMember(test.db, partnerId);
    const held = await heldTime(test.db, coachId, holder.id, FREED);
    const first = await partnerMember(test.db, partnerId, "First");
    const second = await partnerMember(test.db, partnerId, "Second");
    const firstWait = await joinWait(test.db, { memberId: first.id, coach, kind: "coaching", ...range, now: NOW });
    const secondWait = await joinWait(test.db, {
      memberId: second.id,
      coach,
      kind: "coaching",
      ...range,
      now: seconds(1),
    });
    await cancelByMember(test.db, { id: held.id, memberId: holder.id, now: NOW });
    await runOffers();
    const [firstOffer] = await offersOf(firstWait);
    const [secondOffer] = await offersOf(secondWait);
    return {
      first,
      second,
      firstWait,
      secondWait,
      firstOffer: firstOffer?.id as string,
      secondOffer: secondOffer?.id as string,
    };
  }

  it("books the time for whoever confirms first; the other hears it was taken, with other free times", async () => {
    const { first, second, firstWait, firstOffer, secondOffer } = await offered();
    expect((await offerPage(test.db, secondOffer, second.id, NOW))?.state).toBe("open");
    // The second member confirms first.
    const { appointmentId } = await confirmOffer(test.db, { offerId: secondOffer, memberId: second.id, now: NOW });
    const live = await test.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.coachId, coachId), ne(appointments.status, "cancelled")));
    expect(live.map((row) => [row.id, row.memberId, row.startsAt.toISOString()])).toEqual([
      [appointmentId, second.id, FREED.toISOString()],
    ]);
    // A double submit books nothing more.
    expect(await confirmOffer(test.db, { offerId: secondOffer, memberId: second.id, now: NOW })).toEqual({
      appointmentId,
    });
    expect(await refusal(confirmOffer(test.db, { offerId: firstOffer, memberId: first.id, now: NOW }))).toMatchObject({
      code: "conflict",
      key: "offer.taken",
    });
    const page = await offerPage(test.db, firstOffer, first.id, NOW);
    expect(page?.state).toBe("taken");
    expect(page?.others.length).toBeGreaterThan(0);
    expect((await offerPage(test.db, secondOffer, second.id, NOW))?.state).toBe("confirmed");
    const [wait] = await test.db.select().from(slotWaits).where(eq(slotWaits.memberId, second.id));
    expect(wait?.status).toBe("booked");
    expect((await memberWait(test.db, first.id, coachId, NOW))?.id).toBe(firstWait);
  });

  it("is not another member's to read or confirm", async () => {
    const { first, second, firstOffer } = await offered();
    expect(await offerPage(test.db, firstOffer, second.id, NOW)).toBeNull();
    expect(await refusal(confirmOffer(test.db, { offerId: firstOffer, memberId: second.id, now: NOW }))).toMatchObject({
      code: "notFound",
    });
    expect(await refusal(confirmOffer(test.db, { offerId: "not-an-id", memberId: first.id, now: NOW }))).toMatchObject({
      code: "notFound",
    });
    expect(await test.db.select().from(appointments).where(eq(appointments.memberId, second.id))).toEqual([]);
  });

  it("cannot be confirmed once the wait is withdrawn, or once its time has passed", async () => {
    const { first, second, firstOffer, secondOffer } = await offered();
    await withdrawWait(test.db, { memberId: first.id, coachId, now: NOW });
    expect(await refusal(confirmOffer(test.db, { offerId: firstOffer, memberId: first.id, now: NOW }))).toMatchObject({
      key: "offer.withdrawn",
    });
    expect((await offerPage(test.db, firstOffer, first.id, NOW))?.state).toBe("withdrawn");
    const later = new Date(FREED.getTime() + 60_000);
    expect(
      await refusal(confirmOffer(test.db, { offerId: secondOffer, memberId: second.id, now: later })),
    ).toMatchObject({
      key: "offer.past",
    });
  });
});

async function offerAgain() {
  const { offerFreedTimes } = await import("./slot-offer-job.server");
  expect(await offerFreedTimes(test.db, coachId, NOW)).toBe(0);
}
