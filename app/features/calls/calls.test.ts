import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { appointments, coaches } from "../../db/schema/coaching";
import { attendanceOf, authorizeCall, callAttendanceRecorder } from "./calls.server";

let test: TestDatabase;
let appointmentId: string;
const during = new Date("2026-12-01T09:05:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insert(users).values([
    { id: "mila", name: "Mila", email: "mila@example.com" },
    { id: "daan", name: "Daan", email: "daan@example.com" },
    { id: "eve", name: "Eve", email: "eve@example.com" },
  ]);
  const [coach] = await test.db
    .insert(coaches)
    .values({ slug: "daan", name: "Daan", userId: "daan" })
    .returning({ id: coaches.id });
  const [row] = await test.db
    .insert(appointments)
    .values({
      coachId: coach?.id as string,
      memberId: "mila",
      kind: "coaching",
      startsAt: new Date("2026-12-01T09:00:00Z"),
      endsAt: new Date("2026-12-01T10:00:00Z"),
      blocks: "[2026-12-01T09:00:00Z,2026-12-01T10:15:00Z)",
      idempotencyKey: "k",
    })
    .returning({ id: appointments.id });
  appointmentId = row?.id as string;
});

afterAll(async () => {
  await test?.close();
});

describe("calls against the database", () => {
  it("lets the appointment's member and coach in, nobody else", async () => {
    const closesAt = new Date("2026-12-01T10:30:00Z");
    expect(await authorizeCall(test.db, "mila", appointmentId, during)).toEqual({ ok: true, role: "member", closesAt });
    expect(await authorizeCall(test.db, "daan", appointmentId, during)).toEqual({ ok: true, role: "coach", closesAt });
    expect(await authorizeCall(test.db, "eve", appointmentId, during)).toEqual({ ok: false, reason: "forbidden" });
    expect(await authorizeCall(test.db, "mila", "not-an-id", during)).toEqual({ ok: false, reason: "forbidden" });
  });

  it("keeps join and leave times per person", async () => {
    const recorder = callAttendanceRecorder(async () => test.db);
    await recorder.joined(appointmentId, "mila", "member", new Date("2026-12-01T08:55:00Z"));
    await recorder.joined(appointmentId, "daan", "coach", new Date("2026-12-01T08:58:00Z"));
    await recorder.left(appointmentId, "mila", new Date("2026-12-01T09:58:00Z"));
    expect(await attendanceOf(test.db, appointmentId)).toEqual([
      { role: "member", joinedAt: new Date("2026-12-01T08:55:00Z"), leftAt: new Date("2026-12-01T09:58:00Z") },
      { role: "coach", joinedAt: new Date("2026-12-01T08:58:00Z"), leftAt: null },
    ]);
  });
});
