import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppointment, createMember } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { eventIcs, type Radicale, type RadicaleUser, startRadicale } from "../../../tests/support/radicale";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { caldavAccounts, caldavBusy } from "../../db/schema/scheduling";
import { coachFreeSlots } from "../coaching/availability.server";
import { listBusyIntervals } from "../coaching/calendar-busy.server";
import { stopCalendarWorkers } from "../coaching/ical-busy-worker.server";
import { createDaansPractice } from "../coaching/practice-fixture";
import { sealPassword } from "./account-secret.server";
import { caldavAccountView, chooseCalendars, connectAccount, syncNow } from "./accounts.server";
import { countingTransport } from "./caldav-fixture";
import { queueDueAccounts } from "./jobs.server";
import { syncAccount } from "./sync.server";

vi.hoisted(() => {
  process.env.AUTH_SECRET ??= "caldav-tests-secret-0123456789-abcdefghij";
});

// Tuesday 1 December 2026, 07:00 in Amsterdam; Daan takes sessions 08:00–20:00 every day.
const now = new Date("2026-12-01T06:00:00Z");
const at = (iso: string) => new Date(iso);
let test: TestDatabase;
let radicale: Radicale;
let coach: RadicaleUser;
let coachId: string;
let work: string;
const counting = countingTransport();
const { transport, requests } = counting;

beforeAll(async () => {
  radicale = await startRadicale([
    { username: "daan", password: "app-password-daan" },
    { username: "other", password: "app-password-other" },
  ]);
  coach = radicale.users[0] as RadicaleUser;
  work = await radicale.makeCalendar(coach, "work", "Work");
  await radicale.makeCalendar(coach, "private", "Private");
  await radicale.makeCalendar(coach, "vitaal", "Vitaal");
  test = await createTestDatabase();
  await createMember(test.db, { id: "member", name: "Mila", email: "mila@example.com", onboarding: now });
  coachId = await createDaansPractice(test.db, { locale: "en", timeZone: "Europe/Amsterdam" });
});

afterAll(async () => {
  await stopCalendarWorkers();
  await test?.close();
  await radicale?.stop();
});

const connect = (password = coach.password, serverUrl = `${radicale.origin}/`) =>
  connectAccount(test.db, coachId, { serverUrl, username: coach.username, password }, now, transport);

async function account() {
  const [row] = await test.db.select().from(caldavAccounts).where(eq(caldavAccounts.coachId, coachId));
  return row;
}

async function calendarId(name: string) {
  const view = await caldavAccountView(test.db, coachId);
  if (!view.connected) throw new Error("not connected");
  return view.calendars.find((calendar) => calendar.displayName === name)?.id as string;
}

const busyStarts = async () =>
  (await listBusyIntervals(test.db, [coachId], now, at("2027-01-31T00:00:00Z"))).map((row) => [
    row.start.toISOString(),
    row.end.toISOString(),
  ]);

describe("connecting a CalDAV account", () => {
  it("finds the calendars from the server's address and seals the password", async () => {
    await connect();
    const view = await caldavAccountView(test.db, coachId);
    expect(view).toMatchObject({ connected: true, username: "daan", lastError: null });
    expect(view.connected && view.calendars.map((calendar) => calendar.displayName)).toEqual([
      "Private",
      "Vitaal",
      "Work",
    ]);
    expect(view.connected && view.calendars.every((calendar) => !calendar.readBusy && !calendar.write)).toBe(true);
    const row = await account();
    expect(row?.sealedPassword).toMatch(/^v1\./);
    expect(row?.sealedPassword).not.toContain("app-password-daan");
    expect(JSON.stringify(view)).not.toContain("app-password-daan");
    // Principal and calendar home were discovered from the server's root.
    expect(requests).toContain("PROPFIND /daan/");
  });

  it("refuses a wrong password at the password field and keeps what was there", async () => {
    const before = await account();
    await expect(connect("not-the-password")).rejects.toMatchObject({
      code: "invalid",
      fields: { password: "connect.failed.unauthorized" },
    });
    expect((await account())?.id).toBe(before?.id);
  });

  it("refuses addresses the outbound rules forbid, before asking them anything", async () => {
    const strict = countingTransport(false);
    for (const serverUrl of ["http://10.1.2.3/dav/", `${radicale.origin}/`, "http://[::1]:1/"]) {
      await expect(
        connectAccount(test.db, coachId, { serverUrl, username: "daan", password: "x" }, now, strict.transport),
      ).rejects.toMatchObject({ fields: { serverUrl: "connect.failed.forbiddenAddress" } });
    }
    const production = countingTransport(false, true);
    await expect(
      connectAccount(
        test.db,
        coachId,
        { serverUrl: "http://caldav.example.com/", username: "d", password: "x" },
        now,
        production.transport,
      ),
    ).rejects.toMatchObject({ fields: { serverUrl: "connect.failed.insecure" } });
  });

  it("finds the calendars from another address on the server, and says when nothing answers", async () => {
    // The well-known address leads to the principal when the address given does not.
    await expect(connect(coach.password, `${radicale.origin}/nothing-here/`)).resolves.toBeUndefined();
    await expect(connect(coach.password, "http://127.0.0.1:1/")).rejects.toMatchObject({
      fields: { serverUrl: "connect.failed.unreachable" },
    });
  });
});

describe("busy times from the chosen calendars", () => {
  let eventUrl: string;

  it("blocks the coach's slots with the events of the calendars chosen", async () => {
    eventUrl = await radicale.putEvent(
      coach,
      work,
      "dentist.ics",
      eventIcs("dentist@example.test", at("2026-12-03T09:00:00Z"), at("2026-12-03T10:00:00Z")),
    );
    // An event of the private calendar, which is not chosen, blocks nothing.
    await radicale.putEvent(
      coach,
      `${radicale.origin}/daan/private/`,
      "p.ics",
      eventIcs("p@example.test", at("2026-12-04T09:00:00Z"), at("2026-12-04T10:00:00Z")),
    );
    // An event Vitaal wrote (its appointment's UID) blocks nothing, wherever it is found.
    const appointment = await createAppointment(test.db, {
      coachId,
      memberId: "member",
      startsAt: "2026-12-05T09:00:00Z",
    });
    await radicale.putEvent(
      coach,
      work,
      "ours.ics",
      eventIcs(`${appointment.id}@vitaal`, at("2026-12-05T09:00:00Z"), at("2026-12-05T10:00:00Z")),
    );
    await chooseCalendars(
      test.db,
      coachId,
      { read: [await calendarId("Work")], write: await calendarId("Vitaal") },
      now,
      transport,
    );
    expect(await busyStarts()).toEqual([["2026-12-03T09:00:00.000Z", "2026-12-03T10:00:00.000Z"]]);
    const slots = (await coachFreeSlots(test.db, coachId, "coaching", now)).map((slot) => slot.start.toISOString());
    expect(slots).not.toContain("2026-12-03T09:00:00.000Z");
    expect(slots).toContain("2026-12-04T09:00:00.000Z");
    expect((await account())?.lastSyncedAt?.toISOString()).toBe(now.toISOString());
  });

  it("asks an unchanged calendar one question and downloads nothing", async () => {
    counting.reset();
    expect(await syncAccount(test.db, (await account())?.id as string, at("2026-12-01T06:10:00Z"), transport)).toEqual({
      ok: true,
      changed: 0,
    });
    expect(requests).toEqual(["PROPFIND /daan/work/"]);
  });

  it("replaces a changed event's rows through the sync token, fetching only that event", async () => {
    await radicale.putEvent(
      coach,
      work,
      "dentist.ics",
      eventIcs("dentist@example.test", at("2026-12-03T13:00:00Z"), at("2026-12-03T14:30:00Z")),
    );
    counting.reset();
    expect(
      await syncAccount(test.db, (await account())?.id as string, at("2026-12-01T06:20:00Z"), transport),
    ).toMatchObject({ ok: true });
    // The state, the changes since the token, and one multiget.
    expect(requests).toEqual(["PROPFIND /daan/work/", "REPORT /daan/work/", "REPORT /daan/work/"]);
    expect(await busyStarts()).toEqual([["2026-12-03T13:00:00.000Z", "2026-12-03T14:30:00.000Z"]]);
    const rows = await test.db.select().from(caldavBusy).where(eq(caldavBusy.coachId, coachId));
    expect(rows.map((row) => row.href)).toEqual([new URL(eventUrl).pathname]);
  });

  it("forgets a deleted event", async () => {
    await radicale.deleteEvent(coach, eventUrl);
    expect(
      await syncAccount(test.db, (await account())?.id as string, at("2026-12-01T06:30:00Z"), transport),
    ).toMatchObject({ ok: true });
    expect(await busyStarts()).toEqual([]);
  });

  it("expands a recurring event over the booking window", async () => {
    await radicale.putEvent(
      coach,
      work,
      "weekly.ics",
      eventIcs("weekly@example.test", at("2026-12-02T08:00:00Z"), at("2026-12-02T09:00:00Z"), [
        "RRULE:FREQ=WEEKLY;COUNT=3",
      ]),
    );
    await syncAccount(test.db, (await account())?.id as string, at("2026-12-01T06:40:00Z"), transport);
    expect((await busyStarts()).map(([start]) => start)).toEqual([
      "2026-12-02T08:00:00.000Z",
      "2026-12-09T08:00:00.000Z",
      "2026-12-16T08:00:00.000Z",
    ]);
  });

  it("forgets a calendar's busy time when it no longer blocks times", async () => {
    await chooseCalendars(test.db, coachId, { read: [], write: await calendarId("Vitaal") }, now, transport);
    expect(await busyStarts()).toEqual([]);
    await chooseCalendars(
      test.db,
      coachId,
      { read: [await calendarId("Work")], write: await calendarId("Vitaal") },
      now,
      transport,
    );
    expect(await busyStarts()).toHaveLength(3);
  });

  it("refuses calendars that are not the coach's", async () => {
    await expect(
      chooseCalendars(test.db, coachId, { read: ["00000000-0000-4000-8000-000000000000"], write: "" }, now, transport),
    ).rejects.toMatchObject({ code: "invalid" });
  });
});

describe("the sweep and a refused password", () => {
  it("queues a sync for an account not synced for five minutes, once", async () => {
    const later = at("2026-12-01T07:00:00Z");
    expect(await queueDueAccounts(test.db, later)).toBe(1);
    expect(await queueDueAccounts(test.db, later)).toBe(0);
    expect((await jobRows(test.db, "caldav-sync")).map((job) => job.data)).toEqual([
      { accountId: (await account())?.id },
    ]);
  });

  it("records a refused password in words the page explains, keeps the busy time and stops asking", async () => {
    const id = (await account())?.id as string;
    await test.db
      .update(caldavAccounts)
      .set({ sealedPassword: sealPassword("an-old-password") })
      .where(eq(caldavAccounts.id, id));
    expect(await syncNow(test.db, coachId, at("2026-12-01T07:20:00Z"), transport)).toBe(false);
    expect((await account())?.lastError).toBe("unauthorized");
    expect(await busyStarts()).toHaveLength(3);
    // Not asked again every five minutes with a password the server refuses.
    expect(await queueDueAccounts(test.db, at("2026-12-01T08:00:00Z"))).toBe(0);
  });

  it("keeps the busy time while the server is down, as a failure to try again", async () => {
    await connect();
    await chooseCalendars(test.db, coachId, { read: [await calendarId("Work")], write: "" }, now, transport);
    expect(await busyStarts()).toHaveLength(3);
    await radicale.stop();
    const down = await syncAccount(test.db, (await account())?.id as string, at("2026-12-01T07:10:00Z"), transport);
    expect(down).toEqual({ ok: false, error: "unreachable", transient: true });
    expect(await busyStarts()).toHaveLength(3);
    expect((await account())?.lastError).toBe("unreachable");
  });
});
