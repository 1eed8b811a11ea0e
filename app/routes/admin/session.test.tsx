import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions } from "~/db/schema/events";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import {
  createAdmin,
  createEventWithSession,
  createMember,
  createRegistration,
} from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminSession, { action, loader } from "./session";

// A session's page in the back office as a browser without JavaScript uses it: a plain form post,
// the action's answer, and the page drawn again from that answer, with what was typed in the
// fields and each message at its field and in the one summary.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;
let sessionId: string;

const path = () => `/admin/sessions/${sessionId}`;
const post = (values: PostedValues) => postForm(action, path(), { id: sessionId }, values, admin);
const dataOf = () => loaderData(loader, path(), { id: sessionId }, admin);
const page = async (actionData: unknown) => drawPage(AdminSession, path(), { loaderData: await dataOf(), actionData });

/** The session's fields as the loader fills them in, with the changes. */
async function edit(changes: Record<string, string>) {
  const { form } = (await dataOf()) as Awaited<ReturnType<typeof loader>>;
  return { intent: "update-session", ...form, ...changes };
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const user = await createAdmin(test.db);
  admin = {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: true,
    locale: "en",
    timeZone: "Europe/Amsterdam",
    roles: ["member", "admin"],
    partnerAdmin: false,
    sessionId: "session-1",
  };
  const { session } = await createEventWithSession(test.db, { session: { titleEn: "Harbour lap", capacity: 10 } });
  sessionId = session.id;
  for (const name of ["Eva de Wit", "Tom Bos"]) {
    const member = await createMember(test.db, { name });
    await createRegistration(test.db, { sessionId, userId: member.id });
  }
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("a session's page without JavaScript", () => {
  it("answers refused fields with what was typed and the messages at their fields", async () => {
    const answer = await post(await edit({ titleEn: "", startTime: "25:99", location: "Pier 3", capacity: "abc" }));
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("edit");
    expect(result.initialValue).toMatchObject({ startTime: "25:99", location: "Pier 3", capacity: "abc" });
    expect(result.error).toMatchObject({
      titleEn: ["eventForm.errors.required"],
      startTime: ["eventForm.errors.time"],
      capacity: ["eventForm.errors.capacity"],
    });

    const html = await page(answer.data);
    expect(html).toContain('value="Pier 3"');
    expect(html).toContain('value="abc"');
    expect(html).toContain("Please fix the following:");
    for (const field of ["titleEn", "startTime", "capacity"]) expect(html).toContain(`href="#edit-${field}"`);
    expect(html).toContain("Enter a whole number of places from 1 to 100,000.");
    expect(html).toMatch(/id="edit-capacity"[^>]*aria-invalid="true"/);
    const [row] = await test.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
    expect(row?.location).toBe("Hal 1, Utrecht");
  });

  it("answers fewer places than are taken with 409 at the capacity, naming the number", async () => {
    const answer = await post(await edit({ capacity: "1", location: "Pier 3" }));
    expect(answer.status).toBe(409);
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
      capacity: ["eventForm.errors.capacityBelow"],
    });
    const html = await page(answer.data);
    expect(html).toContain("2 places are already taken: the number of places cannot be lower than that.");
    expect(html).toContain('value="Pier 3"');
  });

  it("saves the fields and starts the form again from the saved session", async () => {
    const answer = await post(await edit({ location: "Pier 3" }));
    expect(answer.status).toBe(200);
    expect((answer.data as { result: { initialValue: unknown } }).result.initialValue).toBeNull();
    const html = await page(answer.data);
    expect(html).toContain("Saved.");
    expect(html).toContain('value="Pier 3"');
    const [row] = await test.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
    expect(row?.location).toBe("Pier 3");
  });

  it("asks for the confirmation at its box, refuses attendance before the start, then cancels", async () => {
    const unconfirmed = await post({ intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect((unconfirmed.data as { form: string }).form).toBe("cancel");
    const html = await page(unconfirmed.data);
    expect(html).toContain('href="#cancel-confirm"');
    expect(html).toContain("Tick the box to confirm the cancellation. Nothing was changed.");

    const early = await post({ intent: "attendance" });
    expect(early.status).toBe(409);
    expect(await page(early.data)).toContain("This session has not started yet: attendance can be marked once it has.");

    const cancelled = await post({ intent: "cancel", confirm: "yes" });
    expect((cancelled.data as { cancelled: unknown }).cancelled).toEqual({ places: 2, waitlisted: 0 });
    expect(await page(cancelled.data)).toContain("This session is cancelled");
  });

  it("keeps the ticks of a refused attendance post, with the refusal in the summary", async () => {
    const started = await createEventWithSession(test.db, { session: { startsAt: new Date(Date.now() - 3_600_000) } });
    const member = await createMember(test.db, { name: "Noor Visser" });
    const place = await createRegistration(test.db, { sessionId: started.session.id, userId: member.id });
    sessionId = started.session.id;
    const answer = await post({ intent: "attendance", attended: [place.id, "00000000-0000-4000-8000-000000000000"] });
    expect(answer.status).toBe(400);
    expect((answer.data as { form: string }).form).toBe("attendance");
    const html = await page(answer.data);
    expect(html).toContain("One of the ticked people is not registered for this session (any more).");
    expect(html).toMatch(
      new RegExp(`<input[^>]*value="${place.id}"[^>]*checked=""|<input[^>]*checked=""[^>]*value="${place.id}"`),
    );
    expect(await page(undefined)).not.toMatch(
      new RegExp(`<input[^>]*value="${place.id}"[^>]*checked=""|<input[^>]*checked=""[^>]*value="${place.id}"`),
    );
  });
});
