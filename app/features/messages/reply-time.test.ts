import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { coaches } from "../../db/schema/coaching";
import { conversations, messages } from "../../db/schema/messages";
import { encryptSecret } from "../partners/secret-box.server";
import { medianReplyTime, replyFiguresOf } from "./reply-time.server";

// The coach's reply time from the messages' times and authors alone, with a fixed clock and
// crafted rows (their bodies sealed, as the table's CHECK requires, and never opened here).

const secret = "reply-time-test-secret-0123456789abcdef";
const now = new Date("2026-11-27T10:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY + hours * HOUR);
const sealed = () => encryptSecret("not for reading", secret, "conversation-key");

let test: TestDatabase;
let daan: { coachId: string; userId: string };
let eva: { coachId: string; userId: string };
let quiet: string;

async function conversation(memberId: string, coachId: string) {
  const [row] = await test.db
    .insert(conversations)
    .values({ memberId, coachId, sealedKey: sealed() })
    .returning({ id: conversations.id });
  if (!row) throw new Error("no conversation");
  return row.id;
}

async function write(conversationId: string, authorId: string, createdAt: Date) {
  await test.db.insert(messages).values({ conversationId, authorId, body: sealed(), createdAt });
}

beforeAll(async () => {
  test = await createTestDatabase();
  const coach = async (slug: string) => {
    const { user, coach } = await createCoachUser(test.db, { slug });
    return { coachId: coach.id, userId: user.id };
  };
  daan = await coach("daan");
  eva = await coach("eva");
  quiet = (await createCoachUser(test.db, { slug: "quiet", replyWithinDays: 3 })).coach.id;
  const [mila, noor, sem, lex] = await Promise.all(
    ["mila", "noor", "sem", "lex"].map((id) => createMember(test.db, { id, email: `${id}@example.com` })),
  );
  if (!mila || !noor || !sem || !lex) throw new Error("no members");

  // Mila and Daan: a run before the period (not counted, though answered inside it), then a run
  // of two messages answered after 4 hours (the second message starts no clock of its own), a
  // second coach message, and a run answered after 20 hours.
  const a = await conversation(mila.id, daan.coachId);
  await write(a, mila.id, at(95));
  await write(a, daan.userId, at(91));
  await write(a, mila.id, at(10));
  await write(a, mila.id, at(10, 1));
  await write(a, daan.userId, at(10, 4));
  await write(a, daan.userId, at(9));
  await write(a, mila.id, at(5));
  await write(a, daan.userId, at(5, 20));

  // Noor and Daan: answered after 2 hours; then a question never answered, 30 days old.
  const b = await conversation(noor.id, daan.coachId);
  await write(b, noor.id, at(80));
  await write(b, daan.userId, at(80, 2));
  await write(b, noor.id, at(30));

  // Sem and Daan: a question of 3 days ago, waiting (its answer, after the clock, does not count yet).
  const c = await conversation(sem.id, daan.coachId);
  await write(c, sem.id, at(3));
  await write(c, daan.userId, at(0, 1));

  // Lex and Daan: a run that started before the period continues inside it: not a new question.
  const d = await conversation(lex.id, daan.coachId);
  await write(d, lex.id, at(92));
  await write(d, lex.id, at(89));
  await write(d, daan.userId, at(88));

  // Mila and Eva: another coach's replies are not Daan's.
  const e = await conversation(mila.id, eva.coachId);
  await write(e, mila.id, at(2));
  await write(e, eva.userId, at(2, 1));
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe("medianReplyTime", () => {
  it("takes the median over the questions of the last 90 days, and counts the unanswered apart", async () => {
    // Replies after 2, 4 and 20 hours.
    expect(await medianReplyTime(test.db, daan.coachId, now)).toEqual({ medianHours: 4, replies: 3, unanswered: 1 });
    expect(await medianReplyTime(test.db, eva.coachId, now)).toEqual({ medianHours: 1, replies: 1, unanswered: 0 });
  });

  it("moves with the clock: an answer given counts, and the period's edge drops old questions", async () => {
    // Two hours later Sem's answer has come (after 71 hours): 2, 4, 20, 71 → the middle two's mean.
    expect(await medianReplyTime(test.db, daan.coachId, new Date(now.getTime() + 2 * HOUR))).toEqual({
      medianHours: 12,
      replies: 4,
      unanswered: 1,
    });
    // Eleven days later Noor's answered question (80 days old now) has left the period.
    const later = new Date(now.getTime() + 11 * DAY);
    expect(await medianReplyTime(test.db, daan.coachId, later)).toMatchObject({ replies: 3, medianHours: 20 });
  });

  it("says nothing for a coach without messages, and shows what they stated", async () => {
    expect(await medianReplyTime(test.db, quiet, now)).toEqual({ medianHours: null, replies: 0, unanswered: 0 });
    expect(await replyFiguresOf(test.db, quiet, now)).toMatchObject({ statedDays: 3, medianHours: null });
    expect(await replyFiguresOf(test.db, daan.coachId, now)).toMatchObject({ statedDays: null, medianHours: 4 });
  });

  it("never needs the bodies: the figures stand when none of them can be opened", async () => {
    // Replacing every body with a value sealed under another secret changes nothing.
    await test.db
      .update(messages)
      .set({ body: encryptSecret("x", "another-secret-0123456789abcdef", "message-report") });
    expect(await medianReplyTime(test.db, daan.coachId, now)).toEqual({ medianHours: 4, replies: 3, unanswered: 1 });
    expect((await test.db.select({ days: coaches.replyWithinDays }).from(coaches)).length).toBe(3);
  });
});
