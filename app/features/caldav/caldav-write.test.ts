import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addPartnerMember, createCoach, createMember, createPartner, everyDay } from "../../../tests/support/factories";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { type Radicale, type RadicaleUser, startRadicale } from "../../../tests/support/radicale";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { caldavAccounts, caldavWrites } from "../../db/schema/scheduling";
import { cancelByMember } from "../coaching/appointments.server";
import { bookSlot, rescheduleAppointment } from "../coaching/booking.server";
import { stopCalendarWorkers } from "../coaching/ical-busy-worker.server";
import { unfoldIcs } from "../coaching/ics";
import { createDaansPractice } from "../coaching/practice-fixture";
import { sealPassword } from "./account-secret.server";
import { caldavAccountView, chooseCalendars, connectAccount } from "./accounts.server";
import { countingTransport } from "./caldav-fixture";
import { caldavJobHandlers } from "./jobs.server";
import { writeAppointment } from "./write.server";

// The job handlers use the server's own outbound rules: Radicale runs on 127.0.0.1 here.
vi.hoisted(() => {
  process.env.OUTBOUND_FETCH_ALLOW_LOOPBACK = "true";
  process.env.AUTH_SECRET ??= "caldav-tests-secret-0123456789-abcdefghij";
});

const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;
let radicale: Radicale;
let coach: RadicaleUser;
let coachId: string;
let vitaal: string;
let handlers: ReturnType<typeof caldavJobHandlers>;
const counting = countingTransport();

beforeAll(async () => {
  radicale = await startRadicale([{ username: "daan", password: "app-password-daan" }]);
  coach = radicale.users[0] as RadicaleUser;
  vitaal = await radicale.makeCalendar(coach, "vitaal", "Vitaal");
  await radicale.makeCalendar(coach, "work", "Work");
  test = await createTestDatabase();
  handlers = caldavJobHandlers(async () => test.db);
  await createMember(test.db, {
    id: "member",
    name: "Mila de Vries",
    email: "mila@example.com",
    emailVerified: true,
    onboarding: now,
  });
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 10 });
  await addPartnerMember(test.db, partner.id, "member");
  coachId = await createDaansPractice(test.db, { locale: "en", timeZone: "Europe/Amsterdam" });
  await connectAccount(
    test.db,
    coachId,
    { serverUrl: `${radicale.origin}/`, username: coach.username, password: coach.password },
    now,
    counting.transport,
  );
  const view = await caldavAccountView(test.db, coachId);
  const id = view.connected ? view.calendars.find((calendar) => calendar.displayName === "Vitaal")?.id : undefined;
  await chooseCalendars(test.db, coachId, { read: [], write: id as string }, now, counting.transport);
});

afterAll(async () => {
  await stopCalendarWorkers();
  await test?.close();
  await radicale?.stop();
});

const run = (at = now) => test.queue.runDue(handlers, at);

/** The events in the calendar, as their UID, SEQUENCE, start and summary. */
async function calendarEvents() {
  return (await radicale.events(coach, vitaal)).map((event) => {
    const lines = unfoldIcs(event.data.replace(/\r?\n/g, "\r\n"));
    const value = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
    return { uid: value("UID"), sequence: value("SEQUENCE"), start: value("DTSTART"), summary: value("SUMMARY") };
  });
}

describe("appointments written to the coach's calendar", () => {
  let appointmentId: string;

  it("writes a booking as an event with the appointment's UID, once however often the job runs", async () => {
    await clearJobs(test.db);
    const booked = await bookSlot(test.db, {
      coachId,
      memberId: "member",
      kind: "coaching",
      start: new Date("2026-12-03T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000001",
      now,
    });
    appointmentId = booked.appointmentId;
    expect((await jobRows(test.db, "caldav-write")).map((job) => job.key)).toEqual([`caldav-write:${appointmentId}:0`]);
    expect(await run()).toBe(1);
    expect(await calendarEvents()).toEqual([
      {
        uid: `${appointmentId}@vitaal`,
        sequence: "0",
        start: "20261203T090000Z",
        summary: "Vitaal: Coaching session with Mila de Vries",
      },
    ]);
    // The same write again (a job run twice) asks nothing of the server and adds nothing.
    counting.reset();
    expect(await writeAppointment(test.db, appointmentId, now, counting.transport)).toEqual({
      ok: true,
      action: "none",
    });
    expect(counting.requests).toEqual([]);
    expect(await calendarEvents()).toHaveLength(1);
  });

  it("updates the same event with a higher SEQUENCE when the appointment moves", async () => {
    await rescheduleAppointment(test.db, {
      appointmentId,
      memberId: "member",
      start: new Date("2026-12-04T13:00:00Z"),
      now,
    });
    expect(await run()).toBe(1);
    const [event] = await calendarEvents();
    expect(event).toMatchObject({ uid: `${appointmentId}@vitaal`, start: "20261204T130000Z" });
    expect(Number(event?.sequence)).toBeGreaterThan(0);
    expect(await calendarEvents()).toHaveLength(1);
  });

  it("writes the event again when its record was lost, replacing it instead of adding one", async () => {
    await test.db.delete(caldavWrites).where(eq(caldavWrites.appointmentId, appointmentId));
    expect(await writeAppointment(test.db, appointmentId, now, counting.transport)).toEqual({
      ok: true,
      action: "created",
    });
    expect(await calendarEvents()).toHaveLength(1);
  });

  it("removes the event when the appointment is cancelled", async () => {
    await cancelByMember(test.db, { id: appointmentId, memberId: "member", now });
    expect(await run()).toBe(1);
    expect(await calendarEvents()).toEqual([]);
    const [written] = await test.db.select().from(caldavWrites).where(eq(caldavWrites.appointmentId, appointmentId));
    expect(written?.removedAt).not.toBeNull();
  });

  it("queues nothing for a coach without CalDAV", async () => {
    await clearJobs(test.db);
    const other = await createCoach(test.db, {
      slug: "eva",
      name: "Eva",
      published: true,
      minimumNoticeMinutes: 0,
      hours: everyDay(480, 1200),
    });
    await bookSlot(test.db, {
      coachId: other.id,
      memberId: "member",
      kind: "coaching",
      start: new Date("2026-12-07T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000002",
      now,
    });
    expect(await jobRows(test.db, "caldav-write")).toEqual([]);
    expect((await jobRows(test.db)).length).toBeGreaterThan(0);
  });

  it("writes the coach's upcoming appointments to a calendar chosen after they were booked", async () => {
    await chooseCalendars(test.db, coachId, { read: [], write: "" }, now, counting.transport);
    await clearJobs(test.db);
    const booked = await bookSlot(test.db, {
      coachId,
      memberId: "member",
      kind: "coaching",
      start: new Date("2026-12-09T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000004",
      now,
    });
    // No calendar for appointments: nothing to write.
    expect(await jobRows(test.db, "caldav-write")).toEqual([]);
    const view = await caldavAccountView(test.db, coachId);
    const id = view.connected ? view.calendars.find((calendar) => calendar.displayName === "Vitaal")?.id : undefined;
    await chooseCalendars(test.db, coachId, { read: [], write: id as string }, now, counting.transport);
    expect(await run()).toBeGreaterThan(0);
    expect((await calendarEvents()).map((event) => event.uid)).toContain(`${booked.appointmentId}@vitaal`);
  });

  it("retries while the server cannot be reached, and stops at a refused password", async () => {
    await clearJobs(test.db);
    const booked = await bookSlot(test.db, {
      coachId,
      memberId: "member",
      kind: "coaching",
      start: new Date("2026-12-08T09:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000003",
      now,
    });
    const [account] = await test.db.select().from(caldavAccounts).where(eq(caldavAccounts.coachId, coachId));
    await test.db
      .update(caldavAccounts)
      .set({ writeCalendarUrl: "http://127.0.0.1:1/daan/vitaal/" })
      .where(eq(caldavAccounts.coachId, coachId));
    expect(await run()).toBe(0);
    expect((await jobRows(test.db, "caldav-write"))[0]?.state).toBe("retry");
    await test.db
      .update(caldavAccounts)
      .set({ writeCalendarUrl: account?.writeCalendarUrl, sealedPassword: sealPassword("an-old-password") })
      .where(eq(caldavAccounts.coachId, coachId));
    expect(await writeAppointment(test.db, booked.appointmentId, now)).toEqual({
      ok: false,
      error: "unauthorized",
      transient: false,
    });
    const [after] = await test.db.select().from(caldavAccounts).where(eq(caldavAccounts.coachId, coachId));
    expect(after?.lastError).toBe("unauthorized");
    expect((await calendarEvents()).map((event) => event.uid)).not.toContain(`${booked.appointmentId}@vitaal`);
  });
});
