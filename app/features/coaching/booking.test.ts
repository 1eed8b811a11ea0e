import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "~/utils/app-error";
import { createCoach, createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { appointments } from "../../db/schema/coaching";
import { insertAppointment } from "./booking.server";

let test: TestDatabase;
let coachId: string;
let otherCoachId: string;
const slot = new Date("2026-12-01T09:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  for (let i = 0; i < 50; i++)
    await createUser(test.db, { id: `m${i}`, name: `Member ${i}`, email: `m${i}@example.com` });
  coachId = (await createCoach(test.db, { slug: "anna", name: "Anna", bufferMinutes: 15 })).id;
  otherCoachId = (await createCoach(test.db, { slug: "bram", name: "Bram", bufferMinutes: 15 })).id;
});

afterAll(async () => {
  await test?.close();
});

/** The reason a refused booking names (`booking.taken` → "taken"). */
const refusal = (error: unknown) => (isAppError(error) ? error.key.replace(/^booking\./, "") : null);

const live = async (id: string) =>
  (await test.db.select().from(appointments).where(eq(appointments.coachId, id))).filter(
    (row) => row.status !== "cancelled",
  );

describe("booking", () => {
  it("gives one slot to exactly one of 50 people booking at once, and a clear no to the rest", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        insertAppointment(test.db, {
          coachId,
          memberId: `m${i}`,
          kind: "coaching",
          start: slot,
          idempotencyKey: `k${i}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected" && refusal(result.reason) === "taken")).toHaveLength(
      49,
    );
    expect(await live(coachId)).toHaveLength(1);
  });

  it("refuses an overlapping slot of another length, and one inside the buffer", async () => {
    await expect(
      insertAppointment(test.db, {
        coachId,
        memberId: "m10",
        kind: "intake",
        start: new Date("2026-12-01T09:30:00Z"),
        idempotencyKey: "x1",
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.taken" });
    // The 09:00–10:00 session keeps the coach until 10:15.
    await expect(
      insertAppointment(test.db, {
        coachId,
        memberId: "m11",
        kind: "intake",
        start: new Date("2026-12-01T10:00:00Z"),
        idempotencyKey: "x2",
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.taken" });
    // A session ending a buffer before it is fine: sessions stay one buffer apart.
    const before = await insertAppointment(test.db, {
      coachId,
      memberId: "m12",
      kind: "intake",
      start: new Date("2026-12-01T08:15:00Z"),
      idempotencyKey: "x0",
    });
    expect(before.duplicate).toBe(false);
    const afterBuffer = await insertAppointment(test.db, {
      coachId,
      memberId: "m11",
      kind: "intake",
      start: new Date("2026-12-01T10:30:00Z"),
      idempotencyKey: "x3",
    });
    expect(afterBuffer.duplicate).toBe(false);
  });

  it("does not put a member in two sessions at once, with different coaches", async () => {
    const first = await insertAppointment(test.db, {
      coachId: otherCoachId,
      memberId: "m20",
      kind: "coaching",
      start: new Date("2026-12-02T09:00:00Z"),
      idempotencyKey: "y1",
    });
    expect(first.duplicate).toBe(false);
    await expect(
      insertAppointment(test.db, {
        coachId,
        memberId: "m20",
        kind: "intake",
        start: new Date("2026-12-02T09:30:00Z"),
        idempotencyKey: "y2",
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.member-busy" });
  });

  it("books once for a double submit", async () => {
    const input = {
      coachId,
      memberId: "m30",
      kind: "coaching" as const,
      start: new Date("2026-12-03T09:00:00Z"),
      idempotencyKey: "same-form",
    };
    const [a, b] = await Promise.all([insertAppointment(test.db, input), insertAppointment(test.db, input)]);
    expect(a.appointmentId).toBe(b.appointmentId);
    expect([a, b].filter((result) => result.duplicate)).toHaveLength(1);
  });

  it("frees the time when an appointment is cancelled", async () => {
    const [booked] = await live(coachId);
    await test.db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.startsAt, slot));
    expect(booked).toBeTruthy();
    const again = await insertAppointment(test.db, {
      coachId,
      memberId: "m40",
      kind: "coaching",
      start: slot,
      idempotencyKey: "z1",
    });
    expect(again.duplicate).toBe(false);
  });

  it("knows no unknown coach", async () => {
    await expect(
      insertAppointment(test.db, {
        coachId: "00000000-0000-0000-0000-000000000000",
        memberId: "m1",
        kind: "intake",
        start: slot,
        idempotencyKey: "u1",
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.unknown-coach" });
  });
});
