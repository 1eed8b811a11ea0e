import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPartnerMember, createMember, createPartner } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { appointments } from "../../db/schema/coaching";
import { cancelByCoach, cancelByMember, forgetMember } from "./appointments.server";
import { bookSlot, rescheduleAppointment } from "./booking.server";
import { queueAppointmentMails } from "./notifications.server";
import { createDaansPractice } from "./practice-fixture";

// A change to an appointment and its mail are one transaction: when queuing the mail fails, the
// change is not made either, and when the change is made its mail and reminders are queued.

const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;
let coachId: string;
let key = 0;
const nextKey = () => `00000000-0000-4000-8000-${String(++key).padStart(12, "0")}`;

beforeAll(async () => {
  test = await createTestDatabase();
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 20 });
  for (const member of [
    { id: "member", name: "Mila de Vries", email: "mila@example.com" },
    { id: "leaving", name: "Lex Vos", email: "lex@example.com" },
  ]) {
    await createMember(test.db, { ...member, emailVerified: true, onboarding: now });
    await addPartnerMember(test.db, partner.id, member.id);
  }
  coachId = await createDaansPractice(test.db, { emailVerified: true });
});

afterAll(async () => {
  await test?.close();
});

const jobKeys = async (appointmentId: string) =>
  (await jobRows(test.db))
    .filter((row) => row.data.appointmentId === appointmentId)
    .map((row) => row.key)
    .sort();

const appointment = async (id: string) => {
  const [row] = await test.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
};

/** Runs `change` while every insert into the job queue fails, as when its table cannot be written. */
async function whileQueueFails(change: () => Promise<unknown>) {
  await test.db.execute(sql`
    create or replace function refuse_job() returns trigger language plpgsql as $$
    begin raise exception 'the job queue cannot be written'; end $$`);
  await test.db.execute(
    sql`create trigger refuse_jobs before insert on pgboss.job for each row execute function refuse_job()`,
  );
  try {
    const error = await change().then(
      () => null,
      (failure: unknown) => failure,
    );
    // The queue's own failure, not some other one.
    const messages = [error, (error as { cause?: unknown } | null)?.cause].map((part) =>
      part instanceof Error ? part.message : "",
    );
    expect(messages.join(" ")).toContain("the job queue cannot be written");
  } finally {
    await test.db.execute(sql`drop trigger refuse_jobs on pgboss.job`);
  }
}

const book = (memberId: string, start: string, idempotencyKey = nextKey()) =>
  bookSlot(test.db, { coachId, memberId, kind: "coaching", start: new Date(start), idempotencyKey, now });

async function booked(memberId: string, start: string): Promise<string> {
  return (await book(memberId, start)).appointmentId;
}

describe("appointment mail in the transaction of the change", () => {
  it("books with its confirmation and reminders, or not at all", async () => {
    const idempotencyKey = nextKey();
    await whileQueueFails(() => book("member", "2026-12-03T09:00:00Z", idempotencyKey));
    expect(await test.db.select().from(appointments).where(eq(appointments.idempotencyKey, idempotencyKey))).toEqual(
      [],
    );
    expect(await jobRows(test.db)).toEqual([]);

    const result = await book("member", "2026-12-03T09:00:00Z", idempotencyKey);
    expect(result.duplicate).toBe(false);
    const id = result.appointmentId;
    expect(await jobKeys(id)).toEqual(
      [
        `appointment-mail:${id}:booked:0`,
        ...[48, 24, 2, 1].map((hours) => `appointment-reminder:${id}:${hours}:2026-12-03T09:00:00.000Z`),
      ].sort(),
    );
    // A repeated submit, and a caller that still queues the mail itself, queue nothing more.
    expect(await book("member", "2026-12-03T09:00:00Z", idempotencyKey)).toEqual({
      appointmentId: id,
      duplicate: true,
    });
    expect(await queueAppointmentMails(test.db, id, "booked", now)).toBe(0);
    expect(await jobKeys(id)).toHaveLength(5);
  });

  it("moves with the changed invite and new reminders, or not at all", async () => {
    const id = await booked("member", "2026-12-05T09:00:00Z");
    const before = await jobKeys(id);
    const move = () =>
      rescheduleAppointment(test.db, {
        appointmentId: id,
        memberId: "member",
        start: new Date("2026-12-06T10:00:00Z"),
        now,
      });
    await whileQueueFails(move);
    expect(await appointment(id)).toMatchObject({ startsAt: new Date("2026-12-05T09:00:00Z"), sequence: 0 });
    expect(await jobKeys(id)).toEqual(before);

    expect(await move()).toEqual({ appointmentId: id, duplicate: false });
    expect(await appointment(id)).toMatchObject({ startsAt: new Date("2026-12-06T10:00:00Z"), sequence: 1 });
    // The old time's reminders left the queue with the move.
    expect(await jobKeys(id)).toEqual(
      [
        `appointment-mail:${id}:booked:0`,
        `appointment-mail:${id}:rescheduled:1`,
        ...[48, 24, 2, 1].map((hours) => `appointment-reminder:${id}:${hours}:2026-12-06T10:00:00.000Z`),
      ].sort(),
    );
    expect(await queueAppointmentMails(test.db, id, "rescheduled", now)).toBe(0);
  });

  it("cancels, by the member or by the coach, with the cancellation, or not at all", async () => {
    const byMember = await booked("member", "2026-12-08T09:00:00Z");
    await whileQueueFails(() => cancelByMember(test.db, { id: byMember, memberId: "member", now }));
    expect(await appointment(byMember)).toMatchObject({ status: "confirmed", sequence: 0 });
    expect(await jobKeys(byMember)).not.toContain(`appointment-mail:${byMember}:cancelled:1`);
    expect(await cancelByMember(test.db, { id: byMember, memberId: "member", now })).toEqual({ late: false });
    expect(await appointment(byMember)).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await jobKeys(byMember)).toContain(`appointment-mail:${byMember}:cancelled:1`);
    // Its reminders left the queue with the cancellation.
    expect((await jobKeys(byMember)).filter((key) => key.startsWith("appointment-reminder:"))).toEqual([]);
    expect(await queueAppointmentMails(test.db, byMember, "cancelled", now)).toBe(0);

    const byCoach = await booked("member", "2026-12-09T09:00:00Z");
    const cancel = () => cancelByCoach(test.db, { id: byCoach, coachId, reason: "Ill", now });
    await whileQueueFails(cancel);
    expect(await appointment(byCoach)).toMatchObject({ status: "confirmed", cancelReason: null });
    expect(await jobKeys(byCoach)).not.toContain(`appointment-mail:${byCoach}:cancelled:1`);
    await cancel();
    expect(await appointment(byCoach)).toMatchObject({ status: "cancelled", cancelReason: "Ill" });
    expect(await jobKeys(byCoach)).toContain(`appointment-mail:${byCoach}:cancelled:1`);
  });

  it("cancels a leaving member's sessions with their mail, or leaves them as they were", async () => {
    const first = await booked("leaving", "2026-12-10T09:00:00Z");
    const second = await booked("leaving", "2026-12-11T09:00:00Z");
    await test.db.update(appointments).set({ topic: "Personal" }).where(eq(appointments.memberId, "leaving"));
    await whileQueueFails(() => forgetMember(test.db, "leaving", now));
    for (const id of [first, second]) {
      expect(await appointment(id)).toMatchObject({ status: "confirmed", topic: "Personal" });
    }

    const cancelled = await forgetMember(test.db, "leaving", now);
    expect(cancelled.map((row) => row.id).sort()).toEqual([first, second].sort());
    for (const id of [first, second]) {
      expect(await appointment(id)).toMatchObject({ status: "cancelled", topic: null });
      expect(await jobKeys(id)).toContain(`appointment-mail:${id}:cancelled:1`);
    }
  });
});
