import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "~/db/schema/content";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createMediaItem } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminMedia, { action, loader } from "./media";

// The media list's create form as a browser without JavaScript uses it: a plain form post, the
// action's answer, and the page drawn again from it with what was typed and the messages.

let test: TestDatabase;
let app: { release(): void };

const create = {
  intent: "create",
  type: "video",
  topic: "sleep",
  partnerId: "",
  titleNl: "Dieper slapen",
  titleEn: "Sleeping deeper",
  slug: "",
  mediaUrl: "https://player.vimeo.com/video/1",
};

const draw = async (actionData: unknown) =>
  drawPage(AdminMedia, "/admin/media", { loaderData: await loaderData(loader, "/admin/media", {}), actionData });

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  await createMediaItem(test.db, { slug: "taken", titleEn: "Taken" });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the media list without JavaScript", () => {
  it("answers a refused draft with what was typed and the messages at their fields", async () => {
    const answer = await postForm(action, "/admin/media", {}, { ...create, titleNl: "", slug: "Not A Slug" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("create");
    expect(result.initialValue).toMatchObject({ type: "video", titleEn: "Sleeping deeper", slug: "Not A Slug" });
    expect(result.error).toEqual({ titleNl: ["media.errors.required"], slug: ["media.errors.slugFormat"] });

    const html = await draw(answer.data);
    expect(html).toContain('value="Sleeping deeper"');
    expect(html).toContain('value="Not A Slug"');
    expect(html).toMatch(/<option value="video" selected="">/);
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#create-titleNl"');
    expect(html).toContain('href="#create-slug"');
    expect(html).toMatch(/id="create-slug"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="create-slug"/);
    expect(await test.db.select().from(mediaItems).where(eq(mediaItems.titleEn, "Sleeping deeper"))).toEqual([]);
  });

  it("answers a taken address with 409, and a host that is not allowed with its hosts", async () => {
    const taken = await postForm(action, "/admin/media", {}, { ...create, slug: "taken" });
    expect(taken.status).toBe(409);
    expect((taken.data as { result: { error: unknown } }).result.error).toEqual({ slug: ["media.errors.slugTaken"] });
    expect(await draw(taken.data)).toContain("Another item uses or used this address. Choose another.");

    const host = await postForm(action, "/admin/media", {}, { ...create, mediaUrl: "https://evil.example/v" });
    expect(host.status).toBe(400);
    const html = await draw(host.data);
    expect(html).toContain('value="https://evil.example/v"');
    expect(html).toMatch(/Use an https address on an allowed host \([^)]*player\.vimeo\.com/);
  });

  it("creates a draft with an address from its English title, and opens it", async () => {
    const answer = await postForm(action, "/admin/media", {}, create);
    expect(answer.status).toBe(302);
    const [row] = await test.db.select().from(mediaItems).where(eq(mediaItems.slug, "sleeping-deeper"));
    expect(answer.location).toBe(`/admin/media/${row?.id}?created=1`);
  });
});
