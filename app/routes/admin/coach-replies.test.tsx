import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, messages } from "~/db/schema/messages";
import { encryptSecret } from "~/features/partners/secret-box.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminCoach, { loader } from "./coach";

// The admin's coach page shows how quickly the coach replies beside what they stated: figures
// from the messages' times, never anything they say.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;

const draw = async (lng: "en" | "nl" = "en") =>
  drawPage(
    AdminCoach,
    `/admin/coaches/${coachId}`,
    { loaderData: await loaderData(loader, `/admin/coaches/${coachId}`, { id: coachId }) },
    lng,
  );

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const { user, coach } = await createCoachUser(test.db, { slug: "daan", name: "Daan Bakker", replyWithinDays: 2 });
  coachId = coach.id;
  const member = await createMember(test.db, { id: "mila", email: "mila@example.com" });
  const key = "k".repeat(44);
  const [conversation] = await test.db
    .insert(conversations)
    .values({ memberId: member.id, coachId, sealedKey: encryptSecret(key, "s", "conversation-key") })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("no conversation");
  // Asked two days ago, answered after 5 hours.
  const asked = new Date(Date.now() - 2 * 86_400_000);
  await test.db.insert(messages).values([
    {
      conversationId: conversation.id,
      authorId: member.id,
      body: encryptSecret("Private question", "s", "conversation-key"),
      createdAt: asked,
    },
    {
      conversationId: conversation.id,
      authorId: user.id,
      body: encryptSecret("Private answer", "s", "conversation-key"),
      createdAt: new Date(asked.getTime() + 5 * 3_600_000),
    },
  ]);
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the admin's coach page", () => {
  it("shows the stated and the median reply time, in both languages, and nothing of the messages", async () => {
    const html = await draw();
    expect(html).toContain("Replies to messages");
    expect(html).toContain("2 working days");
    expect(html).toContain("5 hours");
    expect(html).not.toContain("Private");
    const nl = await draw("nl");
    expect(nl).toContain("Antwoorden op berichten");
    expect(nl).toContain("2 werkdagen");
    expect(nl).toContain("5 uur");
  });
});
