import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addPartnerMember, createMember, createPartner } from "../../../tests/support/factories";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { notifications } from "../../db/schema/messages";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { saveMailPreferences } from "../notifications/preferences.server";
import { cancelByMember } from "./appointments.server";
import { bookSlot, rescheduleAppointment } from "./booking.server";
import { appointmentJobHandlers, sweepAppointmentReminders } from "./notifications.server";
import { createDaansPractice } from "./practice-fixture";

// Reminders as each of the two people chose them on their account page: queued for every lead
// time anyone may choose (2 days, 1 day, 2 hours, 1 hour), sent to whoever chose the one that is
// due, by mail, as a notification in Vitaal, or both.

const now = new Date("2026-12-01T06:00:00Z");
const HOUR = 3_600_000;
let test: TestDatabase;
let coachId: string;
let handlers: ReturnType<typeof appointmentJobHandlers>;
let key = 0;
const nextKey = () => `00000000-0000-4000-8000-${String(++key).padStart(12, "0")}`;

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
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 20 });
  await addPartnerMember(test.db, partner.id, "member");
  coachId = await createDaansPractice(test.db, { locale: "en", timeZone: "Europe/Amsterdam" });
});

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await clearJobs(test.db);
  await test.db.delete(notifications);
  clearOutbox();
});

const run = (at: Date) => test.queue.runDue(handlers, at);
const book = (start: string) =>
  bookSlot(test.db, {
    coachId,
    memberId: "member",
    kind: "coaching",
    start: new Date(start),
    idempotencyKey: nextKey(),
    now,
  });
/** The reminders queued for an appointment, by key. */
const reminderKeys = async (appointmentId: string) =>
  (await jobRows(test.db, "appointment-reminder"))
    .filter((job) => job.data.appointmentId === appointmentId)
    .map((job) => job.key)
    .sort();
const reminderNotes = (userId: string) =>
  test.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "reminder")));
const keysFor = (id: string, startsAt: string) =>
  [48, 24, 2, 1].map((hours) => `appointment-reminder:${id}:${hours}:${startsAt}`).sort();

describe("reminders by each person's preferences", () => {
  it("mails the member 2 days before and notifies the coach 1 hour before, and nothing else", async () => {
    await saveMailPreferences(
      test.db,
      "member",
      { reminders: true, messages: true, channel: "mail", hours: [48] },
      now,
    );
    await saveMailPreferences(
      test.db,
      "coach-user",
      { reminders: true, messages: true, channel: "notification", hours: [1] },
      now,
    );
    const start = new Date("2026-12-04T09:00:00Z");
    const { appointmentId } = await book(start.toISOString());
    expect(await reminderKeys(appointmentId)).toEqual(keysFor(appointmentId, start.toISOString()));
    await run(now);
    clearOutbox();
    await test.db.delete(notifications);

    // Two days before: Mila's mail, with the link to her call; no notification for anyone.
    await run(new Date(start.getTime() - 48 * HOUR));
    const twoDays = listOutbox();
    expect(twoDays.map((mail) => mail.to)).toEqual(["mila@example.com"]);
    expect(twoDays[0]?.text).toContain(`/nl/call/${appointmentId}`);
    expect(await reminderNotes("member")).toEqual([]);
    expect(await reminderNotes("coach-user")).toEqual([]);

    // A day and two hours before: neither chose those.
    await run(new Date(start.getTime() - 24 * HOUR));
    await run(new Date(start.getTime() - 2 * HOUR));
    expect(listOutbox()).toHaveLength(1);
    expect(await reminderNotes("coach-user")).toEqual([]);

    // An hour before: Daan's notification, to his appointment's page; no mail.
    await run(new Date(start.getTime() - HOUR));
    expect(listOutbox()).toHaveLength(1);
    expect(await reminderNotes("member")).toEqual([]);
    const [note, ...more] = await reminderNotes("coach-user");
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      link: `/coach/appointments/${appointmentId}`,
      subject: appointmentId,
      params: { name: "Mila de Vries", startsAt: start.toISOString() },
    });
    // Every lead time ran once.
    const states = (await jobRows(test.db, "appointment-reminder")).map((job) => job.state);
    expect(states).toEqual(["completed", "completed", "completed", "completed"]);
  });

  it("sends both a mail and a notification to whoever chose both, linking the member's own page", async () => {
    await saveMailPreferences(test.db, "member", { reminders: true, messages: true, channel: "both", hours: [2] }, now);
    await saveMailPreferences(test.db, "coach-user", { reminders: false, messages: true }, now);
    const start = new Date("2026-12-05T09:00:00Z");
    const { appointmentId } = await book(start.toISOString());
    await run(now);
    clearOutbox();
    await run(new Date(start.getTime() - 2 * HOUR));
    expect(listOutbox().map((mail) => mail.to)).toEqual(["mila@example.com"]);
    expect(await reminderNotes("member")).toMatchObject([{ link: `/nl/coaching/${appointmentId}` }]);
    // Daan turned reminders off: none of either kind.
    await run(new Date(start.getTime() - HOUR));
    expect(listOutbox()).toHaveLength(1);
    expect(await reminderNotes("coach-user")).toEqual([]);
  });

  it("withdraws a moved appointment's reminders for every lead time, and queues the new time's", async () => {
    const { appointmentId } = await book("2026-12-10T09:00:00Z");
    expect(await reminderKeys(appointmentId)).toEqual(keysFor(appointmentId, "2026-12-10T09:00:00.000Z"));
    await rescheduleAppointment(test.db, {
      appointmentId,
      memberId: "member",
      start: new Date("2026-12-11T09:00:00Z"),
      now,
    });
    expect(await reminderKeys(appointmentId)).toEqual(keysFor(appointmentId, "2026-12-11T09:00:00.000Z"));
  });

  it("sends nothing for a cancelled appointment, by any channel", async () => {
    await saveMailPreferences(
      test.db,
      "member",
      { reminders: true, messages: true, channel: "both", hours: [48, 24, 2, 1] },
      now,
    );
    await saveMailPreferences(
      test.db,
      "coach-user",
      { reminders: true, messages: true, channel: "both", hours: [48, 24, 2, 1] },
      now,
    );
    const start = new Date("2026-12-14T09:00:00Z");
    const { appointmentId } = await book(start.toISOString());
    await cancelByMember(test.db, { id: appointmentId, memberId: "member", now });
    expect(await reminderKeys(appointmentId)).toEqual([]);
    await run(now);
    clearOutbox();
    // A reminder that was still in a queue when the appointment was cancelled finds it cancelled.
    for (const hours of [48, 24, 2, 1]) {
      await handlers["appointment-reminder"]?.(
        { appointmentId, hours, startsAt: start.toISOString() },
        new Date(start.getTime() - hours * HOUR),
      );
    }
    await run(start);
    expect(listOutbox()).toEqual([]);
    expect(await reminderNotes("member")).toEqual([]);
    expect(await reminderNotes("coach-user")).toEqual([]);
  });

  it("sweeps 49 hours ahead, so a reminder 2 days before is put back in time", async () => {
    const start = new Date("2026-12-18T09:00:00Z");
    const { appointmentId } = await book(start.toISOString());
    await test.db.execute(
      sql`delete from pgboss.job where name = 'appointment-reminder' and data->>'appointmentId' = ${appointmentId}`,
    );
    expect(await sweepAppointmentReminders(test.db, new Date(start.getTime() - 50 * HOUR))).toBe(0);
    expect(await sweepAppointmentReminders(test.db, new Date(start.getTime() - 48.5 * HOUR))).toBe(4);
    expect(await reminderKeys(appointmentId)).toEqual(keysFor(appointmentId, start.toISOString()));
  });
});
