import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "~/utils/app-error";
import { addPartnerMember, createCoach, createMember, createPartner, everyDay } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { appointments } from "../../db/schema/coaching";
import {
  cancelByCoach,
  cancelByMember,
  forgetMember,
  getCoachAppointment,
  listMemberAppointments,
  markAppointment,
} from "./appointments.server";
import { bookSlot, rescheduleAppointment } from "./booking.server";
import { allowanceFor } from "./eligibility.server";

// Tuesday 1 December 2026, 07:00 in Amsterdam. The coaches work 09:00–17:00 every day, Amsterdam time.
const now = new Date("2026-12-01T06:00:00Z");
const at = (iso: string) => new Date(iso);
let test: TestDatabase;
let coachA: string;
let coachB: string;
let key = 0;
const nextKey = () => `00000000-0000-4000-8000-${String(++key).padStart(12, "0")}`;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test;
  // Every one of them may book: a member with a confirmed address who finished onboarding.
  const member = (id: string, name: string) =>
    createMember(db, { id, name, email: `${id}@example.com`, emailVerified: true, onboarding: now });
  await member("solo", "Solo Member");
  const partner = await createPartner(db, { slug: "acme", name: "Acme", coachingAllowance: 12 });
  for (const [id, name] of [
    ["paid", "Paid Member"],
    ["other", "Other Member"],
    ...Array.from({ length: 50 }, (_, i) => [`crowd${i}`, `Crowd ${i}`]),
  ] as [string, string][]) {
    await member(id, name);
    await addPartnerMember(db, partner.id, id);
  }
  const hours = everyDay(540, 1020);
  coachA = (
    await createCoach(db, {
      slug: "anna",
      name: "Anna",
      published: true,
      minimumNoticeMinutes: 60,
      maxPerDay: 6,
      hours,
    })
  ).id;
  coachB = (
    await createCoach(db, {
      slug: "bram",
      name: "Bram",
      published: true,
      minimumNoticeMinutes: 60,
      maxPerDay: 1,
      hours,
    })
  ).id;
});

afterAll(async () => {
  await test?.close();
});

const book = (
  memberId: string,
  coachId: string,
  kind: "intake" | "coaching",
  start: string,
  idempotencyKey = nextKey(),
) => bookSlot(test.db, { coachId, memberId, kind, start: at(start), idempotencyKey, now });

/** A refused booking's failure: its code and its message key (`booking.taken`). */
const refused = (code: string, key: string) => ({ code, key });

describe("booking rules", () => {
  it("gives a member without a partner one free intake, and nothing more", async () => {
    await expect(book("solo", coachA, "coaching", "2026-12-02T09:00:00Z")).rejects.toMatchObject(
      refused("conflict", "booking.intake-only"),
    );
    const intake = await book("solo", coachA, "intake", "2026-12-02T09:00:00Z");
    expect(intake.duplicate).toBe(false);
    await expect(book("solo", coachA, "intake", "2026-12-03T09:00:00Z")).rejects.toMatchObject(
      refused("conflict", "booking.no-allowance"),
    );
    expect(await allowanceFor(test.db, "solo", now)).toEqual({ total: 1, used: 1, left: 0, intakeOnly: true });
  });

  it("offers only real slots: inside hours, after the notice, on the grid", async () => {
    // 17:30 in Amsterdam is after hours; 06:30 UTC is inside the one-hour notice; 09:10 is off the grid.
    for (const start of ["2026-12-02T16:30:00Z", "2026-12-01T06:30:00Z", "2026-12-02T09:10:00Z"]) {
      await expect(book("paid", coachA, "intake", start)).rejects.toMatchObject(
        refused("conflict", "booking.not-a-slot"),
      );
    }
  });

  it("says 'taken' for a slot someone has, and keeps a member out of two sessions at once", async () => {
    expect((await book("paid", coachA, "coaching", "2026-12-04T09:00:00Z")).duplicate).toBe(false);
    await expect(book("other", coachA, "intake", "2026-12-04T09:30:00Z")).rejects.toMatchObject(
      refused("conflict", "booking.taken"),
    );
    await expect(book("paid", coachB, "intake", "2026-12-04T09:30:00Z")).rejects.toMatchObject(
      refused("conflict", "booking.member-busy"),
    );
  });

  it("keeps to the coach's daily maximum", async () => {
    expect((await book("other", coachB, "intake", "2026-12-05T09:00:00Z")).duplicate).toBe(false);
    await expect(book("paid", coachB, "intake", "2026-12-05T13:00:00Z")).rejects.toMatchObject({ code: "conflict" });
  });

  it("returns the first booking for a repeated idempotency key", async () => {
    const sameKey = nextKey();
    const [first, second] = await Promise.all([
      book("other", coachA, "intake", "2026-12-06T09:00:00Z", sameKey),
      book("other", coachA, "intake", "2026-12-06T09:00:00Z", sameKey),
    ]);
    expect(first.appointmentId).toBe(second.appointmentId);
    const rows = await test.db.select().from(appointments).where(eq(appointments.idempotencyKey, sameKey));
    expect(rows).toHaveLength(1);
  });

  it("gives one slot to exactly one of 50 members booking at once", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => book(`crowd${i}`, coachA, "coaching", "2026-12-08T10:00:00Z")),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const taken = results.filter(
      (result) => result.status === "rejected" && isAppError(result.reason) && result.reason.key === "booking.taken",
    );
    expect(taken).toHaveLength(49);
  });

  it("refuses a second intake with the same coach while the first was not cancelled, and allows one with another", async () => {
    const first = await book("paid", coachA, "intake", "2026-12-16T09:00:00Z");
    await expect(book("paid", coachA, "intake", "2026-12-17T09:00:00Z")).rejects.toMatchObject(
      refused("conflict", "booking.intake-done"),
    );
    // A coaching session with the same coach is what comes after an intake.
    const next = await book("paid", coachA, "coaching", "2026-12-17T09:00:00Z");
    await cancelByMember(test.db, { id: next.appointmentId, memberId: "paid", now });
    // Once the intake is cancelled, another may be booked.
    await cancelByMember(test.db, { id: first.appointmentId, memberId: "paid", now });
    const again = await book("paid", coachA, "intake", "2026-12-18T09:00:00Z");
    await cancelByMember(test.db, { id: again.appointmentId, memberId: "paid", now });
  });

  it("moves an appointment until 24 hours before, raising the invite's sequence", async () => {
    const booked = await book("paid", coachA, "intake", "2026-12-09T09:00:00Z");
    const moved = await rescheduleAppointment(test.db, {
      appointmentId: booked.appointmentId,
      memberId: "paid",
      start: at("2026-12-09T09:30:00Z"),
      now,
    });
    expect(moved.appointmentId).toBe(booked.appointmentId);
    const [row] = await test.db.select().from(appointments).where(eq(appointments.id, booked.appointmentId));
    expect(row?.startsAt.toISOString()).toBe("2026-12-09T09:30:00.000Z");
    expect(row?.sequence).toBe(1);
    // Someone else cannot move it, and nobody can within 24 hours.
    await expect(
      rescheduleAppointment(test.db, {
        appointmentId: booked.appointmentId,
        memberId: "other",
        start: at("2026-12-09T13:00:00Z"),
        now,
      }),
    ).rejects.toMatchObject({ code: "notFound" });
    await expect(
      rescheduleAppointment(test.db, {
        appointmentId: booked.appointmentId,
        memberId: "paid",
        start: at("2026-12-09T13:00:00Z"),
        now: at("2026-12-08T10:00:00Z"),
      }),
    ).rejects.toMatchObject(refused("conflict", "booking.too-late"));
  });

  it("counts a late cancellation as used and an early one not; a coach's cancel keeps the credit", async () => {
    const before = (await allowanceFor(test.db, "paid", now)).used;
    // Coaching sessions: the member had their intake with this coach above.
    const early = await book("paid", coachA, "coaching", "2026-12-10T09:00:00Z");
    const late = await book("paid", coachA, "coaching", "2026-12-10T13:00:00Z");
    const byCoach = await book("paid", coachA, "coaching", "2026-12-11T09:00:00Z");
    expect(await cancelByMember(test.db, { id: early.appointmentId, memberId: "paid", now })).toEqual({ late: false });
    expect(
      await cancelByMember(test.db, { id: late.appointmentId, memberId: "paid", now: at("2026-12-10T10:00:00Z") }),
    ).toEqual({ late: true });
    await expect(
      cancelByCoach(test.db, { id: byCoach.appointmentId, coachId: coachA, reason: " ", now }),
    ).rejects.toMatchObject({ code: "invalid", fields: { reason: "detail.reason-required" } });
    await cancelByCoach(test.db, { id: byCoach.appointmentId, coachId: coachA, reason: "Ill", now });
    expect((await allowanceFor(test.db, "paid", now)).used).toBe(before + 1);
    // Another member's appointment cannot be cancelled, nor another coach's.
    await expect(cancelByMember(test.db, { id: early.appointmentId, memberId: "other", now })).rejects.toMatchObject({
      code: "notFound",
    });
    await expect(
      cancelByCoach(test.db, { id: byCoach.appointmentId, coachId: coachB, reason: "No", now }),
    ).rejects.toMatchObject({ code: "notFound" });
  });

  it("lets the coach mark a session only after its end", async () => {
    const booked = await book("other", coachA, "coaching", "2026-12-12T09:00:00Z");
    const mark = (when: string) =>
      markAppointment(test.db, { id: booked.appointmentId, coachId: coachA, status: "completed", now: at(when) });
    await expect(mark("2026-12-12T09:45:00Z")).rejects.toMatchObject({ code: "invalid", key: "detail.not-open" });
    await mark("2026-12-12T10:01:00Z");
    const { upcoming, past } = await listMemberAppointments(test.db, "other", at("2026-12-12T10:30:00Z"));
    expect(past.some((row) => row.id === booked.appointmentId && row.status === "completed")).toBe(true);
    expect(upcoming.some((row) => row.id === booked.appointmentId)).toBe(false);
  });

  it("forgets a leaving member: upcoming sessions cancelled, topics erased, the coach's past kept", async () => {
    const upcoming = await bookSlot(test.db, {
      coachId: coachA,
      memberId: "other",
      kind: "coaching",
      start: at("2026-12-14T09:00:00Z"),
      topic: "Something personal",
      idempotencyKey: nextKey(),
      now,
    });
    const later = at("2026-12-13T00:00:00Z");
    const cancelled = await forgetMember(test.db, "other", later);
    expect(cancelled.map((row) => row.id)).toContain(upcoming.appointmentId);
    const rows = await test.db.select().from(appointments).where(eq(appointments.memberId, "other"));
    expect(rows.every((row) => row.topic === null)).toBe(true);
    expect(rows.filter((row) => row.status === "confirmed" && row.startsAt > later)).toEqual([]);
    await test.db.delete(users).where(eq(users.id, "other"));
    const kept = await getCoachAppointment(test.db, upcoming.appointmentId, coachA);
    expect(kept).toMatchObject({ status: "cancelled", memberName: "", memberEmail: null, topic: null });
  });
});
