import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { conversations, messageFiles, messages, notifications } from "../../db/schema/messages";
import { isAppError } from "../../utils/app-error";
import {
  type Conversation,
  coachConversation,
  fileFor,
  listForCoach,
  listForMember,
  markRead,
  memberConversation,
  messagePage,
  readReceipt,
  sendMessage,
  setBlocked,
} from "./conversations.server";
import { openKey, openText, sealText } from "./crypto.server";
import { checkAttachment, MAX_FILE_BYTES } from "./files.server";

const secret = "a-test-secret-for-messages-0123456789";
const now = new Date("2027-05-10T09:00:00Z");
const deps = { secret, now };
const later = (minutes: number) => ({ secret, now: new Date(now.getTime() + minutes * 60_000) });

let test: TestDatabase;
const ids = { memberA: "", memberB: "", coachX: "", coachXUser: "", coachY: "", coachYUser: "", old: "" };

/** The failure's code and the message key at the field (or the form's), for a refused call. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, key: Object.values(error.fields)[0] ?? error.key };
    throw error;
  }
  throw new Error("not refused");
}

beforeAll(async () => {
  test = await createTestDatabase();
  const a = await createMember(test.db, { name: "Ann Member" });
  const b = await createMember(test.db, { name: "Bob Member" });
  const old = await createMember(test.db, { name: "Olga Old" });
  const x = await createCoachUser(test.db, { user: { name: "Xander Coach" }, slug: "xander" });
  const y = await createCoachUser(test.db, { user: { name: "Yara Coach" }, slug: "yara" });
  Object.assign(ids, {
    memberA: a.id,
    memberB: b.id,
    old: old.id,
    coachX: x.coach.id,
    coachXUser: x.user.id,
    coachY: y.coach.id,
    coachYUser: y.user.id,
  });
  await createAppointment(test.db, {
    coachId: x.coach.id,
    memberId: a.id,
    startsAt: new Date("2027-05-01T09:00:00Z"),
    status: "completed",
  });
  await createAppointment(test.db, { coachId: y.coach.id, memberId: b.id, startsAt: new Date("2027-05-20T09:00:00Z") });
  // B's only booking with X was cancelled: no conversation.
  await createAppointment(test.db, {
    coachId: x.coach.id,
    memberId: b.id,
    startsAt: new Date("2027-05-21T09:00:00Z"),
    status: "cancelled",
  });
  await createAppointment(test.db, {
    coachId: x.coach.id,
    memberId: old.id,
    startsAt: new Date("2026-06-01T09:00:00Z"),
    status: "completed",
  });
});

afterAll(async () => {
  await test?.close();
});

async function conversationAX(): Promise<Conversation> {
  const conversation = await memberConversation(test.db, ids.memberA, "xander", secret);
  if (!conversation) throw new Error("no conversation");
  return conversation;
}

describe("who has a conversation", () => {
  it("opens one for a member and a coach who had an appointment, once", async () => {
    const first = await conversationAX();
    const again = await coachConversation(test.db, ids.coachX, ids.memberA, secret);
    expect(again?.id).toBe(first.id);
    const rows = await test.db.select().from(conversations).where(eq(conversations.memberId, ids.memberA));
    expect(rows).toHaveLength(1);
  });

  it("has none for another member, another coach, or a booking that was cancelled", async () => {
    expect(await memberConversation(test.db, ids.memberB, "xander", secret)).toBeNull();
    expect(await coachConversation(test.db, ids.coachY, ids.memberA, secret)).toBeNull();
    expect(await memberConversation(test.db, ids.memberA, "yara", secret)).toBeNull();
    expect(await memberConversation(test.db, ids.memberA, "nobody", secret)).toBeNull();
  });

  it("lists each side's conversations only", async () => {
    const forA = await listForMember(test.db, ids.memberA, 1, deps);
    expect(forA.items.map((item) => item.name)).toEqual(["Xander Coach"]);
    const forX = await listForCoach(test.db, ids.coachX, 1, deps);
    expect(forX.items.map((item) => item.name).sort()).toEqual(["Ann Member", "Olga Old"]);
    expect(forX.items.find((item) => item.name === "Olga Old")?.open).toBe(false);
    const forY = await listForCoach(test.db, ids.coachY, 1, deps);
    expect(forY.items.map((item) => item.name)).toEqual(["Bob Member"]);
  });
});

describe("writing", () => {
  it("seals the message, tells the recipient without content, and shows it to both sides", async () => {
    const conversation = await conversationAX();
    await sendMessage(
      test.db,
      conversation,
      { side: "member", authorId: ids.memberA, text: "  My secret sleep trouble  " },
      deps,
    );
    const page = await messagePage(test.db, conversation, null, secret);
    expect(page?.items.map((message) => [message.side, message.text])).toEqual([["member", "My secret sleep trouble"]]);
    const [notice] = await test.db.select().from(notifications).where(eq(notifications.userId, ids.coachXUser));
    expect(notice).toMatchObject({
      kind: "message",
      subject: conversation.id,
      link: `/coach/messages/${ids.memberA}`,
      params: { name: "Ann Member" },
    });
    expect(JSON.stringify(notice)).not.toContain("sleep");
    const forX = await listForCoach(test.db, ids.coachX, 1, deps);
    expect(forX.items.find((item) => item.name === "Ann Member")?.unread).toBe(true);
  });

  it("shows 'Read' under one's own last message once the other side saw it", async () => {
    let conversation = await conversationAX();
    expect(await readReceipt(test.db, conversation, "member")).toBeNull();
    await markRead(test.db, conversation, "coach", later(1).now);
    conversation = await conversationAX();
    const page = await messagePage(test.db, conversation, null, secret);
    expect(await readReceipt(test.db, conversation, "member")).toBe(page?.items.at(-1)?.id);
    const forX = await listForCoach(test.db, ids.coachX, 1, later(2));
    expect(forX.items.find((item) => item.name === "Ann Member")?.unread).toBe(false);
  });

  it("refuses an empty or too long message", async () => {
    const conversation = await conversationAX();
    expect(
      await refusal(sendMessage(test.db, conversation, { side: "member", authorId: ids.memberA, text: "   " }, deps)),
    ).toEqual({
      code: "invalid",
      key: "errors.bodyRequired",
    });
    expect(
      await refusal(
        sendMessage(test.db, conversation, { side: "member", authorId: ids.memberA, text: "x".repeat(4001) }, deps),
      ),
    ).toEqual({ code: "invalid", key: "errors.bodyTooLong" });
  });

  it("is read only after six months without a session, for both sides", async () => {
    const conversation = await coachConversation(test.db, ids.coachX, ids.old, secret);
    if (!conversation) throw new Error("no conversation");
    expect(
      await refusal(sendMessage(test.db, conversation, { side: "coach", authorId: ids.coachXUser, text: "Hi" }, deps)),
    ).toEqual({
      code: "conflict",
      key: "readOnly.no-recent-session",
    });
    expect(
      await refusal(sendMessage(test.db, conversation, { side: "member", authorId: ids.old, text: "Hi" }, deps)),
    ).toMatchObject({
      code: "conflict",
    });
  });

  it("keeps a blocked coach from writing until the member lifts the block; the member still writes", async () => {
    const conversation = await conversationAX();
    await setBlocked(test.db, conversation, true, now);
    const blocked = await conversationAX();
    expect(
      await refusal(sendMessage(test.db, blocked, { side: "coach", authorId: ids.coachXUser, text: "Hello?" }, deps)),
    ).toEqual({
      code: "conflict",
      key: "readOnly.blocked",
    });
    await sendMessage(test.db, blocked, { side: "member", authorId: ids.memberA, text: "Still me" }, later(3));
    await setBlocked(test.db, blocked, false, now);
    await sendMessage(
      test.db,
      await conversationAX(),
      { side: "coach", authorId: ids.coachXUser, text: "Thanks" },
      later(4),
    );
  });

  it("pages back 50 messages at a time, newest last", async () => {
    const conversation = await coachConversation(test.db, ids.coachY, ids.memberB, secret);
    if (!conversation) throw new Error("no conversation");
    const rows = Array.from({ length: 120 }, (_, index) => ({
      conversationId: conversation.id,
      authorId: ids.memberB,
      body: sealWith(conversation, `message ${index}`),
      createdAt: new Date(now.getTime() + index * 1000),
    }));
    await test.db.insert(messages).values(rows);
    const newest = await messagePage(test.db, conversation, null, secret);
    expect(newest?.items).toHaveLength(50);
    expect(newest?.items[0]?.text).toBe("message 70");
    expect(newest?.items.at(-1)?.text).toBe("message 119");
    const middle = await messagePage(test.db, conversation, newest?.older ?? null, secret);
    expect(middle?.items[0]?.text).toBe("message 20");
    const oldest = await messagePage(test.db, conversation, middle?.older ?? null, secret);
    expect(oldest?.items.map((message) => message.text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${index}`),
    );
    expect(oldest?.older).toBeNull();
    // Another conversation's message is no cursor here.
    const other = await conversationAX();
    expect(await messagePage(test.db, other, newest?.older ?? null, secret)).toBeNull();
  });
});

function sealWith(conversation: Conversation, text: string) {
  // The same sealing the use-case does, for rows put in place directly.
  return sealText(text, openKey(conversation.sealedKey, secret));
}

describe("encryption at rest", () => {
  it("keeps no plaintext in the tables, and one conversation's key opens no other's", async () => {
    const conversation = await conversationAX();
    const pdf = new File([Buffer.from("%PDF-1.4\nSecret exercise plan\n%%EOF")], "Exercise plan.pdf");
    const file = await checkAttachment(pdf);
    await sendMessage(
      test.db,
      conversation,
      { side: "coach", authorId: ids.coachXUser, text: "Your exercise plan", file },
      later(5),
    );
    const raw = (await test.db.execute(
      sql`select m.body, f.name, encode(f.data, 'escape') as data, c.sealed_key from messages m
        join conversations c on c.id = m.conversation_id left join message_files f on f.message_id = m.id`,
    )) as unknown as { rows: { body: string; name: string | null; data: string | null; sealed_key: string }[] };
    const dump = JSON.stringify(raw.rows);
    for (const plain of ["secret sleep", "Still me", "exercise plan", "Exercise plan", "Secret exercise", "PDF-1.4"]) {
      expect(dump).not.toContain(plain);
    }
    const [row] = await test.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .limit(1);
    const other = await coachConversation(test.db, ids.coachY, ids.memberB, secret);
    if (!row || !other) throw new Error("missing rows");
    expect(() => openText(row.body, openKey(other.sealedKey, secret))).toThrow();
    expect(() => openKey(conversation.sealedKey, "another-secret-entirely-0123456789")).toThrow();
  });

  it("gives a file to the conversation's member and coach alone", async () => {
    const conversation = await conversationAX();
    const [withFile] = await test.db
      .select({ id: messageFiles.messageId })
      .from(messageFiles)
      .innerJoin(messages, eq(messages.id, messageFiles.messageId))
      .where(eq(messages.conversationId, conversation.id));
    if (!withFile) throw new Error("no file");
    const forMember = await fileFor(test.db, withFile.id, ids.memberA, secret);
    expect(forMember?.name).toBe("Exercise plan.pdf");
    expect(Buffer.from(forMember?.bytes ?? []).toString()).toContain("Secret exercise plan");
    expect((await fileFor(test.db, withFile.id, ids.coachXUser, secret))?.kind).toBe("pdf");
    expect(await fileFor(test.db, withFile.id, ids.memberB, secret)).toBeNull();
    expect(await fileFor(test.db, withFile.id, ids.coachYUser, secret)).toBeNull();
  });
});

describe("attachments", () => {
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
  const jpeg = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#aa6633" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Somewhere secret" } } })
      .toBuffer();

  it("takes a PDF, a PNG and a JPEG by their content, images written again without metadata", async () => {
    expect((await checkAttachment(new File([Buffer.from("%PDF-1.7 x")], "plan.PDF"))).kind).toBe("pdf");
    const image = await checkAttachment(new File([await png()], "../../etc/passwd\u0000 chart.png"));
    expect(image).toMatchObject({ kind: "png", name: "passwd chart.png" });
    const photo = await checkAttachment(new File([await jpeg()], "photo.jpeg"));
    expect(photo).toMatchObject({ kind: "jpeg", name: "photo.jpg" });
    expect(Buffer.from(photo.bytes).toString("latin1")).not.toContain("Somewhere secret");
  });

  it("refuses what is no PDF, PNG or JPEG, or is not what its name says, or is too large", async () => {
    const cases: [File, string][] = [
      [new File([await png()], "report.pdf"), "errors.fileMismatch"],
      [new File(["<html><script>alert(1)</script></html>"], "image.png", { type: "image/png" }), "errors.fileType"],
      [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "drawing.svg", {
          type: "image/svg+xml",
        }),
        "errors.fileType",
      ],
      [
        new File([Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(6 * 1024 * 1024)])], "big.pdf"),
        "errors.fileTooLarge",
      ],
      // A PNG's signature on something that is not one.
      [
        new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], "fake.png"),
        "errors.fileType",
      ],
    ];
    for (const [file, key] of cases) {
      expect(await refusal(checkAttachment(file)), file.name).toEqual({ code: "invalid", key });
    }
    expect(MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
  });

  it("is for coaches: a member's file is refused", async () => {
    const conversation = await conversationAX();
    const file = await checkAttachment(new File([Buffer.from("%PDF-1.4 x")], "mine.pdf"));
    expect(
      await refusal(
        sendMessage(test.db, conversation, { side: "member", authorId: ids.memberA, text: "Here", file }, later(6)),
      ),
    ).toMatchObject({ code: "forbidden" });
  });
});

describe("limits on sending", () => {
  it("stops a conversation after 20 messages in a quarter of an hour, with the minutes to wait", async () => {
    const conversation = await coachConversation(test.db, ids.coachY, ids.memberB, secret);
    if (!conversation) throw new Error("no conversation");
    for (let index = 0; index < 20; index += 1) {
      await sendMessage(
        test.db,
        conversation,
        { side: "member", authorId: ids.memberB, text: `quick ${index}` },
        later(10),
      );
    }
    const refused = await refusal(
      sendMessage(test.db, conversation, { side: "member", authorId: ids.memberB, text: "one too many" }, later(10)),
    );
    expect(refused).toEqual({ code: "tooMany", key: "errors.tooMany" });
    const count = await test.db.$count(messages, eq(messages.conversationId, conversation.id));
    expect(count).toBe(120 + 20);
  });
});
