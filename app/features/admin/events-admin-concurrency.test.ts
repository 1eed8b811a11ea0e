import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "~/utils/app-error";
import { createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { eventRegistrations, eventSessions } from "../../db/schema/events";
import { register } from "../events/registrations.server";
import { createEvent, createSession, updateSession } from "./events-admin.server";

// Registering and changing a session's capacity both take the session row's lock, so however
// they interleave the places never exceed the capacity. On PostgreSQL with a pool of ten
// connections the registrations and the capacity change really run at the same time; on the
// embedded database they run one after another and the same must hold.

const actor = { id: "admin", name: "Ada Admin", email: "ada@example.com" };
const now = new Date("2027-03-01T09:00:00Z");
const start = new Date("2027-03-20T09:00:00Z");
let test: TestDatabase;
let eventId: string;

const sessionInput = (slug: string, capacity: number) => ({
  slug,
  titleNl: slug,
  titleEn: slug,
  startsAt: start,
  endsAt: new Date(start.getTime() + 3_600_000),
  registrationDeadline: new Date(start.getTime() - 86_400_000),
  location: "Hal 1, Utrecht",
  onlineUrl: null,
  capacity,
  choices: [],
});

beforeAll(async () => {
  test = await createTestDatabase({ connections: 10 });
  for (let i = 0; i < 30; i++)
    await createUser(test.db, { id: `r${i}`, name: `Runner ${i}`, email: `r${i}@example.com` });
  const created = await createEvent(test.db, actor, {
    slug: "concurrent-run",
    kind: "sport_event",
    partnerId: null,
    titleNl: "Loop",
    titleEn: "Run",
    summaryNl: "s",
    summaryEn: "s",
    bodyNl: "b",
    bodyEn: "b",
    image: "/images/events/sunrise-run.svg",
  });
  eventId = created.id;
});

afterAll(async () => {
  await test?.close();
});

describe("capacity under concurrent registrations", () => {
  for (const [from, to] of [
    [20, 8],
    [8, 20],
  ] as const) {
    it(`never exceeds it when the capacity goes from ${from} to ${to} while 30 members register`, async () => {
      const { id: sessionId } = await createSession(test.db, actor, eventId, sessionInput(`race-${from}-${to}`, from));
      const registrations = Array.from({ length: 30 }, (_, i) =>
        register(test.db, { sessionId, userId: `r${i}`, choice: null }, now),
      );
      const change = updateSession(test.db, actor, sessionId, sessionInput(`race-${from}-${to}`, to), now).then(
        () => null,
        (error: AppError) => error,
      );
      const [refusal, ...results] = await Promise.all([change, ...registrations]);
      expect(results.every((result) => result.ok)).toBe(true);
      const [session] = await test.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
      const places = await test.db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.sessionId, sessionId), eq(eventRegistrations.status, "registered")));
      const waitlist = await test.db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.sessionId, sessionId), eq(eventRegistrations.status, "waitlisted")));
      const capacity = session?.capacity ?? 0;
      expect(places.length).toBeLessThanOrEqual(capacity);
      // Nobody waits while a place is free, and nobody is lost.
      if (waitlist.length > 0) expect(places.length).toBe(capacity);
      expect(places.length + waitlist.length).toBe(30);
      if (refusal === null) {
        expect(capacity).toBe(to);
      } else {
        // Lowered after more than `to` places were taken: refused with their number, nothing changed.
        expect(refusal.fields).toEqual({ capacity: "eventForm.errors.capacityBelow" });
        expect(refusal.values?.count).toBeGreaterThan(to);
        expect(capacity).toBe(from);
      }
    });
  }
});
