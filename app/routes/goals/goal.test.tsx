import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goalCheckIns, goals } from "~/db/schema/journey";
import { coachPractice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { createGoal, proposeGoal } from "~/features/goals/goals.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import MemberGoals, { action as coachAction, loader as coachLoader } from "../coach/member-goals";
import Goal, { action, loader } from "./goal";
import Goals, { action as listAction, loader as listLoader } from "./goals";

// A goal's page as a member's browser without JavaScript uses it, and the coach's page of the
// member's goals: a plain form post, the action's answer, and the page drawn again from it.

let test: TestDatabase;
let app: { release(): void };
let ann: CurrentUser;
let bob: CurrentUser;
let coachX: Awaited<ReturnType<typeof createCoachUser>>["coach"];
let coachY: Awaited<ReturnType<typeof createCoachUser>>["coach"];
let goalId: string;

const asUser = (row: { id: string; name: string }) =>
  ({ ...row, email: `${row.id}@example.com`, timeZone: "Europe/Amsterdam", locale: "en", roles: ["member"] }) as never;

const post = (id: string, values: Record<string, string>, user = ann) =>
  postForm(action, `/en/goals/${id}`, { lng: "en", id }, values, user);

async function page(id: string, actionData: unknown, user = ann) {
  const data = await loaderData(loader, `/en/goals/${id}`, { lng: "en", id }, user);
  return drawPage(Goal, `/en/goals/${id}`, { loaderData: data, actionData });
}

/** A coach area handler: its middleware leaves the coach's practice in the context. */
const asCoach =
  (handler: (args: never) => Promise<unknown>, practice: typeof coachX) =>
  (args: { context: RouterContextProvider }) => {
    args.context.set(coachPractice, practice as never);
    return handler(args as never);
  };

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  ann = asUser(await createMember(test.db, { name: "Ann Member" }));
  bob = asUser(await createMember(test.db, { name: "Bob Member" }));
  coachX = (await createCoachUser(test.db, { user: { name: "Xander Coach" } })).coach;
  coachY = (await createCoachUser(test.db, { user: { name: "Yara Coach" } })).coach;
  await createAppointment(test.db, {
    coachId: coachX.id,
    memberId: ann.id,
    startsAt: new Date(Date.now() - 7 * 86_400_000),
    status: "completed",
  });
  goalId = await createGoal(
    test.db,
    {
      memberId: ann.id,
      title: "Sleep before eleven",
      domain: "sleep",
      targetDate: null,
      checkInEveryDays: 7,
      shareWith: coachX.id,
    },
    new Date(),
  );
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("a goal's page without JavaScript", () => {
  it("shows the goal to its member and to nobody else", async () => {
    const html = await page(goalId, undefined);
    expect(html).toContain("Sleep before eleven");
    expect(html).toContain("Shared with Xander Coach");
    await expect(loaderData(loader, `/en/goals/${goalId}`, { lng: "en", id: goalId }, bob)).rejects.toMatchObject({
      init: { status: 404 },
    });
    const answer = await post(goalId, { intent: "check-in", progress: "5" }, bob);
    expect(answer.status).toBe(404);
    expect(await test.db.select().from(goalCheckIns).where(eq(goalCheckIns.goalId, goalId))).toEqual([]);
  });

  it("answers a refused check-in with what was typed and the messages at the fields, saving nothing", async () => {
    const note = `Better. ${"x".repeat(500)}`;
    const answer = await post(goalId, { intent: "check-in", progress: "11", note });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: { error: unknown } };
    expect(form).toBe("check-in");
    expect(result.error).toEqual({ progress: ["errors.progress"], note: ["errors.noteTooLong"] });
    const html = await page(goalId, answer.data);
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#check-in-progress"');
    expect(html).toContain("Choose how far you are, from 0 to 10.");
    expect(html).toContain("Keep the note to at most 500 characters.");
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="check-in-note"[^>]*>${note}</textarea>`));
    expect(await test.db.select().from(goalCheckIns).where(eq(goalCheckIns.goalId, goalId))).toEqual([]);
  });

  it("saves a check-in and lists it", async () => {
    const answer = await post(goalId, { intent: "check-in", progress: "6", note: "Three evenings." });
    expect(answer.status).toBe(200);
    expect((answer.data as { done: string }).done).toBe("check-in");
    const html = await page(goalId, answer.data);
    expect(html).toContain("Thanks for checking in.");
    expect(html).toContain("6 of 10");
    expect(html).toContain("Three evenings.");
  });

  it("refuses sharing with a coach the member never had a session with", async () => {
    const answer = await post(goalId, { intent: "share", shareWith: coachY.id });
    expect(answer.status).toBe(400);
    expect(await page(goalId, answer.data)).toContain(
      "You can only share a goal with a coach you have had a session with.",
    );
    const [row] = await test.db.select().from(goals).where(eq(goals.id, goalId));
    expect(row?.sharedCoachId).toBe(coachX.id);
  });

  it("deletes only the goal the form names, then goes back to the list", async () => {
    const other = await createGoal(
      test.db,
      { memberId: ann.id, title: "Delete me", domain: null, targetDate: null, checkInEveryDays: 7, shareWith: "" },
      new Date(),
    );
    const stale = await post(other, { intent: "delete", goalId });
    expect(stale.status).toBe(409);
    expect(await page(other, stale.data)).toContain("This form belongs to another goal.");
    const done = await post(other, { intent: "delete", goalId: other });
    expect(done).toMatchObject({ status: 302, location: "/en/goals" });
    expect(await test.db.select().from(goals).where(eq(goals.id, other))).toEqual([]);
    expect(await test.db.select().from(goals).where(eq(goals.id, goalId))).toHaveLength(1);
  });
});

describe("the coach's page of a member's goals", () => {
  const path = (member: string) => `/coach/goals/${member}`;

  it("is there for a coach the member had a session with, and not found for another coach", async () => {
    const data = await loaderData(asCoach(coachLoader, coachX), path(ann.id), { member: ann.id }, null);
    const html = drawPage(MemberGoals, path(ann.id), { loaderData: data });
    expect(html).toContain("Goals of Ann Member");
    expect(html).toContain("Sleep before eleven");
    await expect(
      loaderData(asCoach(coachLoader, coachY), path(ann.id), { member: ann.id }, null),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      loaderData(asCoach(coachLoader, coachX), path(bob.id), { member: bob.id }, null),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("proposes a step on a shared goal, and refuses an empty one at its field", async () => {
    const send = (values: Record<string, string>, practice = coachX) =>
      postForm(asCoach(coachAction, practice), path(ann.id), { member: ann.id }, values, null);
    const empty = await send({ intent: "propose-step", goalId, title: "" });
    expect(empty.status).toBe(400);
    const data = await loaderData(asCoach(coachLoader, coachX), path(ann.id), { member: ann.id }, null);
    expect(drawPage(MemberGoals, path(ann.id), { loaderData: data, actionData: empty.data })).toContain(
      'href="#propose-step-title"',
    );
    expect((await send({ intent: "propose-step", goalId, title: "Tea, not coffee" }, coachY)).status).toBe(404);
    const answer = await send({ intent: "propose-step", goalId, title: "Tea, not coffee" });
    expect(answer.status).toBe(200);
    expect(await page(goalId, undefined)).toContain("Tea, not coffee");
  });
});

describe("the member's list of goals without JavaScript", () => {
  const list = async (user: CurrentUser, actionData?: unknown) =>
    drawPage(Goals, "/en/goals", {
      loaderData: await loaderData(listLoader, "/en/goals", { lng: "en" }, user),
      actionData,
    });
  const send = (values: Record<string, string>, user: CurrentUser) =>
    postForm(listAction, "/en/goals", { lng: "en" }, values, user);

  it("starts a member without goals off, and opens a new goal on its own page", async () => {
    const cas = asUser(await createMember(test.db, { name: "Cas Member" }));
    const empty = await list(cas);
    expect(empty).toContain("You have no goals yet.");
    expect(empty).toContain("Go to the vitality scan");
    const refused = await send(
      { intent: "create", title: "", domain: "sleep", targetDate: "", checkInEveryDays: "7", shareWith: "" },
      cas,
    );
    expect(refused.status).toBe(400);
    expect(await list(cas, refused.data)).toContain("Describe your goal.");
    const made = await send(
      { intent: "create", title: "Sleep more", domain: "sleep", targetDate: "", checkInEveryDays: "3", shareWith: "" },
      cas,
    );
    expect(made.status).toBe(302);
    expect(made.location).toMatch(/^\/en\/goals\/[0-9a-f-]{36}$/);
    const html = await list(cas);
    expect(html).toContain("Sleep more");
    expect(html).toContain("Only you");
    expect(html).not.toContain("You have no goals yet.");
  });

  it("puts a coach's proposal on top and takes the member's answer", async () => {
    const proposed = await proposeGoal(
      test.db,
      coachX.id,
      ann.id,
      { title: "Walk at lunch", domain: "activity", targetDate: null },
      new Date(),
    );
    expect(await list(ann)).toContain("Xander Coach proposes a goal:");
    expect((await send({ intent: "accept-goal", goalId: proposed }, bob)).status).toBe(404);
    const answer = await send({ intent: "accept-goal", goalId: proposed }, ann);
    expect(answer.status).toBe(200);
    const html = await list(ann, answer.data);
    expect(html).toContain("You accepted the goal.");
    expect(html).not.toContain("Xander Coach proposes a goal:");
    const again = await send({ intent: "decline-goal", goalId: proposed }, ann);
    expect(again.status).toBe(409);
    expect(await list(ann, again.data)).toContain("This proposal has already been answered.");
  });
});
