import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEvent,
  createEventSession,
  createRegistration,
  createUser,
  type EventSessionOptions,
} from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { eventRegistrations } from "../../db/schema/events";
import { myRegistration } from "./events.server";
import { cancelRegistration, register, releasePlaces } from "./registrations.server";

let test: TestDatabase;
let eventId: string;
const now = new Date("2027-03-01T09:00:00Z");
const start = new Date("2027-03-20T09:00:00Z");

async function newSession(slug: string, capacity: number, extra: EventSessionOptions = {}) {
  const session = await createEventSession(test.db, eventId, {
    slug,
    titleNl: slug,
    titleEn: slug,
    startsAt: start,
    capacity,
    ...extra,
  });
  return session.id;
}

const byStatus = async (sessionId: string, status: string) =>
  test.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.sessionId, sessionId), eq(eventRegistrations.status, status)));

beforeAll(async () => {
  test = await createTestDatabase({ connections: 30 });
  for (let i = 0; i < 40; i++)
    await createUser(test.db, { id: `u${i}`, name: `Member ${i}`, email: `u${i}@example.com` });
  const event = await createEvent(test.db, { slug: "spring-run", titleNl: "Lenteloop", titleEn: "Spring run" });
  eventId = event.id;
});

afterAll(async () => {
  await test?.close();
});

describe("registration", () => {
  it("gives 10 places to 30 simultaneous registrations and puts the other 20 on the waitlist in order", async () => {
    const sessionId = await newSession("ten-places", 10);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(test.db, { sessionId, userId: `u${i}`, choice: null }, now)),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.status === "registered")).toHaveLength(10);
    const waitlisted = results.flatMap((result) =>
      result.ok && result.status === "waitlisted" ? [result.position] : [],
    );
    expect(waitlisted.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await byStatus(sessionId, "registered")).toHaveLength(10);
    // Each member's place on the list follows the order in which the registrations arrived.
    const list = (await byStatus(sessionId, "waitlisted")).sort((a, b) => a.queue - b.queue);
    for (const [index, row] of list.entries()) {
      expect((await myRegistration(test.db, sessionId, row.userId))?.position).toBe(index + 1);
    }
  });

  it("promotes exactly the first on the waitlist when a place is cancelled, and mails both", async () => {
    const sessionId = await newSession("promote", 2);
    for (const id of ["u0", "u1", "u2", "u3"]) await register(test.db, { sessionId, userId: id, choice: null }, now);
    const result = await cancelRegistration(test.db, { sessionId, userId: "u0" }, now);
    expect(result.ok).toBe(true);
    const registered = (await byStatus(sessionId, "registered")).map((row) => row.userId).sort();
    expect(registered).toEqual(["u1", "u2"]);
    expect((await myRegistration(test.db, sessionId, "u3"))?.position).toBe(1);
    const promoted = (await byStatus(sessionId, "registered")).find((row) => row.userId === "u2");
    expect(promoted?.promotedAt).toEqual(now);
    const mails = await jobRows(test.db);
    const keys = mails.map((mail) => mail.key);
    expect(keys.filter((key) => key.endsWith(":promoted"))).toEqual([`event-mail:${promoted?.id}:promoted`]);
    expect(keys.filter((key) => key.endsWith(":cancelled"))).toHaveLength(1);
  });

  it("fills freed places one for one when several members cancel at once", async () => {
    const sessionId = await newSession("many-cancel", 5);
    for (let i = 0; i < 12; i++) await register(test.db, { sessionId, userId: `u${i}`, choice: null }, now);
    const results = await Promise.all(
      [0, 1, 2].map((i) => cancelRegistration(test.db, { sessionId, userId: `u${i}` }, now)),
    );
    expect(results.filter((result) => result.ok && result.promotedId)).toHaveLength(3);
    expect(await byStatus(sessionId, "registered")).toHaveLength(5);
    expect(await byStatus(sessionId, "waitlisted")).toHaveLength(4);
  });

  it("leaving the waitlist promotes no one", async () => {
    const sessionId = await newSession("leave-list", 1);
    await register(test.db, { sessionId, userId: "u0", choice: null }, now);
    await register(test.db, { sessionId, userId: "u1", choice: null }, now);
    await register(test.db, { sessionId, userId: "u2", choice: null }, now);
    const result = await cancelRegistration(test.db, { sessionId, userId: "u1" }, now);
    expect(result).toEqual({ ok: true, promotedId: null });
    expect((await myRegistration(test.db, sessionId, "u2"))?.position).toBe(1);
  });

  it("refuses a second registration, a missing or unknown choice, and anything after the deadline", async () => {
    const sessionId = await newSession("rules", 5, {
      choices: [
        { value: "5k", nl: "5 km", en: "5 km" },
        { value: "10k", nl: "10 km", en: "10 km" },
      ],
    });
    const choice = { code: "conflict", fields: { choice: "session.error.choice" } };
    await expect(register(test.db, { sessionId, userId: "u0", choice: null }, now)).rejects.toMatchObject(choice);
    await expect(register(test.db, { sessionId, userId: "u0", choice: "42k" }, now)).rejects.toMatchObject(choice);
    expect((await register(test.db, { sessionId, userId: "u0", choice: "10k" }, now)).ok).toBe(true);
    await expect(register(test.db, { sessionId, userId: "u0", choice: "5k" }, now)).rejects.toMatchObject({
      code: "conflict",
      key: "session.error.already",
    });
    expect((await myRegistration(test.db, sessionId, "u0"))?.choice).toBe("10k");
    const late = new Date(start.getTime() - 3_600_000);
    await expect(register(test.db, { sessionId, userId: "u1", choice: "5k" }, late)).rejects.toMatchObject({
      code: "conflict",
      key: "session.error.deadline-passed",
    });
    await expect(register(test.db, { sessionId, userId: "u1", choice: "5k" }, start)).rejects.toMatchObject({
      code: "conflict",
      key: "session.error.started",
    });
    // Cancelling stays possible after the deadline, until the start.
    expect((await cancelRegistration(test.db, { sessionId, userId: "u0" }, late)).ok).toBe(true);
    await expect(cancelRegistration(test.db, { sessionId, userId: "u0" }, late)).rejects.toMatchObject({
      code: "conflict",
      key: "session.error.nothingToCancel",
    });
  });

  it("lets a member register again after cancelling, as a new registration", async () => {
    const sessionId = await newSession("again", 3);
    await register(test.db, { sessionId, userId: "u5", choice: null }, now);
    await cancelRegistration(test.db, { sessionId, userId: "u5" }, now);
    const again = await register(test.db, { sessionId, userId: "u5", choice: null }, now);
    expect(again).toMatchObject({ ok: true, status: "registered" });
  });

  it("has the database refuse a second live registration even without the application's check", async () => {
    const sessionId = await newSession("unique", 3);
    await register(test.db, { sessionId, userId: "u6", choice: null }, now);
    await expect(createRegistration(test.db, { sessionId, userId: "u6", status: "waitlisted" })).rejects.toThrow();
  });

  it("releases a leaving member's places and waitlist entries, moving each waitlist up", async () => {
    const full = await newSession("leaving-full", 1);
    const other = await newSession("leaving-other", 1);
    await register(test.db, { sessionId: full, userId: "u30", choice: null }, now);
    await register(test.db, { sessionId: full, userId: "u31", choice: null }, now);
    await register(test.db, { sessionId: other, userId: "u32", choice: null }, now);
    await register(test.db, { sessionId: other, userId: "u30", choice: null }, now);
    expect(await releasePlaces(test.db, "u30", now)).toBe(2);
    expect((await myRegistration(test.db, full, "u31"))?.status).toBe("registered");
    expect((await myRegistration(test.db, other, "u32"))?.status).toBe("registered");
    expect(await myRegistration(test.db, other, "u30")).toBeNull();
  });
});
