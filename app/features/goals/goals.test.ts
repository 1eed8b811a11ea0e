import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { goalCheckIns, goalSteps, goals } from "../../db/schema/journey";
import { notifications } from "../../db/schema/messages";
import { isAppError } from "../../utils/app-error";
import { goalsForExport } from "./export.server";
import {
  addStep,
  answerGoalProposal,
  answerStepProposal,
  checkIn,
  coachGoalViews,
  createGoal,
  deleteGoal,
  getMemberGoal,
  listMemberGoals,
  memberForCoach,
  ownsGoal,
  proposeGoal,
  proposeStep,
  setGoalStatus,
  setStepDone,
  shareableCoaches,
  shareGoal,
  updateGoal,
} from "./goals.server";
import { checkInsToRead, dueCheckIns, pendingProposals, sharedGoalsOf } from "./journey-api.server";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2027-04-01T08:00:00Z");
const at = (days: number) => new Date(start.getTime() + days * DAY);

let test: TestDatabase;
const ids = {
  ann: "",
  bob: "",
  cas: "",
  coachX: "",
  coachXUser: "",
  coachY: "",
  coachYUser: "",
  coachZ: "",
};

/** The failure's code and its message key (the field's, or the failure's own), for a refused call. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, key: Object.values(error.fields)[0] ?? error.key };
    throw error;
  }
  throw new Error("not refused");
}

const goalInput = (title: string) => ({ title, domain: null, targetDate: null, checkInEveryDays: 7 });

beforeAll(async () => {
  test = await createTestDatabase();
  const ann = await createMember(test.db, { name: "Ann Member", locale: "en" });
  const bob = await createMember(test.db, { name: "Bob Member" });
  const cas = await createMember(test.db, { name: "Cas Member" });
  const x = await createCoachUser(test.db, { user: { name: "Xander Coach" }, slug: "xander-goals" });
  const y = await createCoachUser(test.db, { user: { name: "Yara Coach" }, slug: "yara-goals" });
  const z = await createCoachUser(test.db, { user: { name: "Zed Coach" }, slug: "zed-goals" });
  Object.assign(ids, {
    ann: ann.id,
    bob: bob.id,
    cas: cas.id,
    coachX: x.coach.id,
    coachXUser: x.user.id,
    coachY: y.coach.id,
    coachYUser: y.user.id,
    coachZ: z.coach.id,
  });
  // Ann had a session with X; Bob has one coming with Y; Ann's only booking with Z was cancelled,
  // and so was Bob's with X.
  await createAppointment(test.db, { coachId: x.coach.id, memberId: ann.id, startsAt: at(-10), status: "completed" });
  await createAppointment(test.db, { coachId: y.coach.id, memberId: bob.id, startsAt: at(20) });
  await createAppointment(test.db, { coachId: z.coach.id, memberId: ann.id, startsAt: at(-5), status: "cancelled" });
  await createAppointment(test.db, { coachId: x.coach.id, memberId: bob.id, startsAt: at(-3), status: "cancelled" });
  await createAppointment(test.db, { coachId: x.coach.id, memberId: cas.id, startsAt: at(-2), status: "no_show" });
});

afterAll(async () => {
  await test.close();
});

describe("sharing and who sees a goal", () => {
  it("offers only the coaches of sessions that were not cancelled", async () => {
    expect(await shareableCoaches(test.db, ids.ann)).toEqual([{ id: ids.coachX, name: "Xander Coach" }]);
    expect(await shareableCoaches(test.db, ids.bob)).toEqual([{ id: ids.coachY, name: "Yara Coach" }]);
  });

  it("keeps a private goal from every coach, and a shared one from every other coach", async () => {
    const own = await createGoal(test.db, { memberId: ids.ann, ...goalInput("Private goal"), shareWith: "" }, start);
    const shared = await createGoal(
      test.db,
      { memberId: ids.ann, ...goalInput("Shared goal"), shareWith: ids.coachX },
      start,
    );
    expect((await sharedGoalsOf(test.db, ids.coachX, ids.ann)).map((goal) => goal.id)).toEqual([shared]);
    expect(await sharedGoalsOf(test.db, ids.coachY, ids.ann)).toEqual([]);
    expect(await sharedGoalsOf(test.db, ids.coachZ, ids.ann)).toEqual([]);
    expect((await listMemberGoals(test.db, ids.ann)).map((goal) => goal.title)).toEqual(
      expect.arrayContaining(["Private goal", "Shared goal"]),
    );
    // Another member's goal is not theirs to read or change.
    expect(await getMemberGoal(test.db, ids.bob, own)).toBeNull();
    expect(await ownsGoal(test.db, ids.bob, own)).toBe(false);
    expect(await refusal(updateGoal(test.db, ids.bob, own, goalInput("Mine now"), start))).toEqual({
      code: "notFound",
      key: "common:problems.notFound",
    });
    expect(await refusal(deleteGoal(test.db, ids.bob, shared))).toMatchObject({ code: "notFound" });
    expect(await getMemberGoal(test.db, ids.ann, "not-a-uuid")).toBeNull();

    // Taking it back hides it from the coach again.
    await shareGoal(test.db, ids.ann, shared, "", at(1));
    expect(await sharedGoalsOf(test.db, ids.coachX, ids.ann)).toEqual([]);
    await shareGoal(test.db, ids.ann, shared, ids.coachX, at(1));
    expect(await sharedGoalsOf(test.db, ids.coachX, ids.ann)).toHaveLength(1);
  });

  it("refuses sharing with a coach the member had no (uncancelled) session with", async () => {
    const goal = await createGoal(test.db, { memberId: ids.ann, ...goalInput("Not for them"), shareWith: "" }, start);
    for (const coach of [ids.coachY, ids.coachZ, "not-an-id"])
      expect(await refusal(shareGoal(test.db, ids.ann, goal, coach, start))).toEqual({
        code: "invalid",
        key: "errors.coachUnknown",
      });
    expect(
      await refusal(createGoal(test.db, { memberId: ids.ann, ...goalInput("Nope"), shareWith: ids.coachY }, start)),
    ).toEqual({ code: "invalid", key: "errors.coachUnknown" });
    const [row] = await test.db.select().from(goals).where(eq(goals.id, goal));
    expect(row?.sharedCoachId).toBeNull();
  });

  it("shows a coach nothing of a member without a session, even a goal that names the coach", async () => {
    // A row that names X for Bob, whose only booking with X was cancelled: X still sees nothing.
    const [row] = await test.db
      .insert(goals)
      .values({ memberId: ids.bob, title: "Bob's goal", sharedCoachId: ids.coachX })
      .returning();
    await test.db.insert(goalCheckIns).values({ goalId: row?.id as string, progress: 4, createdAt: at(2) });
    expect(await sharedGoalsOf(test.db, ids.coachX, ids.bob)).toEqual([]);
    expect(await coachGoalViews(test.db, ids.coachX, ids.bob)).toEqual([]);
    expect(await memberForCoach(test.db, ids.coachX, ids.bob)).toBeNull();
    expect(await memberForCoach(test.db, ids.coachY, ids.ann)).toBeNull();
    expect(await memberForCoach(test.db, ids.coachX, ids.ann)).toEqual({ id: ids.ann, name: "Ann Member" });
    // A no-show is a session that was not cancelled.
    expect(await memberForCoach(test.db, ids.coachX, ids.cas)).toEqual({ id: ids.cas, name: "Cas Member" });
    const read = await checkInsToRead(test.db, ids.coachX, at(-100));
    expect(read.some((item) => item.memberId === ids.bob)).toBe(false);
  });
});

describe("proposals", () => {
  const notificationsOf = (userId: string) =>
    test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "goal")));

  it("lets a coach propose a goal only to a member of theirs, and the member accept it", async () => {
    expect(await refusal(proposeGoal(test.db, ids.coachY, ids.ann, goalInput("From Y"), start))).toMatchObject({
      code: "notFound",
    });
    const goalId = await proposeGoal(test.db, ids.coachX, ids.ann, goalInput("Walk at lunch"), start);
    const [row] = await test.db.select().from(goals).where(eq(goals.id, goalId));
    expect(row).toMatchObject({ status: "proposed", sharedCoachId: ids.coachX, proposedByCoachId: ids.coachX });
    // The member hears of it, in their own language.
    const told = (await notificationsOf(ids.ann)).find((item) => item.subject === goalId);
    expect(told).toMatchObject({
      link: `/en/goals/${goalId}`,
      params: { name: "Xander Coach", title: "Walk at lunch", change: "proposedGoal" },
    });
    expect(await pendingProposals(test.db, ids.ann)).toContainEqual({
      goalId,
      kind: "goal",
      title: "Walk at lunch",
      coachName: "Xander Coach",
    });
    // The coach sees their proposal while it waits; nobody else answers it.
    expect((await sharedGoalsOf(test.db, ids.coachX, ids.ann)).find((goal) => goal.id === goalId)?.status).toBe(
      "proposed",
    );
    expect(await refusal(answerGoalProposal(test.db, ids.bob, goalId, true, start))).toMatchObject({
      code: "notFound",
    });
    // Not to be changed or checked in on before it is accepted.
    expect(await refusal(updateGoal(test.db, ids.ann, goalId, goalInput("Changed"), start))).toMatchObject({
      code: "conflict",
    });
    expect(await refusal(checkIn(test.db, ids.ann, goalId, { progress: 3, note: "" }, start))).toMatchObject({
      code: "conflict",
    });

    await answerGoalProposal(test.db, ids.ann, goalId, true, at(1));
    expect((await getMemberGoal(test.db, ids.ann, goalId))?.status).toBe("active");
    expect((await sharedGoalsOf(test.db, ids.coachX, ids.ann)).find((goal) => goal.id === goalId)?.status).toBe(
      "active",
    );
    expect((await pendingProposals(test.db, ids.ann)).some((item) => item.goalId === goalId)).toBe(false);
    const coachTold = (await notificationsOf(ids.coachXUser)).find((item) => item.subject === goalId);
    expect(coachTold).toMatchObject({
      link: `/coach/goals/${ids.ann}`,
      params: { name: "Ann Member", title: "Walk at lunch", change: "accepted" },
    });
    // Answered once: a second answer is refused.
    expect(await refusal(answerGoalProposal(test.db, ids.ann, goalId, false, at(1)))).toEqual({
      code: "conflict",
      key: "errors.notAProposal",
    });
  });

  it("hides a declined goal from the coach and the member's list", async () => {
    const goalId = await proposeGoal(test.db, ids.coachX, ids.ann, goalInput("Run a marathon"), start);
    await answerGoalProposal(test.db, ids.ann, goalId, false, at(1));
    expect((await sharedGoalsOf(test.db, ids.coachX, ids.ann)).some((goal) => goal.id === goalId)).toBe(false);
    expect((await listMemberGoals(test.db, ids.ann)).some((goal) => goal.id === goalId)).toBe(false);
    expect((await notificationsOf(ids.coachXUser)).find((item) => item.subject === goalId)?.params).toMatchObject({
      change: "declined",
    });
    expect(await refusal(setGoalStatus(test.db, ids.ann, goalId, "reopen", at(2)))).toMatchObject({
      code: "conflict",
    });
  });

  it("lets a coach propose a step only on an active goal shared with them", async () => {
    const shared = await createGoal(
      test.db,
      { memberId: ids.ann, ...goalInput("Sleep better"), shareWith: ids.coachX },
      start,
    );
    const own = await createGoal(test.db, { memberId: ids.ann, ...goalInput("Own"), shareWith: "" }, start);
    const step = { title: "No screens after ten", dueDate: "2027-04-10" };
    expect(await refusal(proposeStep(test.db, ids.coachX, ids.ann, own, step, start))).toEqual({
      code: "invalid",
      key: "errors.goalUnknown",
    });
    expect(await refusal(proposeStep(test.db, ids.coachY, ids.ann, shared, step, start))).toMatchObject({
      code: "notFound",
    });
    const stepId = await proposeStep(test.db, ids.coachX, ids.ann, shared, step, start);
    const told = (await notificationsOf(ids.ann)).find((item) => item.subject === shared);
    expect(told?.params).toEqual({ name: "Xander Coach", title: "Sleep better", change: "proposedStep" });
    expect(await pendingProposals(test.db, ids.ann)).toContainEqual({
      goalId: shared,
      kind: "step",
      title: "No screens after ten",
      coachName: "Xander Coach",
    });
    // A proposal is not ticked off before it is accepted; another member cannot answer it.
    expect(await refusal(setStepDone(test.db, ids.ann, shared, stepId, true, start))).toMatchObject({
      code: "conflict",
    });
    expect(await refusal(answerStepProposal(test.db, ids.bob, stepId, true, start))).toMatchObject({
      code: "notFound",
    });
    await answerStepProposal(test.db, ids.ann, stepId, true, at(1));
    await setStepDone(test.db, ids.ann, shared, stepId, true, at(2));
    const seen = (await sharedGoalsOf(test.db, ids.coachX, ids.ann)).find((goal) => goal.id === shared);
    expect(seen?.steps).toEqual([
      { id: stepId, title: "No screens after ten", dueDate: "2027-04-10", status: "active", done: true },
    ]);

    const declined = await proposeStep(
      test.db,
      ids.coachX,
      ids.ann,
      shared,
      { title: "Cold showers", dueDate: null },
      at(3),
    );
    await answerStepProposal(test.db, ids.ann, declined, false, at(3));
    const after = (await sharedGoalsOf(test.db, ids.coachX, ids.ann)).find((goal) => goal.id === shared);
    expect(after?.steps.map((item) => item.title)).toEqual(["No screens after ten"]);
    expect((await getMemberGoal(test.db, ids.ann, shared))?.steps.map((item) => item.title)).toEqual([
      "No screens after ten",
    ]);

    // Once the goal is achieved, no more steps are proposed on it.
    await setGoalStatus(test.db, ids.ann, shared, "achieved", at(4));
    expect(await refusal(proposeStep(test.db, ids.coachX, ids.ann, shared, step, at(4)))).toEqual({
      code: "conflict",
      key: "errors.goalNotActive",
    });
  });
});

describe("check-ins", () => {
  it("takes progress 0 to 10 on an active goal of the member's own", async () => {
    const goal = await createGoal(test.db, { memberId: ids.ann, ...goalInput("Check me"), shareWith: "" }, start);
    for (const progress of [-1, 11, 2.5, Number.NaN])
      expect(await refusal(checkIn(test.db, ids.ann, goal, { progress, note: "" }, start))).toEqual({
        code: "invalid",
        key: "errors.progress",
      });
    expect(await refusal(checkIn(test.db, ids.bob, goal, { progress: 5, note: "" }, start))).toMatchObject({
      code: "notFound",
    });
    await checkIn(test.db, ids.ann, goal, { progress: 0, note: "" }, at(1));
    await checkIn(test.db, ids.ann, goal, { progress: 10, note: "Made it" }, at(2));
    const view = await getMemberGoal(test.db, ids.ann, goal);
    expect(view?.checkIns.map((item) => [item.progress, item.note])).toEqual([
      [10, "Made it"],
      [0, null],
    ]);
    await setGoalStatus(test.db, ids.ann, goal, "stopped", at(3));
    expect(await refusal(checkIn(test.db, ids.ann, goal, { progress: 5, note: "" }, at(3)))).toEqual({
      code: "conflict",
      key: "errors.checkInClosed",
    });
  });

  it("asks for a check-in once the member's interval has passed (a fixed clock)", async () => {
    const member = await createMember(test.db, { name: "Dee Due" });
    const weekly = await createGoal(test.db, { memberId: member.id, ...goalInput("Weekly"), shareWith: "" }, at(0));
    const daily = await createGoal(
      test.db,
      { memberId: member.id, title: "Daily", domain: "sleep", targetDate: null, checkInEveryDays: 1, shareWith: "" },
      at(0),
    );
    // Both start at the same moment: their order between them is not the point here.
    const due = async (when: Date) => (await dueCheckIns(test.db, member.id, when)).map((item) => item.title).sort();
    expect(await due(at(0.5))).toEqual([]);
    expect(await due(at(1))).toEqual(["Daily"]);
    expect(await due(new Date(at(7).getTime() - 1))).toEqual(["Daily"]);
    expect(await due(at(7))).toEqual(["Daily", "Weekly"]);
    await checkIn(test.db, member.id, weekly, { progress: 4, note: "" }, at(7));
    await checkIn(test.db, member.id, daily, { progress: 6, note: "" }, at(7));
    expect(await due(at(7.5))).toEqual([]);
    expect(await due(at(8))).toEqual(["Daily"]);
    const later = await dueCheckIns(test.db, member.id, at(14));
    expect(later.sort((a, b) => b.title.localeCompare(a.title))).toEqual([
      { goalId: weekly, title: "Weekly", lastCheckInAt: at(7).toISOString() },
      { goalId: daily, title: "Daily", lastCheckInAt: at(7).toISOString() },
    ]);
    // A goal that is no longer worked on asks for nothing.
    await setGoalStatus(test.db, member.id, weekly, "achieved", at(14));
    expect(await due(at(30))).toEqual(["Daily"]);
    // Another member's goals are not theirs to be asked about.
    expect(await dueCheckIns(test.db, ids.bob, at(30))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ goalId: daily })]),
    );
  });

  it("lets the coach read check-ins on goals shared with them, not on private ones", async () => {
    const shared = await createGoal(
      test.db,
      { memberId: ids.ann, ...goalInput("Shared check-ins"), shareWith: ids.coachX },
      start,
    );
    const own = await createGoal(
      test.db,
      { memberId: ids.ann, ...goalInput("Private check-ins"), shareWith: "" },
      start,
    );
    await checkIn(test.db, ids.ann, shared, { progress: 7, note: "Private words" }, at(50));
    await checkIn(test.db, ids.ann, own, { progress: 2, note: "" }, at(50));
    const read = await checkInsToRead(test.db, ids.coachX, at(49));
    expect(read).toEqual([
      {
        memberId: ids.ann,
        memberName: "Ann Member",
        goalId: shared,
        goalTitle: "Shared check-ins",
        progress: 7,
        at: at(50).toISOString(),
      },
    ]);
    expect(await checkInsToRead(test.db, ids.coachY, at(49))).toEqual([]);
    expect(await checkInsToRead(test.db, ids.coachX, at(51))).toEqual([]);
  });
});

describe("the member's data", () => {
  it("puts every goal with its steps and check-ins in the member's download, and nobody else's", async () => {
    const member = await createMember(test.db, { name: "Eva Export" });
    await createAppointment(test.db, {
      coachId: ids.coachX,
      memberId: member.id,
      startsAt: at(-1),
      status: "completed",
    });
    const goal = await createGoal(
      test.db,
      {
        memberId: member.id,
        title: "Export me",
        domain: "energy",
        targetDate: "2027-06-30",
        checkInEveryDays: 14,
        shareWith: ids.coachX,
      },
      at(0),
    );
    await addStep(test.db, member.id, goal, { title: "First step", dueDate: null }, at(1));
    await checkIn(test.db, member.id, goal, { progress: 3, note: "Slow start" }, at(2));
    const exported = await goalsForExport(test.db, member.id);
    expect(exported).toEqual([
      {
        title: "Export me",
        domain: "energy",
        status: "active",
        targetDate: "2027-06-30",
        checkInEveryDays: 14,
        sharedWithCoach: "Xander Coach",
        proposedByCoach: false,
        createdAt: at(0).toISOString(),
        updatedAt: at(1).toISOString(),
        steps: [
          {
            title: "First step",
            dueDate: null,
            status: "active",
            proposedByCoach: false,
            doneAt: null,
            createdAt: at(1).toISOString(),
          },
        ],
        checkIns: [{ progress: 3, note: "Slow start", at: at(2).toISOString() }],
      },
    ]);
    expect((await goalsForExport(test.db, ids.bob)).map((item) => item.title)).toEqual(["Bob's goal"]);
  });

  it("deletes a member's goals, steps and check-ins with the account, and leaves others' alone", async () => {
    const leaving = await createMember(test.db, { name: "Leo Leaving" });
    const goal = await createGoal(test.db, { memberId: leaving.id, ...goalInput("Gone soon"), shareWith: "" }, start);
    const stepId = await addStep(test.db, leaving.id, goal, { title: "A step", dueDate: null }, start);
    await checkIn(test.db, leaving.id, goal, { progress: 5, note: "" }, start);
    const stay = await createGoal(test.db, { memberId: ids.ann, ...goalInput("Staying"), shareWith: "" }, start);
    await checkIn(test.db, ids.ann, stay, { progress: 5, note: "" }, start);

    await test.db.delete(users).where(eq(users.id, leaving.id));

    expect(await test.db.select().from(goals).where(eq(goals.memberId, leaving.id))).toEqual([]);
    expect(await test.db.select().from(goalSteps).where(eq(goalSteps.id, stepId))).toEqual([]);
    expect(await test.db.select().from(goalCheckIns).where(eq(goalCheckIns.goalId, goal))).toEqual([]);
    expect(await test.db.select().from(goals).where(eq(goals.id, stay))).toHaveLength(1);
    expect(await test.db.select().from(goalCheckIns).where(eq(goalCheckIns.goalId, stay))).toHaveLength(1);
  });
});
