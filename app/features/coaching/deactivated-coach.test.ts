import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serveAppFrom } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { onboarding, userRoles, users } from "../../db/schema/accounts";
import { appointments, coaches, coachWeeklyHours } from "../../db/schema/coaching";
import { partnerMemberships, partners } from "../../db/schema/partners";
import { deactivatePerson, deletePerson, reactivatePerson } from "../admin/people.server";
import "~/utils/i18n/resources.server";
import { publicPaths } from "../seo/sitemap.server";
import { bookSlot, rescheduleAppointment } from "./booking.server";
import { getPublishedCoach } from "./booking-page.server";
import { coachCalendarFeed } from "./calendar-feed.server";
import { searchDirectory } from "./directory.server";
import { findCoaches } from "./find.server";
import { unfoldIcs } from "./ics";
import { pageTexts } from "./practice-fixture";
import { cachedDirectory } from "./view-cache.server";

// A coach whose account an administrator deactivated: the calendar feed (which names members)
// is gone, the page, directory, matching and sitemap leave them out, and booking or moving a
// session with them is refused inside the booking transaction. Their sessions already booked
// stay. Reactivating the account brings everything back as it was.

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock("~/db/client.server", () => ({ getDb: async () => state.db }));
vi.mock("~/features/accounts/areas.server", async (original) => ({
  ...(await original<typeof import("~/features/accounts/areas.server")>()),
  requireRole: async () => ({ id: "mila", roles: ["member"], email: "mila@example.com" }),
}));
vi.mock("~/features/jobs/registry.server", () => ({ kickJobs: () => undefined }));

const { loader: feedLoader } = await import("~/routes/coach/calendar-feed");
const { action: bookAction } = await import("~/routes/coaching/coach-profile");
const { loader: photoLoader } = await import("~/routes/resources/coach-photo");

const now = new Date("2026-12-01T06:00:00Z");
const admin = { id: "admin", name: "Sara Jansen", email: "admin@example.com" };
/** Every bidirectional formatting character: embeddings, overrides, isolates and the marks. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const directory = { q: "", specialty: null, language: null, mode: null, soon: false, page: 1 };
const answers = { topics: ["stress" as const], language: "nl", mode: "either" as const, times: [] };
let test: TestDatabase;
let daan: string;
let token: string;
let booked: string;
let app: { release(): void };

const profile = { ...pageTexts, specialties: ["stress"], languages: ["nl"] };
const key = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

beforeAll(async () => {
  test = await createTestDatabase();
  state.db = test.db;
  app = serveAppFrom(test);
  await test.db.insert(users).values([
    { id: "admin", name: "Sara Jansen", email: "admin@example.com" },
    { id: "daan", name: "Daan Bakker", email: "daan@example.com", locale: "en" },
    // A name stored before the forms refused bidi controls (or from an identity provider).
    { id: "mila", name: "Mila \u202Eseirv ed\u202C", email: "mila@example.com", emailVerified: true },
  ]);
  await test.db.insert(userRoles).values([
    { userId: "admin", role: "admin" },
    { userId: "daan", role: "coach" },
    { userId: "mila", role: "member" },
  ]);
  await test.db
    .insert(onboarding)
    .values({ userId: "mila", profileDoneAt: now, termsVersion: 1, appDoneAt: now, vitascanDoneAt: now });
  const [partner] = await test.db
    .insert(partners)
    .values({ slug: "acme", name: "Acme", brandColor: "#123456", coachingAllowance: 10 })
    .returning({ id: partners.id });
  await test.db.insert(partnerMemberships).values({ partnerId: partner?.id as string, userId: "mila" });
  const rows = await test.db
    .insert(coaches)
    .values([
      {
        slug: "daan-bakker",
        name: "Daan\u2067 Bakker",
        userId: "daan",
        published: true,
        minimumNoticeMinutes: 0,
        modes: ["video"],
        photo: new Uint8Array([1, 2, 3]),
        ...profile,
      },
      // A practice without an account (as the demo has) is judged by its publication alone.
      { slug: "sanne-de-jong", name: "Sanne de Jong", published: true, modes: ["video"], ...profile },
    ])
    .returning({ id: coaches.id, calendarToken: coaches.calendarToken });
  daan = rows[0]?.id as string;
  token = rows[0]?.calendarToken as string;
  for (const row of rows) {
    await test.db
      .insert(coachWeeklyHours)
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ coachId: row.id, weekday, startMinute: 480, endMinute: 1200 })),
      );
  }
  const result = await bookSlot(test.db, {
    coachId: daan,
    memberId: "mila",
    kind: "coaching",
    start: new Date("2026-12-03T09:00:00Z"),
    idempotencyKey: key(1),
    now,
  });
  booked = result.appointmentId;
});

afterAll(async () => {
  app?.release();
  await test?.close();
});

const statusOf = async (promise: Promise<unknown>) => {
  try {
    const value = await promise;
    return value instanceof Response ? value.status : ((value as { init?: { status?: number } }).init?.status ?? 200);
  } catch (thrown) {
    return (thrown as { init?: { status?: number }; status?: number }).init?.status ?? (thrown as Response).status;
  }
};

function bookingRequest(start: string) {
  const form = new URLSearchParams({ kind: "coaching", start, topic: "", idempotencyKey: key(2) });
  return new Request("http://localhost/en/coaches/daan-bakker", { method: "POST", body: form });
}

async function listed() {
  const page = await searchDirectory(test.db, directory, "en", now);
  const found = await findCoaches(test.db, answers, "Europe/Amsterdam", now);
  return {
    directory: page.coaches.map((coach) => coach.slug),
    matching: found.map((match) => match.slug).sort(),
    sitemap: (await publicPaths(test.db, now)).filter((path) => /^\/coaches\/[a-z]+-/.test(path)),
    page: (await getPublishedCoach(test.db, "daan-bakker"))?.id ?? null,
  };
}

describe("a deactivated coach", () => {
  it("is public and bookable while the account is active", async () => {
    expect(await coachCalendarFeed(test.db, token, now)).not.toBeNull();
    expect(await listed()).toEqual({
      directory: ["daan-bakker", "sanne-de-jong"],
      matching: ["daan-bakker", "sanne-de-jong"],
      sitemap: ["/coaches/daan-bakker", "/coaches/sanne-de-jong"],
      page: daan,
    });
    expect(await statusOf(photoLoader({ params: { id: daan }, context: routeContext(null) } as never))).toBe(200);
    // Cached for a few seconds, as visitors get it.
    expect((await cachedDirectory(test.db, directory, "en", now)).coaches).toHaveLength(2);
  });

  it("has no feed, page, directory entry or booking once deactivated; booked sessions stay", async () => {
    expect(await deactivatePerson(test.db, admin, "daan", now)).toEqual({ ok: true, changed: true });
    // The cached directory is emptied at once, not after its few seconds.
    expect((await cachedDirectory(test.db, directory, "en", now)).coaches.map((coach) => coach.slug)).toEqual([
      "sanne-de-jong",
    ]);

    expect(await coachCalendarFeed(test.db, token, now)).toBeNull();
    expect(await statusOf(feedLoader({ params: { token }, context: routeContext(null) } as never))).toBe(404);
    expect(await listed()).toEqual({
      directory: ["sanne-de-jong"],
      matching: ["sanne-de-jong"],
      sitemap: ["/coaches/sanne-de-jong"],
      page: null,
    });
    expect(await statusOf(photoLoader({ params: { id: daan }, context: routeContext(null) } as never))).toBe(404);

    // Refused in the booking transaction, whatever the page showed a moment ago.
    const start = new Date("2026-12-04T09:00:00Z");
    await expect(
      bookSlot(test.db, { coachId: daan, memberId: "mila", kind: "coaching", start, idempotencyKey: key(2), now }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.unknown-coach" });
    await expect(
      rescheduleAppointment(test.db, { appointmentId: booked, memberId: "mila", start, now }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.unknown-coach" });
    // The page's form says so in words (409), not with a missing page.
    const refused = await bookAction({
      request: bookingRequest(start.toISOString()),
      params: { lng: "en", slug: "daan-bakker" },
      context: routeContext(null),
    } as never);
    expect(refused).toMatchObject({
      data: { form: "booking", problem: { code: "conflict", key: "booking.unknown-coach" } },
      init: { status: 409 },
    });

    const sessions = await test.db.select().from(appointments).where(eq(appointments.coachId, daan));
    expect(sessions.map((row) => [row.id, row.status, row.startsAt.toISOString()])).toEqual([
      [booked, "confirmed", "2026-12-03T09:00:00.000Z"],
    ]);
  });

  it("comes back as it was when the account is reactivated", async () => {
    expect(await reactivatePerson(test.db, admin, "daan", now)).toEqual({ ok: true, changed: true });
    expect(await coachCalendarFeed(test.db, token, now)).not.toBeNull();
    expect((await listed()).directory).toEqual(["daan-bakker", "sanne-de-jong"]);
    expect((await cachedDirectory(test.db, directory, "en", now)).coaches).toHaveLength(2);
    const result = await bookSlot(test.db, {
      coachId: daan,
      memberId: "mila",
      kind: "coaching",
      start: new Date("2026-12-04T09:00:00Z"),
      idempotencyKey: key(3),
      now,
    });
    expect(result.duplicate).toBe(false);
  });
});

describe("the coach's calendar feed", () => {
  it("never carries a bidi control, even from names stored with them", async () => {
    const feed = (await coachCalendarFeed(test.db, token, now)) ?? "";
    expect(feed).toContain("BEGIN:VEVENT");
    expect(feed).not.toMatch(BIDI);
    const lines = unfoldIcs(feed);
    expect(lines).toContain("X-WR-CALNAME:Vitaal · Daan Bakker");
    const summaries = lines.filter((line) => line.startsWith("SUMMARY:"));
    expect(summaries).toHaveLength(2);
    for (const summary of summaries) expect(summary).toBe("SUMMARY:Coaching session with Mila seirv ed (Vitaal)");
  });
});

describe("a coach whose account is erased", () => {
  it("keeps the practice for its agenda but takes it out of view and out of booking", async () => {
    expect(await deletePerson(test.db, admin, "daan", "daan@example.com", now)).toMatchObject({ ok: true });
    const [practice] = await test.db
      .select({ userId: coaches.userId, published: coaches.published })
      .from(coaches)
      .where(eq(coaches.id, daan));
    // Without an account a practice is judged on publication alone: erasure makes it private.
    expect(practice).toEqual({ userId: null, published: false });
    expect((await cachedDirectory(test.db, directory, "en", now)).coaches.map((coach) => coach.slug)).toEqual([
      "sanne-de-jong",
    ]);
    expect(await getPublishedCoach(test.db, "daan-bakker")).toBeNull();
    await expect(
      bookSlot(test.db, {
        coachId: daan,
        memberId: "mila",
        kind: "coaching",
        start: new Date("2026-12-05T09:00:00Z"),
        idempotencyKey: key(4),
        now,
      }),
    ).rejects.toMatchObject({ code: "conflict", key: "booking.unknown-coach" });
  });
});
