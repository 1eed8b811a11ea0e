import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPartnerMember, createCoach, createMember, createPartner, everyDay } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { appointmentSeries, appointments } from "../../db/schema/coaching";
import { bookSlot } from "./booking.server";
import { bookSeries, planSeries } from "./series.server";

// Tuesday 1 December 2026, 07:00 in Amsterdam. Coach Anna works 09:00–17:00 every day there.
const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;
let coach: string;
let keys = 0;
const key = () => `00000000-0000-4000-9000-${String(++keys).padStart(12, "0")}`;

beforeAll(async () => {
  test = await createTestDatabase({ connections: 4 });
  const { db } = test;
  const member = async (id: string, allowance: number | null) => {
    await createMember(db, { id, name: id, email: `${id}@example.com`, emailVerified: true, onboarding: now });
    if (allowance !== null) {
      const partner = await createPartner(db, { slug: `p-${id}`, name: `P ${id}`, coachingAllowance: allowance });
      await addPartnerMember(db, partner.id, id);
    }
  };
  for (const id of ["ann", "bob", "cas", "dee", "eve", "fay"]) await member(id, 12);
  await member("three", 3);
  await member("solo", null);
  coach = (
    await createCoach(db, {
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

const ofMember = (memberId: string) =>
  test.db.select().from(appointments).where(eq(appointments.memberId, memberId)).orderBy(appointments.startsAt);
const seriesOf = (memberId: string) =>
  test.db.select().from(appointmentSeries).where(eq(appointmentSeries.memberId, memberId));
const request = (memberId: string, from: string, count: number, intervalWeeks: 1 | 2 | 4 = 1) => ({
  coachId: coach,
  memberId,
  from: new Date(from),
  intervalWeeks,
  count,
  now,
});

describe("booking a series", () => {
  it("books every occurrence as an ordinary appointment of the series, each with its own mail", async () => {
    const booked = await bookSeries(test.db, {
      ...request("ann", "2026-12-02T09:00:00Z", 4),
      idempotencyKey: key(),
      bookedBy: "member",
    });
    expect(booked.duplicate).toBe(false);
    const rows = await ofMember("ann");
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([
      "2026-12-02T09:00:00.000Z",
      "2026-12-09T09:00:00.000Z",
      "2026-12-16T09:00:00.000Z",
      "2026-12-23T09:00:00.000Z",
    ]);
    expect(rows.every((row) => row.seriesId === booked.seriesId && row.kind === "coaching")).toBe(true);
    expect(await seriesOf("ann")).toMatchObject([{ intervalWeeks: 1, occurrences: 4, bookedBy: "member" }]);
    const mails = (await jobRows(test.db, "appointment-mail")).filter((job) =>
      booked.appointmentIds.includes(job.data.appointmentId as string),
    );
    expect(mails).toHaveLength(4);
  });

  it("returns the first series for the same key, booking nothing more", async () => {
    const idempotencyKey = key();
    const input = { ...request("bob", "2026-12-03T10:00:00Z", 2, 2), idempotencyKey, bookedBy: "member" as const };
    const first = await bookSeries(test.db, input);
    const again = await bookSeries(test.db, input);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await ofMember("bob")).toHaveLength(2);
  });

  it("books nothing when one date is taken, and names that date", async () => {
    // Someone else has Friday 18 December at 10:00 (Amsterdam), the third of the dates.
    await bookSlot(test.db, {
      coachId: coach,
      memberId: "eve",
      kind: "coaching",
      start: new Date("2026-12-18T09:00:00Z"),
      idempotencyKey: key(),
      now,
    });
    const plan = await planSeries(test.db, request("cas", "2026-12-04T09:00:00Z", 3));
    expect(plan.dates.map((item) => item.state)).toEqual(["free", "free", "taken"]);
    expect(plan.allFree).toBe(false);
    await expect(
      bookSeries(test.db, {
        ...request("cas", "2026-12-04T09:00:00Z", 3),
        idempotencyKey: key(),
        bookedBy: "member",
        describe: (starts) => starts.map((start) => start.toISOString()).join(" | "),
      }),
    ).rejects.toMatchObject({
      code: "conflict",
      key: "series:refused.notFree",
      values: { dates: "2026-12-18T09:00:00.000Z" },
    });
    expect(await ofMember("cas")).toHaveLength(0);
    expect(await seriesOf("cas")).toHaveLength(0);
  });

  it("refuses dates past the coach's booking window (60 days), and times the member is busy", async () => {
    const plan = await planSeries(test.db, request("ann", "2026-12-09T09:00:00Z", 12));
    // The member's own sessions of 9, 16 and 23 December hold the coach then; the window ends on 30 January.
    expect(plan.dates.slice(0, 3).map((item) => item.state)).toEqual(["taken", "taken", "taken"]);
    expect(plan.dates.at(-1)?.state).toBe("not-offered");
  });

  it("needs the allowance for every occurrence: three left refuse a series of four", async () => {
    const plan = await planSeries(test.db, request("three", "2026-12-07T09:00:00Z", 4));
    expect(plan).toMatchObject({ allFree: true, allowanceCovers: false });
    await expect(
      bookSeries(test.db, {
        ...request("three", "2026-12-07T09:00:00Z", 4),
        idempotencyKey: key(),
        bookedBy: "member",
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "series:refused.noAllowance" });
    expect(await ofMember("three")).toHaveLength(0);
    await bookSeries(test.db, {
      ...request("three", "2026-12-07T09:00:00Z", 3),
      idempotencyKey: key(),
      bookedBy: "member",
    });
    // The series used the year's sessions as three single bookings would have.
    await expect(
      bookSlot(test.db, {
        coachId: coach,
        memberId: "three",
        kind: "coaching",
        start: new Date("2026-12-06T13:00:00Z"),
        idempotencyKey: key(),
        now,
      }),
    ).rejects.toMatchObject({ key: "booking.no-allowance" });
  });

  it("says when the member is busy with another coach at one of the dates", async () => {
    const other = await createCoach(test.db, {
      slug: "bram",
      name: "Bram",
      published: true,
      hours: everyDay(540, 1020),
    });
    await bookSlot(test.db, {
      coachId: other.id,
      memberId: "eve",
      kind: "coaching",
      start: new Date("2026-12-15T13:00:00Z"),
      idempotencyKey: key(),
      now,
    });
    const plan = await planSeries(test.db, request("eve", "2026-12-08T13:00:00Z", 2));
    expect(plan.dates.map((item) => item.state)).toEqual(["free", "member-busy"]);
  });

  it("is never an intake: a member whose one free session is an intake cannot book a series", async () => {
    await expect(
      bookSeries(test.db, { ...request("solo", "2026-12-05T12:00:00Z", 2), idempotencyKey: key(), bookedBy: "member" }),
    ).rejects.toMatchObject({ key: "booking.intake-only" });
    expect(await ofMember("solo")).toHaveLength(0);
  });

  it("gives one contested slot to one of two racing series, whole; the other books nothing", async () => {
    // Both series want Thursday 10 December 15:00 (Amsterdam); their other dates differ.
    const results = await Promise.allSettled([
      bookSeries(test.db, { ...request("dee", "2026-12-03T14:00:00Z", 3), idempotencyKey: key(), bookedBy: "member" }),
      bookSeries(test.db, {
        ...request("fay", "2026-12-10T14:00:00Z", 3, 2),
        idempotencyKey: key(),
        bookedBy: "member",
      }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const counts = [(await ofMember("dee")).length, (await ofMember("fay")).length].sort();
    expect(counts).toEqual([0, 3]);
    const contested = await test.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.startsAt, new Date("2026-12-10T14:00:00Z")), isNotNull(appointments.seriesId)));
    expect(contested).toHaveLength(1);
  });
});
