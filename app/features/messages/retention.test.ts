import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { conversations, messageFiles, messageReports, messages } from "../../db/schema/messages";
import { JOB_SCHEDULES } from "../jobs/names";
import { encryptSecret } from "../partners/secret-box.server";
import { deleteExpiredConversations, deleteExpiredReports, retentionJobHandlers } from "./retention.server";

// Closed conversations are deleted 12 months after they closed, 18 after the pair's last session
// (decision 030): one just inside is kept, one just outside goes with its messages and files, and
// one with an appointment to come is never touched.

const secret = "retention-test-secret-0123456789abcdef";
const now = new Date("2026-11-27T10:00:00Z");
/** 18 months before `now`: a session that started after it keeps the conversation. */
const cutoff = new Date("2025-05-27T10:00:00Z");
const MINUTE = 60_000;
const longAgo = new Date("2024-01-10T09:00:00Z");
const sealed = () => encryptSecret("not for reading", secret, "conversation-key");

let test: TestDatabase;
let coachId: string;
let coachUser: string;
let slot = 0;
/** A session of long ago, each pair's at its own hour. */
const old = () => new Date(longAgo.getTime() + ++slot * 3_600_000);

/** A conversation of a new member with the coach, with a message and a file, and these appointments. */
async function pair(name: string, sessions: { startsAt: Date; status?: "completed" | "confirmed" | "cancelled" }[]) {
  const member = await createMember(test.db, { id: name, email: `${name}@example.com` });
  for (const session of sessions) {
    await createAppointment(test.db, {
      coachId,
      memberId: member.id,
      startsAt: session.startsAt,
      // A minute long, so that sessions of the pairs around the cutoff never overlap.
      endsAt: new Date(session.startsAt.getTime() + MINUTE),
      status: session.status ?? "completed",
      idempotencyKey: `${name}-${slot++}`,
    });
  }
  const [conversation] = await test.db
    .insert(conversations)
    .values({ memberId: member.id, coachId, sealedKey: sealed(), createdAt: longAgo })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("no conversation");
  const [message] = await test.db
    .insert(messages)
    .values({ conversationId: conversation.id, authorId: coachUser, body: sealed(), createdAt: longAgo })
    .returning({ id: messages.id });
  if (!message) throw new Error("no message");
  await test.db
    .insert(messageFiles)
    .values({ messageId: message.id, kind: "pdf", name: sealed(), data: new Uint8Array([1, 2, 3]), size: 3 });
  return conversation.id;
}

let kept: string;
let gone: string;
let upcoming: string;
let onlyCancelledSince: string;
let young: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const coach = await createCoachUser(test.db, { slug: "daan" });
  coachId = coach.coach.id;
  coachUser = coach.user.id;
  kept = await pair("inside", [{ startsAt: old() }, { startsAt: new Date(cutoff.getTime() + MINUTE) }]);
  gone = await pair("outside", [{ startsAt: old() }, { startsAt: new Date(cutoff.getTime() - MINUTE) }]);
  // Two years since their last session, but one is booked: never deleted.
  upcoming = await pair("booked", [
    { startsAt: old() },
    { startsAt: new Date(now.getTime() + 3 * 86_400_000), status: "confirmed" },
  ]);
  // A cancelled booking was never a session: it keeps nothing.
  onlyCancelledSince = await pair("cancelled", [
    { startsAt: old() },
    { startsAt: new Date(now.getTime() - 30 * 86_400_000), status: "cancelled" },
  ]);
  // Opened recently without a session (every booking cancelled): counted from its opening.
  young = await pair("young", []);
  await test.db
    .update(conversations)
    .set({ createdAt: new Date(cutoff.getTime() + MINUTE) })
    .where(eq(conversations.id, young));
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe("deleteExpiredConversations", () => {
  it("deletes those closed more than 12 months ago with their messages and files, and keeps the rest", async () => {
    expect(await deleteExpiredConversations(test.db, now)).toBe(2);
    const left = (await test.db.select({ id: conversations.id }).from(conversations)).map((row) => row.id).sort();
    expect(left).toEqual([kept, upcoming, young].sort());
    expect(
      await test.db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, [gone, onlyCancelledSince])),
    ).toEqual([]);
    expect(await test.db.select({ id: messageFiles.messageId }).from(messageFiles)).toHaveLength(3);
    // A second run finds nothing more.
    expect(await deleteExpiredConversations(test.db, now)).toBe(0);
  });

  it("takes the one just inside two minutes later, but never the one with an appointment to come", async () => {
    const later = new Date(now.getTime() + 2 * MINUTE);
    expect(await deleteExpiredConversations(test.db, later)).toBe(2);
    const left = (await test.db.select({ id: conversations.id }).from(conversations)).map((row) => row.id);
    expect(left).toEqual([upcoming]);
    // Until 18 months after that appointment.
    expect(await deleteExpiredConversations(test.db, new Date("2028-05-30T09:00:00Z"))).toBe(0);
  });

  it("runs once a day as the messages-retention job (the booked pair's turn comes 18 months after that session)", async () => {
    expect(JOB_SCHEDULES["messages-retention"]).toMatch(/^\d+ \d+ \* \* \*$/);
    const handlers = retentionJobHandlers(async () => test.db);
    await handlers["messages-retention"]?.({}, new Date("2028-05-30T09:00:00Z"));
    expect(await test.db.select({ id: conversations.id }).from(conversations)).toEqual([{ id: upcoming }]);
    await handlers["messages-retention"]?.({}, new Date("2028-05-30T11:00:00Z"));
    expect(await test.db.select({ id: conversations.id }).from(conversations)).toEqual([]);
  });
});

describe("deleteExpiredReports", () => {
  it("deletes reports handled more than 12 months ago, never an open one", async () => {
    const report = (handledAt: Date | null, reason: "spam" | "other") => ({
      coachId,
      reason,
      content: sealed(),
      createdAt: longAgo,
      handledAt,
    });
    await test.db
      .insert(messageReports)
      .values([
        report(new Date("2025-11-27T09:59:00Z"), "spam"),
        report(new Date("2025-11-27T10:01:00Z"), "other"),
        report(null, "other"),
      ]);
    expect(await deleteExpiredReports(test.db, now)).toBe(1);
    const left = await test.db
      .select({ reason: messageReports.reason, handledAt: messageReports.handledAt })
      .from(messageReports);
    expect(left.map((row) => row.reason)).toEqual(["other", "other"]);
    expect(await deleteExpiredReports(test.db, new Date("2040-01-01T00:00:00Z"))).toBe(1);
    expect(await test.db.select().from(messageReports)).toHaveLength(1);
  });
});
