import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import type { Database } from "../../db/connection.server";
import { goalCheckIns, goals, sessionRatings, sessionSummaries } from "../../db/schema/journey";
import { conversations, messages } from "../../db/schema/messages";
import { coachOpenItems } from "./coach-home.server";
import { memberDashboard } from "./dashboard.server";

// The dashboard and the coach's home read straight from the journey's tables: the rows are put in
// place here as they are, for two members each with their own coach, and each side must see its
// own and nothing of the other's.

const now = new Date("2027-05-10T09:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const days = (n: number) => minutes(n * 24 * 60);
/** Anything in the sealed format the messages table insists on; the dashboard never opens it. */
const sealed = "v1.aaaa.bbbb.cccc";

let test: TestDatabase;

interface Side {
  member: string;
  coach: string;
  coachUser: string;
  coachSlug: string;
  open: string;
  held: string;
  summarised: string;
  dueGoal: string;
  checkedGoal: string;
  proposal: string;
}

/** A member and their coach: a session on now, two held ones, goals, messages both ways. */
async function side(db: Database, name: string): Promise<Side> {
  const member = await createMember(db, { name: `${name} Member` });
  const { coach, user } = await createCoachUser(db, {
    user: { name: `${name} Coach` },
    slug: `${name.toLowerCase()}-coach`,
  });
  const open = await createAppointment(db, { coachId: coach.id, memberId: member.id, startsAt: minutes(-5) });
  const held = await createAppointment(db, {
    coachId: coach.id,
    memberId: member.id,
    startsAt: days(-2),
    status: "completed",
  });
  const summarised = await createAppointment(db, {
    coachId: coach.id,
    memberId: member.id,
    startsAt: days(-9),
    status: "completed",
  });
  await createAppointment(db, { coachId: coach.id, memberId: member.id, startsAt: days(3) });
  await db.insert(sessionSummaries).values({
    appointmentId: summarised.id,
    coachId: coach.id,
    summary: `${name}: we talked about sleep`,
    agreements: `${name}: lights out at eleven`,
    updatedAt: days(-8),
  });
  // Rated already: not asked again.
  await db
    .insert(sessionRatings)
    .values({ appointmentId: summarised.id, memberId: member.id, coachId: coach.id, rating: 4, recommend: true });
  const [due] = await db
    .insert(goals)
    .values({ memberId: member.id, title: `${name} sleeps better`, sharedCoachId: coach.id, createdAt: days(-10) })
    .returning();
  const [checked] = await db
    .insert(goals)
    .values({ memberId: member.id, title: `${name} walks daily`, sharedCoachId: coach.id, createdAt: days(-30) })
    .returning();
  const [proposal] = await db
    .insert(goals)
    .values({
      memberId: member.id,
      title: `${name} breathes`,
      status: "proposed",
      sharedCoachId: coach.id,
      proposedByCoachId: coach.id,
      createdAt: days(-1),
    })
    .returning();
  if (!due || !checked || !proposal) throw new Error("the goals were not inserted");
  await db.insert(goalCheckIns).values([
    { goalId: checked.id, progress: 6, createdAt: days(-2) },
    // Older than the coach's fourteen days.
    { goalId: checked.id, progress: 3, createdAt: days(-20) },
  ]);
  // Each wrote after the other last read: unread on both sides.
  const [conversation] = await db
    .insert(conversations)
    .values({
      memberId: member.id,
      coachId: coach.id,
      sealedKey: sealed,
      memberReadAt: minutes(-60),
      coachReadAt: minutes(-30),
      lastMessageAt: minutes(-10),
    })
    .returning();
  if (!conversation) throw new Error("the conversation was not inserted");
  await db.insert(messages).values([
    { conversationId: conversation.id, authorId: member.id, body: sealed, createdAt: minutes(-20) },
    { conversationId: conversation.id, authorId: user.id, body: sealed, createdAt: minutes(-10) },
  ]);
  return {
    member: member.id,
    coach: coach.id,
    coachUser: user.id,
    coachSlug: coach.slug,
    open: open.id,
    held: held.id,
    summarised: summarised.id,
    dueGoal: due.id,
    checkedGoal: checked.id,
    proposal: proposal.id,
  };
}

let a: Side;
let b: Side;

beforeAll(async () => {
  test = await createTestDatabase();
  a = await side(test.db, "Anna");
  b = await side(test.db, "Bram");
});

afterAll(async () => {
  await test.close();
});

describe("the member's dashboard", () => {
  it("lists the member's own next steps in order: call, message, check-in, proposal, rating, scan, what is coming", async () => {
    const dashboard = await memberDashboard(test.db, { id: a.member }, "en", now, 90);
    expect(dashboard.steps.map((step) => step.kind)).toEqual([
      "call",
      "reply",
      "checkIn",
      "proposal",
      "rate",
      "scan",
      "appointment",
    ]);
    expect(dashboard.steps).toContainEqual(expect.objectContaining({ kind: "call", appointmentId: a.open }));
    expect(dashboard.steps).toContainEqual(expect.objectContaining({ kind: "reply", coachSlug: a.coachSlug }));
    expect(dashboard.steps).toContainEqual(expect.objectContaining({ kind: "checkIn", goalId: a.dueGoal }));
    expect(dashboard.steps).toContainEqual(expect.objectContaining({ kind: "proposal", goalId: a.proposal }));
    expect(dashboard.steps).toContainEqual(expect.objectContaining({ kind: "rate", appointmentId: a.held }));
    // No scan yet: the first one.
    expect(dashboard.steps).toContainEqual({ kind: "scan", first: true });
    expect(dashboard.agreement).toMatchObject({
      appointmentId: a.summarised,
      coachName: "Anna Coach",
      summary: "Anna: we talked about sleep",
      agreements: "Anna: lights out at eleven",
    });
    expect(dashboard.newMember).toBe(false);
  });

  it("never shows another member's items", async () => {
    const dashboard = await memberDashboard(test.db, { id: a.member }, "en", now, 90);
    const text = JSON.stringify(dashboard);
    for (const id of [b.open, b.held, b.summarised, b.dueGoal, b.proposal, b.coachSlug]) expect(text).not.toContain(id);
    expect(text).not.toContain("Bram");
    const other = await memberDashboard(test.db, { id: b.member }, "en", now, 90);
    expect(other.steps).toContainEqual(expect.objectContaining({ kind: "call", appointmentId: b.open }));
    expect(JSON.stringify(other)).not.toContain("Anna");
  });

  it("leaves out what was done: a read message, a recent check-in, a rated session", async () => {
    const member = await createMember(test.db, { name: "Cas Member" });
    const { coach } = await createCoachUser(test.db, { slug: "cas-coach" });
    const held = await createAppointment(test.db, {
      coachId: coach.id,
      memberId: member.id,
      startsAt: days(-3),
      status: "completed",
    });
    await test.db
      .insert(sessionRatings)
      .values({ appointmentId: held.id, memberId: member.id, coachId: coach.id, rating: 5, recommend: true });
    const [goal] = await test.db
      .insert(goals)
      .values({ memberId: member.id, title: "Cas reads", createdAt: days(-10) })
      .returning();
    await test.db.insert(goalCheckIns).values({ goalId: goal?.id as string, progress: 5, createdAt: days(-1) });
    const [conversation] = await test.db
      .insert(conversations)
      .values({ memberId: member.id, coachId: coach.id, sealedKey: sealed, memberReadAt: minutes(-5) })
      .returning();
    await test.db.insert(messages).values({
      conversationId: conversation?.id as string,
      authorId: member.id,
      body: sealed,
      createdAt: minutes(-20),
    });
    const dashboard = await memberDashboard(test.db, { id: member.id }, "nl", now, 90);
    expect(dashboard.steps).toEqual([{ kind: "scan", first: true }]);
    expect(dashboard.agreement).toBeNull();
    expect(dashboard.newMember).toBe(false);
  });

  it("starts a brand-new member off", async () => {
    const member = await createMember(test.db, { name: "New Member" });
    const dashboard = await memberDashboard(test.db, { id: member.id }, "nl", now, 90);
    expect(dashboard.newMember).toBe(true);
    expect(dashboard.steps).toEqual([{ kind: "scan", first: true }]);
  });
});

describe("the coach's open items", () => {
  it("lists the coach's own summaries to write, check-ins to read, unread messages and the next session", async () => {
    const items = await coachOpenItems(test.db, a.coach, now);
    expect(items.summaries.map((row) => row.appointmentId)).toEqual([a.held]);
    // Only the check-in of the last fourteen days.
    expect(items.checkIns).toEqual([
      expect.objectContaining({ goalId: a.checkedGoal, memberId: a.member, progress: 6 }),
    ]);
    expect(items.unread).toEqual([expect.objectContaining({ memberId: a.member, memberName: "Anna Member" })]);
    expect(items.before).toMatchObject({ appointmentId: a.open, memberId: a.member, memberName: "Anna Member" });
    expect(items.before?.goals.map((goal) => goal.id).sort()).toEqual([a.dueGoal, a.checkedGoal, a.proposal].sort());
    expect(items.before?.agreement).toMatchObject({
      appointmentId: a.summarised,
      agreements: "Anna: lights out at eleven",
    });
  });

  it("never shows another coach's items", async () => {
    const items = await coachOpenItems(test.db, a.coach, now);
    const text = JSON.stringify(items);
    for (const id of [b.member, b.open, b.held, b.dueGoal, b.checkedGoal, b.proposal]) expect(text).not.toContain(id);
    expect(text).not.toContain("Bram");
    const other = await coachOpenItems(test.db, b.coach, now);
    expect(other.before?.memberId).toBe(b.member);
    expect(JSON.stringify(other)).not.toContain("Anna");
  });

  it("is empty for a coach with nothing open, and gives no next session without one", async () => {
    const { coach } = await createCoachUser(test.db, { slug: "quiet-coach" });
    expect(await coachOpenItems(test.db, coach.id, now)).toEqual({
      summaries: [],
      checkIns: [],
      unread: [],
      absences: [],
      before: null,
    });
  });

  it("counts only the other side's messages after the last read as unread", async () => {
    const member = await createMember(test.db, { name: "Dirk Member" });
    const { coach, user } = await createCoachUser(test.db, { slug: "dirk-coach" });
    const [conversation] = await test.db
      .insert(conversations)
      .values({ memberId: member.id, coachId: coach.id, sealedKey: sealed, coachReadAt: minutes(-30) })
      .returning();
    const id = conversation?.id as string;
    // The member wrote before the coach last read; the coach wrote since.
    await test.db.insert(messages).values([
      { conversationId: id, authorId: member.id, body: sealed, createdAt: minutes(-40) },
      { conversationId: id, authorId: user.id, body: sealed, createdAt: minutes(-5) },
    ]);
    expect((await coachOpenItems(test.db, coach.id, now)).unread).toEqual([]);
    const dashboard = await memberDashboard(test.db, { id: member.id }, "en", now, 90);
    expect(dashboard.steps[0]).toEqual(expect.objectContaining({ kind: "reply", coachSlug: "dirk-coach" }));
    // A new message from the member: now the coach has one to read.
    await test.db
      .insert(messages)
      .values({ conversationId: id, authorId: member.id, body: sealed, createdAt: minutes(-1) });
    expect((await coachOpenItems(test.db, coach.id, now)).unread.map((row) => row.memberId)).toEqual([member.id]);
  });
});
