import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, registeringMember } from "~/features/events/member-fixture";
import { isRegistered } from "~/features/webinars/webinars.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createWebinar } from "../../../tests/support/factories";
import { drawPage, formBody, type PostedValues, routeArgs } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Webinar, { action, loader } from "./webinar";

// A webinar's page as a browser without JavaScript uses it: registering and cancelling with a
// button, and a refusal drawn at the page.

let test: TestDatabase;
let app: { release(): void };
let member = { userId: "", cookie: "" };
let webinarId = "";

const at = (slug: string) => ({ path: `/en/webinars/${slug}`, params: { lng: "en", slug } });

const post = (slug: string, values: PostedValues) =>
  answerOf(() =>
    action(
      routeArgs(
        at(slug).path,
        at(slug).params,
        { method: "POST", body: formBody(values), headers: new Headers({ cookie: member.cookie }) },
        null,
      ) as never,
    ),
  );

const page = async (slug: string, actionData: unknown) =>
  drawPage(Webinar, at(slug).path, {
    loaderData: await loader(
      routeArgs(at(slug).path, at(slug).params, { headers: new Headers({ cookie: member.cookie }) }, null) as never,
    ),
    actionData,
  });

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  webinarId = (await createWebinar(test.db, { slug: "sleep-live", titleEn: "Live on sleep" })).id;
  await createWebinar(test.db, { slug: "over", startsAt: new Date(Date.now() - 3 * 86_400_000) });
  member = await registeringMember(test.db, "viewer@example.com");
}, 120_000);

afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("a webinar's page without JavaScript", () => {
  it("registers with its button, says so, and offers to cancel", async () => {
    expect(await page("sleep-live", undefined)).toMatch(/<button[^>]*value="register"[^>]*name="intent"/);
    const done = await post("sleep-live", { intent: "register" });
    expect(done).toMatchObject({ status: 200, data: { form: "webinar", notice: "webinar.registered" } });
    expect(await isRegistered(test.db, webinarId, member.userId)).toBe(true);
    const html = await page("sleep-live", done.data);
    expect(html).toContain("You are registered. A confirmation with a calendar invite is on its way.");
    // Asked twice: the first step says what is lost, the second button cancels.
    expect(html).toContain("Cancel my registration");
    expect(html).toContain("Your place goes to the next person on the waiting list");
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Yes, cancel my registration/);
    expect(await post("sleep-live", { intent: "cancel" })).toMatchObject({
      status: 200,
      data: { notice: "webinar.unregistered" },
    });
    expect(await isRegistered(test.db, webinarId, member.userId)).toBe(false);
  });

  it("refuses a webinar that is over, and an unknown form, at the page", async () => {
    const over = await post("over", { intent: "register" });
    expect(over.status).toBe(409);
    const html = await page("over", over.data);
    expect(html).toContain('role="alert"');
    expect(html).toContain("This webinar is over.");
    const unknown = await post("sleep-live", { intent: "archive" });
    expect(unknown.status).toBe(400);
    expect(await page("sleep-live", unknown.data)).toContain("Something was missing in the form.");
  });
});
