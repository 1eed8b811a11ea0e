import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coaches } from "~/db/schema/coaching";
import { sessionRatings } from "~/db/schema/journey";
import { coachPractice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminCoach, { loader as adminLoader } from "../admin/coach";
import CoachProfileEditor, { loader as coachLoader } from "../coach/profile";
import CoachProfile, { loader as profileLoader } from "./coach-profile";
import Feedback, { action, loader } from "./feedback";

// The rating page as a browser without JavaScript uses it: the form, a refused post with its
// messages, the thank-you with what was given, a second post refused (409) and changing nothing,
// another member's appointment not found, a session not held without a form. And what the coach
// and the back office see of the ratings: nothing at all below 5 raters, figures from 5 on, the
// comments (without names) for the back office only.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;
let member: CurrentUser;
let other: CurrentUser;
let held: string;
let booked: string;
let slot = 0;

const asMember = (user: { id: string; name: string; email: string }) =>
  ({ ...user, timeZone: "Europe/Amsterdam" }) as unknown as CurrentUser;

const path = (id: string, lng = "en") => `/${lng}/coaching/${id}/feedback`;

async function page(id: string, user: CurrentUser, actionData?: unknown, lng: "en" | "nl" = "en") {
  const data = await loaderData(loader, path(id, lng), { lng, id }, user);
  return drawPage(Feedback, path(id, lng), { loaderData: data, actionData }, lng);
}

const post = (id: string, values: Record<string, string>, user = member) =>
  postForm(action, path(id), { lng: "en", id }, { intent: "rate", ...values }, user);

/** What a loader or action threw as its status (404 for someone else's appointment). */
async function thrownStatus(work: Promise<unknown>): Promise<number | "none"> {
  try {
    await work;
    return "none";
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

async function session(memberId: string, status: "completed" | "confirmed" = "completed", coach = coachId) {
  const startsAt = new Date(Date.now() + (status === "completed" ? -30 : 3) * 86_400_000 + ++slot * 7_200_000);
  return (await createAppointment(test.db, { coachId: coach, memberId, status, startsAt, idempotencyKey: `f-${slot}` }))
    .id;
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  coachId = (await createCoachUser(test.db, { slug: "daan", name: "Daan Bakker" })).coach.id;
  member = asMember(await createMember(test.db, { name: "Mila de Vries" }));
  other = asMember(await createMember(test.db, { name: "Lotte Jansen" }));
  held = await session(member.id);
  booked = await session(member.id, "confirmed");
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the rating page", () => {
  it("shows the session and the form, in both languages", async () => {
    const html = await page(held, member);
    expect(html).toContain("How was your session?");
    expect(html).toContain("Daan Bakker");
    expect(html).toContain("5 out of 5 · excellent");
    expect(html).toContain("Would you recommend Daan Bakker to someone else?");
    expect(html).toContain("Send my rating");
    const nl = await page(held, member, undefined, "nl");
    expect(nl).toContain("Hoe was je sessie?");
    expect(nl).toContain("Beoordeling versturen");
  });

  it("answers a form without a score or a choice at its fields, and saves nothing", async () => {
    const answer = await post(held, { comment: "Fijn." });
    expect(answer.status).toBe(400);
    const html = await page(held, member, answer.data);
    expect(html).toContain("Choose a rating from 1 to 5.");
    expect(html).toContain("Choose yes or no.");
    expect(html).toContain('href="#rate-rating"');
    expect(await test.db.select().from(sessionRatings)).toEqual([]);
  });

  it("finds no other member's appointment, to see or to rate", async () => {
    expect(await thrownStatus(loaderData(loader, path(held), { lng: "en", id: held }, other))).toBe(404);
    expect((await post(held, { rating: "1", recommend: "no" }, other)).status).toBe(404);
    expect(await thrownStatus(loaderData(loader, path("nope"), { lng: "en", id: "nope" }, member))).toBe(404);
    expect(await test.db.select().from(sessionRatings)).toEqual([]);
  });

  it("thanks the member and shows what they gave; a second rating is refused and changes nothing", async () => {
    const answer = await post(held, { rating: "4", recommend: "yes", comment: "Rustig en helder." });
    expect(answer.status).toBe(200);
    const html = await page(held, member, answer.data);
    expect(html).toContain("Thank you for your rating");
    expect(html).toContain("4 out of 5 · very good");
    expect(html).toContain("Rustig en helder.");
    expect(html).not.toContain("Send my rating");
    const again = await post(held, { rating: "1", recommend: "no" });
    expect(again.status).toBe(409);
    expect(await page(held, member, again.data)).toContain("You have already rated this session.");
    const rows = await test.db.select().from(sessionRatings);
    expect(rows.map((row) => [row.rating, row.recommend, row.comment])).toEqual([[4, true, "Rustig en helder."]]);
  });

  it("says a session that was not held cannot be rated, without a form, and refuses a post", async () => {
    const html = await page(booked, member);
    expect(html).toContain("This session cannot be rated");
    expect(html).not.toContain("Send my rating");
    const answer = await post(booked, { rating: "5", recommend: "yes" });
    expect(answer.status).toBe(409);
    expect(await test.db.select().from(sessionRatings).where(eq(sessionRatings.appointmentId, booked))).toEqual([]);
  });
});

describe("the ratings a coach and the back office see", () => {
  const coachPage = async () => {
    const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
    const asCoach = async (args: { context: RouterContextProvider }) => {
      args.context.set(coachPractice, practice as never);
      return coachLoader(args as never);
    };
    const data = await loaderData(asCoach, "/coach/profile", {}, member);
    return drawPage(CoachProfileEditor, "/coach/profile", { loaderData: data });
  };
  const adminPage = async () =>
    drawPage(AdminCoach, `/admin/coaches/${coachId}`, {
      loaderData: await loaderData(adminLoader, `/admin/coaches/${coachId}`, { id: coachId }),
    });
  /** The ratings card's part of a page: from its heading to the end. */
  const card = (html: string, heading: string) => html.slice(html.indexOf(heading));

  it("show no number at all while fewer than 5 members rated", async () => {
    // Member A rated above; three more members do.
    for (const [index, score] of [2, 5, 3].entries()) {
      const rater = asMember(await createMember(test.db, { name: `Rater ${index}` }));
      await post(
        await session(rater.id),
        { rating: String(score), recommend: "no", comment: `Comment ${index}` },
        rater,
      );
    }
    const html = card(await coachPage(), "Your ratings");
    expect(html).toContain("Your ratings are shown once at least 5 clients rated.");
    expect(html.replace(/<[^>]*>/g, " ").slice(0, 200)).not.toMatch(/\d(?! clients)/);
    const admin = await adminPage();
    expect(admin).toContain("The figures are shown once at least 5 clients rated.");
    // The back office reads the comments, without names.
    expect(admin).toContain("Rustig en helder.");
    expect(admin).toContain("Comment 2");
    expect(admin).not.toContain("Mila de Vries");
    expect(admin).not.toContain("Rater 0");
  });

  it("show the average, the distribution and the share recommending from the fifth member on", async () => {
    const fifth = asMember(await createMember(test.db, { name: "Rater 5" }));
    await post(await session(fifth.id), { rating: "5", recommend: "yes" }, fifth);
    const html = card(await coachPage(), "Your ratings");
    // (4 + 2 + 5 + 3 + 5) / 5
    expect(html).toContain("3.8 out of 5");
    expect(html).toContain("How often each rating was given");
    expect(html).toContain("40%");
    expect(html).not.toContain("Comment 2");
    expect(html).not.toContain("Rustig en helder.");
    const admin = await adminPage();
    expect(admin).toContain("Ratings by clients");
    expect(admin).toContain("3.8 out of 5");
  });
});

/** The public profile of the coach the tests below make; it reads its language from its parameters. */
const PUBLIC_SLUG = "sanne";
function PublicProfile(props: Record<string, unknown>) {
  return <CoachProfile {...(props as Parameters<typeof CoachProfile>[0])} params={{ lng: "en", slug: PUBLIC_SLUG }} />;
}

describe("the coach's public profile", () => {
  const publicPage = async () => {
    const path = `/en/coaches/${PUBLIC_SLUG}`;
    const data = await loaderData(profileLoader, path, { lng: "en", slug: PUBLIC_SLUG }, null);
    return drawPage(PublicProfile, path, { loaderData: data });
  };

  it("shows the average from 20 ratings on, and nothing at 19", async () => {
    const { coach } = await createCoachUser(test.db, { slug: PUBLIC_SLUG, name: "Sanne de Jong", published: true });
    const raters = [];
    for (let index = 0; index < 5; index++) {
      raters.push(asMember(await createMember(test.db, { name: `Public ${index}` })));
    }
    for (let index = 0; index < 19; index++) {
      const rater = raters[index % 5] as CurrentUser;
      await post(await session(rater.id, "completed", coach.id), { rating: "5", recommend: "yes" }, rater);
    }
    const before = await publicPage();
    expect(before).toContain("Sanne de Jong");
    expect(before).not.toContain("★");
    expect(before).not.toContain("ratings)");
    // The fifth member of the last batch closes it (the figures count ratings in batches of five members).
    const last = raters[4] as CurrentUser;
    await post(await session(last.id, "completed", coach.id), { rating: "3", recommend: "yes" }, last);
    const after = await publicPage();
    // (19 × 5 + 3) / 20 = 4.9
    expect(after).toContain("★ 4.9 (20 ratings)");
    expect(after).toContain("Rated 4.9 out of 5 by clients, 20 ratings");
  });
});
