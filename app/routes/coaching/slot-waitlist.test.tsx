import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, coaches } from "~/db/schema/coaching";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";
import type { CurrentUser } from "~/features/accounts/session.server";
import { coachFreeSlots } from "~/features/coaching/availability.server";
import { partnerMember, waitlistPractice } from "~/features/coaching/slot-wait-fixture";
import { dayIn } from "~/features/coaching/slot-waits";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAppointment, unique } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import SlotOffer, { action as offerAction, loader as offerLoader } from "./slot-offer";
import SlotWait, { action as waitAction, loader as waitLoader } from "./slot-wait";

// The waiting page and the offer page as a browser without JavaScript uses them: asking to wait
// (refused at the fields, then saved), a second wait refused, withdrawing; an offer confirmed (to
// the appointment's page), an offer someone else's time took saying so with other times and the
// coach's page, and another member's offer not found, to read or to confirm.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;
let member: CurrentUser;
let other: CurrentUser;
let freeTimes: Date[];

const asUser = (user: { id: string; name: string; email: string }) =>
  ({ ...user, timeZone: "Europe/Amsterdam" }) as unknown as CurrentUser;

const waitPath = (lng = "en") => `/${lng}/coaching/wait/daan`;
const offerPath = (id: string, lng = "en") => `/${lng}/coaching/offers/${id}`;

async function waitPage(user: CurrentUser, actionData?: unknown, lng: "en" | "nl" = "en") {
  const data = await loaderData(waitLoader, waitPath(lng), { lng, slug: "daan" }, user);
  return drawPage(SlotWait, waitPath(lng), { loaderData: data, actionData }, lng);
}

async function offerPage(id: string, user: CurrentUser, actionData?: unknown, lng: "en" | "nl" = "en") {
  const data = await loaderData(offerLoader, offerPath(id, lng), { lng, id }, user);
  return drawPage(SlotOffer, offerPath(id, lng), { loaderData: data, actionData }, lng);
}

const postWait = (values: Record<string, string>, user = member) =>
  postForm(waitAction, waitPath(), { lng: "en", slug: "daan" }, values, user);

const postOffer = (id: string, user = member) =>
  postForm(offerAction, offerPath(id), { lng: "en", id }, { intent: "confirm" }, user);

async function thrownStatus(work: Promise<unknown>): Promise<number | "none"> {
  try {
    await work;
    return "none";
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

/** An offer of `start` to the member's open wait (made as the offer job makes them). */
async function offerTo(memberId: string, start: Date) {
  let [wait] = await test.db
    .select()
    .from(slotWaits)
    .where(eq(slotWaits.memberId, memberId))
    .then((rows) => rows.filter((row) => row.status === "waiting"));
  if (!wait) {
    const day = dayIn(start, "Europe/Amsterdam");
    [wait] = await test.db
      .insert(slotWaits)
      .values({ memberId, coachId, kind: "coaching", fromDate: day, toDate: day })
      .returning();
  }
  const [offer] = await test.db
    .insert(slotOffers)
    .values({ waitId: wait?.id as string, startsAt: start, endsAt: new Date(start.getTime() + 3_600_000) })
    .returning();
  return offer?.id as string;
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const world = await waitlistPractice(test.db);
  coachId = world.coachId;
  member = asUser(await partnerMember(test.db, world.partnerId, "Mila de Vries"));
  other = asUser(await partnerMember(test.db, world.partnerId, "Lotte Jansen"));
  // Times free from now on (the pages read the real clock): two days ahead, to be well in the future.
  const soon = Date.now() + 2 * 86_400_000;
  freeTimes = (await coachFreeSlots(test.db, coachId, "coaching", new Date()))
    .map((slot) => slot.start)
    .filter((start) => start.getTime() > soon);
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the waiting page", () => {
  it("shows the form in both languages, with today's date and the coach's name", async () => {
    const html = await waitPage(member);
    expect(html).toContain("Wait for a time with Daan Bakker");
    expect(html).toContain("Tell me when a time frees up");
    expect(html).toContain('id="join-fromDate"');
    expect(await waitPage(member, undefined, "nl")).toContain("Laat het me weten als er een tijd vrijkomt");
  });

  it("refuses a range against the rules at its field, and saves nothing", async () => {
    const answer = await postWait({ intent: "join", kind: "coaching", fromDate: "2020-01-01", toDate: "2020-01-02" });
    expect(answer.status).toBe(400);
    expect(await waitPage(member, answer.data)).toContain("The first day cannot be in the past.");
    const bad = await postWait({ intent: "join", kind: "massage", fromDate: "2026-02-30", toDate: "" });
    expect(bad.status).toBe(400);
    const html = await waitPage(member, bad.data);
    expect(html).toContain("Choose a kind of session.");
    expect(html).toContain("Fill in a date that exists");
    expect(await test.db.select().from(slotWaits)).toEqual([]);
  });

  it("saves a wait, shows it, refuses a second, and withdraws it", async () => {
    const today = dayIn(new Date(), "Europe/Amsterdam");
    const answer = await postWait({ intent: "join", kind: "coaching", fromDate: today, toDate: today });
    expect(answer.status).toBe(200);
    const html = await waitPage(member, answer.data);
    expect(html).toContain("You are waiting for a time between");
    expect(html).toContain("Kind of session: Coaching session.");
    expect(html).toContain("Stop waiting");
    const again = await postWait({ intent: "join", kind: "coaching", fromDate: today, toDate: today });
    expect(again.status).toBe(409);
    const withdrawn = await postWait({ intent: "withdraw" });
    expect(withdrawn.status).toBe(200);
    expect(await waitPage(member, withdrawn.data)).toContain("You are no longer waiting for this coach.");
    const rows = await test.db.select().from(slotWaits).where(eq(slotWaits.memberId, member.id));
    expect(rows.map((row) => row.status)).toEqual(["withdrawn"]);
  });

  it("finds no coach that is not published", async () => {
    await test.db.update(coaches).set({ published: false }).where(eq(coaches.id, coachId));
    try {
      expect(await thrownStatus(loaderData(waitLoader, waitPath(), { lng: "en", slug: "daan" }, member))).toBe(404);
      expect((await postWait({ intent: "withdraw" })).status).toBe(404);
    } finally {
      await test.db.update(coaches).set({ published: true }).where(eq(coaches.id, coachId));
    }
  });
});

describe("the offer page", () => {
  it("confirms an open offer into an appointment, and shows it confirmed", async () => {
    const start = freeTimes[0] as Date;
    const id = await offerTo(member.id, start);
    const html = await offerPage(id, member);
    expect(html).toContain("Confirm this time");
    expect(await offerPage(id, member, undefined, "nl")).toContain("Bevestig deze tijd");
    const answer = await postOffer(id);
    expect(answer.status).toBe(302);
    const [booked] = await test.db.select().from(appointments).where(eq(appointments.memberId, member.id));
    expect(answer.location).toBe(`/en/coaching/${booked?.id}?booked=1`);
    expect(booked?.startsAt.toISOString()).toBe(start.toISOString());
    expect(await offerPage(id, member)).toContain("You confirmed this time: it is booked.");
  });

  it("says plainly when someone else was first, with other times and the coach's page", async () => {
    const start = freeTimes[4] as Date;
    const id = await offerTo(other.id, start);
    await createAppointment(test.db, { coachId, memberId: member.id, startsAt: start, idempotencyKey: unique("k") });
    const html = await offerPage(id, other);
    expect(html).toContain("Someone else confirmed this time first");
    expect(html).toContain("Other free times nearby");
    expect(html).toContain('href="/en/coaches/daan"');
    expect(html).not.toContain("Confirm this time");
    const answer = await postOffer(id, other);
    expect(answer.status).toBe(409);
    expect(await test.db.select().from(appointments).where(eq(appointments.memberId, other.id))).toEqual([]);
  });

  it("finds no other member's offer, to read or to confirm", async () => {
    const id = await offerTo(other.id, freeTimes[8] as Date);
    expect(await thrownStatus(loaderData(offerLoader, offerPath(id), { lng: "en", id }, member))).toBe(404);
    expect((await postOffer(id, member)).status).toBe(404);
    expect(await thrownStatus(loaderData(offerLoader, offerPath("nope"), { lng: "en", id: "nope" }, member))).toBe(404);
    const mine = await test.db.select().from(appointments).where(eq(appointments.memberId, member.id));
    expect(mine.some((row) => row.startsAt.getTime() === (freeTimes[8] as Date).getTime())).toBe(false);
  });
});
