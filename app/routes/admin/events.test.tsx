import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions, events } from "~/db/schema/events";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createEvent, createEventSession } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminEvent, { action as eventAction, loader as eventLoader } from "./event";
import AdminEvents, { action as eventsAction, loader as eventsLoader } from "./events";

// The back office's event pages as a browser without JavaScript uses them: a plain form post, the
// action's answer, and the page drawn again from it, with what was typed in the fields and each
// message at its field and in the summary.

let test: TestDatabase;
let app: { release(): void };
let eventId: string;

const texts = {
  kind: "workshop",
  partnerId: "",
  titleNl: "Ademwerkplaats",
  titleEn: "Breathing workshop",
  summaryNl: "Samen ademen.",
  summaryEn: "Breathing together.",
  bodyNl: "## Wat",
  bodyEn: "## What",
  image: "/images/events/calm-breath.svg",
};

const session = {
  intent: "add-session",
  slug: "breath-utrecht",
  titleNl: "Utrecht",
  titleEn: "Utrecht",
  timeZone: "Europe/Amsterdam",
  startDate: "2031-03-20",
  startTime: "10:00",
  endDate: "2031-03-20",
  endTime: "12:00",
  deadlineDate: "2031-03-18",
  deadlineTime: "23:59",
  location: "Park, Utrecht",
  onlineUrl: "",
  capacity: "12",
  choices: "",
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  eventId = (await createEvent(test.db, { slug: "breath", image: "/images/events/calm-breath.svg" })).id;
  await createEventSession(test.db, eventId, { slug: "taken-session" });
  await createEvent(test.db, { slug: "taken" });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the event list without JavaScript", () => {
  const draw = async (actionData: unknown) =>
    drawPage(AdminEvents, "/admin/events", {
      loaderData: await loaderData(eventsLoader, "/admin/events", {}),
      actionData,
    });

  it("answers a refused new event with what was typed and the messages at their fields", async () => {
    const answer = await postForm(
      eventsAction,
      "/admin/events",
      {},
      {
        intent: "create-event",
        slug: "Not A Slug",
        ...texts,
        summaryEn: "",
      },
    );
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("create");
    expect(result.initialValue).toMatchObject({ slug: "Not A Slug", titleEn: "Breathing workshop", kind: "workshop" });
    expect(result.error).toEqual({ slug: ["eventForm.errors.slugFormat"], summaryEn: ["eventForm.errors.required"] });

    const html = await draw(answer.data);
    expect(html).toContain("Please fix the following:");
    expect(html).toContain('href="#create-slug"');
    expect(html).toContain('href="#create-summaryEn"');
    expect(html).toContain('value="Not A Slug"');
    expect(html).toContain("Samen ademen.</textarea>");
    expect(html).toMatch(/<option value="workshop" selected="">/);
    expect(html).toMatch(/id="create-slug"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="create-slug"/);
  });

  it("answers a taken address with 409 at its field, and creates an event that opens its page", async () => {
    const taken = await postForm(
      eventsAction,
      "/admin/events",
      {},
      { intent: "create-event", slug: "taken", ...texts },
    );
    expect(taken.status).toBe(409);
    expect((taken.data as { result: { error: unknown } }).result.error).toEqual({
      slug: ["eventForm.errors.slugTaken"],
    });
    expect(await draw(taken.data)).toContain("This address name is already in use. Choose another.");

    const created = await postForm(
      eventsAction,
      "/admin/events",
      {},
      { intent: "create-event", slug: "breathe", ...texts },
    );
    expect(created.status).toBe(302);
    const [row] = await test.db.select().from(events).where(eq(events.slug, "breathe"));
    expect(created.location).toBe(`/admin/events/${row?.id}?created=1`);
  });
});

describe("an event's page without JavaScript", () => {
  const path = () => `/admin/events/${eventId}`;
  const draw = async (actionData: unknown) =>
    drawPage(AdminEvent, path(), { loaderData: await loaderData(eventLoader, path(), { id: eventId }), actionData });

  it("answers a refused session at the session form, keeping what was typed and the event's own values", async () => {
    const answer = await postForm(
      eventAction,
      path(),
      { id: eventId },
      { ...session, endTime: "09:00", capacity: "0" },
    );
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("session");
    expect(result.error).toEqual({
      capacity: ["eventForm.errors.capacity"],
    });

    const html = await draw(answer.data);
    expect(html).toContain('href="#session-capacity"');
    expect(html).toContain('value="09:00"');
    expect(html).toContain('value="Park, Utrecht"');
    expect(html).toMatch(/id="session-capacity"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="session-capacity"/);
    // The event's form is untouched: its saved title, no message.
    expect(html).toMatch(/id="event-titleEn"[^>]*value="Event breath"|value="Event breath"[^>]*id="event-titleEn"/);
    expect(html).not.toContain('href="#event-');

    const order = await postForm(eventAction, path(), { id: eventId }, { ...session, endTime: "09:00" });
    expect(order.status).toBe(400);
    expect((order.data as { result: { error: unknown } }).result.error).toEqual({
      endTime: ["eventForm.errors.endBeforeStart"],
    });
    expect(await draw(order.data)).toContain("The end must be after the start.");
  });

  it("answers a taken session address with 409, and adds a session that opens its page", async () => {
    const taken = await postForm(eventAction, path(), { id: eventId }, { ...session, slug: "taken-session" });
    expect(taken.status).toBe(409);
    expect((taken.data as { form: string }).form).toBe("session");
    const added = await postForm(eventAction, path(), { id: eventId }, session);
    expect(added.status).toBe(302);
    const [row] = await test.db.select().from(eventSessions).where(eq(eventSessions.slug, "breath-utrecht"));
    expect(added.location).toBe(`/admin/sessions/${row?.id}?created=1`);
  });

  it("answers a refused edit at the event form, and saves one", async () => {
    const refused = await postForm(
      eventAction,
      path(),
      { id: eventId },
      { intent: "update-event", ...texts, titleNl: "" },
    );
    expect(refused.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("event");
    const html = await draw(refused.data);
    expect(html).toContain('href="#event-titleNl"');
    expect(html).toContain('value="Breathing workshop"');

    const saved = await postForm(eventAction, path(), { id: eventId }, { intent: "update-event", ...texts });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ form: "event", saved: true, result: { initialValue: null } });
    const after = await draw(saved.data);
    expect(after).toContain("Saved.");
    expect(after).toContain('value="Breathing workshop"');
    const [row] = await test.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.titleEn).toBe("Breathing workshop");
  });

  it("answers an event that does not exist with the area's 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const answer = await postForm(
      eventAction,
      `/admin/events/${missing}`,
      { id: missing },
      { intent: "update-event", ...texts },
    );
    expect(answer.status).toBe(404);
  });
});
