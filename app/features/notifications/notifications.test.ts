import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getI18n } from "~/utils/i18n/instance";
import {
  addPartnerMember,
  createEventWithSession,
  createMember,
  createPartner,
  createRegistration,
} from "../../../tests/support/factories";
import { clearJobs, jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { appointments } from "../../db/schema/coaching";
import { conversations, notifications } from "../../db/schema/messages";
import { accountFormSchema } from "../accounts/account.schema";
import { cancelByCoach, cancelByMember, forgetMember } from "../coaching/appointments.server";
import { bookSlot, rescheduleAppointment } from "../coaching/booking.server";
import { appointmentJobHandlers } from "../coaching/notifications.server";
import { createDaansPractice } from "../coaching/practice-fixture";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { cancelSession, updateSession } from "../events/manage.server";
import { cancelRegistration } from "../events/registrations.server";
import "~/utils/i18n/resources.server";
import { queueMessageMail } from "~/features/messages/message-mail.server";
import { forgetNotificationsAbout } from "./erase.server";
import {
  listNotifications,
  markAllRead,
  notificationTarget,
  openNotification,
  unreadNotificationCounts,
} from "./notifications.server";
import { notify } from "./notify.server";
import { notificationAction } from "./page.server";
import { getMailPreferences, saveMailPreferences } from "./preferences.server";
import { notificationText } from "./text";

const now = new Date("2026-12-01T06:00:00Z");
let test: TestDatabase;
let coachId: string;
let key = 0;
const nextKey = () => `00000000-0000-4000-8000-${String(++key).padStart(12, "0")}`;

beforeAll(async () => {
  test = await createTestDatabase();
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 50 });
  for (const member of [
    { id: "mila", name: "Mila de Vries", email: "mila@example.com", locale: "nl" },
    { id: "tom", name: "Tom Jansen", email: "tom@example.com", locale: "en" },
  ]) {
    await createMember(test.db, { ...member, emailVerified: true, onboarding: now });
    await addPartnerMember(test.db, partner.id, member.id);
  }
  coachId = await createDaansPractice(test.db, { emailVerified: true, locale: "en" });
});

afterAll(async () => {
  await test?.close();
});

beforeEach(async () => {
  await test.db.delete(notifications);
  await clearJobs(test.db);
  clearOutbox();
});

const rows = (userId: string) => test.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("notify", () => {
  it("brings an unread notification of the same kind and subject forward instead of repeating it", async () => {
    const input = { userId: "mila", kind: "message" as const, link: "/nl/messages/daan", subject: "conv-1" };
    await notify(test.db, { ...input, params: { name: "Daan" } }, now);
    await notify(test.db, { ...input, params: { name: "Daan Bakker" } }, new Date(now.getTime() + 60_000));
    let list = await rows("mila");
    expect(list).toHaveLength(1);
    expect(list[0]?.params).toEqual({ name: "Daan Bakker" });
    expect(list[0]?.createdAt.toISOString()).toBe("2026-12-01T06:01:00.000Z");
    // Once read, the next one is a new notification.
    await markAllRead(test.db, "mila", "member", now);
    await notify(test.db, input, new Date(now.getTime() + 120_000));
    list = await rows("mila");
    expect(list).toHaveLength(2);
    // Another subject is another notification.
    await notify(test.db, { ...input, subject: "conv-2" }, now);
    expect(await rows("mila")).toHaveLength(3);
  });
});

describe("a person's own list", () => {
  it("shows member A only their own, and opening or marking another's changes nothing", async () => {
    await notify(test.db, { userId: "mila", kind: "message", link: "/nl/messages/daan", subject: "a" }, now);
    await notify(test.db, { userId: "tom", kind: "message", link: "/en/messages/daan", subject: "b" }, now);
    await notify(test.db, { userId: "coach-user", kind: "booking", link: "/coach/appointments/x", subject: "c" }, now);
    const mine = await listNotifications(test.db, "mila", "member", 1);
    expect(mine.items).toHaveLength(1);
    expect(mine.older).toBe(false);
    const [toms] = await rows("tom");
    // Mila opening Tom's notification: not found, and Tom's stays unread.
    expect(await openNotification(test.db, "mila", toms?.id as string, "/nl/notifications", now)).toBeNull();
    expect((await rows("tom"))[0]?.readAt).toBeNull();
    expect(await openNotification(test.db, "mila", "not-an-id", "/nl/notifications", now)).toBeNull();
    // Marking all of hers read leaves Tom's and the coach's alone.
    expect(await markAllRead(test.db, "mila", "member", now)).toBe(1);
    expect(await unreadNotificationCounts(test.db, "tom")).toEqual({ member: 1, coach: 0 });
    expect(await unreadNotificationCounts(test.db, "coach-user")).toEqual({ member: 0, coach: 1 });
    // The coach's list holds what leads into the coach area; the member list of that account none of it.
    expect((await listNotifications(test.db, "coach-user", "coach", 1)).items).toHaveLength(1);
    expect((await listNotifications(test.db, "coach-user", "member", 1)).items).toHaveLength(0);
  });

  it("answers another's notification with 404 through the action, and opens one's own", async () => {
    await notify(test.db, { userId: "tom", kind: "message", link: "/en/messages/daan", subject: "b" }, now);
    await notify(test.db, { userId: "mila", kind: "message", link: "/nl/messages/daan", subject: "a" }, now);
    const [toms] = await rows("tom");
    const [milas] = await rows("mila");
    const post = (values: Record<string, string>) =>
      new Request("http://localhost/nl/notifications", { method: "POST", body: new URLSearchParams(values) });
    const thrown = await notificationAction(
      test.db,
      "mila",
      "member",
      post({ intent: "open", id: toms?.id as string }),
      "/nl/notifications",
    ).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    expect((await rows("tom"))[0]?.readAt).toBeNull();
    const opened = await notificationAction(
      test.db,
      "mila",
      "member",
      post({ intent: "open", id: milas?.id as string }),
      "/nl/notifications",
    ).catch((error: unknown) => error);
    expect(opened).toBeInstanceOf(Response);
    expect((opened as Response).headers.get("Location")).toBe("/nl/messages/daan");
    expect((await rows("mila"))[0]?.readAt).not.toBeNull();
    // A form without an intent it knows is refused with a message, and changes nothing.
    const refused = (await notificationAction(
      test.db,
      "mila",
      "member",
      post({ intent: "x" }),
      "/nl/notifications",
    )) as {
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
  });

  it("pages newest first, 30 at a time", async () => {
    for (let n = 0; n < 31; n++) {
      await notify(
        test.db,
        { userId: "mila", kind: "booking", link: "/nl/coaching/x", subject: `s${n}` },
        new Date(now.getTime() + n * 1000),
      );
    }
    const first = await listNotifications(test.db, "mila", "member", 1);
    expect(first.items).toHaveLength(30);
    expect(first.older).toBe(true);
    expect(first.items[0]?.createdAt).toBe(new Date(now.getTime() + 30_000).toISOString());
    const second = await listNotifications(test.db, "mila", "member", 2);
    expect(second.items).toHaveLength(1);
    expect(second.older).toBe(false);
  });

  it("leads only to a path on this site", () => {
    const fallback = "/en/notifications";
    expect(notificationTarget("/en/coaching/1", fallback)).toBe("/en/coaching/1");
    for (const link of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/.//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "evil.example",
      "/x\u0000y",
      "",
    ]) {
      expect(notificationTarget(link, fallback)).toBe(fallback);
    }
  });
});

describe("the account page's mail form", () => {
  it('reads a switch as on only when it posts "on", and saves both preferences', async () => {
    const parse = (values: Record<string, unknown>) =>
      accountFormSchema.parse({ intent: "mail", reminderChannel: "mail", reminderHours: "24", ...values });
    const reminder = { reminderChannel: "mail", reminderHours: [24] };
    expect(parse({ reminders: "on" })).toEqual({ intent: "mail", reminders: true, messages: false, ...reminder });
    expect(parse({ reminders: ["on", "x"], messages: "yes" })).toEqual({
      intent: "mail",
      reminders: false,
      messages: false,
      ...reminder,
    });
    await saveMailPreferences(test.db, "tom", { reminders: false, messages: true }, now);
    await saveMailPreferences(test.db, "tom", { reminders: true, messages: false }, now);
    expect(await getMailPreferences(test.db, "tom")).toEqual({ reminders: true, messages: false });
    await saveMailPreferences(test.db, "tom", { reminders: true, messages: true }, now);
  });
});

describe("the texts", () => {
  it("are made from kind and params in the viewer's language and zone, never anything else", () => {
    const en = getI18n("en").t;
    const nl = getI18n("nl").t;
    const startsAt = "2026-12-03T09:00:00.000Z";
    expect(notificationText(en, { kind: "message", params: { name: "Coach Sanne" } }, "en", "Europe/Amsterdam")).toBe(
      "New message from Coach Sanne",
    );
    const moved = { kind: "booking", params: { change: "cancelled", by: "coach", name: "Sanne", startsAt } };
    expect(notificationText(en, moved, "en", "Europe/Amsterdam")).toContain("10:00");
    expect(notificationText(en, moved, "en", "America/New_York")).toContain("04:00");
    expect(notificationText(nl, moved, "nl", "Europe/Amsterdam")).toContain("geannuleerd");
    const waitlist = { kind: "waitlist", params: { titleNl: "Loop", titleEn: "Run", startsAt } };
    expect(notificationText(en, waitlist, "en", "UTC")).toContain("Run");
    expect(notificationText(nl, waitlist, "nl", "UTC")).toContain("Loop");
    expect(notificationText(en, { kind: "booking", params: { change: "?" } }, "en", "UTC")).toBe(
      "Something needs your attention",
    );
  });
});

describe("booking changes reach the other party", () => {
  const book = (memberId: string, start: string) =>
    bookSlot(test.db, { coachId, memberId, kind: "coaching", start: new Date(start), idempotencyKey: nextKey(), now });

  it("tells the coach when a member books, moves and cancels; the member when the coach cancels", async () => {
    const { appointmentId } = await book("mila", "2026-12-10T09:00:00Z");
    let [coachs] = await rows("coach-user");
    expect(coachs).toMatchObject({
      kind: "booking",
      subject: appointmentId,
      link: `/coach/appointments/${appointmentId}`,
      params: { change: "booked", by: "member", name: "Mila de Vries", startsAt: "2026-12-10T09:00:00.000Z" },
    });
    expect(await rows("mila")).toHaveLength(0);

    await rescheduleAppointment(test.db, {
      appointmentId,
      memberId: "mila",
      start: new Date("2026-12-11T09:00:00Z"),
      now,
    });
    // Still unread: the same notification, brought forward with the new time.
    [coachs] = await rows("coach-user");
    expect(await rows("coach-user")).toHaveLength(1);
    expect(coachs?.params).toMatchObject({ change: "rescheduled", startsAt: "2026-12-11T09:00:00.000Z" });

    await cancelByMember(test.db, { id: appointmentId, memberId: "mila", now });
    expect((await rows("coach-user"))[0]?.params.change).toBe("cancelled");

    // The coach cancels Tom's (an English account): Tom hears of it, with his language's link.
    const other = await book("tom", "2026-12-12T09:00:00Z");
    await markAllRead(test.db, "coach-user", "coach", now);
    await cancelByCoach(test.db, { id: other.appointmentId, coachId, reason: "Ill", now });
    const [toms] = await rows("tom");
    expect(toms).toMatchObject({
      kind: "booking",
      link: `/en/coaching/${other.appointmentId}`,
      params: { change: "cancelled", by: "coach", name: "Daan Bakker" },
    });
    expect(JSON.stringify(toms?.params)).not.toContain("Ill");
    expect(await unreadNotificationCounts(test.db, "coach-user")).toEqual({ member: 0, coach: 0 });
  });

  it("does not name a member whose account is closing when their sessions are cancelled", async () => {
    const { appointmentId } = await book("tom", "2026-12-18T09:00:00Z");
    await markAllRead(test.db, "coach-user", "coach", now);
    await test.db.update(users).set({ deactivatedAt: now }).where(eq(users.id, "tom"));
    try {
      await forgetMember(test.db, "tom", now);
    } finally {
      await test.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, "tom"));
    }
    const unread = (await rows("coach-user")).filter((row) => row.readAt === null);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({
      subject: appointmentId,
      params: { change: "cancelled", by: "member", name: "" },
    });
    expect(notificationText(getI18n("en").t, unread[0] as never, "en", "UTC")).toMatch(/^A former client cancelled/);
    // Erasing the account takes what others were told about it (and nothing else) along.
    await notify(
      test.db,
      { userId: "coach-user", kind: "booking", link: "/coach/appointments/x", subject: "other" },
      now,
    );
    expect(await forgetNotificationsAbout(test.db, "tom")).toBeGreaterThanOrEqual(1);
    expect((await rows("coach-user")).map((row) => row.subject)).toEqual(["other"]);
  });

  it("skips reminders for someone who turned them off, and still reminds the other", async () => {
    await saveMailPreferences(test.db, "mila", { reminders: false, messages: true }, now);
    const { appointmentId } = await book("mila", "2026-12-20T09:00:00Z");
    const handlers = appointmentJobHandlers(async () => test.db);
    const [row] = await test.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    await handlers["appointment-reminder"]?.(
      { appointmentId, hours: 24, startsAt: row?.startsAt.toISOString() as string },
      new Date("2026-12-19T09:00:00Z"),
    );
    expect(listOutbox().map((mail) => mail.to)).toEqual(["daan@example.com"]);
    clearOutbox();
    await saveMailPreferences(test.db, "mila", { reminders: true, messages: true }, now);
    await handlers["appointment-reminder"]?.(
      { appointmentId, hours: 1, startsAt: row?.startsAt.toISOString() as string },
      new Date("2026-12-20T08:00:00Z"),
    );
    expect(
      listOutbox()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["daan@example.com", "mila@example.com"]);
  });
});

describe("event changes reach the members", () => {
  it("tells the first on the waitlist they have a place, and everyone of a moved or cancelled session", async () => {
    const startsAt = new Date("2026-12-15T18:00:00Z");
    const { session } = await createEventWithSession(test.db, {
      event: { titleNl: "Hardlopen", titleEn: "Running" },
      session: { capacity: 1, startsAt, titleNl: "Avond", titleEn: "Evening" },
    });
    await createRegistration(test.db, { sessionId: session.id, userId: "mila", requestedAt: now });
    const waiting = await createRegistration(test.db, {
      sessionId: session.id,
      userId: "tom",
      status: "waitlisted",
      requestedAt: now,
    });
    await cancelRegistration(test.db, { sessionId: session.id, userId: "mila" }, now);
    const [toms] = await rows("tom");
    expect(toms).toMatchObject({
      kind: "waitlist",
      subject: waiting.id,
      link: `/en/events/session/${session.slug}`,
      params: { titleEn: "Running: Evening", titleNl: "Hardlopen: Avond", startsAt: startsAt.toISOString() },
    });
    // Mila cancelled herself: nothing for her.
    expect(await rows("mila")).toHaveLength(0);

    const later = new Date("2026-12-16T18:00:00Z");
    await updateSession(
      test.db,
      session.id,
      {
        titleNl: session.titleNl,
        titleEn: session.titleEn,
        startsAt: later,
        endsAt: new Date(later.getTime() + 3_600_000),
        registrationDeadline: new Date(later.getTime() - 86_400_000),
        location: session.location,
        onlineUrl: session.onlineUrl,
        capacity: session.capacity,
        choices: session.choices,
      },
      now,
    );
    const moved = (await rows("tom")).find((row) => row.kind === "event");
    expect(moved).toMatchObject({ subject: session.id, params: { change: "moved", startsAt: later.toISOString() } });

    await cancelSession(test.db, session.id, now);
    const events = (await rows("tom")).filter((row) => row.kind === "event");
    // Unread still: the same notification, now the cancellation.
    expect(events).toHaveLength(1);
    expect(events[0]?.params.change).toBe("cancelled");
  });
});

describe("message mail", () => {
  async function conversation() {
    const [row] = await test.db
      .insert(conversations)
      .values({ memberId: "mila", coachId, sealedKey: "v1.aaaa.bbbb.cccc" })
      .onConflictDoUpdate({
        target: [conversations.memberId, conversations.coachId],
        set: { memberMailedAt: null, coachMailedAt: null },
      })
      .returning();
    return row?.id as string;
  }
  const mails = async () => (await jobRows(test.db, "mail")).map((row) => row.data as Record<string, string>);

  it("mails at most once an hour per conversation and recipient, saying only who wrote", async () => {
    const id = await conversation();
    const send = (side: "member" | "coach", at: Date) =>
      queueMessageMail(test.db, {
        conversationId: id,
        recipientId: side === "member" ? "mila" : "coach-user",
        side,
        now: at,
      });
    await Promise.all([send("member", now), send("member", now)]);
    await send("member", new Date(now.getTime() + 59 * 60_000));
    expect(await mails()).toHaveLength(1);
    // The other side has its own hour.
    await send("coach", now);
    expect(await mails()).toHaveLength(2);
    await send("member", new Date(now.getTime() + 61 * 60_000));
    const sent = await mails();
    expect(sent).toHaveLength(3);
    const toMila = sent.find((mail) => mail.to === "mila@example.com");
    expect(toMila?.subject).toBe("Nieuw bericht van Daan Bakker op Vitaal");
    expect(toMila?.text).toContain("/nl/messages/daan");
    const toCoach = sent.find((mail) => mail.to === "daan@example.com");
    expect(toCoach?.subject).toBe("New message from Mila de Vries on Vitaal");
    expect(toCoach?.text).toContain("/coach/messages/mila");
    // Someone who is not the conversation's gets nothing.
    await queueMessageMail(test.db, {
      conversationId: id,
      recipientId: "tom",
      side: "member",
      now: new Date("2027-01-01"),
    });
    expect(await mails()).toHaveLength(3);
  });

  it("sends none when the preference is off or the account is deactivated", async () => {
    const id = await conversation();
    expect(await getMailPreferences(test.db, "mila")).toEqual({ reminders: true, messages: true });
    await saveMailPreferences(test.db, "mila", { reminders: true, messages: false }, now);
    await queueMessageMail(test.db, { conversationId: id, recipientId: "mila", side: "member", now });
    expect(await mails()).toHaveLength(0);
    // Nothing was claimed either: turning it back on mails the next one.
    await saveMailPreferences(test.db, "mila", { reminders: true, messages: true }, now);
    await test.db.update(users).set({ deactivatedAt: now }).where(eq(users.id, "mila"));
    await queueMessageMail(test.db, { conversationId: id, recipientId: "mila", side: "member", now });
    expect(await mails()).toHaveLength(0);
    await test.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, "mila"));
    await queueMessageMail(test.db, { conversationId: id, recipientId: "mila", side: "member", now });
    expect(await mails()).toHaveLength(1);
  });
});
