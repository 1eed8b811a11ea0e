import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addPartnerMember, createMember, createPartner } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { appointments, coaches } from "../../db/schema/coaching";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { bookSlot, rescheduleAppointment } from "./booking.server";
import { coachCalendarFeed } from "./calendar-feed.server";
import { unfoldIcs } from "./ics";
import { appointmentJobHandlers, queueAppointmentMails, sweepAppointmentReminders } from "./notifications.server";
import { createDaansPractice } from "./practice-fixture";

const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;
let coachId: string;
let handlers: ReturnType<typeof appointmentJobHandlers>;

beforeAll(async () => {
  test = await createTestDatabase();
  handlers = appointmentJobHandlers(async () => test.db);
  await createMember(test.db, {
    id: "member",
    name: "Mila de Vries",
    email: "mila@example.com",
    locale: "nl",
    timeZone: "Europe/Amsterdam",
    emailVerified: true,
    onboarding: now,
  });
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 10 });
  await addPartnerMember(test.db, partner.id, "member");
  coachId = await createDaansPractice(test.db, { locale: "en", timeZone: "Europe/Amsterdam" });
});

afterAll(async () => {
  await test?.close();
});

beforeEach(() => clearOutbox());

const run = (at: string) => test.queue.runDue(handlers, new Date(at));

describe("appointment mail and reminders", () => {
  it("mails both people the invite, then reminds them once, 24 hours and 1 hour before by default", async () => {
    const booked = await bookSlot(test.db, {
      coachId,
      memberId: "member",
      kind: "coaching",
      start: new Date("2026-12-03T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000001",
      now,
    });
    // The booking queued its confirmation and a reminder for every lead time (2 days, 1 day,
    // 2 hours, 1 hour before); queuing them again adds nothing. (The coach's next free time is
    // queued with them: not counted here.)
    const mailJobs = async () => (await jobRows(test.db)).filter((job) => job.name !== "coach-next-free");
    expect(await mailJobs()).toHaveLength(5);
    expect(await queueAppointmentMails(test.db, booked.appointmentId, "booked", now)).toBe(0);
    expect(await mailJobs()).toHaveLength(5);

    expect(await run("2026-12-01T06:00:00Z")).toBe(1);
    const confirmations = listOutbox();
    expect(confirmations.map((mail) => mail.to).sort()).toEqual(["daan@example.com", "mila@example.com"]);
    const toMember = confirmations.find((mail) => mail.to === "mila@example.com");
    expect(toMember?.subject).toMatch(/^Bevestigd: Coachgesprek met Daan Bakker/);
    const invite = unfoldIcs(toMember?.attachments?.[0]?.content ?? "");
    expect(invite).toContain("METHOD:REQUEST");
    expect(invite).toContain(`UID:${booked.appointmentId}@vitaal`);
    expect(confirmations.find((mail) => mail.to === "daan@example.com")?.subject).toMatch(/^Confirmed: /);

    clearOutbox();
    // Two days before: neither chose that lead time (the default is a day and an hour before).
    expect(await run("2026-12-01T09:00:00Z")).toBe(1);
    expect(listOutbox()).toEqual([]);
    // Nothing else is due until 24 hours before the start.
    expect(await run("2026-12-02T08:59:00Z")).toBe(0);
    expect(await run("2026-12-02T09:00:00Z")).toBe(1);
    expect(listOutbox().map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Morgen: je gesprek met Daan Bakker/)]),
    );
    expect(listOutbox().find((mail) => mail.to === "mila@example.com")?.text).toContain(
      `/nl/call/${booked.appointmentId}`,
    );
    // Run again, as after a restart: nothing is sent twice.
    expect(await run("2026-12-02T09:05:00Z")).toBe(0);
    expect(listOutbox()).toHaveLength(2);
    // Two hours before (nobody's choice) and one hour before.
    expect(await run("2026-12-03T08:00:00Z")).toBe(2);
    expect(listOutbox()).toHaveLength(4);
  });

  it("takes up a job again when the instance that claimed it died, and skips reminders of a moved session", async () => {
    const booked = await bookSlot(test.db, {
      coachId,
      memberId: "member",
      kind: "intake",
      start: new Date("2026-12-05T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000002",
      now,
    });
    // An instance claims the confirmation and dies before finishing: once the job has expired, the
    // queue's supervision (every instance runs it) hands it out again after the retry delay.
    await test.queue.runDue({}, now);
    expect(await test.queue.boss.fetch("appointment-mail")).toHaveLength(1);
    expect(await run("2026-12-01T06:01:00Z")).toBe(0);
    await run("2026-12-01T06:03:00Z");
    await test.queue.boss.supervise();
    expect(await run("2026-12-01T06:30:00Z")).toBe(1);
    expect(listOutbox()).toHaveLength(2);

    const moved = await rescheduleAppointment(test.db, {
      appointmentId: booked.appointmentId,
      memberId: "member",
      start: new Date("2026-12-06T09:00:00Z"),
      now,
    });
    expect(moved.appointmentId).toBe(booked.appointmentId);
    clearOutbox();
    await run("2026-12-01T06:10:00Z");
    expect(listOutbox().find((mail) => mail.to === "mila@example.com")?.subject).toMatch(/^Verplaatst: /);
    clearOutbox();
    // The reminder for the old time finds the session moved and sends nothing; the new one does.
    await run("2026-12-04T09:00:00Z");
    expect(listOutbox().map((mail) => mail.subject)).toEqual([]);
    await run("2026-12-05T09:00:00Z");
    expect(listOutbox()).toHaveLength(2);
  });

  it("gives the coach a private calendar feed of live sessions", async () => {
    const [coach] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
    const feed = await coachCalendarFeed(test.db, coach?.calendarToken as string, now);
    const lines = unfoldIcs(feed ?? "");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).not.toContain("METHOD:REQUEST");
    expect(await coachCalendarFeed(test.db, "0".repeat(64), now)).toBeNull();
    expect(await coachCalendarFeed(test.db, "not-a-token", now)).toBeNull();
    await test.db.update(appointments).set({ status: "cancelled" });
    expect(unfoldIcs((await coachCalendarFeed(test.db, coach?.calendarToken as string, now)) ?? "")).not.toContain(
      "BEGIN:VEVENT",
    );
  });

  it("puts back reminders that went missing, within 49 hours of the start, and never one that was sent", async () => {
    const booked = await bookSlot(test.db, {
      coachId,
      memberId: "member",
      kind: "coaching",
      start: new Date("2026-12-09T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000009",
      now,
    });
    const reminders = async () =>
      (await jobRows(test.db, "appointment-reminder")).filter((job) => job.data.appointmentId === booked.appointmentId);
    expect(await reminders()).toHaveLength(4);
    await run(now.toISOString());
    await test.db.execute(
      sql`delete from pgboss.job where name = 'appointment-reminder' and data->>'appointmentId' = ${booked.appointmentId}`,
    );
    // More than 49 hours ahead: left to the booking's own reminders.
    expect(await sweepAppointmentReminders(test.db, new Date("2026-12-07T07:00:00Z"))).toBe(0);
    // Less than two days ahead: the 2-day reminder is past, the other three go back.
    expect(await sweepAppointmentReminders(test.db, new Date("2026-12-07T10:00:00Z"))).toBe(3);
    expect(await sweepAppointmentReminders(test.db, new Date("2026-12-07T11:00:00Z"))).toBe(0);
    clearOutbox();
    await run("2026-12-08T09:00:00Z");
    expect(listOutbox()).toHaveLength(2);
    expect(await sweepAppointmentReminders(test.db, new Date("2026-12-08T10:00:00Z"))).toBe(0);
    expect((await reminders()).map((job) => job.state).sort()).toEqual(["completed", "created", "created"]);
  });
});
