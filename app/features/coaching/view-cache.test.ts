import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCoach } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { coaches, coachWeeklyHours } from "../../db/schema/coaching";
import { saveWeeklyHours } from "./practice.server";
import { cachedCoachSlots, invalidateCoachViews } from "./view-cache.server";

let test: TestDatabase;
let other: TestDatabase;
// Sunday 1 March 2026, 20:00 in Amsterdam.
const now = new Date("2026-03-01T19:00:00Z");
const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());
const later = (ms: number) => new Date(now.getTime() + ms);

async function coachIn(db: TestDatabase, startMinute: number) {
  return createCoach(db.db, {
    slug: "anna",
    name: "Anna",
    published: true,
    minimumNoticeMinutes: 0,
    windowDays: 7,
    // Mondays on the coach's clock, from `startMinute` for two hours.
    hours: [{ weekday: 1, startMinute, endMinute: startMinute + 120 }],
  });
}

beforeAll(async () => {
  test = await createTestDatabase();
  other = await createTestDatabase();
});

afterAll(async () => {
  await test?.close();
  await other?.close();
});

beforeEach(() => invalidateCoachViews());

describe("a coach's slots as visitors see them", () => {
  it("are kept for a few seconds, and emptied at once by a change", async () => {
    const coach = await coachIn(test, 540);
    const first = starts(await cachedCoachSlots(test.db, coach, "intake", now));
    expect(first[0]).toBe("2026-03-02T08:00:00.000Z");
    // A change the cache does not hear of (straight into the table) shows only after the TTL.
    await test.db.update(coachWeeklyHours).set({ startMinute: 600 }).where(eq(coachWeeklyHours.coachId, coach.id));
    expect(starts(await cachedCoachSlots(test.db, coach, "intake", later(9_000)))).toEqual(first);
    expect(starts(await cachedCoachSlots(test.db, coach, "intake", later(10_001)))[0]).toBe("2026-03-02T09:00:00.000Z");

    // A change made through the app (the coach's hours) empties the cache: it shows on the next view.
    await saveWeeklyHours(test.db, coach.id, new Map([[1, [{ start: 660, end: 780 }]]]));
    expect(starts(await cachedCoachSlots(test.db, coach, "intake", later(10_500)))[0]).toBe("2026-03-02T10:00:00.000Z");
  });

  it("leave out a slot that came within the coach's notice since the list was made", async () => {
    const coach = { ...(await coachIn(other, 540)), minimumNoticeMinutes: 60 };
    // Monday 08:29:55 UTC: 08:30 UTC is just over an hour away, then 9 s later just under.
    const made = new Date("2026-03-02T07:29:55Z");
    expect(starts(await cachedCoachSlots(other.db, coach, "intake", made))[0]).toBe("2026-03-02T08:30:00.000Z");
    const seen = starts(await cachedCoachSlots(other.db, coach, "intake", new Date(made.getTime() + 9_000)));
    expect(seen[0]).toBe("2026-03-02T09:00:00.000Z");
  });

  it("are kept per database: two databases never see each other's slots", async () => {
    const [anna] = await test.db.select().from(coaches).where(eq(coaches.slug, "anna"));
    if (!anna) throw new Error("no coach");
    expect(await cachedCoachSlots(test.db, anna, "intake", now)).not.toEqual([]);
    // The same coach id asked of another database (where it is nobody) is answered by that database.
    expect(await cachedCoachSlots(other.db, anna, "intake", now)).toEqual([]);
  });
});
