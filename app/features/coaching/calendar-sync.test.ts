import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { everySecondCalendar } from "../../../tests/support/calendars";
import { createCoach, createMember } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { calendarBusy, calendarSubscriptions } from "../../db/schema/calendar";
import { coachFreeSlots } from "./availability.server";
import { bookSlot } from "./booking.server";
import { listBusyIntervals } from "./calendar-busy.server";
import { type CalendarFetcher, fetchCalendarText } from "./calendar-fetch.server";
import { postCalendarForm } from "./calendar-form-fixture";
import {
  calendarJobHandlers,
  calendarSubscriptionsView,
  queueDueSubscriptions,
  REFUSAL_WAIT_MAX_MS,
  REFUSAL_WAIT_MS,
  refusalWait,
  syncSubscription,
} from "./calendar-sync.server";
import { stopCalendarWorkers } from "./ical-busy-worker.server";

// The job handlers use the server's own settings: this test serves its calendars from 127.0.0.1.
vi.hoisted(() => {
  process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = "true";
});

// How many calendar files were read (each in a worker thread): a refused file is not read again.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./ical-busy-worker.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("./ical-busy-worker.server")>();
  return {
    ...original,
    expandCalendarOffThread: (...args: Parameters<typeof original.expandCalendarOffThread>) => {
      reads.count++;
      return original.expandCalendarOffThread(...args);
    },
  };
});

const fixtures = join(import.meta.dirname, "../../../tests/fixtures/calendars");
const autumn = readFileSync(join(fixtures, "weekly-autumn.ics"), "utf8");
const broken = readFileSync(join(fixtures, "broken.ics"), "utf8");

// Thursday 15 October 2026, 12:00 in Amsterdam.
const now = new Date("2026-10-15T10:00:00Z");
let test: TestDatabase;
let server: http.Server;
let base: string;
let served = autumn;
let anna: { id: string; timeZone: string };
let bram: { id: string; timeZone: string };

const local: CalendarFetcher = (address) => fetchCalendarText(address, { allowLoopback: true, requireHttps: false });
const strict: CalendarFetcher = (address) => fetchCalendarText(address, { allowLoopback: false, requireHttps: false });

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url?.startsWith("/private/basic.ics")) {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(served);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  test = await createTestDatabase();
  const { db } = test;
  await createMember(db, { id: "solo", name: "Solo", email: "solo@example.com", emailVerified: true, onboarding: now });
  const annaRow = await createCoach(db, {
    slug: "anna",
    name: "Anna",
    published: true,
    minimumNoticeMinutes: 60,
    windowDays: 30,
    // Mondays 09:00–12:00 in Amsterdam.
    hours: [{ weekday: 1, startMinute: 540, endMinute: 720 }],
  });
  const bramRow = await createCoach(db, { slug: "bram", name: "Bram", published: true });
  anna = { id: annaRow.id, timeZone: annaRow.timeZone };
  bram = { id: bramRow.id, timeZone: bramRow.timeZone };
});

afterAll(async () => {
  await stopCalendarWorkers();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await test?.close();
});

async function subscriptionsOf(coachId: string) {
  return test.db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.coachId, coachId));
}

async function busyRows(coachId: string) {
  return test.db
    .select({ start: calendarBusy.startsAt, end: calendarBusy.endsAt })
    .from(calendarBusy)
    .where(eq(calendarBusy.coachId, coachId))
    .orderBy(calendarBusy.startsAt);
}

/** The rows of a raw query, whichever driver ran it. */
const rowsOf = <T>(result: unknown): T[] =>
  result && typeof result === "object" && "rows" in result ? (result as { rows: T[] }).rows : (result as T[]);

/** Every row of every table of the database, as text. */
async function everything(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await test.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.map((table) => table.name)).toContain("calendar_busy");
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(await test.db.execute(sql.raw(`select t::text as row from "${name}" t`)));
    texts.push(...rows.map((row) => String(row.row)));
  }
  return texts.join("\n");
}

describe("a coach's own calendar", () => {
  let subscriptionId: string;

  it("is added, fetched at once, and only its busy time is stored", async () => {
    const before = starts(await coachFreeSlots(test.db, anna.id, "intake", now));
    expect(before).toContain("2026-10-19T07:00:00.000Z");

    const result = await postCalendarForm(
      test.db,
      anna,
      form({ intent: "calendar-add", url: ` ${base}/private/basic.ics?token=secret-part ` }),
      now,
      local,
    );
    expect(result).toEqual({ errors: {}, saved: true });
    const [subscription] = await subscriptionsOf(anna.id);
    subscriptionId = subscription?.id as string;
    expect(subscription?.lastSyncedAt?.toISOString()).toBe(now.toISOString());
    expect(subscription?.lastError).toBeNull();

    expect((await busyRows(anna.id)).map((row) => `${row.start.toISOString()}/${row.end.toISOString()}`)).toEqual([
      "2026-10-19T07:00:00.000Z/2026-10-19T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z/2026-10-26T09:00:00.000Z",
      "2026-10-27T23:00:00.000Z/2026-10-28T23:00:00.000Z",
      "2026-11-10T13:00:00.000Z/2026-11-10T14:00:00.000Z",
      "2026-11-23T08:00:00.000Z/2026-11-23T09:00:00.000Z",
      "2026-11-30T08:00:00.000Z/2026-11-30T09:00:00.000Z",
      "2026-12-07T08:00:00.000Z/2026-12-07T09:00:00.000Z",
      // 60 days from now end on 14 December at 11:00 local.
      "2026-12-14T08:00:00.000Z/2026-12-14T09:00:00.000Z",
    ]);
    // No title, description, place or attendee anywhere in the database.
    const stored = await everything();
    for (const secret of ["Private team meeting", "confidential", "Room 4", "someone@example.test", "Dentist"]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("shows the address masked, with the last sync", async () => {
    const view = await calendarSubscriptionsView(test.db, anna.id);
    expect(view.max).toBe(5);
    expect(view.subscriptions).toEqual([
      {
        id: subscriptionId,
        address: `${new URL(base).host}/…`,
        lastSyncedAt: now.toISOString(),
        lastAttemptAt: now.toISOString(),
        error: null,
      },
    ]);
    expect(JSON.stringify(view)).not.toContain("secret-part");
  });

  it("keeps the blocked times out of the coach's slots, a buffer around them, and refuses to book them", async () => {
    const slots = starts(await coachFreeSlots(test.db, anna.id, "intake", now));
    // Monday 19 October: the meeting 09:00–10:00 local and 15 minutes after it.
    expect(slots.filter((start) => start.startsWith("2026-10-19"))).toEqual([
      "2026-10-19T08:30:00.000Z",
      "2026-10-19T09:00:00.000Z",
      "2026-10-19T09:30:00.000Z",
    ]);
    // After the DST change the meeting is still 09:00–10:00 local.
    expect(slots.filter((start) => start.startsWith("2026-10-26"))[0]).toBe("2026-10-26T09:30:00.000Z");
    await expect(
      bookSlot(test.db, {
        coachId: anna.id,
        memberId: "solo",
        kind: "intake",
        start: new Date("2026-10-19T07:00:00Z"),
        idempotencyKey: "00000000-0000-4000-8000-000000000001",
        now,
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.taken" });
    const busy = await listBusyIntervals(test.db, [anna.id, bram.id], now, new Date("2026-10-27T00:00:00Z"));
    expect(busy.map((row) => [row.coachId, row.start.toISOString()])).toEqual([
      [anna.id, "2026-10-19T07:00:00.000Z"],
      [anna.id, "2026-10-26T08:00:00.000Z"],
    ]);
  });

  it("records a broken file as the error and keeps the busy time it had", async () => {
    const rowsBefore = await busyRows(anna.id);
    served = broken;
    const later = new Date(now.getTime() + 20 * 60_000);
    const result = await postCalendarForm(
      test.db,
      anna,
      form({ intent: "calendar-sync", id: subscriptionId }),
      later,
      local,
    );
    expect(result).toEqual({ errors: {}, saved: false });
    const [subscription] = await subscriptionsOf(anna.id);
    expect(subscription?.lastError).toBe("notCalendar");
    // Cheap to find out, and often a provider's passing error page: checked again in 15 minutes.
    expect(subscription).toMatchObject({ retryAt: null, refusals: 0, refusedHash: null });
    expect(subscription?.lastAttemptAt?.toISOString()).toBe(later.toISOString());
    expect(subscription?.lastSyncedAt?.toISOString()).toBe(now.toISOString());
    expect(await busyRows(anna.id)).toEqual(rowsBefore);
    expect((await calendarSubscriptionsView(test.db, anna.id)).subscriptions[0]?.error).toBe("notCalendar");
    served = autumn;
    // Checked again once it works: the error is gone.
    const again = await postCalendarForm(
      test.db,
      anna,
      form({ intent: "calendar-sync", id: subscriptionId }),
      new Date(later.getTime() + 60_000),
      local,
    );
    expect(again).toEqual({ errors: {}, saved: true });
    expect((await subscriptionsOf(anna.id))[0]?.lastError).toBeNull();
  });

  it("is neither removed nor synced by another coach", async () => {
    const before = await subscriptionsOf(anna.id);
    for (const intent of ["calendar-remove", "calendar-sync"]) {
      const result = await postCalendarForm(
        test.db,
        bram,
        form({ intent, id: subscriptionId }),
        new Date(now.getTime() + 60 * 60_000),
        local,
      );
      expect(result).toEqual({ errors: { id: "errors.unknown" }, saved: false });
    }
    expect(await subscriptionsOf(anna.id)).toEqual(before);
    expect(await calendarSubscriptionsView(test.db, bram.id)).toEqual({ subscriptions: [], max: 5 });
  });

  it("queues a sync of the ones not tried for 15 minutes, once per period, and the job handlers sync", async () => {
    const syncJobs = async () => (await jobRows(test.db, "calendar-sync")).map((job) => job.data.subscriptionId);
    expect(await queueDueSubscriptions(test.db, new Date(now.getTime() + 30 * 60_000))).toBe(0);
    const later = new Date(now.getTime() + 40 * 60_000);
    expect(await queueDueSubscriptions(test.db, later)).toBe(1);
    // The sweep again before the job ran: nothing more.
    expect(await queueDueSubscriptions(test.db, new Date(later.getTime() + 5 * 60_000))).toBe(0);
    expect(await syncJobs()).toEqual([subscriptionId]);
    const handlers = calendarJobHandlers(async () => test.db);
    expect(Object.keys(handlers).sort()).toEqual(["calendar-sweep", "calendar-sync"]);
    await syncSubscription(test.db, subscriptionId, later, local);
    let [subscription] = await subscriptionsOf(anna.id);
    expect(subscription?.lastError).toBeNull();
    expect(subscription?.lastSyncedAt?.toISOString()).toBe(later.toISOString());

    const muchLater = new Date(now.getTime() + 24 * 60 * 60_000);
    await handlers["calendar-sync"]?.({ subscriptionId }, muchLater);
    [subscription] = await subscriptionsOf(anna.id);
    expect(subscription?.lastSyncedAt?.toISOString()).toBe(muchLater.toISOString());
    // A day later the first Monday of the window moved on: the 60 days start at the sync.
    expect((await busyRows(anna.id))[0]?.start.toISOString()).toBe("2026-10-19T07:00:00.000Z");
    const evenLater = new Date(now.getTime() + 48 * 60 * 60_000);
    await handlers["calendar-sweep"]?.({}, evenLater);
    expect(await syncJobs()).toEqual([subscriptionId, subscriptionId]);
  });

  it("refuses a wrong, duplicate, forbidden or unreadable address at the field, storing nothing", async () => {
    const attempt = (url: string, fetcher = local) =>
      postCalendarForm(test.db, anna, form({ intent: "calendar-add", url }), now, fetcher);
    expect(await attempt("not an address")).toEqual({ errors: { url: "errors.url" }, saved: false });
    expect(await attempt("ftp://example.com/cal.ics")).toEqual({ errors: { url: "errors.url" }, saved: false });
    expect(await attempt(`${base}/private/basic.ics?token=secret-part`)).toEqual({
      errors: { url: "errors.duplicate" },
      saved: false,
    });
    expect(await attempt(`${base}/private/basic.ics?other`, strict)).toEqual({
      errors: { url: "linkFailed.forbiddenAddress" },
      saved: false,
    });
    expect(await attempt(`${base}/missing.ics`)).toEqual({ errors: { url: "linkFailed.httpStatus" }, saved: false });
    served = broken;
    expect(await attempt(`${base}/private/basic.ics?broken`)).toEqual({
      errors: { url: "linkFailed.notCalendar" },
      saved: false,
    });
    served = autumn;
    expect(await subscriptionsOf(anna.id)).toHaveLength(1);
    const unknown = await postCalendarForm(test.db, anna, form({ intent: "calendar-upload" }), now, local);
    expect(unknown).toEqual({ errors: { intent: "errors.formInvalid" }, saved: false });
    const badId = await postCalendarForm(test.db, anna, form({ intent: "calendar-remove", id: "x" }), now, local);
    expect(badId).toEqual({ errors: { id: "errors.formInvalid" }, saved: false });
  });

  it("takes at most five calendars per coach", async () => {
    for (let index = 2; index <= 5; index++) {
      const result = await postCalendarForm(
        test.db,
        anna,
        form({ intent: "calendar-add", url: `webcal://127.0.0.1:1/never-fetched-${index}` }),
        now,
        async () => served,
      );
      expect(result.saved).toBe(true);
    }
    const sixth = await postCalendarForm(
      test.db,
      anna,
      form({ intent: "calendar-add", url: `${base}/private/basic.ics?sixth` }),
      now,
      local,
    );
    expect(sixth).toEqual({ errors: { url: "errors.tooMany" }, saved: false });
    const stored = (await subscriptionsOf(anna.id)).map((row) => row.url);
    expect(stored).toHaveLength(5);
    // webcal:// is kept as the https:// it is fetched as.
    expect(stored).toContain("https://127.0.0.1:1/never-fetched-2");
  });

  it("is removed by its coach with its busy time, and the slots come back", async () => {
    for (const subscription of await subscriptionsOf(anna.id)) {
      const result = await postCalendarForm(
        test.db,
        anna,
        form({ intent: "calendar-remove", id: subscription.id }),
        now,
        local,
      );
      expect(result).toEqual({ errors: {}, saved: true });
    }
    expect(await busyRows(anna.id)).toEqual([]);
    expect(starts(await coachFreeSlots(test.db, anna.id, "intake", now))).toContain("2026-10-19T07:00:00.000Z");
  });
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("a calendar over its budget", () => {
  const tooComplex = everySecondCalendar();
  const hour = 60 * 60_000;
  let id: string;

  it("is refused at the field when it is linked, and the same file typed again is not read again", async () => {
    served = tooComplex;
    const before = reads.count;
    const attempt = (query: string) =>
      postCalendarForm(
        test.db,
        bram,
        form({ intent: "calendar-add", url: `${base}/private/basic.ics?${query}` }),
        now,
        local,
      );
    expect(await attempt("seconds")).toEqual({ errors: { url: "linkFailed.tooComplex" }, saved: false });
    expect(reads.count).toBe(before + 1);
    expect(await attempt("seconds-again")).toEqual({ errors: { url: "linkFailed.tooComplex" }, saved: false });
    expect(reads.count).toBe(before + 1);
    expect(await subscriptionsOf(bram.id)).toEqual([]);
  });

  it("is stored as failed when a linked calendar becomes one, keeping its busy time, and waits an hour", async () => {
    served = autumn;
    const added = await postCalendarForm(
      test.db,
      bram,
      form({ intent: "calendar-add", url: `${base}/private/basic.ics?bram` }),
      now,
      local,
    );
    expect(added).toEqual({ errors: {}, saved: true });
    const [linked] = await subscriptionsOf(bram.id);
    id = linked?.id as string;
    const busyBefore = await busyRows(bram.id);
    expect(busyBefore.length).toBeGreaterThan(0);

    served = tooComplex;
    const checked = new Date(now.getTime() + 20 * 60_000);
    const before = reads.count;
    // "Check now": the reason shows on the calendar's row.
    expect(await postCalendarForm(test.db, bram, form({ intent: "calendar-sync", id }), checked, local)).toEqual({
      errors: {},
      saved: false,
    });
    // The very file refused at the field a moment ago: known, and not read again.
    expect(reads.count).toBe(before);
    const [row] = await subscriptionsOf(bram.id);
    expect(row).toMatchObject({
      lastError: "tooComplex",
      refusals: 1,
      refusedHash: sha256(tooComplex),
      lastSyncedAt: now,
      lastAttemptAt: checked,
      retryAt: new Date(checked.getTime() + hour),
    });
    expect(await busyRows(bram.id)).toEqual(busyBefore);
    expect((await calendarSubscriptionsView(test.db, bram.id)).subscriptions[0]?.error).toBe("tooComplex");
  });

  it("is not read again while the file is the same, however often it is checked; the sweep leaves it alone", async () => {
    const before = reads.count;
    for (const minutes of [25, 30, 45]) {
      const at = new Date(now.getTime() + minutes * 60_000);
      expect(await syncSubscription(test.db, id, at, local)).toEqual({ ok: false, error: "tooComplex" });
      expect((await subscriptionsOf(bram.id))[0]).toMatchObject({
        lastAttemptAt: at,
        refusals: 1,
        retryAt: new Date(now.getTime() + 20 * 60_000 + hour),
      });
    }
    expect(reads.count).toBe(before);
    // An hour after the refusal less a minute, and 15 minutes after the last attempt: still waiting.
    expect(await queueDueSubscriptions(test.db, new Date(now.getTime() + 79 * 60_000))).toBe(0);
    expect((await jobRows(test.db, "calendar-sync")).filter((job) => job.data.subscriptionId === id)).toEqual([]);
  });

  it("is read again once its wait is over, and waits twice as long after each refusal, up to a day", async () => {
    const due = new Date(now.getTime() + 81 * 60_000);
    expect(await queueDueSubscriptions(test.db, due)).toBe(1);
    const before = reads.count;
    await calendarJobHandlers(async () => test.db)["calendar-sync"]?.({ subscriptionId: id }, due);
    expect(reads.count).toBe(before + 1);
    expect((await subscriptionsOf(bram.id))[0]).toMatchObject({
      lastError: "tooComplex",
      refusals: 2,
      retryAt: new Date(due.getTime() + 2 * hour),
    });
    // Another file that is just as bad, checked by the coach before then: read, and refused again.
    served = everySecondCalendar(9);
    const checked = new Date(due.getTime() + 10 * 60_000);
    await syncSubscription(test.db, id, checked, local);
    expect(reads.count).toBe(before + 2);
    expect((await subscriptionsOf(bram.id))[0]).toMatchObject({
      refusals: 3,
      refusedHash: sha256(served),
      retryAt: new Date(checked.getTime() + 4 * hour),
    });
    expect([1, 2, 3, 5, 6, 7, 40].map(refusalWait)).toEqual([
      REFUSAL_WAIT_MS,
      2 * REFUSAL_WAIT_MS,
      4 * REFUSAL_WAIT_MS,
      16 * REFUSAL_WAIT_MS,
      REFUSAL_WAIT_MAX_MS,
      REFUSAL_WAIT_MAX_MS,
      REFUSAL_WAIT_MAX_MS,
    ]);
  });

  it("is back to normal once the calendar is within its budget again", async () => {
    served = autumn;
    const fixed = new Date(now.getTime() + 3 * hour);
    expect(await postCalendarForm(test.db, bram, form({ intent: "calendar-sync", id }), fixed, local)).toEqual({
      errors: {},
      saved: true,
    });
    expect((await subscriptionsOf(bram.id))[0]).toMatchObject({
      lastError: null,
      refusals: 0,
      refusedHash: null,
      retryAt: null,
      lastSyncedAt: fixed,
    });
    expect(await queueDueSubscriptions(test.db, new Date(fixed.getTime() + 16 * 60_000))).toBe(1);
  });
});
