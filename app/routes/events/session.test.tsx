import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRegistrations } from "~/db/schema/events";
import { answerOf, registeringMember } from "~/features/events/member-fixture";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createEventWithSession } from "../../../tests/support/factories";
import { drawPage, formBody, type PostedValues, routeArgs } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import EventSession, { action, loader } from "./session";

// An event session's page as a browser without JavaScript uses it: the member registers with a
// plain form post, and a refused registration comes back as the page with its message.

let test: TestDatabase;
let app: { release(): void };
let cookie = "";
const slug = "run-session";
const path = `/en/events/session/${slug}`;
const params = { lng: "en", slug };

/** The action's answer to a post with the member's session cookie (or none). */
const post = (values: PostedValues, withCookie = cookie) =>
  answerOf(() =>
    action(
      routeArgs(
        path,
        params,
        { method: "POST", body: formBody(values), headers: new Headers(withCookie ? { cookie: withCookie } : {}) },
        null,
      ) as never,
    ),
  );

const page = async (actionData: unknown) =>
  drawPage(EventSession, path, {
    loaderData: await loader(routeArgs(path, params, { headers: { cookie } }, null) as never),
    actionData,
  });

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  await createEventWithSession(test.db, {
    event: { slug: "run", titleNl: "Loop", titleEn: "Run" },
    session: {
      slug,
      capacity: 1,
      choices: [
        { value: "5k", nl: "5 km", en: "5 km" },
        { value: "10k", nl: "10 km", en: "10 km" },
      ],
    },
  });
  ({ cookie } = await registeringMember(test.db, "runner@example.com"));
}, 120_000);

afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("the session page without JavaScript", () => {
  it("draws the registration form on the form layer, its choice a native select", async () => {
    const html = await page(undefined);
    expect(html).toMatch(/<form[^>]*id="session-register"[^>]*method="post"/);
    expect(html).toMatch(/<select[^>]*id="session-register-choice"[^>]*name="choice"/);
    expect(html).toContain('<option value="10k">10 km</option>');
  });

  it("answers a missing choice at the field, in the summary, and registers nobody", async () => {
    const answer = await post({ intent: "register", choice: "" });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      form: "session-register",
      result: { error: { choice: ["session.error.choice"] } },
    });
    const html = await page(answer.data);
    expect(html).toContain('href="#session-register-choice"');
    expect(html).toContain("Choose one of the options.");
    expect(html).toMatch(/id="session-register-choice"[^>]*aria-invalid="true"/);
    expect(await test.db.select().from(eventRegistrations)).toHaveLength(0);
  });

  it("registers the member, then refuses a second registration at the form", async () => {
    const done = await post({ intent: "register", choice: "10k" });
    expect(done).toMatchObject({ status: 200, data: { form: "session-register", notice: "registered" } });
    const html = await page(done.data);
    expect(html).toContain("You are registered. A confirmation");
    expect(html).toContain("Cancel my registration");

    const again = await post({ intent: "register", choice: "5k" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ result: { error: { "": ["session.error.already"] } } });
    expect(await page(again.data)).toContain("You are already registered or on the waitlist.");
  });

  it("cancels, and says there is nothing to cancel when asked again", async () => {
    expect(await post({ intent: "cancel" })).toMatchObject({ status: 200, data: { notice: "cancelled" } });
    const again = await post({ intent: "cancel" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ form: "session-cancel" });
    expect(await page(again.data)).toContain("nothing to cancel");
  });

  it("refuses a visitor, and answers an unknown form at the form", async () => {
    expect((await post({ intent: "register" }, "")).status).toBe(401);
    const unknown = await post({ intent: "archive" });
    expect(unknown.status).toBe(400);
    expect(await page(unknown.data)).toContain("Something was missing in the form.");
  });
});
