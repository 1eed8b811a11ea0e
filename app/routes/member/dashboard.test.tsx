import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goals, sessionSummaries } from "~/db/schema/journey";
import { conversations, messages } from "~/db/schema/messages";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, loaderData } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Dashboard, { loader } from "./dashboard";

// The dashboard drawn on the server from its loader, as the member's browser first gets it: the
// most urgent thing with its one action, the rest in order, what is coming, what was agreed; and a
// brand-new member's start.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const sealed = "v1.aaaa.bbbb.cccc";

let test: TestDatabase;
let app: { release(): void };
const ids = { open: "", held: "", next: "", goal: "", slug: "" };
let member: CurrentUser;
let newcomer: CurrentUser;

const asUser = (row: { id: string; name: string; email: string }, locale: "nl" | "en") =>
  ({ ...row, emailVerified: true, timeZone: "Europe/Amsterdam", locale, roles: ["member"] }) as unknown as CurrentUser;

async function page(user: CurrentUser, lng: "nl" | "en") {
  const data = await loaderData(loader as never, `/${lng}/dashboard`, { lng }, user);
  return drawPage(Dashboard, `/${lng}/dashboard`, { loaderData: data }, lng);
}

/** Where each text first appears in the page, to compare their order. */
const positions = (html: string, texts: string[]) =>
  texts.map((text) => {
    const at = html.indexOf(text);
    if (at < 0) throw new Error(`not on the page: ${text}`);
    return at;
  });

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const now = Date.now();
  const row = await createMember(test.db, { name: "Mila de Vries" });
  member = asUser(row, "en");
  newcomer = asUser(await createMember(test.db, { name: "Robin Nieuw" }), "nl");
  const { coach, user } = await createCoachUser(test.db, { user: { name: "Daan Bakker" }, slug: "daan-bakker" });
  ids.slug = coach.slug;
  ids.open = (
    await createAppointment(test.db, { coachId: coach.id, memberId: row.id, startsAt: new Date(now - 5 * MINUTE) })
  ).id;
  ids.next = (
    await createAppointment(test.db, {
      coachId: coach.id,
      memberId: row.id,
      startsAt: new Date(now + 3 * DAY),
      kind: "intake",
    })
  ).id;
  ids.held = (
    await createAppointment(test.db, {
      coachId: coach.id,
      memberId: row.id,
      startsAt: new Date(now - 2 * DAY),
      status: "completed",
    })
  ).id;
  const [goal] = await test.db
    .insert(goals)
    .values({
      memberId: row.id,
      title: "Sleep by eleven",
      sharedCoachId: coach.id,
      createdAt: new Date(now - 10 * DAY),
    })
    .returning();
  ids.goal = goal?.id as string;
  await test.db.insert(sessionSummaries).values({
    appointmentId: ids.held,
    coachId: coach.id,
    summary: "We looked at your evenings.",
    agreements: "Phone away at ten.",
    goalId: ids.goal,
  });
  const [conversation] = await test.db
    .insert(conversations)
    .values({ memberId: row.id, coachId: coach.id, sealedKey: sealed, lastMessageAt: new Date(now - MINUTE) })
    .returning();
  await test.db.insert(messages).values({
    conversationId: conversation?.id as string,
    authorId: user.id,
    body: sealed,
    createdAt: new Date(now - MINUTE),
  });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the member's dashboard", () => {
  it("puts the open call first with its one action, then the message, the check-in, the rating and the scan, then what is coming", async () => {
    const html = await page(member, "en");
    const order = positions(html, [
      "Your next step",
      "Your session with Daan Bakker is open",
      `href="/en/call/${ids.open}"`,
      "Also for you",
      `href="/en/messages/${ids.slug}"`,
      `href="/en/goals/${ids.goal}"`,
      `href="/en/coaching/${ids.held}/feedback"`,
      "Start with the vitality scan",
      "Coming up",
      `href="/en/coaching/${ids.next}"`,
      "What you agreed",
      "Suggested for you",
    ]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The one primary action is the call; the rest are links.
    expect(html).toContain(">Join the video call</a>");
    expect(html).toContain("Daan Bakker sent you a message");
    expect(html).toContain("How is it going with “Sleep by eleven”?");
    expect(html).toContain("How was your session with Daan Bakker?");
    expect(html).toContain("Intake with Daan Bakker");
    // The coach's summary and agreements, with the session and the goal they belong to.
    expect(html).toContain("We looked at your evenings.");
    expect(html).toContain("Phone away at ten.");
    expect(html).toContain(`href="/en/coaching/${ids.held}"`);
  });

  it("speaks Dutch", async () => {
    const html = await page({ ...member, locale: "nl" } as CurrentUser, "nl");
    const order = positions(html, [
      "Je volgende stap",
      "Je sessie met Daan Bakker is open",
      "Start het videogesprek",
      "Daan Bakker heeft je een bericht gestuurd",
      "Hoe gaat het met ‘Sleep by eleven’?",
      "Hoe was je sessie met Daan Bakker?",
      "Begin met de vitaliteitsscan",
      "Binnenkort",
      "Wat je hebt afgesproken",
    ]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("starts a brand-new member off: the scan, a coach, a first goal", async () => {
    const html = await page(newcomer, "nl");
    expect(html).toContain("Welkom! Zo begin je");
    for (const href of ["/nl/vitascan", "/nl/coaches", "/nl/goals"]) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain("Je volgende stap");
    expect(html).not.toContain("Binnenkort");
    // Nothing of the other member's.
    expect(html).not.toContain("Daan Bakker");
  });
});
