import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches, coachNotes } from "~/db/schema/coaching";
import { ebookDownloads, ebookLeads } from "~/db/schema/content";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { vitascanConsents, vitascans } from "~/db/schema/vitascan";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";

// Test data for the usage report: the partner "acme" (allowance 4) with members m1…m4 and an
// admin, and the partner "other" with one member, o1. Times are UTC; the comments give the
// Amsterdam wall clock where a month boundary depends on it. The expected figures are worked out
// in usage.test.ts.

/** The clock of the tests: mid November 2026. */
export const NOW = new Date("2026-11-15T12:00:00Z");

/** The ids `seedUsage` answers. */
export type UsageIds = Awaited<ReturnType<typeof seedUsage>>;

/**
 * For a test file on this data: a migrated test database with it, made before the file's tests
 * (`ready` gets the database and the ids) and closed after them.
 */
export function seedUsageBeforeAll(ready: (test: TestDatabase, ids: UsageIds) => void): void {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase();
    ready(test, await seedUsage(test.db));
  });
  afterAll(() => test?.close());
}

export async function seedUsage(db: Database) {
  await db
    .insert(users)
    .values(
      ["m1", "m2", "m3", "m4", "boss", "o1"].map((id) => ({ id, name: `Name ${id}`, email: `${id}@example.com` })),
    );
  const [acme, other] = await db
    .insert(partners)
    .values([
      { slug: "acme", name: "Acme", brandColor: "#123456", coachingAllowance: 4 },
      { slug: "other", name: "Other", brandColor: "#654321", coachingAllowance: 2 },
    ])
    .returning({ id: partners.id });
  if (!acme || !other) throw new Error("partners not created");
  await db.insert(partnerMemberships).values([
    { partnerId: acme.id, userId: "m1", joinedAt: new Date("2025-06-01T10:00:00Z") },
    { partnerId: acme.id, userId: "m2", joinedAt: new Date("2026-01-15T10:00:00Z") },
    // 1 March 00:30 in Amsterdam: joined in March.
    { partnerId: acme.id, userId: "m3", joinedAt: new Date("2026-02-28T23:30:00Z") },
    { partnerId: acme.id, userId: "m4", joinedAt: new Date("2026-05-20T10:00:00Z") },
    // The partner's own admin is no program member: none of this person's activity counts.
    { partnerId: acme.id, userId: "boss", role: "admin", joinedAt: new Date("2026-01-01T10:00:00Z") },
    { partnerId: other.id, userId: "o1", joinedAt: new Date("2026-01-10T10:00:00Z") },
  ]);

  const [coach] = await db.insert(coaches).values({ slug: "coach", name: "Coach" }).returning({ id: coaches.id });
  if (!coach) throw new Error("coach not created");
  const appointment = (
    memberId: string,
    start: string,
    status: "confirmed" | "completed" | "no_show" | "cancelled",
    late = false,
  ) => {
    const startsAt = new Date(start);
    const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
    return {
      coachId: coach.id,
      memberId,
      kind: "coaching" as const,
      startsAt,
      endsAt,
      blocks: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
      status,
      late,
      topic: "Sleep and stress at work",
      cancelReason: status === "cancelled" ? "Ill" : null,
      cancelledAt: status === "cancelled" ? startsAt : null,
    };
  };
  const booked = await db
    .insert(appointments)
    .values([
      // 31 December 23:30 in Amsterdam: 2025, outside every period.
      appointment("m1", "2025-12-31T22:30:00Z", "completed"),
      // 1 January 00:30 in Amsterdam: January 2026 (before m2 joined: counted, see usage.server.ts).
      { ...appointment("m2", "2025-12-31T23:30:00Z", "completed"), kind: "intake" as const },
      appointment("m1", "2026-01-20T09:00:00Z", "completed"),
      // 1 March 00:30 in Amsterdam: March.
      appointment("m1", "2026-02-28T23:30:00Z", "completed"),
      appointment("m2", "2026-03-10T09:00:00Z", "cancelled", true),
      appointment("m2", "2026-03-12T09:00:00Z", "cancelled", false),
      // 1 April 00:30 in Amsterdam (summer time since 29 March): April.
      appointment("m3", "2026-03-31T22:30:00Z", "no_show"),
      appointment("m3", "2026-11-20T09:00:00Z", "confirmed"),
      appointment("o1", "2026-03-15T09:00:00Z", "completed"),
      appointment("boss", "2026-03-16T09:00:00Z", "completed"),
    ])
    .returning({ id: appointments.id });
  await db
    .insert(coachNotes)
    .values(booked.map((row) => ({ appointmentId: row.id, coachId: coach.id, body: "Private note" })));

  const [open, own] = await db
    .insert(events)
    .values(
      [
        { slug: "e-open", kind: "workshop", titleNl: "Open", titleEn: "Open" },
        { slug: "e-own", kind: "tour", partnerId: acme.id, titleNl: "Eigen", titleEn: "Own" },
      ].map((event) => ({
        ...event,
        summaryNl: "-",
        summaryEn: "-",
        bodyNl: "-",
        bodyEn: "-",
        image: "/images/event.jpg",
      })),
    )
    .returning({ id: events.id });
  if (!open || !own) throw new Error("events not created");
  const session = (eventId: string, slug: string, start: string) => {
    const startsAt = new Date(start);
    return {
      eventId,
      slug,
      titleNl: slug,
      titleEn: slug,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      location: "Utrecht",
      capacity: 20,
      registrationDeadline: startsAt,
    };
  };
  const [s1, s2, s3] = await db
    .insert(eventSessions)
    .values([
      session(open.id, "s-march", "2026-03-20T18:00:00Z"),
      session(open.id, "s-june", "2026-06-05T18:00:00Z"),
      // 25 October, the day the clocks go back: 11:00 in Amsterdam.
      session(own.id, "s-october", "2026-10-25T10:00:00Z"),
    ])
    .returning({ id: eventSessions.id });
  if (!s1 || !s2 || !s3) throw new Error("sessions not created");
  const cancelledAt = new Date("2026-03-01T10:00:00Z");
  await db.insert(eventRegistrations).values([
    // Marked as attended by the back office after the session.
    {
      sessionId: s1.id,
      userId: "m1",
      status: "registered",
      choice: "5 km",
      attendedAt: new Date("2026-03-20T21:00:00Z"),
    },
    { sessionId: s1.id, userId: "m2", status: "waitlisted" },
    { sessionId: s1.id, userId: "m3", status: "cancelled", cancelledAt },
    { sessionId: s1.id, userId: "o1", status: "registered", attendedAt: new Date("2026-03-20T21:00:00Z") },
    { sessionId: s1.id, userId: "boss", status: "registered" },
    { sessionId: s2.id, userId: "m1", status: "registered", attendedAt: new Date("2026-06-05T21:00:00Z") },
    { sessionId: s2.id, userId: "m3", status: "registered" },
    { sessionId: s3.id, userId: "m2", status: "registered" },
  ]);

  const webinar = (slug: string, start: string) => ({
    slug,
    titleNl: slug,
    titleEn: slug,
    descriptionNl: "-",
    descriptionEn: "-",
    presenterName: "Presenter",
    presenterRoleNl: "-",
    presenterRoleEn: "-",
    startsAt: new Date(start),
    durationMinutes: 60,
  });
  const [w1, w2, w3] = await db
    .insert(webinars)
    .values([
      webinar("w-march", "2026-03-25T19:00:00Z"),
      webinar("w-september", "2026-09-10T19:00:00Z"),
      webinar("w-last-year", "2025-11-01T19:00:00Z"),
    ])
    .returning({ id: webinars.id });
  if (!w1 || !w2 || !w3) throw new Error("webinars not created");
  await db.insert(webinarRegistrations).values([
    { webinarId: w1.id, userId: "m1" },
    { webinarId: w1.id, userId: "m2" },
    { webinarId: w1.id, userId: "o1" },
    { webinarId: w2.id, userId: "m3" },
    { webinarId: w3.id, userId: "m1" },
  ]);

  const [lead] = await db
    .insert(ebookLeads)
    .values({ email: "visitor@example.com", locale: "nl", consentVersion: 1, token: "lead-token" })
    .returning({ id: ebookLeads.id });
  await db.insert(ebookDownloads).values([
    { userId: "m1", locale: "nl", downloadedAt: new Date("2026-01-05T10:00:00Z") },
    { userId: "m1", locale: "nl", downloadedAt: new Date("2026-03-03T10:00:00Z") },
    // 31 March 23:59:59 in Amsterdam: still March.
    { userId: "m3", locale: "en", downloadedAt: new Date("2026-03-31T21:59:59Z") },
    { userId: "o1", locale: "nl", downloadedAt: new Date("2026-03-03T10:00:00Z") },
    { leadId: lead?.id, locale: "nl", downloadedAt: new Date("2026-03-03T11:00:00Z") },
  ]);

  // Health data that exists beside the usage and must never be read by the report.
  await db.insert(vitascanConsents).values({ userId: "m1", version: 1 });
  await db.insert(vitascans).values({ userId: "m1", instrumentVersion: 1, answers: { sleep: 2 } });

  return {
    acmeId: acme.id,
    otherId: other.id,
    events: { open: open.id, own: own.id },
    sessions: { s1: s1.id, s2: s2.id, s3: s3.id },
  };
}
