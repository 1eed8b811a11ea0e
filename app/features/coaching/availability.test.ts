import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDateOverride, addVacation, createCoach, createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { coachFreeSlots } from "./availability.server";
import { insertAppointment } from "./booking.server";

let test: TestDatabase;
let coachId: string;
// Sunday 1 March 2026, 20:00 in Amsterdam.
const now = new Date("2026-03-01T19:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await createUser(test.db, { id: "m1", name: "Member", email: "m1@example.com" });
  const coach = await createCoach(test.db, {
    slug: "anna",
    name: "Anna",
    minimumNoticeMinutes: 0,
    windowDays: 7,
    // Mondays and Tuesdays 09:00–12:00 on the coach's clock.
    hours: [
      { weekday: 1, startMinute: 540, endMinute: 720 },
      { weekday: 2, startMinute: 540, endMinute: 720 },
    ],
  });
  coachId = coach.id;
  // Tuesday 3 March only 14:00–15:00; Monday 9 March away.
  await addDateOverride(test.db, coachId, "2026-03-03", { startMinute: 840, endMinute: 900 });
  await addVacation(test.db, coachId, "2026-03-09");
});

afterAll(async () => {
  await test?.close();
});

const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe("a coach's free slots from the database", () => {
  it("combine weekly hours, overrides, vacations and booked sessions", async () => {
    const before = starts(await coachFreeSlots(test.db, coachId, "coaching", now));
    expect(before.filter((start) => start.startsWith("2026-03-02"))).toEqual([
      "2026-03-02T08:00:00.000Z",
      "2026-03-02T08:30:00.000Z",
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T09:30:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
    expect(before.filter((start) => start.startsWith("2026-03-03"))).toEqual(["2026-03-03T13:00:00.000Z"]);
    expect(before.some((start) => start.startsWith("2026-03-09"))).toBe(false);

    const booked = await insertAppointment(test.db, {
      coachId,
      memberId: "m1",
      kind: "coaching",
      start: new Date("2026-03-02T08:00:00Z"),
      idempotencyKey: "a",
    });
    expect(booked.duplicate).toBe(false);
    const after = starts(await coachFreeSlots(test.db, coachId, "coaching", now));
    // Taken 09:00–10:15 local: the next hour-long slot on the grid starts at 10:30 local.
    expect(after.filter((start) => start.startsWith("2026-03-02"))).toEqual([
      "2026-03-02T09:30:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
  });

  it("is empty for an unknown coach", async () => {
    expect(await coachFreeSlots(test.db, "00000000-0000-0000-0000-000000000000", "intake", now)).toEqual([]);
  });
});
