import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goalCheckIns, goals, sessionSummaries } from "~/db/schema/journey";
import { conversations, messages } from "~/db/schema/messages";
import { coachPractice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import CoachHome, { loader } from "./home";

// The coach's home drawn from its loader: the open items (summaries to write, check-ins to read,
// unread messages) and, before the next session, the member's shared goals and last agreements.
// Another coach's members never show.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const sealed = "v1.aaaa.bbbb.cccc";

let test: TestDatabase;
let app: { release(): void };
type Practice = Awaited<ReturnType<typeof createCoachUser>>;
let daan: Practice;
let sanne: Practice;
const ids = { member: "", held: "", next: "" };

async function page(practice: Practice) {
  const user = { ...practice.user, roles: ["coach"] } as unknown as CurrentUser;
  const asCoach = (args: { context: RouterContextProvider }) => {
    args.context.set(coachPractice, practice.coach as never);
    return loader(args as never);
  };
  const data = await loaderData(asCoach as never, "/coach", {}, user);
  return drawPage(CoachHome, "/coach", { loaderData: data }, "nl");
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const now = Date.now();
  daan = await createCoachUser(test.db, { user: { name: "Daan Bakker" }, slug: "daan", timeZone: "Europe/Amsterdam" });
  sanne = await createCoachUser(test.db, { user: { name: "Sanne Smit" }, slug: "sanne", timeZone: "Europe/Amsterdam" });
  const noor = await createMember(test.db, { name: "Noor Jansen" });
  const bram = await createMember(test.db, { name: "Bram Visser" });
  ids.member = noor.id;
  ids.held = (
    await createAppointment(test.db, {
      coachId: daan.coach.id,
      memberId: noor.id,
      startsAt: new Date(now - 3 * DAY),
      status: "completed",
    })
  ).id;
  const earlier = await createAppointment(test.db, {
    coachId: daan.coach.id,
    memberId: noor.id,
    startsAt: new Date(now - 20 * DAY),
    status: "completed",
  });
  await test.db.insert(sessionSummaries).values({
    appointmentId: earlier.id,
    coachId: daan.coach.id,
    summary: "Noor wants calmer evenings.",
    agreements: "A walk after dinner.",
  });
  ids.next = (
    await createAppointment(test.db, { coachId: daan.coach.id, memberId: noor.id, startsAt: new Date(now + 2 * DAY) })
  ).id;
  const [goal] = await test.db
    .insert(goals)
    .values({
      memberId: noor.id,
      title: "Calmer evenings",
      sharedCoachId: daan.coach.id,
      createdAt: new Date(now - 20 * DAY),
    })
    .returning();
  await test.db
    .insert(goalCheckIns)
    .values({ goalId: goal?.id as string, progress: 7, createdAt: new Date(now - DAY) });
  const [conversation] = await test.db
    .insert(conversations)
    .values({ memberId: noor.id, coachId: daan.coach.id, sealedKey: sealed, lastMessageAt: new Date(now - MINUTE) })
    .returning();
  await test.db.insert(messages).values({
    conversationId: conversation?.id as string,
    authorId: noor.id,
    body: sealed,
    createdAt: new Date(now - MINUTE),
  });
  // Sanne's member, with everything open too.
  await createAppointment(test.db, {
    coachId: sanne.coach.id,
    memberId: bram.id,
    startsAt: new Date(now - 2 * DAY),
    status: "completed",
  });
  await createAppointment(test.db, { coachId: sanne.coach.id, memberId: bram.id, startsAt: new Date(now + DAY) });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the coach's home", () => {
  it("lists the open items with their links, and what to read before the next session", async () => {
    const html = await page(daan);
    expect(html).toContain("Openstaande punten");
    expect(html).toContain(`href="/coach/appointments/${ids.held}"`);
    expect(html).toContain("Schrijf het verslag voor Noor Jansen");
    expect(html).toContain("Noor Jansen: Calmer evenings");
    expect(html).toContain(`href="/coach/goals/${ids.member}"`);
    expect(html).toContain("Bericht van Noor Jansen");
    expect(html).toContain(`href="/coach/messages/${ids.member}"`);
    expect(html).toContain("Voor je volgende sessie met Noor Jansen");
    expect(html).toContain("Laatste check-in: 7 van 10");
    expect(html).toContain("Noor wants calmer evenings.");
    expect(html).toContain("A walk after dinner.");
    expect(html).not.toContain("Bram Visser");
  });

  it("shows another coach only their own", async () => {
    const html = await page(sanne);
    expect(html).toContain("Voor je volgende sessie met Bram Visser");
    expect(html).toContain("Schrijf het verslag voor Bram Visser");
    expect(html).toContain("Bram Visser deelt geen doelen met je.");
    expect(html).toContain("Nog geen verslag van een eerdere sessie.");
    expect(html).not.toContain("Noor Jansen");
  });
});
