import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { conversations, messageReports } from "~/db/schema/messages";
import { authSecret } from "~/features/accounts/auth.server";
import { reportToAdmins } from "~/features/messages/reports.server";
import { encryptSecret } from "~/features/partners/secret-box.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm, testAdmin } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminMessageReports, { action, loader } from "./message-reports";

// The administrators' reports page as a browser without JavaScript uses it: the open report with
// what the member included, the handled one below it, "Mark handled" as a plain post.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;
let open: string;
let handled: string;

const draw = async (actionData: unknown, lng: "en" | "nl" = "en") =>
  drawPage(
    AdminMessageReports,
    "/admin/message-reports",
    { loaderData: await loaderData(loader, "/admin/message-reports", {}), actionData },
    lng,
  );

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const secret = authSecret();
  const member = await createMember(test.db, { id: "mila", name: "Mila de Vries", email: "mila@example.com" });
  coachId = (await createCoachUser(test.db, { slug: "daan", name: "Daan Bakker" })).coach.id;
  await test.db
    .insert(conversations)
    .values({ memberId: member.id, coachId, sealedKey: encryptSecret("k", secret, "conversation-key") });
  handled = (
    await reportToAdmins(
      test.db,
      { reporterId: member.id, coachId, reason: "spam", note: "Adverts again.", includedMessage: null },
      { secret, now: new Date("2026-11-20T09:00:00Z") },
    )
  ).id;
  await test.db
    .update(messageReports)
    .set({ handledAt: new Date("2026-11-21T09:00:00Z") })
    .where(eq(messageReports.id, handled));
  open = (
    await reportToAdmins(
      test.db,
      {
        reporterId: member.id,
        coachId,
        reason: "harassment",
        note: "He writes <b>at night</b>.",
        includedMessage: { text: "Answer me now.", sentAt: new Date("2026-11-26T22:40:00Z") },
      },
      { secret, now: new Date("2026-11-27T08:00:00Z") },
    )
  ).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the message reports page", () => {
  it("shows open reports first with what the member included, links to the coach and the member", async () => {
    const html = await draw(undefined);
    expect(html).toContain("Open (1)");
    expect(html.indexOf("Answer me now.")).toBeLessThan(html.indexOf("Adverts again."));
    expect(html).toContain("Harassment · Daan Bakker");
    expect(html).toContain(`href="/admin/coaches/${coachId}"`);
    expect(html).toContain('href="/admin/users/mila"');
    // The member's words are text, never markup.
    expect(html).toContain("He writes &lt;b&gt;at night&lt;/b&gt;.");
    expect(html).toContain("The member included no message.");
    expect(html.match(/value="handle"/g)).toHaveLength(1);
    const nl = await draw(undefined, "nl");
    expect(nl).toContain("Meldingen over berichten");
    expect(nl).toContain("Intimidatie · Daan Bakker");
    expect(nl).toContain("Markeer als afgehandeld");
  });

  it("marks a report handled, audited as the administrator", async () => {
    const answer = await postForm(action, "/admin/message-reports", {}, { intent: "handle", id: open });
    expect(answer.status).toBe(200);
    expect(await draw(answer.data)).toContain("The report is marked handled.");
    const [row] = await test.db.select().from(messageReports).where(eq(messageReports.id, open));
    expect(row?.handledAt).not.toBeNull();
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, open), eq(auditLog.action, "handle")));
    expect(entries.map((entry) => entry.actorId)).toEqual([testAdmin.id]);
    expect(await draw(undefined)).toContain("Open (0)");
  });

  it("answers a post it cannot read with a message, and a report of nothing with not found", async () => {
    const refused: PostedValues[] = [
      { intent: "handle" },
      { intent: "other", id: open },
      { intent: "handle", id: "x" },
    ];
    for (const form of refused) {
      const answer = await postForm(action, "/admin/message-reports", {}, form);
      expect(answer.status).toBe(400);
      expect(await draw(answer.data)).toContain("That report could not be found.");
    }
    const nothing = await postForm(
      action,
      "/admin/message-reports",
      {},
      {
        intent: "handle",
        id: "00000000-0000-4000-8000-000000000000",
      },
    );
    expect(nothing.status).toBe(404);
  });
});
