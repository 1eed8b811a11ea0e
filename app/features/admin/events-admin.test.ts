import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { parseForm } from "../../../tests/support/parse-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { auditLog } from "../../db/schema/admin";
import { eventRegistrations, eventSessions, events, webinars } from "../../db/schema/events";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { eventJobHandlers } from "../events/notifications.server";
import { register } from "../events/registrations.server";
import { sessionPanel } from "../events/session-page.server";
import { registerForWebinar, webinarJobHandlers } from "../webinars/webinars.server";
import {
  createEventSchema,
  createWebinarSchema,
  eventPageSchema,
  parseChoices,
  sessionEditSchema,
  wallClockInstant,
} from "./events-admin.schema";
import {
  adminWebinar,
  cancelSession,
  createEvent,
  createSession,
  createWebinar,
  updateEvent,
  updateSession,
  updateWebinar,
  webinarRegistrationsCsv,
} from "./events-admin.server";
import { sessionFormValues, webinarFormValues } from "./events-admin-fixture";

const actor = { id: "admin", name: "Ada Admin", email: "ada@example.com" };
const now = new Date("2027-03-01T09:00:00Z");
const hosts = ["www.youtube-nocookie.com", "player.vimeo.com"];
let test: TestDatabase;

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const eventForm = {
  intent: "create-event",
  slug: "spring-run",
  kind: "sport_event",
  partnerId: "",
  titleNl: "Lenteloop",
  titleEn: "Spring run",
  summaryNl: "Samen rennen.",
  summaryEn: "Running together.",
  bodyNl: "## Wat\n\nRennen.",
  bodyEn: "## What\n\nRunning.",
  image: "/images/events/sunrise-run.svg",
};

const sessionForm = {
  ...sessionFormValues,
  intent: "add-session",
  slug: "spring-run-utrecht",
  choices: "5k | 5 km | 5 km\n10k | 10 km | 10 km",
};

function parsed<T>(result: { ok: true; data: T } | { ok: false; errors: unknown }): T {
  if (!result.ok) throw new Error(`form refused: ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function newEvent(slug: string) {
  const { intent: _intent, ...input } = parsed(parseForm(createEventSchema, form({ ...eventForm, slug })));
  return (await createEvent(test.db, actor, input)).id;
}

async function newSession(eventId: string, slug: string, capacity = 2) {
  const data = parsed(parseForm(eventPageSchema, form({ ...sessionForm, slug, capacity: String(capacity) })));
  if (data.intent !== "add-session") throw new Error("wrong form");
  const { intent: _intent, ...input } = data;
  return (await createSession(test.db, actor, eventId, input)).id;
}

const updateFor = (capacity: number) => {
  const data = parsed(
    parseForm(sessionEditSchema, form({ ...sessionForm, intent: "update-session", capacity: String(capacity) })),
  );
  if (data.intent !== "update-session") throw new Error("wrong form");
  const { intent: _intent, ...input } = data;
  return input;
};

const statuses = async (sessionId: string) =>
  (
    await test.db
      .select({ userId: eventRegistrations.userId, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.sessionId, sessionId))
      .orderBy(eventRegistrations.queue)
  ).map((row) => `${row.userId}:${row.status}`);

const audits = (entityId: string) => test.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

beforeAll(async () => {
  test = await createTestDatabase();
  for (let i = 0; i < 6; i++) {
    await createUser(test.db, {
      id: `m${i}`,
      name: `Member ${i}`,
      email: `m${i}@example.com`,
      locale: i % 2 ? "nl" : "en",
    });
  }
});

afterAll(async () => {
  await test?.close();
});

beforeEach(() => clearOutbox());

describe("the event and session forms", () => {
  it("read times on the named zone's clock, both languages, and choices", () => {
    const data = parsed(parseForm(eventPageSchema, form(sessionForm)));
    if (data.intent !== "add-session") throw new Error("wrong form");
    expect(data.startsAt.toISOString()).toBe("2027-03-20T09:00:00.000Z");
    expect(data.registrationDeadline.toISOString()).toBe("2027-03-18T22:59:00.000Z");
    expect(data.choices).toEqual([
      { value: "5k", nl: "5 km", en: "5 km" },
      { value: "10k", nl: "10 km", en: "10 km" },
    ]);
    expect(wallClockInstant("2027-03-28", "02:30", "Europe/Amsterdam")).toBeNull();
  });

  it("give each bad field its own message", () => {
    const result = parseForm(
      eventPageSchema,
      form({
        ...sessionForm,
        titleEn: "",
        capacity: "0",
        endTime: "09:00",
        deadlineDate: "2027-03-21",
        location: "",
        timeZone: "Mars/Olympus",
        choices: "5k | 5 km",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      titleEn: "eventForm.errors.required",
      capacity: "eventForm.errors.capacity",
      timeZone: "eventForm.errors.timeZone",
      choices: "eventForm.errors.choices",
    });
    const times = parseForm(
      eventPageSchema,
      form({ ...sessionForm, endTime: "09:00", deadlineDate: "2027-03-21", location: "" }),
    );
    expect(times.ok ? {} : times.errors).toEqual({
      endTime: "eventForm.errors.endBeforeStart",
      deadlineTime: "eventForm.errors.deadlineAfterStart",
      location: "eventForm.errors.place",
    });
    expect(parseForm(createEventSchema, form({ ...eventForm, slug: "Bad Slug", image: "/etc/passwd" }))).toEqual({
      ok: false,
      errors: { slug: "eventForm.errors.slugFormat", image: "eventForm.errors.image" },
    });
    expect(parseForm(eventPageSchema, form({ intent: "explode" }))).toEqual({
      ok: false,
      errors: { form: "eventForm.errors.form" },
    });
    expect(parseChoices("a | A | A\na | B | B")).toBeNull();
  });
});

describe("events and sessions", () => {
  it("creates an event and a session, audited; a taken slug is refused and nothing is added", async () => {
    const eventId = await newEvent("audited-run");
    const sessionId = await newSession(eventId, "audited-run-one");
    expect((await audits(eventId)).map((entry) => [entry.action, entry.entity])).toEqual([["create", "event"]]);
    expect((await audits(sessionId)).map((entry) => [entry.action, entry.entity])).toEqual([
      ["create", "event-session"],
    ]);
    const { intent: _intent, ...again } = parsed(
      parseForm(createEventSchema, form({ ...eventForm, slug: "audited-run" })),
    );
    await expect(createEvent(test.db, actor, again)).rejects.toMatchObject({
      code: "conflict",
      fields: { slug: "eventForm.errors.slugTaken" },
    });
    const before = await test.db.select().from(events);
    expect(before.filter((event) => event.slug === "audited-run")).toHaveLength(1);
  });

  it("updates an event's texts in both languages, keeps its slug, and audits what changed", async () => {
    const eventId = await newEvent("update-me");
    const {
      intent: _intent,
      slug: _slug,
      ...input
    } = parsed(parseForm(createEventSchema, form({ ...eventForm, slug: "update-me" })));
    const outcome = await updateEvent(test.db, actor, eventId, { ...input, titleEn: "Spring run 2027" });
    expect(outcome).toEqual({ changed: true });
    const [row] = await test.db.select().from(events).where(eq(events.id, eventId));
    expect(row?.slug).toBe("update-me");
    expect(row?.titleEn).toBe("Spring run 2027");
    const entries = await audits(eventId);
    expect(entries.at(-1)?.before).toEqual({ titleEn: "Spring run" });
    expect(entries.at(-1)?.after).toEqual({ titleEn: "Spring run 2027" });
  });

  it("refuses a capacity below the places taken with their number, and changes nothing", async () => {
    const eventId = await newEvent("capacity-down");
    const sessionId = await newSession(eventId, "capacity-down-one", 3);
    for (const userId of ["m0", "m1", "m2"]) await register(test.db, { sessionId, userId, choice: "5k" }, now);
    await expect(updateSession(test.db, actor, sessionId, updateFor(2), now)).rejects.toMatchObject({
      code: "conflict",
      fields: { capacity: "eventForm.errors.capacityBelow" },
      values: { count: 3 },
    });
    const [session] = await test.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
    expect(session?.capacity).toBe(3);
    expect((await audits(sessionId)).filter((entry) => entry.action === "update")).toHaveLength(0);
  });

  it("gives raised places to the waitlist in queue order and mails those promoted", async () => {
    const eventId = await newEvent("capacity-up");
    const sessionId = await newSession(eventId, "capacity-up-one", 2);
    for (const userId of ["m0", "m1", "m2", "m3", "m4"]) {
      await register(test.db, { sessionId, userId, choice: "10k" }, now);
    }
    expect(await statuses(sessionId)).toEqual([
      "m0:registered",
      "m1:registered",
      "m2:waitlisted",
      "m3:waitlisted",
      "m4:waitlisted",
    ]);
    const outcome = await updateSession(test.db, actor, sessionId, updateFor(4), now);
    expect(outcome.promoted).toHaveLength(2);
    expect(await statuses(sessionId)).toEqual([
      "m0:registered",
      "m1:registered",
      "m2:registered",
      "m3:registered",
      "m4:waitlisted",
    ]);
    const promoted = (await jobRows(test.db, "event-mail")).filter((job) => job.data.kind === "promoted");
    expect(promoted).toHaveLength(2);
    await test.queue.runDue(
      eventJobHandlers(async () => test.db),
      now,
    );
    const mails = listOutbox().filter((mail) => /A place opened up|plaats vrijgekomen/.test(mail.subject));
    expect(mails.map((mail) => mail.to).sort()).toEqual(["m2@example.com", "m3@example.com"]);
    const [entry] = (await audits(sessionId)).filter((row) => row.action === "update");
    expect(entry?.after).toMatchObject({ capacity: 4, promoted: 2 });
  });

  it("sends those with a place the updated invite when the session moves, not the waitlist", async () => {
    const eventId = await newEvent("to-move");
    const sessionId = await newSession(eventId, "to-move-one", 1);
    for (const userId of ["m0", "m1"]) await register(test.db, { sessionId, userId, choice: "5k" }, now);
    await test.queue.runDue(
      eventJobHandlers(async () => test.db),
      now,
    );
    clearOutbox();
    const data = parsed(
      parseForm(
        sessionEditSchema,
        form({ ...sessionForm, intent: "update-session", capacity: "1", startTime: "10:30", endTime: "12:30" }),
      ),
    );
    if (data.intent !== "update-session") throw new Error("wrong form");
    const { intent: _intent, ...input } = data;
    const outcome = await updateSession(test.db, actor, sessionId, input, now);
    expect(outcome).toEqual({ changed: true, promoted: [], informed: 1 });
    await test.queue.runDue(
      eventJobHandlers(async () => test.db),
      now,
    );
    const mails = listOutbox();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([["m0@example.com", "Changed: Spring run: Utrecht"]]);
    const invite = mails[0]?.attachments?.map((attachment) => String(attachment.content)).join("") ?? "";
    expect(invite).toContain("METHOD:REQUEST");
    expect(invite).toContain("SEQUENCE:1");
    expect(invite).toContain("DTSTART:20270320T093000Z");
  });

  it("cancels a session: a CANCEL invite to places, a plain mail to the waitlist, registration closed", async () => {
    const eventId = await newEvent("to-cancel");
    const sessionId = await newSession(eventId, "to-cancel-one", 2);
    for (const userId of ["m0", "m1", "m2"]) await register(test.db, { sessionId, userId, choice: "5k" }, now);
    await test.queue.runDue(
      eventJobHandlers(async () => test.db),
      now,
    );
    clearOutbox();
    const outcome = await cancelSession(test.db, actor, sessionId, now);
    expect(outcome).toEqual({ places: 2, waitlisted: 1 });
    expect(await statuses(sessionId)).toEqual(["m0:cancelled", "m1:cancelled", "m2:cancelled"]);
    await test.queue.runDue(
      eventJobHandlers(async () => test.db),
      now,
    );
    const mails = listOutbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["m0@example.com", "m1@example.com", "m2@example.com"]);
    const invite = (to: string) =>
      mails
        .find((mail) => mail.to === to)
        ?.attachments?.map((attachment) => String(attachment.content))
        .join("");
    expect(invite("m0@example.com")).toContain("METHOD:CANCEL");
    expect(invite("m0@example.com")).toContain("SEQUENCE:1");
    expect(invite("m1@example.com")).toContain("METHOD:CANCEL");
    expect(invite("m2@example.com") ?? "").not.toContain("METHOD:");
    await expect(register(test.db, { sessionId, userId: "m5", choice: "5k" }, now)).rejects.toMatchObject({
      code: "conflict",
    });
    const panel = await sessionPanel(test.db, { id: sessionId }, { user: null, partnerIds: [] }, "en", now);
    expect(panel?.session.window).toBe("cancelled");
    await expect(cancelSession(test.db, actor, sessionId, now)).rejects.toMatchObject({ status: 409 });
    await expect(updateSession(test.db, actor, sessionId, updateFor(5), now)).rejects.toMatchObject({ status: 409 });
    const entries = (await audits(sessionId)).filter((entry) => entry.action === "cancel");
    expect(entries).toHaveLength(1);
  });

  it("keeps the places when capacity is lowered while members register at the same time", async () => {
    const eventId = await newEvent("race");
    const sessionId = await newSession(eventId, "race-one", 5);
    const work: Promise<unknown>[] = ["m0", "m1", "m2", "m3", "m4", "m5"].map((userId) =>
      register(test.db, { sessionId, userId, choice: "5k" }, now),
    );
    // Lowered after more than three places were taken, the change is refused: either way is right.
    work.splice(
      2,
      0,
      updateSession(test.db, actor, sessionId, updateFor(3), now).catch((error: unknown) => error),
    );
    await Promise.all(work);
    const [session] = await test.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
    const places = await test.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.sessionId, sessionId), eq(eventRegistrations.status, "registered")));
    expect(places.length).toBeLessThanOrEqual(session?.capacity ?? 0);
  });
});

describe("webinars", () => {
  const webinarForm = { ...webinarFormValues, intent: "create-webinar", slug: "sleep-live" };

  it("creates a webinar with a stream from the allowed hosts only", async () => {
    const { intent: _intent, ...input } = parsed(parseForm(createWebinarSchema, form(webinarForm)));
    expect(input.startsAt.toISOString()).toBe("2027-03-10T18:00:00.000Z");
    const refused = createWebinar(
      test.db,
      actor,
      { ...input, slug: "evil", streamUrl: "https://evil.example/embed" },
      hosts,
    );
    await expect(refused).rejects.toMatchObject({ status: 400, fields: { streamUrl: "eventForm.errors.streamHost" } });
    expect(await test.db.select().from(webinars).where(eq(webinars.slug, "evil"))).toHaveLength(0);
    expect(await createWebinar(test.db, actor, input, hosts)).toMatchObject({ slug: "sleep-live" });
    expect(
      parseForm(createWebinarSchema, form({ ...webinarForm, durationMinutes: "2", streamUrl: "http://x" })),
    ).toEqual({
      ok: false,
      errors: { durationMinutes: "eventForm.errors.duration", streamUrl: "eventForm.errors.url" },
    });
  });

  it("moves reminders with the start, lists registrations and writes a formula-safe CSV", async () => {
    const [webinar] = await test.db.select().from(webinars).where(eq(webinars.slug, "sleep-live"));
    if (!webinar) throw new Error("no webinar");
    await test.db.update(users).set({ name: "=HYPERLINK(1)" }).where(eq(users.id, "m5"));
    await registerForWebinar(test.db, webinar.id, "m5", now);
    const {
      intent: _intent,
      slug: _slug,
      ...input
    } = parsed(
      parseForm(createWebinarSchema, form({ ...webinarForm, startTime: "20:00", recordingSlug: "sleep-recording" })),
    );
    const outcome = await updateWebinar(test.db, actor, webinar.id, input, now, hosts);
    expect(outcome).toEqual({ changed: true, reminders: 1 });
    const reminders = (await jobRows(test.db, "webinar-mail")).filter((job) => job.data.kind === "reminder");
    expect(reminders.map((job) => job.startAfter.toISOString()).sort()).toEqual([
      "2027-03-10T17:00:00.000Z",
      "2027-03-10T18:00:00.000Z",
    ]);
    // At the old reminder's time nothing is sent; at the new one, one reminder.
    const handlers = webinarJobHandlers(async () => test.db);
    await test.queue.runDue(handlers, now);
    clearOutbox();
    await test.queue.runDue(handlers, new Date("2027-03-10T17:00:00Z"));
    expect(listOutbox()).toHaveLength(0);
    await test.queue.runDue(handlers, new Date("2027-03-10T18:00:00Z"));
    expect(listOutbox()).toHaveLength(1);
    const detail = await adminWebinar(test.db, webinar.id);
    if (!detail) throw new Error("no detail");
    expect(detail.registrations.map((registration) => registration.userId)).toEqual(["m5"]);
    const csv = webinarRegistrationsCsv(detail, "en", "Europe/Amsterdam");
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await audits(webinar.id)).map((entry) => entry.action)).toEqual(["create", "update"]);
  });
});
