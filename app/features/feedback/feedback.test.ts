import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { appointments } from "../../db/schema/coaching";
import { sessionRatings } from "../../db/schema/journey";
import { AppError } from "../../utils/app-error";
import { pgCode } from "../../utils/pg-error.server";
import { erasePersonalData } from "../accounts/personal-data.server";
import { ratingFormSchema } from "./feedback.schema";
import {
  COACH_MINIMUM_RATERS,
  coachRatingComments,
  coachRatingFigures,
  publicRating,
  ratingsForExport,
  ratingsToGive,
} from "./journey-api.server";
import { ALREADY_RATED, NOT_HELD, rateSession, ratingPage } from "./ratings.server";

// A member rates a held session of their own, once; a coach's figures exist only once 5 distinct
// members rated (and then never name anyone); the public average once there are 20 ratings; the
// ratings are in the member's download and go with the member's account. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.

const now = new Date("2026-11-27T10:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let test: TestDatabase;
let slot = 0;

/** An appointment of an hour, each at its own hour in the past (so none overlap). */
async function session(
  coachId: string,
  memberId: string,
  status: "completed" | "confirmed" | "no_show" | "cancelled" = "completed",
  startsAt = new Date(now.getTime() - 40 * DAY + ++slot * 2 * HOUR),
) {
  return createAppointment(test.db, { coachId, memberId, status, startsAt, idempotencyKey: `k-${++slot}` });
}

/** The failure a call ends in, as code and message key. */
async function failure(work: Promise<unknown>): Promise<{ code: string; key: string } | "ok"> {
  try {
    await work;
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, key: error.key };
    throw error;
  }
}

/** What a direct insert is refused with (the SQLSTATE), or "ok". */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return "ok";
  } catch (error) {
    return pgCode(error) ?? String(error);
  }
}

// Each rating a second after the one before: the figures take ratings in the order they were given.
let given = 0;
const rate = (appointmentId: string, memberId: string, rating = 4, recommend = true, comment: string | null = null) =>
  rateSession(test.db, {
    appointmentId,
    memberId,
    rating,
    recommend,
    comment,
    now: new Date(now.getTime() + ++given * 1000),
  });

beforeAll(async () => {
  test = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe("the rating form", () => {
  const parse = (form: Record<string, string>) => ratingFormSchema.safeParse({ intent: "rate", ...form });
  const messages = (form: Record<string, string>) => {
    const result = parse(form);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("takes a rating of 1 to 5 and yes or no, and an empty comment as none", () => {
    const result = parse({ rating: "5", recommend: "no", comment: "  " });
    expect(result.success && result.data).toEqual({ intent: "rate", rating: 5, recommend: false, comment: null });
    const commented = parse({ rating: "1", recommend: "yes", comment: "Te kort." });
    expect(commented.success && commented.data).toMatchObject({ rating: 1, recommend: true, comment: "Te kort." });
  });

  it("refuses what is missing or out of range with the catalog's keys", () => {
    expect(messages({ recommend: "yes" })).toEqual(["errors.ratingRequired"]);
    expect(messages({ rating: "6", recommend: "yes" })).toEqual(["errors.ratingRequired"]);
    expect(messages({ rating: "0", recommend: "yes" })).toEqual(["errors.ratingRequired"]);
    expect(messages({ rating: "4.5", recommend: "yes" })).toEqual(["errors.ratingRequired"]);
    expect(messages({ rating: "3" })).toEqual(["errors.recommendRequired"]);
    expect(messages({ rating: "3", recommend: "maybe" })).toEqual(["errors.recommendRequired"]);
    expect(messages({ rating: "3", recommend: "yes", comment: "x".repeat(1001) })).toEqual(["errors.commentTooLong"]);
    expect(messages({ rating: "3", recommend: "yes", comment: "a\u0000b" })).toEqual(["errors.controlCharacters"]);
    expect(messages({ rating: "3", recommend: "yes", comment: "x".repeat(1000) })).toEqual([]);
  });
});

describe("rating a session", () => {
  let coachId: string;
  let memberId: string;
  let otherId: string;

  beforeAll(async () => {
    coachId = (await createCoachUser(test.db)).coach.id;
    memberId = (await createMember(test.db)).id;
    otherId = (await createMember(test.db)).id;
  });

  it("saves the member's rating of their held session, once: a second is refused and changes nothing", async () => {
    const held = await session(coachId, memberId);
    expect(await failure(rate(held.id, memberId, 5, true, "Heel fijn gesprek."))).toBe("ok");
    expect(await failure(rate(held.id, memberId, 1, false, "Toch niet."))).toEqual({
      code: "conflict",
      key: ALREADY_RATED,
    });
    const rows = await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, held.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId, coachId, rating: 5, recommend: true, comment: "Heel fijn gesprek." });
    const page = await ratingPage(test.db, held.id, memberId);
    expect(page?.rating).toMatchObject({ rating: 5, recommend: true, comment: "Heel fijn gesprek." });
  });

  it("makes one rating of two posts at the same moment", async () => {
    const held = await session(coachId, memberId);
    const outcomes = await Promise.all([rate(held.id, memberId, 2), rate(held.id, memberId, 3)].map(failure));
    expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== "ok")).toEqual([{ code: "conflict", key: ALREADY_RATED }]);
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, held.id))).toHaveLength(
      1,
    );
  });

  it("finds no other member's appointment, nor an id that names nothing", async () => {
    const theirs = await session(coachId, otherId);
    expect(await failure(rate(theirs.id, memberId))).toEqual({ code: "notFound", key: "common:problems.notFound" });
    expect(await failure(rate("not-a-uuid", memberId))).toMatchObject({ code: "notFound" });
    expect(await failure(rate("00000000-0000-4000-8000-000000000000", memberId))).toMatchObject({ code: "notFound" });
    expect(await ratingPage(test.db, theirs.id, memberId)).toBeNull();
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, theirs.id))).toEqual([]);
  });

  it("refuses a session that was not held: booked, missed or cancelled", async () => {
    for (const status of ["confirmed", "no_show", "cancelled"] as const) {
      const appointment = await session(coachId, memberId, status);
      expect(await failure(rate(appointment.id, memberId))).toEqual({ code: "conflict", key: NOT_HELD });
      expect((await ratingPage(test.db, appointment.id, memberId))?.held).toBe(false);
    }
  });
});

describe("the database's own rules", () => {
  let coachId: string;
  let otherCoachId: string;
  let memberId: string;
  let otherId: string;

  beforeAll(async () => {
    coachId = (await createCoachUser(test.db)).coach.id;
    otherCoachId = (await createCoachUser(test.db)).coach.id;
    memberId = (await createMember(test.db)).id;
    otherId = (await createMember(test.db)).id;
  });

  const insert = (values: Partial<typeof sessionRatings.$inferInsert> & { appointmentId: string }) =>
    test.db.insert(sessionRatings).values({ memberId, coachId, rating: 4, recommend: true, ...values });

  it("refuses a rating by anyone but the appointment's member, or about another coach (the composite key)", async () => {
    const held = await session(coachId, memberId);
    expect(await refusal(insert({ appointmentId: held.id, memberId: otherId }))).toBe("23503");
    expect(await refusal(insert({ appointmentId: held.id, coachId: otherCoachId }))).toBe("23503");
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, held.id))).toEqual([]);
    expect(await refusal(insert({ appointmentId: held.id }))).toBe("ok");
  });

  it("keeps one rating per appointment (its key) and a score of 1 to 5", async () => {
    const held = await session(coachId, memberId);
    expect(await refusal(insert({ appointmentId: held.id, rating: 6 }))).toBe("23514");
    expect(await refusal(insert({ appointmentId: held.id, rating: 0 }))).toBe("23514");
    expect(await refusal(insert({ appointmentId: held.id, comment: "x".repeat(1001) }))).toBe("23514");
    expect(await refusal(insert({ appointmentId: held.id, rating: 5 }))).toBe("ok");
    expect(await refusal(insert({ appointmentId: held.id, rating: 1 }))).toBe("23505");
    const [row] = await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, held.id));
    expect(row?.rating).toBe(5);
  });
});

describe("a coach's figures", () => {
  let coachId: string;
  const members: string[] = [];

  beforeAll(async () => {
    coachId = (await createCoachUser(test.db)).coach.id;
    for (let index = 0; index < 6; index++) members.push((await createMember(test.db)).id);
  });

  it("are null while fewer than 5 distinct members rated, however many ratings", async () => {
    expect(await coachRatingFigures(test.db, coachId, COACH_MINIMUM_RATERS)).toBeNull();
    // Four members, one of whom rated twice: five ratings, four raters.
    const scores: [number, number, boolean][] = [
      [0, 5, true],
      [0, 4, true],
      [1, 2, false],
      [2, 5, true],
      [3, 3, false],
    ];
    for (const [member, score, recommend] of scores) {
      const held = await session(coachId, members[member] as string);
      await rate(held.id, members[member] as string, score, recommend, `Opmerking ${score}`);
    }
    expect(await coachRatingFigures(test.db, coachId, COACH_MINIMUM_RATERS)).toBeNull();
    expect(await publicRating(test.db, coachId)).toBeNull();
  });

  it("show the average, the distribution and the share recommending once a fifth member rated", async () => {
    const held = await session(coachId, members[4] as string);
    await rate(held.id, members[4] as string, 1, true);
    const figures = await coachRatingFigures(test.db, coachId, COACH_MINIMUM_RATERS);
    expect(figures).toEqual({
      count: 6,
      raters: 5,
      average: (5 + 4 + 2 + 5 + 3 + 1) / 6,
      distribution: [1, 1, 1, 1, 2],
      recommendShare: 4 / 6,
    });
    expect(figures?.distribution.reduce((sum, times) => sum + times, 0)).toBe(figures?.count);
    // Another coach's ratings are not in them.
    const other = (await createCoachUser(test.db)).coach.id;
    expect(await coachRatingFigures(test.db, other, COACH_MINIMUM_RATERS)).toBeNull();
  });

  it("give the back office the comments without who wrote them, newest first", async () => {
    const { total, comments } = await coachRatingComments(test.db, coachId);
    expect(total).toBe(5);
    expect(comments.map((item) => Object.keys(item).sort())).toEqual(Array(5).fill(["comment", "createdAt"]));
    expect(comments.map((item) => item.comment)).toContain("Opmerking 2");
    const times = comments.map((item) => item.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("show on the public profile once 20 ratings are counted, and not before", async () => {
    // 6 ratings so far, in one closed batch; two more batches of five members make 16.
    for (let index = 0; index < 10; index++) {
      const member = members[index % 5] as string;
      await rate((await session(coachId, member)).id, member, 5, true);
    }
    expect((await coachRatingFigures(test.db, coachId, COACH_MINIMUM_RATERS))?.count).toBe(16);
    expect(await publicRating(test.db, coachId)).toBeNull();
    // Four more wait for their batch to close: 20 given, 16 counted, nothing in public.
    for (let index = 0; index < 4; index++) {
      const member = members[index] as string;
      await rate((await session(coachId, member)).id, member, 5, true);
    }
    expect((await coachRatingFigures(test.db, coachId, COACH_MINIMUM_RATERS))?.count).toBe(16);
    expect(await publicRating(test.db, coachId)).toBeNull();
    // The fifth member closes it.
    const member = members[4] as string;
    await rate((await session(coachId, member)).id, member, 4, true);
    const shown = await publicRating(test.db, coachId);
    expect(shown?.count).toBe(21);
    expect(shown?.average).toBeCloseTo((20 + 14 * 5 + 4) / 21, 10);
  });

  it("never show many ratings of fewer than 5 members in public", async () => {
    const few = (await createCoachUser(test.db)).coach.id;
    for (let index = 0; index < 24; index++) {
      const member = members[index % 4] as string;
      await rate((await session(few, member)).id, member, 5, true);
    }
    expect(await coachRatingFigures(test.db, few, COACH_MINIMUM_RATERS)).toBeNull();
    expect(await publicRating(test.db, few)).toBeNull();
  });
});

describe("the member's ratings to give, download and erasure", () => {
  let coachId: string;
  let coachName: string;
  let memberId: string;
  let otherId: string;
  let rated: string;
  let theirs: string;

  beforeAll(async () => {
    const coach = await createCoachUser(test.db, { name: "Daan Bakker" });
    coachId = coach.coach.id;
    coachName = coach.coach.name;
    memberId = (await createMember(test.db)).id;
    otherId = (await createMember(test.db)).id;
  });

  it("asks for held sessions of the last 30 days not rated yet, newest first", async () => {
    const older = await session(coachId, memberId, "completed", new Date(now.getTime() - 20 * DAY));
    const newer = await session(coachId, memberId, "completed", new Date(now.getTime() - 2 * DAY));
    const done = await session(coachId, memberId, "completed", new Date(now.getTime() - 3 * DAY));
    await session(coachId, memberId, "completed", new Date(now.getTime() - 31 * DAY));
    await session(coachId, memberId, "no_show", new Date(now.getTime() - 4 * DAY));
    await session(coachId, memberId, "cancelled", new Date(now.getTime() - 5 * DAY));
    await session(coachId, otherId, "completed", new Date(now.getTime() - 6 * DAY));
    await rate(done.id, memberId, 3, false, "Het was wat kort.");
    rated = done.id;
    expect(await ratingsToGive(test.db, memberId, now)).toEqual([
      { appointmentId: newer.id, coachName, startsAt: newer.startsAt.toISOString() },
      { appointmentId: older.id, coachName, startsAt: older.startsAt.toISOString() },
    ]);
  });

  it("puts the member's own ratings in their download, and nobody else's", async () => {
    const held = await session(coachId, otherId);
    await rate(held.id, otherId, 5, true);
    theirs = held.id;
    const [startsAt] = await test.db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(eq(appointments.id, rated));
    expect(await ratingsForExport(test.db, memberId)).toEqual([
      {
        coach: coachName,
        sessionStartsAt: startsAt?.startsAt.toISOString(),
        rating: 3,
        recommend: false,
        comment: "Het was wat kort.",
        ratedAt: expect.any(String),
      },
    ]);
  });

  it("deletes the member's ratings with their account, keeps the others', and keeps the appointments", async () => {
    // One statement: the account's row goes, its ratings by cascade, its appointments' member set null.
    await test.db.execute(sql`delete from users where id = ${memberId}`);
    expect(await test.db.select().from(users).where(eq(users.id, memberId))).toEqual([]);
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.memberId, memberId))).toEqual([]);
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, rated))).toEqual([]);
    const [appointment] = await test.db.select().from(appointments).where(eq(appointments.id, rated));
    expect(appointment?.memberId).toBeNull();
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, theirs))).toHaveLength(1);
    expect(await ratingsForExport(test.db, otherId)).toHaveLength(1);
  });

  it("goes with the account when the member deletes it (the account's erasure)", async () => {
    const leaving = (await createMember(test.db)).id;
    const held = await session(coachId, leaving);
    await rate(held.id, leaving, 2, false, "Niet voor mij.");
    expect(await erasePersonalData(test.db, leaving, now)).not.toBeNull();
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, held.id))).toEqual([]);
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, theirs))).toHaveLength(1);
  });
});
