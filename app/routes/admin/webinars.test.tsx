import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webinars } from "~/db/schema/events";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createWebinar } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminWebinar, { action as webinarAction, loader as webinarLoader } from "./webinar";
import AdminWebinars, { action as webinarsAction, loader as webinarsLoader } from "./webinars";

// The back office's webinar pages as a browser without JavaScript uses them: a plain form post,
// the action's answer, and the page drawn again from it, with what was typed in the fields and
// each message at its field and in the summary.

let test: TestDatabase;
let app: { release(): void };
let webinarId: string;

const fields = {
  partnerId: "",
  titleNl: "Slaap live",
  titleEn: "Sleep live",
  descriptionNl: "Over slaap.",
  descriptionEn: "About sleep.",
  presenterName: "Sanne de Wit",
  presenterRoleNl: "slaapcoach",
  presenterRoleEn: "sleep coach",
  timeZone: "Europe/Amsterdam",
  startDate: "2031-03-10",
  startTime: "19:00",
  durationMinutes: "60",
  streamUrl: "",
  recordingSlug: "",
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  webinarId = (await createWebinar(test.db, { slug: "sleep-live", titleEn: "Sleep, live" })).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the webinar list without JavaScript", () => {
  const draw = async (actionData: unknown) =>
    drawPage(AdminWebinars, "/admin/webinars", {
      loaderData: await loaderData(webinarsLoader, "/admin/webinars", {}),
      actionData,
    });

  it("answers a refused webinar with what was typed and the messages at their fields", async () => {
    const answer = await postForm(
      webinarsAction,
      "/admin/webinars",
      {},
      {
        intent: "create-webinar",
        slug: "sleep-talk",
        ...fields,
        durationMinutes: "3",
        streamUrl: "http://example.org/live",
      },
    );
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("webinar");
    expect(result.initialValue).toMatchObject({
      slug: "sleep-talk",
      durationMinutes: "3",
      presenterName: "Sanne de Wit",
    });
    expect(result.error).toEqual({
      durationMinutes: ["eventForm.errors.duration"],
      streamUrl: ["eventForm.errors.url"],
    });

    const html = await draw(answer.data);
    expect(html).toContain("Please fix the following:");
    expect(html).toContain('href="#webinar-durationMinutes"');
    expect(html).toContain('href="#webinar-streamUrl"');
    expect(html).toContain('value="http://example.org/live"');
    expect(html).toContain("About sleep.</textarea>");
    expect(html).toMatch(
      /id="webinar-durationMinutes"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="webinar-durationMinutes"/,
    );
  });

  it("answers a stream host that is not allowed at its field, and creates a webinar that opens its page", async () => {
    const host = await postForm(
      webinarsAction,
      "/admin/webinars",
      {},
      {
        intent: "create-webinar",
        slug: "sleep-talk",
        ...fields,
        streamUrl: "https://evil.example/live",
      },
    );
    expect(host.status).toBe(400);
    expect((host.data as { result: { error: unknown } }).result.error).toEqual({
      streamUrl: ["eventForm.errors.streamHost"],
    });
    expect(await draw(host.data)).toContain("This stream host is not allowed.");

    const created = await postForm(
      webinarsAction,
      "/admin/webinars",
      {},
      { intent: "create-webinar", slug: "sleep-talk", ...fields },
    );
    expect(created.status).toBe(302);
    const [row] = await test.db.select().from(webinars).where(eq(webinars.slug, "sleep-talk"));
    expect(created.location).toBe(`/admin/webinars/${row?.id}?created=1`);
  });
});

describe("a webinar's page without JavaScript", () => {
  const path = () => `/admin/webinars/${webinarId}`;
  const draw = async (actionData: unknown) =>
    drawPage(AdminWebinar, path(), {
      loaderData: await loaderData(webinarLoader, path(), { id: webinarId }),
      actionData,
    });

  it("answers a refused edit with what was typed and the messages, and nothing is written", async () => {
    const answer = await postForm(
      webinarAction,
      path(),
      { id: webinarId },
      {
        intent: "update-webinar",
        ...fields,
        titleEn: "",
        startDate: "2031-02-30",
      },
    );
    expect(answer.status).toBe(400);
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
      titleEn: ["eventForm.errors.required"],
      startDate: ["eventForm.errors.date"],
    });
    const html = await draw(answer.data);
    expect(html).toContain('href="#webinar-titleEn"');
    expect(html).toContain('href="#webinar-startDate"');
    expect(html).toContain('value="2031-02-30"');
    expect(html).toContain('value="Sanne de Wit"');
    const [row] = await test.db.select().from(webinars).where(eq(webinars.id, webinarId));
    expect(row?.titleEn).toBe("Sleep, live");
  });

  it("saves, says so, and starts the form again from the saved webinar", async () => {
    const answer = await postForm(webinarAction, path(), { id: webinarId }, { intent: "update-webinar", ...fields });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ form: "webinar", saved: true, result: { initialValue: null } });
    const html = await draw(answer.data);
    expect(html).toContain("Saved.");
    expect(html).toContain('value="Sleep live"');
    const [row] = await test.db.select().from(webinars).where(eq(webinars.id, webinarId));
    expect(row).toMatchObject({ titleEn: "Sleep live", durationMinutes: 60, presenterName: "Sanne de Wit" });
  });

  it("answers a webinar that does not exist with the area's 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const answer = await postForm(
      webinarAction,
      `/admin/webinars/${missing}`,
      { id: missing },
      {
        intent: "update-webinar",
        ...fields,
      },
    );
    expect(answer.status).toBe(404);
  });
});
