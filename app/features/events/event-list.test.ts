import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEvent,
  createEventSession,
  createPartner,
  createRegistration,
  createUser,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { listEventPage, sessionCursor, suggestableEvents, upcomingMonths } from "./event-list.server";
import { monthLabeller, monthOf } from "./events";

let test: TestDatabase;
let partnerId: string;
const now = new Date("2027-03-01T09:00:00Z");
const DAY = 86_400_000;
/** Every visible upcoming session's slug, in (start, id) order, as the list must show them. */
const everyone: string[] = [];
const members: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  partnerId = (await createPartner(test.db, { slug: "acme" })).id;
  const run = await createEvent(test.db, { slug: "city-run", kind: "sport_event" });
  const talk = await createEvent(test.db, { slug: "sleep-talk", kind: "workshop" });
  const own = await createEvent(test.db, { slug: "acme-tour", kind: "tour", partnerId });
  // 25 sessions two days apart from 3 March into April, alternating between two events; two of them at the
  // same instant (ties must neither repeat nor vanish between pages); one in the past.
  for (let i = 0; i < 25; i++) {
    const startsAt = new Date(now.getTime() + (i + 1) * 2 * DAY + (i === 7 ? -2 * DAY : 0));
    await createEventSession(test.db, i % 2 === 0 ? run.id : talk.id, { slug: `s-${i}`, startsAt });
  }
  await createEventSession(test.db, run.id, { slug: "past", startsAt: new Date(now.getTime() - DAY) });
  // The partner's own, for its members only.
  await createEventSession(test.db, own.id, { slug: "acme-stop", startsAt: new Date(now.getTime() + 3 * DAY) });
  const rows = await test.db.query.eventSessions.findMany();
  everyone.push(
    ...rows
      .filter((row) => row.startsAt >= now && row.slug !== "acme-stop")
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.slug),
  );
  for (const id of ["m1", "m2"]) {
    await createUser(test.db, { id });
    members.push(id);
  }
});

afterAll(async () => {
  await test?.close();
});

/** Every page of the list, following the "more" links. */
async function allPages(partnerIds: string[], filters: { kind: string | null; month: string | null }, size: number) {
  const pages: string[][] = [];
  let after: string | null = null;
  do {
    const cursor = after ? await sessionCursor(test.db, after) : null;
    const page = await listEventPage(test.db, partnerIds, filters, cursor, now, size);
    // Within a page the sessions are grouped by event: in time order again, to compare the pages.
    const sessions = page.events.flatMap((entry) => entry.sessions);
    sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1));
    pages.push(sessions.map((session) => session.slug));
    expect(pages.length).toBeLessThan(20);
    after = page.next;
  } while (after);
  return pages;
}

describe("the events list, a page at a time", () => {
  it("shows a bounded first page, and the 'more' link goes on where it stopped, nothing twice or lost", async () => {
    const first = await listEventPage(test.db, [], { kind: null, month: null }, null, now, 10);
    const slugs = first.events.flatMap((entry) => entry.sessions.map((session) => session.slug));
    expect(slugs).toHaveLength(10);
    expect(first.next).toBe(slugs.at(-1));
    // Grouped by event, in the order of each event's first session on the page.
    expect(first.events.map((entry) => entry.event.slug)).toEqual(["city-run", "sleep-talk"]);
    const pages = await allPages([], { kind: null, month: null }, 10);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    const shown = pages.flat().sort();
    expect(shown).toEqual([...everyone].sort());
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).not.toContain("past");
  });

  it("keeps the order when two sessions start at the same time, on both sides of a page's end", async () => {
    for (const size of [6, 7, 8]) {
      const order = (await allPages([], { kind: null, month: null }, size)).flat();
      expect(order).toEqual(everyone);
    }
  });

  it("keeps the filters across pages: a kind, a month on the Amsterdam calendar", async () => {
    const talks = (await allPages([], { kind: "workshop", month: null }, 4)).flat();
    expect(talks.length).toBeGreaterThan(4);
    expect(talks.every((slug) => Number(slug.slice(2)) % 2 === 1)).toBe(true);
    const march = (await allPages([], { kind: null, month: "2027-03" }, 4)).flat();
    const rows = await test.db.query.eventSessions.findMany();
    const inMarch = rows
      .filter((row) => row.startsAt >= now && monthOf(row.startsAt, "Europe/Amsterdam") === "2027-03")
      .map((row) => row.slug)
      .filter((slug) => slug !== "acme-stop");
    expect(march.sort()).toEqual(inMarch.sort());
    expect(march.length).toBeGreaterThan(0);
    expect(march.length).toBeLessThan(everyone.length);
  });

  it("shows a partner's sessions to its members only, in the list and in the months", async () => {
    const visitor = (await allPages([], { kind: "tour", month: null }, 10)).flat();
    expect(visitor).toEqual([]);
    const member = (await allPages([partnerId], { kind: "tour", month: null }, 10)).flat();
    expect(member).toEqual(["acme-stop"]);
    expect(await upcomingMonths(test.db, [], "tour", now)).toEqual([]);
    expect(await upcomingMonths(test.db, [partnerId], "tour", now)).toEqual(["2027-03"]);
  });

  it("lists the months with an upcoming session, one probe each", async () => {
    expect(await upcomingMonths(test.db, [], null, now)).toEqual(["2027-03", "2027-04"]);
    const later = await createEvent(test.db, { slug: "late-walk" });
    // 23:30 UTC on 31 May is June in Amsterdam.
    await createEventSession(test.db, later.id, { slug: "june", startsAt: new Date("2027-05-31T23:30:00Z") });
    await createEventSession(test.db, later.id, { slug: "august", startsAt: new Date("2027-08-10T10:00:00Z") });
    expect(await upcomingMonths(test.db, [], null, now)).toEqual(["2027-03", "2027-04", "2027-06", "2027-08"]);
    expect(await upcomingMonths(test.db, [], "workshop", now)).toEqual(["2027-03", "2027-04"]);
    const june = await listEventPage(test.db, [], { kind: null, month: "2027-06" }, null, now);
    expect(june.events.flatMap((entry) => entry.sessions.map((session) => session.slug))).toEqual(["june"]);
  });

  it("counts places for the sessions shown", async () => {
    const [session] = await test.db.query.eventSessions.findMany({ where: (row, { eq }) => eq(row.slug, "s-0") });
    if (!session) throw new Error("no session");
    await createRegistration(test.db, { sessionId: session.id, userId: members[0] ?? "", status: "registered" });
    await createRegistration(test.db, { sessionId: session.id, userId: members[1] ?? "", status: "waitlisted" });
    const page = await listEventPage(test.db, [], { kind: null, month: null }, null, now, 3);
    const shown = page.events.flatMap((entry) => entry.sessions).find((row) => row.slug === "s-0");
    expect(shown).toMatchObject({ placesLeft: session.capacity - 1, waitlisted: 1 });
  });

  it("suggests from a bounded list of sessions still open for registration", async () => {
    const { events } = await suggestableEvents(test.db, [], now, 5);
    const sessions = events.flatMap((entry) => entry.sessions);
    expect(sessions).toHaveLength(5);
    expect(sessions.every((session) => session.registrationDeadline > now)).toBe(true);
    expect(events.some((entry) => entry.event.slug === "acme-tour")).toBe(false);
  });

  it("lists a partner's own sessions for its program page, a page at a time, to its members only", async () => {
    const other = await createPartner(test.db, { slug: "other-co" });
    const walk = await createEvent(test.db, { slug: "acme-walk", kind: "sport_event", partnerId });
    const theirs = await createEvent(test.db, { slug: "other-walk", kind: "sport_event", partnerId: other.id });
    for (let i = 0; i < 6; i++) {
      await createEventSession(test.db, walk.id, {
        slug: `walk-${i}`,
        startsAt: new Date(now.getTime() + (i + 1) * DAY + 3_600_000),
      });
      await createEventSession(test.db, theirs.id, { slug: `their-${i}`, startsAt: new Date(now.getTime() + i * DAY) });
    }
    const own = { kind: null, month: null, partnerId };
    const pages = await allPages([partnerId], own, 4);
    // Its tour and its walk, never the public events or another partner's, in time order.
    expect(pages.map((page) => page.length)).toEqual([4, 3]);
    expect(pages.flat()).toEqual(["walk-0", "walk-1", "acme-stop", "walk-2", "walk-3", "walk-4", "walk-5"]);
    // Someone outside the partner (or another partner's member) gets none of them.
    expect((await allPages([], own, 4)).flat()).toEqual([]);
    expect((await allPages([other.id], own, 4)).flat()).toEqual([]);
  });
});

describe("month names", () => {
  it("names the filter's months in the page's language", () => {
    expect(monthLabeller("nl")("2027-03")).toBe("maart 2027");
    expect(monthLabeller("en")("2027-12")).toBe("December 2027");
  });
});
