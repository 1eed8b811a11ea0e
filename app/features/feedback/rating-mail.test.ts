import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { ratingRequests, sessionRatings } from "../../db/schema/journey";
import { mailPreferences, notifications } from "../../db/schema/messages";
import { JOB_NAMES, JOB_SCHEDULES } from "../jobs/names";
import { jobHandlers } from "../jobs/registry.server";
import { ratingRequestJobHandlers, sendRatingRequests } from "./rating-mail.server";

// The one mail that asks for a rating, on a fixed clock: an hour after a held session ended and
// within a week, once (two runs, or two at the same moment, still make one mail), never for a
// session that was missed or cancelled, already rated, or for a member who turned reminders off;
// in the member's language, with the link to the rating page and a notification beside it.

const now = new Date("2026-11-27T10:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let test: TestDatabase;
let slot = 0;

/** A session of an hour that ended `endedAgo` before `now`, each with a coach of its own (none overlap). */
async function ended(memberId: string, endedAgo: number, status: "completed" | "no_show" | "cancelled" = "completed") {
  const endsAt = new Date(now.getTime() - endedAgo);
  const coachId = (await createCoachUser(test.db, { name: "Daan Bakker" })).coach.id;
  return createAppointment(test.db, {
    coachId,
    memberId,
    status,
    startsAt: new Date(endsAt.getTime() - HOUR),
    endsAt,
    idempotencyKey: `mail-${++slot}`,
  });
}

const mails = async () =>
  (await jobRows(test.db, "mail")).map((job) => job.data as { to: string; subject: string; text: string });

let dutch: { id: string; email: string };
let english: { id: string; email: string };
let due: string;
let dueEnglish: string;
let soon: string;

beforeAll(async () => {
  test = await createTestDatabase();
  dutch = await createMember(test.db, { name: "Mila", locale: "nl", timeZone: "Europe/Amsterdam" });
  english = await createMember(test.db, { name: "Lotte", locale: "en", timeZone: "Europe/London" });
  const quiet = await createMember(test.db, { name: "Stil" });
  await test.db.insert(mailPreferences).values({ userId: quiet.id, reminders: false, messages: true });
  const rater = await createMember(test.db, { name: "Snel" });

  due = (await ended(dutch.id, 2 * HOUR)).id;
  dueEnglish = (await ended(english.id, 3 * HOUR)).id;
  // Not yet: ended half an hour ago.
  soon = (await ended(dutch.id, 30 * MINUTE)).id;
  // Too late: ended eight days ago.
  await ended(dutch.id, 8 * DAY);
  // Not held.
  await ended(english.id, 5 * HOUR, "no_show");
  await ended(english.id, 7 * HOUR, "cancelled");
  // Reminders off.
  await ended(quiet.id, 2 * HOUR);
  // Rated already, before any mail.
  const rated = await ended(rater.id, 2 * HOUR);
  await test.db
    .insert(sessionRatings)
    .values({ appointmentId: rated.id, memberId: rater.id, coachId: rated.coachId, rating: 5, recommend: true });
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe("asking members to rate a held session", () => {
  it("runs every 15 minutes as its own job", () => {
    expect(JOB_NAMES).toContain("rating-requests");
    expect(JOB_SCHEDULES["rating-requests"]).toBe("*/15 * * * *");
    expect(jobHandlers["rating-requests"]).toBeTypeOf("function");
  });

  it("mails each member once, in their language, with the link to the rating page", async () => {
    expect(await sendRatingRequests(test.db, now)).toBe(2);
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual([dutch.email, english.email].sort());
    const nl = sent.find((mail) => mail.to === dutch.email);
    const en = sent.find((mail) => mail.to === english.email);
    expect(nl?.subject).toBe("Hoe was je sessie met Daan Bakker?");
    expect(nl?.text).toContain(`/nl/coaching/${due}/feedback`);
    expect(en?.subject).toBe("How was your session with Daan Bakker?");
    expect(en?.text).toContain(`/en/coaching/${dueEnglish}/feedback`);
    const claimed = await test.db.select({ id: ratingRequests.appointmentId }).from(ratingRequests);
    expect(claimed.map((row) => row.id).sort()).toEqual([due, dueEnglish].sort());
  });

  it("puts a feedback notification beside the mail, about the appointment", async () => {
    const [notification] = await test.db.select().from(notifications).where(eq(notifications.userId, english.id));
    expect(notification).toMatchObject({
      kind: "feedback",
      subject: dueEnglish,
      link: `/en/coaching/${dueEnglish}/feedback`,
      params: { name: "Daan Bakker", startsAt: new Date(now.getTime() - 4 * HOUR).toISOString() },
    });
  });

  it("never asks twice: another run, or two at the same moment, send nothing more", async () => {
    expect(await sendRatingRequests(test.db, now)).toBe(0);
    expect(await sendRatingRequests(test.db, new Date(now.getTime() + 5 * MINUTE))).toBe(0);
    expect(await mails()).toHaveLength(2);
    // Half an hour on, the session that had just ended is due: two runs at once ask once.
    const later = new Date(now.getTime() + 31 * MINUTE);
    const asked = await Promise.all([sendRatingRequests(test.db, later), sendRatingRequests(test.db, later)]);
    expect(asked[0] + asked[1]).toBe(1);
    const sent = await mails();
    expect(sent).toHaveLength(3);
    expect(sent.filter((mail) => mail.text.includes(`/coaching/${soon}/feedback`))).toHaveLength(1);
  });

  it("never asks about a missed, cancelled, rated or week-old session, nor someone who turned reminders off", async () => {
    // A day and a week on, nothing else was ever due.
    expect(await sendRatingRequests(test.db, new Date(now.getTime() + DAY))).toBe(0);
    expect(await sendRatingRequests(test.db, new Date(now.getTime() + 6 * DAY))).toBe(0);
    expect(await mails()).toHaveLength(3);
    expect(await test.db.select().from(ratingRequests)).toHaveLength(3);
  });

  it("is the job's work, on the job's clock", async () => {
    const member = await createMember(test.db, { name: "Later", locale: "en" });
    const held = await ended(member.id, -2 * DAY);
    const handler = ratingRequestJobHandlers(async () => test.db)["rating-requests"];
    // A session that ends two days from now is asked about a day after it ended.
    await handler?.({}, new Date(now.getTime() + 3 * DAY + HOUR + MINUTE));
    const sent = await mails();
    expect(sent).toHaveLength(4);
    expect(sent.at(-1)?.text).toContain(`/en/coaching/${held.id}/feedback`);
  });
});
