import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPartnerMember, createCoach, createMember, createPartner, everyDay } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { coaches, coachNextFree, coachVacations } from "../../db/schema/coaching";
import "~/utils/i18n/resources.server";
import { holidayKeys } from "../../db/schema/scheduling";
import { cancelByMember } from "./appointments.server";
import { coachFreeSlots } from "./availability.server";
import { bookSlot } from "./booking.server";
import { parseDirectoryQuery } from "./directory";
import { PAGE_SIZE, searchDirectory } from "./directory.server";
import { saveHolidaySettings } from "./holiday-settings.server";
import {
  NEXT_FREE_DEBOUNCE_MS,
  nextFreeJobHandlers,
  queueNextFree,
  refreshNextFree,
  staleNextFree,
  sweepNextFree,
} from "./next-free.server";
import { addVacation, removeVacation, saveOverride, saveRules, saveWeeklyHours } from "./practice.server";
import { practiceRuleColumns } from "./practice-rules";

// Tuesday 1 December 2026, 07:00 in Amsterdam.
const now = new Date("2026-12-01T06:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;
let test: TestDatabase;
let daan: string;
let handlers: ReturnType<typeof nextFreeJobHandlers>;

beforeAll(async () => {
  test = await createTestDatabase();
  handlers = nextFreeJobHandlers(async () => test.db);
  await createMember(test.db, {
    id: "member",
    name: "Mila",
    email: "mila@example.com",
    emailVerified: true,
    onboarding: now,
  });
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme", coachingAllowance: 10 });
  await addPartnerMember(test.db, partner.id, "member");
  // 08:00–20:00 every day, no notice, a 15-minute buffer, 30-minute intakes on a 30-minute grid.
  daan = (
    await createCoach(test.db, {
      slug: "daan",
      name: "Daan",
      published: true,
      minimumNoticeMinutes: 0,
      hours: everyDay(480, 1200),
    })
  ).id;
});

afterAll(async () => {
  await test?.close();
});

const stored = async (coachId: string) => {
  const [row] = await test.db.select().from(coachNextFree).where(eq(coachNextFree.coachId, coachId));
  return row;
};
const nextOf = async (coachId: string) => (await stored(coachId))?.nextFreeAt?.toISOString() ?? null;
const jobsFor = async (coachId: string) =>
  (await jobRows(test.db, "coach-next-free")).filter((job) => job.data.coachId === coachId);
const waiting = async (coachId: string) => (await jobsFor(coachId)).filter((job) => job.state === "created");
/** Runs the queued recomputations once their debounce is over, on the test's clock. */
const runJobs = () => test.queue.runDue(handlers, later(NEXT_FREE_DEBOUNCE_MS));
const rulesOf = async (coachId: string) => {
  const [row] = await test.db.select(practiceRuleColumns).from(coaches).where(eq(coaches.id, coachId));
  if (!row) throw new Error("no such coach");
  return row;
};

describe("a coach's next free time", () => {
  it("is the first free intake slot of the coach's hours, searched 14 days ahead", async () => {
    expect(await refreshNextFree(test.db, [daan], now)).toBe(1);
    const row = await stored(daan);
    expect(row?.nextFreeAt?.toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(row?.checkedUntil.toISOString()).toBe(later(14 * DAY).toISOString());
    // What the booking page shows first.
    expect((await coachFreeSlots(test.db, daan, "intake", now))[0]?.start.toISOString()).toBe(await nextOf(daan));
  });

  it("moves when a booking takes it and comes back when it is cancelled, by a job queued with each", async () => {
    const booked = await bookSlot(test.db, {
      coachId: daan,
      memberId: "member",
      kind: "intake",
      start: new Date("2026-12-01T07:00:00Z"),
      idempotencyKey: "00000000-0000-4000-8000-000000000001",
      now,
    });
    const [job] = await waiting(daan);
    expect(job?.startAfter.toISOString()).toBe(later(NEXT_FREE_DEBOUNCE_MS).toISOString());
    // Not before its debounce is over.
    expect(await test.queue.runDue(handlers, now)).toBe(0);
    expect(await nextOf(daan)).toBe("2026-12-01T07:00:00.000Z");
    expect(await runJobs()).toBe(1);
    const moved = await nextOf(daan);
    expect(moved).not.toBe("2026-12-01T07:00:00.000Z");
    expect(moved).toBe(
      (await coachFreeSlots(test.db, daan, "intake", later(NEXT_FREE_DEBOUNCE_MS)))[0]?.start.toISOString(),
    );

    await cancelByMember(test.db, { id: booked.appointmentId, memberId: "member", now });
    expect(await waiting(daan)).toHaveLength(1);
    expect(await runJobs()).toBe(1);
    expect(await nextOf(daan)).toBe("2026-12-01T07:00:00.000Z");
  });

  it("skips a vacation and honours the notice", async () => {
    await addVacation(test.db, daan, "2026-12-01", "2026-12-02");
    await refreshNextFree(test.db, [daan], now);
    expect(await nextOf(daan)).toBe("2026-12-03T07:00:00.000Z");
    const [vacation] = await test.db.select().from(coachVacations).where(eq(coachVacations.coachId, daan));
    await removeVacation(test.db, daan, vacation?.id ?? "");

    const rules = await rulesOf(daan);
    await saveRules(test.db, daan, { ...rules, minimumNoticeMinutes: 24 * 60 });
    await refreshNextFree(test.db, [daan], now);
    // 24 hours from 07:00 in Amsterdam: Wednesday 07:00, before the hours start at 08:00.
    expect(await nextOf(daan)).toBe("2026-12-02T07:00:00.000Z");
    await saveRules(test.db, daan, rules);
    // One job per computation a change followed: removing the vacation and the first new rules
    // shared one.
    expect(await runJobs()).toBe(3);
    expect(await nextOf(daan)).toBe("2026-12-01T07:00:00.000Z");
  });

  it("is null when nothing is free within the search, which is how far it looked", async () => {
    const idle = (await createCoach(test.db, { slug: "idle", published: true, windowDays: 5 })).id;
    await refreshNextFree(test.db, [idle], now);
    const row = await stored(idle);
    expect(row?.nextFreeAt).toBeNull();
    // The coach's own window is shorter than the search.
    expect(row?.checkedUntil.toISOString()).toBe(later(5 * DAY).toISOString());
  });
});

describe("queuing the recomputation", () => {
  it("queues one job for a burst of changes, in their transactions, and anew once it ran", async () => {
    const busy = (await createCoach(test.db, { slug: "busy", published: true, hours: everyDay(540, 1020) })).id;
    await saveWeeklyHours(test.db, busy, new Map([[1, [{ start: 540, end: 720 }]]]));
    await saveOverride(test.db, busy, "2026-12-03", []);
    await addVacation(test.db, busy, "2026-12-10", "2026-12-11");
    expect(await jobsFor(busy)).toHaveLength(1);
    // Nothing known yet: not "available soon" until the job has run.
    expect(await stored(busy)).toMatchObject({ nextFreeAt: null });

    expect(await runJobs()).toBe(1);
    expect((await stored(busy))?.nextFreeAt).not.toBeNull();
    await saveHolidaySettings(test.db, busy, holidayKeys.slice(0, 1));
    expect(await jobsFor(busy)).toHaveLength(2);
    expect(await waiting(busy)).toHaveLength(1);
  });

  it("queues nothing when the change's transaction rolls back", async () => {
    const before = (await jobsFor(daan)).length;
    await expect(
      test.db.transaction(async (tx) => {
        await queueNextFree(tx, daan, now);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobsFor(daan)).toHaveLength(before);
  });
});

describe("the sweep", () => {
  it("recomputes passed times, times within notice, rows without one and searches that ran out", async () => {
    await refreshNextFree(test.db, [daan], now);
    const fresh = (
      await createCoach(test.db, {
        slug: "fresh",
        published: true,
        minimumNoticeMinutes: 0,
        hours: everyDay(480, 1200),
      })
    ).id;
    const hidden = (await createCoach(test.db, { slug: "hidden", published: false, hours: everyDay(480, 1200) })).id;
    const idle = (await createCoach(test.db, { slug: "idle-2", published: true })).id;
    await refreshNextFree(test.db, [idle], now);
    const stale = await staleNextFree(test.db, now);
    expect(stale).toContain(fresh);
    expect(stale).not.toContain(hidden);
    expect(stale).not.toContain(daan);
    // Nothing found for 14 days is right for a week; then the search must look further.
    expect(stale).not.toContain(idle);
    expect(await staleNextFree(test.db, later(8 * DAY))).toContain(idle);

    // Daan's 07:00 has passed by 07:30.
    const after = new Date("2026-12-01T07:30:00Z");
    expect(await staleNextFree(test.db, after)).toContain(daan);
    await sweepNextFree(test.db, after);
    expect(await nextOf(daan)).toBe("2026-12-01T07:30:00.000Z");
    expect(await nextOf(fresh)).toBe("2026-12-01T07:30:00.000Z");
    expect(await staleNextFree(test.db, after)).not.toContain(daan);
    expect(await stored(hidden)).toBeUndefined();
  });
});

describe("the directory's available within 7 days", () => {
  it("filters and pages on the stored times, and shows them", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      const coach = await createCoach(test.db, {
        slug: `soon-${String(i).padStart(2, "0")}`,
        name: `Soon ${String(i).padStart(2, "0")}`,
        published: true,
        minimumNoticeMinutes: 0,
        headlineNl: "Snel",
        headlineEn: "Soon",
        specialties: ["nutrition"],
      });
      slugs.push(coach.slug);
      // Stored times the engine would not find (the coaches have no hours): the list reads them.
      await test.db
        .insert(coachNextFree)
        .values({ coachId: coach.id, nextFreeAt: later((i + 1) * 3_600_000), checkedUntil: later(14 * DAY) });
    }
    const late = await createCoach(test.db, {
      slug: "late",
      name: "Late",
      published: true,
      specialties: ["nutrition"],
    });
    await test.db
      .insert(coachNextFree)
      .values({ coachId: late.id, nextFreeAt: later(7 * DAY + 60_000), checkedUntil: later(14 * DAY) });
    // Within the coach's notice of 12 hours: no longer bookable, whatever the row says.
    const noticed = await createCoach(test.db, {
      slug: "noticed",
      published: true,
      minimumNoticeMinutes: 720,
      specialties: ["nutrition"],
    });
    await test.db
      .insert(coachNextFree)
      .values({ coachId: noticed.id, nextFreeAt: later(3_600_000), checkedUntil: later(14 * DAY) });
    // No row yet.
    await createCoach(test.db, {
      slug: "unknown",
      published: true,
      specialties: ["nutrition"],
      hours: everyDay(480, 1200),
    });

    const search = (query: string) =>
      searchDirectory(test.db, parseDirectoryQuery(new URLSearchParams(query)), "nl", now);
    const first = await search("specialty=nutrition&soon=1");
    expect(first).toMatchObject({ total: PAGE_SIZE + 2, page: 1, pages: 2 });
    expect(first.coaches.map((coach) => coach.slug)).toEqual(slugs.slice(0, PAGE_SIZE));
    expect(first.coaches[0]?.nextSlot).toBe(later(3_600_000).toISOString());
    const second = await search("specialty=nutrition&soon=1&page=2");
    expect(second.coaches.map((coach) => coach.slug)).toEqual(slugs.slice(PAGE_SIZE));
    expect(second.coaches[1]?.nextSlot).toBe(later((PAGE_SIZE + 2) * 3_600_000).toISOString());
    // Without "soon" every match is listed.
    expect((await search("specialty=nutrition")).total).toBe(PAGE_SIZE + 5);
  });
});
