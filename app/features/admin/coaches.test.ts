import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as profileAction, loader as profileLoader } from "~/routes/coach/profile";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoach, createUser } from "../../../tests/support/factories";
import { routeContext } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { auditLog } from "../../db/schema/admin";
import { coaches } from "../../db/schema/coaching";
import { coachPractice } from "../accounts/areas.server";
import type { CurrentUser } from "../accounts/session.server";
import { type ProfileChanges, saveProfile } from "../coaching/practice.server";
import type { Actor } from "./audit.server";
import {
  adminCoach,
  changePublicationOf,
  coachFigures,
  holdCoach,
  listCoaches,
  publishCoach,
  releaseCoach,
} from "./coaches.server";

// Wednesday 14 April 2027, noon in Amsterdam.
const now = new Date("2027-04-14T10:00:00Z");
const admin: Actor = { id: "admin", name: "Sara Jansen", email: "admin@example.com" };
const coachActor: Actor = { id: "daan", name: "Daan Bakker", email: "daan@example.com" };
let test: TestDatabase;
// The coach's own profile page works on this file's database.
let app: { release(): void };
let daan: string;
let sanne: string;

async function appointment(
  coachId: string,
  startsAt: string,
  status: "confirmed" | "completed" | "no_show" | "cancelled",
  cancelledBy: string | null = null,
) {
  await createAppointment(test.db, {
    coachId,
    memberId: "mila",
    startsAt,
    status,
    cancelledBy,
    idempotencyKey: `${coachId}-${startsAt}`,
  });
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  await createUser(test.db, { id: "admin", name: "Sara Jansen", email: "admin@example.com" });
  await createUser(test.db, { id: "daan", name: "Daan Bakker", email: "daan@example.com" });
  await createUser(test.db, { id: "mila", name: "Mila", email: "mila@example.com" });
  daan = (
    await createCoach(test.db, {
      slug: "daan-bakker",
      name: "Daan Bakker",
      userId: "daan",
      published: true,
      headlineNl: "Rust",
      headlineEn: "Calm",
      bioNl: "Bio",
      bioEn: "Bio",
      minimumNoticeMinutes: 0,
      // Monday to Friday, 9 to 17 in Amsterdam.
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })),
    })
  ).id;
  sanne = (await createCoach(test.db, { slug: "sanne-de-jong", name: "Sanne de Jong", published: false })).id;
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
  app?.release();
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
      upcoming: 1,
    });
    // A practice without sessions counts nothing.
    expect(Object.values(figures.get(sanne) ?? {})).toEqual([0, 0, 0, 0, 0, 0, 0]);
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

  it("refuses to publish an empty profile, and names what is not there", async () => {
    const nobody = "00000000-0000-4000-8000-000000000000";
    await expect(publishCoach(test.db, admin, sanne)).rejects.toMatchObject({
      code: "conflict",
      key: "coaches.errors.incomplete",
    });
    expect(await publishCoach(test.db, admin, daan)).toBe("unchanged");
    await expect(publishCoach(test.db, admin, nobody)).rejects.toMatchObject({ code: "notFound" });
    await expect(holdCoach(test.db, admin, nobody, null, now)).rejects.toMatchObject({ code: "notFound" });
    await expect(releaseCoach(test.db, admin, nobody)).rejects.toMatchObject({ code: "notFound" });
    expect(await test.db.select().from(auditLog)).toEqual([]);
  });
});

/** The coach's profile form as the page posts it. */
const profileForm = (changes: Partial<Record<string, string>> = {}) => {
  const bio = "Ik help mensen al tien jaar om rust te vinden in een drukke baan, met kleine stappen.";
  return new URLSearchParams({
    name: "Daan Bakker",
    headlineNl: "Rust",
    headlineEn: "Calm",
    bioNl: bio,
    bioEn: bio,
    specialties: "stress",
    languages: "nl",
    modes: "video",
    ...changes,
  } as Record<string, string>);
};

/** Posts the profile form as coach Daan, through the page's own action. */
async function postProfile(form: URLSearchParams) {
  const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, daan));
  const context = routeContext({ ...coachActor, timeZone: "Europe/Amsterdam" } as CurrentUser);
  context.set(coachPractice, practice as never);
  const request = new Request("http://localhost/coach/profile", { method: "POST", body: form });
  const result = await profileAction({ request, params: {}, context } as never);
  const body = (result as { data?: unknown }).data ?? result;
  return { status: (result as { init?: { status?: number } }).init?.status ?? 200, body };
}

async function pageOf(id: string) {
  const [row] = await test.db
    .select({
      name: coaches.name,
      published: coaches.published,
      heldAt: coaches.heldAt,
      holdReason: coaches.holdReason,
    })
    .from(coaches)
    .where(eq(coaches.id, id));
  return row;
}

const trail = async () =>
  (await test.db.select().from(auditLog).where(eq(auditLog.entity, "coach")).orderBy(asc(auditLog.id))).map((entry) => [
    entry.actorId,
    entry.action,
    entry.before,
    entry.after,
  ]);

describe("an administrator's hold on a coach page", () => {
  const reason = "Er loopt een klacht; we nemen contact met je op.";

  it("takes the page down and keeps it down: the coach cannot publish it, and sees why", async () => {
    expect(await changePublicationOf(test.db, admin, { intent: "unpublish", id: daan, reason }, now)).toBe("done");
    expect(await pageOf(daan)).toEqual({
      name: "Daan Bakker",
      published: false,
      heldAt: now,
      holdReason: reason,
    });
    expect((await adminCoach(test.db, daan, now))?.hold).toEqual({
      since: now.toISOString(),
      reason,
      by: "Sara Jansen <admin@example.com>",
    });

    // The coach's page shows the hold and its reason.
    const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, daan));
    const context = routeContext({ ...coachActor, timeZone: "Europe/Amsterdam" } as CurrentUser);
    context.set(coachPractice, practice as never);
    expect(await profileLoader({ context } as never)).toMatchObject({
      hold: { since: now.toISOString(), reason },
      coach: { published: false },
    });

    // Publishing anyway is refused with a message, and nothing of the form is saved.
    const refused = await postProfile(profileForm({ name: "Daan B.", published: "yes" }));
    expect(refused).toMatchObject({
      status: 409,
      body: { form: "profile", result: { error: { published: ["profile.errors.held"] } } },
    });
    expect(refused.body).not.toHaveProperty("saved");
    expect(await saveProfile(test.db, coachActor, daan, { ...changesOf("Daan B."), published: true }, null)).toBe(
      "held",
    );
    expect(await pageOf(daan)).toMatchObject({ name: "Daan Bakker", published: false, holdReason: reason });

    // The rest of the profile stays the coach's to edit.
    expect(await postProfile(profileForm({ name: "Daan B." }))).toEqual({
      status: 200,
      body: { form: "profile", result: { initialValue: null }, saved: true },
    });
    expect(await pageOf(daan)).toMatchObject({ name: "Daan B.", published: false, holdReason: reason });

    // Not even a write that skips the page gets a held page published.
    await expect(test.db.update(coaches).set({ published: true }).where(eq(coaches.id, daan))).rejects.toThrow();
  });

  it("changes the reason when held again, and only an administrator lifts the hold", async () => {
    expect(await holdCoach(test.db, admin, daan, reason, now)).toBe("unchanged");
    const later = new Date(now.getTime() + 3_600_000);
    expect(await holdCoach(test.db, admin, daan, null, later)).toBe("done");
    expect(await pageOf(daan)).toMatchObject({ heldAt: now, holdReason: null });

    expect(await changePublicationOf(test.db, admin, { intent: "release", id: daan }, later)).toBe("done");
    expect(await releaseCoach(test.db, admin, daan)).toBe("unchanged");
    expect(await pageOf(daan)).toEqual({
      name: "Daan B.",
      published: false,
      heldAt: null,
      holdReason: null,
    });

    // Released, the page is the coach's to publish again.
    expect(await postProfile(profileForm({ name: "Daan Bakker", published: "yes" }))).toEqual({
      status: 200,
      body: { form: "profile", result: { initialValue: null }, saved: true },
    });
    expect(await pageOf(daan)).toMatchObject({ name: "Daan Bakker", published: true });
  });

  it("is lifted by an administrator's publishing, and every step is in the audit log", async () => {
    expect(await holdCoach(test.db, admin, daan, null, now)).toBe("done");
    expect(await publishCoach(test.db, admin, daan)).toBe("done");
    expect(await pageOf(daan)).toMatchObject({ published: true, heldAt: null, holdReason: null });
    // The coach unpublishing their own page is no hold: they may publish it again.
    expect(await saveProfile(test.db, coachActor, daan, { ...changesOf("Daan Bakker"), published: false }, null)).toBe(
      "saved",
    );
    expect(await pageOf(daan)).toMatchObject({ published: false, heldAt: null });

    const at = now.toISOString();
    expect(await trail()).toEqual([
      [
        "admin",
        "hold",
        { published: true, heldAt: null, holdReason: null },
        { published: false, heldAt: at, holdReason: reason },
      ],
      ["admin", "hold", { holdReason: reason }, { holdReason: null }],
      ["admin", "release", { heldAt: at }, { heldAt: null }],
      ["daan", "publish", { published: false }, { published: true }],
      ["admin", "hold", { published: true, heldAt: null }, { published: false, heldAt: at }],
      ["admin", "publish", { published: false, heldAt: at }, { published: true, heldAt: null }],
      ["daan", "unpublish", { published: true }, { published: false }],
    ]);
  });
});

/** The profile's fields as the coach's form gives them, with another name. */
function changesOf(name: string): Omit<ProfileChanges, "published"> {
  const bio = "Ik help mensen al tien jaar om rust te vinden in een drukke baan, met kleine stappen.";
  return {
    name,
    headlineNl: "Rust",
    headlineEn: "Calm",
    bioNl: bio,
    bioEn: bio,
    specialties: ["stress"],
    languages: ["nl"],
    modes: ["video"],
    city: null,
  };
}
