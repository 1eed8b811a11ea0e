import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthRoutes } from "../../../server/health";
import { listen } from "../../../server/test-server";
import { busyCoachCalendar, denseSeriesCalendar, everySecondCalendar } from "../../../tests/support/calendars";
import { createCoach } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { calendarBusy, calendarSubscriptions } from "../../db/schema/calendar";
import { type CalendarFetcher, fetchCalendarText } from "./calendar-fetch.server";
import { postCalendarForm } from "./calendar-form-fixture";
import { syncSubscription } from "./calendar-sync.server";
import { stopCalendarWorkers } from "./ical-busy-worker.server";

// The worst calendars a coach can link, read while `/healthz` is asked every 20 ms over HTTP: the
// reading happens in a worker thread, so the answers take a few ms (decision 026 has the figures).
// Before, eight events of every second blocked the event loop for 6–9 s. The test runs beside
// other test files on a shared machine, where the scheduler alone can hold a probe for a few
// hundred ms; so the typical answer is held to the 100 ms budget and the slowest to a second,
// which a calendar read on the event loop would break many times over.

const HEALTHY_MS = 100;
const SLOWEST_MS = 1_000;

/** The typical answer within the budget, and none anywhere near a blocked event loop. */
function expectHealthy(answers: number[]) {
  expect(answers.length).toBeGreaterThan(0);
  const sorted = [...answers].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(HEALTHY_MS);
  expect(sorted[sorted.length - 1]).toBeLessThan(SLOWEST_MS);
}
// Thursday 15 October 2026, 12:00 in Amsterdam.
const now = new Date("2026-10-15T10:00:00Z");
const files = {
  "every-second.ics": everySecondCalendar(),
  "dense-2mb.ics": denseSeriesCalendar(),
  "busy-2mb.ics": busyCoachCalendar(),
};

let test: TestDatabase;
let calendars: http.Server;
let calendarBase: string;
let app: Awaited<ReturnType<typeof listen>>;
let coach: { id: string; timeZone: string };

const local: CalendarFetcher = (address) => fetchCalendarText(address, { allowLoopback: true, requireHttps: false });

beforeAll(async () => {
  calendars = http.createServer((request, response) => {
    const text = files[(request.url ?? "").slice(1) as keyof typeof files];
    if (!text) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/calendar" });
    response.end(text);
  });
  await new Promise<void>((resolve) => calendars.listen(0, "127.0.0.1", resolve));
  calendarBase = `http://127.0.0.1:${(calendars.address() as AddressInfo).port}`;

  test = await createTestDatabase();
  const row = await createCoach(test.db, { slug: "anna", name: "Anna", published: true });
  coach = { id: row.id, timeZone: row.timeZone };

  // The health route as the server mounts it, and the coach's calendar form beside it.
  const server = express();
  server.use(
    healthRoutes({
      database: async () => {
        await test.db.execute(sql`select 1`);
      },
    }),
  );
  server.post("/coach/availability", express.urlencoded({ extended: false }), async (req, res) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(req.body as Record<string, string>)) form.set(name, value);
    res.json(await postCalendarForm(test.db, coach, form, now, local));
  });
  app = await listen(server);
  // The test's own HTTP client loads on its first request: not a figure of the server's.
  await (await fetch(`${app.url}/healthz`)).json();
});

afterAll(async () => {
  await app?.close();
  calendars?.closeAllConnections();
  await new Promise((resolve) => calendars?.close(resolve));
  await stopCalendarWorkers();
  await test?.close();
});

/** Runs `work` while asking /healthz every 20 ms; its result and how long each answer took. */
async function whileProbing<T>(work: () => Promise<T>): Promise<{ result: T; answers: number[] }> {
  const answers: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${app.url}/healthz`);
      expect(await response.json()).toEqual({ status: "ok" });
      answers.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), answers };
  } finally {
    done = true;
    await probing;
  }
}

const addCalendar = async (file: string) => {
  const response = await fetch(`${app.url}/coach/availability`, {
    method: "POST",
    body: new URLSearchParams({ intent: "calendar-add", url: `${calendarBase}/${file}` }),
  });
  return response.json();
};

const subscriptions = () =>
  test.db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.coachId, coach.id));

describe("/healthz while the worst calendars are read", () => {
  it("answers in time while eight events of every second since 2000 are read, and the calendar is refused", async () => {
    const { result, answers } = await whileProbing(() => addCalendar("every-second.ics"));
    expect(result).toEqual({ errors: { url: "linkFailed.tooComplex" }, saved: false });
    expectHealthy(answers);
    expect(await subscriptions()).toEqual([]);
  });

  it("answers in time while 2 MB of dense series are read, and the calendar is refused", async () => {
    const { result, answers } = await whileProbing(() => addCalendar("dense-2mb.ics"));
    expect(result).toEqual({ errors: { url: "linkFailed.tooComplex" }, saved: false });
    expectHealthy(answers);
    expect(await subscriptions()).toEqual([]);
  });

  it("answers in time while a 2 MB calendar of years of appointments is read, and keeps its busy time", async () => {
    const { result, answers } = await whileProbing(() => addCalendar("busy-2mb.ics"));
    expect(result).toEqual({ errors: {}, saved: true });
    expectHealthy(answers);
    const busy = await test.db
      .select({ start: calendarBusy.startsAt, end: calendarBusy.endsAt })
      .from(calendarBusy)
      .where(eq(calendarBusy.coachId, coach.id))
      .orderBy(calendarBusy.startsAt);
    // Every working day of the 60 days: 07:00–07:30 in Amsterdam (the series) and 12:00–13:00 UTC.
    const expected: string[] = [];
    for (let day = new Date("2026-10-15T00:00:00Z"); day < new Date("2026-12-15T00:00:00Z"); ) {
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
        const date = day.toISOString().slice(0, 10);
        const summer = date < "2026-10-25";
        const morning = `${date}T0${summer ? 5 : 6}:00:00.000Z/${date}T0${summer ? 5 : 6}:30:00.000Z`;
        const noon = `${date}T12:00:00.000Z/${date}T13:00:00.000Z`;
        // The window starts on 15 October 10:00 UTC and ends 60 days later at the same time.
        if (date !== "2026-10-15") expected.push(morning);
        if (date !== "2026-12-14") expected.push(noon);
      }
      day = new Date(day.getTime() + 86_400_000);
    }
    expect(busy.map((row) => `${row.start.toISOString()}/${row.end.toISOString()}`)).toEqual(expected);
  });

  it("answers in time while a linked calendar that became 2 MB of dense series is synced, and stores it as failed", async () => {
    const [linked] = await subscriptions();
    if (!linked) throw new Error("no calendar linked");
    const rowsBefore = await test.db.select().from(calendarBusy).where(eq(calendarBusy.subscriptionId, linked.id));
    const later = new Date(now.getTime() + 20 * 60_000);
    // Not the file refused above (a refused file is known by its hash and not read again).
    const changed = files["dense-2mb.ics"].replace("PRODID:-//Vitaal tests//EN", "PRODID:-//Vitaal tests//NL");
    const { result, answers } = await whileProbing(() =>
      syncSubscription(test.db, linked.id, later, () => Promise.resolve(changed)),
    );
    expect(result).toEqual({ ok: false, error: "tooComplex" });
    expectHealthy(answers);
    const [failed] = await subscriptions();
    expect(failed?.lastError).toBe("tooComplex");
    expect(failed?.lastSyncedAt?.toISOString()).toBe(now.toISOString());
    expect(failed?.retryAt?.toISOString()).toBe(new Date(later.getTime() + 60 * 60_000).toISOString());
    // The busy time of the last good file still counts.
    expect(await test.db.select().from(calendarBusy).where(eq(calendarBusy.subscriptionId, linked.id))).toEqual(
      rowsBefore,
    );
  });
});
