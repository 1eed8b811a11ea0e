// The body of `npx tsx bench/caldav.ts` (see bench/caldav.ts for what it measures).
import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { caldavAccountView, chooseCalendars, connectAccount } from "../app/features/caldav/accounts.server";
import { eventUrlFor } from "../app/features/caldav/event";
import { caldavJobHandlers } from "../app/features/caldav/jobs.server";
import { coachFreeSlots } from "../app/features/coaching/availability.server";
import { bookSlot } from "../app/features/coaching/booking.server";
import { stopCalendarWorkers } from "../app/features/coaching/ical-busy-worker.server";
import { appointmentJobHandlers } from "../app/features/coaching/notifications.server";
import { addPartnerMember, createCoach, createMember, createPartner, everyDay } from "../tests/support/factories";
import { startRadicale } from "../tests/support/radicale";
import { createTestDatabase } from "../tests/support/test-db";

const BOOKINGS = 30;

/** The benchmark; loaded through Vite by bench/caldav.ts, as the app's modules need. */
export async function main() {
  // A fresh database (PGlite in memory, or a new PostgreSQL database on BENCH_DATABASE_URL's
  // server, dropped after), migrated, with its job queue.
  const url = process.env.BENCH_DATABASE_URL;
  if (url) process.env.TEST_DATABASE_URL = url;
  else delete process.env.TEST_DATABASE_URL;
  const test = await createTestDatabase();
  const { db, queue } = test;
  const radicale = await startRadicale([{ username: "coach", password: "bench-app-password" }]);
  try {
    const user = radicale.users[0] as { username: string; password: string };
    const calendar = await radicale.makeCalendar(user, "vitaal", "Vitaal");
    const now = new Date();
    const coach = await createCoach(db, {
      slug: `bench-${randomUUID().slice(0, 8)}`,
      name: "Bench Coach",
      published: true,
      minimumNoticeMinutes: 0,
      windowDays: 60,
      hours: everyDay(480, 1200),
    });
    const partner = await createPartner(db, {
      slug: `bench-${randomUUID().slice(0, 8)}`,
      name: "Bench",
      coachingAllowance: 50,
    });
    await connectAccount(
      db,
      coach.id,
      { serverUrl: radicale.origin, username: user.username, password: user.password },
      now,
    );
    const view = await caldavAccountView(db, coach.id);
    const write = view.connected ? view.calendars[0]?.id : undefined;
    await chooseCalendars(db, coach.id, { read: [], write: write as string }, now);
    const handlers = { ...appointmentJobHandlers(async () => db), ...caldavJobHandlers(async () => db) };
    const auth = `Basic ${Buffer.from(`${user.username}:${user.password}`).toString("base64")}`;
    // One free slot a day, as the booking page offers them.
    const byDay = new Map<string, Date>();
    for (const slot of await coachFreeSlots(db, coach.id, "coaching", now)) {
      const day = slot.start.toISOString().slice(0, 10);
      if (!byDay.has(day)) byDay.set(day, slot.start);
    }
    const slots = [...byDay.values()];
    if (slots.length < BOOKINGS) throw new Error(`only ${slots.length} days with a free slot`);
    const times: number[] = [];
    for (let index = 0; index < BOOKINGS; index++) {
      const memberId = `bench-member-${randomUUID()}`;
      await createMember(db, { id: memberId, name: `Member ${index}`, emailVerified: true, onboarding: now });
      await addPartnerMember(db, partner.id, memberId);
      const start = slots[index] as Date;
      const began = performance.now();
      const booked = await bookSlot(db, {
        coachId: coach.id,
        memberId,
        kind: "coaching",
        start,
        idempotencyKey: randomUUID(),
        now: new Date(),
      });
      // What the server does once the booking's request is answered.
      const running = queue.runDue(handlers, new Date());
      const eventUrl = eventUrlFor(calendar, booked.appointmentId);
      for (;;) {
        const response = await fetch(eventUrl, { headers: { authorization: auth } });
        await response.arrayBuffer();
        if (response.status === 200) break;
        if (performance.now() - began > 30_000) throw new Error("the event did not arrive within 30 s");
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      times.push(performance.now() - began);
      await running;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number;
    const cpu = cpus()[0]?.model ?? "unknown CPU";
    console.log(`CalDAV: booking to event in Radicale, ${BOOKINGS} bookings, ${url ? "PostgreSQL" : "PGlite"}, ${cpu}`);
    console.log(`median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`);
  } finally {
    await radicale.stop();
    await stopCalendarWorkers();
    await test.close();
  }
}
