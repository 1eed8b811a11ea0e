import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPartnerMember, createCoach, createMember, createPartner, everyDay } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { appointmentSeries, appointments } from "../../db/schema/coaching";
import { cancelByCoach, cancelByMember } from "./appointments.server";
import { rescheduleAppointment } from "./booking.server";
import { allowanceFor } from "./eligibility.server";
import { bookSeries, seriesOfAppointment } from "./series.server";

// Editing one occurrence of a series goes through the single-appointment paths and leaves the
// others (and the series) as they were. Tuesday 1 December 2026, 07:00 in Amsterdam.
const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;
let coach: string;
let keys = 0;
const key = () => `00000000-0000-4000-a000-${String(++keys).padStart(12, "0")}`;

beforeAll(async () => {
  test = await createTestDatabase();
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 12 });
  for (const id of ["ann", "bob"]) {
    await createMember(test.db, { id, name: id, email: `${id}@example.com`, emailVerified: true, onboarding: now });
    await addPartnerMember(test.db, partner.id, id);
  }
  coach = (
    await createCoach(test.db, {
      slug: "anna",
      name: "Anna",
      published: true,
      timeZone: "Europe/Amsterdam",
      minimumNoticeMinutes: 60,
      hours: everyDay(540, 1020),
    })
  ).id;
});

afterAll(async () => {
  await test?.close();
});

const snapshot = async (seriesId: string) =>
  (
    await test.db.select().from(appointments).where(eq(appointments.seriesId, seriesId)).orderBy(appointments.startsAt)
  ).map((row) => ({ id: row.id, startsAt: row.startsAt.toISOString(), status: row.status, sequence: row.sequence }));

async function sixWeekly(memberId: string, from: string) {
  return bookSeries(test.db, {
    coachId: coach,
    memberId,
    from: new Date(from),
    intervalWeeks: 1,
    count: 6,
    now,
    idempotencyKey: key(),
    bookedBy: "member",
  });
}

describe("one occurrence of a series", () => {
  it("moves occurrence 3 alone: the others keep their times, the count and the series stay", async () => {
    const series = await sixWeekly("ann", "2026-12-02T09:00:00Z");
    const before = await snapshot(series.seriesId);
    const third = before[2];
    if (!third) throw new Error("no third occurrence");
    await rescheduleAppointment(test.db, {
      appointmentId: third.id,
      memberId: "ann",
      start: new Date("2026-12-17T13:00:00Z"),
      now,
    });
    const after = await snapshot(series.seriesId);
    expect(after).toHaveLength(6);
    const moved = after.find((row) => row.id === third.id);
    expect(moved).toMatchObject({ startsAt: "2026-12-17T13:00:00.000Z", status: "confirmed", sequence: 1 });
    expect(after.filter((row) => row.id !== third.id)).toEqual(before.filter((row) => row.id !== third.id));
    expect(
      await test.db.select().from(appointmentSeries).where(eq(appointmentSeries.id, series.seriesId)),
    ).toHaveLength(1);
    // Its place follows its time: still the third, between 9 and 23 December.
    expect(await seriesOfAppointment(test.db, third.id, { memberId: "ann" })).toMatchObject({ position: 3, total: 6 });
  });

  it("cancels occurrence 2 alone, free of charge a week ahead; the others stay confirmed", async () => {
    const [series] = await test.db.select().from(appointmentSeries).where(eq(appointmentSeries.memberId, "ann"));
    if (!series) throw new Error("no series");
    const before = await snapshot(series.id);
    const used = (await allowanceFor(test.db, "ann", now)).used;
    const second = before[1];
    if (!second) throw new Error("no second occurrence");
    expect(await cancelByMember(test.db, { id: second.id, memberId: "ann", now })).toEqual({ late: false });
    const after = await snapshot(series.id);
    expect(after).toHaveLength(6);
    expect(after.filter((row) => row.status === "cancelled").map((row) => row.id)).toEqual([second.id]);
    expect(after.filter((row) => row.id !== second.id)).toEqual(before.filter((row) => row.id !== second.id));
    expect((await allowanceFor(test.db, "ann", now)).used).toBe(used - 1);
    const view = await seriesOfAppointment(test.db, second.id, { memberId: "ann" });
    expect(view?.items.map((item) => item.status)).toEqual([
      "confirmed",
      "cancelled",
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
  });

  it("lets the coach cancel one occurrence with a reason, the rest untouched", async () => {
    const series = await sixWeekly("bob", "2026-12-02T11:00:00Z");
    const before = await snapshot(series.seriesId);
    const fifth = before[4];
    if (!fifth) throw new Error("no fifth occurrence");
    await cancelByCoach(test.db, { id: fifth.id, coachId: coach, reason: "Course that day", now });
    const after = await snapshot(series.seriesId);
    expect(after.filter((row) => row.status === "confirmed")).toHaveLength(5);
    expect(after.filter((row) => row.id !== fifth.id)).toEqual(before.filter((row) => row.id !== fifth.id));
  });

  it("shows a series to its own member and coach only", async () => {
    const [first] = await test.db.select().from(appointments).where(eq(appointments.memberId, "bob"));
    if (!first) throw new Error("no appointment");
    expect(await seriesOfAppointment(test.db, first.id, { memberId: "ann" })).toBeNull();
    expect(await seriesOfAppointment(test.db, first.id, { coachId: coach })).toMatchObject({ total: 6 });
  });
});

describe("a series across the change to summer time", () => {
  it("books 10:00 in Amsterdam every time: 09:00 UTC before 28 March 2027, 08:00 after", async () => {
    const spring = new Date("2027-03-10T08:00:00Z");
    const booked = await bookSeries(test.db, {
      coachId: coach,
      memberId: "bob",
      from: new Date("2027-03-16T09:00:00Z"),
      intervalWeeks: 1,
      count: 4,
      now: spring,
      idempotencyKey: key(),
      bookedBy: "member",
    });
    expect((await snapshot(booked.seriesId)).map((row) => row.startsAt)).toEqual([
      "2027-03-16T09:00:00.000Z",
      "2027-03-23T09:00:00.000Z",
      "2027-03-30T08:00:00.000Z",
      "2027-04-06T08:00:00.000Z",
    ]);
  });
});
