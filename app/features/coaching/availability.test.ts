import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "../../db/schema/coaching";
import { coachFreeSlots } from "./availability.server";
import { insertAppointment } from "./booking.server";

let test: TestDatabase;
let coachId: string;
// Sunday 1 March 2026, 20:00 in Amsterdam.
const now = new Date("2026-03-01T19:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insert(users).values({ id: "m1", name: "Member", email: "m1@example.com" });
  const [coach] = await test.db
    .insert(coaches)
    .values({ slug: "anna", name: "Anna", minimumNoticeMinutes: 0, windowDays: 7 })
    .returning({ id: coaches.id });
  coachId = coach?.id as string;
  // Mondays and Tuesdays 09:00–12:00 on the coach's clock.
  await test.db.insert(coachWeeklyHours).values([
    { coachId, weekday: 1, startMinute: 540, endMinute: 720 },
    { coachId, weekday: 2, startMinute: 540, endMinute: 720 },
  ]);
  // Tuesday 3 March only 14:00–15:00; Monday 9 March away.
  await test.db.insert(coachDateOverrides).values({ coachId, date: "2026-03-03", startMinute: 840, endMinute: 900 });
  await test.db.insert(coachVacations).values({ coachId, fromDate: "2026-03-09", toDate: "2026-03-09" });
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
    expect(booked.ok).toBe(true);
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
