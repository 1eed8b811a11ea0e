import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "~/features/events/member-fixture";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createEvent, createEventSession } from "../../../tests/support/factories";
import { drawPage, routeArgs } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Events, { loader } from "./events";

// The events list as a browser without JavaScript uses it: a bounded first page, a plain "Later
// dates" link (rel=next) that keeps the filters, and addresses that are not the list's own redirected.

let test: TestDatabase;
let app: { release(): void };
const DAY = 86_400_000;

const args = (search: string) => routeArgs(`/en/events${search}`, { lng: "en" }, {}, null) as never;
/** The loader's answer: a redirect's status, or the page's data. */
const load = (search: string) => answerOf(() => loader(args(search)));
const pageData = async (search: string) => loader(args(search));

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const walk = await createEvent(test.db, { slug: "walk", kind: "tour", titleEn: "City walk" });
  const talk = await createEvent(test.db, { slug: "talk", kind: "workshop", titleEn: "Sleep talk" });
  for (let i = 0; i < 30; i++) {
    const startsAt = new Date(Date.now() + (i + 2) * DAY);
    await createEventSession(test.db, i < 25 ? walk.id : talk.id, { slug: `date-${i}`, startsAt });
  }
}, 120_000);

afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("the events list page", () => {
  it("shows a bounded page with a link to the later dates that keeps the filter", async () => {
    const data = await pageData("?kind=tour");
    expect(data.events.flatMap((event) => event.sessions)).toHaveLength(20);
    expect(data.next).toBe("/en/events?kind=tour&after=date-19");
    const html = drawPage(Events, "/en/events?kind=tour", { loaderData: data });
    expect(html).toContain('rel="next"');
    expect(html).toContain('href="/en/events?kind=tour&amp;after=date-19"');
    expect(html).not.toContain("Back to the first dates");

    const second = await pageData("?kind=tour&after=date-19");
    expect(second.events.flatMap((event) => event.sessions.map((session) => session.slug))).toEqual(
      ["20", "21", "22", "23", "24"].map((n) => `date-${n}`),
    );
    expect(second.next).toBeNull();
    expect(second.first).toBe("/en/events?kind=tour");
    expect(drawPage(Events, "/en/events?kind=tour&after=date-19", { loaderData: second })).toContain(
      "Back to the first dates",
    );
  });

  it("sends other addresses to the list's own: filters in order, an unknown session to the first page", async () => {
    expect(await load("?after=date-3&kind=tour")).toMatchObject({ status: 302 });
    expect(await load("?kind=tour&after=Not%20a%20slug")).toMatchObject({ status: 302 });
    expect(await load("?kind=tour&after=no-such-date")).toMatchObject({ status: 302 });
    expect((await pageData("?after=date-27")).events.flatMap((event) => event.sessions)).toHaveLength(2);
  });
});
