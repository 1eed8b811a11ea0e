import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createAuthSession, createCoach, createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { sessions, users } from "../../db/schema/accounts";
import { activeSessions, attendanceOf, authorizeCall, callAttendanceRecorder } from "./calls.server";

let test: TestDatabase;
let appointmentId: string;
const during = new Date("2026-12-01T09:05:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await createUser(test.db, { id: "mila", name: "Mila", email: "mila@example.com" });
  await createUser(test.db, { id: "daan", name: "Daan", email: "daan@example.com" });
  await createUser(test.db, { id: "eve", name: "Eve", email: "eve@example.com" });
  const coach = await createCoach(test.db, { slug: "daan", name: "Daan", userId: "daan" });
  const row = await createAppointment(test.db, {
    coachId: coach.id,
    memberId: "mila",
    startsAt: "2026-12-01T09:00:00Z",
    endsAt: "2026-12-01T10:00:00Z",
    blocks: "[2026-12-01T09:00:00Z,2026-12-01T10:15:00Z)",
    idempotencyKey: "k",
  });
  appointmentId = row.id;
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

  it("keeps one row per visit: a second tab or a reconnect continues it, a later return starts another", async () => {
    const recorder = callAttendanceRecorder(async () => test.db);
    const at = (time: string) => new Date(`2026-12-01T${time}Z`);
    const rows = async () =>
      (await attendanceOf(test.db, appointmentId)).filter((row) => row.joinedAt >= at("09:00:00"));
    // Eve stands in for a participant here: the recorder writes what the hub allowed.
    await recorder.joined(appointmentId, "eve", "member", at("09:00:00"));
    // A second tab, and 90 joins of a script, while the first is in.
    for (let i = 0; i < 90; i++) await recorder.joined(appointmentId, "eve", "member", at("09:01:00"));
    await recorder.left(appointmentId, "eve", at("09:10:00"));
    // The last tab leaves later: the row ends then.
    await recorder.left(appointmentId, "eve", at("09:12:00"));
    // Back within two minutes (a reconnect): the same row.
    await recorder.joined(appointmentId, "eve", "member", at("09:13:30"));
    await recorder.left(appointmentId, "eve", at("09:20:00"));
    // A stale leave never moves the end back.
    await recorder.left(appointmentId, "eve", at("09:15:00"));
    expect(await rows()).toEqual([{ role: "member", joinedAt: at("09:00:00"), leftAt: at("09:20:00") }]);
    // Back after a real break: a new row.
    await recorder.joined(appointmentId, "eve", "member", at("09:40:00"));
    expect(await rows()).toEqual([
      { role: "member", joinedAt: at("09:00:00"), leftAt: at("09:20:00") },
      { role: "member", joinedAt: at("09:40:00"), leftAt: null },
    ]);
  });

  it("tells which sessions still hold: present, not expired, the account active", async () => {
    const now = new Date("2026-12-01T09:05:00Z");
    const later = new Date("2026-12-31T00:00:00Z");
    await createAuthSession(test.db, "mila", { id: "s-mila", token: "t-mila", expiresAt: later });
    await createAuthSession(test.db, "mila", {
      id: "s-mila-old",
      token: "t-mila-old",
      expiresAt: new Date("2026-12-01T09:00:00Z"),
    });
    await createAuthSession(test.db, "daan", { id: "s-daan", token: "t-daan", expiresAt: later });
    await createAuthSession(test.db, "eve", { id: "s-eve", token: "t-eve", expiresAt: later });
    await test.db.update(users).set({ deactivatedAt: now }).where(eq(users.id, "eve"));
    const asked = ["s-mila", "s-mila-old", "s-daan", "s-eve", "s-gone"];
    expect([...(await activeSessions(test.db, asked, now))].sort()).toEqual(["s-daan", "s-mila"]);
    expect(await activeSessions(test.db, [], now)).toEqual(new Set());
    await test.db.delete(sessions).where(eq(sessions.id, "s-daan"));
    expect(await activeSessions(test.db, asked, now)).toEqual(new Set(["s-mila"]));
    await test.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, "eve"));
  });
});
