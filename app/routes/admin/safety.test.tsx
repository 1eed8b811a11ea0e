import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { safetyConcerns } from "~/db/schema/journey";
import { recordSafetyConcern } from "~/features/sessions/safety.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAdmin, createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm, testAdmin } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminOverview, { loader as overviewLoader } from "./overview";
import AdminSafety, { action, loader } from "./safety";

// The administrators' safety concerns as a browser without JavaScript uses them: open first with
// what the coach wrote and the referral, "Mark as handled" as a plain post.

let test: TestDatabase;
let app: { release(): void };
let concern: string;

const draw = async (actionData: unknown, lng: "en" | "nl" = "en") =>
  drawPage(
    AdminSafety,
    "/admin/safety",
    { loaderData: await loaderData(loader, "/admin/safety", {}), actionData },
    lng,
  );

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  await createAdmin(test.db, { id: testAdmin.id, name: testAdmin.name, email: testAdmin.email });
  const member = await createMember(test.db, { id: "mila", name: "Mila de Vries" });
  const coach = await createCoachUser(test.db, { slug: "daan", name: "Daan Bakker" });
  const appointment = await createAppointment(test.db, {
    coachId: coach.coach.id,
    memberId: member.id,
    startsAt: new Date("2026-11-26T09:00:00Z"),
    status: "completed",
  });
  concern = (
    await recordSafetyConcern(test.db, {
      appointmentId: appointment.id,
      coachId: coach.coach.id,
      actor: { id: coach.user.id, name: coach.user.name, email: coach.user.email },
      agreed: "She calls <b>113</b> tonight.",
      referred: true,
      referredTo: "huisartsenpost",
      now: new Date("2026-11-26T10:00:00Z"),
    })
  ).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

const overview = async () =>
  drawPage(AdminOverview, "/admin", { loaderData: await loaderData(overviewLoader, "/admin", {}) }, "en");

describe("the safety concerns page", () => {
  it("is announced on the back office's first page while a concern is open", async () => {
    const html = await overview();
    expect(html).toContain("1 safety concern from a coach is waiting to be handled.");
    expect(html).toContain('href="/admin/safety"');
  });

  it("shows an open concern with the coach, the member, what was agreed and to whom they were referred", async () => {
    const html = await draw(undefined);
    expect(html).toContain("Open (1)");
    expect(html).toContain("Concern from Daan Bakker about Mila de Vries");
    expect(html).toContain("Yes, to Out-of-hours GP service (huisartsenpost)");
    expect(html).toContain("She calls &lt;b&gt;113&lt;/b&gt; tonight.");
    expect(html).toContain('href="/admin/users/mila"');
    expect(html.match(/value="handle"/g)).toHaveLength(1);
    expect(await draw(undefined, "nl")).toContain("Ja, naar Huisartsenpost");
  });

  it("marks it handled, audited as the administrator; a post it cannot read is refused", async () => {
    expect((await postForm(action, "/admin/safety", {}, { intent: "handle", id: "x" })).status).toBe(400);
    const answer = await postForm(action, "/admin/safety", {}, { intent: "handle", id: concern });
    expect(answer.status).toBe(200);
    const html = await draw(answer.data);
    expect(html).toContain("The concern is marked handled.");
    expect(html).toContain("Open (0)");
    expect(html).toContain("by Sara Jansen");
    const [row] = await test.db.select().from(safetyConcerns).where(eq(safetyConcerns.id, concern));
    expect(row?.handledBy).toBe(testAdmin.id);
    expect(await overview()).toContain("No safety concern is waiting.");
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, concern), eq(auditLog.action, "handle")));
    expect(entries.map((entry) => entry.actorId)).toEqual([testAdmin.id]);
  });
});
