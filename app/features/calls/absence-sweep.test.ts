import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addPartnerMember,
  createAppointment,
  createCoachUser,
  createMember,
  createPartner,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { callAttendance } from "../../db/schema/calls";
import { appointments } from "../../db/schema/coaching";
import { notifications } from "../../db/schema/messages";
import { markAppointment } from "../coaching/appointments.server";
import { allowanceFor } from "../coaching/eligibility.server";
import { JOB_SCHEDULES } from "../jobs/names";
import { jobHandlers } from "../jobs/registry.server";
import { absenceJobHandlers, sweepAbsences } from "./absence.server";

// The sweep after a call's window closed, on a fixed clock: who never joined is read from the
// attendance; a member's absence asks the coach (once) to confirm a no-show, a coach's absence or
// lateness cancels the session on the coach's side so it never counts for the member, and a coach
// cannot mark a no-show the attendance does not bear out.

const now = new Date("2026-11-27T12:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let test: TestDatabase;
let member: { id: string };
let coachUserId: string;
let coachId: string;
let made = 0;

/** A session of an hour ending at `endsAt`, with the visits to its call (minutes after its start). */
async function session(endsAt: Date, visits: { role: "member" | "coach"; at: number }[] = []) {
  made++;
  const startsAt = new Date(endsAt.getTime() - HOUR);
  const row = await createAppointment(test.db, {
    coachId,
    memberId: member.id,
    startsAt,
    endsAt,
    idempotencyKey: `absence-${made}`,
  });
  for (const visit of visits) {
    await test.db.insert(callAttendance).values({
      appointmentId: row.id,
      role: visit.role,
      userId: visit.role === "member" ? member.id : coachUserId,
      joinedAt: new Date(startsAt.getTime() + visit.at * MINUTE),
      leftAt: new Date(endsAt.getTime()),
    });
  }
  return row.id;
}

const stateOf = async (id: string) => {
  const [row] = await test.db
    .select({
      status: appointments.status,
      absence: appointments.absence,
      checkedAt: appointments.absenceCheckedAt,
      cancelledBy: appointments.cancelledBy,
      late: appointments.late,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row;
};

const notificationsAbout = (id: string) =>
  test.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      link: notifications.link,
      params: notifications.params,
    })
    .from(notifications)
    .where(eq(notifications.subject, id));

let memberMissed: string;
let coachMissedIt: string;
let nobody: string;
let bothCame: string;
let coachLate: string;
let coachJustInTime: string;
let stillOpen: string;

beforeAll(async () => {
  test = await createTestDatabase();
  member = await createMember(test.db, { name: "Mila Jansen", locale: "en" });
  const partner = await createPartner(test.db, { coachingAllowance: 10 });
  await addPartnerMember(test.db, partner.id, member.id);
  const coach = await createCoachUser(test.db, { name: "Daan Bakker" });
  coachUserId = coach.user.id;
  coachId = coach.coach.id;
  // Ended two, four, … hours ago: their windows closed.
  const ended = (index: number) => new Date(now.getTime() - 2 * (index + 1) * HOUR);
  memberMissed = await session(ended(0), [{ role: "coach", at: -5 }]);
  coachMissedIt = await session(ended(1), [{ role: "member", at: -2 }]);
  nobody = await session(ended(2));
  bothCame = await session(ended(3), [
    { role: "member", at: 0 },
    { role: "coach", at: 1 },
  ]);
  coachLate = await session(ended(4), [
    { role: "member", at: 0 },
    { role: "coach", at: 15 },
  ]);
  coachJustInTime = await session(ended(5), [
    { role: "member", at: 0 },
    { role: "coach", at: 10 },
  ]);
  // Ended 20 minutes ago: its window is open for another 10.
  stillOpen = await session(new Date(now.getTime() - 20 * MINUTE), [{ role: "coach", at: 0 }]);
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe("the call-absence sweep", () => {
  it("is the job the schedule runs every 5 minutes", () => {
    expect(JOB_SCHEDULES["call-absence-sweep"]).toBe("*/5 * * * *");
    expect(Object.keys(absenceJobHandlers(async () => test.db))).toEqual(["call-absence-sweep"]);
    expect(jobHandlers["call-absence-sweep"]).toBeTypeOf("function");
  });

  it("counts every session as used before it runs", async () => {
    expect((await allowanceFor(test.db, member.id, now)).used).toBe(7);
  });

  it("records who never joined, for closed windows only", async () => {
    expect(await sweepAbsences(test.db, now)).toBe(6);
    expect(await stateOf(memberMissed)).toMatchObject({ status: "confirmed", absence: "member", checkedAt: now });
    expect(await stateOf(coachMissedIt)).toMatchObject({
      status: "cancelled",
      absence: "coach",
      cancelledBy: "coach",
      late: false,
    });
    expect(await stateOf(nobody)).toMatchObject({ status: "cancelled", absence: "both", cancelledBy: "coach" });
    expect(await stateOf(bothCame)).toMatchObject({ status: "confirmed", absence: null, checkedAt: now });
    expect(await stateOf(coachLate)).toMatchObject({ status: "cancelled", absence: "coach" });
    expect(await stateOf(coachJustInTime)).toMatchObject({ status: "confirmed", absence: null });
    expect(await stateOf(stillOpen)).toMatchObject({ status: "confirmed", absence: null, checkedAt: null });
  });

  it("asks the coach to confirm a member's absence, and tells the member of a coach's", async () => {
    expect(await notificationsAbout(memberMissed)).toEqual([
      {
        userId: coachUserId,
        kind: "absence",
        link: `/coach/appointments/${memberMissed}`,
        params: { name: "Mila Jansen", startsAt: expect.any(String) },
      },
    ]);
    for (const id of [coachMissedIt, nobody, coachLate]) {
      expect(await notificationsAbout(id)).toEqual([
        {
          userId: member.id,
          kind: "booking",
          link: `/en/coaching/${id}`,
          params: expect.objectContaining({ change: "cancelled", by: "coach", name: "Daan Bakker" }),
        },
      ]);
    }
    expect(await notificationsAbout(bothCame)).toEqual([]);
  });

  it("does nothing twice when it runs again, or through the job", async () => {
    expect(await sweepAbsences(test.db, now)).toBe(0);
    await absenceJobHandlers(async () => test.db)["call-absence-sweep"]?.({}, new Date(now.getTime() + 5 * MINUTE));
    const rows = await test.db.select({ id: notifications.id }).from(notifications);
    expect(rows).toHaveLength(4);
    expect(await stateOf(memberMissed)).toMatchObject({ checkedAt: now });
  });

  it("never counts a session the coach missed or was late for against the member", async () => {
    // Held: the one both came to, the one the coach made in time, the member's no-show-to-be, and
    // the one still open; not: the three the coach missed.
    expect((await allowanceFor(test.db, member.id, now)).used).toBe(4);
  });
});

describe("marking a no-show", () => {
  it("follows the coach's confirmation of a member's absence", async () => {
    await markAppointment(test.db, { id: memberMissed, coachId, status: "no_show", now });
    expect(await stateOf(memberMissed)).toMatchObject({ status: "no_show", absence: "member" });
    const [row] = await test.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, memberMissed), eq(appointments.status, "no_show")));
    expect(row).toBeDefined();
  });

  it("is refused when the coach was absent or late, before the sweep as after it", async () => {
    // In the half hour after the end, before the sweep: nobody came, then the coach came late.
    const early = new Date(now.getTime() + 4 * HOUR);
    const empty = await session(new Date(now.getTime() + 2 * HOUR));
    const lateCoach = await session(new Date(now.getTime() + 4 * HOUR - 5 * MINUTE), [
      { role: "member", at: 0 },
      { role: "coach", at: 12 },
    ]);
    for (const id of [empty, lateCoach]) {
      const refused = markAppointment(test.db, { id, coachId, status: "no_show", now: early });
      await expect(refused).rejects.toMatchObject({ code: "conflict", key: "absence:refused.coachAbsent" });
      expect(await stateOf(id)).toMatchObject({ status: "confirmed" });
    }
    // After the sweep the session was cancelled on the coach's side: nothing is left to mark.
    await expect(markAppointment(test.db, { id: coachLate, coachId, status: "no_show", now })).rejects.toMatchObject({
      key: "detail.not-open",
    });
  });

  it("is refused when the member joined, and a held session can still be marked completed", async () => {
    await expect(markAppointment(test.db, { id: bothCame, coachId, status: "no_show", now })).rejects.toMatchObject({
      code: "conflict",
      key: "absence:refused.memberJoined",
    });
    await markAppointment(test.db, { id: bothCame, coachId, status: "completed", now });
    expect(await stateOf(bothCame)).toMatchObject({ status: "completed" });
  });
});
