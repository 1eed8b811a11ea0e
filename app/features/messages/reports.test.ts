import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createCoachUser, createMember, createUser } from "../../../tests/support/factories";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { auditLog } from "../../db/schema/admin";
import { conversations, messageReports } from "../../db/schema/messages";
import "../../utils/i18n/resources.server";
import { encryptSecret } from "../partners/secret-box.server";
import {
  listReports,
  markReportHandled,
  openReportCount,
  REPORTS_PER_HOUR,
  type ReportInput,
  reportToAdmins,
} from "./reports.server";

// A member's report to the administrators: what is stored (sealed, only what they chose), what
// the trail and the admins' mail say (that there is one, never what it holds), and the limits.

const secret = "reports-test-secret-0123456789abcdefghij";
const now = new Date("2026-11-27T10:00:00Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const admin = { id: "admin-r", name: "Sara Jansen", email: "sara@example.com" };

let test: TestDatabase;
let member: string;
let other: string;
let coachId: string;
let otherCoach: string;

beforeAll(async () => {
  test = await createTestDatabase();
  await createAdmin(test.db, { ...admin, locale: "en" });
  await createAdmin(test.db, { id: "admin-nl", name: "Joost", email: "joost@example.com", locale: "nl" });
  await createAdmin(test.db, { id: "admin-gone", email: "gone@example.com", deactivatedAt: now });
  member = (await createMember(test.db, { id: "mila", name: "Mila de Vries", email: "mila@example.com" })).id;
  other = (await createMember(test.db, { id: "noor", name: "Noor", email: "noor@example.com" })).id;
  coachId = (await createCoachUser(test.db, { slug: "daan", name: "Daan Bakker" })).coach.id;
  otherCoach = (await createCoachUser(test.db, { slug: "eva", name: "Eva" })).coach.id;
  const sealedKey = () => encryptSecret("k".repeat(44), secret, "conversation-key");
  await test.db.insert(conversations).values([
    { memberId: member, coachId, sealedKey: sealedKey() },
    { memberId: other, coachId, sealedKey: sealedKey() },
  ]);
}, 120_000);

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await test.db.delete(messageReports);
  await clearJobs(test.db);
});

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  reporterId: member,
  coachId,
  reason: "harassment",
  note: "He keeps writing at night.",
  includedMessage: { text: "Answer me now.", sentAt: new Date("2026-11-26T23:40:00Z") },
  ...overrides,
});

describe("reportToAdmins", () => {
  it("stores only what the member chose, sealed, and the admins can open it", async () => {
    const { id } = await reportToAdmins(test.db, input(), { secret, now });
    const [row] = await test.db.select().from(messageReports).where(eq(messageReports.id, id));
    expect(row).toMatchObject({ reporterId: member, coachId, reason: "harassment", handledAt: null });
    expect(row?.createdAt).toEqual(now);
    // Nothing readable at rest.
    expect(row?.content).toMatch(/^v1\./);
    expect(row?.content).not.toContain("night");
    expect(row?.content).not.toContain("Answer");

    const [listed] = await listReports(test.db, secret);
    expect(listed).toMatchObject({
      id,
      reason: "harassment",
      coach: { id: coachId, name: "Daan Bakker" },
      reporter: { id: member, name: "Mila de Vries" },
      content: {
        note: "He keeps writing at night.",
        message: { text: "Answer me now.", sentAt: "2026-11-26T23:40:00.000Z" },
      },
    });
    // Another secret opens nothing, and says so rather than failing the page.
    expect((await listReports(test.db, "another-secret-0123456789abcdefghijkl"))[0]?.content).toBeNull();
  });

  it("leaves the message out when the member did not include it", async () => {
    await reportToAdmins(test.db, input({ includedMessage: null, note: "  " }), { secret, now });
    const [listed] = await listReports(test.db, secret);
    expect(listed?.content).toEqual({ note: "", message: null });
  });

  it("audits that a report was made, by the member, about the coach and why; never its content", async () => {
    const { id } = await reportToAdmins(test.db, input(), { secret, now });
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: member,
      actorLabel: "Mila de Vries <mila@example.com>",
      action: "report",
      entity: "message-report",
      entityId: id,
      after: { coachId, reason: "harassment" },
    });
    const written = JSON.stringify(entries);
    expect(written).not.toContain("night");
    expect(written).not.toContain("Answer me");
  });

  it("mails each active administrator in their language that a report came in, and nothing of it", async () => {
    await reportToAdmins(test.db, input(), { secret, now });
    const mails = (await jobRows(test.db, "mail")).map(
      (job) => job.data as { to: string; subject: string; text: string },
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(["joost@example.com", "sara@example.com"]);
    expect(mails.find((mail) => mail.to === "sara@example.com")?.subject).toBe("A member reported a conversation");
    expect(mails.find((mail) => mail.to === "joost@example.com")?.subject).toBe("Een lid heeft een gesprek gemeld");
    for (const mail of mails) {
      expect(mail.text).toContain("/admin/message-reports");
      for (const secretWord of ["night", "Answer me", "Daan", "Mila", "harassment"]) {
        expect(JSON.stringify(mail)).not.toContain(secretWord);
      }
    }
  });

  it("refuses an unknown reason, a note or message too long, and changes nothing", async () => {
    const refused = [
      input({ reason: "rude" as ReportInput["reason"] }),
      input({ note: "x".repeat(1001) }),
      input({ includedMessage: { text: "x".repeat(4001), sentAt: now } }),
      input({ includedMessage: { text: "fine", sentAt: new Date("not a date") } }),
    ];
    const trail = async () => (await test.db.select().from(auditLog)).length;
    const before = await trail();
    for (const bad of refused) {
      await expect(reportToAdmins(test.db, bad, { secret, now })).rejects.toMatchObject({
        code: "invalid",
        status: 400,
      });
    }
    // At the limits it is accepted.
    await reportToAdmins(
      test.db,
      input({ note: "x".repeat(1000), includedMessage: { text: "y".repeat(4000), sentAt: now } }),
      { secret, now },
    );
    expect(await test.db.select().from(messageReports)).toHaveLength(1);
    expect(await trail()).toBe(before + 1);
  });

  it("only lets a member report a coach they have a conversation with", async () => {
    for (const bad of [
      input({ coachId: otherCoach }),
      input({ coachId: "not-a-uuid" }),
      input({ reporterId: "nobody" }),
    ]) {
      await expect(reportToAdmins(test.db, bad, { secret, now })).rejects.toMatchObject({ code: "notFound" });
    }
    expect(await test.db.select().from(messageReports)).toEqual([]);
  });

  it("takes a few reports per member an hour, then says how long to wait", async () => {
    for (let index = 0; index < REPORTS_PER_HOUR; index++) {
      await reportToAdmins(test.db, input(), { secret, now: minutes(index * 5) });
    }
    await expect(reportToAdmins(test.db, input(), { secret, now: minutes(30) })).rejects.toMatchObject({
      code: "tooMany",
      status: 429,
      values: { minutes: 30 },
    });
    // Another member is not held back by it.
    await reportToAdmins(test.db, input({ reporterId: other }), { secret, now: minutes(30) });
    // An hour after the first, one more is taken.
    await reportToAdmins(test.db, input(), { secret, now: minutes(60) });
    expect(await test.db.select().from(messageReports)).toHaveLength(REPORTS_PER_HOUR + 2);
  });
});

describe("the administrators' side", () => {
  it("lists open reports first, newest first, then handled ones; marks one handled, audited, once", async () => {
    const first = await reportToAdmins(test.db, input(), { secret, now });
    const second = await reportToAdmins(test.db, input({ reason: "spam" }), { secret, now: minutes(10) });
    const third = await reportToAdmins(test.db, input({ reporterId: other }), { secret, now: minutes(20) });
    expect(await openReportCount(test.db)).toBe(3);

    expect(await markReportHandled(test.db, admin, second.id, minutes(30))).toBe("done");
    expect(await markReportHandled(test.db, admin, second.id, minutes(40))).toBe("unchanged");
    expect(await openReportCount(test.db)).toBe(2);
    expect((await listReports(test.db, secret)).map((report) => report.id)).toEqual([third.id, first.id, second.id]);

    const handled = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "handle"), eq(auditLog.entityId, second.id)));
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({
      actorId: admin.id,
      entity: "message-report",
      entityId: second.id,
      before: { handledAt: null },
      after: { handledAt: minutes(30).toISOString() },
    });
  });

  it("answers an id of nothing as not found", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      await expect(markReportHandled(test.db, admin, id, now)).rejects.toMatchObject({ code: "notFound" });
    }
  });

  it("keeps a report when the member's account goes, without their name", async () => {
    await createUser(test.db, { id: "leaving", name: "Leaving", email: "leaving@example.com", roles: ["member"] });
    await test.db.insert(conversations).values({
      memberId: "leaving",
      coachId,
      sealedKey: encryptSecret("k".repeat(44), secret, "conversation-key"),
    });
    await reportToAdmins(test.db, input({ reporterId: "leaving" }), { secret, now });
    const { users } = await import("../../db/schema/accounts");
    await test.db.delete(users).where(eq(users.id, "leaving"));
    const [listed] = await listReports(test.db, secret);
    expect(listed?.reporter).toBeNull();
    expect(listed?.content?.note).toBe("He keeps writing at night.");
  });
});
