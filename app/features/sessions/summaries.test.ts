import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { goals, sessionSummaries } from "../../db/schema/journey";
import { notifications } from "../../db/schema/messages";
import { isAppError } from "../../utils/app-error";
import { agreementsForGoal, latestAgreement, summariesToWrite } from "./journey-api.server";
import { isHeld } from "./rules";
import {
  agreementBefore,
  type SummaryInput,
  saveSummary,
  summariesForExport,
  summaryForMember,
} from "./summaries.server";

// What a coach and member agreed: only the appointment's own coach writes it, only for a held
// session, linked only to a goal the member shares with that coach; the member is told and reads
// it, and nobody else does.

const now = new Date("2026-11-27T10:00:00Z");
const days = (count: number) => new Date(now.getTime() + count * 86_400_000);

let test: TestDatabase;
let member: string;
let otherMember: string;
let coachId: string;
let coachUser: string;
let otherCoach: string;
let held: string;
let heldEarlier: string;
let startedUnmarked: string;
let upcoming: string;
let cancelled: string;
let noShow: string;
let othersSession: string;
let sharedGoal: string;
let privateGoal: string;
let goalSharedElsewhere: string;

/** Which code a use-case failed with, and the messages at its fields. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, fields: error.fields, key: error.key };
    throw error;
  }
  throw new Error("it did not fail");
}

beforeAll(async () => {
  test = await createTestDatabase();
  member = (await createMember(test.db, { id: "mila", name: "Mila de Vries", locale: "en" })).id;
  otherMember = (await createMember(test.db, { id: "noor", name: "Noor" })).id;
  const coach = await createCoachUser(test.db, { slug: "daan", name: "Daan Bakker" });
  coachId = coach.coach.id;
  coachUser = coach.user.id;
  otherCoach = (await createCoachUser(test.db, { slug: "eva", name: "Eva" })).coach.id;
  const session = (startsAt: Date, status: "confirmed" | "completed" | "no_show" | "cancelled", who = member) =>
    createAppointment(test.db, { coachId, memberId: who, startsAt, status }).then((row) => row.id);
  heldEarlier = await session(days(-14), "completed");
  held = await session(days(-7), "completed");
  startedUnmarked = await session(new Date(now.getTime() - 30 * 60_000), "confirmed");
  upcoming = await session(days(2), "confirmed");
  cancelled = await session(days(-3), "cancelled");
  noShow = await session(days(-2), "no_show");
  othersSession = await session(days(-5), "completed", otherMember);
  const [shared, own, elsewhere] = await test.db
    .insert(goals)
    .values([
      { memberId: member, title: "Sleep before midnight", sharedCoachId: coachId },
      { memberId: member, title: "My own goal" },
      { memberId: member, title: "With Eva", sharedCoachId: otherCoach },
    ])
    .returning({ id: goals.id });
  sharedGoal = shared?.id as string;
  privateGoal = own?.id as string;
  goalSharedElsewhere = elsewhere?.id as string;
}, 120_000);

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await test.db.delete(sessionSummaries);
  await test.db.delete(notifications);
});

const input = (overrides: Partial<SummaryInput> = {}): SummaryInput => ({
  appointmentId: held,
  coachId,
  summary: "We talked about evenings and screens.",
  agreements: "Phone out of the bedroom from 22:00.",
  goalId: null,
  now,
  ...overrides,
});

describe("isHeld", () => {
  it("holds a completed session and a confirmed one that has started; never a cancelled one or a no-show", () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(isHeld({ status: "completed", startsAt: at(-60) }, now)).toBe(true);
    expect(isHeld({ status: "confirmed", startsAt: at(0) }, now)).toBe(true);
    expect(isHeld({ status: "confirmed", startsAt: at(1) }, now)).toBe(false);
    expect(isHeld({ status: "cancelled", startsAt: at(-60) }, now)).toBe(false);
    expect(isHeld({ status: "no_show", startsAt: at(-60) }, now)).toBe(false);
  });
});

describe("saveSummary", () => {
  it("saves the summary for the member, who is told once, and reads it on their own appointment only", async () => {
    expect(await saveSummary(test.db, input())).toBe("created");
    const [row] = await test.db.select().from(sessionSummaries).where(eq(sessionSummaries.appointmentId, held));
    expect(row).toMatchObject({ coachId, summary: "We talked about evenings and screens.", goalId: null });

    const told = await test.db.select().from(notifications).where(eq(notifications.userId, member));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: "agreement",
      subject: held,
      link: `/en/coaching/${held}`,
      params: { name: "Daan Bakker", startsAt: days(-7).toISOString() },
    });

    expect(await summaryForMember(test.db, held, member)).toMatchObject({
      summary: "We talked about evenings and screens.",
      agreements: "Phone out of the bedroom from 22:00.",
      goal: null,
    });
    // Another member gets nothing: not the summary, not a notification.
    expect(await summaryForMember(test.db, held, otherMember)).toBeNull();
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, otherMember))).toEqual([]);
    // The coach is not told of their own writing.
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, coachUser))).toEqual([]);
  });

  it("replaces it on a change and tells the member again; saving the same again tells nobody", async () => {
    await saveSummary(test.db, input());
    await test.db.update(notifications).set({ readAt: now });
    expect(await saveSummary(test.db, input({ summary: "  We talked about evenings.  ", now: days(1) }))).toBe(
      "changed",
    );
    const rows = await test.db.select().from(sessionSummaries);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.summary).toBe("We talked about evenings.");
    expect(rows[0]?.updatedAt).toEqual(days(1));
    const unread = async () =>
      (await test.db.select().from(notifications).where(eq(notifications.userId, member))).filter(
        (row) => row.readAt === null,
      );
    expect(await unread()).toHaveLength(1);
    await test.db.update(notifications).set({ readAt: now });
    expect(await saveSummary(test.db, input({ summary: "We talked about evenings.", now: days(2) }))).toBe("unchanged");
    expect(await unread()).toHaveLength(0);
  });

  it("is for the appointment's own coach only: another coach's is not found", async () => {
    expect(await failure(saveSummary(test.db, input({ coachId: otherCoach })))).toMatchObject({ code: "notFound" });
    expect(await failure(saveSummary(test.db, input({ appointmentId: "not-a-uuid" })))).toMatchObject({
      code: "notFound",
    });
    expect(await test.db.select().from(sessionSummaries)).toEqual([]);
  });

  it("is only for a held session: completed, or started and still confirmed", async () => {
    expect(await saveSummary(test.db, input({ appointmentId: startedUnmarked }))).toBe("created");
    for (const appointmentId of [upcoming, cancelled, noShow]) {
      expect(await failure(saveSummary(test.db, input({ appointmentId })))).toMatchObject({
        code: "conflict",
        key: "sessions:summary.errors.notHeld",
      });
    }
    expect((await test.db.select().from(sessionSummaries)).map((row) => row.appointmentId)).toEqual([startedUnmarked]);
  });

  it("links only a goal the member shares with this coach", async () => {
    expect(await saveSummary(test.db, input({ goalId: sharedGoal }))).toBe("created");
    expect((await summaryForMember(test.db, held, member))?.goal).toEqual({
      id: sharedGoal,
      title: "Sleep before midnight",
    });
    for (const goalId of [privateGoal, goalSharedElsewhere, "00000000-0000-4000-8000-000000000000"]) {
      expect(await failure(saveSummary(test.db, input({ goalId, summary: "Changed" })))).toMatchObject({
        code: "invalid",
        fields: { goalId: "sessions:summary.errors.goal" },
      });
    }
    // A goal of the member's own with another member's session: not shared with them.
    expect(
      await failure(saveSummary(test.db, input({ appointmentId: othersSession, goalId: sharedGoal }))),
    ).toMatchObject({ code: "invalid" });
    const [row] = await test.db.select().from(sessionSummaries);
    expect(row).toMatchObject({ summary: "We talked about evenings and screens.", goalId: sharedGoal });
  });

  it("refuses an empty or too long summary and too long agreements, and changes nothing", async () => {
    for (const bad of [
      input({ summary: "   " }),
      input({ summary: "x".repeat(2001) }),
      input({ agreements: "x".repeat(2001) }),
    ]) {
      expect(await failure(saveSummary(test.db, bad))).toMatchObject({ code: "invalid" });
    }
    expect(await saveSummary(test.db, input({ summary: "x".repeat(2000), agreements: "" }))).toBe("created");
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, member))).toHaveLength(1);
  });
});

describe("what others read of the agreements", () => {
  it("latestAgreement is the latest session's, with any coach or with this one", async () => {
    expect(await latestAgreement(test.db, member)).toBeNull();
    await saveSummary(test.db, input({ appointmentId: heldEarlier, summary: "First" }));
    await saveSummary(test.db, input({ summary: "Second", goalId: sharedGoal }));
    // Editing the earlier one later does not make it the latest.
    await saveSummary(test.db, input({ appointmentId: heldEarlier, summary: "First, edited", now: days(1) }));
    expect(await latestAgreement(test.db, member)).toMatchObject({
      appointmentId: held,
      coachName: "Daan Bakker",
      summary: "Second",
      startsAt: days(-7).toISOString(),
      goalId: sharedGoal,
    });
    expect((await latestAgreement(test.db, member, coachId))?.summary).toBe("Second");
    expect(await latestAgreement(test.db, member, otherCoach)).toBeNull();
    expect(await latestAgreement(test.db, otherMember)).toBeNull();
    // Before the later session, the earlier one is the last agreement.
    expect((await agreementBefore(test.db, member, coachId, days(-7)))?.summary).toBe("First, edited");
    expect(await agreementBefore(test.db, member, coachId, days(-14))).toBeNull();
  });

  it("agreementsForGoal lists the member's own summaries of that goal, newest first", async () => {
    await saveSummary(test.db, input({ appointmentId: heldEarlier, summary: "First", goalId: sharedGoal }));
    await saveSummary(test.db, input({ summary: "Second", goalId: sharedGoal }));
    await saveSummary(test.db, input({ appointmentId: startedUnmarked, summary: "No goal" }));
    expect((await agreementsForGoal(test.db, member, sharedGoal)).map((row) => row.summary)).toEqual([
      "Second",
      "First",
    ]);
    expect(await agreementsForGoal(test.db, otherMember, sharedGoal)).toEqual([]);
    expect(await agreementsForGoal(test.db, member, "not-a-uuid")).toEqual([]);
  });

  it("summariesToWrite lists the coach's completed sessions of the last 30 days without one, oldest first", async () => {
    expect(await summariesToWrite(test.db, coachId, now)).toEqual(
      [
        { appointmentId: heldEarlier, memberName: "Mila de Vries", startsAt: days(-14).toISOString() },
        { appointmentId: othersSession, memberName: "Noor", startsAt: days(-5).toISOString() },
        { appointmentId: held, memberName: "Mila de Vries", startsAt: days(-7).toISOString() },
      ].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    );
    await saveSummary(test.db, input());
    expect((await summariesToWrite(test.db, coachId, now)).map((row) => row.appointmentId)).toEqual([
      heldEarlier,
      othersSession,
    ]);
    // Past 30 days they no longer ask.
    expect(await summariesToWrite(test.db, coachId, days(40))).toEqual([]);
    expect(await summariesToWrite(test.db, otherCoach, now)).toEqual([]);
  });

  it("summariesForExport gives the member their summaries, and a coach none of what they wrote", async () => {
    await saveSummary(test.db, input());
    const exported = await summariesForExport(test.db, member);
    expect(exported).toEqual([
      expect.objectContaining({ appointmentId: held, coachName: "Daan Bakker", summary: input().summary }),
    ]);
    expect(await summariesForExport(test.db, coachUser)).toEqual([]);
    expect(await summariesForExport(test.db, otherMember)).toEqual([]);
  });
});
