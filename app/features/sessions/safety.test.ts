import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { auditLog } from "../../db/schema/admin";
import { safetyConcerns } from "../../db/schema/journey";
import { notifications } from "../../db/schema/messages";
import { isAppError } from "../../utils/app-error";
import "../../utils/i18n/resources.server";
import {
  listSafetyConcerns,
  markSafetyConcernHandled,
  openSafetyConcernCount,
  recordSafetyConcern,
  type SafetyConcernInput,
} from "./safety.server";

// A coach's safety concern: stored on the coach's own appointment, every active administrator told
// (a notification and a mail that says nothing of the member), audited without the text, and
// handled by an administrator.

const now = new Date("2026-11-27T10:00:00Z");
const admin = { id: "admin-s", name: "Sara Jansen", email: "sara@example.com" };

let test: TestDatabase;
let member: string;
let coachId: string;
let coachActor: { id: string; name: string; email: string };
let otherCoach: string;
let appointment: string;
let othersAppointment: string;

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error("it did not fail");
}

beforeAll(async () => {
  test = await createTestDatabase();
  await createAdmin(test.db, { ...admin, locale: "en" });
  await createAdmin(test.db, { id: "admin-nl", name: "Joost", email: "joost@example.com", locale: "nl" });
  await createAdmin(test.db, { id: "admin-gone", email: "gone@example.com", deactivatedAt: now });
  member = (await createMember(test.db, { id: "mila", name: "Mila de Vries", email: "mila@example.com" })).id;
  const coach = await createCoachUser(test.db, {
    slug: "daan",
    name: "Daan Bakker",
    user: { id: "daan", name: "Daan Bakker", email: "daan@example.com" },
  });
  coachId = coach.coach.id;
  coachActor = { id: coach.user.id, name: coach.user.name, email: coach.user.email };
  const other = await createCoachUser(test.db, { slug: "eva", name: "Eva" });
  otherCoach = other.coach.id;
  appointment = (
    await createAppointment(test.db, { coachId, memberId: member, startsAt: new Date("2026-11-27T08:00:00Z") })
  ).id;
  othersAppointment = (
    await createAppointment(test.db, {
      coachId: otherCoach,
      memberId: member,
      startsAt: new Date("2026-11-26T08:00:00Z"),
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await test.db.delete(safetyConcerns);
  await test.db.delete(notifications);
  await clearJobs(test.db);
});

const agreed = "She calls 113 tonight; we speak again on Friday.";
const input = (overrides: Partial<SafetyConcernInput> = {}): SafetyConcernInput => ({
  appointmentId: appointment,
  coachId,
  actor: coachActor,
  agreed,
  referred: true,
  referredTo: "113",
  now,
  ...overrides,
});

describe("recordSafetyConcern", () => {
  it("stores the concern on the coach's appointment and lists it for the administrators", async () => {
    const { id } = await recordSafetyConcern(test.db, input());
    const [listed] = await listSafetyConcerns(test.db);
    expect(listed).toMatchObject({
      id,
      agreed,
      referred: true,
      referredTo: "113",
      handledAt: null,
      coach: { id: coachId, name: "Daan Bakker" },
      member: { id: member, name: "Mila de Vries" },
    });
    expect(listed?.startsAt).toEqual(new Date("2026-11-27T08:00:00Z"));
    expect(await openSafetyConcernCount(test.db)).toBe(1);
  });

  it("audits that a concern was marked, by the coach on the appointment, never what was written", async () => {
    const { id } = await recordSafetyConcern(test.db, input());
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: "daan",
      actorLabel: "Daan Bakker <daan@example.com>",
      action: "mark",
      entity: "safety-concern",
      after: { appointmentId: appointment, coachId },
    });
    const written = JSON.stringify(entries);
    expect(written).not.toContain("113 tonight");
    expect(written).not.toContain("Friday");
  });

  it("tells every active administrator by notification, and by a mail with nothing of the member", async () => {
    const { id } = await recordSafetyConcern(test.db, input());
    const told = await test.db.select().from(notifications);
    expect(told.map((row) => row.userId).sort()).toEqual(["admin-nl", "admin-s"]);
    for (const row of told) {
      expect(row).toMatchObject({
        kind: "safety",
        link: "/admin/safety",
        subject: id,
        params: { name: "Daan Bakker", startsAt: "2026-11-27T08:00:00.000Z" },
      });
    }
    const mails = (await jobRows(test.db, "mail")).map(
      (job) => job.data as { to: string; subject: string; text: string },
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(["joost@example.com", "sara@example.com"]);
    expect(mails.find((mail) => mail.to === "sara@example.com")?.subject).toBe("A coach marked a safety concern");
    expect(mails.find((mail) => mail.to === "joost@example.com")?.subject).toBe(
      "Een coach heeft een zorg over veiligheid gemeld",
    );
    for (const mail of mails) {
      expect(mail.text).toContain("/admin/safety");
      for (const word of ["113 tonight", "Friday", "Mila", "Daan", "mila@example.com"]) {
        expect(JSON.stringify(mail)).not.toContain(word);
      }
    }
  });

  it("refuses another coach's appointment as not found, and tells nobody", async () => {
    const trail = (await test.db.select().from(auditLog)).length;
    expect(await failure(recordSafetyConcern(test.db, input({ appointmentId: othersAppointment })))).toMatchObject({
      code: "notFound",
    });
    expect(await failure(recordSafetyConcern(test.db, input({ coachId: otherCoach })))).toMatchObject({
      code: "notFound",
    });
    expect(await test.db.select().from(safetyConcerns)).toEqual([]);
    expect(await test.db.select().from(notifications)).toEqual([]);
    expect(await jobRows(test.db, "mail")).toEqual([]);
    expect(await test.db.select().from(auditLog)).toHaveLength(trail);
  });

  it("refuses what was agreed empty or too long, and a referral without a known target", async () => {
    const refused = [
      input({ agreed: "  " }),
      input({ agreed: "x".repeat(2001) }),
      input({ referredTo: null }),
      input({ referredTo: "the neighbour" }),
    ];
    for (const bad of refused)
      expect(await failure(recordSafetyConcern(test.db, bad))).toMatchObject({ code: "invalid" });
    expect(await test.db.select().from(safetyConcerns)).toEqual([]);
    // Not referred: a target left in the list is ignored.
    await recordSafetyConcern(test.db, input({ referred: false, referredTo: "112" }));
    const [row] = await test.db.select().from(safetyConcerns);
    expect(row).toMatchObject({ referred: false, referredTo: null });
  });
});

describe("markSafetyConcernHandled", () => {
  it("marks it handled once, audited as the administrator; open ones are listed first", async () => {
    const first = await recordSafetyConcern(test.db, input());
    const second = await recordSafetyConcern(test.db, input({ now: new Date("2026-11-27T11:00:00Z") }));
    expect(await markSafetyConcernHandled(test.db, admin, first.id, now)).toBe("done");
    expect(await markSafetyConcernHandled(test.db, admin, first.id, now)).toBe("unchanged");
    const listed = await listSafetyConcerns(test.db);
    expect(listed.map((concern) => concern.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toMatchObject({ handledAt: now, handledBy: "Sara Jansen" });
    expect(await openSafetyConcernCount(test.db)).toBe(1);
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.action, "handle"));
    expect(entries.map((entry) => [entry.actorId, entry.entity, entry.entityId])).toEqual([
      ["admin-s", "safety-concern", first.id],
    ]);
    expect(await failure(markSafetyConcernHandled(test.db, admin, "nope", now))).toMatchObject({ code: "notFound" });
    expect(
      await failure(markSafetyConcernHandled(test.db, admin, "00000000-0000-4000-8000-000000000000", now)),
    ).toMatchObject({ code: "notFound" });
  });
});
