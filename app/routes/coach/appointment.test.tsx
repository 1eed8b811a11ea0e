import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, coachNotes } from "~/db/schema/coaching";
import { safetyConcerns, sessionSummaries } from "~/db/schema/journey";
import { coachPractice } from "~/features/accounts/areas.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoach, createCoachNote, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import CoachAppointment, { action, loader } from "./appointment";

// One appointment's page as the coach's browser without JavaScript uses it: a plain form post, the
// action's answer, and the page drawn again from that answer. What was typed comes back in its
// form, each refusal at its field (or in the summary when it is the form's), nothing echoed by hand.

let test: TestDatabase;
let app: { release(): void };
let coach: Awaited<ReturnType<typeof createCoach>>;
let other: Awaited<ReturnType<typeof createCoach>>;
let upcoming: string;
let held: string;

/** A handler as the coach area runs it: its middleware leaves the coach's practice in the context. */
const asCoach =
  (handler: (args: never) => Promise<unknown>, practice = coach) =>
  (args: { context: RouterContextProvider }) => {
    args.context.set(coachPractice, practice as never);
    return handler(args as never);
  };

const post = (id: string, values: Record<string, string>, practice = coach) =>
  postForm(asCoach(action, practice), `/coach/appointments/${id}`, { id }, values, null);

/** The page drawn on the server as the browser without script gets it after the post. */
async function page(id: string, actionData: unknown) {
  const data = await loaderData(asCoach(loader), `/coach/appointments/${id}`, { id }, null);
  return drawPage(CoachAppointment, `/coach/appointments/${id}`, { loaderData: data, actionData });
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  coach = await createCoach(test.db, { name: "Daan Bakker", timeZone: "Europe/Amsterdam" });
  other = await createCoach(test.db, { name: "Sanne de Vries" });
  const member = await createMember(test.db, { name: "Noor Jansen" });
  const row = await createAppointment(test.db, {
    coachId: coach.id,
    memberId: member.id,
    startsAt: new Date(Date.now() + 7 * 86_400_000),
    idempotencyKey: "coach-appointment-page",
  });
  upcoming = row.id;
  await createCoachNote(test.db, row, "First talk went well.");
  held = (
    await createAppointment(test.db, {
      coachId: coach.id,
      memberId: member.id,
      startsAt: new Date(Date.now() - 7 * 86_400_000),
      status: "completed",
    })
  ).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the coach's appointment page without JavaScript", () => {
  it("says of a held session nobody joined here that it was held, not that someone may still come", async () => {
    expect(await page(held, undefined)).toContain(
      "Nobody used the video call in Vitaal for this session; it was marked as held.",
    );
    expect(await page(upcoming, undefined)).toContain("Nobody has been in the video call yet.");
  });

  it("answers a reason that is too long with the reason typed and the message at its field", async () => {
    const reason = `Ill. ${"x".repeat(500)}`;
    const answer = await post(upcoming, { intent: "cancel", reason });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("cancel");
    expect(result.initialValue).toEqual({ intent: "cancel", reason });
    expect(result.error).toEqual({ reason: ["detail.reasonTooLong"] });

    const html = await page(upcoming, answer.data);
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="cancel-reason"[^>]*>${reason}</textarea>`));
    expect(html).toMatch(/<textarea[^>]*id="cancel-reason"[^>]*aria-invalid="true"/);
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#cancel-reason"');
    expect(html).toContain("The reason is too long (at most 500 characters).");
    // The notes keep what is saved; the appointment stays booked.
    expect(html).toMatch(/<textarea[^>]*id="note-note"[^>]*>First talk went well.<\/textarea>/);
    const [row] = await test.db.select().from(appointments).where(eq(appointments.id, upcoming));
    expect(row?.status).toBe("confirmed");
  });

  it("answers marking a session that has not happened yet with the form's message in the summary", async () => {
    const answer = await post(upcoming, { intent: "no_show" });
    expect(answer.status).toBe(400);
    expect((answer.data as { form: string }).form).toBe("mark");
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({ "": ["detail.not-open"] });
    const html = await page(upcoming, answer.data);
    expect(html).toContain("Please check these fields");
    expect(html).toContain("This appointment can no longer do that: check its status.");
  });

  it("answers an unknown form in the summary, without a link to a field the page does not have", async () => {
    const answer = await post(upcoming, { intent: "explode" });
    expect(answer.status).toBe(400);
    const html = await page(upcoming, answer.data);
    expect(html).toContain("We did not understand that. Please try again.");
    expect(html).not.toContain('href="#note-intent"');
  });

  it("saves the notes, says so, and starts the form again from what is saved", async () => {
    const answer = await post(upcoming, { intent: "note", note: "Second talk: sleep first." });
    expect(answer.status).toBe(200);
    const { done, result } = answer.data as { done: string; result: Record<string, unknown> };
    expect(done).toBe("note");
    expect(result.initialValue).toBeNull();
    const html = await page(upcoming, answer.data);
    expect(html).toMatch(/<span role="status"[^>]*>Saved<\/span>/);
    expect(html).toMatch(/<textarea[^>]*id="note-note"[^>]*>Second talk: sleep first.<\/textarea>/);
    expect(html).not.toContain("Please check these fields");
    const [saved] = await test.db.select().from(coachNotes).where(eq(coachNotes.appointmentId, upcoming));
    expect(saved?.body).toBe("Second talk: sleep first.");
  });

  it("answers another coach's appointment with the area's 404 page", async () => {
    const answer = await post(upcoming, { intent: "note", note: "Not mine." }, other);
    expect(answer.status).toBe(404);
    const nothing = await post("not-a-uuid", { intent: "completed" });
    expect(nothing.status).toBe(404);
  });

  it("refuses a summary before the session was held, with the message in the summary, and saves nothing", async () => {
    const html = await page(upcoming, undefined);
    expect(html).toContain("You can fill this in once the session has started");
    expect(html).not.toContain('id="summary-summary"');
    const answer = await post(upcoming, { intent: "summary", summary: "Too early." });
    expect(answer.status).toBe(409);
    expect((answer.data as { form: string }).form).toBe("summary");
    expect(await page(upcoming, answer.data)).toContain(
      "This session was not held: you cannot write a summary for it.",
    );
    expect(await test.db.select().from(sessionSummaries)).toEqual([]);
  });

  it("saves what was agreed after a held session and shows it as saved; an empty summary is refused at its field", async () => {
    const empty = await post(held, { intent: "summary", summary: " ", agreements: "Walk daily." });
    expect(empty.status).toBe(400);
    const refused = await page(held, empty.data);
    expect(refused).toContain('href="#summary-summary"');
    expect(refused).toContain("Write a short summary.");
    expect(refused).toMatch(/<textarea[^>]*id="summary-agreements"[^>]*>Walk daily.<\/textarea>/);

    const answer = await post(held, { intent: "summary", summary: "Sleep and screens.", agreements: "Walk daily." });
    expect(answer.status).toBe(200);
    expect((answer.data as { done: string }).done).toBe("summary");
    const html = await page(held, answer.data);
    expect(html).toContain("Saved. Your client can read it now.");
    expect(html).toMatch(/<textarea[^>]*id="summary-summary"[^>]*>Sleep and screens.<\/textarea>/);
    const [row] = await test.db.select().from(sessionSummaries).where(eq(sessionSummaries.appointmentId, held));
    expect(row).toMatchObject({ summary: "Sleep and screens.", agreements: "Walk daily.", goalId: null });
    // Another coach cannot write on it.
    expect((await post(held, { intent: "summary", summary: "Mine now." }, other)).status).toBe(404);
  });

  it("asks to whom a referred member was referred, and keeps what was typed", async () => {
    const answer = await post(held, {
      intent: "safety",
      agreed: "Calls 113 tonight.",
      referred: "yes",
      referredTo: "",
    });
    expect(answer.status).toBe(400);
    const html = await page(held, answer.data);
    expect(html).toContain('href="#safety-referredTo"');
    expect(html).toContain("Choose to whom you referred your client.");
    expect(html).toMatch(/<textarea[^>]*id="safety-agreed"[^>]*>Calls 113 tonight.<\/textarea>/);
    expect(await test.db.select().from(safetyConcerns)).toEqual([]);
    // Another coach's appointment is not found, whatever the form holds.
    expect((await post(held, { intent: "safety" }, other)).status).toBe(404);
  });
});
