import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { auditLog } from "../../db/schema/admin";
import { appointments, coaches, coachWeeklyHours } from "../../db/schema/coaching";
import type { Actor } from "./audit.server";
import { adminCoach, coachFigures, listCoaches, setPublished } from "./coaches.server";

// Wednesday 14 April 2027, noon in Amsterdam.
const now = new Date("2027-04-14T10:00:00Z");
const admin: Actor = { id: "admin", name: "Sara Jansen", email: "admin@example.com" };
let test: TestDatabase;
let daan: string;
let sanne: string;

async function appointment(
  coachId: string,
  startsAt: string,
  status: "confirmed" | "completed" | "no_show" | "cancelled",
  cancelledBy: string | null = null,
) {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + 3_600_000);
  await test.db.insert(appointments).values({
    coachId,
    memberId: "mila",
    kind: "coaching",
    startsAt: start,
    endsAt: end,
    blocks: `[${start.toISOString()},${end.toISOString()})`,
    status,
    cancelledBy,
    idempotencyKey: `${coachId}-${startsAt}`,
  });
}

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insert(users).values([
    { id: "daan", name: "Daan Bakker", email: "daan@example.com" },
    { id: "mila", name: "Mila", email: "mila@example.com" },
  ]);
  const rows = await test.db
    .insert(coaches)
    .values([
      {
        slug: "daan-bakker",
        name: "Daan Bakker",
        userId: "daan",
        published: true,
        headlineNl: "Rust",
        headlineEn: "Calm",
        bioNl: "Bio",
        bioEn: "Bio",
        minimumNoticeMinutes: 0,
      },
      { slug: "sanne-de-jong", name: "Sanne de Jong", published: false },
    ])
    .returning({ id: coaches.id });
  daan = rows[0]?.id as string;
  sanne = rows[1]?.id as string;
  // Monday to Friday, 9 to 17 in Amsterdam.
  await test.db
    .insert(coachWeeklyHours)
    .values([1, 2, 3, 4, 5].map((weekday) => ({ coachId: daan, weekday, startMinute: 540, endMinute: 1020 })));
  // This month: two completed, one no-show, one cancelled by the member, one by the coach, one to come.
  await appointment(daan, "2027-04-01T08:00:00Z", "completed");
  await appointment(daan, "2027-04-02T08:00:00Z", "completed");
  await appointment(daan, "2027-04-05T08:00:00Z", "no_show");
  await appointment(daan, "2027-04-06T08:00:00Z", "cancelled", "member");
  await appointment(daan, "2027-04-07T08:00:00Z", "cancelled", "coach");
  await appointment(daan, "2027-04-20T08:00:00Z", "confirmed");
  // Earlier this year; in Amsterdam 1 April 00:30 is April, in UTC still March.
  await appointment(daan, "2027-02-01T08:00:00Z", "completed");
  await appointment(daan, "2027-03-31T22:30:00Z", "completed");
  // Last year: not counted.
  await appointment(daan, "2026-12-31T08:00:00Z", "completed");
});

afterAll(async () => {
  await test?.close();
});

describe("the coaches in the back office", () => {
  it("counts each coach's sessions this month and year, outcomes and cancellations by whom", async () => {
    const figures = await coachFigures(test.db, [daan, sanne], now);
    expect(figures.get(daan)).toEqual({
      month: 5,
      year: 6,
      completed: 4,
      noShows: 1,
      cancelledByMember: 1,
      cancelledByCoach: 1,
    });
    expect(figures.get(sanne)).toEqual({
      month: 0,
      year: 0,
      completed: 0,
      noShows: 0,
      cancelledByMember: 0,
      cancelledByCoach: 0,
    });
  });

  it("lists every practice with its account, figures and next free slot", async () => {
    const list = await listCoaches(test.db, 1, now);
    expect(list).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(list.coaches.map((row) => [row.name, row.email, row.published])).toEqual([
      ["Daan Bakker", "daan@example.com", true],
      ["Sanne de Jong", null, false],
    ]);
    expect(list.coaches[0]?.nextSlot).toBe("2027-04-14T10:00:00.000Z");
    expect(list.coaches[1]?.nextSlot).toBeNull();
    expect((await adminCoach(test.db, daan, now))?.figures.completed).toBe(4);
    expect(await adminCoach(test.db, "00000000-0000-4000-8000-000000000000", now)).toBeNull();
  });

  it("publishes and unpublishes with an audit entry, and refuses an empty profile", async () => {
    expect(await setPublished(test.db, admin, sanne, true)).toBe("incomplete");
    expect(await setPublished(test.db, admin, daan, true)).toBe("unchanged");
    expect(await setPublished(test.db, admin, daan, false)).toBe("done");
    const [row] = await test.db.select({ published: coaches.published }).from(coaches).where(eq(coaches.id, daan));
    expect(row?.published).toBe(false);
    expect(await setPublished(test.db, admin, daan, true)).toBe("done");
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entity, "coach"));
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.before, entry.after])).toEqual([
      ["unpublish", daan, { published: true }, { published: false }],
      ["publish", daan, { published: false }, { published: true }],
    ]);
    expect(await setPublished(test.db, admin, "00000000-0000-4000-8000-000000000000", true)).toBe("not-found");
  });
});
